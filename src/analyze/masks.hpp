// Lines as bit masks, for the analysis of puzzles whose sides fit in 64 cells: a line's known
// cells are two masks (filled, empty) and an arrangement of its clue is one mask. Joint
// fillings of several lines (the D_k levels) and the census work on these, which is far
// cheaper than vectors of Cell when the same small lines are enumerated millions of times.
#pragma once

#include <cstdint>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono::analysis {

using Mask = std::uint64_t;

inline constexpr int kMaxMaskSide = 64;

inline Mask low_bits(int count) { return count >= 64 ? ~Mask{0} : (Mask{1} << count) - 1; }

// What is known of one line: cells known filled, cells known empty (disjoint).
struct Known {
    Mask filled = 0;
    Mask empty = 0;
    bool operator==(const Known&) const = default;
};

// An arrangement fits what is known when it fills every known-filled cell and no known-empty one.
inline bool fits(Mask arrangement, const Known& known) {
    return (arrangement & known.empty) == 0 && (arrangement & known.filled) == known.filled;
}

// Every arrangement of `clue` in `length` cells (bit i = cell i), in no particular order.
std::vector<Mask> all_arrangements(const Clue& clue, int length);

// The arrangements of `clue` that fit `known`, appended to `out`. Gives up (returns false,
// `out` partly filled) once more than `limit` would be produced or `work` steps spent.
bool fitting_arrangements(const Clue& clue, int length, const Known& known,
                          std::vector<Mask>& out, std::size_t limit, std::uint64_t& work);

// The clue of a line given as a mask.
Clue clue_of_mask(Mask line, int length);

}  // namespace nono::analysis
