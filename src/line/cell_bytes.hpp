// Eight cells of a line at a time, as the eight bytes of a word: a Cell's bits say what it may
// be (Empty 1, Filled 2, Unknown both, None neither), so one multiplication gathers the "may be
// empty" (or "may be filled") bits of eight cells, and one spreads them back. Used where the
// engine turns lines of cells into bit masks and back (bitwise_line_solver.cpp, and the packed
// keys of cached_line_solver.cpp) instead of a test and a shift a cell.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

#include "nono/puzzle.hpp"

namespace nono::detail {

inline constexpr std::uint64_t kByteLows = 0x0101010101010101;

// Bit 0 of byte i to bit i: the multiplication's partial products land on distinct bits, those
// of byte i and constant byte 7-i on bit 56 + i.
inline std::uint64_t gather_byte_lows(std::uint64_t x) {
    return ((x & kByteLows) * 0x0102040810204080) >> 56;
}

// Bit i (of the low 8) to bit 0 of byte i: each byte keeps its own bit, then 0x7F carries it to
// the byte's top bit.
inline std::uint64_t spread_to_byte_lows(std::uint64_t bits) {
    return (((bits & 0xFF) * kByteLows & 0x8040201008040201) + 0x7F7F7F7F7F7F7F7F) >> 7 & kByteLows;
}

// Up to 8 cells as the bytes of a word, cell i in byte i (8 at a time: one load).
inline std::uint64_t load_cells(const Cell* cells, int count) {
    std::uint64_t x = 0;
    if (count == 8) {
        std::memcpy(&x, cells, 8);
        if constexpr (std::endian::native == std::endian::big) x = __builtin_bswap64(x);
    } else {
        for (int i = 0; i < count; ++i) x |= std::uint64_t{static_cast<std::uint8_t>(cells[i])} << 8 * i;
    }
    return x;
}

inline void store_cells(Cell* cells, int count, std::uint64_t x) {
    if (count == 8) {
        if constexpr (std::endian::native == std::endian::big) x = __builtin_bswap64(x);
        std::memcpy(cells, &x, 8);
    } else {
        for (int i = 0; i < count; ++i) cells[i] = static_cast<Cell>(x >> 8 * i & 0xFF);
    }
}

}  // namespace nono::detail
