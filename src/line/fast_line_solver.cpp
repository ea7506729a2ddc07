// Push every block as far left as it goes and as far right as it goes (both fitting the known
// cells). Block j starts in [right_start, left_start] in every arrangement, so the cells both
// extremes give it are filled; a cell after block j's rightmost end and before block j+1's
// leftmost start lies in the gap between them in every arrangement, so it is empty.
#include "placements.hpp"

namespace nono::detail {

namespace {
void narrow(std::span<Cell> cells, int from, int to, Cell value) {
    for (int i = from; i < to; ++i) cells[i] = static_cast<Cell>(static_cast<unsigned>(cells[i]) & static_cast<unsigned>(value));
}
}  // namespace

LineStatus FastLineSolver::solve(const Clue& clue, std::span<const int> colours, std::span<Cell> cells) {
    if (!place(clue, colours, cells)) return LineStatus::Contradiction;
    const int n = static_cast<int>(cells.size());
    const int k = static_cast<int>(clue.size());
    int gap_from = 0;  // the first cell after the previous block's rightmost end
    for (int block = 0; block < k; ++block) {
        narrow(cells, gap_from, left_[block], Cell::Empty);
        narrow(cells, right_[block], left_[block] + clue[block], Cell::Filled);
        gap_from = right_[block] + clue[block];
    }
    narrow(cells, gap_from, n, Cell::Empty);
    return LineStatus::Ok;
}

}  // namespace nono::detail
