// The table of solving strategies by name: the one place a strategy is registered (the CLI's
// --algorithm choices and `nono algorithms` are read from it), and what every strategy shares:
// validation, option checks, timing and the verdict.
#include <chrono>
#include <stdexcept>
#include <string>
#include <typeinfo>

#include "model/line_ref.hpp"
#include "nono/line_solver.hpp"
#include "nono/solver.hpp"
#include "registry.hpp"

namespace nono {

namespace {

constexpr StrategyInfo kStrategies[] = {
    {"engine", "propagation with the complete line solver, probing, and backtracking (default)",
     true, detail::make_engine_strategy},
    {"brute-force", "random grids with cells filled at the clues' density until one fits (R's \"force\"); "
     "--exhaustive: every grid, pruned by rows, up to 40 cells",
     false, detail::make_brute_force_strategy},
    {"perm-elim", "permutation elimination (R's): every vector of each line, crossing lines filtered until "
     "nothing changes; --then-search backtracks over what is left",
     false, detail::make_perm_elim_strategy},
    {"backtrack", "cell by cell in row order, each partial row and column checked against its clue",
     true, detail::make_backtrack_strategy},
    {"simpson", "Simpson's: a chosen line solver, lines taken by his score, both values of a cell guessed",
     true, detail::make_simpson_strategy},
};

}  // namespace

namespace detail {

void refuse_costly_lines(const Puzzle& puzzle, std::string_view line_solver) {
    std::unique_ptr<LineSolver> solver;
    try {
        solver = make_line_solver(line_solver);  // throws on an unknown name, naming the known solvers
    } catch (const std::invalid_argument& unknown) {
        throw StrategyRefused(unknown.what());
    }
    if (is_colour_puzzle(puzzle) && !find_line_solver(line_solver)->colour)
        throw StrategyRefused(black_and_white_only(line_solver));
    for (int line = 0; line < line_count(puzzle); ++line) {
        const LineRef ref(puzzle, line);
        if (std::string why = solver->refusal(ref.clue(), line_colours(puzzle, line), ref.length); !why.empty())
            throw StrategyRefused((ref.is_row ? "row " : "column ") + std::to_string(ref.index + 1) + ": " + why);
    }
}

}  // namespace detail

std::string_view verdict_name(Verdict verdict) {
    switch (verdict) {
        case Verdict::Unique: return "unique";
        case Verdict::Multiple: return "multiple";
        case Verdict::None: return "none";
        case Verdict::Found: return "found";
        case Verdict::Undecided: return "undecided";
    }
    return "undecided";
}

std::string_view stop_reason_name(StopReason reason) {
    switch (reason) {
        case StopReason::Exhausted: return "exhausted";
        case StopReason::Solutions: return "solutions";
        case StopReason::Time: return "time";
        case StopReason::Nodes: return "nodes";
        case StopReason::Conflicts: return "conflicts";
        case StopReason::Iterations: return "iterations";
        case StopReason::Stalled: return "stalled";
        case StopReason::Interrupted: return "interrupted";
    }
    return "exhausted";
}

Verdict verdict_for(std::uint64_t solution_count, StopReason stop) {
    if (stop == StopReason::Exhausted)
        return solution_count == 0 ? Verdict::None
               : solution_count == 1 ? Verdict::Unique
                                     : Verdict::Multiple;
    if (solution_count >= 2) return Verdict::Multiple;
    if (stop == StopReason::Solutions && solution_count == 1) return Verdict::Found;
    return Verdict::Undecided;
}

void Strategy::check(const Puzzle&, const SolveOptions&) const {}

std::span<const StrategyInfo> strategies() { return kStrategies; }

const StrategyInfo* find_strategy(std::string_view name) {
    for (const StrategyInfo& info : kStrategies)
        if (info.name == name) return &info;
    return nullptr;
}

std::unique_ptr<Strategy> make_strategy(std::string_view name) {
    if (const StrategyInfo* info = find_strategy(name)) return info->make();
    std::string known;
    for (const StrategyInfo& info : kStrategies) known += (known.empty() ? "" : ", ") + std::string(info.name);
    throw std::invalid_argument("unknown algorithm '" + std::string(name) + "' (known: " + known + ")");
}

SolveResult solve(Strategy& strategy, const Puzzle& puzzle, const SolveOptions& options,
                  TraceObserver* observer) {
    // An invalid puzzle (clue lists not matching the sizes, a clue longer than its line...)
    // would index past the board; refuse it rather than answer something meaningless.
    if (const auto problems = validation_problems(puzzle); !problems.empty())
        throw std::invalid_argument("nono::solve: invalid puzzle: " + problems.front());
    if (is_colour_puzzle(puzzle) && !strategy.takes_colour()) {
        // The strategy does not carry its name; the table row that makes its type does.
        std::string name = "this algorithm", takers;
        for (const StrategyInfo& info : kStrategies) {
            const std::unique_ptr<Strategy> made = info.make();
            if (typeid(*made) == typeid(strategy)) name = "algorithm '" + std::string(info.name) + "'";
            if (made->takes_colour()) takers += (takers.empty() ? "" : ", ") + std::string(info.name);
        }
        throw StrategyRefused(name + " is black-and-white only; colour puzzles are solved by: " + takers);
    }
    strategy.check(puzzle, options);
    const auto start = std::chrono::steady_clock::now();
    SolveResult result;
    strategy.run(puzzle, options, result, observer);
    result.verdict = verdict_for(result.solution_count, result.stop);
    result.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options, TraceObserver* observer) {
    const std::unique_ptr<Strategy> engine = detail::make_engine_strategy();
    return solve(*engine, puzzle, options, observer);
}

}  // namespace nono
