// The colour line solver on 64-bit masks, for lines of up to 62 cells: the same dynamic
// programming as ColourLineSolver's table (forward and backward reachability per block),
// but each row of the table is one word, so a block costs a few dozen word operations
// instead of a pass over the cells. See colour_mask_line_solver.cpp.
#pragma once

#include <span>

#include "nono/line_solver.hpp"

namespace nono::detail {

// Lines this long or shorter fit: positions 0..n need n + 1 bits, and the carry of the
// upward fill needs one bit above them.
inline constexpr int kMaxMaskLine = 62;

// Exact, as ColourLineSolver::solve; `cells.size()` must be at most kMaxMaskLine.
LineStatus solve_colour_line_masks(const Clue& clue, std::span<const int> colours, std::span<Cell> cells);

}  // namespace nono::detail
