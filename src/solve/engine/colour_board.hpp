// The boards whose lines are each solved whole by one line solver, through its coloured form
// (a line's cells read, solved with its colours, each change narrowed), on the shared skeleton
// (board_core.hpp: cells, trail, limits, trace): the colour engine's, each cell the set of
// colours it may still take (a byte of bits, bit 0 the background), and the board of Simpson's
// strategy (simpson_board.hpp), black and white. They differ in the order they take queued
// lines in, the `Queue`. Black and white in the engine keeps its 64-bit line masks (board.hpp).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "board_core.hpp"
#include "line/propagation.hpp"
#include "nono/line_solver.hpp"

namespace nono::detail {

template <typename Queue>
class WholeLineBoard : public BoardCore {
public:
    // Narrows cell `index` to `value` (a non-empty strict subset of its colours), recording
    // the old value on the trail and queueing its row and column (but `settled_line`).
    void assign(std::size_t index, Cell value, int settled_line = -1) {
        const Cell old = record(index, value);
        if (single_colour(value) && !single_colour(old)) --undecided_;
        queue_lines_of(queue_, index, settled_line);
    }
    // Line-solves queued lines until none is left or one contradicts.
    Outcome propagate() {
        while (!queue_.empty()) {
            if (stop_propagation(queue_)) return Outcome::Aborted;
            const int line = queue_.pop();
            const std::size_t changes_before = trace_.recorded();
            ++stats_.line_solves;
            const LineRef& ref = line_refs_[static_cast<std::size_t>(line)];
            ref.read(cells_, line_buffer_);
            if (solver_.solve(ref.clue(), line_colours(puzzle_, line), line_buffer_) == LineStatus::Contradiction)
                return contradiction(queue_, line);
            // The line just solved is at its fixpoint, so only the crossing line is queued.
            for (int i = 0; i < ref.length; ++i)
                if (line_buffer_[i] != cells_[ref.cell(i)]) assign(ref.cell(i), line_buffer_[i], line);
            if (trace_.on() && trace_.recorded() != changes_before) trace_.line(line, solver_.name());
        }
        if (check_full_ && undecided_ == 0 && !satisfies(puzzle_, to_grid())) return Outcome::Contradiction;
        return Outcome::Consistent;
    }
    void queue_all_lines() { queue_.push_all(); }
    void undo_to(std::size_t mark) {
        trace_undo_to(mark);
        undo_cells_to(mark);
        queue_.clear();
    }
    // Whether `value` leaves the cell open (two or more colours possible): what the search probes.
    static bool open(Cell value) { return !single_colour(value); }
    // The colours an open cell may take, as bits.
    static unsigned colours_of(Cell value) { return static_cast<unsigned>(value); }
    static constexpr bool kLineMasks = false;  // no line masks (ProbeReuse stamps lines instead)
    bool has_line_masks() const { return false; }

protected:
    // With `check_full`, a full board must meet every clue, else propagation finds it a
    // contradiction: a sound but incomplete line solver ("fast") may accept a full line it
    // cannot check.
    WholeLineBoard(const Puzzle& puzzle, LineSolver& solver, SolveStats& stats, Queue queue, bool check_full)
        : BoardCore(puzzle, stats, any_colour(colour_count(puzzle))), queue_(std::move(queue)), solver_(solver),
          check_full_(check_full) {}

private:
    Queue queue_;
    std::vector<Cell> line_buffer_;
    LineSolver& solver_;
    bool check_full_;
};

// The colour engine's board: it serves puzzles with two or more foreground colours, and takes
// queued lines last in, first out (the order changes nothing a fixpoint deduces).
class ColourBoard : public WholeLineBoard<LineQueue> {
public:
    // `solver` must have a coloured form (LineSolverInfo::colour); the engine gives it through
    // its memo (make_memo_line_solver).
    ColourBoard(const Puzzle& puzzle, LineSolver& solver, SolveStats& stats)
        : WholeLineBoard(puzzle, solver, stats, LineQueue(puzzle.width + puzzle.height), false) {}
};

}  // namespace nono::detail
