// The bit tricks of the line solvers on masks (bitwise_line_solver.cpp for black and white,
// colour_mask_line_solver.cpp for colour): a line's positions 0..n, between its cells, as the
// bits of a word, position i being "after i cells". Word: std::uint64_t, or a two-word
// integer for black-and-white lines of up to 127 cells.
#pragma once

namespace nono::detail {

template <typename Word>
constexpr int kBits = static_cast<int>(sizeof(Word) * 8);

template <typename Word>
Word low_bits(int count) {
    return count >= kBits<Word> ? ~Word{0} : (Word{1} << count) - 1;
}

// OR of x >> t for t in 0..count-1 (a placement's start spread over its cells), by doubling
// then one step for the rest (fewer instructions than a loop taking min(done, count - done)).
template <typename Word>
Word spread_down(Word x, int count) {
    int done = 1;
    for (; 2 * done <= count; done *= 2) x |= x >> done;
    if (done < count) x |= x >> (count - done);
    return x;
}

// AND of x << t for t in 0..count-1: positions preceded by `count` cells all set in x >> 1.
template <typename Word>
Word all_up(Word x, int count) {
    int done = 1;
    for (; 2 * done <= count; done *= 2) x &= x << done;
    if (done < count) x &= x << (count - done);
    return x;
}

// Positions reached from `seed` upwards over cells that may be empty (position i to i+1 over
// cell i): the carry of one addition runs up each stretch of `can_empty` from its lowest seed
// and stops one past its top, the position after the stretch's last cell. The result lies
// within the seeds' positions 0..n (can_empty has no bit n). As FastNonogramSolver's
// fillRight; Kogge-Stone doubling (6 rounds of 5 operations for a 64-bit word) before.
template <typename Word>
Word reach_up(Word seed, Word can_empty) {
    return ((can_empty + (seed & can_empty)) ^ can_empty) | seed;
}

// The same downwards (position i to i-1 over cell i-1), by doubling: no carry runs down.
// (reach_up on the bit-reversed line instead, reversing each b back: 26% more instructions in
// the bitwise solver on random 25-cell lines, the reversals cost more than the doubling.)
// Rounds of 1, 2, 4, .. reach 2^r - 1 positions; a way down is at most n long, so lines of at
// most 31 cells skip the 64-bit word's last round. The release build (-O3) unrolls the loop
// and makes the shifted `can_empty` once per line, not once per call.
template <typename Word>
Word reach_down(Word seed, Word can_empty, int n) {
    for (int step = 1; step < kBits<Word> / 2; step *= 2) {
        seed |= can_empty & (seed >> step);
        can_empty &= can_empty >> step;
    }
    return n < kBits<Word> / 2 ? seed : seed | (can_empty & (seed >> kBits<Word> / 2));
}

}  // namespace nono::detail
