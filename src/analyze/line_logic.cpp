// D_1 at any size: line solving with the complete line solver, each line again whenever one
// of its cells changed, until nothing changes. Kept apart from the engine's propagation so the
// analysis does not depend on how the engine schedules, caches or probes.
#include <memory>
#include <vector>

#include "nono/analyze.hpp"
#include "nono/line_solver.hpp"

namespace nono {

LineLogicResult line_logic(const Puzzle& puzzle) {
    LineLogicResult result;
    result.grid = Grid(puzzle.width, puzzle.height, Cell::Unknown);
    Grid& grid = result.grid;
    const int lines = puzzle.height + puzzle.width;
    std::vector<char> queued(static_cast<std::size_t>(lines), 1);
    std::vector<int> queue;
    for (int line = lines - 1; line >= 0; --line) queue.push_back(line);
    const std::unique_ptr<LineSolver> solver = make_line_solver("complete");
    std::vector<Cell> cells;
    while (!queue.empty()) {
        const int line = queue.back();
        queue.pop_back();
        queued[line] = 0;
        const bool is_row = line < puzzle.height;
        const int index = is_row ? line : line - puzzle.height;
        const int length = is_row ? puzzle.width : puzzle.height;
        cells.resize(static_cast<std::size_t>(length));
        for (int i = 0; i < length; ++i) cells[i] = is_row ? grid.at(index, i) : grid.at(i, index);
        const Clue& clue = is_row ? puzzle.rows[index] : puzzle.columns[index];
        if (solver->solve(clue, cells) == LineStatus::Contradiction) {
            result.outcome = LineLogicResult::Outcome::Contradiction;
            return result;
        }
        for (int i = 0; i < length; ++i) {
            const int row = is_row ? index : i;
            const int column = is_row ? i : index;
            if (grid.at(row, column) == cells[i]) continue;
            grid.set(row, column, cells[i]);
            const int crossing = is_row ? puzzle.height + column : row;
            if (!queued[crossing]) {
                queued[crossing] = 1;
                queue.push_back(crossing);
            }
        }
    }
    result.outcome = grid.complete() ? LineLogicResult::Outcome::Solved
                                     : LineLogicResult::Outcome::Stalled;
    return result;
}

}  // namespace nono
