#include "placements.hpp"

#include <algorithm>

namespace nono::detail {

namespace {
inline bool may_be_empty(Cell c) { return (static_cast<unsigned>(c) & 1u) != 0; }
inline bool may_be_filled(Cell c) { return (static_cast<unsigned>(c) & 2u) != 0; }
}  // namespace

bool ExtremePlacements::suffix_fits(int block, int cell) const {
    return suffix_[static_cast<std::size_t>(block) * static_cast<std::size_t>(length_ + 2) +
                   static_cast<std::size_t>(cell)] != 0;
}

// Block `block` covers [start, start + length) and is followed by an empty cell (or the end),
// and the later blocks fit after that.
bool ExtremePlacements::block_fits_at(const Clue& clue, std::span<const Cell> cells, int block,
                                      int start) const {
    const int end = start + clue[block];
    if (end > length_ || cannot_fill_prefix_[end] != cannot_fill_prefix_[start]) return false;
    const int last = static_cast<int>(clue.size()) - 1;
    if (end == length_) return block == last;
    return may_be_empty(cells[end]) && suffix_fits(block + 1, end + 1);
}

void ExtremePlacements::build_table(const Clue& clue, std::span<const Cell> cells) {
    length_ = static_cast<int>(cells.size());
    const int k = static_cast<int>(clue.size());
    const std::size_t stride = static_cast<std::size_t>(length_) + 2;
    cannot_fill_prefix_.assign(stride, 0);
    for (int i = 0; i < length_; ++i)
        cannot_fill_prefix_[i + 1] = cannot_fill_prefix_[i] + (may_be_filled(cells[i]) ? 0 : 1);
    suffix_.assign(static_cast<std::size_t>(k + 1) * stride, 0);
    auto at = [&](int block, int cell) -> unsigned char& {
        return suffix_[static_cast<std::size_t>(block) * stride + static_cast<std::size_t>(cell)];
    };
    // No block left: the rest must be able to stay empty. Index n + 1 stands for "past the end".
    at(k, length_ + 1) = 1;
    at(k, length_) = 1;
    for (int i = length_ - 1; i >= 0; --i) at(k, i) = at(k, i + 1) && may_be_empty(cells[i]);
    for (int block = k - 1; block >= 0; --block)
        for (int i = length_ - 1; i >= 0; --i)
            at(block, i) = (may_be_empty(cells[i]) && at(block, i + 1)) || block_fits_at(clue, cells, block, i);
}

bool ExtremePlacements::fits(const Clue& clue, std::span<const Cell> cells) {
    build_table(clue, cells);
    return suffix_fits(0, 0);
}

bool ExtremePlacements::leftmost(const Clue& clue, std::span<const Cell> cells, std::vector<int>& starts) {
    build_table(clue, cells);
    if (!suffix_fits(0, 0)) return false;
    starts.resize(clue.size());
    int from = 0;
    for (int block = 0; block < static_cast<int>(clue.size()); ++block) {
        // The table promises a fit from `from`: skip (empty) cells until the block fits here.
        int start = from;
        while (!block_fits_at(clue, cells, block, start)) ++start;
        starts[block] = start;
        from = start + clue[block] + 1;
    }
    return true;
}

bool ExtremePlacements::rightmost(const Clue& clue, std::span<const Cell> cells, std::vector<int>& starts) {
    mirrored_cells_.assign(cells.rbegin(), cells.rend());
    mirrored_clue_.assign(clue.rbegin(), clue.rend());
    if (!leftmost(mirrored_clue_, mirrored_cells_, starts)) return false;
    std::reverse(starts.begin(), starts.end());
    const int n = static_cast<int>(cells.size());
    for (std::size_t block = 0; block < starts.size(); ++block) starts[block] = n - starts[block] - clue[block];
    return true;
}

}  // namespace nono::detail
