// The exact ("complete") line solver by dynamic programming; see complete_line_solver.cpp.
#pragma once

#include <vector>

#include "nono/line_solver.hpp"

namespace nono::detail {

// Exact: after solve, a cell is decided iff every fitting arrangement agrees on it.
class CompleteLineSolver final : public LineSolver {
public:
    std::string_view name() const override { return "complete"; }
    LineStatus solve(const Clue& clue, std::span<Cell> cells) override;

private:
    // Scratch buffers reused across calls, so a solve allocates nothing once warm.
    std::vector<unsigned char> forward_, backward_;
    std::vector<int> empty_prefix_, fill_cover_, prefix_need_, suffix_need_;
};

}  // namespace nono::detail
