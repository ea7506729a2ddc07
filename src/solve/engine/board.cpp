#include "board.hpp"

#include <algorithm>
#include <bit>

#include "line/bitwise_line_solver.hpp"

namespace nono::detail {

Board::Board(const Puzzle& puzzle, LineSolver& line_solver, SolveStats& stats)
    : BoardCore(puzzle, stats, Cell::Unknown), line_solver_(line_solver), queue_(puzzle.width + puzzle.height) {
    line_buffer_.reserve(static_cast<std::size_t>(std::max(width_, height_)));
}

bool Board::use_short_line_memo(LineSolver* uncached, std::size_t max_bytes) {
    if (width_ > BitwiseLineSolver::kMaxCells || height_ > BitwiseLineSolver::kMaxCells) return false;
    short_memo_ = std::make_unique<ShortLineMemo>(max_bytes);
    uncached_ = uncached;
    line_filled_.assign(static_cast<std::size_t>(width_ + height_), 0);
    line_empty_.assign(static_cast<std::size_t>(width_ + height_), 0);
    // The masks start empty, which is what an unknown cell leaves them (a 30x35 board: 24,000
    // instructions for the 1050 unknown cells of a fresh board).
    for (std::size_t index = 0; index < cells_.size(); ++index)
        if (cells_[index] != Cell::Unknown) set_masks(index, cells_[index]);
    return true;
}

void Board::set_masks(std::size_t index, Cell value) {
    const std::uint32_t row = cell_row_[index], column_line = static_cast<std::uint32_t>(height_) + cell_column_[index];
    const std::uint64_t row_bit = std::uint64_t{1} << cell_column_[index], column_bit = std::uint64_t{1} << row;
    // Cells only narrow from Unknown (to Filled or Empty) and are only restored to it
    // (clear_masks), so bits are only set here.
    std::vector<std::uint64_t>& masks = value == Cell::Filled ? line_filled_ : line_empty_;
    masks[row] |= row_bit;
    masks[column_line] |= column_bit;
}

void Board::clear_masks(std::size_t index) {
    const std::uint32_t row = cell_row_[index], column = cell_column_[index];
    const std::uint64_t row_bit = ~(std::uint64_t{1} << column), column_bit = ~(std::uint64_t{1} << row);
    const std::size_t column_line = static_cast<std::size_t>(height_) + column;
    line_filled_[row] &= row_bit;
    line_empty_[row] &= row_bit;
    line_filled_[column_line] &= column_bit;
    line_empty_[column_line] &= column_bit;
}

void Board::assign(std::size_t index, Cell value, int settled_line) {
    if (record(index, value) == Cell::Unknown) --undecided_;
    if (short_memo_) set_masks(index, value);
    queue_lines_of(queue_, index, settled_line);
}

void Board::undo_to(std::size_t mark) {
    trace_undo_to(mark);
    if (short_memo_) {
        // Every cell on the trail went from Unknown to a value (assign narrows; on a black and
        // white board Unknown's only narrowings are the two values), so undoing one clears
        // its bits in its row's and its column's masks, with no test of the value (through
        // set_masks() and its tests: 31 instructions an undone cell on taai2011 0369).
        undecided_ += trail_.size() - std::min(mark, trail_.size());
        while (trail_.size() > mark) {
            const TrailEntry entry = trail_.back();
            trail_.pop_back();
            cells_[entry.index] = Cell::Unknown;
            clear_masks(entry.index);
        }
    } else {
        undo_cells_to(mark);
    }
    queue_.clear();
}

Board::Outcome Board::propagate() {
    while (!queue_.empty()) {
        if (stop_propagation(queue_)) return Outcome::Aborted;
        const int line = queue_.pop();

        const LineRef& ref = line_refs_[static_cast<std::size_t>(line)];
        ++stats_.line_solves;
        const std::size_t changes_before = trace_.recorded();
        bool consistent;
        if (short_memo_) {
            consistent = solve_short_line(ref);
        } else {
            ref.read(cells_, line_buffer_);
            consistent = line_solver_.solve(ref.clue(), line_buffer_) == LineStatus::Ok;
            if (consistent) {
                for (int i = 0; i < ref.length; ++i) {
                    const std::size_t index = ref.cell(i);
                    // The line just solved is at its fixpoint, so only the crossing line is queued.
                    if (line_buffer_[i] != cells_[index]) assign(index, line_buffer_[i], line);
                }
            }
        }
        if (!consistent) return contradiction(queue_, line);
        if (trace_.on() && trace_.recorded() != changes_before) trace_.line(line, line_solver_.name());
    }
    memo_answers_ = true;
    return Outcome::Consistent;
}

// Inlined into propagate(), its one caller: a call saved and restored six registers for each of
// the line solves (taai2011 0369 `--no-sat`: 216.8 M -> 210.4 M instructions, callgrind).
[[gnu::always_inline]] inline bool Board::solve_short_line(const LineRef& ref) {
    const int line = ref.line;
    const std::uint64_t filled = line_filled_[line], empty = line_empty_[line];
    ShortLineMemo::Entry answer;
    const ShortLineMemo::Entry* known =
        memo_answers_ ? short_memo_->find(static_cast<std::uint32_t>(line), filled, empty) : nullptr;
    if (known != nullptr) {
        ++short_line_hits_;
        answer = *known;
    } else {
        answer = {filled, empty, filled, empty, static_cast<std::uint32_t>(line), 1};
        // The bitwise solver works on the masks themselves; another solver on the cells.
        const bool consistent =
            uncached_ == nullptr
                ? BitwiseLineSolver::solve_masks(ref.clue(), ref.length, answer.solved_filled, answer.solved_empty)
                : solve_uncached(ref.clue(), ref.length, answer.solved_filled, answer.solved_empty);
        if (!consistent) answer.state = 2;
        if (memo_answers_) short_memo_->insert(answer);
    }
    if (answer.state != 1) return false;
    const std::uint64_t new_filled = answer.solved_filled & ~filled;
    std::uint64_t fresh = new_filled | (answer.solved_empty & ~empty);
    if (fresh == 0) return true;
    // What assign() does for each cell, done for the line at once: its own masks take the
    // answer, and each fresh cell (Unknown until now: the masks say so) sets one bit of its
    // crossing line's masks and queues that line. Through assign() and set_masks() a cell
    // took 90 instructions; this, the undo below and line_refs_ (board.hpp) took taai2011 0369
    // `--no-sat` from 250.7 M to 216.8 M instructions (callgrind), the same statistics on all
    // 1768 corpus and tournament puzzles.
    line_filled_[line] = answer.solved_filled;
    line_empty_[line] = answer.solved_empty;
    const std::uint64_t crossing_bit = std::uint64_t{1} << ref.index;
    // In cell order, as the general path assigns.
    for (; fresh != 0; fresh &= fresh - 1) {
        const int i = std::countr_zero(fresh);
        const std::size_t index = ref.cell(i);
        const bool is_filled = (new_filled >> i & 1u) != 0;
        const Cell value = is_filled ? Cell::Filled : Cell::Empty;
        trail_.push_back({static_cast<std::uint32_t>(index), Cell::Unknown});
        cells_[index] = value;
        --undecided_;  // (per cell: std::popcount is a library call on the base x86-64)
        if (trace_.on()) trace_.record(static_cast<std::uint32_t>(index), value);
        const int crossing = ref.crossing(i);
        (is_filled ? line_filled_ : line_empty_)[static_cast<std::size_t>(crossing)] |= crossing_bit;
        queue_.push(crossing);
    }
    return true;
}

bool Board::solve_uncached(const Clue& clue, int length, std::uint64_t& filled, std::uint64_t& empty) {
    line_buffer_.resize(static_cast<std::size_t>(length));
    for (int i = 0; i < length; ++i)
        line_buffer_[i] = (filled >> i & 1u) ? Cell::Filled : (empty >> i & 1u) ? Cell::Empty : Cell::Unknown;
    if (uncached_->solve(clue, line_buffer_) != LineStatus::Ok) return false;
    filled = empty = 0;
    for (int i = 0; i < length; ++i) {
        if (line_buffer_[i] == Cell::Filled) filled |= std::uint64_t{1} << i;
        if (line_buffer_[i] == Cell::Empty) empty |= std::uint64_t{1} << i;
    }
    return true;
}

}  // namespace nono::detail
