#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <thread>
#include <type_traits>

#include "nono/io.hpp"
#include "nono/solver.hpp"
#include "solve/engine/tuning.hpp"
#include "support/domains.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

Puzzle puzzle(std::vector<Clue> rows, std::vector<Clue> columns) {
    Puzzle p;
    p.height = static_cast<int>(rows.size());
    p.width = static_cast<int>(columns.size());
    p.rows = std::move(rows);
    p.columns = std::move(columns);
    return p;
}

// Two diagonals fit: the classic ambiguous 2x2.
const Puzzle kTwoSolutions = puzzle({{1}, {1}}, {{1}, {1}});
// Row totals match column totals, but no picture fits.
const Puzzle kNoSolution = puzzle({{2}, {}, {}}, {{1}, {}, {1}});

TEST(Solver, UniquePuzzleSolvedByPropagationAlone) {
    const Puzzle p = puzzle({{3}, {1, 1}, {3}}, {{3}, {1, 1}, {3}});
    const SolveResult r = solve(p);
    EXPECT_EQ(r.verdict, Verdict::Unique);
    EXPECT_TRUE(r.exhausted());
    ASSERT_EQ(r.solutions.size(), 1u);
    EXPECT_TRUE(satisfies(p, r.solutions[0]));
    EXPECT_EQ(r.stats.guesses, 0u);
    EXPECT_TRUE(r.deduced.complete());
}

TEST(Solver, AmbiguousPuzzleHasTwoSolutions) {
    SolveOptions all;
    all.max_solutions = 0;
    const SolveResult r = solve(kTwoSolutions, all);
    EXPECT_EQ(r.verdict, Verdict::Multiple);
    EXPECT_TRUE(r.exhausted());
    EXPECT_EQ(r.solution_count, 2u);
    ASSERT_EQ(r.solutions.size(), 2u);
    EXPECT_NE(r.solutions[0], r.solutions[1]);
    for (const Grid& g : r.solutions) EXPECT_TRUE(satisfies(kTwoSolutions, g));
    EXPECT_FALSE(r.deduced.complete());
}

TEST(Solver, FirstSolutionModeDoesNotClaimUniqueness) {
    SolveOptions first;
    first.max_solutions = 1;
    const SolveResult r = solve(kTwoSolutions, first);
    EXPECT_EQ(r.verdict, Verdict::Found);
    EXPECT_EQ(r.solution_count, 1u);
    EXPECT_FALSE(r.exhausted());
}

TEST(Solver, ContradictoryPuzzleHasNone) {
    for (bool probing : {true, false}) {
        SolveOptions options;
        options.probing = probing;
        const SolveResult r = solve(kNoSolution, options);
        EXPECT_EQ(r.verdict, Verdict::None);
        EXPECT_TRUE(r.exhausted());
        EXPECT_TRUE(r.solutions.empty());
    }
}

TEST(Solver, KeepSolutionsBoundsStoredGridsNotTheCount) {
    // An empty-clue-free 3x3 of single cells per line: the 6 permutation matrices.
    const Puzzle p = puzzle({{1}, {1}, {1}}, {{1}, {1}, {1}});
    SolveOptions options;
    options.max_solutions = 0;
    options.keep_solutions = 2;
    const SolveResult r = solve(p, options);
    EXPECT_EQ(r.solution_count, 6u);
    EXPECT_EQ(r.solutions.size(), 2u);
}

TEST(Solver, UpToNStopsAtN) {
    const Puzzle p = puzzle({{1}, {1}, {1}}, {{1}, {1}, {1}});
    SolveOptions options;
    options.max_solutions = 4;
    const SolveResult r = solve(p, options);
    EXPECT_EQ(r.verdict, Verdict::Multiple);
    EXPECT_EQ(r.solution_count, 4u);
    EXPECT_EQ(r.solutions.size(), 4u);
    EXPECT_FALSE(r.exhausted());
    EXPECT_EQ(r.stop, StopReason::Solutions);
}

TEST(Solver, CountsAllSolutionsExactly) {
    // Single cells per line: the permutation matrices, 5! of them; with and without probing.
    const std::vector<Clue> ones(5, Clue{1});
    const Puzzle p = puzzle(ones, ones);
    for (bool probing : {true, false}) {
        SolveOptions options;
        options.max_solutions = 0;
        options.keep_solutions = 0;
        options.probing = probing;
        const SolveResult r = solve(p, options);
        EXPECT_EQ(r.solution_count, 120u);
        EXPECT_TRUE(r.exhausted());
        EXPECT_TRUE(r.solutions.empty());
        EXPECT_EQ(r.verdict, Verdict::Multiple);
    }
}

TEST(Solver, NodeLimitGivesUndecided) {
    const Puzzle p = puzzle({{1}, {1}, {1}, {1}}, {{1}, {1}, {1}, {1}});
    SolveOptions options;
    options.max_solutions = 0;
    options.max_nodes = 1;
    options.probing = false;
    const SolveResult r = solve(p, options);
    EXPECT_FALSE(r.exhausted());
    EXPECT_EQ(r.stop, StopReason::Nodes);
    EXPECT_LE(r.stats.guesses, 1u);
    // 24 permutation matrices exist; one guess cannot have found two of them.
    EXPECT_EQ(r.verdict, Verdict::Undecided);
}

// webpbn 6574 "Forever" needs search: the engine decides it with 250 guesses and then 90
// conflicts of the SAT solver, where the search alone has not after 20000 guesses.
Puzzle forever() { return read_puzzle(NONO_SHARED_PUZZLES "/webpbn-free/webpbn-06574-forever.non"); }

TEST(Solver, ANodeLimitAloneLeavesTheSearchWithoutSatTurns) {
    SolveOptions options;
    options.max_nodes = 1000;
    const SolveResult r = solve(forever(), options);
    EXPECT_EQ(r.stop, StopReason::Nodes);
    EXPECT_EQ(r.verdict, Verdict::Undecided);
    EXPECT_EQ(r.stats.guesses, 1000u);
    EXPECT_EQ(r.stats.sat_calls, 0u);
}

TEST(Solver, ANodeLimitWithAConflictLimitLetsTheSatSolverTakeItsTurns) {
    SolveOptions options;
    options.max_nodes = 1000;
    options.max_conflicts = 1000;
    const SolveResult r = solve(forever(), options);
    EXPECT_EQ(r.verdict, Verdict::Unique);
    EXPECT_LT(r.stats.guesses, 1000u);
    EXPECT_GT(r.stats.sat_conflicts, 0u);
    EXPECT_LE(r.stats.sat_conflicts, 1000u);
}

TEST(Solver, TheConflictLimitStopsTheSatSolver) {
    SolveOptions options;
    options.max_conflicts = 50;  // fewer than its 90
    const SolveResult r = solve(forever(), options);
    EXPECT_EQ(r.stop, StopReason::Conflicts);
    EXPECT_TRUE(r.limited());
    EXPECT_EQ(r.verdict, Verdict::Undecided);
    EXPECT_GE(r.stats.sat_conflicts, 50u);
    EXPECT_LE(r.stats.sat_conflicts, 51u);  // (CryptoMiniSat ends a call one conflict past its budget)
}

TEST(Solver, TimeLimitStopsALargeAmbiguousSearch) {
    // 30x30 with a single 1 per line has 30! solutions: counting them cannot finish.
    std::vector<Clue> ones(30, Clue{1});
    const Puzzle p = puzzle(ones, ones);
    SolveOptions options;
    options.max_solutions = 0;
    options.keep_solutions = 0;
    options.timeout_seconds = 0.2;
    const SolveResult r = solve(p, options);
    EXPECT_EQ(r.stop, StopReason::Time);
    EXPECT_FALSE(r.exhausted());
    // How many it found before the clock ran out depends on the machine; the verdict must
    // say exactly that much and no more.
    EXPECT_EQ(r.verdict, r.solution_count >= 2 ? Verdict::Multiple : Verdict::Undecided);
    EXPECT_EQ(r.solutions.size(), 0u);
}

TEST(Solver, IsDeterministic) {
    std::mt19937 rng(7);
    const Puzzle p = puzzle_from_grid(testing::random_grid(rng, 12, 12, 0.5));
    SolveOptions options;
    options.max_solutions = 0;
    const SolveResult a = solve(p, options);
    const SolveResult b = solve(p, options);
    EXPECT_EQ(a.solutions, b.solutions);
    EXPECT_EQ(a.stats.line_solves, b.stats.line_solves);
    EXPECT_EQ(a.stats.probes, b.stats.probes);
    EXPECT_EQ(a.stats.guesses, b.stats.guesses);
}

// Reusing probes must not change the search, in either cell domain: the same nodes,
// deductions and solutions, and every cell skipped stands for the trials it would have run
// (two in black and white, two or more in colour). Square black-and-white puzzles take the
// bit-mask board (line states compared by hash), 70-wide ones and colour the stamped lines.
template <typename Domain>
class ReusedProbes : public ::testing::Test {};
TYPED_TEST_SUITE(ReusedProbes, testing::CellDomains);

TYPED_TEST(ReusedProbes, LeaveTheSearchAsItWas) {
    std::mt19937 rng(11);
    std::uint64_t reused = 0;
    for (int round = 0; round < 16; ++round) {
        const bool wide = round % 2 == 1;
        const int width = wide ? 70 : 10 + round / 2;
        const int height = wide ? 8 + round / 2 : 10 + round / 2;
        const Puzzle p = TypeParam::puzzle(TypeParam::picture(rng, width, height, 0.5, round), round);
        SolveOptions options;
        options.max_solutions = 20;
        options.sat = false;
        const SolveResult with = solve(p, options);
        EngineTuning no_reuse;
        no_reuse.reuse_probes = false;
        options.tuning = &no_reuse;
        const SolveResult without = solve(p, options);
        SCOPED_TRACE(::testing::Message() << width << "x" << height << " round " << round);
        EXPECT_EQ(with.solutions, without.solutions);
        EXPECT_EQ(with.solution_count, without.solution_count);
        EXPECT_EQ(with.stats.guesses, without.stats.guesses);
        EXPECT_EQ(with.stats.backtracks, without.stats.backtracks);
        EXPECT_EQ(with.stats.probe_forced, without.stats.probe_forced);
        EXPECT_EQ(without.stats.probes_reused, 0u);
        if (std::is_same_v<TypeParam, testing::BlackAndWhite>)
            EXPECT_EQ(with.stats.probes + 2 * with.stats.probes_reused, without.stats.probes);
        else
            EXPECT_LE(with.stats.probes + 2 * with.stats.probes_reused, without.stats.probes);
        reused += with.stats.probes_reused;
    }
    EXPECT_GT(reused, 0u);
}

TEST(Solver, RefusesInvalidPuzzles) {
    Puzzle wrong_count = kTwoSolutions;
    wrong_count.rows.pop_back();  // two rows high, one clue
    EXPECT_THROW(solve(wrong_count), std::invalid_argument);
    Puzzle too_long = puzzle({{3}, {}}, {{1}, {1}});
    try {
        solve(too_long);
        ADD_FAILURE() << "solved a puzzle whose clue does not fit its row";
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("row 1"), std::string::npos) << error.what();
    }
}

TEST(Solver, AnInterruptStopsTheSearchWithTheAnswerSoFar) {
    Puzzle puzzle;
    puzzle.width = puzzle.height = 5;
    puzzle.rows = puzzle.columns = {{1}, {1}, {1}, {1}, {1}};  // 120 solutions
    std::atomic<bool> stop{true};
    SolveOptions options;
    options.interrupt = &stop;
    const SolveResult r = solve(puzzle, options);
    EXPECT_EQ(r.stop, StopReason::Interrupted);
    EXPECT_EQ(r.verdict, Verdict::Undecided);
    EXPECT_EQ(r.deduced.width(), 5);
}

// A limit reached while the SAT solver works (in one long turn, not between turns) stops it:
// random 60x60 seed 14, undecided at 300 s (docs/performance-history.md), so no machine is fast
// enough to finish before the limit.
SolveOptions sat_alone_on_a_hard_puzzle() {
    static const EngineTuning sat_alone = [] {
        EngineTuning tuning;
        tuning.sat_after_probes = 0;
        tuning.sat_first_conflicts = 1'000'000'000;
        return tuning;
    }();
    SolveOptions options;
    options.tuning = &sat_alone;
    options.max_solutions = 1;
    return options;
}

TEST(Solver, TheTimeLimitStopsTheSatSolverInTheMiddleOfItsSearch) {
    const Puzzle hard = read_puzzle(NONO_TEST_DATA_DIR "/server/random60_14.non");
    SolveOptions options = sat_alone_on_a_hard_puzzle();
    // The SAT solver starts at once, but a loaded machine may take more than a second to get
    // there (root propagation, the formula): the limit doubles until the clock runs out while
    // it works, so the outcome does not depend on the machine's speed (the puzzle is undecided
    // at 300 s, far beyond the last limit).
    std::uint64_t conflicts = 0;
    for (double limit = 1; limit <= 64 && conflicts == 0; limit *= 2) {
        options.timeout_seconds = limit;
        const SolveResult r = solve(hard, options);
        EXPECT_EQ(r.stop, StopReason::Time);
        EXPECT_EQ(r.verdict, Verdict::Undecided);
        conflicts = r.stats.sat_conflicts;
    }
    EXPECT_GT(conflicts, 0u);  // the SAT solver was at work when the clock ran out
}

TEST(Solver, AnInterruptStopsTheSatSolverInTheMiddleOfItsSearch) {
    const Puzzle hard = read_puzzle(NONO_TEST_DATA_DIR "/server/random60_14.non");
    std::atomic<bool> stop{false};
    SolveOptions options = sat_alone_on_a_hard_puzzle();
    options.interrupt = &stop;
    // Interrupted once the SAT solver has worked a while (reports from the thread that
    // watches it), not after a fixed time a slow machine might not start it in.
    options.progress_seconds = 0.05;
    const std::thread::id solving_thread = std::this_thread::get_id();
    int reports_during_sat = 0;
    options.progress = [&](const SolveProgress& progress) {
        if (std::this_thread::get_id() != solving_thread && progress.sat_running && ++reports_during_sat == 10)
            stop = true;
    };
    const SolveResult r = solve(hard, options);
    EXPECT_EQ(r.stop, StopReason::Interrupted);
    EXPECT_EQ(r.verdict, Verdict::Undecided);
    EXPECT_GT(r.stats.sat_conflicts, 0u);
}

TEST(Solver, WhatTheProgressReportThrowsDuringASatTurnEndsTheSolve) {
    const Puzzle hard = read_puzzle(NONO_TEST_DATA_DIR "/server/random60_14.non");
    SolveOptions options = sat_alone_on_a_hard_puzzle();
    options.progress_seconds = 0;
    const std::thread::id solving_thread = std::this_thread::get_id();
    bool from_the_watcher = false;
    // Thrown only from the thread that watches the SAT solver: the root's propagation, on
    // the solving thread, reports progress too.
    options.progress = [&](const SolveProgress&) {
        if (std::this_thread::get_id() == solving_thread) return;
        from_the_watcher = true;
        throw std::runtime_error("stop reporting");
    };
    EXPECT_THROW(solve(hard, options), std::runtime_error);
    EXPECT_TRUE(from_the_watcher);
}

TEST(Solver, ProgressDuringASatTurnSaysTheSatSolverIsWorking) {
    const Puzzle hard = read_puzzle(NONO_TEST_DATA_DIR "/server/random60_14.non");
    SolveOptions options = sat_alone_on_a_hard_puzzle();
    options.progress_seconds = 0;
    const std::thread::id solving_thread = std::this_thread::get_id();
    std::atomic<bool> stop{false};
    options.interrupt = &stop;
    SolveProgress seen;
    bool before_any_sat_call_too = false;
    options.progress = [&](const SolveProgress& progress) {
        if (std::this_thread::get_id() == solving_thread) {  // the root's propagation
            before_any_sat_call_too = before_any_sat_call_too || (!progress.sat_running && progress.sat_calls == 0);
            return;
        }
        seen = progress;  // (reports come one at a time: the solving thread waits in the solver)
        stop = true;
    };
    const SolveResult r = solve(hard, options);
    EXPECT_EQ(r.stop, StopReason::Interrupted);
    EXPECT_TRUE(before_any_sat_call_too);
    EXPECT_TRUE(seen.sat_running);
    EXPECT_EQ(seen.sat_calls, 1u);
    EXPECT_EQ(seen.cells, 3600u);
}

TEST(Solver, ReportsProgressWhileItWorks) {
    Puzzle puzzle;
    puzzle.width = puzzle.height = 7;
    puzzle.rows = puzzle.columns = {{1}, {1}, {1}, {1}, {1}, {1}, {1}};  // 5040 solutions
    SolveOptions options;
    options.max_solutions = 0;
    options.progress_seconds = 0;
    std::uint64_t reports = 0;
    std::size_t cells = 0;
    options.progress = [&](const SolveProgress& progress) {
        ++reports;
        cells = progress.cells;
    };
    const SolveResult r = solve(puzzle, options);
    EXPECT_EQ(r.solution_count, 5040u);
    EXPECT_GT(reports, 0u);
    EXPECT_EQ(cells, 49u);
}

}  // namespace
}  // namespace nono
