// Every clue of one short line length, numbered, with its arrangements, the clue of every
// line mask, and the line solver as a lookup table over (clue, known cells): the census asks
// the same few hundred line questions millions of times, so each becomes one table read.
#pragma once

#include <cstdint>
#include <vector>

#include "masks.hpp"

namespace nono::analysis {

class LineCatalogue {
public:
    explicit LineCatalogue(int length);  // length 1..kMaxCensusSide

    int length() const { return length_; }
    int clue_count() const { return static_cast<int>(clues_.size()); }
    const Clue& clue(int id) const { return clues_[id]; }
    const std::vector<Mask>& arrangements(int id) const { return arrangements_[id]; }
    int clue_id(Mask line) const { return clue_of_[line]; }
    // The id of the clue read from the other end (the line mirrored).
    int reversed(int id) const { return reversed_[id]; }

    // The raw table entry of clue `id` with `state` = filled | empty << length: the cells then
    // known, filled | empty << 16, or kContradiction.
    std::uint32_t entry(int id, std::size_t state) const {
        return table_[(static_cast<std::size_t>(id) << (2 * length_)) | state];
    }
    static constexpr std::uint32_t kContradiction = 0xFFFFFFFFu;

    // Line solving by table: narrows `known` for clue `id`; false on contradiction.
    bool solve(int id, Known& known) const {
        const std::uint32_t entry =
            table_[(static_cast<std::size_t>(id) << (2 * length_)) |
                   static_cast<std::size_t>(known.filled | (known.empty << length_))];
        if (entry == kContradiction) return false;
        known.filled = entry & 0xFFFF;
        known.empty = entry >> 16;
        return true;
    }

private:
    int length_;
    std::vector<Clue> clues_;
    std::vector<std::vector<Mask>> arrangements_;
    std::vector<int> clue_of_;            // indexed by line mask
    std::vector<int> reversed_;
    std::vector<std::uint32_t> table_;    // (id, filled | empty << length) -> filled | empty << 16
};

}  // namespace nono::analysis
