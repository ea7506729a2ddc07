// The text-like outputs of the render module: the terminal view (exact for ASCII, structure
// for blocks and colour), the XBM and PBM bitmaps (decoded bit by bit), and the small lookups
// (format names, colours, partial states).
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "nono/io.hpp"
#include "nono/render.hpp"

namespace nono {
namespace {

Grid picture_of(std::initializer_list<const char*> rows) {
    Grid grid(static_cast<int>(std::string(*rows.begin()).size()), static_cast<int>(rows.size()));
    int r = 0;
    for (const char* row : rows) {
        for (int c = 0; c < grid.width(); ++c) grid.set(r, c, row[c] == '#' ? Cell::Filled : Cell::Empty);
        ++r;
    }
    return grid;
}

Grid letter_a() { return picture_of({"-###-", "#---#", "#####", "#---#", "#---#"}); }

TerminalOptions plain() {
    TerminalOptions options;
    options.unicode = false;
    options.color = false;
    return options;
}

TEST(TerminalView, PlainTextHasClueColumnsAboveAndRowCluesLeft) {
    const Puzzle puzzle = puzzle_from_grid(letter_a());
    EXPECT_EQ(terminal_view(puzzle, letter_a(), plain()),
              "       1 1 1\n"
              "     4 1 1 1 4\n"
              "  3  - # # # -\n"
              "1 1  # - - - #\n"
              "  5  # # # # #\n"
              "1 1  # - - - #\n"
              "1 1  # - - - #\n");
    EXPECT_EQ(terminal_view_width(puzzle, plain()), 14);
    // Blank: unknown cells are dots.
    EXPECT_EQ(terminal_view(puzzle, std::nullopt, plain()).substr(28, 15), "  3  . . . . .\n");
}

TEST(TerminalView, TwoDigitColumnNumbersGetWiderColumnsWithoutColour) {
    Grid wide(12, 1, Cell::Filled);
    const Puzzle puzzle = puzzle_from_grid(wide);
    TerminalOptions options = plain();
    options.clues = false;
    // Column clues are 1: narrow columns. Row clue 12 does not matter without clues.
    EXPECT_EQ(terminal_view(puzzle, wide, options), " # # # # # # # # # # # #\n");
    const Puzzle tall = puzzle_from_grid(Grid(1, 12, Cell::Filled));
    EXPECT_EQ(terminal_view(tall, std::nullopt, plain()).substr(0, 6), "   12\n");
}

TEST(TerminalView, UnicodeUsesTwoColumnsOfBlocksPerCell) {
    const Puzzle puzzle = puzzle_from_grid(letter_a());
    TerminalOptions options;
    options.color = false;
    options.clues = false;
    EXPECT_EQ(terminal_view(puzzle, letter_a(), options),
              "  \u2588\u2588\u2588\u2588\u2588\u2588\n"
              "\u2588\u2588      \u2588\u2588\n"
              "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\n"
              "\u2588\u2588      \u2588\u2588\n"
              "\u2588\u2588      \u2588\u2588\n");
    EXPECT_EQ(terminal_view_width(puzzle, options), 10);
}

TEST(TerminalView, ColourIsResetAtTheEndOfEveryLine) {
    const Puzzle puzzle = puzzle_from_grid(letter_a());
    const std::string text = terminal_view(puzzle, letter_a(), TerminalOptions{});
    EXPECT_NE(text.find("\x1b[38;5;"), std::string::npos);
    std::istringstream lines(text);
    std::string line;
    int count = 0;
    while (std::getline(lines, line)) {
        ++count;
        EXPECT_EQ(line.substr(line.size() - 4), "\x1b[0m");
    }
    EXPECT_EQ(count, 2 + 5);
    // With two-digit column numbers colour widens the cells too, so that neighbouring numbers
    // ("3" and "12") stay apart without the colours that alternate by column.
    EXPECT_EQ(terminal_view_width(puzzle_from_grid(Grid(1, 12, Cell::Filled)), TerminalOptions{}), 2 + 3);
}

TEST(TerminalView, StateDotsEmptyCells) {
    const Puzzle puzzle = puzzle_from_grid(letter_a());
    Grid state(5, 5, Cell::Unknown);
    state.set(0, 0, Cell::Empty);
    state.set(0, 1, Cell::Filled);
    TerminalOptions options;
    options.color = false;
    options.clues = false;
    options.dot_empty = true;
    EXPECT_EQ(terminal_view(puzzle, state, options).substr(0, 21), " \u00b7\u2588\u2588\u2591\u2591\u2591\u2591");
}

std::string bitmap(const Grid& grid, ImageFormat format, int per_cell, std::string name = "nono") {
    RenderOptions options;
    options.bitmap_cell = per_cell;
    options.bitmap_name = std::move(name);
    std::ostringstream out;
    render(puzzle_from_grid(grid), {grid, false, {}}, format, options, out);
    return out.str();
}

// A two-colour picture: k (black, dark) and y (yellow, light).
//   k y .
//   . k k
Puzzle two_colour_puzzle() {
    Grid picture(3, 2, Cell::Empty);
    picture.set(0, 0, colour_cell(1));
    picture.set(0, 1, colour_cell(2));
    picture.set(1, 1, colour_cell(1));
    picture.set(1, 2, colour_cell(1));
    return puzzle_from_grid(picture, {{"white", 0xffffff, '.'}, {"black", 0x000000, 'k'}, {"yellow", 0xf0d020, 'y'}});
}

TEST(TerminalView, ColourPuzzleWithoutColourShowsEachColoursCharacter) {
    const Puzzle puzzle = two_colour_puzzle();
    ASSERT_TRUE(is_colour_puzzle(puzzle));
    EXPECT_EQ(terminal_view(puzzle, *puzzle.goal, plain()),
              "          1y\n"
              "       1k 1k 1k\n"
              "1k 1y   k  y  -\n"
              "   2k   -  k  k\n");
    TerminalOptions blocks = plain();
    blocks.unicode = true;  // blocks without colour: the character twice, a square cell
    EXPECT_NE(terminal_view(puzzle, *puzzle.goal, blocks).find(" kk yy"), std::string::npos);
}

TEST(TerminalView, ColourPuzzleInTrueColourAndIn256Colours) {
    const Puzzle puzzle = two_colour_puzzle();
    TerminalOptions options;
    options.truecolor = true;
    const std::string true_colour = terminal_view(puzzle, *puzzle.goal, options);
    // Yellow cells and clue numbers in the palette's RGB; a light colour's number on the dark
    // clue ground, a dark colour's on a light chip.
    EXPECT_NE(true_colour.find("\x1b[38;2;240;208;32m\x1b[48;5;235m1"), std::string::npos);
    EXPECT_NE(true_colour.find("\x1b[38;2;0;0;0m\x1b[48;5;252m1"), std::string::npos);
    // Black shows on light grey, and yellow still does: the cells' ground is light.
    EXPECT_NE(true_colour.find("\x1b[38;2;240;208;32m\x1b[48;5;255m\u2588\u2588"), std::string::npos);
    options.truecolor = false;
    const std::string xterm = terminal_view(puzzle, *puzzle.goal, options);
    EXPECT_EQ(xterm.find("38;2;"), std::string::npos);
    EXPECT_NE(xterm.find("\x1b[38;5;220m\x1b[48;5;255m\u2588\u2588"), std::string::npos);  // f0d020: cube 5,4,0
    EXPECT_NE(xterm.find("\x1b[38;5;16m\x1b[48;5;252m1"), std::string::npos);              // black: cube 0,0,0
    // Without cells: the blank puzzle, no colour in the grid.
    EXPECT_EQ(terminal_view(puzzle, std::nullopt, options).find("\u2588"), std::string::npos);
}

// The grounds every cell drawn in `ink` (an SGR colour, "5;234") stands on, as SGR colours.
std::set<std::string> grounds_of(const std::string& text, const std::string& ink) {
    std::set<std::string> grounds;
    const std::string start = "\x1b[38;" + ink + "m\x1b[48;";
    for (std::size_t at = text.find(start); at != std::string::npos; at = text.find(start, at + 1))
        if (text.compare(text.find('m', at + start.size()) + 1, 3, "\u2588") == 0)
            grounds.insert(text.substr(at + start.size(), text.find('m', at + start.size()) - at - start.size()));
    return grounds;
}

TEST(TerminalView, ADarkInkIsDrawnOnALightGroundAndLightInksOnTheDark) {
    // The traffic light's black (#202020, xterm 234) on the dark checkerboard (236, 238) was
    // nearly invisible.
    const Puzzle traffic = read_puzzle(NONO_DATA_DIR "/colour/traffic-light.xml");
    TerminalOptions options;
    options.truecolor = false;
    const std::string view = terminal_view(traffic, *traffic.goal, options);
    EXPECT_EQ(grounds_of(view, "5;234"), (std::set<std::string>{"5;253", "5;255"}));
    // Light inks alone keep the dark ground, where they show best.
    Grid picture(2, 1, Cell::Empty);
    picture.set(0, 0, colour_cell(1));
    picture.set(0, 1, colour_cell(2));
    const Puzzle light = puzzle_from_grid(picture, {{"white", 0xffffff, '.'}, {"yellow", 0xf0d020, 'y'}, {"sky", 0xa0d0ff, 's'}});
    EXPECT_EQ(grounds_of(terminal_view(light, *light.goal, options), "5;220"), (std::set<std::string>{"5;236"}));
}

TEST(Bitmaps, PbmIsP4WithFilledAsOneBitsMostSignificantFirst) {
    const Grid picture = picture_of({"#-------#", "-#-------"});
    EXPECT_EQ(bitmap(picture, ImageFormat::Pbm, 1), std::string("P4\n9 2\n\x80\x80\x40\x00", 11));
    // Two pixels a cell: each row twice, each cell two bits.
    EXPECT_EQ(bitmap(picture_of({"#-#"}), ImageFormat::Pbm, 2), std::string("P4\n6 2\n\xcc\xcc", 9));
}

TEST(Bitmaps, XbmIsCSourceWithTheLeftmostPixelInBitZero) {
    EXPECT_EQ(bitmap(picture_of({"#-------#", "-#-------"}), ImageFormat::Xbm, 1, "my pic"),
              "#define my_pic_width 9\n"
              "#define my_pic_height 2\n"
              "static unsigned char my_pic_bits[] = {\n"
              "   0x01, 0x01, 0x02, 0x00};\n");
    EXPECT_NE(bitmap(letter_a(), ImageFormat::Xbm, 1, "3d").find("#define _3d_width 5"), std::string::npos);
}

TEST(RenderLookups, FormatsByNameAndExtension) {
    EXPECT_EQ(image_format_from_name("PNG"), ImageFormat::Png);
    EXPECT_EQ(image_format_from_path("out/a.b.svg"), ImageFormat::Svg);
    EXPECT_EQ(image_format_from_path("x.PDF"), ImageFormat::Pdf);
    EXPECT_EQ(image_format_from_path("x.xbm"), ImageFormat::Xbm);
    EXPECT_EQ(image_format_from_path("x.pbm"), ImageFormat::Pbm);
    EXPECT_EQ(image_format_from_path("x.jpg"), std::nullopt);
    EXPECT_EQ(image_format_from_path(".png"), std::nullopt);
    EXPECT_EQ(image_format_names(), (std::vector<std::string>{"png", "svg", "pdf", "xbm", "pbm"}));
    for (const std::string& name : image_format_names())
        EXPECT_EQ(image_format_name(*image_format_from_name(name)), name);
}

TEST(RenderLookups, Colours) {
    EXPECT_EQ(parse_rgb("#ff8000"), (Rgb{255, 128, 0}));
    EXPECT_EQ(parse_rgb("00FF7f"), (Rgb{0, 255, 127}));
    EXPECT_EQ(parse_rgb("#f80"), (Rgb{255, 136, 0}));
    for (const char* bad : {"", "#", "#12345", "#1234567", "#ggg", "red", "#12 456"})
        EXPECT_EQ(parse_rgb(bad), std::nullopt) << bad;
}

TEST(RenderLookups, DifferingCells) {
    const Grid a = picture_of({"#-", "-#"});
    const Grid b = picture_of({"-#", "-#"});
    EXPECT_EQ(differing_cells(a, b), (std::vector<bool>{true, true, false, false}));
    EXPECT_THROW(differing_cells(a, Grid(3, 2)), std::invalid_argument);
}

TEST(PartialState, QuestionMarksAreUnknown) {
    const Grid state = parse_state("#?-\n?.#\n", "s.txt");
    EXPECT_EQ(state.at(0, 0), Cell::Filled);
    EXPECT_EQ(state.at(0, 1), Cell::Unknown);
    EXPECT_EQ(state.at(1, 1), Cell::Empty);
    try {
        parse_state("#?-\n?z#\n", "s.txt");
        FAIL() << "no error";
    } catch (const InputError& error) {
        EXPECT_EQ(error.line(), 2);
        EXPECT_NE(std::string(error.what()).find("? for unknown"), std::string::npos);
    }
    // A picture is not a state: '?' stays an error there.
    EXPECT_THROW(parse_grid("#?\n", "g.txt"), InputError);
}

}  // namespace
}  // namespace nono
