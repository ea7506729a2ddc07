// The permutation sets of the "perm-elim" strategy: every 0/1 vector of a line length, grouped
// by its run-length encoding (its clue), as the R nonogram package's make_full_perm_set builds
// them. A set holds all 2^length vectors, so its memory doubles with each cell of length; the
// estimate is exact enough to refuse a length before trying to allocate it.
#pragma once

#include <cstdint>
#include <span>
#include <unordered_map>
#include <utility>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono::detail {

// Calls visit(vector) for every placement of `clue`'s blocks in `length` cells (at most 64) as a
// bit vector (bit i = cell i filled), blocks placed leftmost first.
template <typename Visit>
void for_each_placement(const Clue& clue, int length, Visit&& visit) {
    // need[b]: cells blocks b.. take at least, so no branch starts a block where the rest cannot
    // follow (without it, dead branches made PermutationSet six times slower at length 25).
    std::vector<int> need(clue.size() + 1, 0);
    for (std::size_t b = clue.size(); b-- > 0;) need[b] = need[b + 1] + clue[b] + (b + 1 < clue.size() ? 1 : 0);
    const auto place = [&](const auto& self, std::size_t block, int from, std::uint64_t vector) -> void {
        if (block == clue.size()) return visit(vector);
        const std::uint64_t run = (std::uint64_t{1} << clue[block]) - 1;
        for (int start = from; start + need[block] <= length; ++start)
            self(self, block + 1, start + clue[block] + 1, vector | (run << start));
    };
    place(place, 0, 0, 0);
}

class PermutationSet {
public:
    explicit PermutationSet(int length);
    // Bytes a set of `length` would hold: 4 per vector plus an index entry per distinct clue.
    static double bytes_needed(int length);
    std::size_t bytes() const;
    // The vectors (bit i = cell i filled) whose encoding is `clue`; empty when none.
    std::span<const std::uint32_t> with_clue(const Clue& clue) const;

private:
    void add_clues(Clue& clue, int used);  // this clue's vectors, then every longer clue's

    int length_;
    std::vector<std::uint32_t> vectors_;  // grouped by clue
    std::unordered_map<std::uint32_t, std::pair<std::uint32_t, std::uint32_t>> groups_;  // key -> [begin, end)
};

}  // namespace nono::detail
