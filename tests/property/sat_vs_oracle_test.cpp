// Property tests of the SAT hand-over (src/solve/sat_*): handed over at the root, with and
// without probing, on random small puzzles the engine finds min(N, all) distinct valid
// solutions when asked for N, and the uniqueness verdict equals a brute-force count.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "nono/solver.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

void check_sat_against_oracle(const Puzzle& p, bool probing) {
    const std::size_t expected = testing::brute_force_solutions(p).size();
    for (std::uint64_t wanted : {1u, 2u, 3u}) {
        SolveOptions options;
        options.max_solutions = wanted;
        options.probing = probing;
        options.sat_after_probes = 0;
        const SolveResult r = solve(p, options);
        SCOPED_TRACE("max_solutions " + std::to_string(wanted));
        ASSERT_EQ(r.solution_count, std::min<std::size_t>(expected, wanted));
        ASSERT_EQ(r.solutions.size(), r.solution_count);
        for (const Grid& g : r.solutions) ASSERT_TRUE(satisfies(p, g));
        for (std::size_t i = 0; i < r.solutions.size(); ++i)
            for (std::size_t j = i + 1; j < r.solutions.size(); ++j) ASSERT_NE(r.solutions[i], r.solutions[j]);
        // Exhausted exactly when fewer than asked for exist.
        ASSERT_EQ(r.exhausted(), expected < wanted);
        if (wanted == 2) {
            const Verdict want = expected == 0 ? Verdict::None : expected == 1 ? Verdict::Unique : Verdict::Multiple;
            ASSERT_EQ(r.verdict, want);
        }
    }
}

class SatVsOracle : public ::testing::TestWithParam<bool> {};

TEST_P(SatVsOracle, PuzzlesFromRandomPictures) {
    std::mt19937 rng(77);
    for (int round = 0; round < 1500; ++round) {
        const int width = std::uniform_int_distribution<int>(1, 6)(rng);
        const int height = std::uniform_int_distribution<int>(1, 6)(rng);
        const double density = std::uniform_real_distribution<double>(0.2, 0.8)(rng);
        const Puzzle p = puzzle_from_grid(testing::random_grid(rng, width, height, density));
        SCOPED_TRACE("round " + std::to_string(round));
        check_sat_against_oracle(p, GetParam());
        if (HasFatalFailure()) return;
    }
}

TEST_P(SatVsOracle, RandomClueSets) {
    std::mt19937 rng(78);
    for (int round = 0; round < 1500; ++round) {
        const int width = std::uniform_int_distribution<int>(1, 6)(rng);
        const int height = std::uniform_int_distribution<int>(1, 6)(rng);
        const Puzzle p = testing::random_clues(rng, width, height);
        SCOPED_TRACE("round " + std::to_string(round));
        check_sat_against_oracle(p, GetParam());
        if (HasFatalFailure()) return;
    }
}

INSTANTIATE_TEST_SUITE_P(Probing, SatVsOracle, ::testing::Bool(),
                         [](const ::testing::TestParamInfo<bool>& info) {
                             return info.param ? "WithProbing" : "WithoutProbing";
                         });

}  // namespace
}  // namespace nono
