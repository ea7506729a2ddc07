// The engine's mutable board: cell sets, an undo trail for backtracking, and the propagation
// work queue of lines whose cells changed since they were last line-solved.
// Lines are numbered rows first (0..height-1), then columns (height..height+width-1).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <vector>

#include "nono/line_solver.hpp"
#include "nono/solver.hpp"
#include "nono/trace.hpp"

namespace nono::detail {

class Board {
public:
    Board(const Puzzle& puzzle, LineSolver& line_solver, SolveStats& stats);

    enum class Outcome { Consistent, Contradiction, Aborted };

    // Narrows cell `index` to `value` (must be a strict subset of its current set), records the
    // old value on the trail and queues its row and column (except `settled_line`).
    void assign(std::size_t index, Cell value, int settled_line = -1);
    // Line-solves queued lines until the queue is empty or a line contradicts.
    Outcome propagate();
    void queue_all_lines();

    std::size_t trail_mark() const { return trail_.size(); }
    void undo_to(std::size_t mark);
    // Cells assigned since `mark`, oldest first (index, value now).
    template <typename Visit>
    void for_each_since(std::size_t mark, Visit visit) const {
        for (std::size_t i = mark; i < trail_.size(); ++i)
            visit(trail_[i].index, cells_[trail_[i].index]);
    }

    Cell cell(std::size_t index) const { return cells_[index]; }
    std::size_t cell_count() const { return cells_.size(); }
    std::size_t undecided() const { return undecided_; }
    int width() const { return width_; }
    int height() const { return height_; }
    Grid to_grid() const;

    // Limits: checked during propagation so a single long propagation still stops in time.
    void set_deadline(std::chrono::steady_clock::time_point deadline) {
        deadline_ = deadline;
        has_deadline_ = true;
    }
    void set_interrupt(const std::atomic<bool>* interrupt) { interrupt_ = interrupt; }
    bool aborted() const { return aborted_; }
    // Why propagation was aborted: Time or Interrupted.
    StopReason abort_reason() const { return abort_reason_; }

    // The trace: with an observer, every assign and undo is collected, and propagation
    // reports each line it changed. While muted (trial propagations of probing) nothing is
    // collected or reported. Without an observer this costs one test per assign.
    void set_observer(TraceObserver* observer) { observer_ = observer; }
    bool tracing() const { return observer_ != nullptr && muted_ == 0; }
    void mute() { ++muted_; }
    void unmute() { --muted_; }
    // Hands `step` to the observer with the cell changes collected since the last step.
    void emit(Step& step);

private:
    struct TrailEntry {
        std::uint32_t index;
        Cell old_value;
    };
    void enqueue(int line);
    void clear_queue();
    bool out_of_time();
    void report_line(int line, std::size_t changes_before);

    const Puzzle& puzzle_;
    LineSolver& line_solver_;
    SolveStats& stats_;
    int width_;
    int height_;
    std::vector<Cell> cells_;
    std::size_t undecided_;
    std::vector<TrailEntry> trail_;
    std::vector<int> queue_;  // ring buffer of line numbers
    std::size_t queue_head_ = 0;
    std::size_t queue_size_ = 0;
    std::vector<char> queued_;
    std::vector<Cell> line_buffer_;
    std::chrono::steady_clock::time_point deadline_{};
    bool has_deadline_ = false;
    const std::atomic<bool>* interrupt_ = nullptr;
    bool aborted_ = false;
    StopReason abort_reason_ = StopReason::Time;
    TraceObserver* observer_ = nullptr;
    int muted_ = 0;
    std::vector<CellChange> changes_;  // collected for the next step while tracing
};

}  // namespace nono::detail
