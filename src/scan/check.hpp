// The solver's check of a reading: every line must fit, the totals of rows and columns must
// agree (per colour) and the puzzle should have a solution, unique where possible. When the
// reading fails, the cheapest sets of up to three changes that make the totals agree per colour
// are tried (mend.hpp): another digit the reader thought likely, a two-digit number split, two
// numbers merged, a number dropped, given another colour, read as another value or added, or
// a line the bands read nothing beside filled with one number or two.
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
    // How far past the cutter's rule the next number of the same text line stands (digit
    // heights, as merge_likelihood measures it; negative when there is none on its text line).
    double merge_past = -1;
    // How far its ink's colour is from each palette colour (0-441, by palette index; empty
    // for black and white): the check gives it another colour as readily as it is near it.
    std::vector<double> colour_distances;
    // The room the band leaves for a number the cutter missed, in its line's typical steps
    // between numbers: before it (about 2 where one is missing between it and the one before,
    // about 1 where none is) and, for the last number of a line, between it and the grid
    // (against the other lines' last numbers); 0 when not known.
    double room_before = 0, room_after = 0;
    // No number at all: a placeholder for a line the bands read nothing beside though its
    // neighbours have clues (scan.cpp's bare lines). As read it is an empty line; the check
    // may fill it with the one or two numbers the totals' gap asks for, at a high cost, and
    // when nothing else mends the reading, gives it the clue the other lines leave it where
    // they decide its cells (free_lines.hpp).
    bool bare = false;
};

// The cost (-log of the likelihood) of reading two numbers of a text line as one when they
// stand `past` digit heights past the cutter's rule (clues.hpp: e^-2 at the rule, as the
// bands' merge likelihood, and on past the farthest merge they give one for).
inline double merge_cost(double past) { return 2 + 20 * past; }

// A stray glyph is rarely read as a whole number: dropping one is a last resort (mend.cpp).
inline constexpr double kDropStrangeCost = 7;
// The cost of reading a number of two glyphs as one of its digits alone, the other a stray
// mark the cutter joined to it: as dear as dropping a stray glyph.
inline constexpr double kStrayGlyphCost = kDropStrangeCost;

// A reading's numbers after the check: each number's values (none when dropped, two when
// split or when a number is added beside it; a merged pair gives its value to the first and
// none to the second), and their colours.
struct CheckedReading {
    std::vector<std::vector<int>> values;  // per NumberReading
    std::vector<std::vector<int>> colours; // the colour of each of `values`
    std::vector<int> added;                // per NumberReading: which of its values the check added (-1: none; a bare line filled: 0, all its values)
    Verdict verdict = Verdict::Undecided;  // Unique, Multiple, None, Undecided
    bool consistent = false;               // lines fit and totals agree
    std::vector<std::string> problems;     // of the reading as first read, when not consistent
    std::vector<std::string> changes;      // what was changed, in words
    std::optional<Grid> solution;
    bool black_and_white = false;          // the changes left one neutral colour: the puzzle is black and white
    int tried = 0;                         // readings checked
};

// The puzzle a reading gives (`base` holds size and palette; clues are filled in).
Puzzle puzzle_of(const Puzzle& base, const std::vector<NumberReading>& numbers,
                 const std::vector<std::vector<int>>& values);
// The same with each value's colour (`colours` shaped as `values`).
Puzzle puzzle_of(const Puzzle& base, const std::vector<NumberReading>& numbers,
                 const std::vector<std::vector<int>>& values, const std::vector<std::vector<int>>& colours);

// The engine's limits for each check of a reading (ScanOptions::max_nodes, max_conflicts):
// deterministic counts of work, so a reading's verdict does not depend on the machine.
struct CheckLimits {
    std::uint64_t max_nodes = 0;
    std::uint64_t max_conflicts = 0;
};

CheckedReading check_reading(const Puzzle& base, const std::vector<NumberReading>& numbers, double doubt,
                             int budget, const CheckLimits& limits);

// A reading nothing else mends may hold more misread numbers than sets of three changes
// reach, most of them in the lines read least surely. Those lines (too long for the grid first,
// then by their least sure number, under kSureLine, a number's colour as sure as its ink is
// nearer its colour than any other (kClearColour); kMostFreed of all lines at most) are left
// free, a few more at a time (free in their colours only, their blocks kept, where their
// numbers were read surely and only a colour was not; wholly free when that leaves no way),
// and the other lines decide their cells (free_lines.hpp: line
// logic, then a search over the cells it leaves open, kFreedSearch choices in all and
// kFreedWays ways at most). Each way of the free lines' clues costs, against the reading, -log
// of the likelihood the reader gave each number changed (kUnread where it gave none, and for
// each number more or fewer than read); the cheapest, when the next costs kFreedMargin more, is
// checked, and taken when the puzzle then has one solution (kFreedTrials checks at most), or
// several when the way keeps every number as read and changes only colours (a played board's
// "done" line, each number faded towards the paper: its values are read, its colours are the
// other lines' to say). When no number of lines freed mends it, every doubtful line is kept to
// its numbers' likely readings instead (each number read less surely than kSureLine its value
// or any the reader gave kLikelyReading or more, each number's doubtful colour any of the
// palette, a bare line wholly free), the same search finds every way, and the likeliest is
// taken when its puzzle has one solution and no other way within kFreedMargin has one too.
// Each line changed is named in `changes`.
inline constexpr double kSureLine = 0.99;
inline constexpr double kMostFreed = 0.25;
inline constexpr int kFreedSearch = 20000;
inline constexpr int kFreedWays = 3000;
inline constexpr double kUnread = 8;
inline constexpr double kFreedMargin = 2;
// A number whose ink is this many levels nearer its colour than any other's is surely that
// colour; nearer another, its line is doubtful as a number read unsurely is. Another colour
// than read costs a way kRecolour, and kUnread for each 255 levels the ink is further from it.
inline constexpr double kClearColour = 40;
inline constexpr double kRecolour = 1;
inline constexpr int kFreedTrials = 16;
// A value the reader gave this likelihood or more (against the value read) is one a doubtful
// number may take when every doubtful line is kept to its numbers' likely readings.
inline constexpr double kLikelyReading = 0.01;
std::optional<CheckedReading> free_doubtful_lines(const Puzzle& base, const std::vector<NumberReading>& numbers,
                                                  const CheckLimits& limits);

}  // namespace nono::scan
