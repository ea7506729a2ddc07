// Property tests of the SAT solver on colour puzzles (src/solve/engine/colour_sat_encoding.cpp,
// the colour turns of portfolio.cpp): with the SAT solver alone after the root, and with
// turns of a few probes or conflicts each (so solutions come from both the colour search and
// the SAT solver, and are met twice), on random small colour puzzles the engine finds
// min(N, all) distinct valid solutions when asked for N, and the uniqueness verdict equals a
// brute-force count. And the encoding alone: on tiny grids, a full colouring of the cells
// extends to a model of the formula exactly when it is a solution, also when the formula
// was bounded by some cells of a solution (the colourings that agree with them).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <tuple>

#include "nono/solver.hpp"
#include "solve/engine/sat_encoding.hpp"
#include "sat_turns.hpp"
#include "support/cnf_check.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

using testing::kTurns;
using testing::Turns;

// Asked for 3: `sat_worked`, whether the SAT solver did some work; `both_worked`, whether
// the search did too.
void check_against_oracle(const Puzzle& p, bool probing, const Turns& turns, bool& sat_worked, bool& both_worked) {
    SolveStats stats;
    testing::check_turns_against_oracle(p, probing, turns, testing::brute_force_colour_solutions(p).size(), stats);
    sat_worked = stats.sat_calls > 0;
    both_worked = stats.guesses > 0 && sat_worked;
}

class ColourSatVsOracle : public ::testing::TestWithParam<std::tuple<bool, Turns>> {};

TEST_P(ColourSatVsOracle, RandomColourPuzzles) {
    std::mt19937 rng(231);
    int sat_worked = 0, both_worked = 0, checked = 0;
    for (int round = 0; round < 1500; ++round) {
        const Puzzle p = testing::random_colour_puzzle(rng, round % 2 == 1, 7);
        if (!is_colour_puzzle(p) || !validation_problems(p).empty()) continue;
        SCOPED_TRACE("round " + std::to_string(round));
        bool sat = false, both = false;
        check_against_oracle(p, std::get<0>(GetParam()), std::get<1>(GetParam()), sat, both);
        if (HasFatalFailure()) return;
        sat_worked += sat;
        both_worked += both;
        ++checked;
    }
    EXPECT_GT(checked, 1000);
    // The SAT solver must really answer, and the short turns really alternate, or the test
    // proves nothing about them (most of these small puzzles are settled by the lines alone).
    // (With probing, the probes of the root use up a first turn of one probe, and a SAT turn
    // of 200 conflicts then settles these small puzzles alone, as for black and white.)
    const Turns& turns = std::get<1>(GetParam());
    EXPECT_GT(sat_worked, 50);
    if (turns.first_turn > 0 && (!std::get<0>(GetParam()) || turns.first_conflicts == 1)) EXPECT_GT(both_worked, 40);
}

INSTANTIATE_TEST_SUITE_P(Turns, ColourSatVsOracle,
                         ::testing::Combine(::testing::Bool(), ::testing::ValuesIn(kTurns)),
                         testing::turns_name);

using testing::Assignment;
using testing::clauses_of;
using testing::satisfiable;

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
        const detail::Cnf cnf = detail::encode_colour_puzzle(p, known);
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
