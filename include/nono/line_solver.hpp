// Line solvers: given one line's clue and what is known of its cells, deduce more cells.
// The "complete" solver finds every cell that all consistent arrangements agree on, by dynamic
// programming over (position, block) in O(length x blocks), without enumerating arrangements.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
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
// When it holds `max_entries` answers it starts afresh, so memory stays bounded.
class CachedLineSolver final : public LineSolver {
public:
    explicit CachedLineSolver(LineSolver& inner, std::size_t max_entries = 1u << 20)
        : inner_(inner), max_entries_(max_entries) {}
    std::string_view name() const override { return inner_.name(); }
    LineStatus solve(const Clue& clue, std::span<Cell> cells) override;
    std::uint64_t hits() const { return hits_; }

private:
    // Per clue: known cells packed four to a byte (short keys stay in std::string's inline
    // buffer, so lookups rarely allocate) -> solved cells packed alike, or "" for contradiction.
    using Answers = std::unordered_map<std::string, std::string>;

    LineSolver& inner_;
    std::size_t max_entries_;
    std::size_t entries_ = 0;
    std::uint64_t hits_ = 0;
    std::string key_;
    std::unordered_map<const Clue*, Answers> answers_;
    const Clue* last_clue_ = nullptr;  // the previous call's clue and table, to skip a lookup
    Answers* last_answers_ = nullptr;
};

}  // namespace nono
