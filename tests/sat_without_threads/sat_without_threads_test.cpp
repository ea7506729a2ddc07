// The SAT turns as the WebAssembly engine builds them (NONO_SAT_WITHOUT_THREADS: no watcher
// thread; the solver is given the time left and keeps the deadline on a clock of its own),
// here natively, with the limits' clock standing still: only the solver's clock moves.
#include <gtest/gtest.h>

#include <random>

#include "nono/puzzle.hpp"
#include "solve/engine/sat_search.hpp"
#include "solve/limits.hpp"

namespace nono {
namespace {

#ifndef NONO_SAT_WITHOUT_THREADS
#error "this test is built with NONO_SAT_WITHOUT_THREADS (tests/CMakeLists.txt)"
#endif

using detail::Limits;
using detail::SatSearch;

const Limits::Clock::time_point kFrozen = Limits::Clock::now();
Limits::Clock::time_point frozen_clock() { return kFrozen; }

// A random 40x40 picture's clues: the SAT solver needs many conflicts for them from an
// empty board.
Puzzle random_puzzle() {
    std::mt19937 rng(3);
    std::bernoulli_distribution filled(0.5);
    Grid picture(40, 40, Cell::Empty);
    for (Cell& cell : picture.cells()) cell = filled(rng) ? Cell::Filled : Cell::Empty;
    return puzzle_from_grid(picture);
}

// The limits' deadline is a nanosecond away and their clock stands still: the solver, given
// that nanosecond, stops at once by its own clock, while the limits never see the deadline.
// Taken for a spent budget, that stop let the engine go on to its next turn, so what it did
// depended on how the two clocks went; it ends the solve, as the deadline does.
TEST(SatWithoutThreads, TheSolversClockPastTheDeadlineStopsTheSolve) {
    const Puzzle puzzle = random_puzzle();
    Limits limits(1e-9, nullptr, kFrozen);
    limits.use_clock(&frozen_clock);
    ASSERT_FALSE(limits.check());
    SolveStats stats;
    bool running = false;
    SatSearch sat(puzzle, Grid(puzzle.width, puzzle.height), limits, running, stats);
    EXPECT_EQ(sat.next(1'000'000), SatSearch::Answer::Stopped);
    EXPECT_EQ(sat.stop_reason(), StopReason::Time);
    EXPECT_TRUE(limits.stopped());
    EXPECT_LT(stats.sat_conflicts, 1'000'000u);
}

// A budget spent is still only that: the next turn goes on.
TEST(SatWithoutThreads, ASpentBudgetIsNoStop) {
    const Puzzle puzzle = random_puzzle();
    Limits limits;
    SolveStats stats;
    bool running = false;
    SatSearch sat(puzzle, Grid(puzzle.width, puzzle.height), limits, running, stats);
    EXPECT_EQ(sat.next(10), SatSearch::Answer::OutOfBudget);
    EXPECT_GE(stats.sat_conflicts, 10u);
    EXPECT_FALSE(limits.stopped());
}

}  // namespace
}  // namespace nono
