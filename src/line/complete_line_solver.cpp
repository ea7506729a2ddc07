// The exact line solver. Forward table F[j][i]: the first j blocks fit in cells [0, i) with
// every cell there consistent. Backward table B[j][i]: blocks j.. fit in [i, n). A cell may be
// empty iff some split F[j][c] & B[j][c+1] exists around it; it may be filled iff some feasible
// placement of a block covers it. Placements are summed with a difference array, so the whole
// solve is O(n * k) with no enumeration of arrangements.
#include <algorithm>

#include "complete_line_solver.hpp"

namespace nono::detail {

namespace {
inline bool may_be_empty(Cell c) { return (static_cast<unsigned>(c) & 1u) != 0; }
inline bool may_be_filled(Cell c) { return (static_cast<unsigned>(c) & 2u) != 0; }
}  // namespace

// Over 60 lines on purpose: the forward table, the backward table and the colouring pass
// share their buffers and indices, and this is the engine's innermost loop on lines over 63
// cells (the bitwise solver takes the shorter ones); split, the phases would pass a dozen
// arrays and bounds between them for no reader's gain.
LineStatus CompleteLineSolver::solve(const Clue& clue, std::span<Cell> cells) {
    const int n = static_cast<int>(cells.size());
    const int k = static_cast<int>(clue.size());
    const int stride = n + 1;

    // prefix_need_[j]: cells the first j blocks need; suffix_need_[j]: cells blocks j.. need.
    // They bound where each table entry can be true or useful, so the loops skip the rest.
    prefix_need_.assign(static_cast<std::size_t>(k) + 1, 0);
    suffix_need_.assign(static_cast<std::size_t>(k) + 1, 0);
    for (int j = 1; j <= k; ++j) prefix_need_[j] = prefix_need_[j - 1] + clue[j - 1] + (j > 1 ? 1 : 0);
    for (int j = k - 1; j >= 0; --j) suffix_need_[j] = suffix_need_[j + 1] + clue[j] + (j < k - 1 ? 1 : 0);
    if (prefix_need_[k] > n) return LineStatus::Contradiction;
    // Last useful end of F(j, .) and first useful start of B(j, .), see below.
    auto forward_last = [&](int j) { return j == k ? n : n - suffix_need_[j] - (j > 0 ? 1 : 0); };
    auto backward_first = [&](int j) { return j == 0 ? 0 : prefix_need_[j] + (j < k ? 1 : 0); };

    // empty_prefix_[i]: how many of cells [0, i) cannot be filled.
    empty_prefix_.assign(static_cast<std::size_t>(n) + 1, 0);
    for (int i = 0; i < n; ++i)
        empty_prefix_[i + 1] = empty_prefix_[i] + (may_be_filled(cells[i]) ? 0 : 1);
    auto can_fill_range = [&](int from, int to) { return empty_prefix_[to] == empty_prefix_[from]; };

    forward_.assign(static_cast<std::size_t>(k + 1) * stride, 0);
    backward_.assign(static_cast<std::size_t>(k + 1) * stride, 0);
    auto F = [&](int j, int i) -> unsigned char& { return forward_[static_cast<std::size_t>(j) * stride + i]; };
    auto B = [&](int j, int i) -> unsigned char& { return backward_[static_cast<std::size_t>(j) * stride + i]; };

    // F(j, i) is only computed for i in [prefix_need_[j], forward_last(j)]: below, the blocks
    // cannot fit; above, the remaining blocks could not follow, and no later step reads it.
    F(0, 0) = 1;
    for (int i = 1; i <= forward_last(0); ++i) F(0, i) = F(0, i - 1) && may_be_empty(cells[i - 1]);
    for (int j = 1; j <= k; ++j) {
        const int length = clue[j - 1];
        const int first = prefix_need_[j];
        for (int i = first, last = forward_last(j); i <= last; ++i) {
            bool ok = i > first && F(j, i - 1) && may_be_empty(cells[i - 1]);
            const int start = i - length;
            if (!ok && can_fill_range(start, i)) {
                ok = j == 1 ? F(0, start)
                            : (start >= 1 && may_be_empty(cells[start - 1]) && F(j - 1, start - 1));
            }
            F(j, i) = ok;
        }
    }
    if (!F(k, n)) return LineStatus::Contradiction;

    // The mirror image: B(j, i) for i in [backward_first(j), n - suffix_need_[j]].
    B(k, n) = 1;
    for (int i = n - 1; i >= backward_first(k); --i) B(k, i) = B(k, i + 1) && may_be_empty(cells[i]);
    for (int j = k - 1; j >= 0; --j) {
        const int length = clue[j];
        const int last = n - suffix_need_[j];
        for (int i = last, first = backward_first(j); i >= first; --i) {
            bool ok = i < last && B(j, i + 1) && may_be_empty(cells[i]);
            const int end = i + length;
            if (!ok && can_fill_range(i, end)) {
                ok = j == k - 1 ? B(k, end)
                                : (end < n && may_be_empty(cells[end]) && B(j + 1, end + 1));
            }
            B(j, i) = ok;
        }
    }

    // fill_cover_: difference array of how many feasible block placements cover each cell.
    fill_cover_.assign(static_cast<std::size_t>(n) + 1, 0);
    for (int j = 0; j < k; ++j) {
        const int length = clue[j];
        const int first_start = prefix_need_[j] + (j > 0 ? 1 : 0);
        const int last_start = n - suffix_need_[j];
        for (int start = first_start; start <= last_start; ++start) {
            const int end = start + length;
            if (!can_fill_range(start, end)) continue;
            const bool left = j == 0 ? F(0, start)
                                     : (may_be_empty(cells[start - 1]) && F(j, start - 1));
            if (!left) continue;
            const bool right = j == k - 1 ? B(k, end)
                                          : (may_be_empty(cells[end]) && B(j + 1, end + 1));
            if (!right) continue;
            ++fill_cover_[start];
            --fill_cover_[end];
        }
    }

    // A cell may be empty when it lies between blocks j-1 and j for some j: F(j, c) and
    // B(j, c + 1). Only j with prefix_need_[j] <= c < n - suffix_need_[j] can qualify.
    int cover = 0;
    int low_block = 0;
    int high_block = 0;
    for (int c = 0; c < n; ++c) {
        cover += fill_cover_[c];
        while (low_block < k && c + 1 > n - suffix_need_[low_block]) ++low_block;
        while (high_block < k && prefix_need_[high_block + 1] <= c) ++high_block;
        bool empty_ok = false;
        if (may_be_empty(cells[c])) {
            for (int j = low_block; j <= high_block && !empty_ok; ++j) empty_ok = F(j, c) && B(j, c + 1);
        }
        const unsigned value = (empty_ok ? 1u : 0u) | (cover > 0 ? 2u : 0u);
        if (value == 0) return LineStatus::Contradiction;
        cells[c] = static_cast<Cell>(value);
    }
    return LineStatus::Ok;
}

}  // namespace nono::detail
