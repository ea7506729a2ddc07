// A swap changes two cells of each of its four lines: in each, one filled cell moves to an
// empty one. Such a move keeps a line's clue only when a block shifts by one cell (without
// touching its neighbour) or a block of one cell moves to another isolated cell past blocks
// of one cell only; every other move changes the number of blocks or a block's length. So
// the swaps are found by following these few moves rather than trying every rectangle.
#include "swap_solutions.hpp"

#include <algorithm>
#include <span>
#include <utility>

#include "known_solutions.hpp"
#include "model/line_ref.hpp"
#include "trace_recorder.hpp"

namespace nono::detail {

namespace {

// One line of the solution: its cells and its blocks.
class LineBlocks {
public:
    LineBlocks(const Grid& grid, bool is_row, int number) {
        const int length = is_row ? grid.width() : grid.height();
        filled_.resize(static_cast<std::size_t>(length));
        block_.assign(static_cast<std::size_t>(length), -1);
        for (int i = 0; i < length; ++i) {
            filled_[i] = (is_row ? grid.at(number, i) : grid.at(i, number)) == Cell::Filled;
            if (!filled_[i]) continue;
            if (i == 0 || !filled_[i - 1]) {
                start_.push_back(i);
                end_.push_back(i);
            }
            block_[i] = static_cast<int>(start_.size()) - 1;
            end_.back() = i;
        }
    }

    int length() const { return static_cast<int>(filled_.size()); }
    bool filled(int i) const { return i >= 0 && i < length() && filled_[i]; }

    // Calls visit(to) for every empty cell `to` such that moving filled cell `from` there
    // keeps the line's clue.
    template <typename Visit>
    void for_each_move(int from, Visit visit) const {
        const int b = block_[from];
        if (start_[b] < end_[b]) {  // a longer block: shift it by one, from one end to past the other
            if (from == start_[b] && end_[b] + 1 < length() && !filled(end_[b] + 2)) visit(end_[b] + 1);
            if (from == end_[b] && start_[b] > 0 && !filled(start_[b] - 2)) visit(start_[b] - 1);
            return;
        }
        // A block of one cell: any cell whose neighbours are empty once it has left, up to
        // the nearest longer block on either side.
        for (int step : {-1, 1}) {
            for (int to = from + step; to >= 0 && to < length(); to += step) {
                if (filled_[to]) {
                    if (end_[block_[to]] > start_[block_[to]]) break;
                    continue;
                }
                const bool left = to - 1 != from && filled(to - 1), right = to + 1 != from && filled(to + 1);
                if (!left && !right) visit(to);
            }
        }
    }
    // Whether moving filled cell `from` to empty cell `to` keeps the clue.
    bool keeps_clue(int from, int to) const {
        bool keeps = false;
        for_each_move(from, [&](int target) { keeps = keeps || target == to; });
        return keeps;
    }

private:
    std::vector<char> filled_;
    std::vector<int> block_;  // per cell: its block, or -1
    std::vector<int> start_, end_;  // per block: its first and last cell
};

// One line of a colour solution: each cell's colour, the run (of one colour, background
// included) each cell lies in, and how many foreground runs start before each cell.
class ColourLineRuns {
public:
    ColourLineRuns(const Puzzle& puzzle, const Grid& solution, int line)
        : ref_(puzzle, line), colours_(line_colours(puzzle, line)) {
        const auto n = static_cast<std::size_t>(ref_.length);
        colour_.resize(n);
        first_.resize(n);
        last_.resize(n);
        runs_before_.resize(n + 1, 0);
        for (std::size_t i = 0; i < n; ++i) {
            colour_[i] = cell_colour(solution.cells()[ref_.cell(static_cast<int>(i))]);
            const bool starts = i == 0 || colour_[i] != colour_[i - 1];
            first_[i] = starts ? i : first_[i - 1];
            runs_before_[i + 1] = runs_before_[i] + (starts && colour_[i] != 0 ? 1 : 0);
        }
        for (std::size_t i = n; i-- > 0;) last_[i] = i + 1 == n || colour_[i + 1] != colour_[i] ? i : last_[i + 1];
    }

    int colour(int i) const { return colour_[static_cast<std::size_t>(i)]; }
    // Whether exchanging the colours of cells i < j keeps the line's clue. Only the runs from
    // the one through i - 1 to the one through j + 1 can change (their outer edges stay), so
    // those are compared with the clue's blocks that were there, as they are met.
    bool keeps_clue(int i, int j) const {
        // A foreground cell inside its run (not at either end) splits it, and the part left
        // before it is a shorter block where the clue has the whole one.
        if (inside_run(i) || inside_run(j)) return false;
        const auto n = colour_.size();
        const std::size_t from = i > 0 ? first_[static_cast<std::size_t>(i - 1)] : 0;
        const std::size_t to = static_cast<std::size_t>(j) + 1 < n ? last_[static_cast<std::size_t>(j + 1)] : n - 1;
        const auto at = [&](std::size_t k) {
            return k == static_cast<std::size_t>(i) ? colour(j) : k == static_cast<std::size_t>(j) ? colour(i) : colour_[k];
        };
        std::size_t block = runs_before_[from];
        for (std::size_t k = from; k <= to;) {
            const int here = at(k);
            std::size_t end = k + 1;
            while (end <= to && at(end) == here) ++end;
            if (here != 0) {
                if (block == runs_before_[to + 1] || ref_.clue()[block] != static_cast<int>(end - k) ||
                    colours_[block] != here)
                    return false;
                ++block;
            }
            k = end;
        }
        return block == runs_before_[to + 1];
    }

private:
    bool inside_run(int i) const {
        const auto k = static_cast<std::size_t>(i);
        return colour_[k] != 0 && first_[k] < k && last_[k] > k;
    }

    LineRef ref_;
    std::span<const int> colours_;
    std::vector<int> colour_;
    std::vector<std::size_t> first_, last_, runs_before_;
};

// A colour puzzle's swaps: two colours x != y (the background one of them or not) at the
// corners of a rectangle, x at (r1, c1) and (r2, c2), y at the other two, exchanged. The
// pairs of cells of each row whose exchange keeps the row's clue are found first; two rows
// with one such pair, colours crossed, make a swap when both columns keep their clues.
std::vector<Grid> colour_swap_solutions(const Puzzle& puzzle, const Grid& solution, std::size_t limit) {
    std::vector<Grid> found;
    const int width = puzzle.width, height = puzzle.height;
    std::vector<ColourLineRuns> rows, columns;
    for (int r = 0; r < height; ++r) rows.emplace_back(puzzle, solution, r);
    for (int c = 0; c < width; ++c) columns.emplace_back(puzzle, solution, height + c);
    std::vector<std::vector<std::pair<int, int>>> keeps(static_cast<std::size_t>(height));
    for (int r = 0; r < height; ++r)
        for (int c1 = 0; c1 < width; ++c1)
            for (int c2 = c1 + 1; c2 < width; ++c2)
                if (rows[r].colour(c1) != rows[r].colour(c2) && rows[r].keeps_clue(c1, c2)) keeps[r].emplace_back(c1, c2);
    for (int r1 = 0; r1 < height; ++r1) {
        for (const auto& [c1, c2] : keeps[r1]) {
            for (int r2 = r1 + 1; r2 < height && found.size() < limit; ++r2) {
                if (rows[r2].colour(c1) != rows[r1].colour(c2) || rows[r2].colour(c2) != rows[r1].colour(c1)) continue;
                if (!rows[r2].keeps_clue(c1, c2) || !columns[c1].keeps_clue(r1, r2) || !columns[c2].keeps_clue(r1, r2))
                    continue;
                Grid swapped = solution;
                swapped.set(r1, c1, solution.at(r1, c2));
                swapped.set(r1, c2, solution.at(r1, c1));
                swapped.set(r2, c1, solution.at(r2, c2));
                swapped.set(r2, c2, solution.at(r2, c1));
                if (satisfies(puzzle, swapped)) found.push_back(std::move(swapped));  // (a check, as for black and white)
            }
        }
    }
    return found;
}

}  // namespace

std::vector<Grid> swap_solutions(const Puzzle& puzzle, const Grid& solution, std::size_t limit) {
    std::vector<Grid> found;
    if (limit == 0) return found;
    if (is_colour_puzzle(puzzle)) return colour_swap_solutions(puzzle, solution, limit);
    std::vector<LineBlocks> rows, columns;
    for (int row = 0; row < puzzle.height; ++row) rows.emplace_back(solution, true, row);
    for (int column = 0; column < puzzle.width; ++column) columns.emplace_back(solution, false, column);
    // Each swap has one filled corner in its upper row, (r1, c1); the filled cell of row r1
    // moves to c2, that of column c1 to r2 below, and the lower row's and c2's back.
    for (int r1 = 0; r1 < puzzle.height; ++r1) {
        for (int c1 = 0; c1 < puzzle.width; ++c1) {
            if (!rows[r1].filled(c1)) continue;
            rows[r1].for_each_move(c1, [&](int c2) {
                columns[c1].for_each_move(r1, [&](int r2) {
                    if (r2 < r1 || found.size() >= limit) return;
                    if (!rows[r2].filled(c2) || rows[r2].filled(c1)) return;
                    if (!rows[r2].keeps_clue(c2, c1) || !columns[c2].keeps_clue(r2, r1)) return;
                    Grid swapped = solution;
                    swapped.set(r1, c1, Cell::Empty);
                    swapped.set(r2, c2, Cell::Empty);
                    swapped.set(r1, c2, Cell::Filled);
                    swapped.set(r2, c1, Cell::Filled);
                    // A check, independent of the moves above, that the swapped picture
                    // is a solution before it is counted (each swap is met once: r1 < r2).
                    if (satisfies(puzzle, swapped)) found.push_back(std::move(swapped));
                });
            });
            if (found.size() >= limit) return found;
        }
    }
    return found;
}

bool count_swap_solutions(const Puzzle& puzzle, const Grid& solution, KnownSolutions& known,
                          const SolveOptions& options, SolveResult& result, TraceRecorder& trace,
                          const std::vector<Cell>& cells, std::size_t depth) {
    if (options.max_solutions == 0 || result.solution_count >= options.max_solutions) return false;
    // Swaps the other searches have had are skipped, so ask for as many as are still wanted
    // plus a few to spare.
    const std::size_t wanted = options.max_solutions - result.solution_count;
    for (const Grid& swapped : swap_solutions(puzzle, solution, std::max(wanted, wanted + 4))) {
        if (!known.insert(swapped)) continue;
        ++result.solution_count;
        ++result.stats.swap_solutions;
        if (trace.on()) trace.solution_elsewhere(swapped, cells, result.solution_count, depth, "swap");
        if (result.solutions.size() < options.keep_solutions) result.solutions.push_back(swapped);
        if (result.solution_count >= options.max_solutions) return true;
    }
    return false;
}

}  // namespace nono::detail
