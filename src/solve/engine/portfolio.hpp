// The engine's answer to "one, unique, up to N?": its depth-first search with probing and a
// CDCL SAT solver take turns on the same puzzle, the turns growing (portfolio.cpp), until
// one of them settles it. Neither is best everywhere, so taking turns costs at most a small
// factor over the better of the two on each puzzle. The same turns for both cell domains.
#pragma once

#include "board.hpp"
#include "colour_board.hpp"
#include "nono/strategy.hpp"

namespace nono::detail {

// Decides the puzzle on `board` (fresh, with its limits, progress and trace set: the
// black-and-white Board or the ColourBoard) into `result`. Counting every solution
// (max_solutions 0), a node limit, or options.sat off leave it to the depth-first search alone.
template <typename AnyBoard>
void decide(const Puzzle& puzzle, AnyBoard& board, const SolveOptions& options, SolveResult& result);

}  // namespace nono::detail
