// The leftmost and the rightmost placements are both arrangements that fit, so a cell on which
// they differ is undecided for certain. Where they agree, the cell is decided when both give it
// to the same block or the same gap (the "fast" overlap rule); otherwise it is tried in-line:
// the opposite value is set, and the agreed value is kept only if no arrangement fits the
// opposite. That makes the solver exact with at most one feasibility test per cell.
#include "placements.hpp"

namespace nono::detail {

namespace {
// owner[i]: the block covering cell i, or -1 - (blocks before it) for an empty cell.
void owners(const Clue& clue, const std::vector<int>& starts, int length, std::vector<int>& owner) {
    owner.assign(static_cast<std::size_t>(length), 0);
    std::size_t block = 0;
    for (int i = 0; i < length; ++i) {
        while (block < clue.size() && starts[block] + clue[block] <= i) ++block;
        owner[i] = block < clue.size() && starts[block] <= i ? static_cast<int>(block)
                                                             : -1 - static_cast<int>(block);
    }
}
}  // namespace

LineStatus OlsakLineSolver::solve(const Clue& clue, std::span<const int> colours, std::span<Cell> cells) {
    if (!place(clue, colours, cells)) return LineStatus::Contradiction;
    const int n = static_cast<int>(cells.size());
    owners(clue, left_, n, left_owner_);
    owners(clue, right_, n, right_owner_);
    for (int i = 0; i < n; ++i) {
        if (cells[i] != Cell::Unknown) continue;
        const bool left_filled = left_owner_[i] >= 0;
        if (left_filled != (right_owner_[i] >= 0)) continue;  // two fitting arrangements differ
        const Cell agreed = left_filled ? Cell::Filled : Cell::Empty;
        if (left_owner_[i] == right_owner_[i]) {
            cells[i] = agreed;
            continue;
        }
        cells[i] = agreed == Cell::Filled ? Cell::Empty : Cell::Filled;
        cells[i] = complete_.fits(clue, cells) ? Cell::Unknown : agreed;
    }
    return LineStatus::Ok;
}

}  // namespace nono::detail
