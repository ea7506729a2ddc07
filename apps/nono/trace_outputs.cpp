#include "trace_outputs.hpp"

#include <chrono>
#include <thread>

#include "nono/io.hpp"
#include "nono/render.hpp"
#include "nono/trace_io.hpp"
#include "terminal.hpp"

namespace nono::cli {

Animator::Animator(std::ostream& out, const Puzzle& puzzle, int delay_ms, bool in_place)
    : out_(out), puzzle_(puzzle), board_(puzzle.width, puzzle.height, any_colour(colour_count(puzzle))),
      delay_ms_(delay_ms),
      in_place_(in_place) {}

void Animator::step(const Step& step) {
    for (const CellChange& change : step.cells) board_.cells().at(change.index) = change.value;
    // Probes change nothing on the board; drawing them would only slow the animation down.
    if (step.cells.empty() && step.kind != StepKind::Solution) return;
    std::string frame;
    if (in_place_) frame += "\x1b[H\x1b[2J";  // cursor home, clear screen
    else if (frames_ > 0) frame += "\n";
    frame += "step: " + explain_step(puzzle_, step) + "\n";
    // Drawn as `nono show` draws a partial state: the clues, and the line this step worked on
    // highlighted; blocks and colour on a terminal, plain text in a pipe.
    TerminalOptions options = terminal_options(!in_place_, ColourChoice::Auto);
    options.dot_empty = true;
    options.highlight = step.line;
    const int columns = in_place_ ? terminal_columns() : 0;
    if (columns > 0 && terminal_view_width(puzzle_, options) > columns) options.clues = false;
    frame += terminal_view(puzzle_, board_, options);
    out_ << frame << std::flush;
    ++frames_;
    if (delay_ms_ > 0) std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms_));
}

void ProgressLines::step(const Step& step) {
    if (step.kind == StepKind::Iteration)
        out_ << "iteration " << step.count << ": " << step.total << " candidates left, largest line "
             << step.largest << '\n';
    else if (step.kind == StepKind::Progress)
        out_ << step.count << " grids tried\n";
}

}  // namespace nono::cli
