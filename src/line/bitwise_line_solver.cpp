// Positions 0..n sit between cells: position i is "after i cells", bit i of a position mask.
// F(j) = positions i where blocks 0..j-1 fit in cells [0, i), the cells after the last block
// empty; B(j) = positions i where blocks j..k-1 fit in [i, n). As in complete_line_solver.cpp,
// a cell may be empty iff F(j) at c and B(j) at c + 1 for some j, and may be filled iff some
// placement of a block covering it is consistent on both sides. B is F of the reversed line.
#include "bitwise_line_solver.hpp"

#include <algorithm>
#include <array>

namespace nono::detail {

namespace {

constexpr int kMaxBlocks = (BitwiseLineSolver::kMaxCells + 1) / 2;
using Masks = std::array<std::uint64_t, kMaxBlocks + 1>;

std::uint64_t low_bits(int count) { return count >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << count) - 1; }

// OR of x >> t for t in 0..count-1 (a placement's start spread over its cells), by doubling.
std::uint64_t spread_down(std::uint64_t x, int count) {
    for (int done = 1; done < count;) {
        const int step = std::min(done, count - done);
        x |= x >> step;
        done += step;
    }
    return x;
}

// AND of x << t for t in 0..count-1: positions preceded by `count` cells all set in x >> 1.
std::uint64_t all_up(std::uint64_t x, int count) {
    for (int done = 1; done < count;) {
        const int step = std::min(done, count - done);
        x &= x << step;
        done += step;
    }
    return x;
}

// Extends every set bit of `seed` upwards through consecutive bits of `through` (Kogge-Stone).
std::uint64_t flood_up(std::uint64_t seed, std::uint64_t through) {
    seed |= through & (seed << 1);
    through &= through << 1;
    seed |= through & (seed << 2);
    through &= through << 2;
    seed |= through & (seed << 4);
    through &= through << 4;
    seed |= through & (seed << 8);
    through &= through << 8;
    seed |= through & (seed << 16);
    through &= through << 16;
    seed |= through & (seed << 32);
    return seed;
}

std::uint64_t reverse_bits(std::uint64_t x) {
    x = ((x >> 1) & 0x5555555555555555ull) | ((x & 0x5555555555555555ull) << 1);
    x = ((x >> 2) & 0x3333333333333333ull) | ((x & 0x3333333333333333ull) << 2);
    x = ((x >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((x & 0x0F0F0F0F0F0F0F0Full) << 4);
    x = ((x >> 8) & 0x00FF00FF00FF00FFull) | ((x & 0x00FF00FF00FF00FFull) << 8);
    x = ((x >> 16) & 0x0000FFFF0000FFFFull) | ((x & 0x0000FFFF0000FFFFull) << 16);
    return (x >> 32) | (x << 32);
}

// F(0..k) for the blocks `block(0..k-1)` over a line of n cells where `can_empty` and
// `can_fill` (cell masks) say what each cell may be. F(j) lies within positions 0..n.
template <typename Block>
void forward(int n, int k, Block block, std::uint64_t can_empty, std::uint64_t can_fill, Masks& f) {
    const std::uint64_t positions = low_bits(n + 1);
    const std::uint64_t empty_before = can_empty << 1;  // position i: cell i-1 may be empty
    const std::uint64_t fill_before = can_fill << 1;
    f[0] = flood_up(1, empty_before) & positions;
    for (int j = 1; j <= k; ++j) {
        const int length = block(j - 1);
        // Ends i of block j-1: its cells [i-length, i) may be filled, and before it either
        // the line's start (j = 1) or blocks 0..j-2 then an empty separator cell.
        const std::uint64_t before = j == 1 ? f[0] : (f[j - 1] & can_empty) << 1;
        const std::uint64_t ends = all_up(fill_before, length) & (before << length) & positions;
        f[j] = flood_up(ends, empty_before) & positions;
    }
}

}  // namespace

bool BitwiseLineSolver::solve_masks(const Clue& clue, int n, std::uint64_t& filled, std::uint64_t& empty) {
    const int k = static_cast<int>(clue.size());
    const std::uint64_t cells = low_bits(n);
    const std::uint64_t can_empty = ~filled & cells, can_fill = ~empty & cells;
    if (k == 0) {
        if (can_empty != cells) return false;
        empty = cells;
        return true;
    }
    if (k > kMaxBlocks) return false;
    Masks f{}, reversed{};
    forward(n, k, [&](int j) { return clue[j]; }, can_empty, can_fill, f);
    if ((f[k] >> n & 1u) == 0) return false;
    // The reversed line: cell c becomes n-1-c, position i becomes n-i, block j becomes k-1-j.
    const int shift = 63 - n;
    auto flip_cells = [&](std::uint64_t x) { return reverse_bits(x) >> (shift + 1); };
    auto flip_positions = [&](std::uint64_t x) { return reverse_bits(x) >> shift; };
    forward(n, k, [&](int j) { return clue[k - 1 - j]; }, flip_cells(can_empty), flip_cells(can_fill), reversed);
    Masks b{};
    for (int j = 0; j <= k; ++j) b[j] = flip_positions(reversed[k - j]);

    std::uint64_t may_be_empty = 0, may_be_filled = 0;
    const std::uint64_t fill_before = can_fill << 1;
    for (int j = 0; j <= k; ++j) may_be_empty |= f[j] & (b[j] >> 1);
    for (int j = 0; j < k; ++j) {
        const int length = clue[j];
        // Ends e of a consistent placement of block j: cells [e-length, e) may be filled, the
        // blocks before fit (with an empty cell before it unless it is first), and the blocks
        // after fit (with an empty cell after it unless it is last).
        const std::uint64_t left = j == 0 ? f[0] : (f[j] & can_empty) << 1;
        const std::uint64_t right = j == k - 1 ? b[k] : b[j + 1] >> 1 & can_empty;
        const std::uint64_t ends = all_up(fill_before, length) & (left << length) & right;
        may_be_filled |= spread_down(ends >> 1, length);
    }
    may_be_empty &= can_empty;
    may_be_filled &= can_fill;
    if ((may_be_empty | may_be_filled) != cells) return false;
    filled = cells & ~may_be_empty;
    empty = cells & ~may_be_filled;
    return true;
}

LineStatus BitwiseLineSolver::solve(const Clue& clue, std::span<Cell> cells) {
    const int n = static_cast<int>(cells.size());
    if (n > kMaxCells) return longer_.solve(clue, cells);
    std::uint64_t filled = 0, empty = 0;
    for (int i = 0; i < n; ++i) {
        if (cells[i] == Cell::Filled) filled |= std::uint64_t{1} << i;
        if (cells[i] == Cell::Empty) empty |= std::uint64_t{1} << i;
        if (cells[i] == Cell::None) return LineStatus::Contradiction;
    }
    if (!solve_masks(clue, n, filled, empty)) return LineStatus::Contradiction;
    for (int i = 0; i < n; ++i)
        cells[i] = (filled >> i & 1u) ? Cell::Filled : (empty >> i & 1u) ? Cell::Empty : Cell::Unknown;
    return LineStatus::Ok;
}

}  // namespace nono::detail
