// One line of a puzzle, by the number the engine, the trace and the analyses share: rows
// first (0..height-1), then columns (height..height+width-1). It says whether the line is a
// row, which one, its length and clue, and where its cells lie in a row-major grid, so that
// "line number -> row or column" is worked out here and nowhere else.
#pragma once

#include <cstddef>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono {

class LineRef {
public:
    // Line `line` of a `width` x `height` grid, with its clue when the caller has one.
    LineRef(int width, int height, int line, const Clue* clue = nullptr)
        : line(line), is_row(line < height), index(is_row ? line : line - height),
          length(is_row ? width : height),
          first(is_row ? static_cast<std::size_t>(index) * static_cast<std::size_t>(width)
                       : static_cast<std::size_t>(index)),
          step(is_row ? 1 : static_cast<std::size_t>(width)), crossing_base_(is_row ? height : 0),
          clue_(clue) {}
    LineRef(const Puzzle& puzzle, int line)
        : LineRef(puzzle.width, puzzle.height, line,
                  line < puzzle.height ? &puzzle.rows[static_cast<std::size_t>(line)]
                                       : &puzzle.columns[static_cast<std::size_t>(line - puzzle.height)]) {}

    int line;           // its number, rows first
    bool is_row;
    int index;          // the row's or the column's number
    int length;         // its cells
    std::size_t first;  // the grid index of its first cell
    std::size_t step;   // from one of its cells to the next in the grid (1, or the width)

    const Clue& clue() const { return *clue_; }
    // The grid index of its `i`-th cell, and that cell's row and column.
    std::size_t cell(int i) const { return first + static_cast<std::size_t>(i) * step; }
    int row(int i) const { return is_row ? index : i; }
    int column(int i) const { return is_row ? i : index; }
    // The number of the line that crosses it at its `i`-th cell.
    int crossing(int i) const { return crossing_base_ + i; }
    // Whether the runs of filled cells it has in a row-major black-and-white grid are its
    // clue, compared as they are met: no line copied and no clue built (satisfies() checks
    // every file's goal; brute force checks every grid it proposes; the engine checks every
    // 2x2 swap).
    bool runs_match(const std::vector<Cell>& grid) const {
        const Clue& blocks = clue();
        std::size_t block = 0;
        int run = 0;
        for (int i = 0; i <= length; ++i) {
            if (i < length && grid[cell(i)] == Cell::Filled) {
                ++run;
                continue;
            }
            if (run == 0) continue;
            if (block == blocks.size() || blocks[block] != run) return false;
            ++block;
            run = 0;
        }
        return block == blocks.size();
    }
    // Its cells, read from a row-major grid into `out`.
    void read(const std::vector<Cell>& grid, std::vector<Cell>& out) const {
        out.resize(static_cast<std::size_t>(length));
        for (int i = 0; i < length; ++i) out[static_cast<std::size_t>(i)] = grid[cell(i)];
    }

private:
    int crossing_base_;
    const Clue* clue_;
};

// How many lines a puzzle has: its rows, then its columns.
inline int line_count(const Puzzle& puzzle) { return puzzle.height + puzzle.width; }

}  // namespace nono
