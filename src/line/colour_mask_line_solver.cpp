// Bit i of a mask is position i (a cell, or the boundary before cell i). With F[j] the ends
// i such that blocks 0..j-1 fit in cells [0, i) with background after them, and B[j] the
// starts i such that blocks j.. fit in [i, n) with background before them (the table of
// colour_line_solver.cpp, one word per row):
//   F[0]   = positions reached from 0 through background cells
//   F[j]   = fill_up(ends of block j-1's feasible starts, background)
//   B[k]   = positions reached downwards from n through background cells
//   B[j]   = fill_down(block j's starts that fit what follows, background)
// A block of colour x and length L may start at s when cells s..s+L-1 may all be x (the
// window mask), F allows s (after a background cell when the previous block has the same
// colour) and B allows s + L (likewise with the next block). A cell may be colour x when a
// feasible start of an x block covers it, background when F[j] and B[j] meet around it.
#include "line/colour_mask_line_solver.hpp"

#include <array>
#include <bit>
#include <cstdint>

namespace nono::detail {

namespace {

using Mask = std::uint64_t;

// S plus every bit reached from it upwards one step at a time through bits of M (bit i
// entered from i - 1 when M has bit i): the carries of T + S inside the runs of T = M | S.
Mask fill_up(Mask seeds, Mask through) {
    const Mask runs = through | seeds;
    return (((runs + seeds) ^ runs ^ seeds) & runs) | seeds;
}

// The same downwards (bit i entered from i + 1 when M has bit i), by doubling steps.
Mask fill_down(Mask seeds, Mask through) {
    Mask reached = seeds;
    Mask step = through;
    for (int shift = 1; shift < 64 && step != 0; shift <<= 1) {
        reached |= (reached >> shift) & step;
        step &= step >> shift;
    }
    return reached;
}

// Bits s such that bits s..s+length-1 of `allowed` are all set.
Mask windows(Mask allowed, int length) {
    Mask run = allowed;
    int have = 1;
    while (have * 2 <= length) {
        run &= run >> have;
        have *= 2;
    }
    if (have < length) run &= run >> (length - have);
    return run;
}

// Bits covered by a block of `length` starting at a bit of `starts`.
Mask cover(Mask starts, int length) {
    Mask covered = starts;
    int have = 1;
    while (have * 2 <= length) {
        covered |= covered << have;
        have *= 2;
    }
    if (have < length) covered |= covered << (length - have);
    return covered;
}


}  // namespace

// Over 60 lines on purpose: the forward and backward mask passes and the colouring share the
// per-block masks they build; this is the colour engine's innermost loop (docs/performance.md).
LineStatus solve_colour_line_masks(const Clue& clue, std::span<const int> colours, std::span<Cell> cells) {
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

    std::array<Mask, kMaxMaskLine> window;
    std::array<Mask, kMaxMaskLine + 1> forward, backward;
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

    forward[0] = fill_up(1, background << 1);
    for (int j = 1; j <= k; ++j) {
        const Mask starts = window[j - 1] & before(j - 1);
        forward[j] = fill_up(starts << clue[j - 1], background << 1);
    }
    const Mask end = Mask{1} << n;
    if ((forward[k] & end) == 0) return LineStatus::Contradiction;

    backward[k] = fill_down(end, background);
    for (int j = k - 1; j >= 0; --j) {
        const Mask starts = window[j] & (after(j) >> clue[j]);
        backward[j] = fill_down(starts, background);
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
