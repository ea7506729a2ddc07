// The black-and-white line solvers that start from the leftmost and rightmost placements of
// the clue's blocks, the two extreme arrangements that fit, as the complete solver's tables
// give them: "fast" (Simpson's: their overlaps) and "olsak" (after Mirek Olšák's: then a trial
// of the opposite value where they agree); fast_line_solver.cpp, olsak_line_solver.cpp.
#pragma once

#include <stdexcept>
#include <vector>

#include "complete_line_solver.hpp"

namespace nono::detail {

class ExtremePlacementsSolver : public LineSolver {
protected:
    // Throws std::invalid_argument (black_and_white_only()) on colours; else the first cell
    // of each block in the leftmost and the rightmost placement into left_ and right_, false
    // when none fits.
    bool place(const Clue& clue, std::span<const int> colours, std::span<const Cell> cells) {
        if (!colours.empty()) throw std::invalid_argument(black_and_white_only(name()));
        return complete_.placements(clue, cells, left_, right_);
    }

    CompleteLineSolver complete_;  // its tables, and fits() for olsak's trials
    std::vector<int> left_, right_;
};

// Sound but incomplete: it can leave undecided a cell every arrangement agrees on. It always
// reports a contradiction when no arrangement fits (so on every fully decided wrong line).
class FastLineSolver final : public ExtremePlacementsSolver {
public:
    std::string_view name() const override { return "fast"; }
    using LineSolver::solve;
    // Black and white only: throws std::invalid_argument on colours.
    LineStatus solve(const Clue& clue, std::span<const int> colours, std::span<Cell> cells) override;
};

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
