// Line propagation for repair's scoring (line_score.hpp). The same fixpoint as
// nono::line_logic (the complete line solver reaches one fixpoint whatever the order), kept
// here so that scoring thousands of candidates reuses its buffers.
#include "line_score.hpp"

#include <algorithm>

namespace nono::make {

namespace {

Clue row_clue(const Grid& grid, int row) {
    std::vector<Cell> cells(static_cast<std::size_t>(grid.width()));
    for (int c = 0; c < grid.width(); ++c) cells[c] = grid.at(row, c);
    return clue_of_line(cells);
}

Clue column_clue(const Grid& grid, int column) {
    std::vector<Cell> cells(static_cast<std::size_t>(grid.height()));
    for (int r = 0; r < grid.height(); ++r) cells[r] = grid.at(r, column);
    return clue_of_line(cells);
}

}  // namespace

// 32 MB of answers: a 25x25 repair that scores 10,000 pictures stays within it.
LineMemo::LineMemo()
    : complete_(make_line_solver("complete")), memo_(make_memo_line_solver(*complete_, std::size_t{32} << 20)) {}

LineScorer::LineScorer(const Grid& picture, LineMemo& memo) : picture_(picture), memo_(memo) {
    for (int r = 0; r < picture.height(); ++r) rows_.push_back(memo_.intern(row_clue(picture, r)));
    for (int c = 0; c < picture.width(); ++c) columns_.push_back(memo_.intern(column_clue(picture, c)));
}

void LineScorer::set(int row, int column, Cell value) {
    if (picture_.at(row, column) == value) return;
    picture_.set(row, column, value);
    rows_[row] = memo_.intern(row_clue(picture_, row));
    columns_[column] = memo_.intern(column_clue(picture_, column));
}

int LineScorer::unknown_after_lines() {
    const int height = picture_.height();
    const int width = picture_.width();
    const int lines = height + width;
    state_ = Grid(width, height, Cell::Unknown);
    queued_.assign(static_cast<std::size_t>(lines), 1);
    queue_.clear();
    for (int line = lines - 1; line >= 0; --line) queue_.push_back(line);
    while (!queue_.empty()) {
        const int line = queue_.back();
        queue_.pop_back();
        queued_[line] = 0;
        const bool is_row = line < height;
        const int index = is_row ? line : line - height;
        const int length = is_row ? width : height;
        cells_.resize(static_cast<std::size_t>(length));
        for (int i = 0; i < length; ++i) cells_[i] = is_row ? state_.at(index, i) : state_.at(i, index);
        if (memo_.solver().solve(is_row ? *rows_[index] : *columns_[index], cells_) == LineStatus::Contradiction)
            return -1;
        for (int i = 0; i < length; ++i) {
            const int row = is_row ? index : i;
            const int column = is_row ? i : index;
            if (state_.at(row, column) == cells_[i]) continue;
            state_.set(row, column, cells_[i]);
            const int crossing = is_row ? height + column : row;
            if (!queued_[crossing]) {
                queued_[crossing] = 1;
                queue_.push_back(crossing);
            }
        }
    }
    return static_cast<int>(std::count(state_.cells().begin(), state_.cells().end(), Cell::Unknown));
}

Puzzle LineScorer::puzzle() const {
    Puzzle puzzle;
    puzzle.width = picture_.width();
    puzzle.height = picture_.height();
    for (const Clue* clue : rows_) puzzle.rows.push_back(*clue);
    for (const Clue* clue : columns_) puzzle.columns.push_back(*clue);
    puzzle.goal = picture_;
    return puzzle;
}

}  // namespace nono::make
