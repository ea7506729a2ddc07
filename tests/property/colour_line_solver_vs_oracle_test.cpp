// Property test of the colour line solver against enumerating coloured arrangements
// (tests/support/oracle.cpp): on random short lines with 1 to 4 foreground colours and
// random known cells (each a random subset of colours), it reports a contradiction exactly
// when no arrangement fits, and otherwise leaves each cell with exactly the colours the
// fitting arrangements give it.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "line/colour_line_solver.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

std::string text_of(const std::vector<Cell>& cells) {
    std::string text;
    for (Cell c : cells) text += std::to_string(static_cast<unsigned>(c)) + " ";
    return text;
}

struct RandomColourLine {
    Clue clue;
    std::vector<int> colours;
    std::vector<Cell> known;
};

// A clue read off a random coloured line, and known cells that are subsets of colours:
// either containing the line's own colour (so an arrangement fits) or random.
RandomColourLine random_colour_line(std::mt19937& rng, int colours) {
    const int length = std::uniform_int_distribution<int>(0, 12)(rng);
    std::vector<Cell> picture(static_cast<std::size_t>(length), Cell::Empty);
    for (auto& c : picture)
        if (rng() % 3 != 0) c = colour_cell(1 + static_cast<int>(rng() % static_cast<unsigned>(colours - 1)));
    ColouredClue clue = coloured_clue_of_line(picture);
    RandomColourLine line{clue.blocks, clue.colours,
                          std::vector<Cell>(static_cast<std::size_t>(length), any_colour(colours))};
    const bool from_other = rng() % 3 == 0;
    const unsigned known_in_4 = rng() % 5;
    for (int i = 0; i < length; ++i) {
        if (rng() % 4 >= known_in_4) continue;
        unsigned subset = rng() % (1u << colours);
        if (!from_other) subset |= static_cast<unsigned>(picture[i]);
        line.known[i] = static_cast<Cell>(subset == 0 ? static_cast<unsigned>(picture[i]) : subset);
    }
    return line;
}

TEST(ColourLineSolverVsOracle, ExactOnRandomLines) {
    detail::ColourLineSolver solver;
    std::mt19937 rng(2323);
    int contradictions = 0, narrowed = 0;
    for (int round = 0; round < 30000; ++round) {
        const int colours = 2 + static_cast<int>(rng() % 4);  // 1..4 foreground colours
        const RandomColourLine line = random_colour_line(rng, colours);
        const std::vector<Cell> expected = testing::brute_force_colour_line(line.clue, line.colours, line.known);
        const bool none_fits = expected.empty() ? min_length(line.clue, line.colours) > 0 : expected[0] == Cell::None;
        std::vector<Cell> cells = line.known;
        const LineStatus status = solver.solve(line.clue, line.colours, cells);
        SCOPED_TRACE("known " + text_of(line.known));
        if (none_fits) {
            ++contradictions;
            ASSERT_EQ(status, LineStatus::Contradiction);
            continue;
        }
        ASSERT_EQ(status, LineStatus::Ok);
        ASSERT_EQ(cells, expected);
        narrowed += cells != line.known;
    }
    // The random lines cover both outcomes, and lines the solver narrows.
    EXPECT_GT(contradictions, 1000);
    EXPECT_GT(narrowed, 1000);
}

// Table cases a reader can check by hand (colours: 1 = a, 2 = b; cells: "." background,
// "a", "b", "?" any of the three).
struct Case {
    const char* name;
    Clue clue;
    std::vector<int> colours;
    std::string known;     // one character per cell
    std::string expected;  // "!" for a contradiction
};

Cell cell_of(char c) {
    switch (c) {
        case '.': return Cell::Empty;
        case 'a': return colour_cell(1);
        case 'b': return colour_cell(2);
        case 'x': return static_cast<Cell>(6);  // a or b
        default: return any_colour(3);
    }
}
char char_of(Cell c) {
    switch (static_cast<unsigned>(c)) {
        case 1: return '.';
        case 2: return 'a';
        case 4: return 'b';
        case 6: return 'x';
        default: return '?';
    }
}

TEST(ColourLineSolver, Table) {
    const Case cases[] = {
        {"different colours touch", {2, 2}, {1, 2}, "????", "aabb"},
        {"same colours need a gap", {2, 2}, {1, 1}, "????", "!"},
        {"same colours with room", {2, 2}, {1, 1}, "?????", "aa.aa"},
        {"overlap of one block", {3}, {2}, "????", "?bb?"},
        {"mixed blocks fit exactly", {1, 1, 1}, {1, 2, 1}, "???", "aba"},
        {"either colour, not background", {1, 1}, {1, 2}, "x?x", "a.b"},
        {"known colour forces a block", {1, 1}, {1, 2}, "?b??", "ab.."},
        {"empty clue", {}, {}, "???", "..."},
        {"wrong colour known", {2}, {1}, "b?", "!"},
    };
    detail::ColourLineSolver solver;
    for (const Case& c : cases) {
        SCOPED_TRACE(c.name);
        std::vector<Cell> cells;
        for (char ch : c.known) cells.push_back(cell_of(ch));
        const LineStatus status = solver.solve(c.clue, c.colours, cells);
        if (std::string(c.expected) == "!") {
            EXPECT_EQ(status, LineStatus::Contradiction);
            continue;
        }
        ASSERT_EQ(status, LineStatus::Ok);
        std::string got;
        for (Cell cell : cells) got += char_of(cell);
        EXPECT_EQ(got, c.expected);
    }
}

}  // namespace
}  // namespace nono
