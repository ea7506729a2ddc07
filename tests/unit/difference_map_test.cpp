// Unit tests of the difference map (src/solve/engine/difference_map.cpp): each line's nearest
// arrangement by table; a picture it returns always satisfies the clues; on random pictures
// (black and white, and colour) it gets there from an unsure start; a limit stops it with
// nothing.
#include <gtest/gtest.h>

#include <atomic>
#include <random>
#include <vector>

#include "nono/puzzle.hpp"
#include "solve/engine/difference_map.hpp"
#include "solve/engine/tuning.hpp"
#include "support/domains.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

struct NearestCase {
    Clue clue;
    std::vector<double> target;
    bool exists;
    std::vector<double> nearest;
};

TEST(DifferenceMap, NearestArrangementByTable) {
    const NearestCase cases[] = {
        {{2}, {0, 1, 1, 0}, true, {0, 1, 1, 0}},
        {{2}, {0.9, 0.8, 0.6, 0.1}, true, {1, 1, 0, 0}},
        {{2}, {0.1, 0.6, 0.8, 0.9}, true, {0, 0, 1, 1}},
        {{1, 1}, {0.9, 0.6, 0.1, 0.9}, true, {1, 0, 0, 1}},
        {{1, 1}, {0.1, 0.9, 0.2, 0.9}, true, {0, 1, 0, 1}},
        // Far outside [0, 1] (the copies drift there): the sums still decide.
        {{1, 2}, {3.0, -2.0, 0.4, 5.0, 0.2}, true, {1, 0, 1, 1, 0}},
        {{4}, {0, 0, 0, 0}, true, {1, 1, 1, 1}},
        {{0}, {1, 1, 1}, true, {0, 0, 0}},
        {{}, {0.7, 0.2}, true, {0, 0}},
        {{2, 2}, {1, 1, 1, 1}, false, {}},
        {{5}, {1, 1, 1, 1}, false, {}},
    };
    for (const NearestCase& c : cases) {
        SCOPED_TRACE(::testing::Message() << "clue of " << c.clue.size() << " blocks on " << c.target.size());
        std::vector<double> arrangement;
        ASSERT_EQ(detail::nearest_arrangement(c.clue, c.target, arrangement), c.exists);
        if (c.exists) EXPECT_EQ(arrangement, c.nearest);
    }
}

// Over both cell domains (black and white: each cell's weight of being filled; colour: its
// weights of each foreground colour, the background's the rest).
template <typename Domain>
class DifferenceMapIn : public ::testing::Test {};
TYPED_TEST_SUITE(DifferenceMapIn, testing::CellDomains);

// A start that knows nothing of `puzzle`'s picture: each weight between 0.3 and 0.7 of an
// even share at random.
std::vector<double> unsure_start(std::mt19937& rng, const Puzzle& puzzle) {
    const auto values = static_cast<std::size_t>(colour_count(puzzle) - 1);
    std::vector<double> start(static_cast<std::size_t>(puzzle.width * puzzle.height) * values);
    std::uniform_real_distribution<double> unsure(0.3, 0.7);
    for (double& weight : start) weight = unsure(rng) / static_cast<double>(values);
    return start;
}

// From such a start, what it returns is a picture of the clues, not necessarily the one drawn.
TYPED_TEST(DifferenceMapIn, APictureSatisfiesTheClues) {
    std::mt19937 rng(11);
    int found = 0;
    for (int round = 0; round < 40; ++round) {
        const int width = 4 + round % 9, height = 4 + round / 3 % 9;
        const Puzzle puzzle = TypeParam::puzzle(TypeParam::picture(rng, width, height, 0.5, round), round);
        const std::vector<double> start = unsure_start(rng, puzzle);
        SolveStats stats;
        detail::Limits limits;
        Grid picture(width, height);
        picture.cells() = detail::difference_map_picture(puzzle, start, 2000, limits, stats);
        SCOPED_TRACE(::testing::Message() << width << "x" << height << " round " << round);
        EXPECT_LE(stats.iterations, 2000u);
        if (picture.cells().empty()) continue;
        ++found;
        EXPECT_TRUE(satisfies(puzzle, picture));
    }
    EXPECT_GE(found, 36);  // (measured: all 40 in both domains)
}

// A random 30x30 picture at density 0.5 from a start that knows nothing of it: it reaches a
// picture of the clues, in more than one iteration (the first only moves each line to its
// nearest arrangement).
TYPED_TEST(DifferenceMapIn, OnARandomPictureItReachesOne) {
    std::mt19937 rng(30);
    const Puzzle puzzle = TypeParam::puzzle(TypeParam::picture(rng, 30, 30, 0.5, 0), 0);
    const std::vector<double> start = unsure_start(rng, puzzle);
    SolveStats stats;
    detail::Limits limits;
    Grid picture(30, 30);
    picture.cells() = detail::difference_map_picture(puzzle, start, 5000, limits, stats);
    ASSERT_FALSE(picture.cells().empty());
    EXPECT_TRUE(satisfies(puzzle, picture));
    EXPECT_GT(stats.iterations, 1u);
}

// A colour puzzle whose coarse decimation and guided turn find no picture goes on to the
// difference map from where coarse decimation stopped (portfolio.cpp, Guide::CoarseDecimation;
// checked decimation is off here): on random 2-colour 30x30 pictures it runs, and what the
// solve finds satisfies the clues.
TEST(DifferenceMap, FollowsColoursCoarseDecimation) {
    std::mt19937 rng(5);
    int ran = 0;
    for (int round = 0; round < 4; ++round) {
        const Puzzle puzzle =
            puzzle_from_grid(testing::random_colour_grid(rng, 30, 30, 3, 0.5), testing::test_palette(3));
        EngineTuning tuning;
        tuning.sat_after_probes = 1;  // (the SAT solver's turns come at once, each very short)
        tuning.sat_first_conflicts = 1;
        tuning.sat_guided_conflicts_decimated = 1;
        tuning.coarse_decimation_backups = 0;  // (coarse decimation stops at its first misfit)
        tuning.checked_decimation_conflicts = 0;
        SolveOptions options;
        options.max_solutions = 2;
        options.tuning = &tuning;
        const SolveResult r = solve(puzzle, options);
        SCOPED_TRACE(::testing::Message() << "round " << round);
        ASSERT_GE(r.solution_count, 1u);
        for (const Grid& g : r.solutions) EXPECT_TRUE(satisfies(puzzle, g));
        EXPECT_LE(r.stats.iterations, tuning.colour_difference_map_iterations);
        if (r.stats.iterations > 0) ++ran;
    }
    EXPECT_GE(ran, 1);
}

TEST(DifferenceMap, AnInterruptStopsItWithNothing) {
    std::mt19937 rng(3);
    const Puzzle puzzle = puzzle_from_grid(testing::random_grid(rng, 20, 20, 0.5));
    const std::atomic<bool> stop{true};
    detail::Limits limits(0, &stop);
    SolveStats stats;
    EXPECT_TRUE(detail::difference_map_picture(puzzle, std::vector<double>(400, 0.5), 100, limits, stats).empty());
    EXPECT_EQ(stats.iterations, 0u);
}

}  // namespace
}  // namespace nono
