// The engine's black-and-white board: the shared skeleton (board_core.hpp: cells, trail,
// limits, trace) with this domain's propagation: a first-in first-out queue of lines whose cells
// changed since they were last line-solved, and for lines up to 63 cells each line's known
// cells as bit masks, solved through the short-line memo and the bitwise line solver.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "board_core.hpp"
#include "line/propagation.hpp"
#include "nono/line_solver.hpp"
#include "short_line_memo.hpp"

namespace nono::detail {

class Board : public BoardCore {
public:
    Board(const Puzzle& puzzle, LineSolver& line_solver, SolveStats& stats);

    // When every line has at most 63 cells, line-solves through a ShortLineMemo of at most
    // `max_bytes` over each line's known cells as bit masks, asking on a miss `uncached`, or
    // when it is null the bitwise complete solver on the masks themselves (rather than the
    // solver given above). Returns whether it could; call before solving.
    bool use_short_line_memo(LineSolver* uncached, std::size_t max_bytes);
    std::uint64_t short_line_hits() const { return short_line_hits_; }
    // With the short-line memo, each line's known cells as bits (rows first).
    static constexpr bool kLineMasks = true;  // (may have them: ProbeReuse)
    bool has_line_masks() const { return short_memo_ != nullptr; }
    std::uint64_t line_filled(std::size_t line) const { return line_filled_[line]; }
    std::uint64_t line_empty(std::size_t line) const { return line_empty_[line]; }

    // Narrows cell `index` to `value` (must be a strict subset of its current set), records the
    // old value on the trail and queues its row and column (except `settled_line`).
    void assign(std::size_t index, Cell value, int settled_line = -1);
    // Line-solves queued lines until the queue is empty or a line contradicts.
    Outcome propagate();
    void queue_all_lines() { queue_.push_all(); }

    void undo_to(std::size_t mark);
    // Whether `value` leaves the cell open (both colours possible): what the search probes.
    static bool open(Cell value) { return value == Cell::Unknown; }
    // The colours an open cell may take, as bits: always both (a constant, so the search's
    // loops over them unroll).
    static constexpr unsigned colours_of(Cell) { return static_cast<unsigned>(Cell::Unknown); }

private:
    // Cell `index`'s bits in its row's and its column's masks: set for its new value (Filled or
    // Empty), or cleared as it goes back to Unknown.
    void set_masks(std::size_t index, Cell value);
    void clear_masks(std::size_t index);
    // Solves `line` through the short-line memo: false on a contradiction; otherwise assigns
    // what it decided.
    bool solve_short_line(const LineRef& ref);
    // A miss with a solver other than the bitwise one: the masks narrowed through the cells.
    bool solve_uncached(const Clue& clue, int length, std::uint64_t& filled, std::uint64_t& empty);

    LineSolver& line_solver_;
    FifoLineQueue queue_;
    std::vector<Cell> line_buffer_;
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
};

}  // namespace nono::detail
