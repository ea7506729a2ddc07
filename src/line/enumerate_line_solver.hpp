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

    using LineSolver::solve;
    std::string_view name() const override { return "enumerate"; }
    // Throws std::length_error (the refusal() message) on a line past the limit.
    LineStatus solve(const Clue& clue, std::span<const int> colours, std::span<Cell> cells) override;
    std::string refusal(const Clue& clue, std::span<const int> colours, int length) const override;

private:
    void place(std::span<const Cell> cells, std::size_t block, int from);

    const Clue* clue_ = nullptr;
    std::vector<int> colour_;            // per block
    std::vector<unsigned char> line_;    // the arrangement being built: per cell its block's colour bit, or 0
    std::vector<unsigned char> seen_;    // per cell: the values (colour bits) it took in fitting arrangements
    std::vector<int> blocked_;           // per colour: how many of cells [0, i) cannot take it
};

// How many arrangements `clue` (with `colours`, as LineSolver::solve takes them) has in
// `length` cells, saturating at UINT64_MAX.
std::uint64_t count_arrangements(const Clue& clue, std::span<const int> colours, int length);

}  // namespace nono::detail
