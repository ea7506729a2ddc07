// The solver's check of a scanned reading (src/scan/check.hpp): a reading that fits is kept,
// a misread number is mended from the reader's alternatives, a split or a merge, what was
// changed is said, and a reading nothing mends is reported inconsistent with its lines named.
#include <gtest/gtest.h>

#include "nono/puzzle.hpp"
#include "scan/check.hpp"

namespace {

using nono::Puzzle;
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
    const auto checked = check_reading(plus_base(), plus_reading(), 0.9, 100, 1000);
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
    const auto checked = check_reading(plus_base(), numbers, 0.9, 100, 1000);
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
    const auto checked = check_reading(base, numbers, 0.9, 100, 1000);
    EXPECT_TRUE(checked.consistent);
    EXPECT_EQ(checked.values[0], (std::vector<int>{1, 1}));
    ASSERT_EQ(checked.changes.size(), 1u);
    EXPECT_EQ(checked.changes[0], "row 1, the number read as 11: split into 1 1");
}

TEST(ScanCheck, NamesTheLinesOfAReadingNothingMends) {
    std::vector<NumberReading> numbers = plus_reading();
    numbers[2].value = 9;  // no alternative offered, no split, a clean glyph: nothing to try
    const auto checked = check_reading(plus_base(), numbers, 0.9, 100, 1000);
    EXPECT_FALSE(checked.consistent);
    ASSERT_FALSE(checked.problems.empty());
    EXPECT_EQ(checked.problems[0], "row 3: clue needs 9 cells but the line has 5");
    EXPECT_TRUE(checked.changes.empty());
}

TEST(ScanCheck, TriesNoMoreReadingsThanItsBudget) {
    std::vector<NumberReading> numbers = plus_reading();
    numbers[2].value = 9;
    for (NumberReading& n : numbers) n.alternatives = {{2, 0.5}, {3, 0.4}, {4, 0.3}};
    const auto checked = check_reading(plus_base(), numbers, 0.9, 7, 1000);
    EXPECT_LE(checked.tried, 7);
}

}  // namespace
