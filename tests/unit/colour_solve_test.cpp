// Solving colour puzzles through the public API: the engine takes them (limits included; the
// search features black and white has, such as probe reuse, are tested over both domains in
// solver_test.cpp), the black-and-white-only strategies and line solvers refuse them by name.
#include <gtest/gtest.h>

#include <random>

#include "nono/analyze.hpp"
#include "nono/line_solver.hpp"
#include "nono/solver.hpp"
#include "nono/trace.hpp"
#include "solve/engine/tuning.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

Puzzle random_colour_picture(unsigned seed, int side, int colours) {
    std::mt19937 rng(seed);
    return puzzle_from_grid(testing::random_colour_grid(rng, side, side, colours, 0.6),
                            testing::test_palette(colours));
}

TEST(ColourSolve, EngineFindsThePictureOfARandomColourPuzzle) {
    for (unsigned seed = 1; seed <= 5; ++seed) {
        const Puzzle p = random_colour_picture(seed, 15, 4);
        ASSERT_TRUE(is_colour_puzzle(p));
        const SolveResult r = solve(p);
        ASSERT_TRUE(r.verdict == Verdict::Unique || r.verdict == Verdict::Multiple);
        for (const Grid& g : r.solutions) EXPECT_TRUE(satisfies(p, g));
        if (r.verdict == Verdict::Unique) EXPECT_EQ(r.solutions.front(), *p.goal);
    }
}

// Every 4x4 permutation matrix in red (24 solutions; a blue block in the palette makes it a
// colour puzzle): counting them all takes several guesses, so one guess allowed stops early.
TEST(ColourSolve, CountsAndStopsAtTheNodeLimit) {
    Puzzle p;
    p.width = p.height = 4;
    p.palette = testing::test_palette(3);
    p.rows = p.columns = std::vector<Clue>(4, Clue{1});
    p.row_colours = p.column_colours = std::vector<std::vector<int>>(4, std::vector<int>{2});
    SolveOptions options;
    options.max_solutions = 0;
    EXPECT_EQ(solve(p, options).solution_count, 24u);
    options.max_nodes = 1;
    const SolveResult r = solve(p, options);
    EXPECT_EQ(r.stop, StopReason::Nodes);
    EXPECT_LT(r.solution_count, 24u);
}

TEST(ColourSolve, BlackAndWhiteOnlyStrategiesRefuseByName) {
    const Puzzle p = random_colour_picture(3, 5, 3);
    int refused_count = 0;
    for (const StrategyInfo& info : strategies()) {
        SCOPED_TRACE(info.name);
        auto strategy = info.make();
        if (strategy->takes_colour()) continue;  // the engine (checked below)
        ++refused_count;
        try {
            solve(*strategy, p, {});
            FAIL() << "not refused";
        } catch (const StrategyRefused& refused) {
            EXPECT_EQ(std::string(refused.what()), "algorithm '" + std::string(info.name) +
                                                       "' is black-and-white only; colour puzzles are solved by: engine");
        }
    }
    EXPECT_GE(refused_count, 4);  // brute-force, perm-elim, backtrack, simpson at least
    EXPECT_TRUE(find_strategy("engine")->make()->takes_colour());
}

// The line solver table's colour column decides: those with a coloured form line-solve the
// colour puzzle (each line step of the trace names the one chosen), the others are refused
// with a message naming the ones that take colour.
TEST(ColourSolve, ColourLineSolversAreUsedAndTheOthersRefuse) {
    const Puzzle p = random_colour_picture(3, 5, 3);
    int refused_count = 0, used_count = 0;
    for (const LineSolverInfo& info : line_solvers()) {
        SCOPED_TRACE(info.name);
        SolveOptions options;
        options.line_solver = std::string(info.name);
        if (info.colour) {
            TraceRecorder recorder;
            EXPECT_EQ(solve(p, options, &recorder).verdict, solve(p, {}).verdict);
            int line_steps = 0;
            for (const Step& step : recorder.steps()) {
                if (step.kind != StepKind::Line) continue;
                EXPECT_EQ(step.solver, info.name);
                ++line_steps;
            }
            EXPECT_GT(line_steps, 0);
            ++used_count;
            continue;
        }
        ++refused_count;
        try {
            solve(p, options);
            FAIL() << "not refused";
        } catch (const StrategyRefused& refused) {
            EXPECT_EQ(std::string(refused.what()), black_and_white_only(info.name));
        }
    }
    EXPECT_GE(used_count, 3);     // complete, bitwise, enumerate
    EXPECT_GE(refused_count, 2);  // fast, olsak
    SolveOptions unknown;
    unknown.line_solver = "nope";
    EXPECT_THROW(solve(p, unknown), std::invalid_argument);
}

// Two solutions that differ in the top two rows (an a on either diagonal), the b row below
// fixed: line logic stalls, a guess is needed, and the levels, black and white only, are
// not computed.
//   a .     . a
//   . a     a .
//   b b     b b
TEST(ColourAnalysis, TwoSolutionsStallLineLogicAndHaveNoLevel) {
    Puzzle p;
    p.width = 2;
    p.height = 3;
    p.palette = testing::test_palette(3);
    p.rows = {{1}, {1}, {2}};
    p.row_colours = {{1}, {1}, {2}};
    p.columns = {{1, 1}, {1, 1}};
    p.column_colours = {{1, 2}, {1, 2}};
    const Analysis a = analyze(p);
    EXPECT_EQ(a.solve.verdict, Verdict::Multiple);
    EXPECT_EQ(a.lines.outcome, LineLogicResult::Outcome::Stalled);
    // What line logic does decide: the b row; the a cells stay "background or a".
    EXPECT_EQ(a.lines.grid.at(2, 0), colour_cell(2));
    EXPECT_EQ(a.lines.grid.at(0, 0), static_cast<Cell>(1u | 2u));
    ASSERT_TRUE(a.level.has_value());
    EXPECT_EQ(a.level->outcome, LevelOutcome::ColourPuzzle);
    EXPECT_EQ(level_outcome_name(a.level->outcome), "colour-puzzle");
    ASSERT_TRUE(a.rating.has_value());
    EXPECT_EQ(*a.rating, SearchRating::Search);
    ASSERT_TRUE(a.difference.has_value());
    EXPECT_EQ(a.difference->at(0, 0), Cell::Unknown);
    EXPECT_EQ(a.difference->at(2, 1), colour_cell(2));
}

// A random colour picture: line logic with the colour line solver never contradicts a puzzle
// that has solutions, every cell it decides agrees with every solution, and "line-solvable"
// means the engine needed neither a probe's strike-off nor a guess.
TEST(ColourAnalysis, LineLogicAgreesWithTheSolutions) {
    int solvable = 0, stalled = 0;
    for (unsigned seed = 1; seed <= 30; ++seed) {
        const Puzzle p = random_colour_picture(seed, 8, 3);
        AnalysisOptions options;
        options.solve.keep_solutions = 50;
        options.solve.max_solutions = 50;
        const Analysis a = analyze(p, options);
        ASSERT_NE(a.lines.outcome, LineLogicResult::Outcome::Contradiction);
        for (const Grid& solution : a.solve.solutions)
            for (std::size_t i = 0; i < solution.cells().size(); ++i)
                ASSERT_NE(static_cast<unsigned>(solution.cells()[i]) & static_cast<unsigned>(a.lines.grid.cells()[i]), 0u);
        if (a.lines.outcome == LineLogicResult::Outcome::Solved) {
            ++solvable;
            EXPECT_EQ(a.solve.verdict, Verdict::Unique);
            EXPECT_EQ(a.lines.grid, a.solve.solutions.front());
            EXPECT_EQ(*a.rating, SearchRating::Lines);
        } else {
            ++stalled;
            EXPECT_NE(*a.rating, SearchRating::Lines);
        }
    }
    EXPECT_GT(solvable, 0);
    EXPECT_GT(stalled, 0);
}

}  // namespace
}  // namespace nono
