// The analysis of single puzzles against slow references that share no code with it: levels
// against a brute-force D_k closure (every line subset, every assignment), line logic against
// the brute-force line oracle, and the designer's grids on puzzles worked out by hand.
#include <gtest/gtest.h>

#include <random>

#include "nono/analyze.hpp"
#include "nono/io.hpp"
#include "support/level_oracle.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

using testing::ClosureEnd;

Puzzle from_picture(const char* text) { return puzzle_from_grid(parse_grid(text, "test")); }

// Random puzzles of the sizes the reference can afford: pictures (always solvable, often
// unique) and mismatched clues (often contradictory).
std::vector<Puzzle> random_small_puzzles(unsigned seed, int count) {
    std::mt19937 rng(seed);
    const std::pair<int, int> sizes[] = {{2, 3}, {3, 3}, {3, 4}, {4, 3}, {4, 4}, {2, 5}};
    std::vector<Puzzle> puzzles;
    for (int i = 0; i < count; ++i) {
        const auto [w, h] = sizes[i % std::size(sizes)];
        if (i % 3 == 2) {
            puzzles.push_back(testing::random_clues(rng, w, h));
        } else {
            Puzzle p = puzzle_from_grid(testing::random_grid(rng, w, h, i % 2 ? 0.5 : 0.65));
            p.goal.reset();
            puzzles.push_back(p);
        }
    }
    return puzzles;
}

TEST(Levels, MatchTheBruteForceClosureOnRandomSmallPuzzles) {
    int levels_seen[9] = {};
    for (const Puzzle& puzzle : random_small_puzzles(7, 600)) {
        const int expected = testing::reference_level(puzzle);
        LevelOptions options;
        options.max_level = puzzle.width + puzzle.height;
        const LevelResult got = difficulty_level(puzzle, options);
        if (expected > 0) {
            ASSERT_EQ(got.outcome, LevelOutcome::Level) << write_puzzle(puzzle, Format::Non);
            ASSERT_EQ(got.level, expected) << write_puzzle(puzzle, Format::Non);
            ++levels_seen[expected];
        } else if (expected == 0) {
            ASSERT_EQ(got.outcome, LevelOutcome::NotUnique) << write_puzzle(puzzle, Format::Non);
        } else {
            ASSERT_EQ(got.outcome, LevelOutcome::NoSolution) << write_puzzle(puzzle, Format::Non);
        }
    }
    // The sample must exercise more than line solving, or the comparison proves little.
    EXPECT_GT(levels_seen[1], 100);
    EXPECT_GT(levels_seen[3] + levels_seen[4] + levels_seen[5], 0);
    EXPECT_EQ(levels_seen[2], 0);
    EXPECT_EQ(levels_seen[3], 0);
}

// The engine skips k = 2 and 3 (see level_engine.hpp); the reference does not.
TEST(Levels, TwoOrThreeLinesDeduceNothingBeyondLineSolving) {
    int stalled = 0;
    for (const Puzzle& puzzle : random_small_puzzles(11, 150)) {
        Grid one(puzzle.width, puzzle.height, Cell::Unknown), two = one, three = one;
        const ClosureEnd end_one = testing::reference_closure(puzzle, 1, one);
        ASSERT_EQ(testing::reference_closure(puzzle, 2, two), end_one);
        ASSERT_EQ(testing::reference_closure(puzzle, 3, three), end_one);
        if (end_one == ClosureEnd::Contradiction) continue;
        ASSERT_EQ(one, two);
        ASSERT_EQ(one, three);
        stalled += end_one == ClosureEnd::Stalled;
    }
    EXPECT_GT(stalled, 10);
}

TEST(Levels, TheStalledGridIsTheClosureAtTheCap) {
    int stalled = 0;
    for (const Puzzle& puzzle : random_small_puzzles(5, 300)) {
        LevelOptions options;
        options.max_level = 4;
        const LevelResult got = difficulty_level(puzzle, options);
        if (got.outcome != LevelOutcome::AboveCap) continue;
        Grid expected(puzzle.width, puzzle.height, Cell::Unknown);
        ASSERT_EQ(testing::reference_closure(puzzle, 4, expected), ClosureEnd::Stalled);
        ASSERT_EQ(got.stalled, expected) << write_puzzle(puzzle, Format::Non);
        ASSERT_EQ(got.level, 4);
        ++stalled;
    }
    EXPECT_GT(stalled, 0);
}

TEST(Levels, WorkLimitStopsWithoutAWrongLevel) {
    // From the "Every 5x5 Nonogram" discussion: unique, yet no single line decides a cell.
    Puzzle puzzle;
    puzzle.width = puzzle.height = 5;
    puzzle.rows = {{2}, {2}, {1, 1}, {2}, {1, 1}};
    puzzle.columns = {{2}, {1, 1}, {1, 1}, {2}, {1, 1}};
    ASSERT_TRUE(validation_problems(puzzle).empty());
    const LevelResult full = difficulty_level(puzzle);
    ASSERT_EQ(full.outcome, LevelOutcome::Level);
    EXPECT_GT(full.level, 2);
    LevelOptions tight;
    tight.max_work = 10;
    const LevelResult cut = difficulty_level(puzzle, tight);
    EXPECT_EQ(cut.outcome, LevelOutcome::OutOfWork);
    EXPECT_LT(cut.level, full.level);
}

TEST(Levels, SidesOver64CellsAreNotComputed) {
    Puzzle puzzle;
    puzzle.width = 65;
    puzzle.height = 1;
    puzzle.rows = {{65}};
    puzzle.columns.assign(65, Clue{1});
    EXPECT_EQ(difficulty_level(puzzle).outcome, LevelOutcome::TooLarge);
}

TEST(LineLogic, MatchesTheBruteForceLineOracle) {
    for (const Puzzle& puzzle : random_small_puzzles(3, 600)) {
        Grid expected(puzzle.width, puzzle.height, Cell::Unknown);
        const ClosureEnd end = testing::reference_line_logic(puzzle, expected);
        const LineLogicResult got = line_logic(puzzle);
        if (end == ClosureEnd::Contradiction) {
            ASSERT_EQ(got.outcome, LineLogicResult::Outcome::Contradiction);
            continue;
        }
        ASSERT_EQ(got.outcome, end == ClosureEnd::Complete ? LineLogicResult::Outcome::Solved
                                                           : LineLogicResult::Outcome::Stalled);
        ASSERT_EQ(got.grid, expected);
    }
}

TEST(Analyze, TwoSolutionsAndTheCellsThatDiffer) {
    const Puzzle puzzle = from_picture("#-\n-#\n");
    const Analysis analysis = analyze(puzzle);
    ASSERT_EQ(analysis.solve.verdict, Verdict::Multiple);
    ASSERT_TRUE(analysis.difference.has_value());
    EXPECT_EQ(write_grid(*analysis.difference), "??\n??\n");
    ASSERT_TRUE(analysis.level.has_value());
    EXPECT_EQ(analysis.level->outcome, LevelOutcome::NotUnique);
    EXPECT_EQ(analysis.lines.outcome, LineLogicResult::Outcome::Stalled);
}

TEST(Analyze, PartlyAmbiguousPuzzleShowsOnlyTheOpenCells) {
    // The right column is forced empty; the left 2x2 square is either diagonal.
    const Puzzle puzzle = from_picture("#--\n-#-\n");
    const Analysis analysis = analyze(puzzle);
    ASSERT_EQ(analysis.solve.verdict, Verdict::Multiple);
    ASSERT_TRUE(analysis.difference.has_value());
    EXPECT_EQ(write_grid(*analysis.difference), "??-\n??-\n");
}

TEST(Analyze, UniqueButNotLineSolvableShowsWhereLineLogicStalls) {
    Puzzle puzzle;
    puzzle.width = puzzle.height = 5;
    puzzle.rows = {{2}, {2}, {1, 1}, {2}, {1, 1}};
    puzzle.columns = {{2}, {1, 1}, {1, 1}, {2}, {1, 1}};
    const Analysis analysis = analyze(puzzle);
    EXPECT_EQ(analysis.solve.verdict, Verdict::Unique);
    EXPECT_EQ(analysis.lines.outcome, LineLogicResult::Outcome::Stalled);
    EXPECT_FALSE(analysis.lines.grid.complete());
    EXPECT_FALSE(analysis.difference.has_value());
    ASSERT_TRUE(analysis.rating.has_value());
    EXPECT_NE(*analysis.rating, SearchRating::Lines);
}

TEST(Analyze, TheBundledLetterANeedsFourLines) {
    // Unique, but its legs leave line logic two ways to go; checked against the reference.
    const Puzzle puzzle = from_picture("-###-\n#---#\n#####\n#---#\n#---#\n");
    const Analysis analysis = analyze(puzzle);
    EXPECT_EQ(analysis.solve.verdict, Verdict::Unique);
    EXPECT_EQ(analysis.lines.outcome, LineLogicResult::Outcome::Stalled);
    ASSERT_TRUE(analysis.level.has_value());
    EXPECT_EQ(analysis.level->outcome, LevelOutcome::Level);
    EXPECT_EQ(analysis.level->level, testing::reference_level(puzzle));
}

TEST(Analyze, LineSolvablePuzzleIsRatedLines) {
    const Puzzle puzzle = from_picture("###\n#-#\n###\n");
    const Analysis analysis = analyze(puzzle);
    EXPECT_EQ(analysis.solve.verdict, Verdict::Unique);
    EXPECT_EQ(analysis.lines.outcome, LineLogicResult::Outcome::Solved);
    ASSERT_TRUE(analysis.level.has_value());
    EXPECT_EQ(analysis.level->outcome, LevelOutcome::Level);
    EXPECT_EQ(analysis.level->level, 1);
    EXPECT_EQ(analysis.rating, SearchRating::Lines);
}

}  // namespace
}  // namespace nono
