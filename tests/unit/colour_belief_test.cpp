// Unit tests of colour belief propagation (src/solve/engine/colour_belief.cpp) and of the SAT
// solver's preferred colours (src/solve/engine/sat_search.cpp): a coloured line's marginals
// against a weighted enumeration of the oracle's arrangements, beliefs on pictures whose
// lines force them and on random pictures, and preferences that only change which solution comes first, never
// which solutions there are.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <set>
#include <vector>

#include "nono/puzzle.hpp"
#include "solve/engine/colour_belief.hpp"
#include "solve/engine/sat_search.hpp"
#include "support/oracle.hpp"
#include "support/sat_solutions.hpp"

namespace nono {
namespace {

// Every cell's beliefs after `rounds` rounds from fresh messages.
std::vector<double> colour_beliefs(const Puzzle& puzzle, const std::vector<Cell>& known, int rounds,
                           const std::function<bool()>& stop = {}) {
    return detail::fresh_beliefs<detail::ColourBeliefPropagation>(puzzle, known, rounds, stop);
}

TEST(ColourBelief, LineMarginalsAreTheWeightedShareOfTheArrangements) {
    std::mt19937 rng(23);
    std::uniform_real_distribution<double> uniform(0.0, 1.0);
    int without_weight = 0, touching = 0;
    for (int round = 0; round < 3000; ++round) {
        const int length = 1 + round % 11;
        const int K = 3 + round % 3;  // 2 to 4 foreground colours
        const Grid picture = testing::random_colour_grid(rng, length, 1, K, 0.7);
        const ColouredClue clue = coloured_clue_of_line(picture.cells());
        for (std::size_t j = 0; j + 1 < clue.colours.size(); ++j) touching += clue.colours[j] != clue.colours[j + 1];
        const auto kk = static_cast<std::size_t>(K);
        // Some colours of some cells impossible (weight 0), as a cell's set narrows them.
        std::vector<double> weight(static_cast<std::size_t>(length) * kk);
        for (double& w : weight) w = uniform(rng) < 0.15 ? 0.0 : uniform(rng);
        double total = 0.0;
        std::vector<double> share(weight.size(), 0.0);
        for (const std::vector<Cell>& arrangement : testing::all_colour_arrangements(clue.blocks, clue.colours, length)) {
            double product = 1.0;
            for (std::size_t i = 0; i < arrangement.size(); ++i)
                product *= weight[i * kk + static_cast<std::size_t>(cell_colour(arrangement[i]))];
            total += product;
            for (std::size_t i = 0; i < arrangement.size(); ++i)
                share[i * kk + static_cast<std::size_t>(cell_colour(arrangement[i]))] += product;
        }
        std::vector<double> marginal;
        const bool fits = detail::colour_line_marginals(clue.blocks, clue.colours, K, weight, marginal);
        SCOPED_TRACE(::testing::Message() << "round " << round << ", length " << length);
        if (total == 0.0) {
            EXPECT_FALSE(fits);
            ++without_weight;
            continue;
        }
        ASSERT_TRUE(fits);
        ASSERT_EQ(marginal.size(), weight.size());
        for (std::size_t i = 0; i < weight.size(); ++i)
            EXPECT_NEAR(marginal[i], share[i] / total, 1e-9) << "cell " << i / kk << ", colour " << i % kk;
    }
    EXPECT_GT(without_weight, 0);  // the cases were met
    EXPECT_GT(touching, 1000);
}

// A colour puzzle from a picture of rows of text ('.' background, then 'a', 'b', ... colours).
Puzzle colour_puzzle(const std::vector<std::string>& rows, int K) {
    Grid picture(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()));
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::size_t c = 0; c < rows[r].size(); ++c)
            picture.cells()[r * rows[0].size() + c] = colour_cell(rows[r][c] == '.' ? 0 : rows[r][c] - 'a' + 1);
    return puzzle_from_grid(picture, testing::test_palette(K));
}

TEST(ColourBelief, KnownCellsAreCertainAndForcedLinesConverge) {
    // Every row is full (a single arrangement each): the beliefs are the picture.
    const Puzzle full = colour_puzzle({"aab", "bba", "aaa"}, 3);
    ASSERT_TRUE(is_colour_puzzle(full));
    std::vector<Cell> known(9, any_colour(3));
    known[4] = colour_cell(2);
    const std::vector<double> belief = colour_beliefs(full, known, 30);
    ASSERT_EQ(belief.size(), 27u);
    EXPECT_EQ(belief[4 * 3 + 2], 1.0);
    for (std::size_t index = 0; index < 9; ++index)
        for (std::size_t c = 0; c < 3; ++c)
            EXPECT_NEAR(belief[index * 3 + c], c == static_cast<std::size_t>(cell_colour(full.goal->cells()[index])) ? 1 : 0,
                        1e-6)
                << "cell " << index << ", colour " << c;
    // A stop asked for ends it with no beliefs.
    EXPECT_TRUE(colour_beliefs(full, known, 30, [] { return true; }).empty());
}

// Random 3-colour 30x30 pictures at density 0.6: many cells come within 0.001 of certain,
// and nearly all of those agree with the picture.
TEST(ColourBelief, OnRandomPicturesTheSurestCellsAreThePictures) {
    std::mt19937 rng(31);
    for (int round = 0; round < 3; ++round) {
        const Grid picture = testing::random_colour_grid(rng, 30, 30, 4, 0.6);
        const Puzzle puzzle = puzzle_from_grid(picture, testing::test_palette(4));
        const std::vector<double> belief = colour_beliefs(puzzle, std::vector<Cell>(900, any_colour(4)), 30);
        ASSERT_EQ(belief.size(), 3600u);
        int sure = 0, wrong = 0;
        for (std::size_t index = 0; index < 900; ++index) {
            const double* first = &belief[index * 4];
            const auto likeliest = std::max_element(first, first + 4) - first;
            if (first[likeliest] <= 0.999) continue;
            ++sure;
            wrong += likeliest != cell_colour(picture.cells()[index]);
        }
        SCOPED_TRACE(::testing::Message() << "round " << round << ": " << sure << " sure, " << wrong << " wrong");
        EXPECT_GT(sure, 450);
        EXPECT_LE(wrong, sure / 100);
    }
}

// All the solutions the SAT search gives, excluding each, with `preferred` colours first.
std::set<std::vector<Cell>> sat_solutions(const Puzzle& puzzle, const detail::PreferredCells& preferred,
                                          std::vector<Cell>* first = nullptr) {
    return testing::all_sat_solutions(puzzle, Grid(puzzle.width, puzzle.height, any_colour(colour_count(puzzle))), preferred, first);
}

TEST(ColourBelief, PreferredColoursChangeWhichSolutionComesFirstNotWhichThereAre) {
    std::mt19937 rng(5);
    std::uniform_int_distribution<int> any(0, 2);
    int preferred_came_first = 0, several = 0;
    for (int round = 0; round < 60; ++round) {
        const int width = 3 + round % 3, height = 3 + round / 3 % 3;
        const Puzzle puzzle =
            puzzle_from_grid(testing::random_colour_grid(rng, width, height, 3, 0.5), testing::test_palette(3));
        if (!is_colour_puzzle(puzzle)) continue;
        std::set<std::vector<Cell>> expected;
        for (const Grid& grid : testing::brute_force_colour_solutions(puzzle)) expected.insert(grid.cells());
        several += expected.size() > 1;
        // Cells of the last solution (it then comes first), and random colours (often of none).
        const std::vector<Cell> target = *expected.rbegin();
        detail::PreferredCells of_a_solution, random_cells;
        for (std::size_t index = 0; index < target.size(); ++index) {
            of_a_solution.emplace_back(index, target[index]);
            random_cells.emplace_back(index, colour_cell(any(rng)));
        }
        std::vector<Cell> first;
        SCOPED_TRACE(::testing::Message() << width << "x" << height << " round " << round);
        EXPECT_EQ(sat_solutions(puzzle, of_a_solution, &first), expected);
        EXPECT_EQ(first, target);
        preferred_came_first += first == target;
        EXPECT_EQ(sat_solutions(puzzle, random_cells), expected);
        EXPECT_EQ(sat_solutions(puzzle, {}), expected);
    }
    EXPECT_GT(preferred_came_first, 30);
    EXPECT_GT(several, 5);  // (with one solution, any order puts it first)
}

}  // namespace
}  // namespace nono
