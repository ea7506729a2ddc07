// A swap exchanges two cells of each of its four lines, of two different colours (black and
// white: a filled cell moves to an empty one). Such an exchange keeps a line's clue only
// between the edges of runs (a foreground cell inside its run would split it), within the
// reach of the foreground cell's run (LineRuns::for_each_reach), and then only the runs around
// the two cells can change: so the few exchanges in reach are followed, each checked on those
// runs alone, rather than every rectangle tried.
#include "swap_solutions.hpp"

#include <algorithm>
#include <bit>
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
        : ref_(puzzle, line), colours_(line_colours(puzzle, line)) {
        const auto n = static_cast<std::size_t>(ref_.length);
        colour_.resize(n);
        first_.resize(n);
        last_.resize(n);
        runs_before_.resize(n + 1, 0);
        for (std::size_t i = 0; i < n; ++i) {
            colour_[i] = std::countr_zero(static_cast<unsigned>(solution.cells()[ref_.cell(static_cast<int>(i))]));
            const bool starts = i == 0 || colour_[i] != colour_[i - 1];
            first_[i] = starts ? i : first_[i - 1];
            runs_before_[i + 1] = runs_before_[i] + (starts && colour_[i] != 0 ? 1 : 0);
        }
        for (std::size_t i = n; i-- > 0;) last_[i] = i + 1 == n || colour_[i + 1] != colour_[i] ? i : last_[i + 1];
    }

    int colour(int i) const { return colour_[static_cast<std::size_t>(i)]; }
    // Whether exchanging the colours of cells i and j keeps the line's clue. Only the runs from
    // the one through the first's left neighbour to the one through the last's right can
    // change (their outer edges stay), so those are compared with the clue's blocks that were
    // there, as they are met.
    bool keeps_clue(int i, int j) const {
        if (i > j) std::swap(i, j);
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
                    (colours_.empty() ? 1 : colours_[block]) != here)
                    return false;
                ++block;
            }
            k = end;
        }
        return block == runs_before_[to + 1];
    }

    // Calls visit(j) for the cells j, going from cell `i` (a foreground cell, not inside its
    // run) by `side` (1 or -1), whose exchange with i may keep the clue, nearest first. A run of
    // one cell may go up to the first longer run passed whole with a cell to spare (the colours
    // before that run change by one cell, so the blocks before it can be neither as they were
    // nor one block more or fewer); a longer run only shifts by one, its end to one past its
    // other end (anywhere else, what is left of it is a shorter block at the whole one's place).
    template <typename Visit>
    void for_each_reach(int i, int side, Visit visit) const {
        const auto at = static_cast<std::size_t>(i);
        const int first = static_cast<int>(first_[at]), last = static_cast<int>(last_[at]);
        if (first != last) {
            const int j = first == i ? last + 1 : first - 1;
            if ((j - i) * side > 0 && j >= 0 && j < length()) visit(j);
            return;
        }
        for (int j = i + side; j >= 0 && j < length() && !longer_run_ends(i, j - 2 * side, side); j += side) visit(j);
    }
    // Whether cell i is a foreground cell inside its run (not at either end).
    bool inside_run(int i) const {
        const auto k = static_cast<std::size_t>(i);
        return colour_[k] != 0 && first_[k] < k && last_[k] > k;
    }

private:
    int length() const { return static_cast<int>(colour_.size()); }
    // Whether a foreground run of two cells or more ends at cell k, going from cell `from` by
    // `side`, with a cell between it and `from`.
    bool longer_run_ends(int from, int k, int side) const {
        if ((k - from) * side < 2 || colour(k) == 0) return false;
        const auto at = static_cast<std::size_t>(k);
        const auto near = static_cast<int>(side > 0 ? first_[at] : last_[at]);
        const auto far = static_cast<int>(side > 0 ? last_[at] : first_[at]);
        return far == k && near != k && (near - from) * side >= 2;
    }

    LineRef ref_;
    std::span<const int> colours_;  // (empty in black and white: every block is colour 1)
    std::vector<int> colour_;
    std::vector<std::size_t> first_, last_, runs_before_;
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
    // Whether the lower row r2 has the upper row's colours the other way round, and it and both
    // columns keep their clues.
    const auto swaps = [&](int r1, int c1, int r2, int c2) {
        return rows[r2].colour(c2) == rows[r1].colour(c1) && rows[r2].colour(c1) == rows[r1].colour(c2) &&
               columns[c1].keeps_clue(r1, r2) && rows[r2].keeps_clue(c1, c2) && columns[c2].keeps_clue(r1, r2);
    };
    for (int r1 = 0; r1 < height; ++r1) {
        for (int c1 = 0; c1 < width; ++c1) {
            if (rows[r1].colour(c1) == 0 || rows[r1].inside_run(c1)) continue;
            for (int side : {-1, 1}) {
                rows[r1].for_each_reach(c1, side, [&](int c2) {
                    if (rows[r1].colour(c2) >= rows[r1].colour(c1) || !rows[r1].keeps_clue(c1, c2)) return;
                    columns[c1].for_each_reach(r1, 1, [&](int r2) {
                        if (found.size() >= limit || !swaps(r1, c1, r2, c2)) return;
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
