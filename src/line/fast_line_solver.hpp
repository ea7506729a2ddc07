// The "fast" line solver (Simpson's): overlaps of the two extreme placements; see the .cpp.
#pragma once

#include "placements.hpp"

namespace nono::detail {

// Sound but incomplete: it can leave undecided a cell every arrangement agrees on. It always
// reports a contradiction when no arrangement fits (so on every fully decided wrong line).
class FastLineSolver final : public ExtremePlacementsSolver {
public:
    std::string_view name() const override { return "fast"; }
    using LineSolver::solve;
    // Black and white only: throws std::invalid_argument on colours.
    LineStatus solve(const Clue& clue, std::span<const int> colours, std::span<Cell> cells) override;
};

}  // namespace nono::detail
