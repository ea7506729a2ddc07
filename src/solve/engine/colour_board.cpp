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

ColourBoard::Outcome ColourBoard::propagate() {
    const auto narrow = [this](std::size_t index, Cell value, int line) { assign(index, value, line); };
    while (!queue_.empty()) {
        if (stop_propagation(queue_)) return Outcome::Aborted;
        const int line = queue_.pop();
        const std::size_t changes_before = trace_.recorded();
        ++stats_.line_solves;
        if (!solve_whole_line(solver_, line, line_colours(puzzle_, line), line_buffer_, narrow))
            return contradiction(queue_, line);
        if (trace_.on() && trace_.recorded() != changes_before) trace_.line(line, solver_.name());
    }
    return Outcome::Consistent;
}

}  // namespace nono::detail
