// A scanned reading's bare lines given the clues the other lines leave them
// (src/scan/free_lines.hpp): line logic with those lines free decides their cells, or leaves
// a few open, each way of which is given; nothing when the other lines contradict each other.
// The puzzles are drawn as pictures; the clue a free line gets is its picture's.
#include <gtest/gtest.h>

#include <algorithm>

#include "nono/io.hpp"
#include "nono/puzzle.hpp"
#include "scan/free_lines.hpp"
#include "support/picture_puzzle.hpp"

namespace {

using nono::ColouredClue;
using nono::Puzzle;
using nono::testing::picture_puzzle;
using nono::scan::clues_left_for;

// Lines of two and three numbers.
Puzzle steps() { return picture_puzzle({"#.#.#.", "##.##.", "#.##.#", ".#..##", "##.#.#", "#..###"}); }

TEST(ScanFreeLines, GivesAFreeRowTheClueOfItsCells) {
    Puzzle puzzle = steps();
    puzzle.rows[0] = {6};  // whatever the reading holds there is not looked at
    const auto ways = clues_left_for(puzzle, {0}, 100, 4);
    ASSERT_EQ(ways.size(), 1u);
    ASSERT_EQ(ways[0].size(), 1u);
    EXPECT_EQ(ways[0][0].blocks, (std::vector<int>{1, 1, 1}));
    EXPECT_EQ(ways[0][0].colours, (std::vector<int>{1, 1, 1}));
}

TEST(ScanFreeLines, GivesTwoFreeRowsTheirClues) {
    // A triangle: row r has r + 1 cells filled from the left.
    const Puzzle puzzle = nono::testing::triangle_puzzle(8);
    const auto ways = clues_left_for(puzzle, {3, 4}, 100, 4);
    ASSERT_EQ(ways.size(), 1u);
    ASSERT_EQ(ways[0].size(), 2u);
    EXPECT_EQ(ways[0][0].blocks, std::vector<int>{4});
    EXPECT_EQ(ways[0][1].blocks, std::vector<int>{5});
}

TEST(ScanFreeLines, GivesEachWayOfTheCellAFreeRowAndAFreeColumnCross) {
    // The cell where row 3 and column 4 cross is in no clue the reading has: either way fits
    // (and what the lines through it then decide), each giving the two lines other clues.
    const Puzzle puzzle = steps();
    const int column_4 = puzzle.height + 3;
    const auto ways = clues_left_for(puzzle, {2, column_4}, 100, 4);
    ASSERT_GE(ways.size(), 2u);
    const std::vector<ColouredClue> right = {{puzzle.rows[2], {1, 1, 1}}, {puzzle.columns[3], std::vector<int>(puzzle.columns[3].size(), 1)}};
    EXPECT_EQ(std::count(ways.begin(), ways.end(), right), 1);
    for (std::size_t k = 1; k < ways.size(); ++k) EXPECT_NE(ways[k], ways[0]);
    EXPECT_TRUE(clues_left_for(puzzle, {2, column_4}, 100, 0).empty()) << "the crossing cell is one open cell too many";
}

TEST(ScanFreeLines, GivesAFreeColourLineItsBlocksAndColours) {
    const std::vector<nono::Colour> palette = {{"white", 0xffffff, '.'}, {"red", 0xd02020, 'a'}, {"blue", 0x2050d0, 'b'}};
    const Puzzle puzzle = picture_puzzle({"aab.", ".abb", "bb.a", "a.ab"}, palette);
    const auto ways = clues_left_for(puzzle, {0}, 100, 4);
    ASSERT_EQ(ways.size(), 1u);
    EXPECT_EQ(ways[0][0], (ColouredClue{{2, 1}, {1, 2}}));
}

TEST(ScanFreeLines, KeepsTheBlocksOfALineFreeInItsColoursOnly) {
    // Row 1 and column 1 free: wholly free, the cell where they cross is in no clue and may be
    // any colour or none, and the other lines leave eight ways in all; free in their colours
    // only, their blocks kept (1 1 and 1 1 1, each block red or blue), one.
    const std::vector<nono::Colour> palette = {{"white", 0xffffff, '.'}, {"red", 0xd02020, 'a'}, {"blue", 0x2050d0, 'b'}};
    const Puzzle puzzle = picture_puzzle({"ab..", "b.a.", ".a.b", "a..b"}, palette);
    const int column_1 = puzzle.height;
    EXPECT_EQ(clues_left_for(puzzle, {0, column_1}, 100, 4, {1000, 20}).size(), 8u);
    const std::vector<std::optional<nono::scan::ColourSetClue>> colours_only = {
        nono::scan::ColourSetClue{{1, 1}, {0b110u, 0b110u}}, nono::scan::ColourSetClue{{1, 1, 1}, {0b110u, 0b110u, 0b110u}}};
    const auto ways = clues_left_for(puzzle, {0, column_1}, 100, 4, {1000, 20}, colours_only);
    ASSERT_EQ(ways.size(), 1u);
    EXPECT_EQ(ways[0][0], (ColouredClue{{1, 1}, {1, 2}}));
    EXPECT_EQ(ways[0][1], (ColouredClue{{1, 1, 1}, {1, 2, 1}}));
}

TEST(ScanFreeLines, ProbesWhatLineLogicLeavesOpenWithinItsProbes) {
    // Row 4 free: line logic alone leaves some of its cells open; a colour probed in them
    // contradicts the other lines, which decides them. Without probes (and no cell left
    // open allowed), nothing is said.
    const Puzzle puzzle = picture_puzzle({".#..#..", ".#.#.#.", "##.#...", "##...##", ".###..#", "#..##.#"});
    EXPECT_TRUE(clues_left_for(puzzle, {3}, 0, 0).empty());
    const auto ways = clues_left_for(puzzle, {3}, 100, 0);
    ASSERT_EQ(ways.size(), 1u);
    EXPECT_EQ(ways[0][0].blocks, (std::vector<int>{2, 2}));
}

TEST(ScanFreeLines, GivesAFreeLineOneClueThoughItsCellsGoTwoWays) {
    // Two diagonals: with row 1 free, its filled cell may be in either column; either way
    // its clue is 1.
    const Puzzle puzzle = picture_puzzle({"#.", ".#"});
    const auto ways = clues_left_for(puzzle, {0}, 100, 4);
    ASSERT_EQ(ways.size(), 1u);
    EXPECT_EQ(ways[0][0].blocks, std::vector<int>{1});
}

TEST(ScanFreeLines, SaysNothingWhenAnotherLineHoldsAClueNoLineTakes) {
    // A reading's 0, and a number longer than its line, are no clue line logic can place: the
    // line solver says so as a contradiction.
    for (const nono::Clue& wrong : {nono::Clue{0}, nono::Clue{7}, nono::Clue{3, 3}}) {
        Puzzle puzzle = steps();
        puzzle.columns[2] = wrong;
        EXPECT_TRUE(clues_left_for(puzzle, {0}, 100, 4).empty());
    }
}

TEST(ScanFreeLines, SaysNothingWhenTheOtherLinesContradictEachOther) {
    Puzzle puzzle = steps();
    puzzle.columns[0] = {6};  // column 1 read wrongly: rows 4's first cell is empty
    EXPECT_TRUE(clues_left_for(puzzle, {0}, 100, 4).empty());
}

}  // namespace
