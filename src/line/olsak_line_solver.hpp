// The "olsak" line solver (after Mirek Olšák's): extreme placements, then a trial of the
// opposite value in every cell they agree on; see the .cpp.
#pragma once

#include <vector>

#include "placements.hpp"

namespace nono::detail {

// Exact: after solve, a cell is decided iff every fitting arrangement agrees on it.
class OlsakLineSolver final : public ExtremePlacementsSolver {
public:
    std::string_view name() const override { return "olsak"; }
    using LineSolver::solve;
    // Black and white only: throws std::invalid_argument on colours.
    LineStatus solve(const Clue& clue, std::span<const int> colours, std::span<Cell> cells) override;

private:
    std::vector<int> left_owner_, right_owner_;  // per cell: block index, or -1 - gap index
};

}  // namespace nono::detail
