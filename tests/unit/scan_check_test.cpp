// The solver's check of a scanned reading (src/scan/check.hpp): a reading that fits is kept,
// a misread number is mended from the reader's alternatives, a split or a merge, what was
// changed is said, and a reading nothing mends is reported inconsistent with its lines named.
// The mending asks the totals (rows' and columns' per colour must agree) which changes can
// help: two numbers joined past the cutter's rule, a number the bands missed added where they
// leave room, a clean number dropped, a number given another colour, a line read empty filled.
#include <gtest/gtest.h>

#include "nono/io.hpp"
#include "nono/puzzle.hpp"
#include "nono/solver.hpp"
#include "scan/check.hpp"
#include "support/picture_puzzle.hpp"

namespace {

using nono::Puzzle;
using nono::testing::picture_puzzle;
using nono::scan::check_reading;
using nono::scan::NumberReading;

// A 5x5 picture with a unique solution: a plus sign with a full middle row.
//   --#--
//   --#--
//   #####
//   --#--
//   --#--
Puzzle plus_base() {
    Puzzle base;
    base.width = 5;
    base.height = 5;
    return base;
}

std::vector<NumberReading> plus_reading() {
    std::vector<NumberReading> numbers;
    const int rows[] = {1, 1, 5, 1, 1};
    for (int r = 0; r < 5; ++r) numbers.push_back({false, r, rows[r], 1, 0.99, {}, std::nullopt, 0, 0, false});
    const int columns[] = {1, 1, 5, 1, 1};
    for (int c = 0; c < 5; ++c) numbers.push_back({true, c, columns[c], 1, 0.99, {}, std::nullopt, 0, 0, false});
    return numbers;
}

TEST(ScanCheck, KeepsAReadingThatIsUnique) {
    const auto checked = check_reading(plus_base(), plus_reading(), 0.9, 100, {1000});
    EXPECT_TRUE(checked.consistent);
    EXPECT_EQ(checked.verdict, nono::Verdict::Unique);
    EXPECT_TRUE(checked.changes.empty());
    EXPECT_EQ(checked.tried, 1);
}

TEST(ScanCheck, MendsAMisreadDigitFromItsAlternatives) {
    std::vector<NumberReading> numbers = plus_reading();
    numbers[2].value = 6;  // the middle row's 5 read as 6: longer than the line
    numbers[2].confidence = 0.55;
    numbers[2].alternatives = {{8, 0.5}, {5, 0.4}};
    const auto checked = check_reading(plus_base(), numbers, 0.9, 100, {1000});
    EXPECT_TRUE(checked.consistent);
    EXPECT_EQ(checked.verdict, nono::Verdict::Unique);
    ASSERT_EQ(checked.changes.size(), 1u);
    EXPECT_EQ(checked.changes[0], "row 3, the number read as 6: 5");
    EXPECT_EQ(checked.values[2], std::vector<int>{5});
}

TEST(ScanCheck, SplitsANumberReadAsOneWhenTheTotalsSaySo) {
    // The plus sign with one more cell, top left; its first row's "1 1" read as 11 (the
    // digits close together).
    //   #-#--
    //   --#--
    //   #####
    //   --#--
    //   --#--
    Puzzle base = plus_base();
    std::vector<NumberReading> numbers;
    const std::vector<std::vector<int>> rows{{1, 1}, {1}, {5}, {1}, {1}};
    const std::vector<std::vector<int>> columns{{1, 1}, {1}, {5}, {1}, {1}};
    for (int r = 0; r < 5; ++r)
        for (int v : rows[static_cast<std::size_t>(r)]) numbers.push_back({false, r, v, 1, 0.99, {}, std::nullopt, 0, 0, false});
    for (int c = 0; c < 5; ++c)
        for (int v : columns[static_cast<std::size_t>(c)]) numbers.push_back({true, c, v, 1, 0.99, {}, std::nullopt, 0, 0, false});
    // The first row's two numbers read as one.
    numbers.erase(numbers.begin() + 1);
    numbers[0].value = 11;
    numbers[0].confidence = 0.95;
    numbers[0].split = std::pair<int, int>{1, 1};
    numbers[0].split_likelihood = 0.1;
    const auto checked = check_reading(base, numbers, 0.9, 100, {1000});
    EXPECT_TRUE(checked.consistent);
    EXPECT_EQ(checked.values[0], (std::vector<int>{1, 1}));
    ASSERT_EQ(checked.changes.size(), 1u);
    EXPECT_EQ(checked.changes[0], "row 1, the number read as 11: split into 1 1");
}

TEST(ScanCheck, NamesTheLinesOfAReadingNothingMends) {
    std::vector<NumberReading> numbers = plus_reading();
    // Every row's number read as 9, sure of each: no alternative offered, no split, clean
    // glyphs; more numbers wrong than the check changes at once.
    for (int r = 0; r < 5; ++r) numbers[static_cast<std::size_t>(r)].value = 9;
    const auto checked = check_reading(plus_base(), numbers, 0.9, 100, {1000});
    EXPECT_FALSE(checked.consistent);
    ASSERT_FALSE(checked.problems.empty());
    EXPECT_EQ(checked.problems[0], "row 1: clue needs 9 cells but the line has 5");
    EXPECT_TRUE(checked.changes.empty());
}

TEST(ScanCheck, TriesNoMoreReadingsThanItsBudget) {
    std::vector<NumberReading> numbers = plus_reading();
    numbers[2].value = 9;
    for (NumberReading& n : numbers) n.alternatives = {{2, 0.5}, {3, 0.4}, {4, 0.3}};
    const auto checked = check_reading(plus_base(), numbers, 0.9, 7, {1000});
    EXPECT_LE(checked.tried, 7);
}

// A puzzle's numbers read right, sure of each, in the reader's order (rows, then columns).
std::vector<NumberReading> read_right(const Puzzle& puzzle) {
    std::vector<NumberReading> numbers;
    for (const bool column : {false, true}) {
        const auto& lines = column ? puzzle.columns : puzzle.rows;
        for (std::size_t l = 0; l < lines.size(); ++l)
            for (std::size_t k = 0; k < lines[l].size(); ++k) {
                NumberReading n{column, static_cast<int>(l), lines[l][k], 1, 0.99, {}, std::nullopt, 0, 0, false};
                if (!puzzle.palette.empty()) n.colour = (column ? puzzle.column_colours : puzzle.row_colours)[l][k];
                numbers.push_back(n);
            }
    }
    return numbers;
}

Puzzle base_of(const Puzzle& puzzle) {
    Puzzle base;
    base.width = puzzle.width;
    base.height = puzzle.height;
    base.palette = puzzle.palette;
    return base;
}

std::size_t find_number(const std::vector<NumberReading>& numbers, bool column, int line, int value) {
    for (std::size_t i = 0; i < numbers.size(); ++i)
        if (numbers[i].column == column && numbers[i].line == line && numbers[i].value == value) return i;
    ADD_FAILURE() << "no number " << value << " in line " << line;
    return 0;
}

bool same_clues(const Puzzle& a, const Puzzle& b) {
    return a.rows == b.rows && a.columns == b.columns && a.row_colours == b.row_colours && a.column_colours == b.column_colours;
}

// A triangle: row r has r + 1 cells filled from the left; unique.
Puzzle triangle() { return nono::testing::triangle_puzzle(12); }

TEST(ScanCheck, JoinsTwoNumbersReadApartPastTheCuttersRule) {
    const Puzzle puzzle = triangle();
    std::vector<NumberReading> numbers = read_right(puzzle);
    // The last row's 12 cut into a 1 and a 2, further apart than the bands join (no merge
    // likelihood), though closer than any two numbers of a line.
    const std::size_t i = find_number(numbers, false, 11, 12);
    numbers[i].value = 1;
    numbers[i].merge_past = 0.2;
    NumberReading two = numbers[i];
    two.value = 2;
    two.merge_past = -1;
    numbers.insert(numbers.begin() + static_cast<std::ptrdiff_t>(i) + 1, two);
    const auto checked = check_reading(base_of(puzzle), numbers, 0.9, 100, {1000});
    EXPECT_TRUE(checked.consistent);
    EXPECT_EQ(checked.verdict, nono::Verdict::Unique);
    ASSERT_EQ(checked.changes.size(), 1u);
    EXPECT_EQ(checked.changes[0], "row 12, the number read as 1: joined with the next number, 2");
    EXPECT_EQ(checked.values[i], std::vector<int>{12});
    EXPECT_TRUE(checked.values[i + 1].empty());
}

TEST(ScanCheck, JoinsTwoNumbersOfARowStandingMuchNearerThanItsBandsSteps) {
    const Puzzle puzzle = triangle();
    std::vector<NumberReading> numbers = read_right(puzzle);
    for (NumberReading& n : numbers) n.room_before = 1;
    // The last row's 12 cut into a 1 and a 2 set far apart (full-width digits: far past the
    // cutter's rule), but at half the step the band's numbers usually stand at.
    const std::size_t i = find_number(numbers, false, 11, 12);
    numbers[i].value = 1;
    numbers[i].merge_past = 2;
    NumberReading two = numbers[i];
    two.value = 2;
    two.merge_past = -1;
    two.room_before = 0.45;
    numbers.insert(numbers.begin() + static_cast<std::ptrdiff_t>(i) + 1, two);
    const auto checked = check_reading(base_of(puzzle), numbers, 0.9, 20, {1000});
    EXPECT_EQ(checked.verdict, nono::Verdict::Unique);
    ASSERT_EQ(checked.changes.size(), 1u);
    EXPECT_EQ(checked.changes[0], "row 12, the number read as 1: joined with the next number, 2");
    // In a column's band two numbers side by side stand at no step at all: that says nothing.
    for (NumberReading& n : numbers) n.column = !n.column;
    const auto columns = check_reading(base_of(puzzle), numbers, 0.9, 20, {1000});
    EXPECT_TRUE(columns.changes.empty() || columns.changes[0] != "column 12, the number read as 1: joined with the next number, 2");
}

TEST(ScanCheck, ReadsATwoDigitNumberAsOneOfItsDigitsWhenTheOtherIsAStrayMark) {
    const Puzzle puzzle = triangle();
    std::vector<NumberReading> numbers = read_right(puzzle);
    // Rows 3 and 5 (a 3 and a 5) each read with a mark beside it as a two-digit number, too
    // long for its line: the reader is sure of both digits, and neither is two numbers.
    for (const auto& [row, value] : {std::pair{2, 3}, std::pair{4, 5}}) {
        NumberReading& n = numbers[find_number(numbers, false, row, value)];
        n.value = 10 + value;
        n.split = std::pair<int, int>{1, value};
        n.split_likelihood = 0;
    }
    const auto checked = check_reading(base_of(puzzle), numbers, 0.9, 100, {1000});
    EXPECT_EQ(checked.verdict, nono::Verdict::Unique);
    EXPECT_EQ(checked.changes, (std::vector<std::string>{"row 3, the number read as 13: 3", "row 5, the number read as 15: 5"}));
    EXPECT_TRUE(same_clues(nono::scan::puzzle_of(base_of(puzzle), numbers, checked.values, checked.colours), puzzle));
}

// Lines of two and three numbers; unique.
Puzzle steps() {
    return picture_puzzle({"#.#.#.", "##.##.", "#.##.#", ".#..##", "##.#.#", "#..###"});
}

TEST(ScanCheck, AddsANumberTheBandsMissedWhereTheyLeaveRoom) {
    const Puzzle puzzle = steps();
    ASSERT_EQ(nono::solve(puzzle).verdict, nono::Verdict::Unique);
    std::vector<NumberReading> numbers = read_right(puzzle);
    for (NumberReading& n : numbers) n.room_before = n.room_after = 1;
    // Row 1's "1 1 1" read as "1 1": the middle one missed, its neighbours two steps apart.
    std::size_t first = find_number(numbers, false, 0, 1);
    numbers.erase(numbers.begin() + static_cast<std::ptrdiff_t>(first) + 1);
    numbers[first + 1].room_before = 2.1;
    const auto checked = check_reading(base_of(puzzle), numbers, 0.9, 100, {1000});
    EXPECT_TRUE(checked.consistent);
    EXPECT_EQ(checked.verdict, nono::Verdict::Unique);
    ASSERT_EQ(checked.changes.size(), 1u);
    EXPECT_EQ(checked.changes[0], "row 1: a number 1 added before the number read as 1");
    EXPECT_EQ(checked.values[first + 1], (std::vector<int>{1, 1}));
    EXPECT_EQ(checked.added[first + 1], 0);  // the first of its two values
    EXPECT_EQ(checked.added[first], -1);
    EXPECT_TRUE(same_clues(nono::scan::puzzle_of(base_of(puzzle), numbers, checked.values, checked.colours), puzzle));
}

// Steps with row 3 and row 6 one number each ([4], [5]); unique.
Puzzle steps_with_single_rows() {
    return picture_puzzle({"#.#.#.", "##.##.", ".####.", ".#..##", "##.#.#", "#####."});
}

// A bare line's placeholder, as scan.cpp adds it at the end of the reading.
NumberReading bare_line(bool column, int line) {
    NumberReading n{column, line, 0, 1, 0, {}, std::nullopt, 0, 0, false};
    n.bare = true;
    return n;
}

void erase_line(std::vector<NumberReading>& numbers, bool column, int line) {
    std::erase_if(numbers, [&](const NumberReading& n) { return n.column == column && n.line == line; });
}

// A line the bands missed: its numbers gone, a bare line's placeholder in their stead.
void read_bare(std::vector<NumberReading>& numbers, bool column, int line) {
    erase_line(numbers, column, line);
    numbers.push_back(bare_line(column, line));
}

TEST(ScanCheck, FillsALineReadEmptyWithTheNumberTheTotalsAskFor) {
    const Puzzle puzzle = steps_with_single_rows();
    ASSERT_EQ(nono::solve(puzzle).verdict, nono::Verdict::Unique);
    std::vector<NumberReading> numbers = read_right(puzzle);
    // Row 3's [4] missed by the bands: nothing read beside it, the rows 4 short of the columns.
    read_bare(numbers, false, 2);
    const auto checked = check_reading(base_of(puzzle), numbers, 0.9, 100, {1000});
    EXPECT_TRUE(checked.consistent);
    EXPECT_EQ(checked.verdict, nono::Verdict::Unique);
    ASSERT_EQ(checked.changes.size(), 1u);
    EXPECT_EQ(checked.changes[0], "row 3: nothing read beside it, filled with a number 4 (the totals ask for it)");
    EXPECT_EQ(checked.values.back(), (std::vector<int>{4}));
    EXPECT_EQ(checked.added.back(), 0);
    EXPECT_TRUE(same_clues(nono::scan::puzzle_of(base_of(puzzle), numbers, checked.values, checked.colours), puzzle));
}

TEST(ScanCheck, FillsALineReadEmptyWithTwoNumbersWhenOneDoesNotSolve) {
    const Puzzle puzzle = steps();
    std::vector<NumberReading> numbers = read_right(puzzle);
    // Row 2's "2 2" missed by the bands: a 4 alone fits the totals but not the puzzle.
    read_bare(numbers, false, 1);
    const auto checked = check_reading(base_of(puzzle), numbers, 0.9, 100, {1000});
    EXPECT_EQ(checked.verdict, nono::Verdict::Unique);
    ASSERT_EQ(checked.changes.size(), 1u);
    EXPECT_EQ(checked.changes[0], "row 2: nothing read beside it, filled with numbers 2 2 (the totals ask for it)");
    EXPECT_EQ(checked.values.back(), (std::vector<int>{2, 2}));
    EXPECT_TRUE(same_clues(nono::scan::puzzle_of(base_of(puzzle), numbers, checked.values, checked.colours), puzzle));
}

TEST(ScanCheck, FillsABareLineWhereManyCheaperChangesCloseTheGapToo) {
    // A 20x20 triangle (row r: r + 1 cells from the left): a number of 5 added beside any of
    // the other rows, or one read as 5 more, closes the gap as well, and is cheaper to try.
    const Puzzle puzzle = nono::testing::triangle_puzzle(20);
    std::vector<NumberReading> numbers = read_right(puzzle);
    read_bare(numbers, false, 4);
    const auto checked = check_reading(base_of(puzzle), numbers, 0.9, 100, {1000});
    EXPECT_EQ(checked.verdict, nono::Verdict::Unique);
    ASSERT_EQ(checked.changes.size(), 1u);
    EXPECT_EQ(checked.changes[0], "row 5: nothing read beside it, filled with a number 5 (the totals ask for it)");
    EXPECT_TRUE(same_clues(nono::scan::puzzle_of(base_of(puzzle), numbers, checked.values, checked.colours), puzzle));
}

TEST(ScanCheck, LeavesABareLineEmptyWhenTheGapDoesNotFitIt) {
    const Puzzle puzzle = steps_with_single_rows();
    std::vector<NumberReading> numbers = read_right(puzzle);
    // Rows 3 and 6 both missed, only row 3 named bare: the gap, 9, is longer than the row.
    erase_line(numbers, false, 2);
    erase_line(numbers, false, 5);
    numbers.push_back(bare_line(false, 2));
    const auto checked = check_reading(base_of(puzzle), numbers, 0.9, 100, {1000});
    EXPECT_FALSE(checked.consistent);
    EXPECT_TRUE(checked.changes.empty());
    EXPECT_TRUE(checked.values.back().empty());
    EXPECT_EQ(checked.added.back(), -1);
}

TEST(ScanCheck, GivesABareLineOfThreeNumbersTheClueTheOtherLinesLeaveIt) {
    const Puzzle puzzle = steps();
    std::vector<NumberReading> numbers = read_right(puzzle);
    // Row 1's "1 1 1" missed by the bands: no fill of one or two numbers makes 3 cells that
    // fit the columns, which decide the row's cells alone.
    read_bare(numbers, false, 0);
    const auto checked = check_reading(base_of(puzzle), numbers, 0.9, 100, {1000});
    EXPECT_TRUE(checked.consistent);
    EXPECT_EQ(checked.verdict, nono::Verdict::Unique);
    ASSERT_EQ(checked.changes.size(), 1u);
    EXPECT_EQ(checked.changes[0], "row 1: nothing read beside it; given 1 1 1, the clue the other lines leave it");
    EXPECT_EQ(checked.values.back(), (std::vector<int>{1, 1, 1}));
    EXPECT_EQ(checked.added.back(), 0);
    EXPECT_TRUE(same_clues(nono::scan::puzzle_of(base_of(puzzle), numbers, checked.values, checked.colours), puzzle));
}

TEST(ScanCheck, GivesABareLineItsClueOnceAnotherNumberIsMended) {
    const Puzzle puzzle = steps();
    std::vector<NumberReading> numbers = read_right(puzzle);
    // Row 1's "1 1 1" missed, and row 3's "1 2 1" read "1 7 1": too long for its line, so the
    // other lines as read leave row 1 nothing; with the 7 read as its alternative 2 they
    // decide it.
    erase_line(numbers, false, 0);
    const std::size_t seven = find_number(numbers, false, 2, 2);
    numbers[seven].value = 7;
    numbers[seven].confidence = 0.6;
    numbers[seven].alternatives = {{2, 0.3}};
    numbers.push_back(bare_line(false, 0));
    const auto checked = check_reading(base_of(puzzle), numbers, 0.9, 100, {1000});
    EXPECT_TRUE(checked.consistent);
    EXPECT_EQ(checked.verdict, nono::Verdict::Unique);
    ASSERT_EQ(checked.changes.size(), 2u);
    EXPECT_EQ(checked.changes[0], "row 3, the number read as 7: 2");
    EXPECT_EQ(checked.changes[1], "row 1: nothing read beside it; given 1 1 1, the clue the other lines leave it");
    EXPECT_TRUE(same_clues(nono::scan::puzzle_of(base_of(puzzle), numbers, checked.values, checked.colours), puzzle));
}

TEST(ScanCheck, GivesABareLineItsClueOnceTheLineTooLongAsReadIsMended) {
    const Puzzle puzzle = picture_puzzle({"..#...#...", "#...#.#..#", "..####.###", "...####..#", ".###...#.#",
                                          "##..#.#..#", "...#...#.#", ".###....#.", "#####.#..#", "###.#.#..#"});
    ASSERT_EQ(nono::solve(puzzle).verdict, nono::Verdict::Unique);
    std::vector<NumberReading> numbers = read_right(puzzle);
    // Every number unsure, each one more a likely reading (far more cheap changes than are
    // tried beside a bare line); column 1's 2 read as 72, its 2 an unlikely alternative. Row 2
    // ("1 1 1 1") missed. Only a change in column 1, too long as read, can mend the reading.
    for (NumberReading& n : numbers) {
        n.confidence = 0.6;
        n.alternatives = {{n.value + 1, 0.5}};
    }
    const std::size_t two = find_number(numbers, true, 0, 2);
    numbers[two].value = 72;
    numbers[two].alternatives = {{2, 0.02}};
    read_bare(numbers, false, 1);
    const auto checked = check_reading(base_of(puzzle), numbers, 0.9, 100, {1000});
    EXPECT_EQ(checked.verdict, nono::Verdict::Unique);
    ASSERT_EQ(checked.changes.size(), 2u);
    EXPECT_EQ(checked.changes[0], "column 1, the number read as 72: 2");
    EXPECT_EQ(checked.changes[1], "row 2: nothing read beside it; given 1 1 1 1, the clue the other lines leave it");
    EXPECT_TRUE(same_clues(nono::scan::puzzle_of(base_of(puzzle), numbers, checked.values, checked.colours), puzzle));
}

TEST(ScanCheck, GivesABareRowAndABareColumnThatCrossTheOnlyCluesThatGiveOneSolution) {
    const Puzzle puzzle = picture_puzzle({"..##..#", ".#.#.##", "##..##.", ".#.###.", ".####.#", ".#....#", ".#.####"});
    ASSERT_EQ(nono::solve(puzzle).verdict, nono::Verdict::Unique);
    std::vector<NumberReading> numbers = read_right(puzzle);
    // Row 1 and column 4 missed: where they cross, no clue read says whether the cell is
    // filled; of the ways the other lines leave, one gives a puzzle with one solution.
    erase_line(numbers, false, 0);
    erase_line(numbers, true, 3);
    numbers.push_back(bare_line(false, 0));
    numbers.push_back(bare_line(true, 3));
    const auto checked = check_reading(base_of(puzzle), numbers, 0.9, 100, {1000});
    EXPECT_TRUE(checked.consistent);
    EXPECT_EQ(checked.verdict, nono::Verdict::Unique);
    ASSERT_EQ(checked.changes.size(), 2u);
    EXPECT_EQ(checked.changes[0], "row 1: nothing read beside it; given 2 1, of the clues the other lines leave it, the one that gives one solution");
    EXPECT_TRUE(same_clues(nono::scan::puzzle_of(base_of(puzzle), numbers, checked.values, checked.colours), puzzle));
}

TEST(ScanCheck, DropsACleanNumberTheTotalsSayIsExtra) {
    const Puzzle puzzle = steps();
    std::vector<NumberReading> numbers = read_right(puzzle);
    // A 2 read in front of column 5's clue (a mark, a neighbour's digit), as clean as a digit.
    const std::size_t at = find_number(numbers, true, 4, 2);
    NumberReading extra = numbers[at];
    numbers.insert(numbers.begin() + static_cast<std::ptrdiff_t>(at), extra);
    const auto checked = check_reading(base_of(puzzle), numbers, 0.9, 100, {1000});
    EXPECT_TRUE(checked.consistent);
    EXPECT_EQ(checked.verdict, nono::Verdict::Unique);
    ASSERT_EQ(checked.changes.size(), 1u);
    EXPECT_EQ(checked.changes[0], "column 5, the number read as 2: dropped (not a number)");
}

std::vector<nono::Colour> red_blue() {
    return {{"white", 0xffffff, '.'}, {"red", 0xdd2222, 'r'}, {"blue", 0x2244dd, 'b'}};
}

TEST(ScanCheck, GivesANumberTheColourTheColourTotalsAskFor) {
    const Puzzle puzzle = picture_puzzle({"aab.b", "a.bb.", "bba.a", ".aabb", "ab.ba"}, red_blue());
    ASSERT_EQ(nono::solve(puzzle).verdict, nono::Verdict::Unique);
    std::vector<NumberReading> numbers = read_right(puzzle);
    for (NumberReading& n : numbers) n.colour_distances = n.colour == 1 ? std::vector<double>{400, 0, 250} : std::vector<double>{400, 250, 0};
    // Row 3's first number, blue, read as red: its ink about as near either.
    const std::size_t i = find_number(numbers, false, 2, 2);
    ASSERT_EQ(numbers[i].colour, 2);
    numbers[i].colour = 1;
    numbers[i].colour_distances = {400, 120, 130};
    const auto checked = check_reading(base_of(puzzle), numbers, 0.9, 100, {1000});
    EXPECT_TRUE(checked.consistent);
    EXPECT_EQ(checked.verdict, nono::Verdict::Unique);
    ASSERT_EQ(checked.changes.size(), 1u);
    EXPECT_EQ(checked.changes[0], "row 3, the number read as 2: blue, not red");
    EXPECT_TRUE(same_clues(nono::scan::puzzle_of(base_of(puzzle), numbers, checked.values, checked.colours), puzzle));
}

TEST(ScanCheck, AGreyNumberMendedToBlackLeavesABlackAndWhitePuzzle) {
    const Puzzle puzzle = steps();
    std::vector<NumberReading> numbers = read_right(puzzle);
    // A "done" number greyed out, read as a colour of its own.
    Puzzle base = base_of(puzzle);
    base.palette = {{"white", 0xffffff, '.'}, {"black", 0x000000, 'k'}, {"grey", 0x909090, 'g'}};
    numbers[find_number(numbers, false, 1, 2)].colour = 2;
    const auto checked = check_reading(base, numbers, 0.9, 100, {1000});
    EXPECT_TRUE(checked.consistent);
    EXPECT_TRUE(checked.black_and_white);
    EXPECT_EQ(checked.verdict, nono::Verdict::Unique);
    ASSERT_EQ(checked.changes.size(), 1u);
    EXPECT_EQ(checked.changes[0], "row 2, the number read as 2: black, not grey");
    base.palette.clear();
    EXPECT_TRUE(same_clues(nono::scan::puzzle_of(base, numbers, checked.values, checked.colours), puzzle));
}

// A reading of a puzzle that needs search (webpbn 6574 "Forever": 250 guesses, then 90
// conflicts of the SAT solver) is decided within the check's limits when they bound the SAT
// solver's conflicts too; under a node limit alone the search works without it, and 1000
// guesses do not decide it.
TEST(ScanCheck, DecidesAPuzzleThatNeedsTheSatSolverWithinItsConflictLimit) {
    const Puzzle puzzle = nono::read_puzzle(NONO_TEST_DATA_DIR "/search/webpbn-06574-forever.non");
    const std::vector<NumberReading> numbers = read_right(puzzle);
    const auto nodes_alone = check_reading(base_of(puzzle), numbers, 0.9, 100, {1000, 0});
    EXPECT_EQ(nodes_alone.verdict, nono::Verdict::Undecided);
    const auto with_conflicts = check_reading(base_of(puzzle), numbers, 0.9, 100, {1000, 1000});
    EXPECT_TRUE(with_conflicts.consistent);
    EXPECT_EQ(with_conflicts.verdict, nono::Verdict::Unique);
    EXPECT_TRUE(with_conflicts.changes.empty());
    ASSERT_TRUE(with_conflicts.solution.has_value());
    EXPECT_TRUE(nono::satisfies(puzzle, *with_conflicts.solution));
}

}  // namespace
