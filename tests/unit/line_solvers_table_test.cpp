// Every registered line solver on a table of (solver, clue, known cells, expected cells):
// the exact ones where the fast one misses cells, contradictions, empty clues and lines.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "line/enumerate_line_solver.hpp"
#include "nono/line_solver.hpp"

namespace nono {
namespace {

// '?' unknown, '#' filled, '-' empty, '!' no value left.
std::vector<Cell> cells_of(const std::string& text) {
    std::vector<Cell> cells;
    for (char ch : text)
        cells.push_back(ch == '#' ? Cell::Filled : ch == '-' ? Cell::Empty : ch == '!' ? Cell::None : Cell::Unknown);
    return cells;
}
std::string text_of(const std::vector<Cell>& cells) {
    std::string text;
    for (Cell c : cells) text += c == Cell::Filled ? '#' : c == Cell::Empty ? '-' : c == Cell::None ? '!' : '?';
    return text;
}

struct LineCase {
    const char* solver;
    Clue clue;
    const char* known;
    const char* expected;  // or "contradiction"
};

// "exact" rows are checked on every registered solver that is complete (line_solvers():
// complete, bitwise, olsak, enumerate today); a row naming a solver on that one alone.
const LineCase kCases[] = {
    {"exact", {3}, "????", "?##?"},
    {"exact", {4}, "????", "####"},
    {"exact", {}, "???", "---"},
    {"exact", {1, 1}, "???", "#-#"},
    {"exact", {1}, "?#??", "-#--"},
    {"exact", {2}, "#???", "##--"},
    {"exact", {3}, "?-???", "--###"},
    {"exact", {1, 1}, "????", "????"},
    {"exact", {2}, "#-#", "contradiction"},
    {"exact", {}, "?#?", "contradiction"},
    {"exact", {1}, "?!?", "contradiction"},
    {"exact", {1}, "", "contradiction"},
    {"exact", {}, "", ""},
    // Leftmost and rightmost agree on colour but not on the block: only a trial decides.
    {"exact", {1, 1}, "?#??#", "-#--#"},
    {"exact", {2, 1}, "??#?#?", "-##-#-"},
    {"exact", {1, 2}, "#??##?", "#--##-"},
    {"exact", {1, 1}, "??#??", "?-#-?"},
    {"exact", {2, 1}, "???#??", "???#-?"},
    {"fast", {3}, "????", "?##?"},
    {"fast", {}, "???", "---"},
    {"fast", {1, 1}, "???", "#-#"},
    {"fast", {3}, "?-???", "--###"},
    {"fast", {1, 1}, "????", "????"},
    {"fast", {2}, "#-#", "contradiction"},
    {"fast", {1}, "?!?", "contradiction"},
    {"fast", {}, "?#?", "contradiction"},
    {"fast", {2, 2}, "##-#-", "contradiction"},
    // What fast misses: the extremes give the filled cell to different blocks, so it cannot
    // tell that its neighbours are empty in every arrangement.
    {"fast", {1, 1}, "??#??", "??#??"},
    {"fast", {2, 1}, "???#??", "???#??"},
};

std::string run(const char* solver, const LineCase& c) {
    auto line_solver = make_line_solver(solver);
    auto cells = cells_of(c.known);
    if (line_solver->solve(c.clue, cells) == LineStatus::Contradiction) return "contradiction";
    return text_of(cells);
}

TEST(LineSolvers, Table) {
    for (const LineSolverInfo& info : line_solvers()) {
        const std::string solver(info.name);
        int rows = 0;
        for (const LineCase& c : kCases) {
            if (c.solver == (info.complete ? std::string("exact") : solver)) {
                EXPECT_EQ(run(solver.c_str(), c), c.expected) << solver << " on " << c.known;
                ++rows;
            }
        }
        // Every registered solver is checked: a new incomplete one needs rows of its own.
        EXPECT_GT(rows, 0) << solver << " has no rows in the table";
    }
}

TEST(LineSolvers, FastMissesWhatTheExactOnesFind) {
    // On the exact rows, fast decides nothing wrong and leaves some decided cells open.
    int missed = 0;
    for (const LineCase& c : kCases) {
        if (std::string(c.solver) != "exact" || std::string(c.expected) == "contradiction") continue;
        const std::string fast = run("fast", c);
        for (std::size_t i = 0; i < fast.size(); ++i) {
            if (fast[i] != '?') EXPECT_EQ(fast[i], c.expected[i]) << c.known;  // sound
            missed += fast[i] == '?' && c.expected[i] != '?';
        }
    }
    EXPECT_GT(missed, 0);
}

TEST(LineSolvers, EnumerateRefusesAbsurdLines) {
    const Clue ones(20, 1);
    auto solver = make_line_solver("enumerate");
    EXPECT_TRUE(solver->refusal({3, 2}, {}, 30).empty());
    const std::string why = solver->refusal(ones, {}, 80);
    EXPECT_NE(why.find("arrangements"), std::string::npos) << why;
    std::vector<Cell> cells(80, Cell::Unknown);
    EXPECT_THROW(solver->solve(ones, cells), std::length_error);
    EXPECT_EQ(detail::count_arrangements({1, 1}, {}, 4), 3u);
    EXPECT_EQ(detail::count_arrangements({}, {}, 7), 1u);
    EXPECT_EQ(detail::count_arrangements({5}, {}, 4), 0u);
    const std::vector<int> different{1, 2}, same{1, 1};
    EXPECT_EQ(detail::count_arrangements({1, 1}, different, 2), 1u);  // different colours touch
    EXPECT_EQ(detail::count_arrangements({1, 1}, same, 2), 0u);
    for (const auto& info : line_solvers())
        if (info.name != "enumerate") EXPECT_TRUE(make_line_solver(info.name)->refusal(ones, {}, 80).empty()) << info.name;
}

// Colour lines a reader can check by hand, on every solver with a coloured form (colours:
// 1 = a, 2 = b; cells: "." background, "a", "b", "x" a or b, "?" any of the three); the
// others refuse them.
struct ColourCase {
    const char* name;
    Clue clue;
    std::vector<int> colours;
    std::string known;
    std::string expected;  // "!" for a contradiction
};

Cell colour_cell_of(char c) {
    switch (c) {
        case '.': return Cell::Empty;
        case 'a': return colour_cell(1);
        case 'b': return colour_cell(2);
        case 'x': return static_cast<Cell>(6);
        default: return any_colour(3);
    }
}
std::string colour_text_of(const std::vector<Cell>& cells) {
    std::string text;
    for (Cell c : cells) text += "!.a?b?x?"[static_cast<unsigned>(c) & 7u];
    return text;
}

TEST(LineSolvers, ColourTable) {
    const ColourCase cases[] = {
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
    for (const LineSolverInfo& info : line_solvers()) {
        auto solver = info.make();
        for (const ColourCase& c : cases) {
            SCOPED_TRACE(std::string(info.name) + ": " + c.name);
            std::vector<Cell> cells;
            for (char ch : c.known) cells.push_back(colour_cell_of(ch));
            if (!info.colour) {
                if (!c.colours.empty()) EXPECT_THROW(solver->solve(c.clue, c.colours, cells), std::invalid_argument);
                continue;
            }
            const LineStatus status = solver->solve(c.clue, c.colours, cells);
            EXPECT_EQ(status == LineStatus::Contradiction ? "!" : colour_text_of(cells), c.expected);
        }
    }
}

TEST(LineSolvers, BlackAndWhiteOnlyNamesTheColourOnes) {
    const std::string message = black_and_white_only("fast");
    EXPECT_NE(message.find("'fast' is black-and-white only"), std::string::npos) << message;
    for (const auto& info : line_solvers())
        EXPECT_EQ(message.find(std::string(info.name), 20) != std::string::npos, info.colour) << message;
}

TEST(LineSolvers, UnknownNameIsRefusedNamingTheKnownOnes) {
    try {
        make_line_solver("nope");
        FAIL();
    } catch (const std::invalid_argument& e) {
        const std::string message = e.what();
        for (const auto& info : line_solvers()) EXPECT_NE(message.find(info.name), std::string::npos);
    }
}

}  // namespace
}  // namespace nono
