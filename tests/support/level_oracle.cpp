#include "support/level_oracle.hpp"

#include <bit>
#include <vector>

#include "support/oracle.hpp"

namespace nono::testing {

namespace {

struct CellRef {
    int row, column;
};

std::vector<CellRef> line_cells(const Puzzle& puzzle, int line) {
    std::vector<CellRef> cells;
    if (line < puzzle.height)
        for (int c = 0; c < puzzle.width; ++c) cells.push_back({line, c});
    else
        for (int r = 0; r < puzzle.height; ++r) cells.push_back({r, line - puzzle.height});
    return cells;
}

const Clue& line_clue(const Puzzle& puzzle, int line) {
    return line < puzzle.height ? puzzle.rows[line] : puzzle.columns[line - puzzle.height];
}

}  // namespace

ClosureEnd reference_closure(const Puzzle& puzzle, int k, Grid& grid) {
    const int lines = puzzle.width + puzzle.height;
    bool changed = true;
    while (changed) {
        changed = false;
        for (unsigned set = 1; set < (1u << lines); ++set) {
            if (std::popcount(set) > k) continue;
            // The unknown cells the set covers, each once.
            std::vector<int> open;
            std::vector<char> covered(grid.cells().size(), 0);
            for (int line = 0; line < lines; ++line)
                if ((set >> line) & 1)
                    for (const CellRef& cell : line_cells(puzzle, line)) {
                        const std::size_t index = grid.index(cell.row, cell.column);
                        if (!covered[index] && grid.cells()[index] == Cell::Unknown) open.push_back(static_cast<int>(index));
                        covered[index] = 1;
                    }
            std::vector<unsigned> seen(open.size(), 0);  // bit 0 seen empty, bit 1 seen filled
            bool any = false;
            Grid trial = grid;
            for (unsigned long assignment = 0; assignment < (1ul << open.size()); ++assignment) {
                for (std::size_t i = 0; i < open.size(); ++i)
                    trial.cells()[open[i]] = ((assignment >> i) & 1) ? Cell::Filled : Cell::Empty;
                bool fits = true;
                for (int line = 0; line < lines && fits; ++line) {
                    if (!((set >> line) & 1)) continue;
                    std::vector<Cell> values;
                    for (const CellRef& cell : line_cells(puzzle, line)) values.push_back(trial.at(cell.row, cell.column));
                    fits = clue_of_line(values) == line_clue(puzzle, line);
                }
                if (!fits) continue;
                any = true;
                for (std::size_t i = 0; i < open.size(); ++i) seen[i] |= ((assignment >> i) & 1) ? 2u : 1u;
            }
            if (!any) return ClosureEnd::Contradiction;
            for (std::size_t i = 0; i < open.size(); ++i) {
                if (seen[i] == 3u) continue;
                grid.cells()[open[i]] = seen[i] == 2u ? Cell::Filled : Cell::Empty;
                changed = true;
            }
        }
    }
    return grid.complete() ? ClosureEnd::Complete : ClosureEnd::Stalled;
}

int reference_level(const Puzzle& puzzle) {
    for (int k = 1; k <= puzzle.width + puzzle.height; ++k) {
        Grid grid(puzzle.width, puzzle.height, Cell::Unknown);
        const ClosureEnd end = reference_closure(puzzle, k, grid);
        if (end == ClosureEnd::Contradiction) return -1;
        if (end == ClosureEnd::Complete) return k;
    }
    return 0;
}

ClosureEnd reference_line_logic(const Puzzle& puzzle, Grid& grid) {
    const int lines = puzzle.width + puzzle.height;
    bool changed = true;
    while (changed) {
        changed = false;
        for (int line = 0; line < lines; ++line) {
            const auto cells = line_cells(puzzle, line);
            std::vector<Cell> known;
            for (const CellRef& cell : cells) known.push_back(grid.at(cell.row, cell.column));
            const std::vector<Cell> solved = brute_force_line(line_clue(puzzle, line), known);
            for (std::size_t i = 0; i < cells.size(); ++i) {
                if (solved[i] == Cell::None) return ClosureEnd::Contradiction;
                if (solved[i] != known[i]) {
                    grid.set(cells[i].row, cells[i].column, solved[i]);
                    changed = true;
                }
            }
        }
    }
    return grid.complete() ? ClosureEnd::Complete : ClosureEnd::Stalled;
}

}  // namespace nono::testing
