// The engine's mutable board: cell sets, an undo trail for backtracking, and the propagation
// work queue of lines whose cells changed since they were last line-solved. It checks the
// limits (solve/limits.hpp) and feeds the trace (trace_recorder.hpp) it is given.
// Lines are numbered rows first (0..height-1), then columns (height..height+width-1).
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "line/propagation.hpp"
#include "model/line_ref.hpp"
#include "nono/line_solver.hpp"
#include "nono/solver.hpp"
#include "short_line_memo.hpp"
#include "solve/limits.hpp"
#include "trace_recorder.hpp"

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
    const std::vector<Cell>& cells() const { return cells_; }
    std::size_t cell_count() const { return cells_.size(); }
    std::size_t undecided() const { return undecided_; }
    int width() const { return width_; }
    int height() const { return height_; }
    const Puzzle& puzzle() const { return puzzle_; }
    Grid to_grid() const;

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

    // The trace: with an observer, every assign and undo is collected, and propagation
    // reports each line it changed (trace_recorder.hpp).
    TraceRecorder& trace() { return trace_; }

private:
    struct TrailEntry {
        std::uint32_t index;
        Cell old_value;
    };
    // Cell `index`'s bits in its row's and its column's masks: set for its new value (Filled or
    // Empty), or cleared as it goes back to Unknown.
    void set_masks(std::size_t index, Cell value);
    void clear_masks(std::size_t index);
    // Solves `line` through the short-line memo: false on a contradiction; otherwise assigns
    // what it decided.
    bool solve_short_line(const LineRef& ref);
    // A miss with a solver other than the bitwise one: the masks narrowed through the cells.
    bool solve_uncached(const Clue& clue, int length, std::uint64_t& filled, std::uint64_t& empty);
    // The clock and the interrupt flag are read every 64 line solves: cheap, and still
    // prompt on large puzzles. Inline, since it runs before every line solve.
    bool out_of_time() { return (stats_.line_solves & 63u) != 0 ? limits_->stopped() : limits_->check(); }

    const Puzzle& puzzle_;
    LineSolver& line_solver_;
    SolveStats& stats_;
    int width_;
    int height_;
    std::vector<Cell> cells_;
    std::size_t undecided_;
    std::vector<TrailEntry> trail_;
    FifoLineQueue queue_;
    std::vector<Cell> line_buffer_;
    std::vector<std::uint32_t> cell_row_, cell_column_;  // of each cell, to spare a division
    // Each line's LineRef, made once: propagation took 18 instructions a line solve making
    // them (taai2011 0369 `--no-sat`, callgrind).
    std::vector<LineRef> line_refs_;
    // The short-line path: each line's filled and empty cells as bits (rows first).
    std::unique_ptr<ShortLineMemo> short_memo_;
    // The memo is asked and told only after the first fixpoint: a line is solved again only
    // once one of its cells changed, and nothing undoes past that fixpoint, so no answer found
    // on the way there is asked for again (a puzzle settled there never builds the table:
    // 1221 line solves and 0 hits on nonogram-db's sun, whose table was 2.6 MB, 630 page faults).
    bool memo_answers_ = false;
    LineSolver* uncached_ = nullptr;
    std::vector<std::uint64_t> line_filled_, line_empty_;
    std::uint64_t short_line_hits_ = 0;
    Limits no_limits_;
    Limits* limits_ = &no_limits_;
    std::size_t depth_ = 0;
    bool sat_running_ = false;
    int contradiction_line_ = -1;
    TraceRecorder trace_;
};

}  // namespace nono::detail
