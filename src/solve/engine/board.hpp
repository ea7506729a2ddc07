// The engine's mutable board: cell sets, an undo trail for backtracking, and the propagation
// work queue of lines whose cells changed since they were last line-solved.
// Lines are numbered rows first (0..height-1), then columns (height..height+width-1).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include <vector>

#include "nono/line_solver.hpp"
#include "nono/solver.hpp"
#include "nono/trace.hpp"
#include "short_line_memo.hpp"

namespace nono::detail {

class Board {
public:
    Board(const Puzzle& puzzle, LineSolver& line_solver, SolveStats& stats);

    // When every line has at most 63 cells, line-solves through a ShortLineMemo of at most
    // `max_bytes` over each line's known cells as bit masks, asking on a miss `uncached`, or
    // when it is null the bitwise complete solver on the masks themselves (rather than the
    // solver given above). Returns whether it could; call before solving.
    bool use_short_line_memo(LineSolver* uncached, std::size_t max_bytes);
    std::uint64_t short_line_hits() const { return short_line_hits_; }
    // With the short-line memo, each line's known cells as bits (rows first).
    bool has_line_masks() const { return short_memo_ != nullptr; }
    std::uint64_t line_filled(std::size_t line) const { return line_filled_[line]; }
    std::uint64_t line_empty(std::size_t line) const { return line_empty_[line]; }
    // The two lines through cell `index`: its row, and its column (numbered after the rows).
    std::size_t row_line(std::size_t index) const { return cell_row_[index]; }
    std::size_t column_line(std::size_t index) const {
        return static_cast<std::size_t>(height_) + cell_column_[index];
    }

    enum class Outcome { Consistent, Contradiction, Aborted };

    // Narrows cell `index` to `value` (must be a strict subset of its current set), records the
    // old value on the trail and queues its row and column (except `settled_line`).
    void assign(std::size_t index, Cell value, int settled_line = -1);
    // Line-solves queued lines until the queue is empty or a line contradicts.
    Outcome propagate();
    void queue_all_lines();

    std::size_t trail_mark() const { return trail_.size(); }
    void undo_to(std::size_t mark);
    // Cells assigned since `mark` (up to trail position `end`), oldest first (index, value now).
    template <typename Visit>
    void for_each_since(std::size_t mark, Visit visit, std::size_t end = SIZE_MAX) const {
        end = std::min(end, trail_.size());
        for (std::size_t i = mark; i < end; ++i)
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
    // Reports progress through `report` every `seconds`, at the same checkpoints as the clock.
    void set_progress(std::function<void(const SolveProgress&)> report, double seconds);
    void set_depth(std::size_t depth) { depth_ = depth; }
    // Whether a SAT turn is running, for the progress report (set by the SAT search).
    void set_sat_running(bool running) { sat_running_ = running; }
    bool aborted() const { return aborted_; }
    // Reads the interrupt flag and the clock now, and reports progress when due; true when
    // a limit has stopped the solve (abort_reason() says which). Propagation calls it every
    // 64 line solves; a search that does not propagate (the SAT solver) calls it itself.
    bool check_limits();
    // The line whose solve last found a contradiction, or -1.
    int contradiction_line() const { return contradiction_line_; }
    // Why propagation was aborted: Time or Interrupted.
    StopReason abort_reason() const { return abort_reason_; }

    // The trace: with an observer, every assign and undo is collected, and propagation
    // reports each line it changed. While muted (trial propagations of probing) nothing is
    // collected or reported. Without an observer this costs one test per assign.
    void set_observer(TraceObserver* observer) { observer_ = active_ = observer; }
    bool tracing() const { return active_ != nullptr; }
    void mute() {
        ++muted_;
        active_ = nullptr;
    }
    void unmute() {
        if (--muted_ == 0) active_ = observer_;
    }
    // Hands `step` to the observer with the cell changes collected since the last step.
    void emit(Step step);
    // The steps every search on a Board reports, each with the changes collected since the
    // last step (call only while tracing): a guess (the cell set by choice), a backtrack to
    // `depth`, a solution found (the `count`-th).
    void trace_guess(std::size_t index, Cell value, std::size_t depth, bool alternative);
    void trace_backtrack(std::size_t depth);
    void trace_solution(std::uint64_t count, std::size_t depth, std::string_view found_by = {});
    // A solution found off the board (by the SAT solver), the `count`-th: a Solution step
    // whose cells turn the board into `solution`, then a Backtrack step at the current depth
    // that turns it back, so replaying the steps still gives the board after each of them.
    void trace_solution_elsewhere(const Grid& solution, std::uint64_t count);
    bool has_deadline() const { return has_deadline_; }
    std::chrono::steady_clock::time_point deadline() const { return deadline_; }
    const Puzzle& puzzle() const { return puzzle_; }

private:
    struct TrailEntry {
        std::uint32_t index;
        Cell old_value;
    };
    void enqueue(int line);
    void set_masks(std::size_t index, Cell value);
    // Solves `line` through the short-line memo: false on a contradiction; otherwise assigns
    // what it decided.
    bool solve_short_line(int line, int length, std::size_t first, std::size_t step);
    // A miss with a solver other than the bitwise one: the masks narrowed through the cells.
    bool solve_uncached(const Clue& clue, int length, std::uint64_t& filled, std::uint64_t& empty);
    void clear_queue();
    // The clock and the interrupt flag are read every 64 line solves: cheap, and still
    // prompt on large puzzles. Inline, since it runs before every line solve.
    bool out_of_time() { return (stats_.line_solves & 63u) != 0 ? aborted_ : check_limits(); }
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
    std::vector<std::uint32_t> cell_row_, cell_column_;  // of each cell, to spare a division
    // The short-line path: each line's filled and empty cells as bits (rows first).
    std::unique_ptr<ShortLineMemo> short_memo_;
    LineSolver* uncached_ = nullptr;
    std::vector<std::uint64_t> line_filled_, line_empty_;
    std::uint64_t short_line_hits_ = 0;
    std::chrono::steady_clock::time_point deadline_{};
    bool has_deadline_ = false;
    const std::atomic<bool>* interrupt_ = nullptr;
    std::function<void(const SolveProgress&)> progress_;
    std::chrono::steady_clock::duration progress_every_{};
    std::chrono::steady_clock::time_point started_{}, next_progress_{};
    std::size_t depth_ = 0;
    bool sat_running_ = false;
    bool aborted_ = false;
    StopReason abort_reason_ = StopReason::Time;
    TraceObserver* observer_ = nullptr;
    TraceObserver* active_ = nullptr;  // observer_ while not muted: one test per assign
    int muted_ = 0;
    int contradiction_line_ = -1;
    std::vector<CellChange> changes_;  // collected for the next step while tracing
};

}  // namespace nono::detail
