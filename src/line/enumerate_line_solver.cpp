// Place block 0 at every start, then block 1 after it (past a background cell when both have
// the same colour), and so on; each complete arrangement that fits the known cells adds its
// values to every cell's "seen" set, and a cell seen with one value only is decided. A block
// never covers a cell that cannot take its colour and no cell that must be a block's is left
// in a gap, but nothing looks ahead, so the work grows with the number of arrangements:
// C(free + blocks, blocks), free = length - minimum length.
#include "enumerate_line_solver.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>

namespace nono::detail {

namespace {
inline bool may_be_background(Cell c) { return (static_cast<unsigned>(c) & 1u) != 0; }
}  // namespace

std::uint64_t count_arrangements(const Clue& clue, std::span<const int> colours, int length) {
    const int free = length - min_length(clue, colours);
    if (free < 0) return 0;
    // C(free + k, k) with k the smaller side, multiplied up exactly while it fits.
    const std::uint64_t k = std::min<std::uint64_t>(clue.size(), static_cast<std::uint64_t>(free));
    const std::uint64_t top = static_cast<std::uint64_t>(free) + clue.size();
    std::uint64_t count = 1;
    for (std::uint64_t i = 1; i <= k; ++i) {
        const std::uint64_t factor = top - k + i;
        if (count > std::numeric_limits<std::uint64_t>::max() / factor) return std::numeric_limits<std::uint64_t>::max();
        count = count * factor / i;  // exact: the product of i consecutive numbers divides by i!
    }
    return count;
}

std::string EnumerateLineSolver::refusal(const Clue& clue, std::span<const int> colours, int length) const {
    const std::uint64_t count = count_arrangements(clue, colours, length);
    if (count <= kMaxArrangements) return {};
    // From a std::string on: GCC 12 warns falsely (-Wrestrict) on "literal" + std::string.
    const std::string counted = count == std::numeric_limits<std::uint64_t>::max() ? "more than 1.8e19" : std::to_string(count);
    return std::string("line solver 'enumerate' would enumerate ") + counted + " arrangements of clue (" +
           clue_text(clue) + ") in " + std::to_string(length) + " cells (limit " + std::to_string(kMaxArrangements) +
           "); use 'complete' or 'olsak'";  // (the clue never empty: an empty clue has one arrangement)
}

void EnumerateLineSolver::place(std::span<const Cell> cells, std::size_t block, int from) {
    const int n = static_cast<int>(cells.size());
    if (block == clue_->size()) {
        for (int i = from; i < n; ++i)
            if (!may_be_background(cells[i])) return;  // a cell after the last block that must be a block's
        for (int i = 0; i < n; ++i) seen_[i] |= i < from && line_[i] ? line_[i] : 1u;
        return;
    }
    const int length = (*clue_)[block];
    const int colour = colour_[block];
    const int* cannot = &blocked_[static_cast<std::size_t>(colour) * (n + 1)];
    const bool gap = block + 1 < clue_->size() && colour_[block + 1] == colour;
    for (int start = from; start + length <= n; ++start) {
        if (start > from && !may_be_background(cells[start - 1])) return;  // would leave a block's cell in the gap
        const int end = start + length;
        if (cannot[end] != cannot[start]) continue;
        if (gap && end < n && !may_be_background(cells[end])) continue;
        for (int i = start; i < end; ++i) line_[i] = static_cast<unsigned char>(1u << colour);
        place(cells, block + 1, gap ? std::min(end + 1, n) : end);
        for (int i = start; i < end; ++i) line_[i] = 0;
    }
}

LineStatus EnumerateLineSolver::solve(const Clue& clue, std::span<const int> colours, std::span<Cell> cells) {
    const int n = static_cast<int>(cells.size());
    if (const std::string why = refusal(clue, colours, n); !why.empty()) throw std::length_error(why);
    clue_ = &clue;
    colour_.resize(clue.size());
    for (std::size_t j = 0; j < clue.size(); ++j) colour_[j] = colours.empty() ? 1 : colours[j];
    blocked_.assign(static_cast<std::size_t>(kMaxColours) * (n + 1), 0);
    for (int colour = 1; colour < kMaxColours; ++colour) {
        int* row = &blocked_[static_cast<std::size_t>(colour) * (n + 1)];
        for (int i = 0; i < n; ++i) row[i + 1] = row[i] + ((static_cast<unsigned>(cells[i]) >> colour & 1u) ? 0 : 1);
    }
    line_.assign(static_cast<std::size_t>(n), 0);
    seen_.assign(static_cast<std::size_t>(n), 0);
    place(cells, 0, 0);
    bool any = n == 0 ? min_length(clue) == 0 : false;
    for (int i = 0; i < n; ++i) any |= seen_[i] != 0;
    if (!any) return LineStatus::Contradiction;
    for (int i = 0; i < n; ++i)
        cells[i] = static_cast<Cell>(static_cast<unsigned>(cells[i]) & seen_[i]);
    return LineStatus::Ok;
}

}  // namespace nono::detail
