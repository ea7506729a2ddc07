// The colour engine's board: the shared skeleton (board_core.hpp: cells, trail, limits, trace)
// with this domain's propagation: each cell the set of colours it may still take (a byte of
// bits, bit 0 the background), lines solved by the chosen line solver's coloured form through
// the line memo. It serves puzzles with two or more foreground colours; black and white keeps its
// 64-bit line masks (board.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "board_core.hpp"
#include "line/propagation.hpp"
#include "nono/line_solver.hpp"

namespace nono::detail {

class ColourBoard : public BoardCore {
public:
    // `solver` must have a coloured form (LineSolverInfo::colour); the engine gives it through
    // its memo (make_memo_line_solver).
    ColourBoard(const Puzzle& puzzle, LineSolver& solver, SolveStats& stats);

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

private:
    LineQueue queue_;  // last in, first out: the order changes nothing a fixpoint deduces
    std::vector<Cell> line_buffer_;
    LineSolver& solver_;
};

}  // namespace nono::detail
