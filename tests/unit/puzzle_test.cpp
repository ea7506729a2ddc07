#include <gtest/gtest.h>

#include <random>

#include "nono/puzzle.hpp"

namespace nono {
namespace {

Puzzle small() {
    Puzzle p;
    p.width = 3;
    p.height = 2;
    p.rows = {{3}, {1, 1}};
    p.columns = {{2}, {1}, {2}};
    return p;
}

TEST(Puzzle, ValidPuzzleHasNoProblems) { EXPECT_TRUE(validation_problems(small()).empty()); }

TEST(Puzzle, RejectsSizesOutsideTheCap) {
    Puzzle p = small();
    p.width = 0;
    ASSERT_FALSE(validation_problems(p).empty());
    EXPECT_NE(validation_problems(p)[0].find("width 0"), std::string::npos);
    p = small();
    p.height = kMaxSide + 1;
    EXPECT_FALSE(validation_problems(p).empty());
}

TEST(Puzzle, RejectsWrongClueCount) {
    Puzzle p = small();
    p.rows.pop_back();
    ASSERT_FALSE(validation_problems(p).empty());
    EXPECT_NE(validation_problems(p)[0].find("expected 2 row clues, found 1"), std::string::npos);
}

TEST(Puzzle, RejectsNonPositiveBlocks) {
    Puzzle p = small();
    p.columns[1] = {0};
    ASSERT_FALSE(validation_problems(p).empty());
    EXPECT_NE(validation_problems(p)[0].find("column 2"), std::string::npos);
}

TEST(Puzzle, RejectsClueLongerThanLine) {
    Puzzle p = small();
    p.rows[1] = {2, 1};
    ASSERT_FALSE(validation_problems(p).empty());
    EXPECT_NE(validation_problems(p)[0].find("row 2: clue needs 4 cells"), std::string::npos);
}

TEST(Puzzle, RejectsUnequalTotals) {
    Puzzle p = small();
    p.columns[1] = {};
    ASSERT_FALSE(validation_problems(p).empty());
    EXPECT_NE(validation_problems(p)[0].find("row clues fill 5 cells but column clues fill 4"),
              std::string::npos);
}

// Problems carry where they are (kind, line, block) apart from the message, so readers place
// them at their file line without parsing the text.
TEST(Puzzle, ProblemsAreStructured) {
    Puzzle p = small();
    p.rows[1] = {2, 1};
    std::vector<PuzzleProblem> problems = puzzle_problems(p);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].where, PuzzleProblem::Where::Row);
    EXPECT_EQ(problems[0].index, 1);
    EXPECT_EQ(problems[0].block, -1);
    EXPECT_EQ(problems[0].message, "clue needs 4 cells but the line has 3");
    EXPECT_EQ(problems[0].text(), "row 2: clue needs 4 cells but the line has 3");

    p = small();
    p.columns[2] = {0};
    problems = puzzle_problems(p);
    ASSERT_FALSE(problems.empty());
    EXPECT_EQ(problems[0].where, PuzzleProblem::Where::Column);
    EXPECT_EQ(problems[0].index, 2);

    p = small();
    p.rows.pop_back();
    problems = puzzle_problems(p);
    ASSERT_FALSE(problems.empty());
    EXPECT_EQ(problems[0].where, PuzzleProblem::Where::Puzzle);
    EXPECT_EQ(problems[0].index, -1);

    p = small();
    Grid goal(3, 2);
    p.goal = goal;
    problems = puzzle_problems(p);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].where, PuzzleProblem::Where::Goal);
    EXPECT_EQ(problems[0].text(), "goal has undecided cells");
}

TEST(Puzzle, ValidateThrowsInputErrorNamingTheSource) {
    Puzzle p = small();
    p.width = -1;
    try {
        validate(p, "x.non");
        FAIL() << "no throw";
    } catch (const InputError& e) {
        EXPECT_EQ(e.source(), "x.non");
        EXPECT_EQ(std::string(e.what()).rfind("x.non: width -1", 0), 0u);
    }
}

TEST(Puzzle, ClueOfLine) {
    using enum Cell;
    EXPECT_EQ(clue_of_line({Filled, Filled, Empty, Filled}), (Clue{2, 1}));
    EXPECT_EQ(clue_of_line({Empty, Empty}), Clue{});
    EXPECT_EQ(clue_of_line({}), Clue{});
}

TEST(Puzzle, FromGridRoundTripsThroughSatisfies) {
    Grid g(3, 2, Cell::Empty);
    g.set(0, 0, Cell::Filled);
    g.set(0, 1, Cell::Filled);
    g.set(0, 2, Cell::Filled);
    g.set(1, 0, Cell::Filled);
    g.set(1, 2, Cell::Filled);
    Puzzle p = puzzle_from_grid(g);
    EXPECT_EQ(p.rows, small().rows);
    EXPECT_EQ(p.columns, small().columns);
    EXPECT_TRUE(satisfies(p, g));
    EXPECT_TRUE(validation_problems(p).empty());
    g.set(1, 1, Cell::Filled);
    EXPECT_FALSE(satisfies(p, g));
    g.set(1, 1, Cell::Unknown);
    EXPECT_FALSE(satisfies(p, g));
}

// satisfies compares runs in place; clue_of_line on copied lines is the reference. Pictures
// one or two cells away from the puzzle's own are the near misses (a block one longer, split,
// moved, a block at a line's end).
TEST(Puzzle, SatisfiesAgreesWithTheCluesOfTheGrid) {
    std::mt19937 random(25);
    int matched = 0, missed = 0;
    for (int round = 0; round < 400; ++round) {
        const int width = 1 + static_cast<int>(random() % 7), height = 1 + static_cast<int>(random() % 6);
        Grid picture(width, height, Cell::Empty);
        for (Cell& cell : picture.cells()) cell = random() % 2 ? Cell::Filled : Cell::Empty;
        const Puzzle p = puzzle_from_grid(picture);
        Grid other = picture;
        for (int flips = static_cast<int>(random() % 3); flips > 0; --flips) {
            Cell& cell = other.cells()[random() % other.cells().size()];
            cell = cell == Cell::Filled ? Cell::Empty : Cell::Filled;
        }
        const Puzzle q = puzzle_from_grid(other);
        const bool same = q.rows == p.rows && q.columns == p.columns;
        EXPECT_EQ(satisfies(p, other), same) << width << "x" << height << " round " << round;
        (same ? matched : missed) += 1;
    }
    EXPECT_GT(matched, 100);  // both answers are exercised
    EXPECT_GT(missed, 100);
}

TEST(Puzzle, GoalMustMatchClues) {
    Puzzle p = small();
    p.goal = Grid(3, 2, Cell::Empty);
    ASSERT_FALSE(validation_problems(p).empty());
    EXPECT_EQ(validation_problems(p)[0], "goal does not match the clues");
}

TEST(Puzzle, GoalMustBeCompleteAndOfThePuzzlesSize) {
    Puzzle p = small();
    p.goal = Grid(3, 2, Cell::Unknown);
    ASSERT_EQ(validation_problems(p).size(), 1u);
    EXPECT_EQ(validation_problems(p)[0], "goal has undecided cells");
    p.goal = Grid(2, 3, Cell::Empty);
    ASSERT_EQ(validation_problems(p).size(), 1u);
    EXPECT_EQ(validation_problems(p)[0], "goal is 2x3 but the puzzle is 3x2");
}

}  // namespace
}  // namespace nono
