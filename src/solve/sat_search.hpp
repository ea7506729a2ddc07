// Conflict-driven search (CaDiCaL) for the questions "one solution?", "unique?" and "up to N":
// the board's decided cells become unit clauses, each solution found is recorded and then
// excluded by a blocking clause, and an unsatisfiable answer proves there are no more.
// Puzzles that defeat probing (no cell is forced, so the tree is wide) are where it pays.
#pragma once

#include "nono/strategy.hpp"
#include "state.hpp"

namespace nono::detail {

// Finds solutions of `puzzle` extending what `board` has decided, up to
// options.max_solutions (which must not be 0), adding them to `result`; sets result.stop:
// Exhausted when no other solution exists, Solutions, or the limit (time, interrupt).
void sat_search(const Puzzle& puzzle, const Board& board, const SolveOptions& options,
                SolveResult& result);

}  // namespace nono::detail
