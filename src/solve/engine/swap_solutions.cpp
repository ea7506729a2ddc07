// A swap exchanges two cells of each of its four lines, of two different colours (black and
// white: a filled cell moves to an empty one). Such an exchange keeps a line's clue only
// between the edges of runs (a foreground cell inside its run would split it), within the
// reach of the foreground cell's run (LineRuns::for_each_reach), and then only the runs around
// the two cells can change: so the few exchanges in reach are followed, each checked on those
// runs alone, rather than every rectangle tried.
#include "swap_solutions.hpp"

#include <algorithm>
#include <bit>
#include <optional>
#include <span>
#include <utility>

#include "known_solutions.hpp"
#include "model/line_ref.hpp"
#include "trace_recorder.hpp"

namespace nono::detail {

namespace {

// One line of a solution: each cell's colour (black and white: filled 1, empty 0), the run (of
// one colour, background included) each cell lies in, and how many foreground runs start
// before each cell.
class LineRuns {
public:
    LineRuns(const Puzzle& puzzle, const Grid& solution, int line)
        : ref_(puzzle, line), colours_(line_colours(puzzle, line)), cells_(static_cast<std::size_t>(ref_.length) + 1) {
        for (int i = 0; i < length(); ++i) {
            CellRun& here = cells_[static_cast<std::size_t>(i)];
            here.colour = std::countr_zero(static_cast<unsigned>(solution.cells()[ref_.cell(i)]));
            const bool starts = i == 0 || here.colour != colour(i - 1);
            here.first = starts ? i : cell(i - 1).first;
            cells_[static_cast<std::size_t>(i) + 1].runs_before = here.runs_before + (starts && here.colour != 0 ? 1 : 0);
        }
        for (int i = length(); i-- > 0;)
            cells_[static_cast<std::size_t>(i)].last = i + 1 == length() || colour(i + 1) != colour(i) ? i : cell(i + 1).last;
    }

    int colour(int i) const { return cell(i).colour; }
    // Whether exchanging the colours of cells i and j keeps the line's clue. Only the runs from
    // the one through the first's left neighbour to the one through the last's right can
    // change (their outer edges stay), so those are compared with the clue's blocks that were
    // there, as they are met.
    bool keeps_clue(int i, int j) const {
        if (i > j) std::swap(i, j);
        // A foreground cell inside its run (not at either end) splits it, and the part left
        // before it is a shorter block where the clue has the whole one.
        if (inside_run(i) || inside_run(j)) return false;
        const int from = i > 0 ? cell(i - 1).first : 0, to = j + 1 < length() ? cell(j + 1).last : length() - 1;
        const auto at = [&](int k) { return k == i ? colour(j) : k == j ? colour(i) : colour(k); };
        int block = cell(from).runs_before;
        const int blocks_to = cell(to + 1).runs_before;
        for (int k = from; k <= to;) {
            const int here = at(k);
            int end = k + 1;
            while (end <= to && at(end) == here) ++end;
            if (here != 0) {
                if (block == blocks_to || ref_.clue()[block] != end - k || (colours_.empty() ? 1 : colours_[block]) != here)
                    return false;
                ++block;
            }
            k = end;
        }
        return block == blocks_to;
    }

    // Calls visit(j) for the cells j, going from cell `i` (a foreground cell, not inside its
    // run) by `side` (1 or -1), whose exchange with i may keep the clue, nearest first. A run of
    // one cell may go up to the first longer run passed whole with a cell to spare (the colours
    // before that run change by one cell, so the blocks before it can be neither as they were
    // nor one block more or fewer), and not beside another cell of its colour (it would join
    // that run: a block of its colour fewer); a longer run only shifts by one, its end to one
    // past its other end (anywhere else, what is left of it is a shorter block at the whole
    // one's place).
    template <typename Visit>
    void for_each_reach(int i, int side, Visit visit) const {
        const CellRun& run = cell(i);
        if (run.first != run.last) {
            const int j = run.first == i ? run.last + 1 : run.first - 1;
            if ((j - i) * side > 0 && j >= 0 && j < length()) visit(j);
            return;
        }
        for (int j = i + side; j >= 0 && j < length() && !longer_run_ends(i, j - 2 * side, side); j += side)
            if (!colour_beside(j, i, colour(i))) visit(j);
    }
    // Whether cell i is a foreground cell inside its run (not at either end).
    bool inside_run(int i) const { return cell(i).colour != 0 && cell(i).first < i && cell(i).last > i; }

private:
    struct CellRun {
        int colour = 0, first = 0, last = 0;  // the cell's colour, and its run's first and last cell
        int runs_before = 0;                  // foreground runs that start before the cell
    };
    const CellRun& cell(int i) const { return cells_[static_cast<std::size_t>(i)]; }
    int length() const { return ref_.length; }
    // Whether a foreground run of two cells or more ends at cell k, going from cell `from` by
    // `side`, with a cell between it and `from`.
    bool longer_run_ends(int from, int k, int side) const {
        if ((k - from) * side < 2 || colour(k) == 0) return false;
        const int near = side > 0 ? cell(k).first : cell(k).last, far = side > 0 ? cell(k).last : cell(k).first;
        return far == k && near != k && (near - from) * side >= 2;
    }
    // Whether a neighbour of cell j but `except` has colour x.
    bool colour_beside(int j, int except, int x) const {
        return (j > 0 && j - 1 != except && colour(j - 1) == x) || (j + 1 < length() && j + 1 != except && colour(j + 1) == x);
    }

    LineRef ref_;
    std::span<const int> colours_;  // (empty in black and white: every block is colour 1)
    std::vector<CellRun> cells_;    // one more than the line's: runs_before of all the runs
};

}  // namespace

// Each swap has two colours x > y (black and white: filled and empty) at the corners of a
// rectangle, x at (r1, c1) and (r2, c2), y at the other two, r1 < r2; exchanged. Each is met
// once, in the order black and white has always met them (its swaps, and so its counts, stay
// as they were): by r1, c1, then c2 from c1 leftwards and then rightwards, then r2.
std::vector<Grid> swap_solutions(const Puzzle& puzzle, const Grid& solution, std::size_t limit) {
    std::vector<Grid> found;
    if (limit == 0) return found;
    const int width = puzzle.width, height = puzzle.height;
    std::vector<LineRuns> rows, columns;
    for (int r = 0; r < height; ++r) rows.emplace_back(puzzle, solution, r);
    for (int c = 0; c < width; ++c) columns.emplace_back(puzzle, solution, height + c);
    for (int r1 = 0; r1 < height; ++r1) {
        for (int c1 = 0; c1 < width; ++c1) {
            if (rows[r1].colour(c1) == 0 || rows[r1].inside_run(c1)) continue;
            for (int side : {-1, 1}) {
                rows[r1].for_each_reach(c1, side, [&](int c2) {
                    const int x = rows[r1].colour(c1), y = rows[r1].colour(c2);
                    if (y >= x) return;
                    std::optional<bool> upper_keeps;  // the upper row's clue, checked once the corners fit
                    columns[c1].for_each_reach(r1, 1, [&](int r2) {
                        if (found.size() >= limit || rows[r2].colour(c1) != y || rows[r2].colour(c2) != x) return;
                        if (!upper_keeps) upper_keeps = rows[r1].keeps_clue(c1, c2);
                        if (!*upper_keeps || !columns[c1].keeps_clue(r1, r2) || !rows[r2].keeps_clue(c1, c2) ||
                            !columns[c2].keeps_clue(r1, r2))
                            return;
                        Grid swapped = solution;
                        swapped.set(r1, c1, solution.at(r1, c2));
                        swapped.set(r1, c2, solution.at(r1, c1));
                        swapped.set(r2, c1, solution.at(r2, c2));
                        swapped.set(r2, c2, solution.at(r2, c1));
                        // A check, independent of the runs above, that the swapped picture is a
                        // solution before it is counted.
                        if (satisfies(puzzle, swapped)) found.push_back(std::move(swapped));
                    });
                });
            }
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
