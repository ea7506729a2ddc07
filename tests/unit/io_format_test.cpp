// Choosing a format (by name, extension, content), reading files, the byte order mark, and
// what every writer promises: its output is recognised as its own format and converts
// losslessly through the others.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include "nono/io.hpp"
#include "support/io_checks.hpp"

namespace nono {
namespace {

namespace fs = std::filesystem;
using testing::fails_at;

const std::vector<Format> kAllFormats = testing::all_formats();
const std::string kBom = "\xEF\xBB\xBF";

Puzzle letter_l() {
    Grid goal(3, 2, Cell::Filled);
    goal.set(0, 1, Cell::Empty);
    goal.set(0, 2, Cell::Empty);
    Puzzle p = puzzle_from_grid(goal, "L & \"co\"");
    p.author = "caf\xC3\xA9";
    return p;
}

// A fresh directory for one test's files, removed afterwards.
class FileTest : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir_ = fs::temp_directory_path() / ("nono-io-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string write_file(const std::string& name, const std::string& contents) const {
        const fs::path path = dir_ / name;
        std::ofstream(path, std::ios::binary) << contents;
        return path.string();
    }
    fs::path dir_;
};

TEST(FormatChoice, ByName) {
    EXPECT_EQ(format_from_name("non"), Format::Non);
    EXPECT_EQ(format_from_name("xml"), Format::Xml);
    EXPECT_EQ(format_from_name("PBN"), Format::Xml);
    EXPECT_EQ(format_from_name("Json"), Format::Json);
    EXPECT_EQ(format_from_name("grid"), Format::Grid);
    EXPECT_EQ(format_from_name("txt"), Format::Grid);
    EXPECT_EQ(format_from_name("TEXT"), Format::Grid);
    EXPECT_EQ(format_from_name(""), std::nullopt);
    EXPECT_EQ(format_from_name("bmp"), std::nullopt);
    EXPECT_EQ(format_from_name("non "), std::nullopt);
    for (Format format : kAllFormats) EXPECT_EQ(format_from_name(format_name(format)), format);
}

TEST(FormatChoice, ByPath) {
    EXPECT_EQ(format_from_path("a.non"), Format::Non);
    EXPECT_EQ(format_from_path("dir/puzzle.XML"), Format::Xml);
    EXPECT_EQ(format_from_path("webpbn/1.pbn"), Format::Xml);
    EXPECT_EQ(format_from_path("C:\\puzzles\\p.Json"), Format::Json);
    EXPECT_EQ(format_from_path("pic.txt"), Format::Grid);
    EXPECT_EQ(format_from_path("archive.tar.grid"), Format::Grid);
    EXPECT_EQ(format_from_path("noextension"), std::nullopt);
    EXPECT_EQ(format_from_path("dir.non/noextension"), std::nullopt);
    EXPECT_EQ(format_from_path(".non"), std::nullopt);  // a hidden file, not an extension
    EXPECT_EQ(format_from_path("trailing."), std::nullopt);
    EXPECT_EQ(format_from_path("image.gif"), std::nullopt);
    EXPECT_EQ(format_from_path(""), std::nullopt);
}

TEST(FormatChoice, ByContent) {
    EXPECT_EQ(sniff_format("<?xml version=\"1.0\"?><puzzleset/>"), Format::Xml);
    EXPECT_EQ(sniff_format("\n  \t<puzzle>"), Format::Xml);
    EXPECT_EQ(sniff_format(" {\"rows\": []}"), Format::Json);
    EXPECT_EQ(sniff_format("\n\n#--\n###\n"), Format::Grid);
    EXPECT_EQ(sniff_format("X.X\r\n"), Format::Grid);
    EXPECT_EQ(sniff_format("width 3\nheight 2\n"), Format::Non);
    EXPECT_EQ(sniff_format("# a comment\nwidth 3\n"), Format::Non);
    EXPECT_EQ(sniff_format("title \"#\"\nrows\n"), Format::Non);
    // Nothing is guessed for what matches no format (it was read as .non before).
    EXPECT_EQ(sniff_format("title \"#\"\n"), std::nullopt);
    EXPECT_EQ(sniff_format(""), std::nullopt);
    EXPECT_EQ(sniff_format("\n\n"), std::nullopt);
    for (const char* text : {"<puzzle/>", "{}", "##\n"}) {
        EXPECT_EQ(sniff_format(kBom + text), sniff_format(text)) << text;
    }
}

TEST(FormatChoice, EveryWriterIsRecognisedByItsContent) {
    for (Format format : kAllFormats)
        EXPECT_EQ(sniff_format(write_puzzle(letter_l(), format)), format) << format_name(format);
    Puzzle untitled = letter_l();
    untitled.title.clear();
    untitled.author.clear();
    EXPECT_EQ(sniff_format(write_puzzle(untitled, Format::Non)), Format::Non);
}

TEST(FormatChoice, ParseRefusesAnUnknownFormatValue) {
    EXPECT_TRUE(fails_at("width 1\n", static_cast<Format>(42), 0, {"unknown format"}));
}

TEST(ByteOrderMark, IsIgnoredByEveryParserWithoutShiftingLines) {
    for (Format format : kAllFormats) {
        if (format_info(format).binary) continue;
        SCOPED_TRACE(format_name(format));
        const std::string text = write_puzzle(letter_l(), format);
        EXPECT_EQ(parse_puzzle(kBom + text, format, "bom"), parse_puzzle(text, format, "plain"));
    }
    EXPECT_TRUE(fails_at(kBom + "width 3\nheight x\n", Format::Non, 2, {"'x' is not a number"}));
    EXPECT_TRUE(fails_at(kBom + "{\n\"rows\": 1}", Format::Json, 2, {"\"rows\" must be a list"}));
    EXPECT_TRUE(fails_at(kBom + "#-\n#", Format::Grid, 2, {"picture row 2 has 1 cells"}));
    // Only a leading mark is special; one in the middle is a bad character.
    EXPECT_TRUE(fails_at("###\n" + kBom, Format::Grid, 2, {"byte 0xef"}));
}

TEST(Conversion, EveryFormatPairKeepsThePuzzle) {
    const Puzzle original = letter_l();
    for (Format from : {Format::Non, Format::Xml, Format::Json})
        for (Format to : {Format::Non, Format::Xml, Format::Json}) {
            const Puzzle first = parse_puzzle(write_puzzle(original, from), from, "first");
            EXPECT_EQ(parse_puzzle(write_puzzle(first, to), to, "second"), original)
                << format_name(from) << " -> " << format_name(to);
        }
}

TEST(Writing, GridNeedsAGoal) {
    Puzzle p = letter_l();
    p.goal.reset();
    try {
        write_puzzle(p, Format::Grid);
        ADD_FAILURE() << "wrote a grid without a goal";
    } catch (const InputError& error) {
        EXPECT_EQ(error.source(), p.title);
        EXPECT_EQ(error.line(), 0);
        EXPECT_NE(error.problem().find("no goal picture"), std::string::npos) << error.problem();
    }
    p.title.clear();
    try {
        write_puzzle(p, Format::Grid);
        ADD_FAILURE() << "wrote a grid without a goal";
    } catch (const InputError& error) {
        EXPECT_EQ(error.source(), "puzzle");
    }
    for (Format format : {Format::Non, Format::Xml, Format::Json})
        EXPECT_EQ(testing::reread(p, format), p) << format_name(format);
}

TEST_F(FileTest, ReadsAFileByItsExtension) {
    for (Format format : kAllFormats) {
        const std::string path = write_file("l." + std::string(format_info(format).extensions.front()),
                                            write_puzzle(letter_l(), format));
        const Puzzle expected = testing::kept_by(letter_l(), format);
        EXPECT_EQ(read_puzzle(path), expected) << path;
    }
}

TEST_F(FileTest, AGivenFormatBeatsTheExtensionAndContentDecidesWithoutOne) {
    const std::string json_text = write_puzzle(letter_l(), Format::Json);
    EXPECT_EQ(read_puzzle(write_file("misnamed.non", json_text), Format::Json), letter_l());
    EXPECT_EQ(read_puzzle(write_file("unknown.puz", json_text)), letter_l());
    EXPECT_EQ(read_puzzle(write_file("noext", kBom + write_puzzle(letter_l(), Format::Xml))), letter_l());
    // The extension is believed, so an XML file called .json fails as JSON, naming the file.
    const std::string misnamed = write_file("wrong.json", write_puzzle(letter_l(), Format::Xml));
    try {
        read_puzzle(misnamed);
        ADD_FAILURE() << "XML read as JSON";
    } catch (const InputError& error) {
        EXPECT_EQ(error.source(), misnamed);
        EXPECT_EQ(error.line(), 1);
        EXPECT_EQ(std::string(error.what()).rfind(misnamed + ":1: not valid JSON", 0), 0u) << error.what();
    }
}

TEST_F(FileTest, ReadTextKeepsEveryByte) {
    const std::string bytes("a\r\n\0b\xFF\n", 7);
    EXPECT_EQ(read_text(write_file("bytes.bin", bytes)), bytes);
    EXPECT_EQ(read_text(write_file("empty.txt", "")), "");
    std::string large(200000, 'x');
    EXPECT_EQ(read_text(write_file("large.txt", large)), large);
}

TEST_F(FileTest, ReportsFilesThatCannotBeRead) {
    const auto expect_error = [](const std::string& path, const char* words) {
        try {
            read_puzzle(path);
            ADD_FAILURE() << "read " << path;
        } catch (const InputError& error) {
            EXPECT_EQ(error.source(), path);
            EXPECT_EQ(error.line(), 0);
            EXPECT_NE(error.problem().find(words), std::string::npos) << error.problem();
        }
    };
    expect_error((dir_ / "missing.non").string(), "cannot open the file");
    expect_error(dir_.string(), "cannot read the file");
    // Anything past 64 MiB is not a puzzle; a sparse file makes that cheap to check.
    const fs::path huge = dir_ / "huge.non";
    std::ofstream(huge).put('x');
    fs::resize_file(huge, (64u << 20) + 1);
    expect_error(huge.string(), "larger than 64 MiB");
}

}  // namespace
}  // namespace nono

namespace nono {
namespace {

// Conversion loses nothing: properties (copyright, license, ...) travel through every format
// that can hold them, in their order, with awkward characters intact.
TEST(Properties, SurviveEveryFormatThatCanHoldThem) {
    Puzzle puzzle;
    puzzle.width = 2;
    puzzle.height = 1;
    puzzle.rows = {{1}};
    puzzle.columns = {{1}, {}};
    puzzle.title = "T";
    puzzle.author = "A";
    puzzle.properties = {{"copyright", "\xC2\xA9 2004 Jan \"J\" Wolter & co"},
                         {"license", "CC-BY-3.0"},
                         {"catalogue", "webpbn.com #1"},
                         {"description", "two\nlines"}};
    for (Format format : {Format::Non, Format::Xml, Format::Json}) {
        const std::string text = write_puzzle(puzzle, format);
        EXPECT_EQ(parse_puzzle(text, format, "x"), puzzle) << format_name(format) << "\n" << text;
    }
}

TEST(Properties, NamesAreChecked) {
    EXPECT_TRUE(valid_property_name("copyright"));
    EXPECT_TRUE(valid_property_name("x-1_b"));
    EXPECT_FALSE(valid_property_name("width"));
    EXPECT_FALSE(valid_property_name("by"));
    EXPECT_FALSE(valid_property_name("Copyright"));
    EXPECT_FALSE(valid_property_name("1st"));
    EXPECT_FALSE(valid_property_name(""));
    EXPECT_THROW(parse_puzzle(R"({"rows":[[1]],"columns":[[1]],"properties":{"Bad Name":"x"}})", Format::Json, "p.json"),
                 InputError);
    EXPECT_THROW(parse_puzzle(R"({"rows":[[1]],"columns":[[1]],"properties":{"license":3}})", Format::Json, "p.json"),
                 InputError);
}

TEST(Properties, NonKeepsUnknownPropertiesInOrder) {
    const Puzzle puzzle = parse_puzzle("catalogue \"webpbn.com #1\"\ntitle \"Dancer\"\ncopyright \"(c) 2004\"\n"
                                       "license CC-BY-3.0\nwidth 1\nheight 1\nrows\n1\ncolumns\n1\n",
                                       Format::Non, "p.non");
    const std::vector<std::pair<std::string, std::string>> expected = {
        {"catalogue", "webpbn.com #1"}, {"copyright", "(c) 2004"}, {"license", "CC-BY-3.0"}};
    EXPECT_EQ(puzzle.properties, expected);
}

TEST(JsonWarnings, AKeyGivenTwiceIsToldWithItsLine) {
    std::vector<InputWarning> warnings;
    const Puzzle puzzle = parse_puzzle("{\"rows\": [[1]],\n\"columns\": [[1]],\n\"title\": \"a\",\n\"title\": \"b\"}",
                                       Format::Json, "p.json", &warnings);
    EXPECT_EQ(puzzle.title, "b");
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_EQ(warnings[0].line, 4);
    EXPECT_EQ(warnings[0].text(), "p.json:4: warning: key \"title\" is given twice; the last one is used");
    warnings.clear();
    parse_puzzle(R"({"rows": [[1]], "columns": [[1]], "properties": {"a": "1"}, "x": {"a": "2"}})", Format::Json,
                 "p.json", &warnings);
    EXPECT_TRUE(warnings.empty()) << "the same key in two different objects is fine";
}

TEST(XmlWriter, NeverWritesInvalidXml) {
    Puzzle puzzle;
    puzzle.width = 1;
    puzzle.height = 1;
    puzzle.rows = {{1}};
    puzzle.columns = {{1}};
    puzzle.title = std::string("bell\x07 and \xFF\xFE bad \xED\xA0\x80 bytes");
    puzzle.properties = {{"copyright", "nul\x01"}};
    const std::string text = write_puzzle(puzzle, Format::Xml);
    EXPECT_EQ(text.find('\x07'), std::string::npos);
    EXPECT_EQ(text.find('\x01'), std::string::npos);
    const Puzzle back = parse_puzzle(text, Format::Xml, "x.xml");
    EXPECT_EQ(back.title, "bell and \xEF\xBF\xBD\xEF\xBF\xBD bad \xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD bytes");
    EXPECT_EQ(back.properties.at(0).second, "nul");
}

}  // namespace
}  // namespace nono
