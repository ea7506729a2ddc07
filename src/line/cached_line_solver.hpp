// The memo of line answers behind make_memo_line_solver (see cached_line_solver.cpp).
#pragma once

#include <cstdint>
#include <vector>

#include "nono/line_solver.hpp"

namespace nono::detail {

// It never holds more than `max_bytes` of answers and index; when full it starts afresh.
class CachedLineSolver final : public MemoLineSolver {
public:
    explicit CachedLineSolver(LineSolver& inner, std::size_t max_bytes = std::size_t{64} << 20);
    std::string_view name() const override { return inner_.name(); }
    using LineSolver::solve;
    LineStatus solve(const Clue& clue, std::span<const int> colours, std::span<Cell> cells) override;
    std::string refusal(const Clue& clue, std::span<const int> colours, int length) const override {
        return inner_.refusal(clue, colours, length);
    }
    std::uint64_t hits() const override { return hits_; }
    // Memory held for answers and their index; never more than max_bytes.
    std::size_t memory_bytes() const override { return slots_.capacity() * sizeof(Slot) + arena_.capacity(); }

private:
    // Open addressing, linear probing, at most half full; hash 0 marks a free slot.
    struct Slot {
        std::uint64_t hash = 0;
        std::uint32_t offset = 0;  // of the entry in arena_
    };
    const unsigned char* find(const Clue& clue, std::size_t length, std::uint64_t hash) const;
    void insert(const Clue& clue, std::uint64_t hash, LineStatus status, std::span<const Cell> cells, bool colour);
    bool make_room(std::size_t entry_bytes);
    void forget_everything();

    LineSolver& inner_;
    std::size_t max_bytes_;
    std::uint64_t hits_ = 0;
    std::vector<Slot> slots_;
    std::size_t used_slots_ = 0;
    // Entries back to back: a header (clue address, line length, status), then the known
    // cells and the solved cells, each packed two bits a cell (pack() in the .cpp), or, on a
    // colour line, a byte a cell as they are.
    std::vector<unsigned char> arena_;
    std::vector<unsigned char> key_;  // the question being asked, packed
};

}  // namespace nono::detail
