// The "enumerate" line solver: every placement of the blocks, intersected; see the .cpp.
#pragma once

#include <cstdint>
#include <vector>

#include "nono/line_solver.hpp"

namespace nono::detail {

// Exact but exponential: a line with more than kMaxArrangements arrangements (counted without
// its known cells) is refused rather than enumerated for minutes.
class EnumerateLineSolver final : public LineSolver {
public:
    static constexpr std::uint64_t kMaxArrangements = 1'000'000;

    std::string_view name() const override { return "enumerate"; }
    // Throws std::length_error (the refusal() message) on a line past the limit.
    LineStatus solve(const Clue& clue, std::span<Cell> cells) override;
    std::string refusal(const Clue& clue, int length) const override;

private:
    void place(const Clue& clue, std::span<const Cell> cells, std::size_t block, int from);

    std::vector<unsigned char> line_;    // the arrangement being built
    std::vector<unsigned char> seen_;    // per cell: bit 0 seen empty, bit 1 seen filled
    std::vector<int> cannot_fill_prefix_;
};

// How many arrangements `clue` has in `length` cells, saturating at UINT64_MAX.
std::uint64_t count_arrangements(const Clue& clue, int length);

}  // namespace nono::detail
