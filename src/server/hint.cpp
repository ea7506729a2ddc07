// Hints by line logic alone (see hint.hpp). A contradiction in a line means the player's
// cells there cannot all be right; "stuck" means no single line decides anything new, which
// is where the engine would start probing or guessing.
#include "hint.hpp"

#include "nono/line_solver.hpp"

namespace nono::server {

Hint next_hint(const Puzzle& puzzle, const Grid& board) {
    if (board.complete() && satisfies(puzzle, board)) return {Hint::Kind::Done, -1, {}};
    const std::unique_ptr<LineSolver> solver = make_line_solver("complete");
    Hint best;
    const int lines = puzzle.height + puzzle.width;
    for (int line = 0; line < lines; ++line) {
        const bool is_row = line < puzzle.height;
        const int length = is_row ? puzzle.width : puzzle.height;
        const int fixed = is_row ? line : line - puzzle.height;
        std::vector<std::size_t> indices(static_cast<std::size_t>(length));
        std::vector<Cell> cells(static_cast<std::size_t>(length));
        for (int i = 0; i < length; ++i) {
            indices[static_cast<std::size_t>(i)] = is_row ? board.index(fixed, i) : board.index(i, fixed);
            cells[static_cast<std::size_t>(i)] = board.cells()[indices[static_cast<std::size_t>(i)]];
        }
        const Clue& clue = is_row ? puzzle.rows[static_cast<std::size_t>(fixed)]
                                  : puzzle.columns[static_cast<std::size_t>(fixed)];
        if (solver->solve(clue, cells) == LineStatus::Contradiction)
            return {Hint::Kind::Contradiction, line, {}};
        std::vector<std::pair<std::uint32_t, Cell>> decided;
        for (std::size_t i = 0; i < cells.size(); ++i)
            if (board.cells()[indices[i]] == Cell::Unknown && cells[i] != Cell::Unknown)
                decided.emplace_back(static_cast<std::uint32_t>(indices[i]), cells[i]);
        if (decided.size() > best.cells.size()) best = {Hint::Kind::Line, line, std::move(decided)};
    }
    return best;
}

}  // namespace nono::server
