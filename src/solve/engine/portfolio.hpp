// The engine's answer to "one, unique, up to N?": its depth-first search with probing and a
// CDCL SAT solver take turns on the same puzzle, the turns growing (portfolio.cpp), until
// one of them settles it. Neither is best everywhere, so taking turns costs at most a small
// factor over the better of the two on each puzzle.
#pragma once

#include "board.hpp"
#include "nono/strategy.hpp"

namespace nono::detail {

// Decides the puzzle on `board` (fresh, with its limits set) into `result`. Counting every
// solution (max_solutions 0), a node limit, or options.sat off leave it to the depth-first
// search alone.
void decide(const Puzzle& puzzle, Board& board, const SolveOptions& options, SolveResult& result);
// The same for a colour puzzle (is_colour_puzzle), on a colour board of its own
// (colour_search.hpp); the steps go to `observer` when there is one.
void decide_colour(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result, TraceObserver* observer);

}  // namespace nono::detail
