// A scanned reading whose misread numbers are more than the check's sets of three changes reach
// (src/scan/check.hpp's free_doubtful_lines): its least surely read lines are left free, the
// other lines' solutions give them clues, and the likeliest of those under the reading is taken
// when the puzzle then has one solution. Lines read surely stay as read.
#include <gtest/gtest.h>

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

TEST(ScanDoubtfulLines, GivesTheLeastSureLinesTheCluesTheOtherLinesLeave) {
    const Puzzle puzzle = triangle();
    const std::vector<NumberReading> numbers = misread_triangle(0.5);
    const auto freed = free_doubtful_lines(base_of(puzzle), numbers, {10000, 10000});
    ASSERT_TRUE(freed.has_value());
    EXPECT_TRUE(freed->consistent);
    EXPECT_EQ(freed->verdict, nono::Verdict::Unique);
    const Puzzle read = nono::scan::puzzle_of(base_of(puzzle), numbers, freed->values, freed->colours);
    EXPECT_EQ(read.rows, puzzle.rows);
    EXPECT_EQ(read.columns, puzzle.columns);
    ASSERT_EQ(freed->changes.size(), 2u);
    EXPECT_EQ(freed->changes[0], "row 4: read 1 1, given 4, the clue the other lines leave it (the 2 lines read least surely left free)");
    EXPECT_EQ(freed->changes[1], "row 8: read 3, given 8, the clue the other lines leave it (the 2 lines read least surely left free)");
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

}  // namespace
