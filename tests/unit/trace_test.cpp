// The trace: replaying the cell changes of the steps from an all-unknown grid gives the board
// after every step, so at each Solution step the replayed grid is that solution; probes are
// reported but change nothing; tracing does not change what the engine does.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "nono/solver.hpp"
#include "nono/trace_io.hpp"
#include "solve/engine/tuning.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

Puzzle random_puzzle(std::mt19937& rng, int width, int height) {
    Grid picture(width, height);
    for (Cell& cell : picture.cells()) cell = rng() % 2 ? Cell::Filled : Cell::Empty;
    return puzzle_from_grid(picture);
}

struct Replay {
    Grid board;
    std::vector<Grid> solutions;
    // Every cell starts unknown: Unknown, or in a colour puzzle every colour.
    explicit Replay(const Puzzle& puzzle) : board(puzzle.width, puzzle.height, any_colour(colour_count(puzzle))) {}
    void apply(const Step& step) {
        for (const CellChange& change : step.cells) board.cells().at(change.index) = change.value;
        if (step.kind == StepKind::Solution) solutions.push_back(board);
    }
};

TEST(Trace, ReplayingTheStepsReproducesEverySolution) {
    std::mt19937 rng(7);
    for (int round = 0; round < 300; ++round) {
        const Puzzle puzzle = random_puzzle(rng, 2 + round % 6, 2 + round / 6 % 6);
        for (bool probing : {true, false}) {
            SolveOptions options;
            options.max_solutions = 0;
            options.probing = probing;
            TraceRecorder recorder;
            const SolveResult traced = solve(puzzle, options, &recorder);
            const SolveResult plain = solve(puzzle, options);
            ASSERT_EQ(traced.solutions, plain.solutions);
            EXPECT_EQ(traced.stats.line_solves, plain.stats.line_solves);
            EXPECT_EQ(traced.stats.guesses, plain.stats.guesses);
            Replay replay(puzzle);
            for (const Step& step : recorder.steps()) {
                if (step.kind == StepKind::Probe) EXPECT_TRUE(step.cells.empty());
                if (step.kind == StepKind::Line) {
                    EXPECT_GE(step.line, 0);
                    EXPECT_FALSE(step.cells.empty());
                    EXPECT_EQ(step.solver, "complete");
                }
                replay.apply(step);
            }
            EXPECT_EQ(replay.solutions, traced.solutions) << "round " << round;
        }
    }
}

TEST(Trace, SolutionsTheSatSolverFindsAreStepsToo) {
    // With a first search turn of 0 the SAT solver decides alone after the root's
    // deductions: every solution it finds is a Solution step, and the replay stays exact.
    std::mt19937 rng(3);
    int from_sat = 0;
    for (int round = 0; round < 60; ++round) {
        const Puzzle puzzle = random_puzzle(rng, 4 + round % 5, 4 + round / 5 % 5);
        SolveOptions options;
        options.max_solutions = 3;
        EngineTuning sat_alone;
        sat_alone.sat_after_probes = 0;
        options.tuning = &sat_alone;
        TraceRecorder recorder;
        const SolveResult traced = solve(puzzle, options, &recorder);
        Replay replay(puzzle);
        for (const Step& step : recorder.steps()) replay.apply(step);
        EXPECT_EQ(replay.solutions, traced.solutions) << "round " << round;
        for (const Grid& solution : replay.solutions) EXPECT_TRUE(satisfies(puzzle, solution)) << "round " << round;
        if (traced.stats.sat_calls > 0 && !traced.solutions.empty()) {
            ++from_sat;
            // The SAT solver's solutions say so, in the step and in its sentence.
            bool said = false;
            for (const Step& step : recorder.steps())
                if (step.kind == StepKind::Solution && step.solver == "sat") {
                    said = true;
                    EXPECT_NE(explain_step(puzzle, step).find("found by the SAT solver"), std::string::npos);
                }
            EXPECT_TRUE(said) << "round " << round;
        }
    }
    EXPECT_GT(from_sat, 10);
}

TEST(Trace, ARestartIsABacktrackToTheRoot) {
    // Taking turns with restarts after 1, 1, 2, ... guesses: each restart is a backtrack step
    // to depth 0 that puts back the root's board, so the replay stays exact.
    std::mt19937 rng(11);
    std::uint64_t restarts = 0;
    for (int round = 0; round < 200; ++round) {
        const Puzzle puzzle = random_puzzle(rng, 6 + round % 5, 6 + round / 5 % 5);
        SolveOptions options;
        options.max_solutions = 3;
        options.probing = false;  // more guesses on puzzles this small
        EngineTuning restarting;
        restarting.sat_after_probes = 1;
        restarting.sat_first_conflicts = 1;
        restarting.sat_guided_conflicts = 0;
        restarting.restart_unit = 1;
        options.tuning = &restarting;
        TraceRecorder recorder;
        const SolveResult traced = solve(puzzle, options, &recorder);
        Replay replay(puzzle);
        std::uint64_t to_root = 0;
        for (const Step& step : recorder.steps()) {
            replay.apply(step);
            to_root += step.kind == StepKind::Backtrack && step.depth == 0;
        }
        EXPECT_EQ(replay.solutions, traced.solutions) << "round " << round;
        for (const Grid& solution : replay.solutions) EXPECT_TRUE(satisfies(puzzle, solution)) << "round " << round;
        EXPECT_GE(to_root, traced.stats.restarts) << "round " << round;
        restarts += traced.stats.restarts;
    }
    EXPECT_GT(restarts, 20u);
}

TEST(Trace, GuessesAndBacktracksPairUp) {
    // Two solutions: the search must guess, find one, backtrack and find the other.
    Puzzle puzzle;
    puzzle.width = puzzle.height = 2;
    puzzle.rows = {{1}, {1}};
    puzzle.columns = {{1}, {1}};
    SolveOptions options;
    options.max_solutions = 0;
    TraceRecorder recorder;
    const SolveResult result = solve(puzzle, options, &recorder);
    ASSERT_EQ(result.solution_count, 2u);
    int guesses = 0, backtracks = 0, solutions = 0;
    for (const Step& step : recorder.steps()) {
        guesses += step.kind == StepKind::Guess;
        backtracks += step.kind == StepKind::Backtrack;
        solutions += step.kind == StepKind::Solution;
        if (step.kind == StepKind::Guess) {
            ASSERT_EQ(step.cells.size(), 1u);
            EXPECT_EQ(step.cells[0].index, step.cell);
            EXPECT_GE(step.depth, 1u);
        }
    }
    EXPECT_EQ(solutions, 2);
    for (const Step& step : recorder.steps())
        if (step.kind == StepKind::Solution) EXPECT_TRUE(step.solver.empty());  // the search's own
    EXPECT_EQ(guesses, 2);  // the first value, then its alternative
    EXPECT_EQ(backtracks, static_cast<int>(result.stats.backtracks));
}

// A colour puzzle from a random picture of 2 to 4 foreground colours, its columns often
// taken from the picture with two cells swapped (other solutions, or none).
Puzzle random_colour_puzzle(std::mt19937& rng, int width, int height) {
    const int colours = 3 + static_cast<int>(rng() % 3);
    const Grid picture = testing::random_colour_grid(rng, width, height, colours, 0.5);
    Puzzle puzzle = puzzle_from_grid(picture, testing::test_palette(colours));
    if (rng() % 2) {
        Grid other = picture;
        std::swap(other.cells()[rng() % other.cells().size()], other.cells()[rng() % other.cells().size()]);
        const Puzzle swapped = puzzle_from_grid(other, testing::test_palette(colours));
        puzzle.columns = swapped.columns;
        puzzle.column_colours = swapped.column_colours;
    }
    puzzle.goal.reset();
    return puzzle;
}

TEST(Trace, ColourSolvesReplayToEverySolution) {
    // The colour engine traces as the black-and-white one does: the replay from "every
    // colour possible" is exact, probes change nothing, a forced step names the colour that
    // failed and narrows its cell (or, with no colour, the cells every colour's trial narrowed
    // alike), guesses pair with backtracks; the trace changes nothing.
    std::mt19937 rng(23);
    int guessed = 0, forced = 0, agreed = 0;
    for (int round = 0; round < 300; ++round) {
        const Puzzle puzzle = random_colour_puzzle(rng, 3 + round % 7, 3 + round / 7 % 7);
        if (!is_colour_puzzle(puzzle) || !validation_problems(puzzle).empty()) continue;
        for (bool probing : {true, false}) {
            SolveOptions options;
            options.max_solutions = 0;
            options.probing = probing;
            TraceRecorder recorder;
            const SolveResult traced = solve(puzzle, options, &recorder);
            const SolveResult plain = solve(puzzle, options);
            ASSERT_EQ(traced.solutions, plain.solutions);
            EXPECT_EQ(traced.stats.line_solves, plain.stats.line_solves);
            EXPECT_EQ(traced.stats.guesses, plain.stats.guesses);
            Replay replay(puzzle);
            int guesses = 0, backtracks = 0;
            for (const Step& step : recorder.steps()) {
                if (step.kind == StepKind::Probe) EXPECT_TRUE(step.cells.empty());
                if (step.kind == StepKind::Line) EXPECT_FALSE(step.cells.empty());
                if (step.kind == StepKind::Forced && step.value == Cell::Unknown) {
                    ++agreed;
                    EXPECT_FALSE(step.cells.empty());
                } else if (step.kind == StepKind::Forced) {
                    ++forced;
                    ASSERT_FALSE(step.cells.empty());
                    EXPECT_EQ(step.cells[0].index, step.cell);
                    EXPECT_EQ(static_cast<unsigned>(step.cells[0].value) & static_cast<unsigned>(step.value), 0u);
                }
                guesses += step.kind == StepKind::Guess;
                backtracks += step.kind == StepKind::Backtrack;
                replay.apply(step);
            }
            EXPECT_EQ(replay.solutions, traced.solutions) << "round " << round;
            EXPECT_EQ(backtracks, static_cast<int>(traced.stats.backtracks));
            guessed += guesses > 0;
        }
    }
    EXPECT_GT(guessed, 30);
    // Both kinds of forced step come (measured: 11 strike-offs, 16 by agreement).
    EXPECT_GT(forced, 5);
    EXPECT_GT(agreed, 5);
}

TEST(Trace, ColourSolutionsTheSatSolverFindsAreStepsToo) {
    std::mt19937 rng(24);
    int from_sat = 0;
    for (int round = 0; round < 200; ++round) {
        const Puzzle puzzle = random_colour_puzzle(rng, 3 + round % 4, 3 + round / 4 % 4);
        if (!is_colour_puzzle(puzzle) || !validation_problems(puzzle).empty()) continue;
        SolveOptions options;
        options.max_solutions = 3;
        EngineTuning sat_alone;
        sat_alone.sat_after_probes = 0;
        options.tuning = &sat_alone;
        TraceRecorder recorder;
        const SolveResult traced = solve(puzzle, options, &recorder);
        Replay replay(puzzle);
        for (const Step& step : recorder.steps()) {
            replay.apply(step);
            if (step.kind == StepKind::Solution && step.solver == "sat") ++from_sat;
        }
        EXPECT_EQ(replay.solutions, traced.solutions) << "round " << round;
        for (const Grid& solution : replay.solutions) EXPECT_TRUE(satisfies(puzzle, solution)) << "round " << round;
    }
    EXPECT_GT(from_sat, 20);
}

TEST(Trace, ARecorderKeepsAtMostItsLimit) {
    TraceRecorder recorder(3);
    Step step;
    for (int i = 0; i < 5; ++i) recorder.step(step);
    EXPECT_EQ(recorder.steps().size(), 3u);
    EXPECT_EQ(recorder.dropped(), 2u);
}

}  // namespace
}  // namespace nono
