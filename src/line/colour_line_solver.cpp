// The coloured form of the complete line solver's dynamic programming (see
// complete_line_solver.cpp). Forward table F[j][i]: the first j blocks fit in cells [0, i),
// cells there after block j-1 being background; backward table B[j][i]: blocks j.. fit in
// [i, n). The one change from black and white is the gap: a block follows the previous one
// after at least one background cell when both have the same colour, right away otherwise.
// A cell may be background iff some F[j][c] & B[j][c+1] holds around it; it may take colour
// x iff a feasible placement of a block of colour x covers it (a difference array per
// colour). O(n * k + n * colours), no enumeration.
#include "line/colour_line_solver.hpp"

#include <algorithm>

#include "line/colour_mask_line_solver.hpp"

namespace nono::detail {

namespace {
constexpr unsigned kBackground = 1u;
inline bool may_be(Cell c, int colour) { return (static_cast<unsigned>(c) >> colour & 1u) != 0; }
}  // namespace

LineStatus ColourLineSolver::solve(const Clue& clue, std::span<const int> colours, std::span<Cell> cells) {
    // Measured: 96.7% of the CPU of random 4-colour 50x50 pictures was this table; the mask
    // form is exact too and does a block in a few dozen word operations.
    if (cells.size() <= static_cast<std::size_t>(kMaxMaskLine)) return solve_colour_line_masks(clue, colours, cells);
    return solve_by_table(clue, colours, cells);
}

// Over 60 lines on purpose, as CompleteLineSolver::solve (its black-and-white twin): the
// forward and backward tables and the colouring pass share their buffers and bounds.
LineStatus ColourLineSolver::solve_by_table(const Clue& clue, std::span<const int> colours, std::span<Cell> cells,
                                            std::vector<int>* earliest, std::vector<int>* latest) {
    const int n = static_cast<int>(cells.size());
    const int k = static_cast<int>(clue.size());
    const int stride = n + 1;

    blocked_prefix_.assign(static_cast<std::size_t>(kMaxColours) * stride, 0);
    auto blocked = [&](int colour, int i) -> int& {
        return blocked_prefix_[static_cast<std::size_t>(colour) * stride + i];
    };
    for (int colour = 0; colour < kMaxColours; ++colour)
        for (int i = 0; i < n; ++i) blocked(colour, i + 1) = blocked(colour, i) + (may_be(cells[i], colour) ? 0 : 1);
    auto can_colour = [&](int colour, int from, int to) { return blocked(colour, to) == blocked(colour, from); };
    auto background_ok = [&](int i) { return may_be(cells[i], 0); };

    forward_.assign(static_cast<std::size_t>(k + 1) * stride, 0);
    backward_.assign(static_cast<std::size_t>(k + 1) * stride, 0);
    auto F = [&](int j, int i) -> unsigned char& { return forward_[static_cast<std::size_t>(j) * stride + i]; };
    auto B = [&](int j, int i) -> unsigned char& { return backward_[static_cast<std::size_t>(j) * stride + i]; };
    // Whether block j may start at `start` given what comes before it (blocks 0..j-1 in F),
    // and end at `end` given what comes after it (blocks j+1.. in B).
    auto fits_before = [&](int j, int start) -> bool {
        if (j == 0) return F(0, start);
        if (colours[j - 1] != colours[j]) return F(j, start);
        return start >= 1 && background_ok(start - 1) && F(j, start - 1);
    };
    auto fits_after = [&](int j, int end) -> bool {
        if (j == k - 1) return B(k, end);
        if (colours[j + 1] != colours[j]) return B(j + 1, end);
        return end < n && background_ok(end) && B(j + 1, end + 1);
    };

    F(0, 0) = 1;
    for (int i = 1; i <= n; ++i) F(0, i) = F(0, i - 1) && background_ok(i - 1);
    for (int j = 1; j <= k; ++j) {
        const int length = clue[j - 1];
        const int colour = colours[j - 1];
        for (int i = 0; i <= n; ++i) {
            bool ok = i > 0 && F(j, i - 1) && background_ok(i - 1);
            const int start = i - length;
            if (!ok && start >= 0 && can_colour(colour, start, i)) ok = fits_before(j - 1, start);
            F(j, i) = ok;
        }
    }
    if (!F(k, n)) return LineStatus::Contradiction;

    B(k, n) = 1;
    for (int i = n - 1; i >= 0; --i) B(k, i) = B(k, i + 1) && background_ok(i);
    for (int j = k - 1; j >= 0; --j) {
        const int length = clue[j];
        const int colour = colours[j];
        for (int i = n; i >= 0; --i) {
            bool ok = i < n && B(j, i + 1) && background_ok(i);
            const int end = i + length;
            if (!ok && end <= n && can_colour(colour, i, end)) ok = fits_after(j, end);
            B(j, i) = ok;
        }
    }

    // cover_: per colour, a difference array of the feasible placements covering each cell.
    cover_.assign(static_cast<std::size_t>(kMaxColours) * stride, 0);
    if (earliest != nullptr) earliest->assign(static_cast<std::size_t>(k), n);
    if (latest != nullptr) latest->assign(static_cast<std::size_t>(k), -1);
    for (int j = 0; j < k; ++j) {
        const int length = clue[j];
        const int colour = colours[j];
        int* cover = &cover_[static_cast<std::size_t>(colour) * stride];
        for (int start = 0; start + length <= n; ++start) {
            const int end = start + length;
            if (!can_colour(colour, start, end) || !fits_before(j, start) || !fits_after(j, end)) continue;
            if (earliest != nullptr) (*earliest)[j] = std::min((*earliest)[j], start);
            if (latest != nullptr) (*latest)[j] = std::max((*latest)[j], start);
            ++cover[start];
            --cover[end];
        }
    }

    int running[kMaxColours] = {};
    for (int c = 0; c < n; ++c) {
        unsigned value = 0;
        if (background_ok(c)) {
            for (int j = 0; j <= k; ++j) {
                if (F(j, c) && B(j, c + 1)) {
                    value = kBackground;
                    break;
                }
            }
        }
        for (int colour = 1; colour < kMaxColours; ++colour) {
            running[colour] += cover_[static_cast<std::size_t>(colour) * stride + c];
            if (running[colour] > 0) value |= 1u << colour;
        }
        if (value == 0) return LineStatus::Contradiction;
        cells[c] = static_cast<Cell>(value);
    }
    return LineStatus::Ok;
}

}  // namespace nono::detail
