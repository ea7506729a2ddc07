// The board of Simpson's strategy (strategies/simpson.cpp, where its line selector is defined):
// black-and-white cells, each line solved whole by the chosen line solver (colour_board.hpp's
// WholeLineBoard), the changed lines in Simpson's order. The engine's depth-first search runs
// over it without probing (search.hpp is instantiated for it beside the engine's boards).
#pragma once

#include <algorithm>
#include <vector>

#include "colour_board.hpp"

namespace nono::detail {

// Simpson's line selector: lines changed since they were last solved, taken by his score.
class SimpsonLineQueue {
public:
    explicit SimpsonLineQueue(const Puzzle& puzzle);
    void push(int line) {
        changed_count_ += changed_[static_cast<std::size_t>(line)] == 0;
        changed_[static_cast<std::size_t>(line)] = 1;
    }
    void push_all() {
        std::fill(changed_.begin(), changed_.end(), 1);
        changed_count_ = changed_.size();
    }
    bool empty() const { return changed_count_ == 0; }
    int pop();  // the changed line with the highest score, now unchanged (the queue must not be empty)
    void clear() {
        std::fill(changed_.begin(), changed_.end(), 0);
        changed_count_ = 0;
    }

private:
    std::vector<int> by_score_;  // line numbers, highest score first
    std::vector<char> changed_;  // per line
    std::size_t changed_count_;
};

// Every line of a full board is checked against its clue (WholeLineBoard's check_full): a sound
// but incomplete line solver ("fast") may accept a full line it cannot check.
class SimpsonBoard : public WholeLineBoard<SimpsonLineQueue> {
public:
    SimpsonBoard(const Puzzle& puzzle, LineSolver& solver, SolveStats& stats)
        : WholeLineBoard(puzzle, solver, stats, SimpsonLineQueue(puzzle), true) {}
};

}  // namespace nono::detail
