// What the "fast" and "olsak" line solvers share: black and white only, both start from the
// leftmost and rightmost placements of the clue's blocks in the partly known line, the two
// extreme arrangements that fit, as the complete solver's tables give them (its placements()).
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

}  // namespace nono::detail
