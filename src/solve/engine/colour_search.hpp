// The colour engine's search: propagation, probing (a trial per colour still possible in a
// cell: a colour whose trial contradicts is struck off), and depth-first branching on
// "this cell is colour x / is not colour x", which splits the solutions in two, so counting
// and the uniqueness proof are exact as for black and white. Pausable between guesses, so
// it can take turns with the SAT solver (portfolio.cpp), and traced as the black-and-white
// search is (docs/trace.md).
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "nono/strategy.hpp"
#include "solve/engine/colour_board.hpp"
#include "solve/engine/known_solutions.hpp"

namespace nono::detail {

class ColourSearch {
public:
    // With `known`, a solution is counted only when `known` did not have it (the SAT solver
    // may have found it first), and is added to it.
    ColourSearch(ColourBoard& board, const SolveOptions& options, SolveResult& result,
                 KnownSolutions* known = nullptr);

    enum class Progress { Paused, Finished };
    // As Search::run (search.hpp): Finished once the answer is settled or a limit stopped
    // it; Paused when the next guess would come after `work_limit` probes and guesses in all.
    Progress run(std::uint64_t work_limit = std::numeric_limits<std::uint64_t>::max());

private:
    enum class Node { Open, Dead, Aborted };
    struct Choice {
        std::size_t index;
        Cell colour;  // tried first
    };
    struct Frame {
        std::size_t mark;  // the trail before the guess
        std::size_t index;
        Cell other;        // the colours left for the second branch
        bool second_tried;
    };

    Node settle();
    Node probe_round(bool& changed);
    Node strike_off(std::size_t index, unsigned colour);
    Choice choose() const;
    void guess(const Choice& choice);
    bool backtrack();  // false when the tree is exhausted
    void record_solution();
    bool limit_reached();
    std::uint64_t work() const { return result_.stats.probes + result_.stats.guesses; }

    ColourBoard& board_;
    const SolveOptions& options_;
    SolveResult& result_;
    KnownSolutions* known_;
    std::vector<Frame> stack_;
    bool started_ = false;
    std::optional<Choice> paused_at_;  // the guess a pause put off
    // Per cell and colour: cells its latest trial decided (the branching score).
    std::vector<std::uint32_t> gain_;
};

}  // namespace nono::detail
