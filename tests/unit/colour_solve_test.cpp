// Solving colour puzzles through the public API: the engine takes them (limits included),
// the black-and-white-only strategies and line solvers refuse them by name.
#include <gtest/gtest.h>

#include <random>

#include "nono/solver.hpp"
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
    for (const char* name : {"brute-force", "perm-elim", "backtrack", "simpson"}) {
        SCOPED_TRACE(name);
        auto strategy = make_strategy(name);
        try {
            solve(*strategy, p, {});
            FAIL() << "not refused";
        } catch (const StrategyRefused& refused) {
            EXPECT_STREQ(refused.what(),
                         "this algorithm is black-and-white only; colour puzzles are solved by: engine");
        }
    }
}

TEST(ColourSolve, BlackAndWhiteOnlyLineSolversRefuse) {
    const Puzzle p = random_colour_picture(3, 5, 3);
    SolveOptions options;
    options.line_solver = "fast";
    EXPECT_THROW(solve(p, options), StrategyRefused);
}

}  // namespace
}  // namespace nono
