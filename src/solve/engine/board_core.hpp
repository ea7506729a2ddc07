// What the engine's two boards share, written once: the cells (each a byte of the colours it
// may still take, Cell::Unknown being both of black and white's), the undo trail, each line's
// LineRef and each cell's row and column, the limits and progress report, the search depth and
// the trace. The boards add their cell domain's line solving: board.hpp (black and white: bit
// masks, the short-line memo, the bitwise solver) and colour_board.hpp (the coloured dynamic
// programming and its memo). The search (search.hpp) is generic over the two.
// Lines are numbered rows first (0..height-1), then columns (height..height+width-1).
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "model/line_ref.hpp"
#include "nono/solver.hpp"
#include "solve/limits.hpp"
#include "trace_recorder.hpp"

namespace nono::detail {

// A cell with one colour left. Not std::has_single_bit: without -mpopcnt that is a call to
// __popcountdi2 (6.5% of the samples of random 4-colour 50x50 seed 1).
inline bool single_colour(Cell c) {
    const unsigned set = static_cast<unsigned>(c);
    return set != 0 && (set & (set - 1)) == 0;
}

class BoardCore {
public:
    enum class Outcome { Consistent, Contradiction, Aborted };

    // The two lines through cell `index`: its row, and its column (numbered after the rows).
    std::size_t row_line(std::size_t index) const { return cell_row_[index]; }
    std::size_t column_line(std::size_t index) const {
        return static_cast<std::size_t>(height_) + cell_column_[index];
    }

    std::size_t trail_mark() const { return trail_.size(); }
    // Cells narrowed since `mark` (up to trail position `end`), oldest first: (index, the
    // value before that narrowing, the value now). A cell narrowed twice is visited twice.
    template <typename Visit>
    void for_each_since(std::size_t mark, Visit visit, std::size_t end = SIZE_MAX) const {
        end = std::min(end, trail_.size());
        for (std::size_t i = mark; i < end; ++i) visit(trail_[i].index, trail_[i].old_value, cells_[trail_[i].index]);
    }

    Cell cell(std::size_t index) const { return cells_[index]; }
    const std::vector<Cell>& cells() const { return cells_; }
    std::size_t cell_count() const { return cells_.size(); }
    std::size_t undecided() const { return undecided_; }
    int width() const { return width_; }
    int height() const { return height_; }
    const Puzzle& puzzle() const { return puzzle_; }
    Grid to_grid() const {
        Grid grid(width_, height_);
        grid.cells() = cells_;
        return grid;
    }

    // The limits (deadline, interrupt) and progress reports, checked during propagation so a
    // single long propagation still stops in time; none until set. `limits` must outlive
    // the board.
    void set_limits(Limits& limits) { limits_ = &limits; }
    Limits& limits() { return *limits_; }
    // What a progress report says now (Limits::report_progress).
    SolveProgress progress() const {
        return {cells_.size() - undecided_, cells_.size(), stats_.guesses, depth_, 0.0, stats_.sat_calls,
                stats_.sat_conflicts, sat_running_};
    }
    void set_depth(std::size_t depth) { depth_ = depth; }
    std::size_t depth() const { return depth_; }
    // Whether a SAT turn is running, for the progress report (set by the SAT search).
    bool& sat_running() { return sat_running_; }
    // The line whose solve last found a contradiction, or -1.
    int contradiction_line() const { return contradiction_line_; }

    // The trace: with an observer, every narrowing and undo is collected, and propagation
    // reports each line it changed (trace_recorder.hpp).
    TraceRecorder& trace() { return trace_; }

protected:
    // Every cell starts as `start` (all its possible colours).
    BoardCore(const Puzzle& puzzle, SolveStats& stats, Cell start)
        : puzzle_(puzzle), stats_(stats), width_(puzzle.width), height_(puzzle.height),
          cells_(static_cast<std::size_t>(puzzle.width) * static_cast<std::size_t>(puzzle.height), start),
          undecided_(cells_.size()), cell_row_(cells_.size()), cell_column_(cells_.size()) {
        trail_.reserve(cells_.size());
        line_refs_.reserve(static_cast<std::size_t>(width_ + height_));
        for (int line = 0; line < width_ + height_; ++line) line_refs_.emplace_back(puzzle, line);
        for (std::size_t index = 0; index < cells_.size(); ++index) {
            cell_row_[index] = static_cast<std::uint32_t>(index / static_cast<std::size_t>(width_));
            cell_column_[index] = static_cast<std::uint32_t>(index % static_cast<std::size_t>(width_));
        }
    }

    struct TrailEntry {
        std::uint32_t index;
        Cell old_value;
    };

    // Records cell `index`'s narrowing to `value` on the trail and the trace; returns the value
    // it had. (The short-line path of board.cpp does the same for a line at once.)
    Cell record(std::size_t index, Cell value) {
        const Cell old = cells_[index];
        trail_.push_back({static_cast<std::uint32_t>(index), old});
        cells_[index] = value;
        if (trace_.on()) trace_.record(static_cast<std::uint32_t>(index), value);
        return old;
    }
    // Queues the row and the column of cell `index` in `queue`, but `settled_line`.
    template <typename Queue>
    void queue_lines_of(Queue& queue, std::size_t index, int settled_line) {
        const int row = static_cast<int>(cell_row_[index]);
        const int column = height_ + static_cast<int>(cell_column_[index]);
        if (row != settled_line) queue.push(row);
        if (column != settled_line) queue.push(column);
    }
    // Restores every cell narrowed since `mark` (any domain; board.cpp has a faster path for
    // black and white with masks).
    void undo_cells_to(std::size_t mark) {
        while (trail_.size() > mark) {
            const TrailEntry entry = trail_.back();
            trail_.pop_back();
            if (single_colour(cells_[entry.index]) && !single_colour(entry.old_value)) ++undecided_;
            cells_[entry.index] = entry.old_value;
        }
    }
    // The trace's record of the cells an undo to `mark` restores, made apart, so the untraced
    // undo loops stay as tight as they were (measured with callgrind: docs/algorithms.md).
    void trace_undo_to(std::size_t mark) {
        if (trace_.on())
            for (std::size_t i = trail_.size(); i > mark; --i) trace_.record(trail_[i - 1].index, trail_[i - 1].old_value);
    }
    // The clock and the interrupt flag are read every 64 line solves: cheap, and still
    // prompt on large puzzles. Inline, since it runs before every line solve.
    bool out_of_time() { return (stats_.line_solves & 63u) != 0 ? limits_->stopped() : limits_->check(); }
    // The two ways a board's propagation loop ends early, each emptying its `queue`: the
    // limits said stop (stop_propagation() says whether), or line `line` contradicted (noted
    // for the result and the trace). Inlined: as a call before each line solve it cost
    // taai2011 0369 `--no-sat` 0.5% more instructions (callgrind).
    template <typename Queue>
    [[gnu::always_inline]] bool stop_propagation(Queue& queue) {
        if (!out_of_time()) return false;
        queue.clear();
        return true;
    }
    template <typename Queue>
    Outcome contradiction(Queue& queue, int line) {
        queue.clear();
        contradiction_line_ = line;
        if (trace_.on()) trace_.contradiction(line);
        return Outcome::Contradiction;
    }

    const Puzzle& puzzle_;
    SolveStats& stats_;
    int width_;
    int height_;
    std::vector<Cell> cells_;
    std::size_t undecided_;
    std::vector<TrailEntry> trail_;
    // Each line's LineRef, made once: propagation took 18 instructions a line solve making
    // them (taai2011 0369 `--no-sat`, callgrind).
    std::vector<LineRef> line_refs_;
    std::vector<std::uint32_t> cell_row_, cell_column_;  // of each cell, to spare a division
    Limits no_limits_;
    Limits* limits_ = &no_limits_;
    std::size_t depth_ = 0;
    bool sat_running_ = false;
    int contradiction_line_ = -1;
    TraceRecorder trace_;
};

}  // namespace nono::detail
