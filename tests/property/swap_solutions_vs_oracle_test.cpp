// Property test of the 2x2 swaps (src/solve/engine/swap_solutions.hpp): on random small
// puzzles, for every solution the brute-force oracle finds, the swaps are exactly the other
// solutions that differ from it in four cells forming a checkerboard at a rectangle's corners
// (so the runs it checks miss none and admit nothing else), in black and white and
// in colour; and the engine, taking turns with the SAT solver, counts them as solutions
// without counting any twice.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "nono/solver.hpp"
#include "solve/engine/swap_solutions.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

// Whether `a` and `b` differ in exactly four cells, the corners of a rectangle.
bool one_swap_apart(const Grid& a, const Grid& b) {
    std::vector<int> rows, columns;
    int differ = 0;
    for (int row = 0; row < a.height(); ++row)
        for (int column = 0; column < a.width(); ++column)
            if (a.at(row, column) != b.at(row, column)) {
                ++differ;
                rows.push_back(row);
                columns.push_back(column);
            }
    if (differ != 4) return false;
    std::sort(rows.begin(), rows.end());
    std::sort(columns.begin(), columns.end());
    // Two rows and two columns, each twice.
    return rows[0] == rows[1] && rows[2] == rows[3] && rows[1] != rows[2] && columns[0] == columns[1] &&
           columns[2] == columns[3] && columns[1] != columns[2];
}

// For every solution of `p` (`all`, the brute-force set): its swaps are exactly the other
// solutions one swap apart; `with_swaps` counts the solutions that have some.
void expect_swaps_are_the_solutions_one_swap_away(const Puzzle& p, const std::vector<Grid>& all, int& with_swaps) {
    for (const Grid& solution : all) {
        std::vector<Grid> expected;
        for (const Grid& other : all)
            if (one_swap_apart(solution, other)) expected.push_back(other);
        std::vector<Grid> got = detail::swap_solutions(p, solution, 1000);
        const auto by_cells = [](const Grid& a, const Grid& b) { return a.cells() < b.cells(); };
        std::sort(expected.begin(), expected.end(), by_cells);
        std::sort(got.begin(), got.end(), by_cells);
        ASSERT_EQ(got, expected);
        with_swaps += !got.empty();
        // A limit keeps the first ones only.
        if (got.size() > 1) EXPECT_EQ(detail::swap_solutions(p, solution, 1).size(), 1u);
    }
}

// Asked for up to 5, the engine taking turns reports min(5, all) distinct valid solutions
// (`count`, the brute-force number); `swaps` adds how many of them were swaps.
void expect_counted_once(const Puzzle& p, std::size_t count, std::uint64_t& swaps) {
    SolveOptions options;
    options.max_solutions = 5;
    options.keep_solutions = 5;
    const SolveResult r = solve(p, options);
    ASSERT_EQ(r.solution_count, std::min<std::size_t>(5, count));
    for (std::size_t i = 0; i < r.solutions.size(); ++i) {
        EXPECT_TRUE(satisfies(p, r.solutions[i]));
        for (std::size_t j = 0; j < i; ++j) EXPECT_NE(r.solutions[i], r.solutions[j]);
    }
    swaps += r.stats.swap_solutions;
}

TEST(SwapSolutions, ExactlyTheSolutionsOneSwapAway) {
    std::mt19937 rng(2511);
    int with_swaps = 0;
    for (int round = 0; round < 3000; ++round) {
        const int width = std::uniform_int_distribution<int>(1, 7)(rng);
        const int height = std::uniform_int_distribution<int>(1, 7)(rng);
        const double density = std::uniform_real_distribution<double>(0.2, 0.8)(rng);
        const Puzzle p = puzzle_from_grid(testing::random_grid(rng, width, height, density));
        SCOPED_TRACE("round " + std::to_string(round));
        expect_swaps_are_the_solutions_one_swap_away(p, testing::brute_force_solutions(p), with_swaps);
        if (HasFatalFailure()) return;
    }
    EXPECT_GT(with_swaps, 300);  // the pictures must have swaps often, or this proves little
}

// The same for colour puzzles: two colours exchanged at a rectangle's corners (two solutions
// differing in four such cells can differ in no other way: each line keeps its colour counts).
TEST(SwapSolutions, ColourExactlyTheSolutionsOneSwapAway) {
    std::mt19937 rng(2513);
    int with_swaps = 0;
    for (int round = 0; round < 1500; ++round) {
        const int width = std::uniform_int_distribution<int>(1, 6)(rng);
        const int height = std::uniform_int_distribution<int>(1, 6)(rng);
        const int colours = std::uniform_int_distribution<int>(3, 4)(rng);
        const double density = std::uniform_real_distribution<double>(0.3, 0.9)(rng);
        const Puzzle p = puzzle_from_grid(testing::random_colour_grid(rng, width, height, colours, density),
                                          testing::test_palette(colours));
        SCOPED_TRACE("round " + std::to_string(round));
        expect_swaps_are_the_solutions_one_swap_away(p, testing::brute_force_colour_solutions(p), with_swaps);
        if (HasFatalFailure()) return;
    }
    EXPECT_GT(with_swaps, 100);
}

TEST(SwapSolutions, CountedOnceBesideTheSearchAndTheSatSolver) {
    // On some of these puzzles some solutions were swaps.
    std::mt19937 rng(2512);
    std::uint64_t swaps = 0;
    for (int round = 0; round < 800; ++round) {
        const int width = std::uniform_int_distribution<int>(2, 6)(rng);
        const int height = std::uniform_int_distribution<int>(2, 6)(rng);
        const Puzzle p = puzzle_from_grid(testing::random_grid(rng, width, height, 0.5));
        SCOPED_TRACE("round " + std::to_string(round));
        expect_counted_once(p, testing::brute_force_solutions(p).size(), swaps);
        if (HasFatalFailure()) return;
    }
    EXPECT_GT(swaps, 50u);
}

TEST(SwapSolutions, ColourCountedOnceBesideTheSearchAndTheSatSolver) {
    std::mt19937 rng(2514);
    std::uint64_t swaps = 0;
    for (int round = 0; round < 600; ++round) {
        const int width = std::uniform_int_distribution<int>(2, 6)(rng);
        const int height = std::uniform_int_distribution<int>(2, 6)(rng);
        const Puzzle p = puzzle_from_grid(testing::random_colour_grid(rng, width, height, 3, 0.6),
                                          testing::test_palette(3));
        SCOPED_TRACE("round " + std::to_string(round));
        expect_counted_once(p, testing::brute_force_colour_solutions(p).size(), swaps);
        if (HasFatalFailure()) return;
    }
    EXPECT_GT(swaps, 20u);
}

}  // namespace
}  // namespace nono
