// nono's JSON puzzle form: what the reader accepts, every way it refuses input (with the line
// of the offending value), and that the writer's output reads back as the same puzzle.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>

#include "nono/io.hpp"
#include "support/io_checks.hpp"

namespace nono {
namespace {

using testing::fails_at;
using testing::reread;

// A 3x2 "L": row 1 "#--", row 2 "###".
const std::string kLetterL =
    "{\n"                        // 1
    "  \"title\": \"L\",\n"      // 2
    "  \"author\": \"nono\",\n"  // 3
    "  \"width\": 3,\n"          // 4
    "  \"height\": 2,\n"         // 5
    "  \"rows\": [\n"            // 6
    "    [1],\n"                 // 7
    "    [3]\n"                  // 8
    "  ],\n"                     // 9
    "  \"columns\": [\n"         // 10
    "    [2],\n"                 // 11
    "    [1],\n"                 // 12
    "    [1]\n"                  // 13
    "  ],\n"                     // 14
    "  \"solution\": [\n"        // 15
    "    \"#--\",\n"             // 16
    "    \"###\"\n"              // 17
    "  ]\n"                      // 18
    "}\n";                       // 19

std::string letter_l_with(int number, const std::string& replacement) {
    return testing::replace_line(kLetterL, number, replacement);
}

::testing::AssertionResult json_fails_at(const std::string& text, int line,
                                         std::initializer_list<std::string_view> words) {
    return fails_at(text, Format::Json, line, words);
}

TEST(JsonFormat, ReadsAPuzzleWithEveryField) {
    const Puzzle p = parse_puzzle(kLetterL, Format::Json, "l.json");
    Grid goal(3, 2, Cell::Filled);
    goal.set(0, 1, Cell::Empty);
    goal.set(0, 2, Cell::Empty);
    Puzzle expected = puzzle_from_grid(goal, "L");
    expected.author = "nono";
    EXPECT_EQ(p, expected);
}

TEST(JsonFormat, ReadsTheMinimalFormAndEmptyLines) {
    const Puzzle p = parse_puzzle(
        R"({"rows":[[0],[],[0,2,0]],"columns":[[1],[1]],"note":{"ignored":[true,null]},"title":"caf\u00e9 \"x\""})",
        Format::Json, "m.json");
    EXPECT_EQ(p.width, 2);
    EXPECT_EQ(p.height, 3);
    EXPECT_EQ(p.rows, (std::vector<Clue>{{}, {}, {2}}));
    EXPECT_EQ(p.title, "caf\xC3\xA9 \"x\"");
    EXPECT_TRUE(p.author.empty());
    EXPECT_FALSE(p.goal.has_value());
}

TEST(JsonFormat, ReadsOtherPictureCharactersInTheSolution) {
    const Puzzle p = parse_puzzle(testing::replace_line(letter_l_with(16, "    \"X..\","), 17, "    \"1*x\""),
                                  Format::Json, "l.json");
    EXPECT_EQ(p.goal, parse_puzzle(kLetterL, Format::Json, "l.json").goal);
}

// ---- refusals, each at its line ----

TEST(JsonFormat, RefusesInvalidJson) {
    EXPECT_TRUE(json_fails_at("", 1, {"not valid JSON", "unexpected end of input"}));
    EXPECT_TRUE(json_fails_at(letter_l_with(12, "    [1,,],"), 12, {"not valid JSON", "unexpected ','"}));
    EXPECT_TRUE(json_fails_at(letter_l_with(14, "  ]"), 15, {"not valid JSON"}));  // missing comma
    EXPECT_TRUE(json_fails_at(kLetterL + "\n{}", 21, {"not valid JSON", "expected end of input"}));
    EXPECT_TRUE(json_fails_at(letter_l_with(2, "  \"title\": \"\xFF\","), 2, {"not valid JSON", "UTF-8"}));
    EXPECT_TRUE(json_fails_at(letter_l_with(2, "  \"title\": 'L',"), 2, {"not valid JSON"}));
}

TEST(JsonFormat, RefusesDeepNesting) {
    EXPECT_TRUE(
        json_fails_at(letter_l_with(3, "  \"deep\": " + std::string(40, '[') + std::string(40, ']') + ","), 3,
                      {"JSON nested too deeply"}));
}

TEST(JsonFormat, RefusesTheWrongShape) {
    EXPECT_TRUE(json_fails_at("\n[1,\n2]", 2, {"expected a JSON object with \"rows\" and \"columns\""}));
    // A missing field is reported at the object that lacks it.
    EXPECT_TRUE(json_fails_at(testing::replace_lines(kLetterL, 6, 9, ""), 1, {"no \"rows\" given"}));
    EXPECT_TRUE(json_fails_at(testing::replace_lines(kLetterL, 10, 14, ""), 1, {"no \"columns\" given"}));
    EXPECT_TRUE(json_fails_at(testing::replace_lines(kLetterL, 6, 9, "  \"rows\": {\"1\": [1]},"), 6,
                              {"\"rows\" must be a list of clues"}));
    EXPECT_TRUE(
        json_fails_at(letter_l_with(12, "    1,"), 12, {"column 2: a clue must be a list of block lengths"}));
    EXPECT_TRUE(json_fails_at(letter_l_with(2, "  \"title\": [\"L\"],"), 2, {"\"title\" must be a string"}));
    EXPECT_TRUE(json_fails_at(letter_l_with(3, "  \"author\": null,"), 3, {"\"author\" must be a string"}));
}

TEST(JsonFormat, RefusesTooManyClues) {
    std::string rows = "  \"rows\": [";
    for (int r = 0; r < 1001; ++r) rows += r ? ",[1]" : "[1]";
    EXPECT_TRUE(json_fails_at(testing::replace_lines(kLetterL, 6, 9, rows + "],"), 6,
                              {"\"rows\" has 1001 clues", "capped at 1000"}));
}

TEST(JsonFormat, RefusesBadBlockLengths) {
    EXPECT_TRUE(json_fails_at(letter_l_with(8, "    [2000000]"), 8, {"row 2: 2000000 is too large"}));
    EXPECT_TRUE(json_fails_at(letter_l_with(8, "    [-1]"), 8, {"row 2: -1 is negative"}));
    EXPECT_TRUE(
        json_fails_at(letter_l_with(8, "    [1.5]"), 8, {"row 2: expected a whole number, found 1.5"}));
    EXPECT_TRUE(
        json_fails_at(letter_l_with(8, "    [\"3\"]"), 8, {"row 2: expected a whole number", "\"3\""}));
    EXPECT_TRUE(json_fails_at(letter_l_with(12, "    [null],"), 12,
                              {"column 2: expected a whole number, found null"}));
    EXPECT_TRUE(json_fails_at(letter_l_with(12, "    [1,\n    [1]],"), 13,
                              {"column 2: expected a whole number, found [1]"}));
}

TEST(JsonFormat, RefusesSizesThatDisagreeWithTheClues) {
    EXPECT_TRUE(
        json_fails_at(letter_l_with(4, "  \"width\": 4,"), 4, {"width is 4 but there are 3 column clues"}));
    EXPECT_TRUE(
        json_fails_at(letter_l_with(5, "  \"height\": 3,"), 5, {"height is 3 but there are 2 row clues"}));
    EXPECT_TRUE(json_fails_at(letter_l_with(4, "  \"width\": -3,"), 4, {"width: -3 is negative"}));
    EXPECT_TRUE(
        json_fails_at(letter_l_with(5, "  \"height\": \"2\","), 5, {"height: expected a whole number"}));
    EXPECT_TRUE(json_fails_at(testing::replace_lines(kLetterL, 5, 9, "  \"rows\": [],"), 0,
                              {"height 0 is outside 1..1000"}));
}

TEST(JsonFormat, RefusesBadSolutions) {
    EXPECT_TRUE(json_fails_at(testing::replace_lines(kLetterL, 15, 18, "  \"solution\": \"#--###\""), 15,
                              {"\"solution\" must be a list of picture rows"}));
    EXPECT_TRUE(json_fails_at(testing::replace_lines(kLetterL, 15, 18, "  \"solution\": []"), 15,
                              {"\"solution\" must be a list of picture rows"}));
    EXPECT_TRUE(json_fails_at(letter_l_with(17, "    [\"###\"]"), 17, {"solution row 2 must be a string"}));
    EXPECT_TRUE(
        json_fails_at(letter_l_with(17, "    \"##\""), 17, {"picture row 2 has 2 cells but row 1 has 3"}));
    EXPECT_TRUE(
        json_fails_at(letter_l_with(16, "    \"#?-\","), 16, {"picture row 1: unexpected character '?'"}));
    EXPECT_TRUE(json_fails_at(letter_l_with(16, "    \"#\\t-\","), 16, {"picture row 1", "byte 0x09"}));
    EXPECT_TRUE(json_fails_at(letter_l_with(16, "    \"" + std::string(1001, '#') + "\","), 16,
                              {"the picture is larger than 1000 cells a side"}));
}

TEST(JsonFormat, ReportsInvalidCluesAndGoalsAtTheirLine) {
    EXPECT_TRUE(
        json_fails_at(letter_l_with(8, "    [2, 2]"), 8, {"row 2: clue needs 5 cells but the line has 3"}));
    EXPECT_TRUE(json_fails_at(letter_l_with(13, "    [1, 1]"), 13,
                              {"column 3: clue needs 3 cells but the line has 2"}));
    EXPECT_TRUE(json_fails_at(letter_l_with(11, "    [5000],"), 11,
                              {"column 1: block length 5000 exceeds the line"}));
    EXPECT_TRUE(
        json_fails_at(letter_l_with(8, "    [2]"), 0, {"row clues fill 3 cells but column clues fill 4"}));
    EXPECT_TRUE(json_fails_at(letter_l_with(17, "    \"#-#\""), 15, {"goal does not match the clues"}));
    EXPECT_TRUE(
        json_fails_at(letter_l_with(17, "    \"###\", \"---\""), 15, {"goal is 3x3 but the puzzle is 3x2"}));
}

// ---- writing ----

TEST(JsonFormat, WritesEveryFieldAsJson) {
    Puzzle p = parse_puzzle(kLetterL, Format::Json, "l.json");
    p.rows[0] = {};
    p.columns = {{1}, {1}, {1}};
    p.goal->set(0, 0, Cell::Empty);
    p.title = "a \"b\" \\ c\n";
    const auto doc = nlohmann::json::parse(write_puzzle(p, Format::Json));
    EXPECT_EQ(doc.at("title"), p.title);
    EXPECT_EQ(doc.at("author"), "nono");
    EXPECT_EQ(doc.at("width"), 3);
    EXPECT_EQ(doc.at("height"), 2);
    EXPECT_EQ(doc.at("rows"), nlohmann::json::parse("[[],[3]]"));
    EXPECT_EQ(doc.at("columns"), nlohmann::json::parse("[[1],[1],[1]]"));
    EXPECT_EQ(doc.at("solution"), nlohmann::json::parse(R"(["---","###"])"));
    p.title.clear();
    p.author.clear();
    p.goal.reset();
    const auto bare = nlohmann::json::parse(write_puzzle(p, Format::Json));
    EXPECT_FALSE(bare.contains("title"));
    EXPECT_FALSE(bare.contains("author"));
    EXPECT_FALSE(bare.contains("solution"));
}

TEST(JsonFormat, WritesInvalidUtf8AsReplacementCharacters) {
    Puzzle p = parse_puzzle(kLetterL, Format::Json, "l.json");
    p.title = "Latin-1 caf\xE9";
    EXPECT_EQ(reread(p, Format::Json).title, "Latin-1 caf\xEF\xBF\xBD");
}

TEST(JsonFormat, RoundTripsHandWrittenPuzzles) {
    const std::vector<std::string> titles = {
        "", "\"quoted\" & 'single'", "back\\slash \\u0041",
        "caf\xC3\xA9 \xE2\x98\x85 \xF0\x9F\x98\x80", "tab\there", "two\nlines\r\n", "  padded  ",
        std::string("nul\0byte", 8), "bell\x07", "blank lines"};
    EXPECT_TRUE(testing::titles_round_trip(parse_puzzle(kLetterL, Format::Json, "l.json"), Format::Json, titles));
}

TEST(JsonFormat, RoundTripsRandomPuzzles) {
    EXPECT_TRUE(testing::random_puzzles_round_trip(Format::Json, 4242));
}

}  // namespace
}  // namespace nono
