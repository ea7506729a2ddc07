// Simpson's .non format: what the reader accepts, every way it refuses input (with the line),
// and that the writer's output reads back as the same puzzle.
#include <gtest/gtest.h>

#include <string>

#include "nono/io.hpp"
#include "support/io_checks.hpp"

namespace nono {
namespace {

using testing::fails_at;
using testing::reread;

// A 3x2 "L": row 1 "#--", row 2 "###".
const std::string kLetterL =
    "title \"L\"\n"  // 1
    "width 3\n"      // 2
    "height 2\n"     // 3
    "\n"             // 4
    "rows\n"         // 5
    "1\n"            // 6
    "3\n"            // 7
    "\n"             // 8
    "columns\n"      // 9
    "2\n"            // 10
    "1\n"            // 11
    "1\n";           // 12

Puzzle letter_l() {
    Puzzle p;
    p.width = 3;
    p.height = 2;
    p.rows = {{1}, {3}};
    p.columns = {{2}, {1}, {1}};
    p.title = "L";
    return p;
}

::testing::AssertionResult non_fails_at(const std::string& text, int line,
                                        std::initializer_list<std::string_view> words) {
    return fails_at(text, Format::Non, line, words);
}

std::string letter_l_with(int number, const std::string& replacement) {
    return testing::replace_line(kLetterL, number, replacement);
}

TEST(NonFormat, ReadsAPlainPuzzle) {
    EXPECT_EQ(parse_puzzle(kLetterL, Format::Non, "l.non"), letter_l());
}

TEST(NonFormat, ReadsTheFormatsLooserForms) {
    const std::string text =
        "# a comment line\r\n"
        "catalogue \"webpbn #1\"\r\n"
        "by \"Steve &amp; Co\"\r\n"
        "Title \"L\"\r\n"
        "COLUMNS 3\r\n"  // "columns N" and "rows N" give the sizes
        "rows 2\r\n"
        "copyright \"nobody\"\r\n"
        "Rows\r\n"
        "  1  \r\n"
        "\r\n"
        "3\r\n"
        "columns\r\n"
        "2\r\n"
        "1, 0 ,0\r\n"  // zero blocks are how an empty line is written; spaces and commas both separate
        "1\r\n"
        "goal \"100 111\"\r\n";
    Puzzle expected = letter_l();
    expected.author = "Steve & Co";
    expected.properties = {{"catalogue", "webpbn #1"}, {"copyright", "nobody"}};
    expected.goal = Grid(3, 2, Cell::Filled);
    expected.goal->set(0, 1, Cell::Empty);
    expected.goal->set(0, 2, Cell::Empty);
    EXPECT_EQ(parse_puzzle(text, Format::Non, "l.non"), expected);
}

TEST(NonFormat, ReadsEmptyLinesAndAnUnquotedGoal) {
    const Puzzle p =
        parse_puzzle("width 2\nheight 2\nrows\n0\n2\ncolumns\n1\n1\ngoal 0011\n", Format::Non, "e.non");
    EXPECT_EQ(p.rows, (std::vector<Clue>{{}, {2}}));
    ASSERT_TRUE(p.goal.has_value());
    EXPECT_EQ(p.goal->at(0, 0), Cell::Empty);
    EXPECT_EQ(p.goal->at(1, 1), Cell::Filled);
}

TEST(NonFormat, DecodesCharacterReferencesInProperties) {
    const Puzzle p = parse_puzzle(letter_l_with(1,
                                                "title \"&quot;Caf&#233;&quot; &lt;&#x2605;&gt; &#x1F600;&apos;&amp;"
                                                " &bogus; &#; &#xZZ; & a\""),
                                  Format::Non, "l.non");
    EXPECT_EQ(p.title, "\"Caf\xC3\xA9\" <\xE2\x98\x85> \xF0\x9F\x98\x80'& &bogus; &#; &#xZZ; & a");
}

// ---- refusals, each at its line ----

TEST(NonFormat, RefusesBadSizes) {
    EXPECT_TRUE(non_fails_at(letter_l_with(2, "width"), 2, {"width", "missing number"}));
    EXPECT_TRUE(non_fails_at(letter_l_with(2, "width -3"), 2, {"width", "'-3' is negative"}));
    EXPECT_TRUE(non_fails_at(letter_l_with(2, "width three"), 2, {"width", "'three' is not a number"}));
    EXPECT_TRUE(non_fails_at(letter_l_with(3, "height 123456789"), 3, {"height", "too large"}));
    EXPECT_TRUE(non_fails_at(letter_l_with(2, "width 0"), 2, {"width 0 is outside 1..1000"}));
    EXPECT_TRUE(non_fails_at(letter_l_with(3, "height 1001"), 3, {"height 1001 is outside 1..1000"}));
}

TEST(NonFormat, RefusesASizeGivenTwice) {
    EXPECT_TRUE(
        non_fails_at(letter_l_with(3, "height 2\nwidth 3"), 4, {"width is given twice", "first on line 2"}));
    EXPECT_TRUE(
        non_fails_at(letter_l_with(3, "height 2\nrows 2"), 4, {"height is given twice", "first on line 3"}));
}

TEST(NonFormat, RefusesBadClueTokens) {
    EXPECT_TRUE(non_fails_at(letter_l_with(7, "1,x"), 7, {"row 2", "'x' is not a number"}));
    EXPECT_TRUE(non_fails_at(letter_l_with(7, "1.5"), 7, {"row 2", "'1.5' is not a number"}));
    EXPECT_TRUE(non_fails_at(letter_l_with(11, "1,-1"), 11, {"column 2", "'-1' is negative"}));
    EXPECT_TRUE(non_fails_at(letter_l_with(10, "99999999"), 10, {"column 1", "too large"}));
}

TEST(NonFormat, RefusesColourPuzzles) {
    EXPECT_TRUE(non_fails_at(letter_l_with(4, "color a red"), 4, {"the .non format has no colours"}));
    EXPECT_TRUE(
        non_fails_at(letter_l_with(4, "colour a #ff0000"), 4, {"the .non format has no colours"}));
    EXPECT_TRUE(
        non_fails_at(letter_l_with(6, "1a"), 6, {"the .non format has no colours", "row 1", "'1a'"}));
    EXPECT_TRUE(non_fails_at(letter_l_with(11, "1,2b"), 11,
                             {"the .non format has no colours", "column 2", "'2b'"}));
}

TEST(NonFormat, RefusesMisplacedSections) {
    EXPECT_TRUE(non_fails_at("width 1\nrows\n1\nheight 1\ncolumns\n1\n", 2,
                             {"'rows' comes before 'height'", "number of clues is unknown"}));
    EXPECT_TRUE(
        non_fails_at("height 1\nrows\n1\ncolumns\n1\nwidth 1\n", 4, {"'columns' comes before 'width'"}));
    EXPECT_TRUE(non_fails_at(kLetterL + "rows\n1\n3\n", 13, {"'rows' is given twice"}));
    EXPECT_TRUE(non_fails_at(kLetterL + "\ncolumns\n", 14, {"'columns' is given twice"}));
}

TEST(NonFormat, RefusesMissingAndStrayClues) {
    // Too few column clues: the file ends inside the section (reported at its last line).
    EXPECT_TRUE(
        non_fails_at(letter_l_with(12, "\n\n"), 14, {"expected 3 column clues, found 2", "end of the file"}));
    // A word where a clue should be.
    EXPECT_TRUE(non_fails_at(
        letter_l_with(7, "columns"), 7,
        {"expected 2 row clues, found 1", "write 0 for an empty line", "'columns' is not a clue"}));
    // One clue too many.
    EXPECT_TRUE(non_fails_at(letter_l_with(7, "3\n1"), 8, {"a clue outside a 'rows' or 'columns' section"}));
    EXPECT_TRUE(non_fails_at("2\n" + kLetterL, 1, {"a clue outside"}));
}

TEST(NonFormat, RefusesAFileMissingAPart) {
    EXPECT_TRUE(non_fails_at("", 0, {"no 'width' given"}));
    EXPECT_TRUE(non_fails_at("title \"x\"\nheight 1\nrows\n1\n", 0, {"no 'width' given"}));
    EXPECT_TRUE(non_fails_at("width 1\nrows 1\n", 0, {"no 'rows' given"}));
    EXPECT_TRUE(non_fails_at("width 1\n", 0, {"no 'height' given"}));
    EXPECT_TRUE(non_fails_at("width 1\nheight 1\nrows\n1\n", 0, {"no 'columns' given"}));
}

TEST(NonFormat, RefusesBadGoals) {
    EXPECT_TRUE(non_fails_at(kLetterL + "goal 100111\ngoal 100111\n", 14, {"'goal' is given twice"}));
    EXPECT_TRUE(non_fails_at("goal 1\nwidth 1\nheight 1\nrows\n1\ncolumns\n1\n", 1,
                             {"'goal' comes before 'width' and 'height'"}));
    EXPECT_TRUE(non_fails_at(kLetterL + "goal \"100?11\"\n", 13, {"goal: unexpected character '?'"}));
    EXPECT_TRUE(non_fails_at(kLetterL + "goal 100\x07"
                                        "11\n",
                             13, {"goal", "byte 0x07"}));
    EXPECT_TRUE(non_fails_at(kLetterL + "goal 10011\n", 13, {"goal has 5 cells but the puzzle has 6"}));
    EXPECT_TRUE(non_fails_at(kLetterL + "goal 1001110\n", 13, {"goal has 7 cells but the puzzle has 6"}));
    EXPECT_TRUE(non_fails_at(kLetterL + "goal 111100\n", 13, {"goal does not match the clues"}));
}

TEST(NonFormat, ReportsInvalidCluesAtTheirLine) {
    EXPECT_TRUE(non_fails_at(letter_l_with(7, "2,1"), 7, {"row 2: clue needs 4 cells but the line has 3"}));
    EXPECT_TRUE(
        non_fails_at(letter_l_with(11, "3"), 11, {"column 2: clue needs 3 cells but the line has 2"}));
    EXPECT_TRUE(
        non_fails_at(letter_l_with(10, "5000"), 10, {"column 1: block length 5000 exceeds the line"}));
    // Unequal totals belong to no single line.
    EXPECT_TRUE(non_fails_at(letter_l_with(7, "2"), 0, {"row clues fill 3 cells but column clues fill 4"}));
}

// ---- writing ----

TEST(NonFormat, WritesTheCanonicalForm) {
    Puzzle p = letter_l();
    p.rows[0] = {};
    p.columns = {{1}, {1}, {1}};
    p.title = "Say \"hi\" & go";
    p.author = "A\nB";
    p.goal = Grid(3, 2, Cell::Empty);
    for (int c = 0; c < 3; ++c) p.goal->set(1, c, Cell::Filled);
    EXPECT_EQ(write_puzzle(p, Format::Non),
              "title \"Say &quot;hi&quot; &amp; go\"\n"
              "by \"A&#10;B\"\n"
              "width 3\nheight 2\n\nrows\n0\n3\n\ncolumns\n1\n1\n1\n\ngoal \"000111\"\n");
}

TEST(NonFormat, RoundTripsHandWrittenPuzzles) {
    Puzzle p = letter_l();
    for (const std::string title :
         {"", "\"quoted\"", "Tom & Jerry", "&amp; stays literal", "caf\xC3\xA9 \xE2\x98\x85 \xE6\x97\xA5",
          "tab\there", "two\nlines\r\n", "  padded  ", "#not a comment", "a;b&c;"}) {
        p.title = title;
        p.author = title;
        EXPECT_EQ(reread(p, Format::Non), p) << title;
    }
    Puzzle empty_lines;
    empty_lines.width = 4;
    empty_lines.height = 3;
    empty_lines.rows = {{}, {1, 1}, {}};
    empty_lines.columns = {{}, {1}, {}, {1}};
    empty_lines.goal = Grid(4, 3, Cell::Empty);
    empty_lines.goal->set(1, 1, Cell::Filled);
    empty_lines.goal->set(1, 3, Cell::Filled);
    EXPECT_EQ(reread(empty_lines, Format::Non), empty_lines);
    Puzzle blank = puzzle_from_grid(Grid(5, 1, Cell::Empty));
    EXPECT_EQ(reread(blank, Format::Non), blank);
}

TEST(NonFormat, RoundTripsRandomPuzzles) {
    EXPECT_TRUE(testing::random_puzzles_round_trip(Format::Non, 20261123));
}

}  // namespace
}  // namespace nono
