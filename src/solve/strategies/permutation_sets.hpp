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
    void add_placements(const Clue& clue, std::size_t block, int from, std::uint32_t vector);

    int length_;
    std::vector<int> need_;  // scratch of add_clues
    std::vector<std::uint32_t> vectors_;  // grouped by clue
    std::unordered_map<std::uint32_t, std::pair<std::uint32_t, std::uint32_t>> groups_;  // key -> [begin, end)
};

}  // namespace nono::detail
