// The colour engine's board: each cell the set of colours it may still take (a byte of bits,
// bit 0 the background), an undo trail, and the queue of lines to line-solve with the
// coloured dynamic programming. The black-and-white board (board.hpp) keeps its 64-bit line
// masks and memo untouched; this one serves puzzles with two or more foreground colours.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <vector>

#include "line/colour_line_solver.hpp"
#include "nono/result.hpp"

namespace nono::detail {

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

    // Limits, read every 64 line solves and by the search between nodes.
    void set_deadline(std::chrono::steady_clock::time_point deadline) {
        deadline_ = deadline;
        has_deadline_ = true;
    }
    void set_interrupt(const std::atomic<bool>* interrupt) { interrupt_ = interrupt; }
    bool check_limits();
    bool aborted() const { return aborted_; }
    StopReason abort_reason() const { return abort_reason_; }

private:
    struct TrailEntry {
        std::uint32_t index;
        Cell old_value;
    };
    void enqueue(int line);
    bool solve_line(int line);  // false on a contradiction

    const Puzzle& puzzle_;
    SolveStats& stats_;
    int width_;
    int height_;
    std::vector<Cell> cells_;
    std::size_t undecided_ = 0;
    std::vector<TrailEntry> trail_;
    std::vector<int> queue_;  // lines to solve, as a stack (the order changes nothing exact)
    std::vector<char> queued_;
    std::vector<Cell> line_buffer_;
    ColourLineSolver solver_;
    std::chrono::steady_clock::time_point deadline_{};
    bool has_deadline_ = false;
    const std::atomic<bool>* interrupt_ = nullptr;
    bool aborted_ = false;
    StopReason abort_reason_ = StopReason::Time;
    int contradiction_line_ = -1;
};

}  // namespace nono::detail
