// Colour puzzles in the formats: webpbn XML with <color>s and coloured <count>s (read, write,
// goal image), nono JSON with a palette, round trips of random colour pictures through both,
// each bad input refused at its line, and .non refusing to write a colour puzzle.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "nono/io.hpp"
#include "support/io_checks.hpp"

namespace nono {
namespace {

using testing::fails_at;
using testing::reread;

// r r b
// . b b   (red and blue on white; default colour black, used by no clue)
const std::string kFlag =
    "<?xml version=\"1.0\"?>\n"                                                     // 1
    "<puzzleset><puzzle type=\"grid\" defaultcolor=\"black\">\n"                     // 2
    "<title>flag</title>\n"                                                         // 3
    "<color name=\"white\" char=\".\">fff</color>\n"                                // 4
    "<color name=\"black\" char=\"X\">000</color>\n"                                // 5
    "<color name=\"red\" char=\"r\">f00</color>\n"                                  // 6
    "<color name=\"blue\" char=\"b\">0000ff</color>\n"                              // 7
    "<clues type=\"columns\">\n"                                                    // 8
    "<line><count color=\"red\">1</count></line>\n"                                 // 9
    "<line><count color=\"red\">1</count><count color=\"blue\">1</count></line>\n"  // 10
    "<line><count color=\"blue\">2</count></line>\n"                                // 11
    "</clues>\n"                                                                    // 12
    "<clues type=\"rows\">\n"                                                       // 13
    "<line><count color=\"red\">2</count><count color=\"blue\">1</count></line>\n"  // 14
    "<line><count color=\"blue\">2</count></line>\n"                                // 15
    "</clues>\n"                                                                    // 16
    "<solution type=\"goal\"><image>\n"                                             // 17
    "|rrb|\n"                                                                       // 18
    "|.bb|\n"                                                                       // 19
    "</image></solution>\n"                                                         // 20
    "</puzzle></puzzleset>\n";                                                      // 21

std::string flag_with(int number, const std::string& replacement) {
    return testing::replace_line(kFlag, number, replacement);
}

TEST(ColourFormats, ReadsAWebpbnColourPuzzle) {
    const Puzzle p = parse_puzzle(kFlag, Format::Xml, "flag.xml");
    ASSERT_TRUE(is_colour_puzzle(p));
    ASSERT_EQ(p.palette.size(), 4u);
    EXPECT_EQ(p.palette[0], (Colour{"white", 0xffffff, '.'}));
    EXPECT_EQ(p.palette[2], (Colour{"red", 0xff0000, 'r'}));
    EXPECT_EQ(p.palette[3], (Colour{"blue", 0x0000ff, 'b'}));
    EXPECT_EQ(p.rows, (std::vector<Clue>{{2, 1}, {2}}));
    EXPECT_EQ(p.row_colours, (std::vector<std::vector<int>>{{2, 3}, {3}}));
    EXPECT_EQ(p.column_colours, (std::vector<std::vector<int>>{{2}, {2, 3}, {3}}));
    ASSERT_TRUE(p.goal);
    EXPECT_EQ(p.goal->at(0, 2), colour_cell(3));
    EXPECT_EQ(p.goal->at(1, 0), Cell::Empty);
    EXPECT_TRUE(satisfies(p, *p.goal));
}

TEST(ColourFormats, XmlAndJsonRoundTrip) {
    const Puzzle p = parse_puzzle(kFlag, Format::Xml, "flag.xml");
    EXPECT_EQ(reread(p, Format::Xml), p);
    EXPECT_EQ(reread(p, Format::Json), p);
}

TEST(ColourFormats, RandomColourPicturesRoundTrip) {
    std::mt19937 rng(2323);
    for (int i = 0; i < 300; ++i) {
        const int colours = 3 + static_cast<int>(rng() % 6);  // 2..7 foreground colours
        const int width = 1 + static_cast<int>(rng() % 9), height = 1 + static_cast<int>(rng() % 9);
        Puzzle p = puzzle_from_grid(testing::random_colour_grid(rng, width, height, colours, 0.7),
                                    testing::test_palette(colours), "p" + std::to_string(i));
        if (i % 2) p.goal.reset();
        SCOPED_TRACE(i);
        ASSERT_EQ(reread(p, Format::Xml), p);
        ASSERT_EQ(reread(p, Format::Json), p);
    }
}

TEST(ColourFormats, NonRefusesToWriteColour) {
    const Puzzle p = parse_puzzle(kFlag, Format::Xml, "flag.xml");
    try {
        write_puzzle(p, Format::Non);
        FAIL() << "written";
    } catch (const InputError& error) {
        EXPECT_NE(error.problem().find("the .non format has no colours"), std::string::npos);
    }
}

TEST(ColourFormats, EveryFormatWithoutColoursRefusesToWriteOne) {
    const Puzzle p = parse_puzzle(kFlag, Format::Xml, "flag.xml");
    int refused = 0;
    for (const FormatInfo& format : puzzle_formats()) {
        SCOPED_TRACE(std::string(format.name));
        if (format.holds_colour) {
            EXPECT_EQ(reread(p, format.format), testing::kept_by(p, format.format));
            continue;
        }
        try {
            write_puzzle(p, format.format);
            ADD_FAILURE() << "a colour puzzle was written without its colours";
        } catch (const InputError& error) {
            EXPECT_NE(error.problem().find("format has no colours"), std::string::npos) << error.problem();
            ++refused;
        }
    }
    EXPECT_GE(refused, 6);  // .non, .nin, .mk, .cwd, PBM, PNG at the time of writing
}

TEST(ColourFormats, XmlRefusalsAtTheirLine) {
    auto fails = [](const std::string& text, int line, std::initializer_list<std::string_view> words) {
        return fails_at(text, Format::Xml, line, words);
    };
    EXPECT_TRUE(fails(flag_with(15, "<line><count color=\"green\">2</count></line>"), 15,
                      {"row 2, block 1", "colour 'green' is not defined"}));
    EXPECT_TRUE(fails(flag_with(7, "<color name=\"blue\" char=\"r\">00f</color>"), 7,
                      {"colours 'red' and 'blue' both use the character 'r'"}));
    EXPECT_TRUE(fails(flag_with(7, "<color name=\"red\" char=\"q\">00f</color>"), 7,
                      {"colour 'red' is defined twice"}));
    std::string many;
    for (char c = 'c'; c <= 'h'; ++c)
        many += std::string("<color name=\"") + c + "\" char=\"" + c + "\">123</color>\n";
    EXPECT_TRUE(fails(flag_with(7, "<color name=\"blue\" char=\"b\">0000ff</color>\n" + many), 12,
                      {"more than 8 colours", "at most 8"}));
    // Two red blocks need a gap: 2 + 1 + 1 cells in a row of 3.
    EXPECT_TRUE(fails(flag_with(14, "<line><count color=\"red\">2</count><count color=\"red\">1</count></line>"),
                      14, {"row 1", "clue needs 4 cells but the line has 3"}));
    EXPECT_TRUE(fails(flag_with(19, "|.gb|"), 19, {"image row 2", "'g' is no colour's char"}));
    EXPECT_TRUE(fails(flag_with(6, "<color name=\"red\" char=\"r\">f0</color>"), 6, {"3 or 6 hex digits"}));
}

TEST(ColourFormats, JsonRefusalsAtTheirLine) {
    const Puzzle p = parse_puzzle(kFlag, Format::Xml, "flag.xml");
    const std::string json = write_puzzle(p, Format::Json);
    // The line of the first block of row 2 in what the writer wrote.
    auto line_holding = [&](const std::string& text, const std::string& piece) {
        return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(text.find(piece)), '\n'));
    };
    std::string undefined = json;
    undefined.replace(undefined.find("[[2,\"blue\"]]"), 12, "[[2,\"green\"]]");
    EXPECT_TRUE(fails_at(undefined, Format::Json, line_holding(undefined, "green"),
                         {"row 2", "colour 'green' is not in the palette"}));
    std::string twice = json;
    twice.replace(twice.find("\"char\": \"b\""), 11, "\"char\": \"r\"");
    EXPECT_TRUE(fails_at(twice, Format::Json, line_holding(twice, "\"blue\", \"rgb\""),
                         {"colours 'red' and 'blue' both use the character 'r'"}));
}

}  // namespace
}  // namespace nono
