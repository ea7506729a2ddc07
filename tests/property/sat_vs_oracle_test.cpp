// Property tests of the engine's turn-taking between its depth-first search and the SAT
// solver (src/solve/engine/portfolio.cpp, sat_*): with the SAT solver alone after the root,
// and with turns of a few probes or conflicts each (so solutions come from both and are met
// twice), with and without probing, on random small puzzles the engine finds min(N, all)
// distinct valid solutions when asked for N, and the uniqueness verdict equals a brute-force
// count.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <tuple>

#include "nono/solver.hpp"
#include "solve/engine/tuning.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

struct Turns {
    const char* name;
    std::uint64_t first_turn;  // EngineTuning::sat_after_probes
    std::uint64_t first_conflicts;  // EngineTuning::sat_first_conflicts
};
// "TinySatTurn": a first SAT turn of one conflict, so the search and the SAT solver hand over often
// on small puzzles too.
constexpr Turns kTurns[] = {{"SatAlone", 0, 200},
                            {"ShortTurns", 1, 200},
                            {"TinySatTurn", 1, 1}};

// `both_worked`: whether, asked for 3, both the search and the SAT solver did some work.
void check_sat_against_oracle(const Puzzle& p, bool probing, const Turns& turns, bool& both_worked) {
    const std::size_t expected = testing::brute_force_solutions(p).size();
    for (std::uint64_t wanted : {1u, 2u, 3u}) {
        SolveOptions options;
        options.max_solutions = wanted;
        options.probing = probing;
        EngineTuning tuning;
        tuning.sat_after_probes = turns.first_turn;
        tuning.sat_first_conflicts = turns.first_conflicts;
        options.tuning = &tuning;
        const SolveResult r = solve(p, options);
        SCOPED_TRACE("max_solutions " + std::to_string(wanted));
        if (wanted == 3) both_worked = r.stats.guesses > 0 && r.stats.sat_calls > 0;
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

class SatVsOracle : public ::testing::TestWithParam<std::tuple<bool, Turns>> {};

TEST_P(SatVsOracle, PuzzlesFromRandomPictures) {
    std::mt19937 rng(77);
    int both_worked = 0;
    for (int round = 0; round < 1500; ++round) {
        const int width = std::uniform_int_distribution<int>(1, 6)(rng);
        const int height = std::uniform_int_distribution<int>(1, 6)(rng);
        const double density = std::uniform_real_distribution<double>(0.2, 0.8)(rng);
        const Puzzle p = puzzle_from_grid(testing::random_grid(rng, width, height, density));
        SCOPED_TRACE("round " + std::to_string(round));
        bool both = false;
        check_sat_against_oracle(p, std::get<0>(GetParam()), std::get<1>(GetParam()), both);
        both_worked += both;
        if (HasFatalFailure()) return;
    }
    // The short turns must really alternate, or the test proves nothing about turn-taking.
    // (With probing, the root's deductions leave these small puzzles to the SAT solver's
    // first turn: it then settles them within a conflict or two.)
    if (std::get<1>(GetParam()).first_turn > 0 && !std::get<0>(GetParam())) EXPECT_GT(both_worked, 50);
}

TEST_P(SatVsOracle, RandomClueSets) {
    std::mt19937 rng(78);
    for (int round = 0; round < 1500; ++round) {
        const int width = std::uniform_int_distribution<int>(1, 6)(rng);
        const int height = std::uniform_int_distribution<int>(1, 6)(rng);
        const Puzzle p = testing::random_clues(rng, width, height);
        SCOPED_TRACE("round " + std::to_string(round));
        bool both = false;
        check_sat_against_oracle(p, std::get<0>(GetParam()), std::get<1>(GetParam()), both);
        if (HasFatalFailure()) return;
    }
}

INSTANTIATE_TEST_SUITE_P(Turns, SatVsOracle, ::testing::Combine(::testing::Bool(), ::testing::ValuesIn(kTurns)),
                         [](const ::testing::TestParamInfo<std::tuple<bool, Turns>>& info) {
                             return std::string(std::get<1>(info.param).name) +
                                    (std::get<0>(info.param) ? "WithProbing" : "WithoutProbing");
                         });

}  // namespace
}  // namespace nono
