#include <gtest/gtest.h>

#include <iterator>
#include <random>
#include <string>
#include <utility>

#include "line/bitwise_line_solver.hpp"
#include "line/cached_line_solver.hpp"
#include "line/complete_line_solver.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

// '?' unknown, '#' filled, '-' empty, '!' contradiction.
std::vector<Cell> cells_of(const std::string& text) {
    std::vector<Cell> cells;
    for (char ch : text)
        cells.push_back(ch == '#' ? Cell::Filled : ch == '-' ? Cell::Empty : ch == '!' ? Cell::None : Cell::Unknown);
    return cells;
}
std::string text_of(const std::vector<Cell>& cells) {
    std::string text;
    for (Cell c : cells)
        text += c == Cell::Filled ? '#' : c == Cell::Empty ? '-' : c == Cell::None ? '!' : '?';
    return text;
}
// The filled and the empty cells of a line as bit masks (bit i = cell i), as solve_masks reads
// and answers them.
std::pair<std::uint64_t, std::uint64_t> masks_of(const std::vector<Cell>& cells) {
    std::uint64_t filled = 0, empty = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        filled |= std::uint64_t{cells[i] == Cell::Filled} << i;
        empty |= std::uint64_t{cells[i] == Cell::Empty} << i;
    }
    return {filled, empty};
}
std::string solved(const Clue& clue, const std::string& known) {
    detail::CompleteLineSolver solver;
    auto cells = cells_of(known);
    if (solver.solve(clue, cells) == LineStatus::Contradiction) return "contradiction";
    return text_of(cells);
}

TEST(CompleteLineSolver, OverlapOfASingleBlock) {
    EXPECT_EQ(solved({3}, "????"), "?##?");
    EXPECT_EQ(solved({4}, "????"), "####");
    EXPECT_EQ(solved({}, "???"), "---");
    EXPECT_EQ(solved({1, 1}, "???"), "#-#");
}

TEST(CompleteLineSolver, UsesKnownCells) {
    EXPECT_EQ(solved({1}, "?#??"), "-#--");
    EXPECT_EQ(solved({2}, "#???"), "##--");
    EXPECT_EQ(solved({1, 2}, "??" "-??"), "??" "-##");
    EXPECT_EQ(solved({2, 1}, "????" "?-"), "?#??" "?-");
    EXPECT_EQ(solved({3}, "?-???"), "--###");
}

TEST(CompleteLineSolver, ReportsContradictions) {
    EXPECT_EQ(solved({2}, "#-#"), "contradiction");
    EXPECT_EQ(solved({}, "?#?"), "contradiction");
    EXPECT_EQ(solved({3}, "??" "-??"), "contradiction");
    EXPECT_EQ(solved({1}, "?!?"), "contradiction");
}

TEST(CompleteLineSolver, WorksOnAnEmptyLine) {
    EXPECT_EQ(solved({}, ""), "");
    EXPECT_EQ(solved({1}, ""), "contradiction");
}

// The solver must agree exactly with enumerating every arrangement.
TEST(CompleteLineSolver, MatchesBruteForceOnRandomLines) {
    std::mt19937 rng(12345);
    detail::CompleteLineSolver solver;
    int contradictions = 0, checked = 0;
    for (int round = 0; round < 20000; ++round) {
        const int length = std::uniform_int_distribution<int>(1, 14)(rng);
        // A clue from a random line, so it fits; known cells from another random line or this one.
        std::vector<Cell> picture(length);
        for (auto& c : picture) c = rng() % 2 ? Cell::Filled : Cell::Empty;
        const Clue clue = clue_of_line(picture);
        std::vector<Cell> known(length, Cell::Unknown);
        const bool from_other = rng() % 3 == 0;
        for (int i = 0; i < length; ++i) {
            if (rng() % 4 != 0) continue;
            known[i] = from_other ? (rng() % 2 ? Cell::Filled : Cell::Empty) : picture[i];
        }
        auto expected = testing::brute_force_line(clue, known);
        bool expect_contradiction = false;
        for (Cell c : expected) expect_contradiction |= c == Cell::None;
        auto cells = known;
        const LineStatus status = solver.solve(clue, cells);
        ++checked;
        if (expect_contradiction) {
            ++contradictions;
            EXPECT_EQ(status, LineStatus::Contradiction) << text_of(known);
        } else {
            ASSERT_EQ(status, LineStatus::Ok) << text_of(known);
            EXPECT_EQ(text_of(cells), text_of(expected)) << "known " << text_of(known);
        }
    }
    // Both outcomes must have been exercised for the comparison to mean anything.
    EXPECT_GT(contradictions, 100);
    EXPECT_GT(checked - contradictions, 1000);
}


// The bitwise solver against the cell-by-cell DP (itself checked against brute force above and
// in tests/property) on lines too long to enumerate, in both cell domains: black and white on
// one-word masks up to 63 cells, two-word ones up to 127, and past that (handed over); colour
// lines (1 to 7 foreground colours) on one word up to 62 cells, and past that. A quarter of the
// lines sit at those limits.
TEST(BitwiseLineSolver, AnswersLikeTheCompleteSolverOnLongLinesInBothDomains) {
    std::mt19937 rng(2026);
    detail::CompleteLineSolver complete;
    detail::BitwiseLineSolver bitwise;
    const int limits[] = {61, 62, 63, 64, 65, 126, 127, 128, 129};
    int contradictions = 0, decided = 0, wide = 0, coloured = 0;
    for (int round = 0; round < 40000; ++round) {
        const bool colour = round % 4 == 3;
        const int values = colour ? 2 + static_cast<int>(rng() % 7) : 2;
        const int length = rng() % 4 == 0 ? limits[rng() % std::size(limits)]
                                          : std::uniform_int_distribution<int>(1, 140)(rng);
        wide += !colour && length > detail::BitwiseLineSolver::kMaxCells && length <= detail::BitwiseLineSolver::kMaxWideCells;
        const int density = std::uniform_int_distribution<int>(1, 9)(rng);
        std::vector<Cell> picture(length, Cell::Empty);
        for (auto& c : picture)
            if (static_cast<int>(rng() % 10) < density) c = colour_cell(1 + static_cast<int>(rng() % (values - 1)));
        const ColouredClue clue = coloured_clue_of_line(picture);
        const std::vector<int> colours = colour ? clue.colours : std::vector<int>{};
        std::vector<Cell> known(length, any_colour(values));
        const bool from_other = rng() % 3 == 0;
        const int known_share = std::uniform_int_distribution<int>(0, 3)(rng);
        for (int i = 0; i < length; ++i) {
            if (static_cast<int>(rng() % 4) >= known_share) continue;
            known[i] = from_other ? colour_cell(static_cast<int>(rng() % values)) : picture[i];
        }
        auto expected = known, cells = known;
        const LineStatus want = complete.solve(clue.blocks, colours, expected);
        const LineStatus got = bitwise.solve(clue.blocks, colours, cells);
        ASSERT_EQ(got, want) << "clue of " << text_of(picture) << ", known " << text_of(known);
        if (want == LineStatus::Contradiction) {
            ++contradictions;
            continue;
        }
        EXPECT_EQ(cells, expected) << "clue of " << text_of(picture) << ", known " << text_of(known);
        decided += expected != known;
        coloured += colour;
    }
    EXPECT_GT(contradictions, 1000);
    EXPECT_GT(decided, 1000);
    EXPECT_GT(wide, 5000);      // the two-word masks were exercised
    EXPECT_GT(coloured, 1000);  // and colour lines that fit
}

// The mask entry point the engine calls, against the complete solver on every question a
// short line can be asked: each state of each cell (unknown, filled, empty) of lines of 0..10
// cells, with every clue that fits and those one cell too long: 3^10 x 233 questions at 10
// cells, 17.3 M in all.
// The masks as asked and as answered go through solve_masks; the cells through the complete
// solver; an answer may not leave a known cell or touch a bit past the line.
TEST(BitwiseLineSolver, SolveMasksAnswersLikeTheCompleteSolverOnEveryShortLineState) {
    detail::CompleteLineSolver complete;
    long questions = 0, contradictions = 0, decided = 0;
    for (int n = 0; n <= 10; ++n) {
        std::vector<Clue> clues;  // every clue with sum + gaps <= n + 1
        std::vector<Clue> open = {Clue{}};
        while (!open.empty()) {
            Clue clue = open.back();
            open.pop_back();
            clues.push_back(clue);
            int used = 0;
            for (int length : clue) used += length + 1;
            for (int length = 1; used + length <= n + 1; ++length) {
                Clue longer = clue;
                longer.push_back(length);
                open.push_back(longer);
            }
        }
        int states = 1;
        for (int i = 0; i < n; ++i) states *= 3;
        std::vector<Cell> known(static_cast<std::size_t>(n));
        for (int state = 0; state < states; ++state) {
            std::uint64_t filled = 0, empty = 0;
            for (int i = 0, rest = state; i < n; ++i, rest /= 3) {
                known[i] = rest % 3 == 0 ? Cell::Unknown : rest % 3 == 1 ? Cell::Filled : Cell::Empty;
                filled |= std::uint64_t{rest % 3 == 1} << i;
                empty |= std::uint64_t{rest % 3 == 2} << i;
            }
            for (const Clue& clue : clues) {
                auto expected = known;
                const LineStatus want = complete.solve(clue, expected);
                std::uint64_t got_filled = filled, got_empty = empty;
                const bool ok = detail::BitwiseLineSolver::solve_masks(clue, n, got_filled, got_empty);
                ++questions;
                ASSERT_EQ(ok, want == LineStatus::Ok) << n << " cells, state " << text_of(known);
                if (!ok) {
                    ++contradictions;
                    continue;
                }
                const auto [want_filled, want_empty] = masks_of(expected);
                ASSERT_EQ(got_filled, want_filled) << n << " cells, state " << text_of(known);
                ASSERT_EQ(got_empty, want_empty) << n << " cells, state " << text_of(known);
                decided += expected != known;
            }
        }
    }
    EXPECT_GT(questions, 17000000);
    EXPECT_GT(contradictions, questions / 4);
    EXPECT_GT(decided, questions / 20);
}

// The same on random states of the line lengths the tournaments and the engine's masks use
// most (25 cells) and the longest a word takes (63), with clues from random pictures of every
// density and known cells from the picture or from noise, so both answers come up.
TEST(BitwiseLineSolver, SolveMasksAnswersLikeTheCompleteSolverOnRandomLongLines) {
    std::mt19937 rng(1125);
    detail::CompleteLineSolver complete;
    int contradictions = 0, decided = 0;
    for (int round = 0; round < 40000; ++round) {
        const int n = round % 2 == 0 ? 25 : detail::BitwiseLineSolver::kMaxCells;
        const int density = std::uniform_int_distribution<int>(1, 9)(rng);
        std::vector<Cell> picture(static_cast<std::size_t>(n));
        for (auto& c : picture) c = static_cast<int>(rng() % 10) < density ? Cell::Filled : Cell::Empty;
        const Clue clue = clue_of_line(picture);
        std::vector<Cell> known(static_cast<std::size_t>(n), Cell::Unknown);
        const bool from_other = rng() % 3 == 0;
        const int known_share = std::uniform_int_distribution<int>(0, 7)(rng);
        std::uint64_t filled = 0, empty = 0;
        for (int i = 0; i < n; ++i) {
            if (static_cast<int>(rng() % 8) >= known_share) continue;
            known[i] = from_other ? (rng() % 2 ? Cell::Filled : Cell::Empty) : picture[i];
            filled |= std::uint64_t{known[i] == Cell::Filled} << i;
            empty |= std::uint64_t{known[i] == Cell::Empty} << i;
        }
        auto expected = known;
        const LineStatus want = complete.solve(clue, expected);
        const bool ok = detail::BitwiseLineSolver::solve_masks(clue, n, filled, empty);
        ASSERT_EQ(ok, want == LineStatus::Ok) << "clue of " << text_of(picture) << ", known " << text_of(known);
        if (!ok) {
            ++contradictions;
            continue;
        }
        const auto [want_filled, want_empty] = masks_of(expected);
        ASSERT_EQ(filled, want_filled) << "clue of " << text_of(picture) << ", known " << text_of(known);
        ASSERT_EQ(empty, want_empty) << "clue of " << text_of(picture) << ", known " << text_of(known);
        decided += expected != known;
    }
    EXPECT_GT(contradictions, 4000);
    EXPECT_GT(decided, 4000);
}

// The cache must give the inner solver's answer, for repeated and new questions alike, and
// keep clues apart even when the known cells are the same.
TEST(CachedLineSolver, AnswersLikeTheSolverItWraps) {
    std::mt19937 rng(99);
    detail::CompleteLineSolver plain, inner;
    detail::CachedLineSolver cached(inner, /*max_bytes=*/4096);  // small, so it also starts afresh
    std::vector<Clue> clues = {{1}, {2}, {1, 1}, {3}, {1, 2}, {}};
    int contradictions = 0;
    for (int round = 0; round < 5000; ++round) {
        const Clue& clue = clues[rng() % clues.size()];
        std::vector<Cell> known(5, Cell::Unknown);
        for (auto& c : known)
            if (rng() % 3 == 0) c = rng() % 2 ? Cell::Filled : Cell::Empty;
        auto expected = known;
        const LineStatus want = plain.solve(clue, expected);
        auto cells = known;
        ASSERT_EQ(cached.solve(clue, cells), want) << text_of(known);
        if (want == LineStatus::Ok) EXPECT_EQ(text_of(cells), text_of(expected)) << text_of(known);
        contradictions += want == LineStatus::Contradiction;
    }
    EXPECT_GT(cached.hits(), 300u);  // 6 clues x 3^5 states: questions repeat
    EXPECT_GT(contradictions, 100);
}

// Questions and answers are kept packed eight cells at a time and the rest apart: every line
// length from 1 to 70 (every remainder of 8, one and two words of masks), each question asked
// twice so that the second answer is unpacked from the cache. (The cache tells clues apart by
// their address, as a puzzle's clues stay put: each question's clue is kept.)
TEST(CachedLineSolver, AnswersLikeTheSolverItWrapsAtEveryLength) {
    std::mt19937 rng(8);
    detail::CompleteLineSolver plain, inner;
    detail::CachedLineSolver cached(inner);
    std::vector<Clue> clues;
    clues.reserve(70 * 60);
    int contradictions = 0, decided = 0;
    for (int length = 1; length <= 70; ++length) {
        for (int round = 0; round < 60; ++round) {
            std::vector<Cell> picture(static_cast<std::size_t>(length));
            for (auto& c : picture) c = rng() % 2 ? Cell::Filled : Cell::Empty;
            const Clue& clue = clues.emplace_back(clue_of_line(picture));
            std::vector<Cell> known(static_cast<std::size_t>(length), Cell::Unknown);
            const bool from_other = rng() % 4 == 0;
            for (int i = 0; i < length; ++i)
                if (rng() % 3 == 0) known[i] = from_other ? (rng() % 2 ? Cell::Filled : Cell::Empty) : picture[i];
            auto expected = known;
            const LineStatus want = plain.solve(clue, expected);
            for (int ask = 0; ask < 2; ++ask) {
                auto cells = known;
                ASSERT_EQ(cached.solve(clue, cells), want) << text_of(known);
                if (want == LineStatus::Ok) ASSERT_EQ(text_of(cells), text_of(expected)) << text_of(known);
            }
            contradictions += want == LineStatus::Contradiction;
            decided += want == LineStatus::Ok && expected != known;
        }
    }
    EXPECT_GE(cached.hits(), 70u * 60u);
    EXPECT_GT(contradictions, 200);
    EXPECT_GT(decided, 1000);
}

// Long lines fill a small budget quickly: the cache starts afresh instead of growing past it,
// keeps answering correctly, and a line too long for the whole budget is simply not kept.
TEST(CachedLineSolver, StaysWithinItsMemoryBudget) {
    std::mt19937 rng(5);
    detail::CompleteLineSolver plain, inner;
    constexpr std::size_t kBudget = 8192;
    detail::CachedLineSolver cached(inner, kBudget);
    const std::vector<Clue> clues = {{3, 1, 4, 1, 5}, {9, 2, 6}, {5, 3, 5, 8}};
    for (int round = 0; round < 3000; ++round) {
        const Clue& clue = clues[rng() % clues.size()];
        std::vector<Cell> known(200, Cell::Unknown);
        for (int set = 0; set < 2; ++set)
            known[rng() % known.size()] = rng() % 5 ? Cell::Empty : Cell::Filled;
        auto expected = known;
        const LineStatus want = plain.solve(clue, expected);
        for (int ask = 0; ask < 2; ++ask) {  // the second time is answered from the cache
            auto cells = known;
            ASSERT_EQ(cached.solve(clue, cells), want);
            if (want == LineStatus::Ok) ASSERT_EQ(text_of(cells), text_of(expected));
            ASSERT_LE(cached.memory_bytes(), kBudget);
        }
    }
    EXPECT_GE(cached.hits(), 3000u);

    detail::CachedLineSolver tiny(inner, 64);
    std::vector<Cell> cells(1000, Cell::Unknown);
    ASSERT_EQ(tiny.solve(Clue{999}, cells), LineStatus::Ok);
    EXPECT_EQ(text_of(std::vector<Cell>(cells.begin() + 1, cells.end() - 1)), std::string(998, '#'));
    EXPECT_LE(tiny.memory_bytes(), 64u);
}

}  // namespace
}  // namespace nono
