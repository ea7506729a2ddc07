// Hints by line logic alone (see hint.hpp). A contradiction in a line means the player's
// cells there cannot all be right; "stuck" means no single line decides anything new, which
// is where the engine would start probing or guessing.
#include "hint.hpp"

#include "model/line_ref.hpp"
#include "nono/line_solver.hpp"

namespace nono::server {

Hint next_hint(const Puzzle& puzzle, const Grid& board) {
    if (board.complete() && satisfies(puzzle, board)) return {Hint::Kind::Done, -1, {}};
    // A colour puzzle's cells are sets of colours; a hint tells only the cells the line solver
    // narrows to one colour.
    const std::unique_ptr<LineSolver> solver = make_line_solver("bitwise");
    Hint best;
    std::vector<Cell> cells;
    for (int line = 0; line < line_count(puzzle); ++line) {
        const LineRef ref(puzzle, line);
        ref.read(board.cells(), cells);
        if (solver->solve(ref.clue(), line_colours(puzzle, line), cells) == LineStatus::Contradiction)
            return {Hint::Kind::Contradiction, line, {}};
        std::vector<std::pair<std::uint32_t, Cell>> decided;
        for (int i = 0; i < ref.length; ++i)
            if (cell_colour(board.cells()[ref.cell(i)]) < 0 && cell_colour(cells[static_cast<std::size_t>(i)]) >= 0)
                decided.emplace_back(static_cast<std::uint32_t>(ref.cell(i)), cells[static_cast<std::size_t>(i)]);
        if (decided.size() > best.cells.size()) best = {Hint::Kind::Line, line, std::move(decided)};
    }
    return best;
}

}  // namespace nono::server
