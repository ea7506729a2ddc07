// webpbn XML: what the reader accepts, every way it refuses input (with the line), and that the writer's output reads back as the same puzzle.
#include <gtest/gtest.h>

#include <string>

#include "nono/io.hpp"
#include "support/io_checks.hpp"

namespace nono {
namespace {

using testing::fails_at;
using testing::reread;

// A 3x2 "L" (row 1 "#--", row 2 "###") as webpbn exports it.
const std::string kLetterL =
    "<?xml version=\"1.0\"?>\n"                                   // 1
    "<!DOCTYPE pbn SYSTEM \"https://webpbn.com/pbn-0.3.dtd\">\n"  // 2
    "<puzzleset>\n"                                               // 3
    "<puzzle type=\"grid\" defaultcolor=\"black\">\n"             // 4
    "<source>test</source>\n"                                     // 5
    "<title>  L &amp; co </title>\n"                              // 6
    "<author>nono</author>\n"                                     // 7
    "<color name=\"white\" char=\".\">fff</color>\n"              // 8
    "<color name=\"black\" char=\"X\">000</color>\n"              // 9
    "<clues type=\"columns\">\n"                                  // 10
    "<line><count>2</count></line>\n"                             // 11
    "<line><count>1</count></line>\n"                             // 12
    "<line><count>1</count></line>\n"                             // 13
    "</clues>\n"                                                  // 14
    "<clues type=\"rows\">\n"                                     // 15
    "<line><count>1</count></line>\n"                             // 16
    "<line><count>3</count></line>\n"                             // 17
    "</clues>\n"                                                  // 18
    "<solution type=\"goal\">\n"                                  // 19
    "<image>\n"                                                   // 20
    "|X..|\n"                                                     // 21
    "|XXX|\n"                                                     // 22
    "</image>\n"                                                  // 23
    "</solution>\n"                                               // 24
    "</puzzle>\n"                                                 // 25
    "</puzzleset>\n";                                             // 26

Grid letter_l_picture() {
    Grid goal(3, 2, Cell::Filled);
    goal.set(0, 1, Cell::Empty);
    goal.set(0, 2, Cell::Empty);
    return goal;
}

std::string letter_l_with(int number, const std::string& replacement) {
    return testing::replace_line(kLetterL, number, replacement);
}

::testing::AssertionResult xml_fails_at(const std::string& text, int line,
                                        std::initializer_list<std::string_view> words) {
    return fails_at(text, Format::Xml, line, words);
}

// <puzzle> with `height` rows of one block each and a single column clue.
std::string tall_puzzle(int height) {
    std::string text =
        "<puzzle>\n<clues type=\"columns\"><line><count>1</count></line></clues>\n"
        "<clues type=\"rows\">\n";
    for (int r = 0; r < height; ++r) text += "<line><count>1</count></line>\n";
    return text + "</clues>\n</puzzle>\n";
}

TEST(XmlFormat, ReadsAWebpbnExport) {
    const Puzzle p = parse_puzzle(kLetterL, Format::Xml, "l.xml");
    EXPECT_EQ(p.title, "L & co");  // surrounding blanks are layout, not title
    EXPECT_EQ(p.author, "nono");
    EXPECT_EQ(p.width, 3);
    EXPECT_EQ(p.height, 2);
    EXPECT_EQ(p.rows, (std::vector<Clue>{{1}, {3}}));
    EXPECT_EQ(p.columns, (std::vector<Clue>{{2}, {1}, {1}}));
    EXPECT_EQ(p.goal, letter_l_picture());
}

TEST(XmlFormat, ReadsABarePuzzleWithEmptyLinesAndCustomCharacters) {
    const std::string text =
        "<puzzle backgroundcolor=\"paper\" defaultcolor=\"ink\">\n"
        "  <color name=\"paper\" char=\"o\">fff</color><color name=\"ink\" char=\"#\">000</color>\n"
        "  <clues type=\"rows\"><line/><line> <count color=\"ink\"> 2 </count> </line></clues>\n"
        "  <clues type=\"columns\"><line><count>1</count></line><line><count>1</count></line></clues>\n"
        "  <solution type=\"saved\"><image>|##|\n|##|</image></solution>\n"
        "  <solution type=\"solution\"><image>|oo|\n|##|</image></solution>\n"
        "</puzzle>\n";
    const Puzzle p = parse_puzzle(text, Format::Xml, "bare.xml");
    EXPECT_EQ(p.rows, (std::vector<Clue>{{}, {2}}));
    Grid expected(2, 2, Cell::Filled);  // from the "solution" image; the "saved" one is ignored
    expected.set(0, 0, Cell::Empty);
    expected.set(0, 1, Cell::Empty);
    EXPECT_EQ(p.goal, expected);
}

// ---- refusals, each at its line ----

TEST(XmlFormat, RefusesMalformedXml) {
    EXPECT_TRUE(xml_fails_at("", 1, {"not well-formed XML"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(24, "</solutio>"), 24, {"not well-formed XML", "mismatch"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(16, "<line><count a=1>1</count></line>"), 16,
                             {"not well-formed XML", "attribute"}));
}

TEST(XmlFormat, RefusesTheWrongDocument) {
    EXPECT_TRUE(xml_fails_at("<?xml version=\"1.0\"?>\n<svg/>\n", 2,
                             {"expected <puzzleset> or <puzzle>, found <svg>"}));
    EXPECT_TRUE(xml_fails_at("\n<puzzleset>\n</puzzleset>\n", 2, {"the <puzzleset> holds no <puzzle>"}));
    EXPECT_TRUE(xml_fails_at("<puzzleset>\n<puzzle/>\n<puzzle/>\n</puzzleset>\n", 1,
                             {"holds 2 puzzles", "choose one by its position"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(4, "<puzzle type=\"triddler\">"), 4,
                             {"puzzle type 'triddler' is not supported"}));
}

TEST(XmlFormat, AThirdColourMakesAColourPuzzle) {
    // A third colour makes a colour puzzle, even when no clue uses it (the palette is kept
    // as the file gives it); black is still colour 1.
    const Puzzle listed = parse_puzzle(letter_l_with(9,
                                                     "<color name=\"black\" char=\"X\">000</color>\n"
                                                     "<color name=\"red\" char=\"r\">f00</color>"),
                                       Format::Xml, "l.xml");
    EXPECT_TRUE(is_colour_puzzle(listed));
    EXPECT_EQ(listed.goal, letter_l_picture());
    // A clue naming a colour no <color> defines is refused at its line.
    EXPECT_TRUE(xml_fails_at(letter_l_with(12, "<line>\n<count color=\"red\">1</count></line>"), 13,
                             {"column 2, block 1", "colour 'red' is not defined"}));
    // Naming the default colour explicitly is still black and white.
    const Puzzle p = parse_puzzle(letter_l_with(12, "<line><count color=\"black\">1</count></line>"),
                                  Format::Xml, "l.xml");
    EXPECT_EQ(p.columns[1], Clue{1});
}

TEST(XmlFormat, RefusesBadClueSections) {
    EXPECT_TRUE(xml_fails_at(letter_l_with(15, "<clues type=\"diagonal\">"), 15,
                             {"<clues> needs type=\"rows\" or type=\"columns\"", "\"diagonal\""}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(15, "<clues>"), 15, {"<clues> needs type"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(15, "<clues type=\"columns\">"), 15,
                             {"<clues type=\"columns\"> is given twice"}));
    EXPECT_TRUE(xml_fails_at(testing::replace_lines(kLetterL, 15, 18, ""), 4, {"no <clues type=\"rows\">"}));
    EXPECT_TRUE(
        xml_fails_at(testing::replace_lines(kLetterL, 10, 14, ""), 4, {"no <clues type=\"columns\">"}));
    EXPECT_TRUE(
        xml_fails_at(letter_l_with(12, "<row><count>1</count></row>"), 12, {"unexpected <row> in <clues>"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(12, "<line><block>1</block></line>"), 12,
                             {"unexpected <block> in <line>"}));
}

TEST(XmlFormat, RefusesBadCounts) {
    EXPECT_TRUE(
        xml_fails_at(letter_l_with(17, "<line><count></count></line>"), 17, {"row 2", "missing number"}));
    EXPECT_TRUE(
        xml_fails_at(letter_l_with(17, "<line><count>-3</count></line>"), 17, {"row 2", "'-3' is negative"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(11, "<line>\n<count>two</count></line>"), 12,
                             {"column 1", "'two' is not a number"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(11, "<line><count>123456789</count></line>"), 11,
                             {"column 1", "too large"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(13, "<line><count>0</count></line>"), 13,
                             {"column 3: block length 0", "leave the <line> empty"}));
}

TEST(XmlFormat, RefusesSidesOutsideTheCap) {
    EXPECT_TRUE(xml_fails_at("<puzzle>\n<clues type=\"rows\"/>\n<clues type=\"columns\"/>\n</puzzle>", 1,
                             {"the puzzle is 0x0", "each side must be in 1..1000"}));
    // Refused at the <clues> that has too many lines, before they are read.
    EXPECT_TRUE(xml_fails_at(tall_puzzle(1001), 3, {"<clues type=\"rows\"> has 1001 lines", "1..1000"}));
    EXPECT_TRUE(xml_fails_at(tall_puzzle(1000), 0, {"row clues fill 1000 cells but column clues fill 1"}));
}

TEST(XmlFormat, RefusesBadImages) {
    EXPECT_TRUE(xml_fails_at(testing::replace_lines(kLetterL, 20, 23, "<notimage/>"), 19,
                             {"<solution> has no <image>"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(22, "XXX"), 22, {"image rows must be written |...|"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(22, "|XXX"), 22, {"image rows must be written |...|"}));
    EXPECT_TRUE(xml_fails_at(testing::replace_lines(kLetterL, 21, 22, " \n"), 20, {"the <image> is empty"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(21, "||"), 20, {"the <image> size is outside 1..1000"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(22, "|XXXX|"), 22, {"image row 2 has 4 cells but row 1 has 3"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(22, "|X?X|"), 22, {"image row 2 has an undecided cell"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(21, "|X .|"), 21, {"image row 1 has an undecided cell"}));
    std::string huge = "|X..|";
    for (int r = 1; r < 1001; ++r) huge += "\n|X..|";
    EXPECT_TRUE(xml_fails_at(testing::replace_lines(kLetterL, 21, 22, huge), 20,
                             {"the <image> size is outside 1..1000"}));
}

TEST(XmlFormat, ReportsInvalidCluesAndGoalsAtTheirLine) {
    EXPECT_TRUE(xml_fails_at(letter_l_with(16, "<line><count>2</count><count>1</count></line>"), 16,
                             {"row 1: clue needs 4 cells but the line has 3"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(12, "<line><count>3</count></line>"), 12,
                             {"column 2: clue needs 3 cells but the line has 2"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(17, "<line><count>2</count></line>"), 0,
                             {"row clues fill 3 cells but column clues fill 4"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(22, "|X.X|"), 20, {"goal does not match the clues"}));
    EXPECT_TRUE(xml_fails_at(letter_l_with(22, "|XXX|\n|...|"), 20, {"goal is 3x3 but the puzzle is 3x2"}));
}

// ---- writing ----

// An oversize puzzle is refused at its <clues> or <line>, before the clues are read.
TEST(XmlFormat, RefusesAnOversizePuzzleAtItsClues) {
    std::string lines;
    for (int i = 0; i < 999; ++i) lines += "<line><count>1</count></line>";  // and the 2 after it
    EXPECT_TRUE(xml_fails_at(letter_l_with(15, "<clues type=\"rows\">" + lines), 15,
                             {"has 1001 lines", "1..1000"}));
    std::string counts;
    for (int i = 0; i < 501; ++i) counts += "<count>1</count>";
    EXPECT_TRUE(xml_fails_at(letter_l_with(16, "<line>" + counts + "</line>"), 16,
                             {"501 blocks", "at most 500"}));
}

// Lines are found once, not counted from the start for each element: errors far down a
// large file still name the right line.
TEST(XmlFormat, NamesTheLineOfAnErrorFarDownALargeFile) {
    std::string text = "<puzzleset><puzzle type=\"grid\">\n<clues type=\"columns\">\n";
    for (int i = 0; i < 900; ++i) text += "<line><count>1</count></line>\n";
    text += "</clues>\n<clues type=\"rows\">\n";
    for (int i = 0; i < 899; ++i) text += "<line><count>1</count></line>\n";
    text += "<line><count>x</count></line>\n</clues></puzzle></puzzleset>\n";
    EXPECT_TRUE(xml_fails_at(text, 2 + 900 + 2 + 899 + 1, {"row 900", "'x' is not a number"}));
}

TEST(XmlFormat, WritesAWebpbnDocument) {
    Puzzle p = parse_puzzle(kLetterL, Format::Xml, "l.xml");
    const std::string text = write_puzzle(p, Format::Xml);
    for (const char* part :
         {"<puzzleset>", "<puzzle type=\"grid\" defaultcolor=\"black\">", "<title>L &amp; co</title>",
          "<clues type=\"columns\">", "<count>3</count>", "<solution type=\"goal\">", "|X..|\n", "|XXX|\n"})
        EXPECT_NE(text.find(part), std::string::npos) << part << " missing from\n" << text;
}

TEST(XmlFormat, RoundTripsHandWrittenPuzzles) {
    const std::vector<std::string> titles = {
        "", "\"quoted\" & 'single'", "<tag attr=\"v\">", "]]> &amp; &#65;",
        "caf\xC3\xA9 \xE2\x98\x85 \xE6\x97\xA5", "tab\there", "two\nlines",
        "carriage\rreturn\r\nand newline", "blank & lines"};
    EXPECT_TRUE(testing::titles_round_trip(parse_puzzle(kLetterL, Format::Xml, "l.xml"), Format::Xml, titles));
    // XML 1.0 cannot hold a bell: it is dropped, on writing and on reading alike.
    Puzzle bell = parse_puzzle(kLetterL, Format::Xml, "l.xml");
    bell.title = "bell\x07";
    EXPECT_EQ(parse_puzzle(write_puzzle(bell, Format::Xml), Format::Xml, "l.xml").title, "bell");
}

TEST(XmlFormat, RoundTripsRandomPuzzles) {
    EXPECT_TRUE(testing::random_puzzles_round_trip(Format::Xml, 7001));
}

}  // namespace
}  // namespace nono
