// The "backtrack" strategy: cell-by-cell backtracking as in the React nonogram solver article.
// Cells are filled in row order, each tried filled, then empty; after each one the partial row
// and the partial column must still be completable to their clues, otherwise the next value
// is tried, and when both fail the previous cell is revisited. No line solving at all, so it
// is exact but only practical on small puzzles; it is iterative, so depth costs no stack.
#include <algorithm>

#include "registry.hpp"
#include "solve/limits.hpp"
#include "trace_grid.hpp"

namespace nono::detail {

namespace {

// Can cells [0, known) of a line of `length` cells, read through `at`, still be completed to
// `clue`? The open run must not outgrow its block, and what is still needed must fit.
template <typename At>
bool prefix_completable(const Clue& clue, int known, int length, At at) {
    std::size_t block = 0;
    int run = 0;
    for (int i = 0; i < known; ++i) {
        if (at(i) == Cell::Filled) {
            if (block >= clue.size() || ++run > clue[block]) return false;
        } else if (run > 0) {
            if (run != clue[block]) return false;
            ++block;
            run = 0;
        }
    }
    if (block >= clue.size()) return true;
    int needed = clue[block] - run;
    for (std::size_t b = block + 1; b < clue.size(); ++b) needed += 1 + clue[b];
    return needed <= length - known;
}

// Whether cell `index`'s row and column, filled up to it, can still be completed; else
// `failed_line` is the one that cannot.
bool fits(const Puzzle& puzzle, const std::vector<Cell>& cells, std::size_t index, int& failed_line) {
    const int width = puzzle.width;
    const int row = static_cast<int>(index / width), column = static_cast<int>(index % width);
    const std::size_t row_first = static_cast<std::size_t>(row) * width;
    if (!prefix_completable(puzzle.rows[row], column + 1, width, [&](int i) { return cells[row_first + i]; })) {
        failed_line = row;
        return false;
    }
    failed_line = puzzle.height + column;
    return prefix_completable(puzzle.columns[column], row + 1, puzzle.height,
                              [&](int i) { return cells[static_cast<std::size_t>(i) * width + column]; });
}

class BacktrackStrategy final : public Strategy {
public:
    void run(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result,
             TraceObserver* observer) override;
};

// About 65 lines: the iterative search's one loop (advance a cell, check its row and
// column prefixes, back up on a dead end), with its trace steps inline.
void BacktrackStrategy::run(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result,
                            TraceObserver* observer) {
    const std::size_t count = static_cast<std::size_t>(puzzle.width) * static_cast<std::size_t>(puzzle.height);
    std::vector<Cell> cells(count, Cell::Unknown);
    result.deduced = Grid(puzzle.width, puzzle.height);
    TraceGrid trace(observer, count);
    Limits limits(options);
    // tried[i]: values cell i has taken on this path (0, 1 = filled, 2 = filled then empty).
    std::vector<unsigned char> tried(count, 0);
    std::size_t index = 0;
    for (;;) {
        if (index == count) {
            record_solution(puzzle, options, cells, static_cast<std::uint32_t>(count), result, trace);
            if (solution_limit_reached(options, result)) return;
        } else if (tried[index] < 2) {
            if (limits.reached(result.stop) || node_limit_reached(options, result)) return;
            const Cell value = tried[index]++ == 0 ? Cell::Filled : Cell::Empty;
            cells[index] = value;
            ++result.stats.guesses;
            result.stats.max_depth = std::max<std::uint64_t>(result.stats.max_depth, index + 1);
            int failed_line = -1;
            const bool ok = fits(puzzle, cells, index, failed_line);
            if (trace.tracing()) {
                const auto depth = static_cast<std::uint32_t>(index + 1);
                trace.emit(Step::make_guess(static_cast<std::int64_t>(index), value, depth, value == Cell::Empty),
                           cells);
                if (!ok) trace.emit(Step::make_contradiction(failed_line, depth));
            }
            if (ok) ++index;
            continue;
        }
        // Both values of this cell are spent (or a solution was recorded): step back.
        if (index < count) {
            tried[index] = 0;
            cells[index] = Cell::Unknown;
        }
        if (index == 0) break;
        --index;
        ++result.stats.backtracks;
        if (trace.tracing()) {
            std::vector<Cell> shown = cells;
            shown[index] = Cell::Unknown;
            trace.emit(Step::make_backtrack(static_cast<std::uint32_t>(index)), shown);
        }
    }
    result.stop = StopReason::Exhausted;
}

}  // namespace

std::unique_ptr<Strategy> make_backtrack_strategy() { return std::make_unique<BacktrackStrategy>(); }

}  // namespace nono::detail
