// A scanned reading's bare lines given the clues the other lines leave them
// (src/scan/free_lines.hpp): line logic with those lines free decides their cells, or says it
// cannot. The puzzles are drawn as pictures; the clue a free line gets is its picture's.
#include <gtest/gtest.h>

#include "nono/io.hpp"
#include "nono/puzzle.hpp"
#include "scan/free_lines.hpp"

namespace {

using nono::ColouredClue;
using nono::Puzzle;
using nono::scan::clues_left_for;

// A puzzle from a picture ('#' filled, 'a'.. palette colours 1.., '.' empty).
Puzzle picture_puzzle(const std::vector<std::string>& rows, const std::vector<nono::Colour>& palette = {}) {
    nono::Grid picture(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()), nono::Cell::Empty);
    for (int r = 0; r < picture.height(); ++r)
        for (int c = 0; c < picture.width(); ++c) {
            const char ch = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            if (ch == '#') picture.set(r, c, nono::Cell::Filled);
            if (ch >= 'a' && ch <= 'f') picture.set(r, c, nono::colour_cell(ch - 'a' + 1));
        }
    return palette.empty() ? nono::puzzle_from_grid(picture) : nono::puzzle_from_grid(picture, palette);
}

// Lines of two and three numbers.
Puzzle steps() { return picture_puzzle({"#.#.#.", "##.##.", "#.##.#", ".#..##", "##.#.#", "#..###"}); }

TEST(ScanFreeLines, GivesAFreeRowTheClueOfItsCells) {
    Puzzle puzzle = steps();
    puzzle.rows[0] = {6};  // whatever the reading holds there is not looked at
    const auto clues = clues_left_for(puzzle, {0}, 100);
    ASSERT_TRUE(clues.has_value());
    ASSERT_EQ(clues->size(), 1u);
    EXPECT_EQ((*clues)[0].blocks, (std::vector<int>{1, 1, 1}));
    EXPECT_EQ((*clues)[0].colours, (std::vector<int>{1, 1, 1}));
}

TEST(ScanFreeLines, GivesTwoFreeRowsTheirClues) {
    // A triangle: row r has r + 1 cells filled from the left.
    std::vector<std::string> rows;
    for (int r = 0; r < 8; ++r)
        rows.push_back(std::string(static_cast<std::size_t>(r + 1), '#') + std::string(static_cast<std::size_t>(7 - r), '.'));
    const Puzzle puzzle = picture_puzzle(rows);
    const auto clues = clues_left_for(puzzle, {3, 4}, 100);
    ASSERT_TRUE(clues.has_value());
    ASSERT_EQ(clues->size(), 2u);
    EXPECT_EQ((*clues)[0].blocks, std::vector<int>{4});
    EXPECT_EQ((*clues)[1].blocks, std::vector<int>{5});
}

TEST(ScanFreeLines, SaysNothingOfAFreeRowAndAFreeColumnThatCross) {
    // The cell where they cross is in no clue the reading has: either way fits.
    const Puzzle puzzle = steps();
    EXPECT_FALSE(clues_left_for(puzzle, {2, puzzle.height + 3}, 100).has_value());
}

TEST(ScanFreeLines, GivesAFreeColourLineItsBlocksAndColours) {
    const std::vector<nono::Colour> palette = {{"white", 0xffffff, '.'}, {"red", 0xd02020, 'a'}, {"blue", 0x2050d0, 'b'}};
    const Puzzle puzzle = picture_puzzle({"aab.", ".abb", "bb.a", "a.ab"}, palette);
    const auto clues = clues_left_for(puzzle, {0}, 100);
    ASSERT_TRUE(clues.has_value());
    EXPECT_EQ((*clues)[0], (ColouredClue{{2, 1}, {1, 2}}));
}

TEST(ScanFreeLines, ProbesWhatLineLogicLeavesOpenWithinItsProbes) {
    // Row 4 free: line logic alone leaves some of its cells open; a colour probed in them
    // contradicts the other lines, which decides them. Without probes, nothing is said.
    const Puzzle puzzle = picture_puzzle({".#..#..", ".#.#.#.", "##.#...", "##...##", ".###..#", "#..##.#"});
    EXPECT_FALSE(clues_left_for(puzzle, {3}, 0).has_value());
    const auto clues = clues_left_for(puzzle, {3}, 100);
    ASSERT_TRUE(clues.has_value());
    EXPECT_EQ((*clues)[0].blocks, (std::vector<int>{2, 2}));
}

TEST(ScanFreeLines, SaysNothingWhenTheOtherLinesLeaveAFreeLineOpen) {
    // Two diagonals: with row 1 free, its filled cell may be in either column.
    const Puzzle puzzle = picture_puzzle({"#.", ".#"});
    EXPECT_FALSE(clues_left_for(puzzle, {0}, 100).has_value());
}

TEST(ScanFreeLines, SaysNothingWhenTheOtherLinesContradictEachOther) {
    Puzzle puzzle = steps();
    puzzle.columns[0] = {6};  // column 1 read wrongly: rows 4's first cell is empty
    EXPECT_FALSE(clues_left_for(puzzle, {0}, 100).has_value());
}

}  // namespace
