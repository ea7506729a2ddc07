// Unit tests of the difference map (src/solve/engine/difference_map.cpp): each line's nearest
// arrangement by table; a picture it returns always satisfies the clues; on random pictures
// it gets there from an unsure start; a limit stops it with nothing.
#include <gtest/gtest.h>

#include <atomic>
#include <random>
#include <vector>

#include "nono/puzzle.hpp"
#include "solve/engine/difference_map.hpp"
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

// From beliefs that know nothing (0.5 everywhere but a few cells drawn at random), what it
// returns is a picture of the clues, not necessarily the one drawn.
TEST(DifferenceMap, APictureSatisfiesTheClues) {
    std::mt19937 rng(11);
    int found = 0;
    for (int round = 0; round < 40; ++round) {
        const int width = 4 + round % 9, height = 4 + round / 3 % 9;
        const Grid drawn = testing::random_grid(rng, width, height, 0.5);
        const Puzzle puzzle = puzzle_from_grid(drawn);
        std::vector<double> start(drawn.cells().size(), 0.5);
        std::uniform_real_distribution<double> unsure(0.3, 0.7);
        for (double& belief : start) belief = unsure(rng);
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
    EXPECT_GE(found, 36);  // (measured: all 40)
}

// A random 30x30 picture at density 0.5 from a start that knows nothing of it (each cell
// between 0.3 and 0.7 at random): it reaches a picture of the clues, in more than one
// iteration (the first only moves each line to its nearest arrangement).
TEST(DifferenceMap, OnARandomPictureItReachesOne) {
    std::mt19937 rng(30);
    const Grid drawn = testing::random_grid(rng, 30, 30, 0.5);
    const Puzzle puzzle = puzzle_from_grid(drawn);
    std::vector<double> start(drawn.cells().size());
    std::uniform_real_distribution<double> unsure(0.3, 0.7);
    for (double& belief : start) belief = unsure(rng);
    SolveStats stats;
    detail::Limits limits;
    Grid picture(30, 30);
    picture.cells() = detail::difference_map_picture(puzzle, start, 5000, limits, stats);
    ASSERT_FALSE(picture.cells().empty());
    EXPECT_TRUE(satisfies(puzzle, picture));
    EXPECT_GT(stats.iterations, 1u);  // (measured: 79)
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
