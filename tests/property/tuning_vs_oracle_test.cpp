// The engine's tuning knobs change how it searches, never what it answers: with every knob
// drawn at random within its range (nono/strategy.hpp, engine_tuning_knobs), the engine still
// finds exactly the solutions a brute-force enumeration finds (tests/support/oracle.cpp), and
// its "a solution / unique" answer (where the SAT turns and restarts run) agrees with them, on
// black-and-white and on colour puzzles.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>

#include "nono/solver.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

// "name=value,..." with each knob at random in its range: a third of the time its lowest or
// highest value, else uniform (large ranges drawn on a log scale, so small values come up).
std::string random_assignments(std::mt19937& rng) {
    std::string text;
    for (const EngineTuningKnob& knob : engine_tuning_knobs()) {
        const int pick = std::uniform_int_distribution<int>(0, 5)(rng);
        double value = pick == 0 ? knob.lowest : pick == 1 ? std::min(knob.highest, knob.lowest + 1) : knob.default_value;
        if (pick >= 3) {
            const double span = knob.highest - knob.lowest;
            const double unit = std::uniform_real_distribution<double>(0, 1)(rng);
            value = span > 1000 ? knob.lowest + std::expm1(unit * std::log1p(span)) : knob.lowest + unit * span;
        }
        text += (text.empty() ? "" : ",") + std::string(knob.name) + "=" + std::to_string(value);
    }
    return text;
}

Verdict verdict_of(std::size_t count) {
    return count == 0 ? Verdict::None : count == 1 ? Verdict::Unique : Verdict::Multiple;
}

// Solves `puzzle` under `tuning` twice, counting every solution and asking the default question
// (where the SAT turns and restarts take part), and checks both against the oracle's
// `expected` solutions; gives the second solve's statistics.
SolveStats expect_oracle_answers(const Puzzle& puzzle, const EngineTuning* tuning, const std::vector<Grid>& expected) {
    SolveOptions all;
    all.max_solutions = 0;
    all.tuning = tuning;
    const SolveResult counted = solve(puzzle, all);
    EXPECT_TRUE(counted.exhausted());
    EXPECT_EQ(counted.solution_count, expected.size());
    SolveOptions two;
    two.tuning = tuning;
    const SolveResult decided = solve(puzzle, two);
    EXPECT_EQ(decided.verdict, verdict_of(expected.size()));
    for (const Grid& grid : decided.solutions) EXPECT_TRUE(satisfies(puzzle, grid));
    return decided.stats;
}

TEST(TuningVsOracle, AnyKnobsInRangeGiveTheSameAnswers) {
    std::mt19937 rng(4711);
    for (int round = 0; round < 2000; ++round) {
        const std::string assignments = random_assignments(rng);
        const auto tuning = parse_engine_tuning(assignments);
        const int width = std::uniform_int_distribution<int>(1, 6)(rng);
        const int height = std::uniform_int_distribution<int>(1, 6)(rng);
        const Puzzle puzzle = round % 2 == 0 ? puzzle_from_grid(testing::random_grid(rng, width, height, 0.5))
                                             : testing::random_clues(rng, width, height);
        SCOPED_TRACE("round " + std::to_string(round) + ", NONO_TUNING=" + assignments);
        expect_oracle_answers(puzzle, tuning.get(), testing::brute_force_solutions(puzzle));
        if (HasFailure()) return;
    }
}

// The same on colour puzzles (2 to 4 foreground colours, up to 7x7), whose own knobs
// (colour_coarse_decimation_below_cells, colour_difference_map_iterations,
// colour_checked_decimation_call_conflicts) the black-and-white rounds above draw but never reach.
TEST(TuningVsOracle, AnyKnobsInRangeGiveTheSameAnswersOnColourPuzzles) {
    std::mt19937 rng(4712);
    int decided = 0;
    std::uint64_t sat_calls = 0, restarts = 0, decimated = 0, guesses = 0;
    for (int round = 0; round < 1000; ++round) {
        const std::string assignments = random_assignments(rng);
        const auto tuning = parse_engine_tuning(assignments);
        const Puzzle puzzle = testing::random_colour_puzzle(rng, round % 2 == 1, 7);
        if (!is_colour_puzzle(puzzle) || !validation_problems(puzzle).empty()) continue;
        SCOPED_TRACE("round " + std::to_string(round) + ", NONO_TUNING=" + assignments);
        const SolveStats stats = expect_oracle_answers(puzzle, tuning.get(), testing::brute_force_colour_solutions(puzzle));
        if (HasFailure()) return;
        ++decided;
        sat_calls += stats.sat_calls;
        restarts += stats.restarts;
        decimated += stats.decimation_pictures;
        guesses += stats.guesses;
    }
    // The turns the knobs steer are reached (a fixed seed: 51 SAT calls, 32 restarts and 10
    // decimation pictures in 1000 rounds), not only propagation.
    EXPECT_GT(sat_calls, 0u);
    EXPECT_GT(restarts, 0u);
    EXPECT_GT(decimated, 0u);
    EXPECT_GT(decided, 500);  // the random colour puzzles are mostly valid ones
    EXPECT_GT(guesses, 0u);
}

TEST(TuningVsOracle, KnobsOutsideTheirRangeOrUnknownAreRefused) {
    EXPECT_THROW(parse_engine_tuning("restart_unit=-1"), std::invalid_argument);
    EXPECT_THROW(parse_engine_tuning("coarse_decimation_share=2"), std::invalid_argument);
    EXPECT_THROW(parse_engine_tuning("no_such_knob=1"), std::invalid_argument);
    EXPECT_THROW(parse_engine_tuning("restart_unit"), std::invalid_argument);
    EXPECT_THROW(parse_engine_tuning("restart_unit=nan"), std::invalid_argument);
    EXPECT_NO_THROW(parse_engine_tuning(""));
    EXPECT_NO_THROW(parse_engine_tuning("restart_unit=0,sat_after_probes=0"));
    EXPECT_GE(engine_tuning_knobs().size(), 17u);
}

}  // namespace
}  // namespace nono
