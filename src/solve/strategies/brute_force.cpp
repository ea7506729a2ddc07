// The "brute-force" strategy, the R nonogram package's "force" method. By default it proposes
// random grids, each cell filled with probability p = (sum of the row clues) / (width x
// height), until one satisfies every clue or max_iterations proposals were made: it can only
// find a solution, never prove one unique or absent. With `exhaustive` it instead combines
// every row pattern that fits its row clue (all 2^(width x height) grids, pruned by rows) and
// checks the columns of each, which counts the solutions exactly, up to 40 cells.
#include <cmath>
#include <cstdio>
#include <random>
#include <string>

#include "permutation_sets.hpp"
#include "registry.hpp"
#include "solve/limits.hpp"
#include "trace_grid.hpp"

namespace nono::detail {

namespace {

constexpr int kMaxExhaustiveCells = 40;
constexpr std::uint64_t kProgressEvery = 1u << 16;  // grids between Progress steps

std::string grids_needed(std::size_t cells) {
    char text[96];
    std::snprintf(text, sizeof text, "2^%zu (about %.2g) grids", cells, std::ldexp(1.0, static_cast<int>(cells)));
    return text;
}

void propose(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result, TraceGrid& trace, Limits& limits) {
    std::uint64_t filled = 0;
    for (const Clue& clue : puzzle.rows)
        for (int block : clue) filled += static_cast<std::uint64_t>(block);
    Grid grid(puzzle.width, puzzle.height);
    std::vector<Cell>& cells = grid.cells();
    const double p = static_cast<double>(filled) / static_cast<double>(cells.size());
    std::mt19937_64 rng(options.seed);
    std::bernoulli_distribution fill(p);
    for (std::uint64_t proposals = 1;; ++proposals) {
        for (Cell& cell : cells) cell = fill(rng) ? Cell::Filled : Cell::Empty;
        result.stats.iterations = result.stats.candidates = proposals;
        if (satisfies(puzzle, grid)) {
            record_solution(puzzle, options, cells, 0, result, trace);
            result.stop = StopReason::Solutions;
            result.message = "found by random proposal " + std::to_string(proposals) +
                             "; random proposals cannot tell whether it is the only solution";
            return;
        }
        if (trace.tracing() && proposals % kProgressEvery == 0) trace.emit(Step::make_progress(proposals));
        if (options.max_iterations != 0 && proposals >= options.max_iterations) {
            result.stop = StopReason::Iterations;
            char p_text[32];
            std::snprintf(p_text, sizeof p_text, "%.3f", p);
            result.message = "gave up after " + std::to_string(proposals) + " random proposals (fill p = " +
                             p_text + ") without a solution";
            return;
        }
        if (limits.reached(result.stop)) return;
    }
}

void enumerate(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result, TraceGrid& trace,
               Limits& limits) {
    const int height = puzzle.height, width = puzzle.width;
    std::vector<std::vector<std::uint64_t>> patterns(static_cast<std::size_t>(height));
    for (int row = 0; row < height; ++row) {
        for_each_placement(puzzle.rows[row], width, [&](std::uint64_t mask) { patterns[row].push_back(mask); });
        if (patterns[row].empty()) return;  // min_length fits (validated), so never; kept for safety
    }
    // An odometer over the rows' patterns: every grid whose rows all fit their clues.
    std::vector<std::size_t> choice(static_cast<std::size_t>(height), 0);
    Grid grid(width, height);
    std::vector<Cell>& cells = grid.cells();
    for (;;) {
        for (int row = 0; row < height; ++row)
            for (int column = 0; column < width; ++column)
                cells[static_cast<std::size_t>(row) * width + column] =
                    (patterns[row][choice[row]] >> column) & 1u ? Cell::Filled : Cell::Empty;
        ++result.stats.candidates;
        if (satisfies(puzzle, grid)) {
            record_solution(puzzle, options, cells, 0, result, trace);
            if (solution_limit_reached(options, result)) return;
        }
        if (trace.tracing() && result.stats.candidates % kProgressEvery == 0) trace.emit(Step::make_progress(result.stats.candidates));
        int row = height - 1;
        while (row >= 0 && ++choice[row] == patterns[row].size()) choice[row--] = 0;
        if (row < 0) break;
        if (limits.reached(result.stop)) return;
    }
    result.stop = StopReason::Exhausted;
    if (trace.tracing()) trace.emit(Step::make_progress(result.stats.candidates));
}

class BruteForceStrategy final : public Strategy {
public:
    void check(const Puzzle& puzzle, const SolveOptions& options) const override {
        const std::size_t cells = static_cast<std::size_t>(puzzle.width) * static_cast<std::size_t>(puzzle.height);
        if (options.max_nodes != 0)
            throw StrategyRefused("brute-force makes no guesses, so a node limit means nothing to it; "
                                  "limit the proposals (max iterations) or the time instead");
        if (options.exhaustive && cells > kMaxExhaustiveCells)
            throw StrategyRefused("brute-force --exhaustive would enumerate " + grids_needed(cells) + " for this " +
                                  std::to_string(puzzle.width) + "x" + std::to_string(puzzle.height) +
                                  " puzzle; it takes at most " + std::to_string(kMaxExhaustiveCells) +
                                  " cells: use an exact algorithm (engine, backtrack, simpson)");
        if (!options.exhaustive && options.max_solutions == 0)
            throw StrategyRefused("random proposals cannot find every solution or count them: "
                                  "use brute-force --exhaustive (at most 40 cells) or an exact algorithm");
    }

    void run(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result,
             TraceObserver* observer) override {
        result.deduced = Grid(puzzle.width, puzzle.height);
        TraceGrid trace(observer, result.deduced.cells().size());
        Limits limits(options);
        if (options.exhaustive) enumerate(puzzle, options, result, trace, limits);
        else propose(puzzle, options, result, trace, limits);
    }
};

}  // namespace

std::unique_ptr<Strategy> make_brute_force_strategy() { return std::make_unique<BruteForceStrategy>(); }

}  // namespace nono::detail
