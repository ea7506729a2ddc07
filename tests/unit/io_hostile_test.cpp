// Hostile input to the readers (issue 45): nesting deep enough to overflow a recursive reader,
// in every format of the table, is refused with an InputError (or read), never a crash; a
// colour a reader drops (a one-colour palette read as black and white) is warned about.
#include <gtest/gtest.h>

#include <string>

#include "nono/io.hpp"

namespace nono {
namespace {

// A hundred thousand levels: far past any stack a recursive reader could use.
constexpr std::size_t kDeep = 100000;

// Parses `text` as `format`: refused with an InputError, or read; anything else fails.
void survives(const std::string& text, Format format) {
    try {
        (void)parse_puzzles(text, format, "deep");
    } catch (const InputError&) {
    }
}

TEST(HostileInput, ADeepTomlArrayIsRefusedAtItsLine) {
    const std::string text = "[clues]\nrows = \"1\"\ncolumns = \"1\"\nx = " + std::string(kDeep, '[');
    try {
        parse_puzzle(text, Format::Toml, "deep.toml");
        FAIL() << "a 100,000-deep array was read";
    } catch (const InputError& error) {
        EXPECT_EQ(error.line(), 4);
        EXPECT_NE(std::string(error.what()).find("nested more than 32 deep"), std::string::npos) << error.what();
    }
    // Nesting a reader reads over (a scalar array) is bounded the same way.
    EXPECT_THROW(parse_puzzle("a = [[[[" + std::string(40, '[') + "1" + std::string(44, ']') + "\n[clues]\nrows = \"1\"\ncolumns = \"1\"\n",
                              Format::Toml, "deep.toml"),
                 InputError);
    // A little nesting is still read over.
    EXPECT_NO_THROW(parse_puzzle("a = [[1, [2]], ['x']]\n[clues]\nrows = \"1\"\ncolumns = \"1\"\n", Format::Toml, "t"));
}

TEST(HostileInput, DeepNestingInEveryFormatIsRefusedOrRead) {
    const std::string brackets = std::string(kDeep, '[') + std::string(kDeep, ']');
    const std::string braces = std::string(kDeep, '{');
    std::string elements;
    for (std::size_t i = 0; i < kDeep; ++i) elements += "<a>";
    for (const FormatInfo& info : puzzle_formats()) {
        SCOPED_TRACE(std::string(info.name));
        survives(brackets, info.format);
        survives(braces, info.format);
        survives("[clues]\nrows = " + brackets + "\n", info.format);
        survives("{\"rows\": " + brackets + "}", info.format);
        survives("<puzzleset><puzzle>" + elements, info.format);
        survives("<?xml version=\"1.0\"?>\n<puzzleset><puzzle type=\"grid\"><clues type=\"rows\">" + elements +
                     "</clues></puzzle></puzzleset>",
                 info.format);
    }
}

// A palette of the background and one colour is read as black and white: said, not silent.
TEST(HostileInput, AOneColourPaletteReadAsBlackAndWhiteIsWarnedAbout) {
    const std::pair<Format, std::string> cases[] = {
        {Format::Grid, "colour . white #ffffff\ncolour r red #ff0000\n.r\nr.\n"},
        {Format::Xml, "<puzzleset><puzzle type=\"grid\" defaultcolor=\"red\"><color name=\"white\" char=\".\">fff</color>"
                      "<color name=\"red\" char=\"r\">f00</color><clues type=\"columns\"><line><count>1</count></line></clues>"
                      "<clues type=\"rows\"><line><count>1</count></line></clues></puzzle></puzzleset>"},
        {Format::Json, "{\"palette\": [{\"name\": \"white\", \"rgb\": \"#ffffff\", \"char\": \".\"},"
                       " {\"name\": \"red\", \"rgb\": \"#ff0000\", \"char\": \"r\"}],"
                       " \"rows\": [[[1, \"red\"]]], \"columns\": [[[1, \"red\"]]]}"},
        {Format::Toml, "[colors]\ndefs = ['r = (red) %']\n[clues]\nrows = \"1r\"\ncolumns = \"1r\"\n"},
        {Format::Olsak, "#d\n  r:%  red\n: rows\n1r\n: columns\n1r\n: end\n"},
    };
    for (const auto& [format, text] : cases) {
        SCOPED_TRACE(std::string(format_name(format)));
        std::vector<InputWarning> warnings;
        const Puzzle puzzle = parse_puzzle(text, format, "red", &warnings);
        EXPECT_FALSE(is_colour_puzzle(puzzle));
        ASSERT_EQ(warnings.size(), 1u);
        EXPECT_NE(warnings.front().problem.find("read as a black-and-white puzzle"), std::string::npos)
            << warnings.front().problem;
    }
    // Black on white loses nothing: no warning.
    std::vector<InputWarning> warnings;
    parse_puzzle("colour . white #ffffff\ncolour X black #000000\n.X\nX.\n", Format::Grid, "black", &warnings);
    EXPECT_TRUE(warnings.empty());
}

}  // namespace
}  // namespace nono
