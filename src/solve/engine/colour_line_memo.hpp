// The colour engine's memo of line answers: a direct-mapped table keyed by the line and its
// cells (a byte of colours each), holding the line solver's answer or "contradiction".
// Probing asks about the same line states again and again: each probe narrows one cell,
// propagates and is undone, and the next probe round repeats most of them (random 4-colour
// 50x50 seed 1: see the commit that added it for the hit rate and the time).
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono::detail {

class ColourLineMemo {
public:
    enum class Found { No, Answer, Contradiction };

    // `longest` is the longest line's length; the table takes about 2^bits * 2 * longest bytes.
    ColourLineMemo(int longest, int bits = 12)
        : stride_(static_cast<std::size_t>(longest)), mask_((std::size_t{1} << bits) - 1),
          tags_(mask_ + 1, 0), lines_(mask_ + 1, 0), states_(mask_ + 1, 0),
          bytes_((mask_ + 1) * 2 * stride_) {}

    // Looks `cells` of line `line` up; on an answer, copies it into `answer`.
    Found find(int line, std::span<const Cell> cells, std::span<Cell> answer) {
        last_hash_ = hash(line, cells);
        const std::size_t slot = last_hash_ & mask_;
        if (tags_[slot] != last_hash_ || lines_[slot] != line) return Found::No;
        const unsigned char* stored = &bytes_[slot * 2 * stride_];
        if (std::memcmp(stored, cells.data(), cells.size()) != 0) return Found::No;
        if (states_[slot] == kContradiction) return Found::Contradiction;
        std::memcpy(answer.data(), stored + stride_, cells.size());
        return Found::Answer;
    }

    // Stores the answer to the question last passed to find (`answer` empty: a contradiction).
    void store(int line, std::span<const Cell> cells, std::span<const Cell> answer) {
        const std::size_t slot = last_hash_ & mask_;
        tags_[slot] = last_hash_;
        lines_[slot] = line;
        states_[slot] = answer.empty() ? kContradiction : kAnswer;
        unsigned char* stored = &bytes_[slot * 2 * stride_];
        std::memcpy(stored, cells.data(), cells.size());
        if (!answer.empty()) std::memcpy(stored + stride_, answer.data(), answer.size());
    }

private:
    static constexpr unsigned char kAnswer = 1, kContradiction = 2;

    static std::uint64_t hash(int line, std::span<const Cell> cells) {
        std::uint64_t h = 0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(line + 1);
        std::size_t i = 0;
        for (; i + 8 <= cells.size(); i += 8) {
            std::uint64_t word;
            std::memcpy(&word, cells.data() + i, 8);
            h = (h ^ word) * 0xC2B2AE3D27D4EB4Full;
            h ^= h >> 31;
        }
        std::uint64_t tail = 0;
        std::memcpy(&tail, cells.data() + i, cells.size() - i);
        h = (h ^ tail) * 0xC2B2AE3D27D4EB4Full;
        h ^= h >> 29;
        return h | 1;  // 0 marks a free slot
    }

    std::size_t stride_;
    std::size_t mask_;
    std::vector<std::uint64_t> tags_;
    std::vector<int> lines_;
    std::vector<unsigned char> states_;
    std::vector<unsigned char> bytes_;
    std::uint64_t last_hash_ = 0;
};

}  // namespace nono::detail
