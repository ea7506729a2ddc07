// Property test of the engine on colour puzzles: on random small pictures with 2 to 4
// foreground colours, and on clue sets that often contradict each other, the solutions the
// engine counts (all of them, with and without probing) are exactly those a brute-force
// enumeration finds (tests/support/oracle.cpp), and a uniqueness check agrees with the count.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "nono/solver.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

struct Tally {
    int none = 0, unique = 0, multiple = 0;
};

void check_against_oracle(const Puzzle& p, bool probing, Tally& tally) {
    ASSERT_TRUE(validation_problems(p).empty()) << validation_problems(p).front();
    ASSERT_TRUE(is_colour_puzzle(p));
    const std::vector<Grid> expected = testing::brute_force_colour_solutions(p);
    SolveOptions options;
    options.max_solutions = 0;
    options.probing = probing;
    const SolveResult r = solve(p, options);
    ASSERT_TRUE(r.exhausted());
    ASSERT_EQ(r.solution_count, expected.size());
    for (const Grid& g : r.solutions) ASSERT_TRUE(satisfies(p, g));
    std::vector<std::vector<Cell>> got, want;
    for (const Grid& g : r.solutions) got.push_back(g.cells());
    for (const Grid& g : expected) want.push_back(g.cells());
    std::sort(got.begin(), got.end());
    std::sort(want.begin(), want.end());
    ASSERT_TRUE(std::adjacent_find(got.begin(), got.end()) == got.end());
    ASSERT_EQ(got, want);
    SolveOptions unique_check;
    unique_check.probing = probing;
    const SolveResult u = solve(p, unique_check);
    const Verdict want_verdict = expected.empty()       ? Verdict::None
                                 : expected.size() == 1 ? Verdict::Unique
                                                        : Verdict::Multiple;
    ASSERT_EQ(u.verdict, want_verdict);
    (expected.empty() ? tally.none : expected.size() == 1 ? tally.unique : tally.multiple)++;
}


class ColourEngineVsOracle : public ::testing::TestWithParam<bool> {};

TEST_P(ColourEngineVsOracle, SolutionsMatchBruteForce) {
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

INSTANTIATE_TEST_SUITE_P(Probing, ColourEngineVsOracle, ::testing::Bool());

}  // namespace
}  // namespace nono
