// Unit tests of the SAT encoding of a line (src/solve/engine/sat_encoding.cpp), checked against the
// brute-force oracle with a unit propagation and a model search written here: the clauses
// admit exactly the clue's arrangements, and unit propagation concludes from some known
// cells only what the arrangements agree on, and at least what the blocks' bounds prove. And
// the colour puzzles' encoding whole: on tiny grids, a full colouring
// of the cells extends to a model of the formula exactly when it is a solution, also when the
// formula was bounded by some cells of a solution (the colourings that agree with them).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "nono/solver.hpp"
#include "solve/engine/sat_encoding.hpp"
#include "support/cnf_check.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

using testing::Assignment;
using testing::clauses_of;
using testing::propagate;
using testing::satisfiable;

struct Line {
    Clue clue;
    int length;
};

Line random_line(std::mt19937& rng, int max_length) {
    const int length = std::uniform_int_distribution<int>(1, max_length)(rng);
    const Grid picture = testing::random_grid(rng, length, 1, std::uniform_real_distribution<double>(0.2, 0.8)(rng));
    Line line{{}, length};
    int run = 0;
    for (int i = 0; i <= length; ++i) {
        if (i < length && picture.cells()[static_cast<std::size_t>(i)] == Cell::Filled) {
            ++run;
        } else if (run > 0) {
            line.clue.push_back(run);
            run = 0;
        }
    }
    return line;
}

// The line as the one row of a puzzle: its cells' variables are 1..length.
detail::Cnf encode(const Line& line, const std::vector<Cell>& known) {
    Puzzle puzzle;
    puzzle.width = line.length;
    puzzle.height = 1;
    puzzle.rows = {line.clue};
    puzzle.columns.assign(static_cast<std::size_t>(line.length), Clue{});
    detail::Cnf cnf;
    cnf.variables = line.length;
    detail::encode_line(cnf, puzzle, 0, known);
    return cnf;
}

// Some cells of a random arrangement of the clue, the rest Unknown.
std::vector<Cell> some_cells_of_an_arrangement(std::mt19937& rng, const Line& line, double share) {
    const auto arrangements = testing::all_arrangements(line.clue, line.length);
    const auto& chosen = arrangements[std::uniform_int_distribution<std::size_t>(0, arrangements.size() - 1)(rng)];
    std::vector<Cell> known(static_cast<std::size_t>(line.length), Cell::Unknown);
    for (int i = 0; i < line.length; ++i)
        if (std::bernoulli_distribution(share)(rng)) known[static_cast<std::size_t>(i)] = chosen[static_cast<std::size_t>(i)];
    return known;
}

bool fits(const std::vector<Cell>& arrangement, const std::vector<Cell>& known) {
    for (std::size_t i = 0; i < known.size(); ++i)
        if (known[i] != Cell::Unknown && known[i] != arrangement[i]) return false;
    return true;
}

// Every full assignment of the cells is satisfiable exactly when it is an arrangement of the
// clue. When the encoder was given some cells, among the assignments that agree with them
// (the caller adds those cells as units).
TEST(SatEncoding, ModelsAreExactlyTheArrangements) {
    std::mt19937 rng(11);
    for (int round = 0; round < 300; ++round) {
        const Line line = random_line(rng, 9);
        const auto arrangements = testing::all_arrangements(line.clue, line.length);
        for (bool prune : {false, true}) {
            const std::vector<Cell> known = prune ? some_cells_of_an_arrangement(rng, line, 0.3)
                                                  : std::vector<Cell>(static_cast<std::size_t>(line.length), Cell::Unknown);
            const auto clauses = clauses_of(encode(line, known));
            const int variables = encode(line, known).variables;
            for (unsigned bits = 0; bits < (1u << line.length); ++bits) {
                std::vector<Cell> cells;
                Assignment a(static_cast<std::size_t>(variables) + 1, 0);
                for (int i = 0; i < line.length; ++i) {
                    const bool filled = (bits >> i & 1u) != 0;
                    cells.push_back(filled ? Cell::Filled : Cell::Empty);
                    a[static_cast<std::size_t>(i) + 1] = filled ? 1 : -1;
                }
                if (!fits(cells, known)) continue;
                const bool expected = std::find(arrangements.begin(), arrangements.end(), cells) != arrangements.end();
                ASSERT_EQ(satisfiable(clauses, a), expected) << "round " << round << ", cells " << bits;
            }
        }
    }
}

// With some cells of an arrangement as units, unit propagation never fails and fixes only
// cells every fitting arrangement agrees on, and at least what the blocks' bounds prove (the
// leftmost and rightmost fitting arrangements): the cells some block covers wherever it
// starts, and the cells no block can reach. Both when the encoder was given those cells (it
// then bounds each block's start by those arrangements) and when it was not (propagation
// then finds the bounds). The extremes are worked out here from the oracle's arrangements.
TEST(SatEncoding, UnitPropagationIsSoundAndFindsTheBlocksBounds) {
    std::mt19937 rng(12);
    int fixed_beyond_given = 0;
    for (int round = 0; round < 2000; ++round) {
        const Line line = random_line(rng, 20);
        const std::vector<Cell> known = some_cells_of_an_arrangement(rng, line, 0.3);
        const std::vector<Cell> agreed = testing::brute_force_line(line.clue, known);
        const std::size_t k = line.clue.size();
        std::vector<int> earliest(k, line.length), latest(k, -1);
        for (const auto& arrangement : testing::all_arrangements(line.clue, line.length)) {
            if (!fits(arrangement, known)) continue;
            std::size_t block = 0;
            for (int i = 0; i < line.length; ++i)
                if (arrangement[static_cast<std::size_t>(i)] == Cell::Filled &&
                    (i == 0 || arrangement[static_cast<std::size_t>(i) - 1] == Cell::Empty)) {
                    earliest[block] = std::min(earliest[block], i);
                    latest[block] = std::max(latest[block], i);
                    ++block;
                }
        }
        std::vector<Cell> bounded(static_cast<std::size_t>(line.length), Cell::Empty);
        for (std::size_t b = 0; b < k; ++b)
            for (int i = earliest[b]; i < latest[b] + line.clue[b]; ++i)
                bounded[static_cast<std::size_t>(i)] =
                    i >= latest[b] && i < earliest[b] + line.clue[b] ? Cell::Filled : Cell::Unknown;
        for (bool prune : {false, true}) {
            const detail::Cnf cnf =
                encode(line, prune ? known : std::vector<Cell>(static_cast<std::size_t>(line.length), Cell::Unknown));
            Assignment a(static_cast<std::size_t>(cnf.variables) + 1, 0);
            for (int i = 0; i < line.length; ++i)
                if (known[static_cast<std::size_t>(i)] != Cell::Unknown)
                    a[static_cast<std::size_t>(i) + 1] = known[static_cast<std::size_t>(i)] == Cell::Filled ? 1 : -1;
            ASSERT_TRUE(propagate(clauses_of(cnf), a)) << "round " << round;
            for (int i = 0; i < line.length; ++i) {
                const int v = a[static_cast<std::size_t>(i) + 1];
                if (v != 0) {
                    ASSERT_EQ(agreed[static_cast<std::size_t>(i)], v > 0 ? Cell::Filled : Cell::Empty) << "round " << round;
                    if (!prune && known[static_cast<std::size_t>(i)] == Cell::Unknown) ++fixed_beyond_given;
                }
                if (bounded[static_cast<std::size_t>(i)] != Cell::Unknown)
                    ASSERT_EQ(v, bounded[static_cast<std::size_t>(i)] == Cell::Filled ? 1 : -1) << "round " << round << ", cell " << i;
            }
        }
    }
    EXPECT_GT(fixed_beyond_given, 1000);
}

// Known cells that no arrangement fits (random cells, not taken from an arrangement): the
// encoder, given them, says so with the empty clause (also for a line it was given whole),
// so with them as units the formula has no model; when some arrangement fits, it has one.
TEST(SatEncoding, KnownCellsThatNoArrangementFitsLeaveNoModel) {
    std::mt19937 rng(13);
    int without_fit = 0;
    for (int round = 0; round < 1000; ++round) {
        const Line line = random_line(rng, 12);
        std::vector<Cell> known(static_cast<std::size_t>(line.length), Cell::Unknown);
        for (Cell& cell : known)
            if (std::bernoulli_distribution(0.4)(rng)) cell = std::bernoulli_distribution(0.5)(rng) ? Cell::Filled : Cell::Empty;
        bool any_fits = false;
        for (const auto& arrangement : testing::all_arrangements(line.clue, line.length)) any_fits |= fits(arrangement, known);
        const detail::Cnf cnf = encode(line, known);
        Assignment a(static_cast<std::size_t>(cnf.variables) + 1, 0);
        for (int i = 0; i < line.length; ++i)
            if (known[static_cast<std::size_t>(i)] != Cell::Unknown)
                a[static_cast<std::size_t>(i) + 1] = known[static_cast<std::size_t>(i)] == Cell::Filled ? 1 : -1;
        ASSERT_EQ(satisfiable(clauses_of(cnf), a), any_fits) << "round " << round;
        if (!any_fits) {
            ++without_fit;
            ASSERT_NE(std::find(cnf.literals.begin(), cnf.literals.end(), 0), cnf.literals.end()) << "round " << round;
        }
    }
    EXPECT_GT(without_fit, 100);
}

TEST(ColourSatEncoding, ModelsAreExactlyTheSolutions) {
    std::mt19937 rng(232);
    int solutions_seen = 0, colourings = 0;
    for (int round = 0; round < 300; ++round) {
        const Puzzle p = testing::random_colour_puzzle(rng, round % 2 == 1, 3);
        if (!is_colour_puzzle(p) || !validation_problems(p).empty()) continue;
        const int colours = colour_count(p);
        const std::size_t cells = p.rows.size() * p.columns.size();
        std::size_t total = 1;
        for (std::size_t i = 0; i < cells; ++i) total *= static_cast<std::size_t>(colours);
        if (total > 4096) continue;
        const std::vector<Grid> expected = testing::brute_force_colour_solutions(p);
        // Some cells of a solution, or none (every colour possible everywhere).
        std::vector<Cell> known(cells, any_colour(colours));
        if (!expected.empty() && round % 3 != 0)
            for (std::size_t index = 0; index < cells; ++index)
                if (std::bernoulli_distribution(0.3)(rng)) known[index] = expected.front().cells()[index];
        const detail::Cnf cnf = detail::encode_puzzle(p, known);
        ASSERT_EQ(cnf.coding.colours, colours);
        const std::vector<std::vector<int>> clauses = clauses_of(cnf);
        if (HasFailure()) return;  // a literal out of the formula's variables
        for (std::size_t code = 0; code < total; ++code) {
            Grid grid(p.width, p.height, Cell::None);
            Assignment a(static_cast<std::size_t>(cnf.variables) + 1, 0);
            std::size_t rest = code;
            for (std::size_t index = 0; index < cells; ++index) {
                const int colour = static_cast<int>(rest % static_cast<std::size_t>(colours));
                rest /= static_cast<std::size_t>(colours);
                grid.cells()[index] = colour_cell(colour);
                for (int k = 0; k < colours; ++k) a[cnf.coding.colour_variable(index, k)] = k == colour ? 1 : -1;
            }
            bool agrees = true;
            for (std::size_t index = 0; index < cells; ++index)
                agrees = agrees && (static_cast<unsigned>(known[index]) & static_cast<unsigned>(grid.cells()[index])) != 0;
            if (!agrees) continue;
            const bool solution = std::find(expected.begin(), expected.end(), grid) != expected.end();
            ASSERT_EQ(satisfiable(clauses, a), solution) << "round " << round << ", colouring " << code;
            solutions_seen += solution;
            ++colourings;
        }
    }
    EXPECT_GT(solutions_seen, 20);
    EXPECT_GT(colourings, 10000);
}

}  // namespace
}  // namespace nono
