// Line logic over a picture that repair changes one cell at a time: the clues are kept and only
// the changed cell's row and column are read again, and the line solver and buffers are
// reused, so scoring a candidate change costs one propagation and no allocation. Line answers
// are memoized across every picture a repair scores (LineMemo): most lines of a candidate
// keep their clue, and propagation from nothing known asks the same questions again.
#pragma once

#include <memory>
#include <set>
#include <vector>

#include "nono/line_solver.hpp"
#include "nono/puzzle.hpp"

namespace nono::make {

// The line solver and its memo, shared by the scorers of one repair. The memo tells clues
// apart by address, so each distinct clue is kept once here (`intern`) and lines point at it.
class LineMemo {
public:
    LineMemo();
    const Clue* intern(Clue clue) { return &*clues_.insert(std::move(clue)).first; }
    LineSolver& solver() { return *memo_; }

private:
    std::set<Clue> clues_;  // node-based: addresses stay put
    std::unique_ptr<LineSolver> complete_;
    std::unique_ptr<MemoLineSolver> memo_;
};

class LineScorer {
public:
    LineScorer(const Grid& picture, LineMemo& memo);

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
    LineMemo& memo_;
    std::vector<const Clue*> rows_, columns_;
    Grid state_;
    std::vector<int> queue_;
    std::vector<char> queued_;
    std::vector<Cell> cells_;
};

}  // namespace nono::make
