// The engine's two cell domains, for tests written once over both (TYPED_TEST_SUITE with
// testing::CellDomains): a random picture and its puzzle, the open cell, and the puzzle's
// solutions by brute force (oracle.hpp). `round` varies the colour domain's colour count.
#pragma once

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "nono/puzzle.hpp"
#include "support/oracle.hpp"

namespace nono::testing {

struct BlackAndWhite {
    static Grid picture(std::mt19937& rng, int width, int height, double density, int) {
        return random_grid(rng, width, height, density);
    }
    static Puzzle puzzle(const Grid& picture, int) { return puzzle_from_grid(picture); }
    static Cell open(int) { return Cell::Unknown; }
    static std::vector<Grid> solutions(const Puzzle& puzzle) { return brute_force_solutions(puzzle); }
};

// Two or three foreground colours (3 + round % 2 with the background).
struct Colour {
    static int colours(int round) { return 3 + round % 2; }
    static Grid picture(std::mt19937& rng, int width, int height, double density, int round) {
        return random_colour_grid(rng, width, height, colours(round), density);
    }
    static Puzzle puzzle(const Grid& picture, int round) { return puzzle_from_grid(picture, test_palette(colours(round))); }
    static Cell open(int round) { return any_colour(colours(round)); }
    static std::vector<Grid> solutions(const Puzzle& puzzle) { return brute_force_colour_solutions(puzzle); }
};

using CellDomains = ::testing::Types<BlackAndWhite, Colour>;

}  // namespace nono::testing
