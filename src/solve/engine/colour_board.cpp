#include "solve/engine/colour_board.hpp"

namespace nono::detail {

ColourBoard::ColourBoard(const Puzzle& puzzle, LineSolver& solver, SolveStats& stats)
    : BoardCore(puzzle, stats, any_colour(colour_count(puzzle))), queue_(puzzle.width + puzzle.height), solver_(solver) {}

void ColourBoard::assign(std::size_t index, Cell value, int settled_line) {
    const Cell old = record(index, value);
    if (single_colour(value) && !single_colour(old)) --undecided_;
    queue_lines_of(queue_, index, settled_line);
}

void ColourBoard::undo_to(std::size_t mark) {
    trace_undo_to(mark);
    undo_cells_to(mark);
    queue_.clear();
}

bool ColourBoard::solve_line(int line) {
    const LineRef& ref = line_refs_[static_cast<std::size_t>(line)];
    ref.read(cells_, line_buffer_);
    ++stats_.line_solves;
    if (solver_.solve(ref.clue(), line_colours(puzzle_, line), line_buffer_) == LineStatus::Contradiction) return false;
    for (int i = 0; i < ref.length; ++i) {
        const std::size_t index = ref.cell(i);
        if (line_buffer_[i] == cells_[index]) continue;
        assign(index, line_buffer_[i], line);  // the solver's answer is this line's fixpoint
    }
    return true;
}

ColourBoard::Outcome ColourBoard::propagate() {
    while (!queue_.empty()) {
        if (stop_propagation(queue_)) return Outcome::Aborted;
        const int line = queue_.pop();
        const std::size_t changes_before = trace_.recorded();
        if (!solve_line(line)) return contradiction(queue_, line);
        if (trace_.on() && trace_.recorded() != changes_before) trace_.line(line, solver_.name());
    }
    return Outcome::Consistent;
}

}  // namespace nono::detail
