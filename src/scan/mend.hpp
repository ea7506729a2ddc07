// The mending search of the solver's check (check.cpp): the changes a misreading may need
// (another value, a split or merged number, a number dropped or added, another colour), each
// with its cost, and the cheapest sets of up to three of them that make the row and column
// totals agree per colour, which is what any right reading must do; the check then tries them
// with the solver, cheapest first.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "nono/puzzle.hpp"
#include "scan/check.hpp"

namespace nono::scan {

// One change to the reading, its cost (-log of how likely it is, relative to the reading) and
// its effect on the totals: per palette index, rows' total minus columns' total.
struct Edit {
    enum class Kind { Value, Split, Merge, Drop, Recolour, Insert, Fill } kind = Kind::Value;
    std::size_t number = 0;  // the number changed (Insert: the one it is put beside)
    int value = 0;           // Value: the new value; Recolour: the new colour; Insert, Fill: the value
    bool before = false;     // Insert: before `number` (else after it)
    int second = 0;          // Fill: a second number after `value` (0: one number only)
    double cost = 0;
    std::vector<int> effect;
};

// The reading as changed: per number its values and their colours (none when dropped or a bare
// line's placeholder, two when split or when a number is added beside it; a merged pair gives
// its value to the first; a bare line filled has one or two).
struct Values {
    std::vector<std::vector<int>> values, colours;
};

// Sets each number's room for a number the bands missed (NumberReading::room_before,
// room_after) from where it stands along its band, `along` (rows: the middle of its box in x,
// columns: in y): the steps between a line's numbers against the band's typical step, and each
// line's last number's distance to the grid (rows: `row_edge`, its left; columns:
// `column_edge`, its top) against the other lines'. Bands of fewer than three steps say nothing.
void measure_room(std::vector<NumberReading>& numbers, const std::vector<double>& along, double row_edge,
                  double column_edge);

// The reading as first read.
Values as_read(const std::vector<NumberReading>& numbers);

// Applies `edit`; false when it does not apply (the number already changed).
bool apply(const Edit& edit, const std::vector<NumberReading>& numbers, const Values& first, Values& values);

std::string describe(const Edit& edit, const std::vector<NumberReading>& numbers, const Puzzle& base);
// The line a number stands beside, as a player says it ("row 3", "column 12"), and a palette
// colour's name.
std::string line_name(const NumberReading& n);
std::string colour_name(const Puzzle& base, int colour);

// The totals' disagreement of `values`: per palette index, rows' total minus columns'.
std::vector<int> totals_gap(const Puzzle& base, const std::vector<NumberReading>& numbers, const Values& values);

// The changes a reading may need. `doubtful_only`: only another value, split or merge of the
// numbers read with less confidence than `doubt` (a reading with several solutions).
std::vector<Edit> listed_edits(const Puzzle& base, const std::vector<NumberReading>& numbers, double doubt,
                               bool doubtful_only);

// Sets of edits, cheapest first, whose effects cancel `gap`: of one or two of `edits`, and when
// `wide` (a reading that fails) of three, or of up to two and one last change whose value the
// remaining gap decides (a number read as another value, a number added beside one, a bare
// line filled with it). At most `limit` sets.
std::vector<std::vector<Edit>> mending_sets(const Puzzle& base, const std::vector<NumberReading>& numbers,
                                            const std::vector<Edit>& edits, const std::vector<int>& gap, bool wide,
                                            std::size_t limit);

}  // namespace nono::scan
