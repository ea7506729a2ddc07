// Property test of every registered line solver, in both cell domains, against enumerating the
// arrangements (tests/support/oracle.cpp): each is sound (a cell keeps every value a fitting
// arrangement gives it, and no other value it did not have), each detects a contradiction on a
// fully decided wrong line, and the ones the table calls complete leave each cell exactly the
// values the fitting arrangements give it. Black-and-white lines (no colours) go to every
// solver; colour lines (1 to 4 foreground colours, known cells random sets of colours) to the
// ones the table gives a coloured form, and the others must refuse them.
#include <gtest/gtest.h>

#include <random>
#include <stdexcept>
#include <string>

#include "nono/line_solver.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

std::string text_of(const std::vector<Cell>& cells) {
    std::string text;
    for (Cell c : cells) text += std::to_string(static_cast<unsigned>(c)) + " ";
    return text;
}

struct RandomLine {
    Clue clue;
    std::vector<int> colours;  // empty for black and white
    std::vector<Cell> known;
};

// A line of up to 14 cells whose cells take one of `values` values (background included; 2
// and not `colour`: black and white), its clue read off a random picture, and known cells,
// 0 to 100% of them, that are sets of values either holding the picture's own (so an
// arrangement fits) or random (often contradictory).
RandomLine random_line(std::mt19937& rng, int values, bool colour) {
    const int length = std::uniform_int_distribution<int>(0, 14)(rng);
    std::vector<Cell> picture(static_cast<std::size_t>(length), Cell::Empty);
    for (auto& c : picture)
        if (rng() % 2 != 0) c = colour_cell(1 + static_cast<int>(rng() % static_cast<unsigned>(values - 1)));
    ColouredClue clue = coloured_clue_of_line(picture);
    RandomLine line{clue.blocks, colour ? clue.colours : std::vector<int>{},
                    std::vector<Cell>(static_cast<std::size_t>(length), any_colour(values))};
    const bool from_other = rng() % 3 == 0;
    const unsigned known_in_4 = rng() % 5;  // 0..4 quarters of the cells known
    for (int i = 0; i < length; ++i) {
        if (rng() % 4 >= known_in_4) continue;
        unsigned subset = rng() % (1u << values);
        if (!from_other) subset |= static_cast<unsigned>(picture[i]);
        line.known[i] = static_cast<Cell>(subset == 0 ? static_cast<unsigned>(picture[i]) : subset);
    }
    return line;
}

struct Tally {
    int contradictions = 0, decided_lines = 0, narrowed = 0, missed = 0;
};

void check(const LineSolverInfo& info, LineSolver& solver, const RandomLine& line, Tally& tally) {
    const std::vector<Cell> expected = line.colours.empty()
                                           ? testing::brute_force_line(line.clue, line.known)
                                           : testing::brute_force_colour_line(line.clue, line.colours, line.known);
    const bool none_fits = expected.empty() ? min_length(line.clue) > 0 : expected[0] == Cell::None;
    bool fully_known = true;
    for (Cell c : line.known) fully_known &= cell_colour(c) >= 0;
    std::vector<Cell> cells = line.known;
    const LineStatus status = solver.solve(line.clue, line.colours, cells);
    SCOPED_TRACE("known " + text_of(line.known) + "clue size " + std::to_string(line.clue.size()));
    if (none_fits) {
        ++tally.contradictions;
        tally.decided_lines += fully_known;
        if (info.complete || fully_known) EXPECT_EQ(status, LineStatus::Contradiction);
        return;
    }
    ASSERT_EQ(status, LineStatus::Ok);  // sound: an arrangement fits, so no contradiction
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const auto got = static_cast<unsigned>(cells[i]), want = static_cast<unsigned>(expected[i]);
        EXPECT_EQ(got & want, want) << "cell " << i << " lost a value an arrangement gives it";
        EXPECT_EQ(got & static_cast<unsigned>(line.known[i]), got) << "cell " << i << " widened";
        tally.missed += got != want;
    }
    tally.narrowed += cells != line.known;
    if (info.complete) EXPECT_EQ(text_of(cells), text_of(expected));
}

class LineSolverVsOracle : public ::testing::TestWithParam<std::string> {};

TEST_P(LineSolverVsOracle, SoundAndExactWhereClaimedInBothDomains) {
    const LineSolverInfo* info = find_line_solver(GetParam());
    ASSERT_NE(info, nullptr);
    auto solver = info->make();
    std::mt19937 rng(777);
    Tally black_and_white, colour;
    for (int round = 0; round < 20000; ++round) check(*info, *solver, random_line(rng, 2, false), black_and_white);
    // The random lines cover both outcomes, lines decided in full and lines narrowed.
    EXPECT_GT(black_and_white.contradictions, 1000);
    EXPECT_GT(black_and_white.decided_lines, 100);
    EXPECT_GT(black_and_white.narrowed, 1000);
    if (!info->complete) EXPECT_GT(black_and_white.missed, 0) << "an incomplete solver that misses nothing: mark it complete";
    if (!info->colour) {
        const RandomLine line{{1, 1}, {1, 2}, std::vector<Cell>(3, any_colour(3))};
        std::vector<Cell> cells = line.known;
        EXPECT_THROW(solver->solve(line.clue, line.colours, cells), std::invalid_argument);
        return;
    }
    for (int round = 0; round < 30000; ++round) {
        const int values = 2 + static_cast<int>(rng() % 4);  // 1..4 foreground colours
        check(*info, *solver, random_line(rng, values, true), colour);
    }
    EXPECT_GT(colour.contradictions, 1000);
    EXPECT_GT(colour.decided_lines, 100);
    EXPECT_GT(colour.narrowed, 1000);
}

std::vector<std::string> solver_names() {
    std::vector<std::string> names;
    for (const auto& info : line_solvers()) names.emplace_back(info.name);
    return names;
}

INSTANTIATE_TEST_SUITE_P(Registered, LineSolverVsOracle, ::testing::ValuesIn(solver_names()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace nono
