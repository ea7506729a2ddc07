// D_1 at any size, in either cell domain: line solving with an exact line solver ("bitwise":
// complete's tables on masks), each line again whenever one of its cells changed, until
// nothing changes. Kept apart from the engine's propagation so the
// analysis does not depend on how the engine schedules, caches or probes.
#include <memory>
#include <vector>

#include "line/propagation.hpp"
#include "model/line_ref.hpp"
#include "nono/analyze.hpp"
#include "nono/line_solver.hpp"
#include "solve/limits.hpp"

namespace nono {

LineLogicResult line_logic(const Puzzle& puzzle, double timeout_seconds, const std::atomic<bool>* interrupt) {
    LineLogicResult result;
    detail::Limits limits(timeout_seconds, interrupt);
    bool stopped = false;
    result.grid = Grid(puzzle.width, puzzle.height, any_colour(colour_count(puzzle)));
    Grid& grid = result.grid;
    LineQueue queue(line_count(puzzle));
    queue.push_all();
    const std::unique_ptr<LineSolver> solver = make_line_solver("bitwise");
    std::vector<Cell> cells;
    const bool consistent = solve_to_fixpoint(queue, [&](int line) {
        StopReason reason;
        if (limits.reached(reason)) {
            stopped = true;
            return false;  // ends the loop; not a contradiction
        }
        const LineRef ref(puzzle, line);
        ref.read(grid.cells(), cells);
        if (solver->solve(ref.clue(), line_colours(puzzle, line), cells) == LineStatus::Contradiction) return false;
        for (int i = 0; i < ref.length; ++i) {
            if (grid.at(ref.row(i), ref.column(i)) == cells[i]) continue;
            grid.set(ref.row(i), ref.column(i), cells[i]);
            queue.push(ref.crossing(i));
        }
        return true;
    });
    if (stopped) {
        result.outcome = LineLogicResult::Outcome::Stopped;
        return result;
    }
    if (!consistent) {
        result.outcome = LineLogicResult::Outcome::Contradiction;
        return result;
    }
    result.outcome = grid.complete() ? LineLogicResult::Outcome::Solved
                                     : LineLogicResult::Outcome::Stalled;
    return result;
}

}  // namespace nono
