// A slow, obviously correct D_k closure for tiny puzzles, sharing no code with src/analyze:
// every subset of at most k lines, every assignment of the unknown cells those lines cover,
// each line checked by recomputing its clue. Exponential: keep puzzles to about 4x4.
#pragma once

#include "nono/puzzle.hpp"

namespace nono::testing {

enum class ClosureEnd { Complete, Stalled, Contradiction };

// Narrows `grid` (Unknown = open) to its D_k closure.
ClosureEnd reference_closure(const Puzzle& puzzle, int k, Grid& grid);

// The least k whose closure from the empty grid is complete; 0 when even k = width + height
// does not complete it (several solutions), -1 when a closure meets a contradiction.
int reference_level(const Puzzle& puzzle);

// Line solving to a fixpoint with the brute-force line oracle.
ClosureEnd reference_line_logic(const Puzzle& puzzle, Grid& grid);

}  // namespace nono::testing
