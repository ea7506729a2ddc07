// Positions 0..n sit between cells: position i is "after i cells", bit i of a position mask.
// F(j) = positions i where blocks 0..j-1 fit in cells [0, i), the cells after the last block
// empty; B(j) = positions i where blocks j..k-1 fit in [i, n). As in complete_line_solver.cpp,
// a cell may be empty iff F(j) at c and B(j) at c + 1 for some j, and may be filled iff some
// placement of a block covering it is consistent on both sides. B is made as F is, from the
// line's end down (the mirror of forward, rather than forward on the bit-reversed line: 7%
// fewer instructions for taai2011 0462 `--no-sat`, the same line answers).
#include "bitwise_line_solver.hpp"

#include <algorithm>
#include <array>

namespace nono::detail {

namespace {

// Lines of 64..127 cells take two-word masks (GCC's and Clang's 128-bit integer: shifts and
// ANDs of a word pair, which the dynamic programming is made of). qnonograms tiger (75x50):
// 26.8 M -> 13.1 M instructions for the whole process (callgrind, with the engine taking
// "complete" by masks on boards over 63x63: src/solve/strategies/engine.cpp).
__extension__ typedef unsigned __int128 Wide;

template <typename Word>
constexpr int kBits = static_cast<int>(sizeof(Word) * 8);

template <typename Word>
constexpr int kMaxBlocks = kBits<Word> / 2;  // (cells + 1) / 2 for the longest line a word takes

template <typename Word>
using Masks = std::array<Word, kMaxBlocks<Word> + 1>;

template <typename Word>
Word low_bits(int count) {
    return count >= kBits<Word> ? ~Word{0} : (Word{1} << count) - 1;
}

// OR of x >> t for t in 0..count-1 (a placement's start spread over its cells), by doubling.
template <typename Word>
Word spread_down(Word x, int count) {
    for (int done = 1; done < count;) {
        const int step = std::min(done, count - done);
        x |= x >> step;
        done += step;
    }
    return x;
}

// AND of x << t for t in 0..count-1: positions preceded by `count` cells all set in x >> 1.
template <typename Word>
Word all_up(Word x, int count) {
    for (int done = 1; done < count;) {
        const int step = std::min(done, count - done);
        x &= x << step;
        done += step;
    }
    return x;
}

// AND of x >> t for t in 0..count-1: positions followed by `count` cells all set in x.
template <typename Word>
Word all_down(Word x, int count) {
    for (int done = 1; done < count;) {
        const int step = std::min(done, count - done);
        x &= x >> step;
        done += step;
    }
    return x;
}

// Extends every set bit of `seed` upwards through consecutive bits of `through` (Kogge-Stone).
template <typename Word>
Word flood_up(Word seed, Word through) {
    for (int step = 1; step < kBits<Word> / 2; step *= 2) {
        seed |= through & (seed << step);
        through &= through << step;
    }
    return seed | (through & (seed << kBits<Word> / 2));
}

// The same downwards.
template <typename Word>
Word flood_down(Word seed, Word through) {
    for (int step = 1; step < kBits<Word> / 2; step *= 2) {
        seed |= through & (seed >> step);
        through &= through >> step;
    }
    return seed | (through & (seed >> kBits<Word> / 2));
}

// F(0..k) for the k blocks of `clue` over a line of n cells where `can_empty` and `can_fill`
// (cell masks) say what each cell may be. F(j) lies within positions 0..n.
template <typename Word>
void forward(int n, int k, const Clue& clue, Word can_empty, Word can_fill, Masks<Word>& f) {
    const Word positions = low_bits<Word>(n + 1);
    const Word empty_before = can_empty << 1;  // position i: cell i-1 may be empty
    const Word fill_before = can_fill << 1;
    f[0] = flood_up<Word>(1, empty_before) & positions;
    for (int j = 1; j <= k; ++j) {
        const int length = clue[j - 1];
        // Ends i of block j-1: its cells [i-length, i) may be filled, and before it either
        // the line's start (j = 1) or blocks 0..j-2 then an empty separator cell.
        const Word before = j == 1 ? f[0] : (f[j - 1] & can_empty) << 1;
        const Word ends = all_up(fill_before, length) & (before << length) & positions;
        f[j] = flood_up(ends, empty_before) & positions;
    }
}

// B(0..k) likewise, the mirror of forward: B(j) lies within positions 0..n.
template <typename Word>
void backward(int n, int k, const Clue& clue, Word can_empty, Word can_fill, Masks<Word>& b) {
    const Word positions = low_bits<Word>(n + 1);
    b[k] = flood_down<Word>(Word{1} << n, can_empty) & positions;
    for (int j = k - 1; j >= 0; --j) {
        const int length = clue[j];
        // Starts s of block j: its cells [s, s+length) may be filled, and after it either the
        // line's end (j = k-1) or an empty separator cell then blocks j+1..k-1.
        const Word after = j == k - 1 ? b[k] : (b[j + 1] >> 1) & can_empty;
        const Word starts = all_down(can_fill, length) & (after >> length) & positions;
        b[j] = flood_down(starts, can_empty) & positions;
    }
}

template <typename Word>
bool solve_word_masks(const Clue& clue, int n, Word& filled, Word& empty) {
    const int k = static_cast<int>(clue.size());
    const Word cells = low_bits<Word>(n);
    const Word can_empty = ~filled & cells, can_fill = ~empty & cells;
    if (k == 0) {
        if (can_empty != cells) return false;
        empty = cells;
        return true;
    }
    if (k > kMaxBlocks<Word>) return false;
    Masks<Word> f{}, b{};
    forward(n, k, clue, can_empty, can_fill, f);
    if ((f[k] >> n & 1u) == 0) return false;
    backward(n, k, clue, can_empty, can_fill, b);

    Word may_be_empty = 0, may_be_filled = 0;
    const Word fill_before = can_fill << 1;
    for (int j = 0; j <= k; ++j) may_be_empty |= f[j] & (b[j] >> 1);
    for (int j = 0; j < k; ++j) {
        const int length = clue[j];
        // Ends e of a consistent placement of block j: cells [e-length, e) may be filled, the
        // blocks before fit (with an empty cell before it unless it is first), and the blocks
        // after fit (with an empty cell after it unless it is last).
        const Word left = j == 0 ? f[0] : (f[j] & can_empty) << 1;
        const Word right = j == k - 1 ? b[k] : b[j + 1] >> 1 & can_empty;
        const Word ends = all_up(fill_before, length) & (left << length) & right;
        may_be_filled |= spread_down(ends >> 1, length);
    }
    may_be_empty &= can_empty;
    may_be_filled &= can_fill;
    if ((may_be_empty | may_be_filled) != cells) return false;
    filled = cells & ~may_be_empty;
    empty = cells & ~may_be_filled;
    return true;
}

// The cells as masks, solved, and written back, 64 cells at a time (a shift of the two-word
// integer by a variable count is a dozen instructions; of one word, one).
template <typename Word>
LineStatus solve_cells(const Clue& clue, std::span<Cell> cells) {
    const int n = static_cast<int>(cells.size());
    Word filled = 0, empty = 0;
    for (int from = 0; from < n; from += 64) {
        std::uint64_t part_filled = 0, part_empty = 0;
        for (int i = from, last = std::min(n, from + 64); i < last; ++i) {
            if (cells[i] == Cell::None) return LineStatus::Contradiction;
            part_filled |= std::uint64_t{cells[i] == Cell::Filled} << (i - from);
            part_empty |= std::uint64_t{cells[i] == Cell::Empty} << (i - from);
        }
        filled |= Word{part_filled} << from;
        empty |= Word{part_empty} << from;
    }
    if (!solve_word_masks(clue, n, filled, empty)) return LineStatus::Contradiction;
    for (int from = 0; from < n; from += 64) {
        const auto part_filled = static_cast<std::uint64_t>(filled >> from), part_empty = static_cast<std::uint64_t>(empty >> from);
        for (int i = from, last = std::min(n, from + 64); i < last; ++i) {
            const unsigned bit = i - from;
            cells[i] = (part_filled >> bit & 1u) ? Cell::Filled : (part_empty >> bit & 1u) ? Cell::Empty : Cell::Unknown;
        }
    }
    return LineStatus::Ok;
}

}  // namespace

bool BitwiseLineSolver::solve_masks(const Clue& clue, int n, std::uint64_t& filled, std::uint64_t& empty) {
    return solve_word_masks(clue, n, filled, empty);
}

LineStatus BitwiseLineSolver::solve(const Clue& clue, std::span<Cell> cells) {
    const int n = static_cast<int>(cells.size());
    if (n <= kMaxCells) return solve_cells<std::uint64_t>(clue, cells);
    if (n <= kMaxWideCells) return solve_cells<Wide>(clue, cells);
    return longer_.solve(clue, cells);
}

}  // namespace nono::detail
