// Colour in the text formats beside XML and JSON: nonogrid's TOML ([colors] defs, blocks "2b"),
// Olšák's .g (a "#d" block, blocks "2m") and the grid picture (a character per colour, declared
// or inferred): the formats' own examples, round trips of random colour pictures through every
// format that holds colour and between each pair of them, and bad input refused at its line.
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>
#include <string>

#include "nono/io.hpp"
#include "support/io_checks.hpp"

namespace nono {
namespace {

using testing::fails_at;
using testing::kept_by;
using testing::reread;

std::string read_file(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<Format> colour_formats() {
    std::vector<Format> formats;
    for (const FormatInfo& info : puzzle_formats())
        if (info.holds_colour) formats.push_back(info.format);
    return formats;
}

TEST(ColourTextFormats, TheTableSaysWhichHoldColour) {
    for (Format format : {Format::Xml, Format::Json, Format::Grid, Format::Olsak, Format::Toml})
        EXPECT_TRUE(format_info(format).holds_colour) << format_name(format);
    for (Format format : {Format::Non, Format::Nin, Format::Mk, Format::Cwd, Format::Pbm, Format::Png})
        EXPECT_FALSE(format_info(format).holds_colour) << format_name(format);
}

// nonogrid's examples/UK.toml (data/colour/nonogrid): defs b and r, blocks "3r 11b".
TEST(ColourTextFormats, ReadsNonogridsFlag) {
    const Puzzle p = read_puzzle(std::string(NONO_DATA_DIR) + "/colour/nonogrid/UK.toml");
    ASSERT_TRUE(is_colour_puzzle(p));
    EXPECT_EQ(p.width, 31);
    EXPECT_EQ(p.height, 15);
    ASSERT_EQ(p.palette.size(), 3u);  // nonogrid's white, then the defs; no block is black
    EXPECT_EQ(p.palette[0], (Colour{"W", 0xffffff, '.'}));
    EXPECT_EQ(p.palette[1], (Colour{"b", 0x0000ff, '*'}));
    EXPECT_EQ(p.palette[2], (Colour{"r", 0xff0000, '%'}));
    EXPECT_EQ(p.rows[0], (Clue{3, 11, 3, 11, 3}));
    EXPECT_EQ(p.row_colours[0], (std::vector<int>{2, 1, 2, 1, 2}));
    EXPECT_EQ(p.rows[6], (Clue{31}));  // "31r, 31r, 31r" is three rows
    EXPECT_EQ(p.rows[8], (Clue{31}));
    EXPECT_EQ(p.column_colours[14], (std::vector<int>{2}));
}

TEST(ColourTextFormats, NonogridsColourValuesAndItsBlackForBlocksWithoutAColour) {
    const Puzzle p = parse_puzzle(
        "[colors]\ndefs = ['p = (pink) %', \"g = (0, 255, 0) *\", 'r = (FF0000) &', 'y = (#ff0) X']\n"
        "[clues]\nrows = \"1p 1g, 1r 1y 1\"\ncolumns = \"1p 1r, 1g 1y, 1\"\n",
        Format::Toml, "t.toml");
    ASSERT_EQ(p.palette.size(), 6u);
    EXPECT_EQ(p.palette[1].name, "B");  // nonogrid's black, on a character no def uses
    EXPECT_EQ(p.palette[1].rgb, 0x000000u);
    EXPECT_NE(p.palette[1].symbol, 'X');
    EXPECT_EQ(p.palette[2], (Colour{"p", 0xffc0cb, '%'}));
    EXPECT_EQ(p.palette[3], (Colour{"g", 0x00ff00, '*'}));
    EXPECT_EQ(p.palette[4], (Colour{"r", 0xff0000, '&'}));
    EXPECT_EQ(p.palette[5], (Colour{"y", 0xffff00, 'X'}));
    EXPECT_EQ(p.row_colours[1], (std::vector<int>{4, 5, 1}));
    // An unknown colour name is black, as in nonogrid, with a warning.
    std::vector<InputWarning> warnings;
    const Puzzle odd = parse_puzzle("[colors]\ndefs = ['a = (dusk) a', 'b = (blue) b']\n[clues]\nrows = \"1a 1b\"\ncolumns = \"1a, 1b\"\n",
                                    Format::Toml, "t.toml", &warnings);
    EXPECT_EQ(odd.palette[1].rgb, 0x000000u);
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_EQ(warnings[0].line, 2);
}

TEST(ColourTextFormats, WritesNonogridsSyntax) {
    Puzzle p = puzzle_from_grid(testing::random_colour_grid(*std::make_unique<std::mt19937>(7).get(), 4, 3, 4, 0.8),
                                testing::test_palette(4));
    const std::string toml = write_puzzle(p, Format::Toml);
    EXPECT_NE(toml.find("[colors]\nbackground = \"white\"\ndefs = [\n    \"white = (ffffff) .\",\n    \"black = (000000) #\",\n"
                        "    \"red = (ff0000) r\",\n    \"green = (00a000) g\",\n]\n"),
              std::string::npos)
        << toml;
    // nonogrid's own white background is left implicit.
    p.palette[0] = {"W", 0xffffff, '.'};
    EXPECT_EQ(write_puzzle(p, Format::Toml).find("background"), std::string::npos);
    EXPECT_EQ(reread(p, Format::Toml), kept_by(p, Format::Toml));
}

// After pbnsolve's examples/bird2.g: "m:%  blue", a background whose drawing character is a
// blank, and "1:" the colour of blocks written without one.
TEST(ColourTextFormats, ReadsOlsaksDeclarations) {
    const std::string bird =
        "The bird\n#declaration of the colors:\n   m:%  blue   \n   0:   white  \n   1:*  black  \n"
        ": rows\n1 1m\n2m\n: columns\n1 1m\n2m\n: end\n";
    const Puzzle p = parse_puzzle(bird, Format::Olsak, "bird.g");
    ASSERT_EQ(p.palette.size(), 3u);
    EXPECT_EQ(p.palette[0], (Colour{"white", 0xffffff, '.'}));
    EXPECT_EQ(p.palette[1], (Colour{"blue", 0x0000ff, '%'}));
    EXPECT_EQ(p.palette[2], (Colour{"black", 0x000000, '*'}));
    EXPECT_EQ(p.row_colours, (std::vector<std::vector<int>>{{2, 1}, {1}}));
    // #rrggbb with the name in the comment field, as nono writes it; pbnsolve's rose.g does the same.
    const Puzzle hex = parse_puzzle("#d\n z:z  #9CF200  super svetle zelena\n c:c #F6008B\n:rows\n1z 1c\n1c\n:columns\n1z\n2c\n:end\n",
                                    Format::Olsak, "rose.g");
    EXPECT_EQ(hex.palette[1], (Colour{"super svetle zelena", 0x9cf200, 'z'}));
    EXPECT_EQ(hex.palette[2], (Colour{"#F6008B", 0xf6008b, 'c'}));
    const std::string written = write_puzzle(p, Format::Olsak);
    EXPECT_NE(written.find("   %:%  #0000ff  blue\n"), std::string::npos) << written;
    EXPECT_NE(written.find(": rows\n1* 1%\n2%\n"), std::string::npos) << written;
}

TEST(ColourTextFormats, GridPicturesDeclareOrInferTheirColours) {
    const Puzzle declared = parse_puzzle("colour . white #ffffff\ncolour r red\ncolour g leaf #2a2\n.rr.\nrggr\n", Format::Grid, "d.txt");
    ASSERT_EQ(declared.palette.size(), 3u);
    EXPECT_EQ(declared.palette[1], (Colour{"red", 0xff0000, 'r'}));
    EXPECT_EQ(declared.palette[2], (Colour{"leaf", 0x22aa22, 'g'}));
    EXPECT_EQ(declared.rows[1], (Clue{1, 2, 1}));
    EXPECT_EQ(declared.row_colours[1], (std::vector<int>{1, 2, 1}));
    // Inferred: '-' and '.' the background, other characters colours in character order.
    const Puzzle inferred = parse_puzzle("-.rr..\n.rgqr.\n..##..\n", Format::Grid, "i.txt");
    ASSERT_EQ(inferred.palette.size(), 5u);
    EXPECT_EQ(inferred.palette[0].symbol, '-');
    EXPECT_EQ(inferred.palette[1], (Colour{"black", 0x000000, '#'}));
    EXPECT_EQ(inferred.palette[2], (Colour{"green", 0x008000, 'g'}));
    EXPECT_EQ(inferred.palette[3].name, "colour q");
    EXPECT_EQ(inferred.palette[4], (Colour{"red", 0xff0000, 'r'}));
    EXPECT_EQ(write_puzzle(inferred, Format::Grid),
              "colour - white #ffffff\ncolour # black #000000\ncolour g green #008000\ncolour q colour q #d62728\n"
              "colour r red #ff0000\n--rr--\n-rgqr-\n--##--\n");
    // Black and white stays as it was; one colour besides the background is black and white.
    EXPECT_FALSE(is_colour_puzzle(parse_puzzle("#-\n-X\n", Format::Grid, "bw.txt")));
    EXPECT_EQ(parse_puzzle("r-\n-r\n", Format::Grid, "r.txt"), parse_puzzle("#-\n-#\n", Format::Grid, "bw.txt"));
}

TEST(ColourTextFormats, RandomColourPicturesRoundTripThroughEveryColourFormat) {
    std::mt19937 rng(2323);
    for (int i = 0; i < 200; ++i) {
        const int colours = 3 + static_cast<int>(rng() % 6);  // 2..7 foreground colours
        const int width = 1 + static_cast<int>(rng() % 9), height = 1 + static_cast<int>(rng() % 9);
        Puzzle p = puzzle_from_grid(testing::random_colour_grid(rng, width, height, colours, 0.7),
                                    testing::test_palette(colours), "p" + std::to_string(i));
        if (!is_colour_puzzle(p)) continue;
        SCOPED_TRACE(i);
        for (Format format : colour_formats()) {
            SCOPED_TRACE(std::string(format_name(format)));
            ASSERT_EQ(reread(p, format), kept_by(p, format));
        }
    }
}

TEST(ColourTextFormats, ConvertingBetweenColourFormatsKeepsCluesAndPalette) {
    std::mt19937 rng(23);
    const Puzzle p = puzzle_from_grid(testing::random_colour_grid(rng, 8, 6, 5, 0.7), testing::test_palette(5), "five");
    ASSERT_TRUE(is_colour_puzzle(p));
    for (Format from : colour_formats())
        for (Format to : colour_formats()) {
            SCOPED_TRACE(std::string(format_name(from)) + " -> " + std::string(format_name(to)));
            const Puzzle first = reread(p, from);
            if (format_info(to).picture && !first.goal) continue;  // no picture to draw
            const Puzzle second = reread(first, to);
            EXPECT_EQ(second.rows, p.rows);
            EXPECT_EQ(second.columns, p.columns);
            EXPECT_EQ(second.row_colours, p.row_colours);
            EXPECT_EQ(second.column_colours, p.column_colours);
            EXPECT_EQ(second.palette, p.palette);
        }
}

struct Malformed {
    Format format;
    std::string text;
    int line;
    std::vector<std::string_view> words;
};

TEST(ColourTextFormats, BadColourInputIsRefusedAtItsLine) {
    const std::string clues = "[clues]\nrows = \"1b 1r\"\ncolumns = \"1b, 1r\"\n";  // lines 3-5 after two lines of [colors]
    std::string nine_defs = "[colors]\ndefs = [\n";
    for (char c = 'a'; c <= 'h'; ++c) nine_defs += std::string("'") + c + " = (red) " + c + "',\n";
    std::string nine_declarations = "#d\n";
    for (char c = 'a'; c <= 'h'; ++c) nine_declarations += std::string(" ") + c + ":" + c + " #ff0000 red " + c + "\n";
    const Malformed cases[] = {
        // TOML: an undefined colour, a character used twice, too many colours, malformed defs.
        {Format::Toml, "[colors]\ndefs = ['b = (blue) *', 'r = (red) %']\n[clues]\nrows = \"1b 1r\"\ncolumns = \"1b, 1q\"\n", 5,
         {"column 2", "colour 'q' of the block '1q' is not defined"}},
        {Format::Toml, "[colors]\ndefs = ['b = (blue) *',\n 'r = (red) *']\n" + clues, 3, {"colours 'b' and 'r' both use the character '*'"}},
        {Format::Toml, "[colors]\ndefs = ['b = (blue) *',\n 'b = (red) %']\n" + clues, 3, {"colour 'b' is declared twice (first on line 2)"}},
        {Format::Toml, nine_defs + "]\n" + clues, 10, {"more than 8 colours", "at most 8"}},
        {Format::Toml, "[colors]\ndefs = ['b (blue) *']\n" + clues, 2, {"malformed colour definition", "NAME = (COLOUR) C"}},
        {Format::Toml, "[colors]\ndefs = ['b = (blue)']\n" + clues, 2, {"not closed with ')' before the character"}},
        {Format::Toml, "[colors]\ndefs = ['2b = (blue) *']\n" + clues, 2, {"'2b' cannot follow a block's length"}},
        {Format::Toml, "[colors]\ndefs = ['b = () *']\n" + clues, 2, {"names no colour"}},
        {Format::Toml, "[colors]\nbackground = \"sky\"\ndefs = ['b = (blue) *']\n" + clues, 2, {"background names 'sky', which no def defines"}},
        {Format::Toml, "[colors]\ndefs = ['b = (blue) \x01']\n" + clues, 2, {"colour 'b'", "printable ASCII"}},
        {Format::Toml, "[colors]\ndefs = ['b = (blue) *', 'r = (red) %']\n[clues]\nrows = \"1W\"\ncolumns = \"1W\"\n", 4,
         {"row 1: colour 'W' is the background"}},
        // Olšák: the same faults in its own words.
        {Format::Olsak, "#d\n m:%  blue\n r:&  red\n: rows\n1m 1r\n1q\n: columns\n1m\n1r\n: end\n", 6,
         {"row 2", "the colour 'q' of the block '1q' is not declared"}},
        {Format::Olsak, "#d\n m:%  blue\n r:%  red\n: rows\n", 3, {"colours 'blue' and 'red' both use the character '%'"}},
        {Format::Olsak, "#d\n m:%  blue\n m:&  red\n: rows\n", 3, {"the colour character 'm' is declared twice (first on line 2)"}},
        {Format::Olsak, nine_declarations + ": rows\n", 9, {"more than 8 colours", "at most 8"}},
        {Format::Olsak, "#d\n m %  blue\n: rows\n", 2, {"malformed colour declaration 'm %  blue'"}},
        {Format::Olsak, "#d\n m:%\n: rows\n", 2, {"the colour 'm' names no colour"}},
        {Format::Olsak, "#d\n 5:%  blue\n: rows\n", 2, {"'5' cannot follow a block's length"}},
        {Format::Olsak, "#d\n m:%  #12345z\n: rows\n", 2, {"'#12345z' is not a colour"}},
        {Format::Olsak, "#d\n m:%  blue\x01\n: rows\n", 2, {"control character"}},
        {Format::Olsak, "#d\n t:/  black/orange\n: rows\n", 2, {"triangle colours"}},
        {Format::Olsak, "#d\n m:%  blue\n r:&  red\n: rows\n1\n: columns\n1m\n: end\n", 5, {"row 1", "no default colour (1:)"}},
        {Format::Olsak, ": rows\n1m\n: columns\n1m\n: end\n", 2, {"no colours are declared"}},
        // The grid picture.
        {Format::Grid, "colour . white\ncolour r red\ncolour b blue\n.r\nbq\n", 5, {"picture row 2: 'q' is no declared colour's character (declared: .rb)"}},
        {Format::Grid, "colour . white\ncolour r red\ncolour r blue\n.r\n", 3, {"colours 'red' and 'blue' both use the character 'r'"}},
        {Format::Grid, "colour . white\ncolour r red\ncolour s red #f00\n.r\n", 3, {"colour 'red' is declared twice (first on line 2)"}},
        {Format::Grid, "colour . white\ncolour r dusk\n.r\n", 2, {"'dusk' is no colour name", "#rrggbb"}},
        {Format::Grid, "colour . white\ncolour r red #ff00zz\n.r\n", 2, {"'#ff00zz' is not an RGB value"}},
        {Format::Grid, "colour .\n.r\n", 1, {"malformed colour declaration"}},
        {Format::Grid, "colour . white\ncolour r r\x02" "d\n.r\n", 2, {"control character"}},
        {Format::Grid, "colour . white\n..\n", 1, {"at least one colour"}},
        {Format::Grid, "abcdefgh\n", 1, {"picture row 1", "'h' is a 9th colour", "at most 8"}},
        {Format::Grid, "ab\nabc\n", 2, {"picture row 2 has 3 cells but row 1 has 2"}},
    };
    for (const Malformed& bad : cases) {
        SCOPED_TRACE(std::string(format_name(bad.format)) + ": " + bad.text);
        try {
            parse_puzzle(bad.text, bad.format, testing::kTestSource);
            ADD_FAILURE() << "parsed without an error";
        } catch (const InputError& error) {
            EXPECT_EQ(error.line(), bad.line) << error.what();
            for (std::string_view word : bad.words)
                EXPECT_NE(error.problem().find(word), std::string::npos) << error.problem();
        }
    }
}

}  // namespace
}  // namespace nono
