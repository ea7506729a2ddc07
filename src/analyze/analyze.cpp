// One puzzle's full analysis: the engine's verdict and statistics, line logic, the D_k level
// and, for several solutions, where the first two differ. Each part is computed by its own
// module; this file only decides which to run, gives them one deadline, and combines them.
#include <algorithm>
#include <chrono>

#include "nono/analyze.hpp"

namespace nono {

std::string_view search_rating_name(SearchRating rating) {
    switch (rating) {
        case SearchRating::Lines: return "lines";
        case SearchRating::Probing: return "probing";
        case SearchRating::Search: return "search";
    }
    return "search";
}

bool Analysis::limit_reached() const {
    return solve.verdict == Verdict::Undecided || lines.outcome == LineLogicResult::Outcome::Stopped ||
           (level && level->outcome == LevelOutcome::Stopped);
}

Analysis analyze(const Puzzle& puzzle, const AnalysisOptions& options) {
    // One deadline for every phase: what the search leaves of the time is what line logic
    // has, and then the level. A phase reached past the deadline still gets a token time
    // (0 would mean no limit) and stops at its first check.
    using Clock = std::chrono::steady_clock;
    const Clock::time_point start = Clock::now();
    const double timeout = options.solve.timeout_seconds;
    auto time_left = [&](double limit) {
        if (limit <= 0) return 0.0;
        const double left = limit - std::chrono::duration<double>(Clock::now() - start).count();
        return std::max(left, 1e-9);
    };
    Analysis analysis;
    SolveOptions solve_options = options.solve;
    solve_options.max_solutions =
        solve_options.max_solutions == 0 ? 0 : std::max<std::uint64_t>(solve_options.max_solutions, 2);
    solve_options.keep_solutions = std::max<std::uint64_t>(solve_options.keep_solutions, 2);
    analysis.solve = solve(puzzle, solve_options);
    analysis.lines = line_logic(puzzle, time_left(timeout), options.solve.interrupt);

    const SolveResult& found = analysis.solve;
    const bool decided = found.verdict == Verdict::Unique || found.verdict == Verdict::Multiple ||
                         found.verdict == Verdict::None;
    if (decided) {
        // Line logic stopped at the limit cannot tell lines from probing; a guess says search.
        const LineLogicResult::Outcome lines = analysis.lines.outcome;
        if (lines == LineLogicResult::Outcome::Solved || lines == LineLogicResult::Outcome::Contradiction)
            analysis.rating = SearchRating::Lines;
        else if (found.stats.guesses > 0)
            analysis.rating = SearchRating::Search;
        else if (lines == LineLogicResult::Outcome::Stalled)
            analysis.rating = SearchRating::Probing;
    }
    if (found.solutions.size() >= 2) {
        Grid difference = found.solutions[0];
        const Grid& second = found.solutions[1];
        for (std::size_t i = 0; i < difference.cells().size(); ++i)
            if (difference.cells()[i] != second.cells()[i]) difference.cells()[i] = Cell::Unknown;
        analysis.difference = difference;
    }
    if (options.levels) {
        LevelOptions level = options.level;
        const double own = level.timeout_seconds;
        const double shared = time_left(timeout);
        level.timeout_seconds = own <= 0 ? shared : shared <= 0 ? own : std::min(own, shared);
        if (level.interrupt == nullptr) level.interrupt = options.solve.interrupt;
        analysis.level = difficulty_level(puzzle, level);
    }
    return analysis;
}

}  // namespace nono
