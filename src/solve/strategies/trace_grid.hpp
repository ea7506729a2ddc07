// For strategies that do not work on a Board (brute force, permutation elimination, cell-by-
// cell backtracking): the grid a replay of their trace shows so far. Each step is handed the
// strategy's current knowledge and carries the cells that differ from what was shown, so the
// trace's replay invariant (trace.hpp) holds for them too. Only used while tracing.
#pragma once

#include <vector>

#include "nono/result.hpp"
#include "nono/strategy.hpp"
#include "nono/trace.hpp"

namespace nono::detail {

class TraceGrid {
public:
    TraceGrid(TraceObserver* observer, std::size_t cells)
        : observer_(observer), shown_(observer ? cells : 0, Cell::Unknown) {}
    bool tracing() const { return observer_ != nullptr; }
    // Sends `step` with the changes from the grid shown so far to `now`.
    void emit(Step step, const std::vector<Cell>& now) {
        step.cells.clear();
        for (std::size_t i = 0; i < shown_.size(); ++i)
            if (now[i] != shown_[i]) {
                step.cells.push_back({static_cast<std::uint32_t>(i), now[i]});
                shown_[i] = now[i];
            }
        observer_->step(step);
    }
    // Sends a step that changes no cell.
    void emit(Step step) {
        step.cells.clear();
        observer_->step(step);
    }

private:
    TraceObserver* observer_;
    std::vector<Cell> shown_;
};

// Counts a complete grid as a solution: kept while keep_solutions allows, and told to the
// trace as the `count`-th solution at `depth`.
inline void record_solution(const Puzzle& puzzle, const SolveOptions& options, const std::vector<Cell>& cells,
                            std::uint32_t depth, SolveResult& result, TraceGrid& trace) {
    ++result.solution_count;
    if (result.solutions.size() < options.keep_solutions) {
        result.solutions.emplace_back(puzzle.width, puzzle.height);
        result.solutions.back().cells() = cells;
    }
    if (trace.tracing()) trace.emit(Step::make_solution(result.solution_count, depth), cells);
}

}  // namespace nono::detail
