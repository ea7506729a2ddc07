// The exact line solver for colour lines: blocks carry colours, a cell is the set of colours
// it may still take (bit 0 the background). See colour_line_solver.cpp for the method.
#pragma once

#include <span>
#include <vector>

#include "nono/line_solver.hpp"

namespace nono::detail {

// Exact: after solve, each cell holds exactly the colours some fitting arrangement gives it.
// Blocks of the same colour need a background cell between them; blocks of different
// colours may touch. Colours are 1..kMaxColours-1.
class ColourLineSolver {
public:
    // Lines of up to kMaxMaskLine cells go to the mask solver (colour_mask_line_solver.hpp),
    // longer ones to the table below.
    LineStatus solve(const Clue& clue, std::span<const int> colours, std::span<Cell> cells);
    // The dynamic programming over a table of (block, position), for any length. With
    // `earliest` and `latest`, also each block's first and last start over the arrangements
    // that fit (the SAT encoding's bounds, colour_sat_encoding.cpp).
    LineStatus solve_by_table(const Clue& clue, std::span<const int> colours, std::span<Cell> cells,
                              std::vector<int>* earliest = nullptr, std::vector<int>* latest = nullptr);

private:
    // Scratch buffers reused across calls, so a solve allocates nothing once warm.
    std::vector<unsigned char> forward_, backward_;
    std::vector<int> blocked_prefix_;  // per colour: cells in [0, i) that cannot take it
    std::vector<int> cover_;           // per colour: difference array of feasible placements
};

}  // namespace nono::detail
