// The format table and the formats added with it (.nin, Olšák's .g and .mk, .cwd, nonogrid's
// TOML, PBM and PNG pictures): the table's names and extensions, conversion between every
// pair of formats, round trips, sniffing, pictures' threshold and size limit, and malformed
// inputs with the line and message expected (one table).
#include <gtest/gtest.h>

#include <png.h>

#include <nlohmann/json.hpp>

#include <cstring>
#include <random>
#include <set>
#include <string>

#include "nono/io.hpp"
#include "support/io_checks.hpp"

namespace nono {
namespace {

using testing::fails_at;
using testing::kept_by;

Puzzle titled_picture() {
    Grid goal(5, 4, Cell::Empty);
    for (auto [r, c] : {std::pair{0, 0}, {0, 1}, {1, 3}, {2, 0}, {2, 1}, {2, 2}, {2, 3}, {2, 4}})
        goal.set(r, c, Cell::Filled);
    Puzzle p = puzzle_from_grid(goal, "Ti\"tle & <co>");
    p.author = "Au\xC3\xA9thor";
    p.properties = {{"copyright", "(c) 2026 someone"}};
    return p;
}

TEST(FormatTable, EveryFormatHasOneRowWithUniqueNamesAndExtensions) {
    std::set<std::string> names, extensions;
    int index = 0;
    for (const FormatInfo& info : puzzle_formats()) {
        SCOPED_TRACE(std::string(info.name));
        EXPECT_EQ(static_cast<int>(info.format), index++) << "rows follow the enum's order";
        EXPECT_EQ(&format_info(info.format), &info);
        EXPECT_TRUE(names.insert(std::string(info.name)).second);
        for (std::string_view alias : info.aliases) EXPECT_TRUE(names.insert(std::string(alias)).second);
        EXPECT_FALSE(info.extensions.empty());
        EXPECT_FALSE(info.description.empty());
        for (std::string_view extension : info.extensions) {
            EXPECT_TRUE(extensions.insert(std::string(extension)).second);
            EXPECT_EQ(format_from_path("dir/file." + std::string(extension)), info.format);
        }
        EXPECT_EQ(format_from_name(info.name), info.format);
        for (std::string_view alias : info.aliases) EXPECT_EQ(format_from_name(alias), info.format);
        EXPECT_NE(format_list().find(std::string(info.name)), std::string::npos);
    }
    EXPECT_EQ(format_names().size(), names.size());
}

TEST(FormatTable, ConvertingBetweenEveryPairKeepsWhatBothHold) {
    const Puzzle original = titled_picture();
    for (Format from : testing::all_formats())
        for (Format to : testing::all_formats()) {
            SCOPED_TRACE(std::string(format_name(from)) + " -> " + std::string(format_name(to)));
            const Puzzle first = parse_puzzle(write_puzzle(original, from), from, "first");
            EXPECT_EQ(first, kept_by(original, from));
            if (format_info(to).picture && !first.goal) continue;  // nothing to draw
            const Puzzle second = parse_puzzle(write_puzzle(first, to), to, "second");
            EXPECT_EQ(second.rows, original.rows);
            EXPECT_EQ(second.columns, original.columns);
            EXPECT_EQ(second, kept_by(first, to));
        }
}

TEST(FormatTable, RandomPuzzlesRoundTripInEveryFormat) {
    std::mt19937 rng(2026);
    for (int i = 0; i < 300; ++i) {
        Puzzle puzzle = testing::random_titled_puzzle(rng, true);
        puzzle.properties = {{"copyright", testing::random_title(rng)}};
        for (Format format : testing::all_formats()) {
            const Puzzle expected = kept_by(puzzle, format);
            const std::string written = write_puzzle(puzzle, format);
            ASSERT_EQ(parse_puzzle(written, format, "written"), expected) << format_name(format) << "\n" << written;
            EXPECT_EQ(sniff_format(written), format) << format_name(format) << "\n" << written;
        }
    }
}

// Issue 28 #11: titles, authors and properties come back exactly from every format that holds
// them: leading and trailing spaces kept (XML trimmed them), an empty value kept empty (an
// empty <note/> came back as "note:"), a property given several times kept every time (JSON
// wrote duplicate keys, of which a reader keeps one; TOML wrote only the first).
TEST(FormatTable, MetadataRoundTripsExactlyInEveryFormatThatHoldsIt) {
    Puzzle puzzle = titled_picture();
    puzzle.title = "  padded title\t ";
    puzzle.author = " me ";
    puzzle.properties = {{"note", ""},          {"note", "  first"}, {"note", "second  "},
                         {"copyright", "  c  "}, {"source", ""},      {"catalogue", " "},
                         {"description", "x: y"}, {"license", "a"},   {"license", "b"}};
    for (Format format : testing::all_formats()) {
        const FormatInfo& info = format_info(format);
        if (!info.holds_title && !info.holds_author && !info.holds_properties) continue;
        SCOPED_TRACE(std::string(info.name));
        const std::string written = write_puzzle(puzzle, format);
        const Puzzle back = parse_puzzle(written, format, "written");
        EXPECT_EQ(back, kept_by(puzzle, format)) << written;
        EXPECT_EQ(parse_puzzle(write_puzzle(back, format), format, "again"), back);
    }
    // What JSON readers see: one key a name, a list for a name given several times.
    const nlohmann::json json = nlohmann::json::parse(write_puzzle(puzzle, Format::Json));
    EXPECT_EQ(json["properties"]["note"], nlohmann::json({"", "  first", "second  "}));
    EXPECT_EQ(json["properties"]["source"], "");
    // An empty <note/> in a file is an empty note, and stays one through nono's own XML.
    const std::string empty_note =
        "<puzzleset><puzzle><note/><clues type=\"columns\"><line><count>1</count></line></clues>"
        "<clues type=\"rows\"><line><count>1</count></line></clues></puzzle></puzzleset>";
    const Puzzle noted = parse_puzzle(empty_note, Format::Xml, "empty");
    ASSERT_EQ(noted.properties, (std::vector<std::pair<std::string, std::string>>{{"note", ""}}));
    EXPECT_EQ(parse_puzzle(write_puzzle(noted, Format::Xml), Format::Xml, "again").properties, noted.properties);
    // Text a person indented is still trimmed: only xml:space="preserve" keeps the spaces.
    const std::string indented =
        "<puzzleset><puzzle><title>\n   Cat\n </title><author xml:space=\"preserve\"> Ann </author>"
        "<clues type=\"columns\"><line><count>1</count></line></clues>"
        "<clues type=\"rows\"><line><count>1</count></line></clues></puzzle></puzzleset>";
    const Puzzle cat = parse_puzzle(indented, Format::Xml, "indented");
    EXPECT_EQ(cat.title, "Cat");
    EXPECT_EQ(cat.author, " Ann ");
}

TEST(FormatTable, UnknownContentNamesEveryFormatAndTheOption) {
    try {
        detect_format("hello\nworld\n", "mystery.dat");
        ADD_FAILURE() << "guessed a format";
    } catch (const InputError& error) {
        EXPECT_EQ(error.source(), "mystery.dat");
        for (const FormatInfo& info : puzzle_formats())
            EXPECT_NE(error.problem().find(std::string(info.name)), std::string::npos) << info.name;
        EXPECT_NE(error.problem().find("--format"), std::string::npos);
        EXPECT_EQ(error.problem().find("'width'"), std::string::npos) << "no .non syntax error";
    }
}

// Examples in the formats' own words, as their documentation and other solvers write them.
TEST(NewFormats, ReadTheirPublishedExamples) {
    // pbnsolve's doc/input.md .mk example: "H W", rows, '#', columns.
    const Puzzle mk = parse_puzzle("10 5\n2\n2 1\n1 1\n3\n1 1\n1 1\n2\n1 1\n1 2\n2\n#\n2 1\n2 1 3\n7\n1 3\n2 1\n",
                                   Format::Mk, "mk");
    EXPECT_EQ(mk.height, 10);
    EXPECT_EQ(mk.width, 5);
    EXPECT_EQ(mk.columns[1], (Clue{2, 1, 3}));
    // nonogrid's doc: the '5' digit, compact and verbose, with comments and quotes (its doc
    // leaves the compact strings unquoted, which TOML and nonogrid's own parser refuse).
    const Puzzle compact = parse_puzzle("[clues]\ncolumns=\"3 1,1 1 1,1 1 1,1 3\"\nrows='4,1,4,1,4'\n", Format::Toml, "t");
    const Puzzle verbose = parse_puzzle(
        "# The '5'\n[clues]\ncolumns = '''\n  3 1\n  1 1 1\n  \"1 1 1\"\n  1 3\n'''\n\nrows = \"\"\"\n  4  ; upper\n  1\n"
        "  4  # middle\n\n  # a comment\n  1\n  4\n\"\"\"\n[colors]\ndefs = []\n",
        Format::Toml, "t");
    EXPECT_EQ(compact, verbose);
    EXPECT_EQ(compact.rows, (std::vector<Clue>{{4}, {1}, {4}, {1}, {4}}));
    // Olšák's .g with free text, a black-and-white colour block, and text after ': end'.
    const Puzzle olsak = parse_puzzle(
        "A puzzle\n#d\n   0:   white\n   1:*  black\n: rows\n1 1\n\n3\n: columns\n2\n1\n2\n: end\nEnjoy.\n", Format::Olsak, "g");
    EXPECT_EQ(olsak.rows, (std::vector<Clue>{{1, 1}, {}, {3}}));
    EXPECT_EQ(olsak.columns, (std::vector<Clue>{{2}, {1}, {2}}));
    // .cwd: H and W on lines of their own, a blank line between rows and columns.
    const Puzzle cwd = parse_puzzle("2\n3\n1 1\n3\n\n2\n1\n2\n", Format::Cwd, "c");
    EXPECT_EQ(cwd.width, 3);
    EXPECT_EQ(cwd.height, 2);
    // .nin: "W H"; extra lines after the columns are ignored with a warning.
    std::vector<InputWarning> warnings;
    const Puzzle nin = parse_puzzle("3 2\n1 1\n3\n2\n1\n2\n2\n", Format::Nin, "n", &warnings);
    EXPECT_EQ(nin.rows, cwd.rows);
    EXPECT_EQ(nin.columns, cwd.columns);
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_EQ(warnings[0].line, 7);
}

struct Malformed {
    Format format;
    const char* text;
    int line;
    const char* words;
};

TEST(NewFormats, MalformedInputsAreRefusedAtTheirLine) {
    const Malformed cases[] = {
        {Format::Nin, "", 0, "the input is empty"},
        {Format::Nin, "3\n1\n", 1, "expected 'WIDTH HEIGHT'"},
        {Format::Nin, "3 0\n", 1, "height 0 is outside 1..1000"},
        {Format::Nin, "2 2\n1\n1\n1\n", 4, "expected 2 column clues, found 1 before the end"},
        {Format::Nin, "2 2\n1\nx\n1\n1\n", 3, "row 2: 'x' is not a number"},
        {Format::Nin, "2 2\n1\n2r\n1\n1\n", 3, "row 2 has the coloured block '2r', and this format has no colours"},
        {Format::Nin, "2 1\n3\n1\n1\n", 2, "row 1"},
        {Format::Nin, "2 1\n1 0\n1\n0\n", 2, "a block of length 0"},
        {Format::Mk, "1 2\n1\n1\n0\n", 3, "expected a line '#'"},
        {Format::Mk, "2 1\n1\n#\n1\n", 3, "expected 2 row clues, found 1"},
        {Format::Cwd, "2 3\n", 1, "expected the height alone"},
        {Format::Cwd, "2\n", 1, "no width line"},
        {Format::Olsak, "no colon at all\n", 0, "no line starting with ':'"},
        {Format::Olsak, ": rows\n1\n", 1, "not followed by a line starting with ':'"},
        {Format::Olsak, "#d\n  r:%  red\n: rows\n1r\n: columns\n1q\n: end\n", 6, "column 1: the colour 'q' of the block '1q' is not declared"},
        {Format::Olsak, ": rows\n1\n: columns\n1\n2\n: end\n", 5, "column 2"},
        {Format::Olsak, "#t\n: rows\n", 1, "triddlers"},
        {Format::Toml, "[clues]\nrows = \"1\"\n", 0, "no 'columns' in the [clues] table"},
        {Format::Toml, "[clues]\nrows = \"1\ncolumns = \"1\"\n", 2, "one-line string continues"},
        {Format::Toml, "[clues]\nrows = \"1\"\nrows = \"1\"\ncolumns = \"1\"\n", 3, "given twice (first on line 2)"},
        {Format::Toml, "[clues]\nrows = \"\"\"\n1\nx\n\"\"\"\ncolumns = \"1\"\n", 4, "row 2: 'x' is not a number"},
        {Format::Toml, "[colors]\ndefs = ['b = (blue) *']\n[clues]\nrows = \"1b\"\ncolumns = \"1g\"\n", 5, "column 1: colour 'g' of the block '1g' is not defined"},
        {Format::Toml, "[clues]\nrows = \"1\"\ncolumns = \"1\" x\n", 3, "unexpected 'x' after the value"},
        {Format::Toml, "title = \"\\q\"\n[clues]\nrows = \"1\"\ncolumns = \"1\"\n", 1, "unknown escape \\q"},
        {Format::Toml, "[clues]\nrows = \"2\"\ncolumns = \"1\"\n", 2, "row 1"},
        {Format::Pbm, "P2\n1 1\n1\n", 1, "neither P1 nor P4"},
        {Format::Pbm, "P1\n2\n", 3, "expected the height"},
        {Format::Pbm, "P1\n# comment\n2 2\n1 0\n1 x\n", 5, "unexpected 'x' among the pixels"},
        {Format::Pbm, "P1\n2 2\n1 0\n1\n", 5, "ends before its 4 pixels"},
        {Format::Pbm, "P1 1001 1\n", 1, "1001x1 pixels; nono reads pictures of 1 to 1000"},
        {Format::Pbm, "P4\n8 2\n\x01", 3, "needs 2"},
        {Format::Png, "\x89PNG\r\n\x1a\nrubbish", 0, "not a valid PNG"},
        {Format::Png, "GIF89a", 0, "not a PNG picture"},
    };
    for (const Malformed& c : cases)
        EXPECT_TRUE(fails_at(c.text, c.format, c.line, {c.words})) << format_name(c.format) << ": " << c.text;
}

std::string png_of(int width, int height, const std::vector<png_byte>& grey_alpha) {
    png_image image;
    std::memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = static_cast<png_uint_32>(width);
    image.height = static_cast<png_uint_32>(height);
    image.format = PNG_FORMAT_GA;
    png_alloc_size_t size = 0;
    EXPECT_TRUE(png_image_write_to_memory(&image, nullptr, &size, 0, grey_alpha.data(), 0, nullptr));
    std::string out(size, '\0');
    EXPECT_TRUE(png_image_write_to_memory(&image, out.data(), &size, 0, grey_alpha.data(), 0, nullptr));
    out.resize(size);
    return out;
}

TEST(Pictures, ThePngThresholdDecidesWhichGreysAreFilled) {
    // Four pixels: black, grey 100, grey 200, and black but fully transparent (white).
    const std::string png = png_of(4, 1, {0, 255, 100, 255, 200, 255, 0, 0});
    EXPECT_EQ(parse_puzzle(png, Format::Png, "p").rows, (std::vector<Clue>{{2}}));
    EXPECT_EQ(parse_puzzle(png, Format::Png, "p", nullptr, ReadOptions{50}).rows, (std::vector<Clue>{{1}}));
    EXPECT_EQ(parse_puzzle(png, Format::Png, "p", nullptr, ReadOptions{201}).rows, (std::vector<Clue>{{3}}));
}

TEST(Pictures, AnOversizedPngNamesTheLimit) {
    const std::string png = png_of(1001, 1, std::vector<png_byte>(2002, 0));
    EXPECT_TRUE(fails_at(png, Format::Png, 0, {"1001x1 pixels", "1000 pixels a side"}));
}

TEST(Pictures, RawAndPlainPbmReadTheSame) {
    const Puzzle plain = parse_puzzle("P1\n# a comment\n10 2\n1000000001\n0110000000\n", Format::Pbm, "p");
    const std::string raw = std::string("P4\n10 2\n") + std::string("\x80\x40\x60\x00", 4);
    EXPECT_EQ(parse_puzzle(raw, Format::Pbm, "p"), plain);
    EXPECT_EQ(plain.rows, (std::vector<Clue>{{1, 1}, {2}}));
}

}  // namespace
}  // namespace nono

namespace nono {
namespace {

std::string three_puzzles() {
    Puzzle a = puzzle_from_grid(Grid(1, 1, Cell::Filled), "one");
    a.properties = {{"id", "101"}};
    Puzzle b = puzzle_from_grid(Grid(2, 1, Cell::Filled), "two");
    b.properties = {{"id", "1"}};  // an id that is also a position: the id wins
    Puzzle c = puzzle_from_grid(Grid(1, 2, Cell::Filled), "three");
    return write_puzzles({a, b, c}, Format::Xml);
}

TEST(SeveralPuzzles, AWebpbnSetGivesEveryPuzzleInOrder) {
    const std::string text = three_puzzles();
    EXPECT_EQ(count_puzzles(text, Format::Xml), 3u);
    const std::vector<Puzzle> all = parse_puzzles(text, Format::Xml, "set");
    ASSERT_EQ(all.size(), 3u);
    EXPECT_EQ(all[0].title, "one");
    EXPECT_EQ(all[2].title, "three");
    EXPECT_EQ(parse_puzzles(write_puzzles(all, Format::Xml), Format::Xml, "again"), all);
    EXPECT_EQ(count_puzzles(write_puzzle(all[0], Format::Non), Format::Non), 1u);
}

TEST(SeveralPuzzles, OneIsChosenByIdOrPosition) {
    const std::string text = three_puzzles();
    const auto chosen = [&](const std::string& which) {
        return parse_puzzle(text, Format::Xml, "set", nullptr, ReadOptions{128, which}).title;
    };
    EXPECT_EQ(chosen("101"), "one");
    EXPECT_EQ(chosen("1"), "two");  // the id "1", not the first position
    EXPECT_EQ(chosen("3"), "three");
    ReadOptions by_position;
    by_position.position = 1;
    EXPECT_EQ(parse_puzzle(text, Format::Xml, "set", nullptr, by_position).title, "one");
    // The message names no program's way of choosing (a CLI flag in Python is no help) unless
    // the reader says what it is.
    EXPECT_TRUE(fails_at(text, Format::Xml, 3, {"holds 3 puzzles; choose one by its position or its <id>"}));
    try {
        ReadOptions told;
        told.how_to_choose = "with pick=N";
        parse_puzzle(text, Format::Xml, "set", nullptr, told);
        ADD_FAILURE() << "read one of three";
    } catch (const InputError& error) {
        EXPECT_EQ(error.problem(), "the <puzzleset> holds 3 puzzles; choose one with pick=N");
    }
    try {
        parse_puzzle(text, Format::Xml, "set", nullptr, ReadOptions{128, "4"});
        ADD_FAILURE() << "read a fourth puzzle";
    } catch (const InputError& error) {
        EXPECT_NE(error.problem().find("there is no puzzle 4: the file holds 3"), std::string::npos) << error.problem();
    }
    try {
        parse_puzzle(text, Format::Xml, "set", nullptr, ReadOptions{128, "nope"});
        ADD_FAILURE() << "read a puzzle by an unknown id";
    } catch (const InputError& error) {
        EXPECT_NE(error.problem().find("ids: 101, 1"), std::string::npos) << error.problem();
    }
    // A one-puzzle format has only a first puzzle.
    const std::string non = write_puzzle(parse_puzzles(text, Format::Xml, "set")[0], Format::Non);
    EXPECT_EQ(parse_puzzle(non, Format::Non, "one", nullptr, ReadOptions{128, "1"}).title, "one");
    try {
        parse_puzzle(non, Format::Non, "one", nullptr, ReadOptions{128, "2"});
        ADD_FAILURE() << "read a second puzzle of a .non file";
    } catch (const InputError& error) {
        EXPECT_NE(error.problem().find("holds one puzzle, so there is no puzzle '2'"), std::string::npos) << error.problem();
    }
}

}  // namespace
}  // namespace nono
