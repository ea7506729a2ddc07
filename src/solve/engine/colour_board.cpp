#include "solve/engine/colour_board.hpp"

#include <bit>

namespace nono::detail {

namespace {
bool decided(Cell c) { return std::has_single_bit(static_cast<unsigned>(c)); }
}  // namespace

ColourBoard::ColourBoard(const Puzzle& puzzle, SolveStats& stats)
    : puzzle_(puzzle), stats_(stats), width_(puzzle.width), height_(puzzle.height),
      cells_(static_cast<std::size_t>(puzzle.width) * static_cast<std::size_t>(puzzle.height),
             any_colour(colour_count(puzzle))),
      queued_(static_cast<std::size_t>(puzzle.width + puzzle.height), 0) {
    undecided_ = cells_.size();
}

void ColourBoard::enqueue(int line) {
    if (queued_[static_cast<std::size_t>(line)]) return;
    queued_[static_cast<std::size_t>(line)] = 1;
    queue_.push_back(line);
}

void ColourBoard::queue_all_lines() {
    for (int line = height_ + width_ - 1; line >= 0; --line) enqueue(line);
}

void ColourBoard::narrow(std::size_t index, Cell value, int settled_line) {
    const Cell old = cells_[index];
    trail_.push_back({static_cast<std::uint32_t>(index), old});
    cells_[index] = value;
    if (decided(value) && !decided(old)) --undecided_;
    const int row = static_cast<int>(index / static_cast<std::size_t>(width_));
    const int column = height_ + static_cast<int>(index % static_cast<std::size_t>(width_));
    if (row != settled_line) enqueue(row);
    if (column != settled_line) enqueue(column);
}

void ColourBoard::undo_to(std::size_t mark) {
    while (trail_.size() > mark) {
        const TrailEntry entry = trail_.back();
        trail_.pop_back();
        if (decided(cells_[entry.index]) && !decided(entry.old_value)) ++undecided_;
        cells_[entry.index] = entry.old_value;
    }
    for (int line : queue_) queued_[static_cast<std::size_t>(line)] = 0;
    queue_.clear();
}

bool ColourBoard::solve_line(int line) {
    const bool row = line < height_;
    const int length = row ? width_ : height_;
    const std::size_t first = row ? static_cast<std::size_t>(line) * static_cast<std::size_t>(width_)
                                  : static_cast<std::size_t>(line - height_);
    const std::size_t step = row ? 1 : static_cast<std::size_t>(width_);
    line_buffer_.resize(static_cast<std::size_t>(length));
    for (int i = 0; i < length; ++i) line_buffer_[i] = cells_[first + i * step];
    const Clue& clue = row ? puzzle_.rows[line] : puzzle_.columns[line - height_];
    ++stats_.line_solves;
    if (solver_.solve(clue, line_colours(puzzle_, line), line_buffer_) == LineStatus::Contradiction)
        return false;
    for (int i = 0; i < length; ++i) {
        const std::size_t index = first + i * step;
        if (line_buffer_[i] == cells_[index]) continue;
        narrow(index, line_buffer_[i], line);  // the solver's answer is this line's fixpoint
    }
    return true;
}

ColourBoard::Outcome ColourBoard::propagate() {
    while (!queue_.empty()) {
        if ((stats_.line_solves & 63u) == 0 && check_limits()) return Outcome::Aborted;
        const int line = queue_.back();
        queue_.pop_back();
        queued_[static_cast<std::size_t>(line)] = 0;
        if (!solve_line(line)) {
            contradiction_line_ = line;
            for (int other : queue_) queued_[static_cast<std::size_t>(other)] = 0;
            queue_.clear();
            return Outcome::Contradiction;
        }
    }
    return Outcome::Consistent;
}

bool ColourBoard::check_limits() {
    if (aborted_) return true;
    if (interrupt_ && interrupt_->load(std::memory_order_relaxed)) {
        aborted_ = true;
        abort_reason_ = StopReason::Interrupted;
    } else if (has_deadline_ && std::chrono::steady_clock::now() >= deadline_) {
        aborted_ = true;
        abort_reason_ = StopReason::Time;
    }
    return aborted_;
}

Grid ColourBoard::to_grid() const {
    Grid grid(width_, height_);
    grid.cells() = cells_;
    return grid;
}

}  // namespace nono::detail
