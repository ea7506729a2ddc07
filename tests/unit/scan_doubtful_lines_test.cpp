// A scanned reading whose misread numbers are more than the check's sets of three changes reach
// (src/scan/check.hpp's free_doubtful_lines): its least surely read lines are left free, the
// other lines' solutions give them clues, and the likeliest of those under the reading is taken
// when the puzzle then has one solution; misread lines beyond those freed, each number one of
// its likely readings. Lines read surely stay as read.
#include <gtest/gtest.h>

#include <algorithm>

#include "nono/puzzle.hpp"
#include "scan/check.hpp"
#include "scan/free_lines.hpp"
#include "support/picture_puzzle.hpp"

namespace {

using nono::Puzzle;
using nono::scan::free_doubtful_lines;
using nono::scan::NumberReading;
using nono::testing::picture_puzzle;

// A triangle: row r has r + 1 cells filled from the left; one solution.
Puzzle triangle() { return nono::testing::triangle_puzzle(12); }

Puzzle base_of(const Puzzle& puzzle) {
    Puzzle base;
    base.width = puzzle.width;
    base.height = puzzle.height;
    return base;
}

NumberReading number(bool column, int line, int value, double confidence) {
    return {column, line, value, 1, confidence, {}, std::nullopt, 0, 0, false};
}

// The puzzle's numbers read surely, but row 4 (its 4) read as two 1s and row 8 (its 8) as 3,
// unsurely: two lines, three numbers, one of them missing.
std::vector<NumberReading> misread_triangle(double row_8_confidence) {
    const Puzzle puzzle = triangle();
    std::vector<NumberReading> numbers;
    for (int r = 0; r < puzzle.height; ++r) {
        if (r == 3) {
            numbers.push_back(number(false, r, 1, 0.4));
            numbers.push_back(number(false, r, 1, 0.6));
        } else if (r == 7) {
            numbers.push_back(number(false, r, 3, row_8_confidence));
        } else {
            numbers.push_back(number(false, r, puzzle.rows[static_cast<std::size_t>(r)][0], 0.999));
        }
    }
    for (int c = 0; c < puzzle.width; ++c) numbers.push_back(number(true, c, puzzle.columns[static_cast<std::size_t>(c)][0], 0.999));
    return numbers;
}

// The reading mended into the black-and-white `puzzle`, with its one solution.
void expect_read_as(const Puzzle& puzzle, const std::vector<NumberReading>& numbers,
                    const std::optional<nono::scan::CheckedReading>& mended) {
    ASSERT_TRUE(mended.has_value());
    EXPECT_TRUE(mended->consistent);
    EXPECT_EQ(mended->verdict, nono::Verdict::Unique);
    const Puzzle read = nono::scan::puzzle_of(base_of(puzzle), numbers, mended->values, mended->colours);
    EXPECT_EQ(read.rows, puzzle.rows);
    EXPECT_EQ(read.columns, puzzle.columns);
}

TEST(ScanDoubtfulLines, GivesTheLeastSureLinesTheCluesTheOtherLinesLeave) {
    const Puzzle puzzle = triangle();
    const std::vector<NumberReading> numbers = misread_triangle(0.5);
    const auto freed = free_doubtful_lines(base_of(puzzle), numbers, {10000, 10000});
    ASSERT_NO_FATAL_FAILURE(expect_read_as(puzzle, numbers, freed));
    ASSERT_EQ(freed->changes.size(), 2u);
    EXPECT_EQ(freed->changes[0], "row 4: read 1 1, given 4, the clue the other lines leave it (the 2 lines read least surely left free)");
    EXPECT_EQ(freed->changes[1], "row 8: read 3, given 8, the clue the other lines leave it (the 2 lines read least surely left free)");
}

// The triangle's numbers read surely but in eight of its 24 lines (a third: more than a quarter
// are never left free), each misread unsurely with its true value the reader's likeliest other
// reading, and a third value beside.
std::vector<NumberReading> triangle_misread_in_eight_lines() {
    const Puzzle puzzle = triangle();
    std::vector<NumberReading> numbers;
    const std::vector<int> misread_rows{2, 5, 8, 11}, misread_columns{1, 4, 7, 10};
    for (const bool column : {false, true}) {
        const auto& clues = column ? puzzle.columns : puzzle.rows;
        const std::vector<int>& misread = column ? misread_columns : misread_rows;
        for (int l = 0; l < static_cast<int>(clues.size()); ++l) {
            const int value = clues[static_cast<std::size_t>(l)][0];
            if (std::find(misread.begin(), misread.end(), l) == misread.end()) {
                numbers.push_back(number(column, l, value, 0.999));
                continue;
            }
            NumberReading n = number(column, l, value == 1 ? 7 : value - 1, 0.5);  // a 3 read as 2, a 1 as 7
            n.alternatives = {{value == 12 ? 1 : value + 1, 0.4}, {value, 0.6}};
            numbers.push_back(n);
        }
    }
    return numbers;
}

TEST(ScanDoubtfulLines, GivesMoreMisreadLinesThanAreFreedTheirNumbersLikelyReadings) {
    const Puzzle puzzle = triangle();
    const std::vector<NumberReading> numbers = triangle_misread_in_eight_lines();
    const auto read_again = free_doubtful_lines(base_of(puzzle), numbers, {10000, 10000});
    ASSERT_NO_FATAL_FAILURE(expect_read_as(puzzle, numbers, read_again));
    ASSERT_EQ(read_again->changes.size(), 8u);
    EXPECT_EQ(read_again->changes[0], "row 3: read 2, given 3, the clue the other lines leave it (each doubtful line's numbers one of their likely readings)");
}

TEST(ScanDoubtfulLines, LeavesALineReadSurelyAsRead) {
    // Row 8's 3 read surely: only row 4 is left free, and the other lines, row 8 among them,
    // contradict each other.
    const Puzzle puzzle = triangle();
    EXPECT_FALSE(free_doubtful_lines(base_of(puzzle), misread_triangle(0.999), {10000, 10000}).has_value());
}

TEST(ScanDoubtfulLines, SearchesTheCellsLineLogicLeavesOpen) {
    // A free row that line logic over the other lines leaves mostly open (more cells than are
    // tried each way), in a picture of one solution: a depth-first search over the cells, line
    // logic after each choice, finds the one clue the other lines' solutions give it.
    const Puzzle puzzle = picture_puzzle({"#.###..", "..#....", "#####..", "....#..", "...##.#", "...#.##", ".###..#"});
    EXPECT_TRUE(nono::scan::clues_left_for(puzzle, {0}, 0, 4).empty());
    const auto ways = nono::scan::clues_left_for(puzzle, {0}, 0, 4, {1000, 8});
    ASSERT_EQ(ways.size(), 1u);
    EXPECT_EQ(ways[0][0].blocks, (std::vector<int>{1, 3}));
    EXPECT_TRUE(nono::scan::clues_left_for(puzzle, {0}, 0, 4, {1, 8}).empty()) << "one choice is too few to search them";
}

// Red and blue above a two-way corner of cyan: rows [1 red, 1 blue], [1 cyan], [1 cyan];
// columns [1 red], [1 blue], [1 cyan], [1 cyan]; two solutions (the cyan corner either way).
Puzzle red_blue_over_cyan() {
    return picture_puzzle({"ab..", "..c.", "...c"}, {{"white", 0xffffff, '.'}, {"red", 0xcc2020, 'r'}, {"blue", 0x2040c0, 'b'}, {"cyan", 0x20c0c0, 'c'}});
}

// Its numbers as read, each its value read at `confidence`, its colour measured as its ink
// (colour_distances, by palette index): the right colour 0 levels away, the others 150; but
// row 1's red read as blue, its ink 20 levels from blue and 30 from red (a faded "done" red).
std::vector<NumberReading> faded_red_read_blue(double confidence) {
    const Puzzle puzzle = red_blue_over_cyan();
    std::vector<NumberReading> numbers;
    for (const bool column : {false, true}) {
        const auto& clues = column ? puzzle.columns : puzzle.rows;
        const auto& colours = column ? puzzle.column_colours : puzzle.row_colours;
        for (std::size_t l = 0; l < clues.size(); ++l)
            for (std::size_t k = 0; k < clues[l].size(); ++k) {
                NumberReading n = number(column, static_cast<int>(l), clues[l][k], confidence);
                n.colour = colours[l][k];
                n.colour_distances = {200, 150, 150, 150};
                n.colour_distances[static_cast<std::size_t>(n.colour)] = 0;
                numbers.push_back(n);
            }
    }
    numbers[0].colour = 2;
    numbers[0].colour_distances = {200, 30, 20, 150};
    return numbers;
}

Puzzle colour_base_of(const Puzzle& puzzle) {
    Puzzle base = base_of(puzzle);
    base.palette = puzzle.palette;
    return base;
}

TEST(ScanDoubtfulLines, GivesALineReadInDoubtfulColoursTheColoursTheOtherLinesLeave) {
    // Row 1's numbers are read surely, but its red's ink is nearly as near red as blue: the line
    // is doubtful, the other lines give it red and blue, and the reading, every number as read,
    // stands though the puzzle has two solutions.
    const Puzzle puzzle = red_blue_over_cyan();
    const std::vector<NumberReading> numbers = faded_red_read_blue(0.999);
    const auto freed = free_doubtful_lines(colour_base_of(puzzle), numbers, {10000, 10000});
    ASSERT_TRUE(freed.has_value());
    EXPECT_TRUE(freed->consistent);
    EXPECT_EQ(freed->verdict, nono::Verdict::Multiple);
    const Puzzle read = nono::scan::puzzle_of(colour_base_of(puzzle), numbers, freed->values, freed->colours);
    EXPECT_EQ(read.rows, puzzle.rows);
    EXPECT_EQ(read.row_colours, puzzle.row_colours);
    EXPECT_EQ(read.column_colours, puzzle.column_colours);
    ASSERT_EQ(freed->changes.size(), 1u);
    EXPECT_EQ(freed->changes[0], "row 1: 1 1 in red, blue, the colours the other lines leave it (the 1 lines read least surely left free)");
}

TEST(ScanDoubtfulLines, TakesAnotherNumberOnlyForOneSolution) {
    // The same reading with row 1's 1 misread as 2, unsurely: the other lines give it 1 1 in
    // red and blue, but a number changed is taken only when the puzzle then has one solution
    // (any numbers that fit a line would otherwise do), and this one has two.
    const Puzzle puzzle = red_blue_over_cyan();
    std::vector<NumberReading> numbers = faded_red_read_blue(0.999);
    numbers[0].colour = 1;
    numbers[0].colour_distances = {200, 0, 150, 150};
    numbers[1].value = 2;
    numbers[1].confidence = 0.5;
    EXPECT_FALSE(free_doubtful_lines(colour_base_of(puzzle), numbers, {10000, 10000}).has_value());
    // Nor when the reader thought the 2 likelier a 1: its likely readings give it 1 1, and the
    // puzzle read may be one of several solutions, so the reading stands as read.
    numbers[1].alternatives = {{1, 0.9}};
    EXPECT_FALSE(free_doubtful_lines(colour_base_of(puzzle), numbers, {10000, 10000}).has_value());
}

}  // namespace
