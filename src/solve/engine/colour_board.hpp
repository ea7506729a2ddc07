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
    void assign(std::size_t index, Cell value, int settled_line = -1);
    // Line-solves queued lines until none is left or one contradicts.
    Outcome propagate();
    void queue_all_lines() { queue_.push_all(); }
    void undo_to(std::size_t mark);
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
