// The solver's check of a reading: every line must fit, the totals of rows and columns must
// agree (per colour) and the puzzle should have a solution, unique where possible. When the
// reading fails, the next likely readings of the least sure numbers are tried, cheapest first:
// another digit the reader thought likely, a two-digit number split, two numbers merged, a
// glyph unlike any digit dropped; single changes, then pairs.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "nono/puzzle.hpp"
#include "nono/result.hpp"

namespace nono::scan {

// One number as read, with what else it might be.
struct NumberReading {
    bool column = false;
    int line = 0;
    int value = 0;
    int colour = 1;
    double confidence = 1;
    // Other values, with their likelihood relative to `value`'s (0..1).
    std::vector<std::pair<int, double>> alternatives;
    // A two-digit number that may be two numbers: the digits, and how likely (0..1).
    std::optional<std::pair<int, int>> split;
    double split_likelihood = 0;
    // How likely this number and the next one of the same text line are one number (0 = not).
    double merge_likelihood = 0;
    // Its glyphs are far from every digit the reader knows: maybe no number at all (a mark,
    // a smudge), which the check may drop.
    bool strange = false;
};

// A reading's numbers after the check: each number's values (none when dropped, two when
// split; a merged pair gives its value to the first and none to the second).
struct CheckedReading {
    std::vector<std::vector<int>> values;  // per NumberReading
    Verdict verdict = Verdict::Undecided;  // Unique, Multiple, None, Undecided
    bool consistent = false;               // lines fit and totals agree
    std::vector<std::string> problems;     // of the reading as first read, when not consistent
    std::vector<std::string> changes;      // what was changed, in words
    std::optional<Grid> solution;
    int tried = 0;                         // readings checked
};

// The puzzle a reading gives (`base` holds size and palette; clues are filled in).
Puzzle puzzle_of(const Puzzle& base, const std::vector<NumberReading>& numbers,
                 const std::vector<std::vector<int>>& values);

CheckedReading check_reading(const Puzzle& base, const std::vector<NumberReading>& numbers, double doubt,
                             int budget, std::uint64_t max_nodes);

}  // namespace nono::scan
