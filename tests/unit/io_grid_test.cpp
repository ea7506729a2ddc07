// Text pictures: what the reader accepts, every way it refuses input (with the line), the
// writer's styles, and that a picture survives write -> read (the grid format keeps only it).
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "nono/io.hpp"
#include "support/io_checks.hpp"

namespace nono {
namespace {

using testing::fails_at;
using testing::reread;

::testing::AssertionResult grid_fails_at(const std::string& text, int line,
                                         std::initializer_list<std::string_view> words) {
    return fails_at(text, Format::Grid, line, words);
}

Grid letter_l_picture() {
    Grid goal(3, 2, Cell::Filled);
    goal.set(0, 1, Cell::Empty);
    goal.set(0, 2, Cell::Empty);
    return goal;
}

TEST(GridFormat, ReadsAPictureAsAPuzzleWithItsGoal) {
    const Puzzle p = parse_puzzle("#--\n###\n", Format::Grid, "l.txt");
    EXPECT_EQ(p, puzzle_from_grid(letter_l_picture()));
    EXPECT_EQ(p.rows, (std::vector<Clue>{{1}, {3}}));
    EXPECT_EQ(p.columns, (std::vector<Clue>{{2}, {1}, {1}}));
}

TEST(GridFormat, AcceptsEveryPictureCharacterAndLooseLayout) {
    // Leading blank lines, CRLF, trailing blanks and a missing final newline are all fine.
    for (const char* text : {"X..\r\n1*x\r\n", "\n\n  \n#__  \t\n###\n\n\n", "x.-\n111", "#-0\n1X*"}) {
        SCOPED_TRACE(text);
        EXPECT_EQ(parse_grid(text, "t"), letter_l_picture());
    }
}

TEST(GridFormat, ReadsAnEmptyPicture) {
    const Puzzle p = parse_puzzle("---\n...\n", Format::Grid, "e.txt");
    EXPECT_EQ(p.rows, (std::vector<Clue>{{}, {}}));
    EXPECT_EQ(p.columns, (std::vector<Clue>{{}, {}, {}}));
    EXPECT_EQ(p.goal, Grid(3, 2, Cell::Empty));
}

// ---- refusals, each at its line ----

TEST(GridFormat, RefusesAnEmptyFile) {
    EXPECT_TRUE(grid_fails_at("", 0, {"no picture rows"}));
    EXPECT_TRUE(grid_fails_at("\n \n\t\r\n", 0, {"no picture rows"}));
}

TEST(GridFormat, RefusesTwoPictures) {
    EXPECT_TRUE(grid_fails_at("\n#-\n-#\n\n\n##\n", 6,
                              {"the picture continues after the blank line 4", "one picture per file"}));
}

TEST(GridFormat, RefusesRaggedRows) {
    EXPECT_TRUE(grid_fails_at("#--\n##\n###\n", 2, {"picture row 2 has 2 cells but row 1 has 3"}));
    EXPECT_TRUE(grid_fails_at("#--\n###\n####\n", 3, {"picture row 3 has 4 cells but row 1 has 3"}));
}

TEST(GridFormat, RefusesStrangeCharacters) {
    EXPECT_TRUE(
        grid_fails_at("#--\n#?#\n", 2, {"picture row 2: unexpected character '?'", "use # for filled"}));
    EXPECT_TRUE(grid_fails_at("width 3\n", 1, {"picture row 1: unexpected character 'w'"}));
    EXPECT_TRUE(grid_fails_at(" ##\n###\n", 1, {"unexpected character ' '"}));
    EXPECT_TRUE(grid_fails_at("##\n#\x01\n", 2, {"byte 0x01"}));
    EXPECT_TRUE(grid_fails_at("###\n#\xC3\xA9\n", 2, {"byte 0xc3"}));
}

TEST(GridFormat, RefusesPicturesLargerThanTheCap) {
    EXPECT_TRUE(grid_fails_at("\n" + std::string(1001, '#') + "\n", 2,
                              {"the picture is larger than 1000 cells a side"}));
    std::string tall;
    for (int r = 0; r < 1001; ++r) tall += "#\n";
    EXPECT_TRUE(grid_fails_at(tall, 1, {"larger than 1000"}));
    std::string largest;
    for (int r = 0; r < 1000; ++r) largest += "#-\n";
    EXPECT_EQ(parse_puzzle(largest, Format::Grid, "big.txt").height, 1000);
}

// ---- writing ----

TEST(GridFormat, WritesAGridInAnyStyle) {
    Grid grid = letter_l_picture();
    EXPECT_EQ(write_grid(grid), "#--\n###\n");
    grid.set(1, 1, Cell::Unknown);
    grid.set(1, 2, Cell::None);
    EXPECT_EQ(write_grid(grid), "#--\n#??\n");
    EXPECT_EQ(write_grid(grid, GridStyle{'X', '.', ' '}), "X..\nX  \n");
    EXPECT_EQ(write_grid(Grid()), "");
}

TEST(GridFormat, WritesThePuzzleGoal) {
    Puzzle p = puzzle_from_grid(letter_l_picture(), "L");
    EXPECT_EQ(write_puzzle(p, Format::Grid), "#--\n###\n");
}

TEST(GridFormat, RoundTripsPicturesOnly) {
    Puzzle p = puzzle_from_grid(letter_l_picture(), "title & author are not kept");
    p.author = "someone";
    EXPECT_EQ(reread(p, Format::Grid), puzzle_from_grid(letter_l_picture()));
    for (const Grid& picture : {Grid(1, 1, Cell::Empty), Grid(1, 1, Cell::Filled), Grid(7, 1, Cell::Empty),
                                Grid(1, 9, Cell::Filled)}) {
        const Puzzle q = puzzle_from_grid(picture);
        EXPECT_EQ(reread(q, Format::Grid), q);
    }
}

TEST(GridFormat, RoundTripsRandomPictures) {
    std::mt19937 rng(99);
    for (int i = 0; i < 3000; ++i) {
        const Puzzle p = testing::random_titled_puzzle(rng, true);
        const Puzzle back = reread(p, Format::Grid);
        ASSERT_EQ(back, puzzle_from_grid(*p.goal)) << "picture " << i << ":\n" << write_grid(*p.goal);
        ASSERT_EQ(parse_grid(write_grid(*p.goal), "written"), *p.goal);
    }
}

}  // namespace
}  // namespace nono
