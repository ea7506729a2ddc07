// Memoising wrapper around a line solver (see line_solver.hpp for why it pays). One flat hash
// table over one byte arena: a lookup is a hash of the packed line and, usually, one memcmp,
// with no allocation and no pointer chasing; the memory bound is exact.
#include <algorithm>
#include <bit>
#include <cstring>

#include "cached_line_solver.hpp"
#include "cell_bytes.hpp"

namespace nono::detail {

namespace {

struct EntryHeader {
    const Clue* clue;
    std::uint32_t length;  // cells in the line
    std::uint8_t status;   // a LineStatus
};
constexpr std::size_t kHeaderBytes = sizeof(EntryHeader);
constexpr std::size_t kFirstSlots = 64;

std::size_t packed_bytes(std::size_t cells) { return (cells + 3) / 4; }

// Two bits a cell (a Cell's may-be-empty and may-be-filled bits), eight cells at a time
// (cell_bytes.hpp): for each 8 cells a byte of their first bits and one of their second; the
// last m < 8 cells' first bits then their second in m / 4 bytes, rounded up. Random 80x80
// seed 1, `--no-sat --max-nodes 20` (callgrind): CachedLineSolver::solve 323.8 M -> 52.9 M
// instructions (1,713 -> 280 a call), the process 952.5 M -> 670.2 M.
void pack(std::span<const Cell> cells, unsigned char* out) {
    const int n = static_cast<int>(cells.size());
    int from = 0;
    for (; from + 8 <= n; from += 8) {
        const std::uint64_t x = load_cells(cells.data() + from, 8);
        *out++ = static_cast<unsigned char>(gather_byte_lows(x));
        *out++ = static_cast<unsigned char>(gather_byte_lows(x >> 1));
    }
    if (const int rest = n - from; rest > 0) {
        const std::uint64_t x = load_cells(cells.data() + from, rest);
        const std::uint64_t bits = gather_byte_lows(x) | gather_byte_lows(x >> 1) << rest;
        out[0] = static_cast<unsigned char>(bits);
        if (rest > 4) out[1] = static_cast<unsigned char>(bits >> 8);
    }
}

void unpack(const unsigned char* packed, std::span<Cell> cells) {
    const int n = static_cast<int>(cells.size());
    int from = 0;
    for (; from + 8 <= n; from += 8, packed += 2)
        store_cells(cells.data() + from, 8, spread_to_byte_lows(packed[0]) | spread_to_byte_lows(packed[1]) << 1);
    if (const int rest = n - from; rest > 0) {
        const std::uint64_t bits = packed[0] | (rest > 4 ? std::uint64_t{packed[1]} << 8 : 0);
        const std::uint64_t firsts = bits & ((std::uint64_t{1} << rest) - 1), seconds = bits >> rest;
        store_cells(cells.data() + from, rest, spread_to_byte_lows(firsts) | spread_to_byte_lows(seconds) << 1);
    }
}

// The key or answer of a line: packed, or a colour line's bytes as they are.
void write_cells(std::span<const Cell> cells, bool colour, unsigned char* out) {
    if (colour) std::memcpy(out, cells.data(), cells.size());
    else pack(cells, out);
}

void read_cells(const unsigned char* in, bool colour, std::span<Cell> cells) {
    if (colour) std::memcpy(cells.data(), in, cells.size());
    else unpack(in, cells);
}

// A fast 64-bit mix of the clue's address and the packed cells; never 0 (0 marks free slots).
std::uint64_t hash_of(const Clue& clue, const std::vector<unsigned char>& key) {
    constexpr std::uint64_t kMultiplier = 0x9E3779B97F4A7C15ull;
    std::uint64_t h = reinterpret_cast<std::uintptr_t>(&clue) * kMultiplier ^ key.size();
    std::size_t at = 0;
    for (; at + 8 <= key.size(); at += 8) {
        std::uint64_t word;
        std::memcpy(&word, key.data() + at, 8);
        h = std::rotl((h ^ word) * kMultiplier, 31);
    }
    if (at < key.size()) {
        std::uint64_t word = 0;
        std::memcpy(&word, key.data() + at, key.size() - at);
        h = std::rotl((h ^ word) * kMultiplier, 31);
    }
    h ^= h >> 33;
    h *= 0xFF51AFD7ED558CCDull;
    h ^= h >> 33;
    return h | 1;
}

}  // namespace

CachedLineSolver::CachedLineSolver(LineSolver& inner, std::size_t max_bytes)
    : inner_(inner), max_bytes_(max_bytes) {}

const unsigned char* CachedLineSolver::find(const Clue& clue, std::size_t length, std::uint64_t hash) const {
    if (slots_.empty()) return nullptr;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t at = hash & mask;; at = (at + 1) & mask) {
        const Slot& slot = slots_[at];
        if (slot.hash == 0) return nullptr;
        if (slot.hash != hash) continue;
        const unsigned char* entry = arena_.data() + slot.offset;
        EntryHeader header;
        std::memcpy(&header, entry, kHeaderBytes);
        if (header.clue == &clue && header.length == length &&
            std::memcmp(entry + kHeaderBytes, key_.data(), key_.size()) == 0)
            return entry;
    }
}

void CachedLineSolver::forget_everything() {
    arena_.clear();
    std::fill(slots_.begin(), slots_.end(), Slot{});
    used_slots_ = 0;
}

// Grows the index or the arena for one more entry within max_bytes; false when it cannot.
bool CachedLineSolver::make_room(std::size_t entry_bytes) {
    if (slots_.empty() || 2 * (used_slots_ + 1) > slots_.size()) {
        const std::size_t grown = slots_.empty() ? kFirstSlots : 2 * slots_.size();
        if (grown * sizeof(Slot) + arena_.capacity() > max_bytes_) return false;
        std::vector<Slot> old(grown);
        old.swap(slots_);
        const std::size_t mask = slots_.size() - 1;
        for (const Slot& slot : old) {
            if (slot.hash == 0) continue;
            std::size_t at = slot.hash & mask;
            while (slots_[at].hash != 0) at = (at + 1) & mask;
            slots_[at] = slot;
        }
    }
    const std::size_t needed = arena_.size() + entry_bytes;
    if (needed > arena_.capacity()) {
        const std::size_t budget = max_bytes_ - std::min(max_bytes_, slots_.size() * sizeof(Slot));
        const std::size_t capacity = std::min(std::max(needed, 2 * arena_.capacity()), budget);
        if (needed > capacity || capacity > UINT32_MAX) return false;
        arena_.reserve(capacity);
    }
    return true;
}

void CachedLineSolver::insert(const Clue& clue, std::uint64_t hash, LineStatus status,
                              std::span<const Cell> cells, bool colour) {
    const std::size_t entry_bytes = kHeaderBytes + 2 * key_.size();
    if (!make_room(entry_bytes)) {
        forget_everything();
        if (!make_room(entry_bytes)) return;  // a line larger than the whole budget
    }
    const std::size_t offset = arena_.size();
    arena_.resize(offset + entry_bytes);
    unsigned char* entry = arena_.data() + offset;
    const EntryHeader header{&clue, static_cast<std::uint32_t>(cells.size()), static_cast<std::uint8_t>(status)};
    std::memcpy(entry, &header, kHeaderBytes);
    std::memcpy(entry + kHeaderBytes, key_.data(), key_.size());
    if (status == LineStatus::Ok) write_cells(cells, colour, entry + kHeaderBytes + key_.size());
    const std::size_t mask = slots_.size() - 1;
    std::size_t at = hash & mask;
    while (slots_[at].hash != 0) at = (at + 1) & mask;
    slots_[at] = Slot{hash, static_cast<std::uint32_t>(offset)};
    ++used_slots_;
}

LineStatus CachedLineSolver::solve(const Clue& clue, std::span<const int> colours, std::span<Cell> cells) {
    const bool colour = !colours.empty();
    key_.resize(colour ? cells.size() : packed_bytes(cells.size()));
    write_cells(cells, colour, key_.data());
    const std::uint64_t hash = hash_of(clue, key_);
    if (const unsigned char* entry = find(clue, cells.size(), hash)) {
        ++hits_;
        EntryHeader header;
        std::memcpy(&header, entry, kHeaderBytes);
        if (static_cast<LineStatus>(header.status) == LineStatus::Contradiction)
            return LineStatus::Contradiction;
        read_cells(entry + kHeaderBytes + key_.size(), colour, cells);
        return LineStatus::Ok;
    }
    const LineStatus status = inner_.solve(clue, colours, cells);
    insert(clue, hash, status, cells, colour);
    return status;
}

}  // namespace nono::detail
