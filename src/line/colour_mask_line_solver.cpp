// The bitwise line solver's coloured form (BitwiseLineSolver::solve_colour_masks, lines of up
// to 62 cells). Bit i of a mask is position i (a cell, or the boundary before cell i). With
// F[j] the ends i such that blocks 0..j-1 fit in cells [0, i) with background after them, and B[j] the
// starts i such that blocks j.. fit in [i, n) with background before them (the tables of
// complete_line_solver.cpp, one word per row; reach_up and reach_down in word_masks.hpp):
//   F[0]   = positions reached from 0 through background cells
//   F[j]   = reach_up(ends of block j-1's feasible starts, background)
//   B[k]   = positions reached downwards from n through background cells
//   B[j]   = reach_down(block j's starts that fit what follows, background)
// A block of colour x and length L may start at s when cells s..s+L-1 may all be x (the
// window mask), F allows s (after a background cell when the previous block has the same
// colour) and B allows s + L (likewise with the next block). A cell may be colour x when a
// feasible start of an x block covers it, background when F[j] and B[j] meet around it.
#include "line/bitwise_line_solver.hpp"

#include "line/word_masks.hpp"

#include <array>
#include <bit>
#include <cstdint>

namespace nono::detail {

namespace {

using Mask = std::uint64_t;

// Starts s of a block of `length` whose cells s..s+length-1 are all set in `allowed`, and the
// cells a block of `length` covers from the starts in `starts` (word_masks.hpp's shifts run
// the other way).
Mask windows(Mask allowed, int length) { return all_up(allowed, length) >> (length - 1); }
Mask cover(Mask starts, int length) { return spread_down(starts << (length - 1), length); }

}  // namespace

// Over 60 lines on purpose: the forward and backward mask passes and the colouring share the
// per-block masks they build; this is the colour engine's innermost loop (docs/performance.md).
LineStatus BitwiseLineSolver::solve_colour_masks(const Clue& clue, std::span<const int> colours, std::span<Cell> cells) {
    const int n = static_cast<int>(cells.size());
    const int k = static_cast<int>(clue.size());
    if (k > n) return LineStatus::Contradiction;  // so k + 1 rows fit the arrays below

    std::array<Mask, kMaxColours> may{};
    unsigned used = 0;  // colours some cell may take
    for (int i = 0; i < n; ++i) {
        const unsigned set = static_cast<unsigned>(cells[i]);
        used |= set;
        for (unsigned rest = set; rest != 0; rest &= rest - 1)
            may[std::countr_zero(rest)] |= Mask{1} << i;
    }
    const Mask background = may[0];

    std::array<Mask, kMaxColourCells> window;
    std::array<Mask, kMaxColourCells + 1> forward, backward;
    for (int j = 0; j < k; ++j) window[j] = windows(may[colours[j]], clue[j]);

    // before(j): starts of block j that what precedes allows.
    auto before = [&](int j) -> Mask {
        if (j == 0 || colours[j - 1] != colours[j]) return forward[j];
        return (forward[j] & background) << 1;
    };
    auto after = [&](int j) -> Mask {  // ends of block j that what follows allows
        if (j == k - 1 || colours[j + 1] != colours[j]) return backward[j + 1];
        return (backward[j + 1] >> 1) & background;
    };

    forward[0] = reach_up<Mask>(1, background);
    for (int j = 1; j <= k; ++j) {
        const Mask starts = window[j - 1] & before(j - 1);
        forward[j] = reach_up<Mask>(starts << clue[j - 1], background);
    }
    const Mask end = Mask{1} << n;
    if ((forward[k] & end) == 0) return LineStatus::Contradiction;

    backward[k] = reach_down<Mask>(end, background, n);
    for (int j = k - 1; j >= 0; --j) {
        const Mask starts = window[j] & (after(j) >> clue[j]);
        backward[j] = reach_down<Mask>(starts, background, n);
    }

    std::array<Mask, kMaxColours> result{};
    for (int j = 0; j <= k; ++j) result[0] |= forward[j] & (backward[j] >> 1);
    result[0] &= background;
    for (int j = 0; j < k; ++j) {
        const Mask starts = window[j] & before(j) & (after(j) >> clue[j]);
        result[colours[j]] |= cover(starts, clue[j]);
    }

    for (int i = 0; i < n; ++i) {
        unsigned value = 0;
        for (unsigned rest = used; rest != 0; rest &= rest - 1) {
            const int colour = std::countr_zero(rest);
            value |= static_cast<unsigned>((result[colour] >> i) & 1u) << colour;
        }
        if (value == 0) return LineStatus::Contradiction;
        cells[i] = static_cast<Cell>(value);
    }
    return LineStatus::Ok;
}

}  // namespace nono::detail
