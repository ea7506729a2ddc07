// The exact line solver, for both cell domains (a black-and-white line is a line of colour-1
// blocks). Forward table F[j][i]: the first j blocks fit in cells [0, i), the cells there
// after block j-1 background; backward table B[j][i]: blocks j.. fit in [i, n). A block
// follows the previous one after a background cell when both have the same colour, right
// away otherwise. A cell may be background iff some split F[j][c] & B[j][c+1] exists around
// it; it may take colour x iff a fitting placement of a block of colour x covers it.
// Placements are summed with a difference array per colour, so the whole solve is
// O(n * k + n * colours) with no enumeration of arrangements. The engine takes lines of up to
// 127 cells by masks instead (bitwise_line_solver.cpp, colour_mask_line_solver.cpp).
#include "complete_line_solver.hpp"

#include <algorithm>
#include <bit>

namespace nono::detail {

namespace {
inline bool may_be(Cell c, int colour) { return (static_cast<unsigned>(c) >> colour & 1u) != 0; }
}  // namespace

// The blocks' colours and gaps, the cells each end of the clue needs (they bound where each
// table entry can be true or useful, so the loops skip the rest), and per colour the prefix
// counts of cells that cannot take it. False when the clue cannot fit at all.
[[gnu::always_inline]] inline bool CompleteLineSolver::prepare(const Clue& clue, std::span<const int> colours, std::span<const Cell> cells) {
    clue_ = &clue;
    n_ = static_cast<int>(cells.size());
    k_ = static_cast<int>(clue.size());
    stride_ = n_ + 1;
    colour_.resize(static_cast<std::size_t>(k_));
    gap_.resize(static_cast<std::size_t>(k_) + 1);
    gap_[0] = gap_[k_] = 0;
    used_ = 0;
    for (int j = 0; j < k_; ++j) {
        colour_[j] = colours.empty() ? 1 : colours[j];  // black and white: every block colour 1
        used_ |= 1u << colour_[j];
        if (j > 0) gap_[j] = colour_[j] == colour_[j - 1] ? 1 : 0;
    }
    prefix_need_.assign(static_cast<std::size_t>(k_) + 1, 0);
    suffix_need_.assign(static_cast<std::size_t>(k_) + 1, 0);
    for (int j = 1; j <= k_; ++j) prefix_need_[j] = prefix_need_[j - 1] + clue[j - 1] + gap_[j - 1];
    for (int j = k_ - 1; j >= 0; --j) suffix_need_[j] = suffix_need_[j + 1] + clue[j] + gap_[j + 1];
    if (prefix_need_[k_] > n_) return false;
    forward_.assign(static_cast<std::size_t>(k_ + 1) * stride_, 0);
    backward_.assign(static_cast<std::size_t>(k_ + 1) * stride_, 0);
    blocked_.resize(static_cast<std::size_t>(kMaxColours) * stride_);
    for (unsigned rest = used_; rest != 0; rest &= rest - 1) {
        const int colour = std::countr_zero(rest);
        int* row = &blocked_[static_cast<std::size_t>(colour) * stride_];
        row[0] = 0;
        for (int i = 0; i < n_; ++i) row[i + 1] = row[i] + (may_be(cells[i], colour) ? 0 : 1);
    }
    return true;
}

// F(j, i) is only computed for i in [prefix_need_[j], forward_last(j)]: below, the blocks
// cannot fit; above, the remaining blocks could not follow, and no later step reads it.
[[gnu::always_inline]] inline bool CompleteLineSolver::fill_forward(View v) {
    const int n = v.n, k = v.k;
    const int* prefix_need = prefix_need_.data();
    auto forward_last = [&](int j) { return n - suffix_need_[j] - v.gap[j]; };
    v.f(0, 0) = 1;
    for (int i = 1, last = forward_last(0); i <= last; ++i) v.f(0, i) = v.f(0, i - 1) && v.background(i - 1);
    for (int j = 1; j <= k; ++j) {
        const int length = (*clue_)[j - 1];
        const int* cannot = blocked(colour_[j - 1]);
        const int first = prefix_need[j];
        const bool gap = v.gap_before(j - 1);
        for (int i = first, last = forward_last(j); i <= last; ++i) {
            bool ok = i > first && v.f(j, i - 1) && v.background(i - 1);
            const int start = i - length;
            if (!ok && cannot[start] == cannot[i]) ok = v.fits_before(j - 1, gap, start);
            v.f(j, i) = ok;
        }
    }
    return v.f(k, n) != 0;
}

// The mirror image: B(j, i) for i in [backward_first(j), n - suffix_need_[j]].
[[gnu::always_inline]] inline void CompleteLineSolver::fill_backward(View v) {
    const int n = v.n, k = v.k;
    auto backward_first = [&](int j) { return prefix_need_[j] + v.gap[j]; };
    v.b(k, n) = 1;
    for (int i = n - 1, first = backward_first(k); i >= first; --i) v.b(k, i) = v.b(k, i + 1) && v.background(i);
    for (int j = k - 1; j >= 0; --j) {
        const int length = (*clue_)[j];
        const int* cannot = blocked(colour_[j]);
        const int last = n - suffix_need_[j];
        const bool gap = v.gap_after(j);
        for (int i = last, first = backward_first(j); i >= first; --i) {
            bool ok = i < last && v.b(j, i + 1) && v.background(i);
            const int end = i + length;
            if (!ok && cannot[i] == cannot[end]) ok = v.fits_after(j, gap, end);
            v.b(j, i) = ok;
        }
    }
}

// cover_: per colour, a difference array of how many fitting placements cover each cell.
[[gnu::always_inline]] inline void CompleteLineSolver::cover_placements(View v, std::vector<int>* earliest, std::vector<int>* latest) {
    const int n = v.n, k = v.k, stride = v.stride;
    cover_.resize(static_cast<std::size_t>(kMaxColours) * stride);
    for (unsigned rest = used_; rest != 0; rest &= rest - 1)
        std::fill_n(cover_.begin() + static_cast<std::ptrdiff_t>(std::countr_zero(rest)) * stride, stride, 0);
    if (earliest != nullptr) earliest->resize(static_cast<std::size_t>(k));
    if (latest != nullptr) latest->resize(static_cast<std::size_t>(k));
    for (int j = 0; j < k; ++j) {
        const int length = (*clue_)[j];
        const int* cannot = blocked(colour_[j]);
        int* cover = &cover_[static_cast<std::size_t>(colour_[j]) * stride];
        const bool before = v.gap_before(j), after = v.gap_after(j);
        int first_fit = n, last_fit = -1;
        for (int start = prefix_need_[j] + v.gap[j], last = n - suffix_need_[j]; start <= last; ++start) {
            const int end = start + length;
            if (cannot[start] != cannot[end] || !v.fits_before(j, before, start) || !v.fits_after(j, after, end)) continue;
            first_fit = std::min(first_fit, start);
            last_fit = start;
            ++cover[start];
            --cover[end];
        }
        if (earliest != nullptr) (*earliest)[j] = first_fit;
        if (latest != nullptr) (*latest)[j] = last_fit;
    }
}

// A cell may be background when it lies between blocks j-1 and j for some j: F(j, c) and
// B(j, c + 1). Only j with prefix_need_[j] <= c < n - suffix_need_[j] can qualify.
[[gnu::always_inline]] inline bool CompleteLineSolver::write_cells(View v, std::span<Cell> cells) const {
    const int n = v.n, k = v.k, stride = v.stride;
    const int* prefix_need = prefix_need_.data();
    const int* suffix_need = suffix_need_.data();
    const int* cover = cover_.data();
    const unsigned used = used_;
    const bool single = std::has_single_bit(used);
    const int* one_cover = single ? cover + static_cast<std::size_t>(std::countr_zero(used)) * stride : nullptr;
    int running[kMaxColours] = {};
    int low_block = 0;
    int high_block = 0;
    for (int c = 0; c < n; ++c) {
        while (low_block < k && c + 1 > n - suffix_need[low_block]) ++low_block;
        while (high_block < k && prefix_need[high_block + 1] <= c) ++high_block;
        bool background = false;
        if (v.background(c))
            for (int j = low_block; j <= high_block && !background; ++j) background = v.f(j, c) && v.b(j, c + 1);
        unsigned value = background ? 1u : 0u;
        if (single) {  // black and white, or a line of one colour: one running sum
            running[0] += one_cover[c];
            if (running[0] > 0) value |= used;
        } else {
            for (unsigned rest = used; rest != 0; rest &= rest - 1) {
                const int colour = std::countr_zero(rest);
                running[colour] += cover[static_cast<std::size_t>(colour) * stride + c];
                if (running[colour] > 0) value |= 1u << colour;
            }
        }
        if (value == 0) return false;
        cells[c] = static_cast<Cell>(value);
    }
    return true;
}

// The phases above, inlined into their one caller (a call each cost more than the work on
// the shortest lines: 4-5 cells, 131 M -> 120 M instructions, 105.6 M before the merge with
// colour; 16..4096 cells 1.53 G -> 1.40 G).
LineStatus CompleteLineSolver::solve_table(const Clue& clue, std::span<const int> colours, std::span<Cell> cells,
                                           std::vector<int>* earliest, std::vector<int>* latest) {
    if (!prepare(clue, colours, cells)) return LineStatus::Contradiction;
    const View v = view(cells);
    if (!fill_forward(v)) return LineStatus::Contradiction;
    fill_backward(v);
    cover_placements(v, earliest, latest);
    return write_cells(v, cells) ? LineStatus::Ok : LineStatus::Contradiction;
}

bool CompleteLineSolver::placements(const Clue& clue, std::span<const Cell> cells, std::vector<int>& earliest,
                                    std::vector<int>& latest) {
    if (!prepare(clue, {}, cells) || !fill_forward(view(cells))) return false;
    fill_backward(view(cells));
    cover_placements(view(cells), &earliest, &latest);
    return true;
}

bool CompleteLineSolver::fits(const Clue& clue, std::span<const Cell> cells) {
    return prepare(clue, {}, cells) && fill_forward(view(cells));
}

}  // namespace nono::detail
