// Search when propagation stalls: probing (try each value of an undecided cell and keep what
// the trial proves) and depth-first guessing with undo, iterative so deep searches cannot
// overflow the call stack.
#pragma once

#include <cstdint>
#include <vector>

#include "state.hpp"

namespace nono::detail {

class Search {
public:
    Search(Board& board, const SolveOptions& options, SolveResult& result);
    // Runs to completion or a limit; fills result's solutions, counts and flags.
    void run();

private:
    struct Choice {
        std::size_t index = 0;
        Cell first = Cell::Filled;
        bool found = false;
    };
    struct Frame {
        std::size_t trail_mark;
        std::size_t index;
        Cell second;
        bool second_tried;
    };
    enum class Node { Open, Dead, Aborted };

    Node settle();                  // propagate, then probe to a fixpoint
    Node probe_to_fixpoint(Choice& choice);
    Choice choose_without_probing() const;
    void record_solution();
    bool backtrack();               // false when the tree is exhausted
    void hand_over_to_sat(std::size_t root_mark);  // undo to the root, let CaDiCaL decide
    bool limit_reached();
    // Trace steps (only called while the board is tracing).
    void trace_probe(std::size_t index, Cell value, bool contradiction, std::size_t implied);
    void trace_forced(std::size_t index, Cell failed);

    Board& board_;
    const SolveOptions& options_;
    SolveResult& result_;
    std::vector<Frame> stack_;
    // Per-cell memo of the first probe's outcome, so the second can find cells both agree on.
    std::vector<std::uint32_t> probe_stamp_;
    std::vector<Cell> probe_value_;
    std::uint32_t probe_epoch_ = 0;
    std::vector<std::pair<std::size_t, Cell>> agreed_;
};

}  // namespace nono::detail
