// Line solvers: given one line's clue and what is known of its cells, deduce more cells.
// The "complete" solver finds every cell that all consistent arrangements agree on, by dynamic
// programming over (position, block) in O(length x blocks), without enumerating arrangements.
#pragma once

#include <span>
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
    std::vector<int> empty_prefix_, fill_cover_;
};

}  // namespace nono
