// The colour engine's board: each cell the set of colours it may still take (a byte of bits,
// bit 0 the background), an undo trail, and the queue of lines to line-solve with the
// coloured dynamic programming. The black-and-white board (board.hpp) keeps its 64-bit line
// masks and memo untouched; this one serves puzzles with two or more foreground colours.
// Like that board, it checks the limits (solve/limits.hpp) and feeds the trace.
#pragma once

#include <cstdint>
#include <vector>

#include "line/colour_line_solver.hpp"
#include "line/propagation.hpp"
#include "solve/limits.hpp"
#include "solve/engine/colour_line_memo.hpp"
#include "solve/engine/trace_recorder.hpp"
#include "nono/result.hpp"

namespace nono::detail {

// A cell with one colour left. Not std::has_single_bit: without -mpopcnt that is a call to
// __popcountdi2 (6.5% of the samples of random 4-colour 50x50 seed 1).
inline bool single_colour(Cell c) {
    const unsigned set = static_cast<unsigned>(c);
    return set != 0 && (set & (set - 1)) == 0;
}

class ColourBoard {
public:
    ColourBoard(const Puzzle& puzzle, SolveStats& stats);

    enum class Outcome { Consistent, Contradiction, Aborted };

    // Narrows cell `index` to `value` (a non-empty strict subset of its colours), recording
    // the old value on the trail and queueing its row and column (but `settled_line`).
    void narrow(std::size_t index, Cell value, int settled_line = -1);
    // Line-solves queued lines until none is left or one contradicts.
    Outcome propagate();
    void queue_all_lines();

    std::size_t trail_mark() const { return trail_.size(); }
    void undo_to(std::size_t mark);

    Cell cell(std::size_t index) const { return cells_[index]; }
    std::size_t cell_count() const { return cells_.size(); }
    std::size_t undecided() const { return undecided_; }
    Grid to_grid() const;
    int contradiction_line() const { return contradiction_line_; }

    // The limits (deadline, interrupt) and progress reports, the same checker as the
    // black-and-white board's: read every 64 line solves and by the search between nodes.
    // None until set; `limits` must outlive the board.
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
    const std::vector<Cell>& cells() const { return cells_; }

    // The trace: with an observer, every narrowing and undo is collected, and propagation
    // reports each line it changed (trace_recorder.hpp).
    TraceRecorder& trace() { return trace_; }

private:
    struct TrailEntry {
        std::uint32_t index;
        Cell old_value;
    };
    bool solve_line(int line);  // false on a contradiction

    const Puzzle& puzzle_;
    SolveStats& stats_;
    int width_;
    int height_;
    std::vector<Cell> cells_;
    std::size_t undecided_ = 0;
    std::vector<TrailEntry> trail_;
    LineQueue queue_;  // last in, first out: the order changes nothing a fixpoint deduces
    std::vector<Cell> line_buffer_;
    std::vector<Cell> answer_buffer_;
    ColourLineSolver solver_;
    ColourLineMemo memo_;
    Limits no_limits_;
    Limits* limits_ = &no_limits_;
    std::size_t depth_ = 0;
    bool sat_running_ = false;
    int contradiction_line_ = -1;
    TraceRecorder trace_;
};

}  // namespace nono::detail
