// The complete line solver's dynamic programming done on bit masks, for lines of at most 127
// cells: each table row F(j, .) and B(j, .) is one word (64 bits up to 63 cells, 128 bits up
// to 127), so a line costs a few dozen word operations per block instead of a pass over every
// (cell, block). Same answers as "complete" (both decide exactly the cells every arrangement
// agrees on); longer lines are handed to it. Its coloured form does the same on one word per
// table row for lines of up to 62 cells (colour_mask_line_solver.cpp); longer ones go to
// complete.
#pragma once

#include <cstdint>

#include "complete_line_solver.hpp"

namespace nono::detail {

class BitwiseLineSolver final : public LineSolver {
public:
    static constexpr int kMaxCells = 63;      // positions 0..n must fit in one 64-bit word
    static constexpr int kMaxWideCells = 127;  // ... or in a 128-bit one

    // `name`: what it calls itself in traces (the engine runs it as "complete": engine.cpp).
    explicit BitwiseLineSolver(std::string_view name = "bitwise") : name_(name) {}
    using LineSolver::solve;
    std::string_view name() const override { return name_; }
    LineStatus solve(const Clue& clue, std::span<const int> colours, std::span<Cell> cells) override;

    // The line as masks (bit i = cell i; `length` <= kMaxCells): narrows `filled` and `empty`
    // to every cell all arrangements agree on; false when none fits.
    static bool solve_masks(const Clue& clue, int length, std::uint64_t& filled, std::uint64_t& empty);
    // A colour line of at most kMaxColourCells cells (positions 0..n and the carry of reach_up
    // above them fit one word), exactly as complete solves it.
    static constexpr int kMaxColourCells = 62;
    static LineStatus solve_colour_masks(const Clue& clue, std::span<const int> colours, std::span<Cell> cells);

private:
    std::string_view name_;
    CompleteLineSolver longer_;
};

}  // namespace nono::detail
