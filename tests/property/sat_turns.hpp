// The turn-taking schedules the SAT property tests (sat_vs_oracle_test.cpp) run the engine
// with, and their shared check: asked for 1, 2 and 3 solutions, the engine finds
// min(N, all) distinct valid solutions and the verdict a brute-force count gives.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <tuple>

#include "nono/solver.hpp"
#include "solve/engine/tuning.hpp"

namespace nono::testing {

struct Turns {
    const char* name;
    std::uint64_t first_turn;       // EngineTuning::sat_after_probes
    std::uint64_t first_conflicts;  // EngineTuning::sat_first_conflicts
    std::uint64_t guided_conflicts;  // EngineTuning::sat_guided_conflicts (and _decimated)
    std::uint64_t restart_unit;      // EngineTuning::restart_unit
    std::size_t decimate_from_cells = EngineTuning{}.decimate_from_cells;
    // (0 sets colour_coarse_decimation_below_cells to 0 as well)
    std::size_t coarse_decimation_below_cells = EngineTuning{}.coarse_decimation_below_cells;
    // (0 sets colour_difference_map_iterations to 0 as well)
    std::uint64_t difference_map_iterations = EngineTuning{}.difference_map_iterations;
};
// "TinySatTurn": a first SAT turn of one conflict and a guided turn of none, so the search
// and the SAT solver hand over often on small puzzles too (a guided turn finds these
// puzzles' solutions at once, its preferred cells being nearly all of one).
// "RestartEveryGuess": the same, and the search goes back to the root after 1, 1, 2, 1, ...
// guesses, so solutions are met again in later runs and must not be counted twice.
// "Decimation": TinySatTurn with the preferred cells (kept for every later turn) from
// decimation in the large boards' fine steps, whatever the size; the schedules above take
// the small boards' coarse steps.
// "OneRunPreferences": TinySatTurn with the preferred cells of one run of belief propagation
// instead of decimation's.
// "CheckedDecimation": Decimation without the difference map, so that decimation checked by
// the SAT solver (portfolio.cpp, checked_decimation_cells) runs wherever the guided turn
// found no picture.
constexpr Turns kTurns[] = {{"SatAlone", 0, 200, 1000, 100},
                            {"ShortTurns", 1, 200, 1000, 100},
                            {"TinySatTurn", 1, 1, 0, 100},
                            {"RestartEveryGuess", 1, 1, 0, 1},
                            {"Decimation", 1, 1, 0, 100, 0},
                            {"OneRunPreferences", 1, 1, 0, 100, EngineTuning{}.decimate_from_cells, 0},
                            {"CheckedDecimation", 1, 1, 0, 100, 0, EngineTuning{}.coarse_decimation_below_cells, 0}};

// The test name of a (probing, Turns) parameter: e.g. "ShortTurnsWithProbing".
inline std::string turns_name(const ::testing::TestParamInfo<std::tuple<bool, Turns>>& info) {
    return std::string(std::get<1>(info.param).name) + (std::get<0>(info.param) ? "WithProbing" : "WithoutProbing");
}

// Solves `p` asking for 1, 2 and 3 solutions against `expected`, the brute-force count;
// `stats_of_three` gets the statistics of the last run (to tell who did the work).
inline void check_turns_against_oracle(const Puzzle& p, bool probing, const Turns& turns, std::size_t expected,
                                       SolveStats& stats_of_three) {
    for (std::uint64_t wanted : {1u, 2u, 3u}) {
        SolveOptions options;
        options.max_solutions = wanted;
        options.probing = probing;
        EngineTuning tuning;
        tuning.sat_after_probes = turns.first_turn;
        tuning.sat_first_conflicts = turns.first_conflicts;
        tuning.sat_guided_conflicts = turns.guided_conflicts;
        tuning.sat_guided_conflicts_decimated = turns.guided_conflicts;
        tuning.restart_unit = turns.restart_unit;
        tuning.decimate_from_cells = turns.decimate_from_cells;
        tuning.coarse_decimation_below_cells = turns.coarse_decimation_below_cells;
        if (turns.coarse_decimation_below_cells == 0) tuning.colour_coarse_decimation_below_cells = 0;
        tuning.difference_map_iterations = turns.difference_map_iterations;
        if (turns.difference_map_iterations == 0) tuning.colour_difference_map_iterations = 0;
        options.tuning = &tuning;
        const SolveResult r = solve(p, options);
        SCOPED_TRACE("max_solutions " + std::to_string(wanted));
        if (wanted == 3) stats_of_three = r.stats;
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

}  // namespace nono::testing
