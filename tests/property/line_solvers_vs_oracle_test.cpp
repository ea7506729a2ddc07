// Property test of every registered line solver against enumerating the arrangements
// (tests/support/oracle.cpp): each is sound (a cell it decides is decided the same way in
// every fitting arrangement), each detects a contradiction on a fully decided wrong line, and
// the ones the table calls complete decide exactly what the oracle decides.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "nono/line_solver.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

std::string text_of(const std::vector<Cell>& cells) {
    std::string text;
    for (Cell c : cells) text += c == Cell::Filled ? '#' : c == Cell::Empty ? '-' : c == Cell::None ? '!' : '?';
    return text;
}

// A random clue that fits (read off a random line), and known cells that are either taken
// from that line (so an arrangement fits) or random (often contradictory), 0 to 100% known.
struct RandomLine {
    Clue clue;
    std::vector<Cell> known;
};
RandomLine random_line(std::mt19937& rng) {
    const int length = std::uniform_int_distribution<int>(0, 14)(rng);
    std::vector<Cell> picture(static_cast<std::size_t>(length));
    for (auto& c : picture) c = rng() % 2 ? Cell::Filled : Cell::Empty;
    RandomLine line{clue_of_line(picture), std::vector<Cell>(static_cast<std::size_t>(length), Cell::Unknown)};
    const bool from_other = rng() % 3 == 0;
    const unsigned known_in_4 = rng() % 5;  // 0..4 quarters of the cells known
    for (int i = 0; i < length; ++i)
        if (rng() % 4 < known_in_4) line.known[i] = from_other ? (rng() % 2 ? Cell::Filled : Cell::Empty) : picture[i];
    return line;
}

class LineSolverVsOracle : public ::testing::TestWithParam<std::string> {};

TEST_P(LineSolverVsOracle, SoundAndExactWhereClaimed) {
    const LineSolverInfo* info = find_line_solver(GetParam());
    ASSERT_NE(info, nullptr);
    auto solver = info->make();
    std::mt19937 rng(777);
    int contradictions = 0, decided_lines = 0, missed = 0;
    for (int round = 0; round < 20000; ++round) {
        const RandomLine line = random_line(rng);
        const std::vector<Cell> expected = testing::brute_force_line(line.clue, line.known);
        bool none_fits = expected.empty() ? min_length(line.clue) > 0 : expected[0] == Cell::None;
        bool fully_known = true;
        for (Cell c : line.known) fully_known &= c != Cell::Unknown;
        std::vector<Cell> cells = line.known;
        const LineStatus status = solver->solve(line.clue, cells);
        SCOPED_TRACE(text_of(line.known) + " clue size " + std::to_string(line.clue.size()));
        if (none_fits) {
            ++contradictions;
            decided_lines += fully_known;
            if (info->complete || fully_known) EXPECT_EQ(status, LineStatus::Contradiction);
            continue;
        }
        ASSERT_EQ(status, LineStatus::Ok);  // sound: an arrangement fits, so no contradiction
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (cells[i] != Cell::Unknown) EXPECT_EQ(cells[i], expected[i]) << "cell " << i;
            missed += cells[i] == Cell::Unknown && expected[i] != Cell::Unknown;
        }
        if (info->complete) EXPECT_EQ(text_of(cells), text_of(expected));
    }
    EXPECT_GT(contradictions, 1000);
    EXPECT_GT(decided_lines, 100);
    if (!info->complete) EXPECT_GT(missed, 0) << "an incomplete solver that misses nothing: mark it complete";
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
