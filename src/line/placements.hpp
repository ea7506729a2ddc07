// The leftmost and rightmost placements of a clue's blocks in a partly known line: the two
// extreme arrangements the "fast" and "olsak" line solvers start from. Both are exact (each
// is an arrangement that fits the known cells, when one exists), found with a table of which
// block suffixes fit which cell suffixes, in O(length x blocks).
#pragma once

#include <span>
#include <vector>

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

}  // namespace nono::detail
