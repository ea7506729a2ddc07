// Positions 0..n sit between cells: position i is "after i cells", bit i of a position mask.
// F(j) = positions i where blocks 0..j-1 fit in cells [0, i), the cells after the last block
// empty; B(j) = positions i where blocks j..k-1 fit in [i, n). As in complete_line_solver.cpp,
// a cell may be empty iff F(j) at c and B(j) at c + 1 for some j, and may be filled iff some
// placement of a block covering it is consistent on both sides. F spreads over empty cells by
// one addition's carry (reach_up); B from the line's end down by doubling (reach_down: carries
// only run up), kept only where F(j) holds too, in one pass with the answer. Each block's
// fitting ends are made once. taai2011 0369 `--no-sat` (callgrind): 75.5 M -> 35.5 M
// instructions in this solver, 1,203 -> 566 a call (docs/performance.md, issue 25).
#include "bitwise_line_solver.hpp"
#include "cell_bytes.hpp"
#include "word_masks.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace nono::detail {

namespace {

// Lines of 64..127 cells take two-word masks (GCC's and Clang's 128-bit integer: shifts and
// ANDs of a word pair, which the dynamic programming is made of). qnonograms tiger (75x50):
// 26.8 M -> 13.1 M instructions for the whole process (callgrind, with the engine taking
// "complete" by masks on boards over 63x63: src/solve/strategies/engine.cpp).
__extension__ typedef unsigned __int128 Wide;

template <typename Word>
constexpr int kMaxBlocks = kBits<Word> / 2;  // (cells + 1) / 2 for the longest line a word takes

template <typename Word>
using Masks = std::array<Word, kMaxBlocks<Word> + 1>;

using detail::reach_down;  // (the overload below would hide it)

// Two-word lines: the high word's positions first, then the low word's, seeded also at position
// 63 when position 64 is reached and cell 63 may be empty. Two one-word floods of 6 rounds,
// instead of 7 rounds of two-word shifts whose 14 words of shifted `can_empty` do not fit in
// the registers (random 80x80 seed 1, `--no-sat --max-nodes 20`, callgrind: 263.3 M -> 219.8 M
// instructions in solve_word_masks).
Wide reach_down(Wide seed, Wide can_empty, int) {
    const auto high_empty = static_cast<std::uint64_t>(can_empty >> 64), low_empty = static_cast<std::uint64_t>(can_empty);
    const std::uint64_t high = reach_down<std::uint64_t>(static_cast<std::uint64_t>(seed >> 64), high_empty, 63);
    const std::uint64_t low = reach_down<std::uint64_t>(static_cast<std::uint64_t>(seed) | ((high & 1u) << 63 & low_empty), low_empty, 63);
    return Wide{high} << 64 | low;
}

// Bits 0..h for h the highest set bit of x; none for x = 0.
std::uint64_t up_to_highest(std::uint64_t x) {
    return x == 0 ? 0 : ~std::uint64_t{0} >> std::countl_zero(x);
}

Wide up_to_highest(Wide x) {
    const auto high = static_cast<std::uint64_t>(x >> 64);
    return high != 0 ? Wide{up_to_highest(high)} << 64 | ~std::uint64_t{0} : Wide{up_to_highest(static_cast<std::uint64_t>(x))};
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

    // Forward: F(j) for j = 0..k, and ends[j], the ends e of block j consistent with the
    // blocks before it: its cells [e-length, e) may all be filled, and before them the line's
    // start (j = 0) or blocks 0..j-1 then an empty cell. Kept for the backward pass, which
    // made them again before (and the answer's loop a third time).
    Masks<Word> f, ends;
    const Word fill_before = can_fill << 1;  // position i: cell i-1 may be filled
    f[0] = reach_up<Word>(1, can_empty);
    Word before = f[0];  // where block j may start as far as blocks 0..j-1 go (carried, as
                         // `after` below: 37.2 M -> 35.5 M on taai2011 0369)
    for (int j = 0; j < k; ++j) {
        const int length = clue[j];
        ends[j] = all_up(fill_before, length) & (before << length);
        f[j + 1] = reach_up(ends[j], can_empty);
        before = (f[j + 1] & can_empty) << 1;
    }
    if ((f[k] >> n & 1u) == 0) return false;

    // Backward from the line's end, b = B(j) and F(j): positions on a path through the whole
    // line. A cell c that may be empty may be so iff b holds at c and c + 1 for some j (F(j)
    // spreads up and B(j) down over it); block j may end at e iff e is in ends[j] and B(j+1)
    // holds after it (past an empty cell unless it is the last), where F(j+1) holds too. So
    // B(j) outside F(j) is never asked, and B(j) from the starts of block j's consistent
    // placements alone is the same within F(j).
    // The first and last b need no flood: B(k) is the positions after the last filled cell,
    // and F(0) one stretch from position 0, so B(0) within it is the positions up to block
    // 0's last start. taai2011 0369 `--no-sat`: 42.9 M -> 41.2 M instructions in this solver;
    // with block 0 out of the loop and `after` carried from one block to the next (no choice
    // on j inside it) 40.8 M -> 37.2 M.
    Word b = f[k] & ~up_to_highest(cells & ~can_empty);
    Word may_be_empty = b & (b >> 1), may_be_filled = 0;
    Word after = b;  // where block j may end as far as blocks j+1..k-1 go
    for (int j = k - 1; j > 0; --j) {
        const Word placed = ends[j] & after;  // ends of consistent placements of block j
        may_be_filled |= spread_down(placed >> 1, clue[j]);
        b = reach_down(placed >> clue[j], can_empty, n) & f[j];
        may_be_empty |= b & (b >> 1);
        after = (b >> 1) & can_empty;
    }
    const Word placed = ends[0] & after;
    may_be_filled |= spread_down(placed >> 1, clue[0]);
    b = up_to_highest(placed >> clue[0]);
    may_be_empty |= b & (b >> 1);
    may_be_empty &= can_empty;
    may_be_filled &= can_fill;
    if ((may_be_empty | may_be_filled) != cells) return false;
    filled = cells & ~may_be_empty;
    empty = cells & ~may_be_filled;
    return true;
}

template <typename Word>
Word join(std::uint64_t low, std::uint64_t high) {
    if constexpr (sizeof(Word) == sizeof(std::uint64_t)) return low;
    else return Word{high} << 64 | low;
}

template <typename Word>
std::uint64_t high_half(Word x) {
    if constexpr (sizeof(Word) == sizeof(std::uint64_t)) return 0;
    else return static_cast<std::uint64_t>(x >> 64);
}

// The cells as masks, solved, and written back, 8 cells at a time (cell_bytes.hpp; random
// 80x80 seed 1, `--no-sat --max-nodes 20`, callgrind: 2,578 -> 663 instructions a line outside
// solve_word_masks, 1057.9 M -> 952.5 M for the process), a Word's halves apart (a shift of
// the two-word integer by a variable count is a dozen instructions; of one word, one).
template <typename Word>
LineStatus solve_cells(const Clue& clue, std::span<Cell> cells) {
    const int n = static_cast<int>(cells.size());
    std::uint64_t may_empty[2] = {}, may_fill[2] = {};
    for (int from = 0; from < n; from += 8) {
        const std::uint64_t x = load_cells(cells.data() + from, std::min(8, n - from));
        may_empty[from / 64] |= gather_byte_lows(x) << from % 64;
        may_fill[from / 64] |= gather_byte_lows(x >> 1) << from % 64;
    }
    // A None cell may be neither: solve_word_masks finds no arrangement.
    const Word line = low_bits<Word>(n);
    Word filled = line & ~join<Word>(may_empty[0], may_empty[1]);
    Word empty = line & ~join<Word>(may_fill[0], may_fill[1]);
    if (!solve_word_masks(clue, n, filled, empty)) return LineStatus::Contradiction;
    const std::uint64_t not_filled[2] = {static_cast<std::uint64_t>(~filled), high_half(~filled)};
    const std::uint64_t not_empty[2] = {static_cast<std::uint64_t>(~empty), high_half(~empty)};
    for (int from = 0; from < n; from += 8) {
        const std::uint64_t may_be_empty = not_filled[from / 64] >> from % 64, may_be_filled = not_empty[from / 64] >> from % 64;
        store_cells(cells.data() + from, std::min(8, n - from), spread_to_byte_lows(may_be_empty) | spread_to_byte_lows(may_be_filled) << 1);
    }
    return LineStatus::Ok;
}

}  // namespace

bool BitwiseLineSolver::solve_masks(const Clue& clue, int n, std::uint64_t& filled, std::uint64_t& empty) {
    return solve_word_masks(clue, n, filled, empty);
}

LineStatus BitwiseLineSolver::solve(const Clue& clue, std::span<const int> colours, std::span<Cell> cells) {
    const int n = static_cast<int>(cells.size());
    if (!colours.empty()) {
        if (n <= kMaxColourCells) return solve_colour_masks(clue, colours, cells);
        return longer_.solve(clue, colours, cells);
    }
    if (n <= kMaxCells) return solve_cells<std::uint64_t>(clue, cells);
    if (n <= kMaxWideCells) return solve_cells<Wide>(clue, cells);
    return longer_.solve(clue, cells);
}

}  // namespace nono::detail
