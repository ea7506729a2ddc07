#include "solve/engine/colour_board.hpp"

#include <algorithm>
#include <bit>

#include "model/line_ref.hpp"

namespace nono::detail {

namespace {
bool decided(Cell c) { return single_colour(c); }
}  // namespace

ColourBoard::ColourBoard(const Puzzle& puzzle, SolveStats& stats)
    : puzzle_(puzzle), stats_(stats), width_(puzzle.width), height_(puzzle.height),
      cells_(static_cast<std::size_t>(puzzle.width) * static_cast<std::size_t>(puzzle.height),
             any_colour(colour_count(puzzle))),
      queue_(puzzle.width + puzzle.height),
      memo_(std::max(puzzle.width, puzzle.height)) {
    undecided_ = cells_.size();
}

void ColourBoard::queue_all_lines() { queue_.push_all(); }

void ColourBoard::narrow(std::size_t index, Cell value, int settled_line) {
    const Cell old = cells_[index];
    trail_.push_back({static_cast<std::uint32_t>(index), old});
    cells_[index] = value;
    if (trace_.on()) trace_.record(static_cast<std::uint32_t>(index), value);
    if (decided(value) && !decided(old)) --undecided_;
    const int row = static_cast<int>(index / static_cast<std::size_t>(width_));
    const int column = height_ + static_cast<int>(index % static_cast<std::size_t>(width_));
    if (row != settled_line) queue_.push(row);
    if (column != settled_line) queue_.push(column);
}

void ColourBoard::undo_to(std::size_t mark) {
    if (trace_.on())
        for (std::size_t i = trail_.size(); i > mark; --i) trace_.record(trail_[i - 1].index, trail_[i - 1].old_value);
    while (trail_.size() > mark) {
        const TrailEntry entry = trail_.back();
        trail_.pop_back();
        if (decided(cells_[entry.index]) && !decided(entry.old_value)) ++undecided_;
        cells_[entry.index] = entry.old_value;
    }
    queue_.clear();
}

bool ColourBoard::solve_line(int line) {
    const LineRef ref(puzzle_, line);
    ref.read(cells_, line_buffer_);
    ++stats_.line_solves;
    answer_buffer_.resize(line_buffer_.size());
    switch (memo_.find(line, line_buffer_, answer_buffer_)) {
        case ColourLineMemo::Found::Contradiction: ++stats_.line_cache_hits; return false;
        case ColourLineMemo::Found::Answer: ++stats_.line_cache_hits; line_buffer_.swap(answer_buffer_); break;
        case ColourLineMemo::Found::No:
            answer_buffer_ = line_buffer_;
            if (solver_.solve(ref.clue(), line_colours(puzzle_, line), answer_buffer_) == LineStatus::Contradiction) {
                memo_.store(line, line_buffer_, {});
                return false;
            }
            memo_.store(line, line_buffer_, answer_buffer_);
            line_buffer_.swap(answer_buffer_);
            break;
    }
    for (int i = 0; i < ref.length; ++i) {
        const std::size_t index = ref.cell(i);
        if (line_buffer_[i] == cells_[index]) continue;
        narrow(index, line_buffer_[i], line);  // the solver's answer is this line's fixpoint
    }
    return true;
}

ColourBoard::Outcome ColourBoard::propagate() {
    while (!queue_.empty()) {
        if ((stats_.line_solves & 63u) == 0 && limits_->check()) {
            queue_.clear();
            return Outcome::Aborted;
        }
        const int line = queue_.pop();
        const std::size_t changes_before = trace_.recorded();
        if (!solve_line(line)) {
            contradiction_line_ = line;
            queue_.clear();
            if (trace_.on()) trace_.contradiction(line);
            return Outcome::Contradiction;
        }
        if (trace_.on() && trace_.recorded() != changes_before) trace_.line(line, "complete");
    }
    return Outcome::Consistent;
}

Grid ColourBoard::to_grid() const {
    Grid grid(width_, height_);
    grid.cells() = cells_;
    return grid;
}

}  // namespace nono::detail
