// The mirror images of a tuple of line clues, which the census uses to run one row-clue tuple
// per orbit. Mirroring a grid left-right mirrors every row clue; flipping it top-bottom
// reverses the order of the rows; both together turn it half round. Each maps the grids of
// one row-clue tuple one to one onto the grids of the image tuple and keeps which grids share
// their column clues (those are reversed or mirrored alike), so every count of the census is
// the same for a tuple and its images.
#pragma once

#include <cstdint>
#include <vector>

#include "census_lines.hpp"

namespace nono::analysis {

class TupleSymmetry {
public:
    // Tuples of `count` clues of `lines`, numbered sum(id_i * clue_count^i), first one lowest.
    TupleSymmetry(const LineCatalogue& lines, int count);

    // The least number among the tuple's images (itself included); `orbit` receives how many
    // distinct tuples those images are (1, 2 or 4).
    std::uint64_t canonical(std::uint64_t tuple, int& orbit) const;
    // The same from the clue ids, first one first.
    std::uint64_t canonical(const int* ids, int& orbit) const;
    // Only the least image, for the inner loop (no orbit).
    std::uint64_t least(const int* ids) const {
        std::uint64_t a = 0, b = 0, c = 0, d = 0;
        for (int i = count_ - 1; i >= 0; --i) {
            const int mirrored = count_ - 1 - i;
            a = a * base_ + static_cast<std::uint64_t>(ids[i]);
            b = b * base_ + static_cast<std::uint64_t>(ids[mirrored]);
            c = c * base_ + static_cast<std::uint64_t>(reversed_[ids[i]]);
            d = d * base_ + static_cast<std::uint64_t>(reversed_[ids[mirrored]]);
        }
        const std::uint64_t ab = a < b ? a : b, cd = c < d ? c : d;
        return ab < cd ? ab : cd;
    }

private:
    const LineCatalogue& lines_;
    std::vector<int> reversed_;
    int count_;
    std::uint64_t base_;
};

}  // namespace nono::analysis
