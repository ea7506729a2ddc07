// Property tests of the engine over both cell domains: on thousands of random small puzzles,
// black and white and with 2 to 4 foreground colours (pictures, and clue sets that often
// contradict each other), the solutions the engine counts (all of them, with and without
// probing) are exactly those a brute-force enumeration finds (tests/support/oracle.cpp), and a
// uniqueness check agrees with the count.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <random>

#include "nono/solver.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

struct Tally {
    int none = 0, unique = 0, multiple = 0;
};

void check_against_oracle(const Puzzle& p, bool probing, Tally& tally) {
    ASSERT_TRUE(validation_problems(p).empty());
    const std::vector<Grid> expected =
        is_colour_puzzle(p) ? testing::brute_force_colour_solutions(p) : testing::brute_force_solutions(p);
    SolveOptions options;
    options.max_solutions = 0;
    options.probing = probing;
    const SolveResult r = solve(p, options);
    ASSERT_TRUE(r.exhausted());
    ASSERT_EQ(r.solution_count, expected.size());
    ASSERT_EQ(r.solutions.size(), expected.size());
    for (const Grid& g : r.solutions) ASSERT_TRUE(satisfies(p, g));
    // Same set of solutions, and no duplicates.
    auto key = [](const Grid& g) { return std::vector<Cell>(g.cells()); };
    std::vector<std::vector<Cell>> got, want;
    for (const Grid& g : r.solutions) got.push_back(key(g));
    for (const Grid& g : expected) want.push_back(key(g));
    std::sort(got.begin(), got.end());
    std::sort(want.begin(), want.end());
    ASSERT_TRUE(std::adjacent_find(got.begin(), got.end()) == got.end());
    ASSERT_EQ(got, want);
    // The verdict a uniqueness check gives must agree with the count.
    SolveOptions unique_check;
    unique_check.probing = probing;
    const SolveResult u = solve(p, unique_check);
    const Verdict want_verdict = expected.empty()       ? Verdict::None
                                 : expected.size() == 1 ? Verdict::Unique
                                                        : Verdict::Multiple;
    ASSERT_EQ(u.verdict, want_verdict);
    (expected.empty() ? tally.none : expected.size() == 1 ? tally.unique : tally.multiple)++;
}

class EngineVsOracle : public ::testing::TestWithParam<bool> {};

TEST_P(EngineVsOracle, PuzzlesFromRandomPictures) {
    std::mt19937 rng(2026);
    Tally tally;
    for (int round = 0; round < 5000; ++round) {
        const int width = std::uniform_int_distribution<int>(1, 6)(rng);
        const int height = std::uniform_int_distribution<int>(1, 6)(rng);
        const double density = std::uniform_real_distribution<double>(0.2, 0.8)(rng);
        const Puzzle p = puzzle_from_grid(testing::random_grid(rng, width, height, density));
        SCOPED_TRACE("round " + std::to_string(round));
        check_against_oracle(p, GetParam(), tally);
        if (HasFatalFailure()) return;
    }
    std::printf("tally none=%d unique=%d multiple=%d\n", tally.none, tally.unique, tally.multiple);
    EXPECT_EQ(tally.none, 0);  // a picture always has itself as a solution
    EXPECT_GT(tally.unique, 100);
    EXPECT_GT(tally.multiple, 100);
}

TEST_P(EngineVsOracle, RandomClueSets) {
    std::mt19937 rng(4242);
    Tally tally;
    for (int round = 0; round < 5000; ++round) {
        const int width = std::uniform_int_distribution<int>(1, 6)(rng);
        const int height = std::uniform_int_distribution<int>(1, 6)(rng);
        const Puzzle p = testing::random_clues(rng, width, height);
        SCOPED_TRACE("round " + std::to_string(round));
        check_against_oracle(p, GetParam(), tally);
        if (HasFatalFailure()) return;
    }
    std::printf("tally none=%d unique=%d multiple=%d\n", tally.none, tally.unique, tally.multiple);
    EXPECT_GT(tally.none, 100);
    EXPECT_GT(tally.unique, 100);
    EXPECT_GT(tally.multiple, 50);
}

TEST_P(EngineVsOracle, ColourPuzzles) {
    std::mt19937 rng(23);
    Tally tally;
    for (int round = 0; round < 1500; ++round) {
        Puzzle p = testing::random_colour_puzzle(rng, round % 2 == 1, 5);
        if (!is_colour_puzzle(p) || !validation_problems(p).empty()) continue;
        SCOPED_TRACE("round " + std::to_string(round));
        check_against_oracle(p, GetParam(), tally);
        if (HasFatalFailure()) return;
    }
    // The random puzzles cover every verdict.
    EXPECT_GT(tally.none, 20);
    EXPECT_GT(tally.unique, 100);
    EXPECT_GT(tally.multiple, 20);
}

INSTANTIATE_TEST_SUITE_P(Probing, EngineVsOracle, ::testing::Values(true, false),
                         [](const auto& info) { return info.param ? "WithProbing" : "WithoutProbing"; });

}  // namespace
}  // namespace nono
