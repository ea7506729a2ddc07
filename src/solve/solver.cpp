// Public entry point of the engine: sets up the board and search, and turns how the search
// ended into a verdict.
#include "nono/solver.hpp"

#include <chrono>
#include <stdexcept>

#include "search.hpp"

namespace nono {

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

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options) {
    // An invalid puzzle (clue lists not matching the sizes, a clue longer than its line...)
    // would index past the board; refuse it rather than answer something meaningless.
    if (const auto problems = validation_problems(puzzle); !problems.empty())
        throw std::invalid_argument("nono::solve: invalid puzzle: " + problems.front());
    const auto start = std::chrono::steady_clock::now();
    SolveResult result;
    CompleteLineSolver complete;
    CachedLineSolver line_solver(complete);
    detail::Board board(puzzle, line_solver, result.stats);
    if (options.timeout_seconds > 0)
        board.set_deadline(start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                       std::chrono::duration<double>(options.timeout_seconds)));
    detail::Search(board, options, result).run();

    const std::uint64_t found = result.solution_count;
    if (result.exhausted)
        result.verdict = found == 0 ? Verdict::None : found == 1 ? Verdict::Unique : Verdict::Multiple;
    else if (found >= 2)
        result.verdict = Verdict::Multiple;
    else if (result.limit.empty() && found == 1)
        result.verdict = Verdict::Found;  // stopped at max_solutions == 1
    else
        result.verdict = Verdict::Undecided;
    result.stats.line_cache_hits = line_solver.hits();
    result.stats.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace nono
