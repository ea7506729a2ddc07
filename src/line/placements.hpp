// The leftmost and rightmost placements of a clue's blocks in a partly known line: the two
// extreme arrangements the "fast" and "olsak" line solvers start from (their base class
// below). Both are exact (each is an arrangement that fits the known cells, when one exists),
// found with a table of which block suffixes fit which cell suffixes, in O(length x blocks).
#pragma once

#include <span>
#include <stdexcept>
#include <vector>

#include "nono/line_solver.hpp"
#include "nono/puzzle.hpp"

namespace nono::detail {

class ExtremePlacements {
public:
    // True when some arrangement of `clue` fits `cells` (a cell with no value left fits none).
    bool fits(const Clue& clue, std::span<const Cell> cells);
    // The first cell of each block in the leftmost fitting arrangement; false when none fits.
    bool leftmost(const Clue& clue, std::span<const Cell> cells, std::vector<int>& starts);
    // The same for the rightmost arrangement (the leftmost one of the mirrored line).
    bool rightmost(const Clue& clue, std::span<const Cell> cells, std::vector<int>& starts);

private:
    void build_table(const Clue& clue, std::span<const Cell> cells);
    bool block_fits_at(const Clue& clue, std::span<const Cell> cells, int block, int start) const;
    bool suffix_fits(int block, int cell) const;

    // suffix_[block * (n + 2) + i]: blocks block.. fit in cells [i, n), those cells consistent.
    std::vector<unsigned char> suffix_;
    std::vector<int> cannot_fill_prefix_;  // how many of cells [0, i) cannot be filled
    int length_ = 0;
    // The mirrored line and clue for rightmost().
    std::vector<Cell> mirrored_cells_;
    Clue mirrored_clue_;
};

// What the "fast" and "olsak" line solvers share: black and white only, both start from the
// leftmost and rightmost placements.
class ExtremePlacementsSolver : public LineSolver {
protected:
    // Throws std::invalid_argument (black_and_white_only()) on colours; else the leftmost
    // and rightmost placements into left_ and right_, false when none fits.
    bool place(const Clue& clue, std::span<const int> colours, std::span<const Cell> cells) {
        if (!colours.empty()) throw std::invalid_argument(black_and_white_only(name()));
        if (!placements_.leftmost(clue, cells, left_)) return false;
        placements_.rightmost(clue, cells, right_);
        return true;
    }

    ExtremePlacements placements_;
    std::vector<int> left_, right_;
};

}  // namespace nono::detail
