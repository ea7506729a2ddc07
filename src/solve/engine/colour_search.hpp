// The colour engine's search: propagation, probing (a trial per colour still possible in a
// cell: a colour whose trial contradicts is struck off), and depth-first branching on
// "this cell is colour x / is not colour x", which splits the solutions in two, so counting
// and the uniqueness proof are exact as for black and white.
#pragma once

#include "nono/strategy.hpp"

namespace nono::detail {

// Decides a colour puzzle (is_colour_puzzle) into `result`: solutions, count, stop, deduced,
// statistics. No SAT turns and no trace steps yet (the message says so when asked).
void decide_colour(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result);

}  // namespace nono::detail
