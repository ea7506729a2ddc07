#include "solve/engine/colour_board.hpp"

#include "solve/engine/simpson_board.hpp"

namespace nono::detail {

template <typename Queue>
void WholeLineBoard<Queue>::assign(std::size_t index, Cell value, int settled_line) {
    const Cell old = record(index, value);
    if (single_colour(value) && !single_colour(old)) --undecided_;
    queue_lines_of(queue_, index, settled_line);
}

template <typename Queue>
void WholeLineBoard<Queue>::undo_to(std::size_t mark) {
    trace_undo_to(mark);
    undo_cells_to(mark);
    queue_.clear();
}

template <typename Queue>
BoardCore::Outcome WholeLineBoard<Queue>::propagate() {
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

template class WholeLineBoard<LineQueue>;
template class WholeLineBoard<SimpsonLineQueue>;

}  // namespace nono::detail
