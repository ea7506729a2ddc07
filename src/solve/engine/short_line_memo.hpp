// The engine's memo of line answers for lines of at most 63 cells (the bitwise solver's
// one-word limit), where a line's known cells are two bit masks (filled, empty): a question is
// three words, a lookup one hash and a compare, with no packing, no copying of the line and no
// call. Search and probing ask about the same line states over and over (90% of line solves
// on tournament puzzles), so this is the engine's hottest path. It holds at most max_bytes;
// once there, each new answer replaces an old one near its slot. A small table is faster than
// a complete one: a miss costs one bitwise line solve, a lookup in a table larger than the
// cache a trip to memory (taai2011 0469 `--no-sat`: 64 MB 8.46 s with 4.9 M misses, 1 MB
// 7.47 s with 14.4 M).
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
        const std::size_t at = hash(line, filled, empty);
        for (std::size_t step = 0; step < kWindow; ++step) {
            const Entry& entry = entries_[(at + step) & mask];
            if (entry.state == 0) return nullptr;
            if (entry.filled == filled && entry.empty == empty && entry.line == line) return &entry;
        }
        return nullptr;
    }

    void insert(const Entry& answer) {
        if (!full_ && 2 * (used_ + 1) > entries_.size() && !grow()) full_ = true;
        if (place(answer, full_)) return;
        if (!grow()) full_ = true;  // the window was full: a larger table, while the budget allows
        place(answer, true);
    }

private:
    static std::uint64_t hash(std::uint32_t line, std::uint64_t filled, std::uint64_t empty) {
        std::uint64_t h = filled * 0x9E3779B97F4A7C15ull ^ (empty + line) * 0xC2B2AE3D27D4EB4Full;
        return h ^ (h >> 29);
    }
    // An answer lives within kWindow slots of its hash. When they are all taken, it replaces
    // one of them in turn if `evict` (the rule once the table is at its budget: old line
    // states are dropped one by one instead of all at once), else it is not placed (false).
    bool place(const Entry& answer, bool evict) {
        const std::size_t mask = entries_.size() - 1;
        const std::size_t at = hash(answer.line, answer.filled, answer.empty);
        for (std::size_t step = 0; step < kWindow; ++step) {
            Entry& entry = entries_[(at + step) & mask];
            if (entry.state == 0) {
                entry = answer;
                ++used_;
                return true;
            }
        }
        if (!evict) return false;
        entries_[(at + (victim_++ % kWindow)) & mask] = answer;
        return true;
    }
    // Doubles the table when the budget allows (false when it does not). It starts small:
    // the table is zeroed as it is made, and on a small puzzle 4096 entries (160 KB) were
    // 40 of the 185 page faults of the whole process.
    bool grow() {
        const std::size_t size = entries_.empty() ? 256 : 2 * entries_.size();
        if (size > max_entries_ && !entries_.empty()) return false;
        std::vector<Entry> old(size);
        old.swap(entries_);
        used_ = 0;
        for (const Entry& entry : old)
            if (entry.state != 0) place(entry, true);
        return true;
    }

    static constexpr std::size_t kWindow = 4;
    std::size_t max_entries_;
    std::vector<Entry> entries_;  // a power of two in size, at most half full while growing
    std::size_t used_ = 0;
    bool full_ = false;           // at the budget: new answers replace old ones
    std::size_t victim_ = 0;
};

}  // namespace nono::detail
