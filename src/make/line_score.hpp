// Line logic over a picture that repair changes one cell at a time: the clues are kept and only
// the changed cell's row and column are read again, and the line solver and buffers are
// reused, so scoring a candidate change costs one propagation and no allocation.
#pragma once

#include <memory>
#include <vector>

#include "nono/line_solver.hpp"
#include "nono/puzzle.hpp"

namespace nono::make {

class LineScorer {
public:
    explicit LineScorer(const Grid& picture);

    const Grid& picture() const { return picture_; }
    // Sets one cell of the picture and the clues of its row and column.
    void set(int row, int column, Cell value);
    void flip(int row, int column) {
        set(row, column, picture_.at(row, column) == Cell::Filled ? Cell::Empty : Cell::Filled);
    }
    // Line logic from nothing known; the cells it leaves Unknown (0 = line-solvable), or -1
    // on a contradiction (cannot happen: the picture fits its own clues).
    int unknown_after_lines();
    // The state the last unknown_after_lines() reached.
    const Grid& state() const { return state_; }
    Puzzle puzzle() const;

private:
    Grid picture_;
    std::vector<Clue> rows_, columns_;
    Grid state_;
    std::unique_ptr<LineSolver> solver_;
    std::vector<int> queue_;
    std::vector<char> queued_;
    std::vector<Cell> cells_;
};

}  // namespace nono::make
