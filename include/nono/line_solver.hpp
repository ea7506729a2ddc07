// Line solvers: given one line's clue and what is known of its cells, deduce more cells.
// The "complete" solver finds every cell that all consistent arrangements agree on, by dynamic
// programming over (position, block) in O(length x blocks), without enumerating arrangements.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono {

enum class LineStatus { Ok, Contradiction };

class LineSolver {
public:
    virtual ~LineSolver() = default;
    virtual std::string_view name() const = 0;
    // Narrows `cells` in place (never widens a cell). Returns Contradiction when no arrangement
    // of `clue` fits the known cells; `cells` is then unspecified.
    virtual LineStatus solve(const Clue& clue, std::span<Cell> cells) = 0;
};

// Exact: after solve, a cell is decided iff every fitting arrangement agrees on it.
class CompleteLineSolver final : public LineSolver {
public:
    std::string_view name() const override { return "complete"; }
    LineStatus solve(const Clue& clue, std::span<Cell> cells) override;

private:
    // Scratch buffers reused across calls, so a solve allocates nothing once warm.
    std::vector<unsigned char> forward_, backward_;
    std::vector<int> empty_prefix_, fill_cover_, prefix_need_, suffix_need_;
};

// Remembers what another solver answered for each (clue, known cells) it was asked about.
// Search and probing ask about the same line states over and over, so most calls become a
// hash lookup. Clues are told apart by address: the cache is for one puzzle's clues at a time.
// It never holds more than `max_bytes` of answers and index; when full it starts afresh.
class CachedLineSolver final : public LineSolver {
public:
    explicit CachedLineSolver(LineSolver& inner, std::size_t max_bytes = std::size_t{64} << 20);
    std::string_view name() const override { return inner_.name(); }
    LineStatus solve(const Clue& clue, std::span<Cell> cells) override;
    std::uint64_t hits() const { return hits_; }
    // Memory held for answers and their index; never more than max_bytes.
    std::size_t memory_bytes() const { return slots_.capacity() * sizeof(Slot) + arena_.capacity(); }

private:
    // Open addressing, linear probing, at most half full; hash 0 marks a free slot.
    struct Slot {
        std::uint64_t hash = 0;
        std::uint32_t offset = 0;  // of the entry in arena_
    };
    const unsigned char* find(const Clue& clue, std::size_t length, std::uint64_t hash) const;
    void insert(const Clue& clue, std::uint64_t hash, LineStatus status, std::span<const Cell> cells);
    bool make_room(std::size_t entry_bytes);
    void forget_everything();

    LineSolver& inner_;
    std::size_t max_bytes_;
    std::uint64_t hits_ = 0;
    std::vector<Slot> slots_;
    std::size_t used_slots_ = 0;
    // Entries back to back: a header (clue address, line length, status), then the known
    // cells and the solved cells, each packed four to a byte.
    std::vector<unsigned char> arena_;
    std::vector<unsigned char> key_;  // the question being asked, packed
};

}  // namespace nono
