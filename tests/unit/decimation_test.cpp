// Unit tests of belief-propagation-guided decimation (src/solve/engine/decimation.cpp): what
// it returns, in both cell domains, is cells of the open board, each once; a whole picture is
// always a solution (the brute-force set on small puzzles); on random pictures it mostly gets
// there; a limit stops it with nothing. Checked decimation: the SAT solver's check names the shortest refuted
// start of the cells (brute force on small puzzles), and with the SAT solver checking it
// decimation reaches a picture that satisfies the clues.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <random>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "nono/puzzle.hpp"
#include "nono/solver.hpp"
#include "solve/engine/decimation.hpp"
#include "solve/engine/sat_search.hpp"
#include "solve/engine/tuning.hpp"
#include "support/domains.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

// The picture of `cells` when they are every cell of the puzzle, each once and each one colour
// (over `start`, cells known before); else empty.
std::vector<Cell> whole_picture(const detail::PreferredCells& cells, std::vector<Cell> picture) {
    for (const auto& [index, value] : cells) {
        EXPECT_LT(index, picture.size());
        if (index >= picture.size()) return {};
        EXPECT_LT(cell_colour(picture[index]), 0) << "cell " << index << " twice, or known before";
        EXPECT_GE(cell_colour(value), 0);
        picture[index] = value;
    }
    for (Cell cell : picture)
        if (cell_colour(cell) < 0) return {};
    return picture;
}

// Decimation over both cell domains (colour over colour belief propagation, colour_belief.hpp).
template <typename Domain>
class Decimation : public ::testing::Test {};
TYPED_TEST_SUITE(Decimation, testing::CellDomains);

// Its cells are open cells of the root, each once, each one colour, and a whole picture is
// one of the solutions (the brute-force set on small puzzles), in the large boards' fine steps
// and in the small boards' coarse ones (EngineTuning::coarse_decimation_share).
TYPED_TEST(Decimation, AWholePictureIsOneOfTheSolutions) {
    for (const detail::DecimationSteps steps : {detail::DecimationSteps{}, detail::DecimationSteps{0.1, 3, 3}}) {
        std::mt19937 rng(7);
        int whole = 0;
        for (int round = 0; round < 60; ++round) {
            const int width = 3 + round % 4, height = 3 + round / 4 % 3;
            const Puzzle puzzle = TypeParam::puzzle(TypeParam::picture(rng, width, height, 0.55, round), round);
            std::set<std::vector<Cell>> solutions;
            for (const Grid& grid : TypeParam::solutions(puzzle)) solutions.insert(grid.cells());
            SolveStats stats;
            detail::Limits limits;
            const Grid root(width, height, TypeParam::open(round));
            const auto cells = detail::decimated_cells(puzzle, root, limits, stats, nullptr, steps);
            SCOPED_TRACE(::testing::Message() << width << "x" << height << " round " << round << " share "
                                              << steps.share);
            const std::vector<Cell> picture = whole_picture(cells, root.cells());
            if (picture.empty()) continue;
            ++whole;
            EXPECT_EQ(solutions.count(picture), 1u);
        }
        EXPECT_GE(whole, 54);  // (measured: all 60, in both domains and both steps)
    }
}

// The root's cells are not returned; on random pictures where one run of belief propagation
// leaves some cells unsure (40x40 at density 0.5 in black and white, 20x20 in colour)
// decimation reaches a whole picture, which satisfies the clues.
TYPED_TEST(Decimation, OnRandomPicturesItReachesAPicture) {
    const int side = std::is_same_v<TypeParam, testing::BlackAndWhite> ? 40 : 20;
    std::mt19937 rng(40);
    int whole = 0;
    for (int round = 0; round < 4; ++round) {
        const Grid drawn = TypeParam::picture(rng, side, side, 0.5, round);
        const Puzzle puzzle = TypeParam::puzzle(drawn, round);
        Grid root(side, side, TypeParam::open(round));
        root.cells()[0] = drawn.cells()[0];
        SolveStats stats;
        detail::Limits limits;
        const auto cells = detail::decimated_cells(puzzle, root, limits, stats);
        SCOPED_TRACE(::testing::Message() << "round " << round);
        EXPECT_GT(stats.line_solves, 0u);
        for (const auto& [index, value] : cells) EXPECT_NE(index, 0u);
        const std::vector<Cell> picture = whole_picture(cells, root.cells());
        if (picture.empty()) continue;
        Grid grid(side, side);
        grid.cells() = picture;
        if (satisfies(puzzle, grid)) ++whole;
    }
    EXPECT_GE(whole, 3);  // (measured: all 4 in both)
}

// Whether some solution has every one of the first `length` of `cells`.
bool some_solution_has(const std::vector<Grid>& solutions, const detail::PreferredCells& cells,
                       std::size_t length) {
    for (const Grid& solution : solutions) {
        bool all = true;
        for (std::size_t k = 0; k < length && all; ++k)
            all = solution.cells()[cells[k].first] == cells[k].second;
        if (all) return true;
    }
    return false;
}

TEST(CheckedDecimation, TheSatSolversCheckNamesTheShortestRefutedStart) {
    std::mt19937 rng(11);
    int pictures = 0, refuted = 0;
    for (int round = 0; round < 300; ++round) {
        const int width = 3 + round % 4, height = 3 + round / 4 % 4;
        const Puzzle puzzle = puzzle_from_grid(testing::random_grid(rng, width, height, 0.5));
        const std::vector<Grid> solutions = testing::brute_force_solutions(puzzle);
        // Distinct cells, random values, a random length.
        std::vector<std::size_t> order(static_cast<std::size_t>(width * height));
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::shuffle(order.begin(), order.end(), rng);
        order.resize(std::uniform_int_distribution<std::size_t>(1, order.size())(rng));
        // In odd rounds the values of a solution (when there is one), one of them flipped in
        // every fourth round.
        detail::PreferredCells cells;
        for (std::size_t index : order)
            cells.emplace_back(index, round % 2 == 1 && !solutions.empty() ? solutions.front().cells()[index]
                                      : rng() % 2 == 0                     ? Cell::Filled
                                                                           : Cell::Empty);
        Cell& middle = cells[cells.size() / 2].second;
        if (round % 4 == 3) middle = middle == Cell::Filled ? Cell::Empty : Cell::Filled;
        SolveStats stats;
        detail::Limits limits;
        bool running = false;
        detail::SatSearch sat(puzzle, Grid(width, height), limits, running, stats);
        std::size_t length = 0;
        const detail::SatSearch::Check answer = sat.check(cells, 1'000'000, length);
        SCOPED_TRACE(::testing::Message() << width << "x" << height << " round " << round);
        if (some_solution_has(solutions, cells, cells.size())) {
            ASSERT_EQ(answer, detail::SatSearch::Check::Picture);
            EXPECT_TRUE(satisfies(puzzle, sat.solution()));
            EXPECT_TRUE(some_solution_has({sat.solution()}, cells, cells.size()));
            ++pictures;
        } else {
            ASSERT_EQ(answer, detail::SatSearch::Check::Refuted);
            ASSERT_GE(length, 1u);
            ASSERT_LE(length, cells.size());
            EXPECT_FALSE(some_solution_has(solutions, cells, length));
            EXPECT_TRUE(some_solution_has(solutions, cells, length - 1));
            ++refuted;
        }
    }
    EXPECT_GE(pictures, 60);  // (both kinds must be put to the test)
    EXPECT_GE(refuted, 100);
}

// With the SAT solver checking every step, decimation ends at a picture the check found, and
// that picture satisfies the clues and has every cell decimation fixed.
TEST(CheckedDecimation, WithTheSatSolverItEndsAtAPicture) {
    std::mt19937 rng(13);
    int pictures = 0;
    for (int round = 0; round < 6; ++round) {
        const Puzzle puzzle = puzzle_from_grid(testing::random_grid(rng, 30, 30, 0.5));
        SolveStats stats;
        detail::Limits limits;
        bool running = false;
        detail::SatSearch sat(puzzle, Grid(30, 30), limits, running, stats);
        bool found = false;
        detail::PreferredCells checked_cells;
        detail::DecimationCheck checked;
        checked.every_steps = 1;
        checked.check = [&](const detail::PreferredCells& cells, std::size_t& length) {
            const detail::CellsCheck answer = sat.check(cells, 1000, length);
            if (answer == detail::CellsCheck::Picture) {
                found = true;
                checked_cells = cells;
            }
            return answer;
        };
        detail::decimated_cells(puzzle, Grid(30, 30), limits, stats, nullptr, detail::DecimationSteps{}, &checked);
        SCOPED_TRACE(::testing::Message() << "round " << round);
        if (!found) continue;
        ++pictures;
        EXPECT_TRUE(satisfies(puzzle, sat.solution()));
        EXPECT_TRUE(some_solution_has({sat.solution()}, checked_cells, checked_cells.size()));
    }
    EXPECT_GE(pictures, 5);
}

// A random 3-colour picture's puzzle (30 x 30, density 0.5), solved with the SAT
// solver's turns at once and each very short, so that checked decimation comes soon after
// coarse decimation; `tweak` sets the knobs compared. Its statistics, after checking its answer.
template <typename Tweak>
SolveStats checked_colour_solve(const Puzzle& puzzle, Tweak tweak) {
    EngineTuning tuning;
    tuning.sat_after_probes = 1;
    tuning.sat_first_conflicts = 1;
    tuning.sat_guided_conflicts_decimated = 1;
    tuning.coarse_decimation_backups = 0;  // (coarse decimation stops at its first misfit)
    tuning.colour_difference_map_iterations = 0;  // (it would find most of these pictures first)
    tweak(tuning);
    SolveOptions options;
    options.max_solutions = 2;
    options.tuning = &tuning;
    const SolveResult r = solve(puzzle, options);
    EXPECT_GE(r.solution_count, 1u);
    for (const Grid& g : r.solutions) EXPECT_TRUE(satisfies(puzzle, g));
    return r.stats;
}

Puzzle random_colour_puzzle(std::mt19937& rng) {
    return puzzle_from_grid(testing::random_colour_grid(rng, 30, 30, 3, 0.5), testing::test_palette(3));
}

// A colour puzzle whose coarse decimation and guided turn find no picture goes on to
// decimation checked by the SAT solver (portfolio.cpp, Guide::CoarseDecimation), as the large
// boards' fine decimation does: random 2-colour 60x60 pictures at density 0.5 that stopped at
// 10 s in the SAT solver's long turn are decided so (docs/performance.md, "Colour targets").
// Seen in the SAT calls: the checks are calls of their own, so with them allowed
// (checked_decimation_conflicts) a solve makes other calls than without; every picture found
// either way satisfies the clues.
TEST(CheckedDecimation, FollowsColoursCoarseDecimation) {
    std::mt19937 rng(5);
    int checked = 0;
    for (int round = 0; round < 4; ++round) {
        const Puzzle puzzle = random_colour_puzzle(rng);
        SCOPED_TRACE(::testing::Message() << "round " << round);
        const SolveStats without = checked_colour_solve(puzzle, [](EngineTuning& t) { t.checked_decimation_conflicts = 0; });
        const SolveStats with = checked_colour_solve(puzzle, [](EngineTuning&) {});
        if (without.sat_calls != with.sat_calls) ++checked;
    }
    EXPECT_GE(checked, 1);
}

// Colour's checks take their own conflicts a call (colour_checked_decimation_call_conflicts):
// black and white's knob leaves a colour solve as it was, colour's own changes it.
TEST(CheckedDecimation, ColourChecksHaveTheirOwnCallBudget) {
    std::mt19937 rng(5);
    int changed = 0;
    for (int round = 0; round < 4; ++round) {
        const Puzzle puzzle = random_colour_puzzle(rng);
        SCOPED_TRACE(::testing::Message() << "round " << round);
        const SolveStats as_is = checked_colour_solve(puzzle, [](EngineTuning&) {});
        const SolveStats other = checked_colour_solve(puzzle, [](EngineTuning& t) { t.checked_decimation_call_conflicts = 1; });
        const SolveStats own = checked_colour_solve(puzzle, [](EngineTuning& t) { t.colour_checked_decimation_call_conflicts = 1; });
        EXPECT_EQ(other.sat_calls, as_is.sat_calls);
        EXPECT_EQ(other.sat_conflicts, as_is.sat_conflicts);
        if (own.sat_calls != as_is.sat_calls || own.sat_conflicts != as_is.sat_conflicts) ++changed;
    }
    EXPECT_GE(changed, 1);
}

TEST(DecimationLimits, AnInterruptStopsItWithNothing) {
    std::mt19937 rng(3);
    const Puzzle puzzle = puzzle_from_grid(testing::random_grid(rng, 30, 30, 0.5));
    const std::atomic<bool> stop{true};
    detail::Limits limits(0, &stop);
    SolveStats stats;
    EXPECT_TRUE(detail::decimated_cells(puzzle, Grid(30, 30), limits, stats).empty());
}

}  // namespace
}  // namespace nono
