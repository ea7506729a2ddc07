// The colour side of the puzzle model: palettes, coloured clues, their validation (each bad
// input named), clues read off colour pictures, and satisfies on colour grids.
#include <gtest/gtest.h>

#include "nono/puzzle.hpp"

namespace nono {
namespace {

std::vector<Colour> palette3() {
    return {{"white", 0xffffff, '.'}, {"red", 0xff0000, 'r'}, {"blue", 0x0000ff, 'b'}};
}

// r r b
// . b b
Puzzle small_colour() {
    Puzzle p;
    p.width = 3;
    p.height = 2;
    p.palette = palette3();
    p.rows = {{2, 1}, {2}};
    p.row_colours = {{1, 2}, {2}};
    p.columns = {{1}, {1, 1}, {2}};
    p.column_colours = {{1}, {1, 2}, {2}};
    return p;
}

std::string first_problem(const Puzzle& p) {
    const auto problems = validation_problems(p);
    return problems.empty() ? std::string() : problems.front();
}

TEST(ColourModel, ValidColourPuzzle) {
    const Puzzle p = small_colour();
    EXPECT_EQ(first_problem(p), "");
    EXPECT_TRUE(is_colour_puzzle(p));
    EXPECT_EQ(colour_count(p), 3);
    EXPECT_EQ(line_name(p, 0), "row 1 (2 red, 1 blue)");
    EXPECT_EQ(line_name(p, 3), "column 2 (1 red, 1 blue)");
}

TEST(ColourModel, BlackAndWhiteIsTheOneColourCase) {
    Puzzle p;
    EXPECT_FALSE(is_colour_puzzle(p));
    EXPECT_EQ(colour_count(p), 2);
    EXPECT_EQ(colour_cell(0), Cell::Empty);
    EXPECT_EQ(colour_cell(1), Cell::Filled);
    EXPECT_EQ(any_colour(2), Cell::Unknown);
    EXPECT_EQ(cell_colour(Cell::Filled), 1);
    EXPECT_EQ(cell_colour(Cell::Unknown), -1);
    EXPECT_EQ(palette_of(p).size(), 2u);
}

TEST(ColourModel, ProblemsAreNamed) {
    struct Case {
        const char* what;
        void (*spoil)(Puzzle&);
        const char* problem;
    };
    const Case cases[] = {
        {"undefined colour", [](Puzzle& p) { p.row_colours[1] = {3}; },
         "row 2, block 1: colour 3 is not in the palette (1..2)"},
        {"background in a clue", [](Puzzle& p) { p.column_colours[0] = {0}; },
         "column 1, block 1: colour 0 is the background"},
        {"character used twice", [](Puzzle& p) { p.palette[2].symbol = 'r'; },
         "colours 'red' and 'blue' both use the character 'r'"},
        {"name used twice", [](Puzzle& p) { p.palette[2].name = "red"; }, "colour name 'red' is used twice"},
        {"too many colours",
         [](Puzzle& p) {
             for (char c = 'c'; c < 'k'; ++c) p.palette.push_back({std::string(1, c), 0, c});
         },
         "the palette has 11 colours; at most 8 are supported (background included)"},
        {"colours cannot fit", [](Puzzle& p) { p.row_colours[0] = {2, 2}; },
         "row 1: clue needs 4 cells but the line has 3"},
        {"colour count off", [](Puzzle& p) { p.row_colours[0] = {1}; }, "row 1: 2 blocks but 1 colours"},
        {"totals per colour", [](Puzzle& p) { p.row_colours[1] = {1}; },
         "row clues fill 4 cells of red but column clues fill 2"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.what);
        Puzzle p = small_colour();
        c.spoil(p);
        EXPECT_EQ(first_problem(p), c.problem);
    }
}

TEST(ColourModel, DifferentColoursMayTouch) {
    EXPECT_EQ(min_length({2, 1}, std::vector<int>{1, 2}), 3);
    EXPECT_EQ(min_length({2, 1}, std::vector<int>{1, 1}), 4);
    EXPECT_EQ(min_length({1, 1, 1}, std::vector<int>{1, 2, 2}), 4);
}

TEST(ColourModel, CluesOfAColourPictureAndSatisfies) {
    Grid picture(3, 2, Cell::Empty);
    picture.set(0, 0, colour_cell(1));
    picture.set(0, 1, colour_cell(1));
    picture.set(0, 2, colour_cell(2));
    picture.set(1, 1, colour_cell(2));
    picture.set(1, 2, colour_cell(2));
    Puzzle p = puzzle_from_grid(picture, palette3());
    Puzzle expected = small_colour();
    expected.goal = picture;
    EXPECT_EQ(p, expected);
    EXPECT_TRUE(satisfies(p, picture));
    picture.set(1, 1, colour_cell(1));  // same blocks, wrong colour
    EXPECT_FALSE(satisfies(p, picture));
    EXPECT_EQ(coloured_clue_of_line({colour_cell(1), colour_cell(2), Cell::Empty, colour_cell(2)}),
              (ColouredClue{{1, 1, 1}, {1, 2, 2}}));
}

TEST(ColourModel, OneForegroundColourStaysBlackAndWhite) {
    Grid picture(2, 1, Cell::Empty);
    picture.set(0, 0, Cell::Filled);
    const Puzzle p = puzzle_from_grid(picture, {{"white", 0xffffff, '.'}, {"green", 0x00ff00, 'g'}});
    EXPECT_FALSE(is_colour_puzzle(p));
    EXPECT_TRUE(p.row_colours.empty());
    EXPECT_EQ(first_problem(p), "");
}

}  // namespace
}  // namespace nono
