// Search when propagation stalls: probing (probe.cpp: try each colour still possible in an
// undecided cell and keep what the trials prove, probe_reuse.hpp: skip probes whose lines did
// not change), a branching rule (branch.cpp: which cell to guess, which colour first) and
// depth-first guessing with undo (search.cpp), iterative so deep searches cannot overflow the
// call stack. Written once over the two cell domains: `Board` is the black-and-white board
// (board.hpp) or the colour one (colour_board.hpp; the simpson strategy's, simpson_board.hpp,
// without probing), a template argument, so nothing on the hot path is a virtual call. A guess is "this cell is colour x", its other branch "it is one of
// the others", which splits the solutions in two: counting and uniqueness proofs are exact.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "board.hpp"
#include "colour_board.hpp"
#include "known_solutions.hpp"
#include "probe_reuse.hpp"
#include "simpson_board.hpp"

namespace nono::detail {

template <typename Board>
class Search {
public:
    // With `known`, a solution is counted only when `known` did not have it (another search
    // may have found it first), and is added to it.
    Search(Board& board, const SolveOptions& options, SolveResult& result, KnownSolutions* known = nullptr);

    enum class Progress { Paused, Finished };
    // Searches until the answer is settled or a limit stops it (Finished: result's
    // solutions, counts and stop are final), or until the next guess would come after
    // `work_limit` probes and guesses in all (Paused: call again with a larger limit to go
    // on where it left off). result.deduced holds the root's deductions after the first call.
    Progress run(std::uint64_t work_limit = std::numeric_limits<std::uint64_t>::max());

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
    using Outcome = BoardCore::Outcome;
    // The node a propagation left.
    static Node node_of(Outcome outcome) {
        return outcome == Outcome::Aborted ? Node::Aborted : outcome == Outcome::Contradiction ? Node::Dead : Node::Open;
    }

    // search.cpp: the depth-first search.
    void record_solution();
    bool backtrack();  // false when the tree is exhausted
    void guess(const Choice& choice);
    bool limit_reached();
    // Restarts (only while taking turns with the SAT solver: `known` then tells which solutions
    // were counted already, so a run that finds one again does not count it twice).
    bool restart_due() const;
    void restart();

    // probe.cpp: probing to a fixpoint; the branching choice among the probed cells.
    enum class Probe { Scored, Deduced, Aborted };
    Node probe_to_fixpoint(Choice& choice);
    Probe probe(std::size_t index);
    // Trial `t` of a probe of the `trials` it makes: `value` at `index`, propagated and undone;
    // `gained` cells narrowed.
    Outcome trial(std::size_t index, Cell value, int t, int trials, std::size_t& gained);
    Probe deduce_from_agreement(std::size_t index);

    // branch.cpp: the branching rule.
    std::uint64_t score(std::size_t weakest, std::size_t strongest) const;
    Cell first_value(std::size_t cell) const;
    Choice best_probed();
    double noise();  // the next pseudo-random number in [0, 1)
    Choice choose_without_probing() const;

    Board& board_;
    const SolveOptions& options_;
    SolveResult& result_;
    KnownSolutions* known_;
    std::vector<Frame> stack_;
    bool started_ = false;
    std::optional<Choice> paused_at_;  // the guess a pause put off
    // Per-cell memo of the earlier trials of a probe, so the last can find the cells every
    // trial narrowed: the stamp of the latest trial that narrowed the cell (when every earlier
    // one did too), and the union of their values. (These per-cell tables are made at the
    // first probe: probe_to_fixpoint.)
    std::vector<std::uint32_t> probe_stamp_;
    std::vector<Cell> probe_value_;
    std::uint32_t probe_epoch_ = 0;
    // Per cell, from its latest probe: the branching score and the value that decides less.
    std::vector<std::uint64_t> probe_score_;
    std::vector<Cell> probe_deciding_less_;
    std::vector<std::pair<std::size_t, Cell>> agreed_;
    ProbeReuse<Board> reuse_;
    // Restarts: on (restart_unit and `known` given), guesses since the last one, and how many.
    bool restarts_ = false;
    std::uint64_t run_guesses_ = 0;
    std::uint64_t restarts_made_ = 0;
    std::uint64_t noise_state_ = 0x2545F4914F6CDD1Dull;  // xorshift64
};

}  // namespace nono::detail
