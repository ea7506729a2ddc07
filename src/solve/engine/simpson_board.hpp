// The board of Simpson's strategy (strategies/simpson.cpp, where its members are defined):
// black-and-white cells on the shared skeleton (board_core.hpp), each line solved whole by the
// chosen line solver, the changed lines in Simpson's order. The engine's depth-first search
// runs over it without probing (search.hpp is instantiated for it beside the engine's boards).
#pragma once

#include <algorithm>
#include <vector>

#include "board_core.hpp"
#include "nono/line_solver.hpp"

namespace nono::detail {

class SimpsonBoard : public BoardCore {
public:
    SimpsonBoard(const Puzzle& puzzle, LineSolver& solver, SolveStats& stats);

    // Narrows cell `index` to `value`, marking its row and column changed (but `settled_line`).
    void assign(std::size_t index, Cell value, int settled_line = -1);
    // Line-solves changed lines, the highest score first, until none is left or one
    // contradicts. A full board must then meet every clue, else it is a contradiction: a sound
    // but incomplete line solver ("fast") may accept a full line it cannot check.
    Outcome propagate();
    void queue_all_lines() { queue_.push_all(); }
    void undo_to(std::size_t mark);
    static bool open(Cell value) { return value == Cell::Unknown; }
    static constexpr unsigned colours_of(Cell) { return static_cast<unsigned>(Cell::Unknown); }
    static constexpr bool kLineMasks = false;  // (ProbeReuse: the search does not probe here)
    bool has_line_masks() const { return false; }

private:
    // Simpson's line selector: lines changed since they were last solved, taken by his score.
    class ScoreQueue {
    public:
        explicit ScoreQueue(const Puzzle& puzzle);
        void push(int line) { changed_[static_cast<std::size_t>(line)] = 1; }
        void push_all() { std::fill(changed_.begin(), changed_.end(), 1); }
        void clear() { std::fill(changed_.begin(), changed_.end(), 0); }
        int pop();  // the changed line with the highest score, now unchanged; -1 when none is

    private:
        std::vector<int> by_score_;  // line numbers, highest score first
        std::vector<char> changed_;  // per line
    };

    ScoreQueue queue_;
    std::vector<Cell> buffer_;
    LineSolver& solver_;
};

}  // namespace nono::detail
