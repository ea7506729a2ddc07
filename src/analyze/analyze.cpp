// One puzzle's full analysis: the engine's verdict and statistics, line logic, the D_k level
// and, for several solutions, where the first two differ. Each part is computed by its own
// module; this file only decides which to run and combines them.
#include <algorithm>

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

Analysis analyze(const Puzzle& puzzle, const AnalysisOptions& options) {
    Analysis analysis;
    SolveOptions solve_options = options.solve;
    solve_options.max_solutions =
        solve_options.max_solutions == 0 ? 0 : std::max<std::uint64_t>(solve_options.max_solutions, 2);
    solve_options.keep_solutions = std::max<std::uint64_t>(solve_options.keep_solutions, 2);
    analysis.solve = solve(puzzle, solve_options);
    analysis.lines = line_logic(puzzle);

    const SolveResult& found = analysis.solve;
    const bool decided = found.verdict == Verdict::Unique || found.verdict == Verdict::Multiple ||
                         found.verdict == Verdict::None;
    if (decided) {
        if (analysis.lines.outcome != LineLogicResult::Outcome::Stalled)
            analysis.rating = SearchRating::Lines;
        else if (found.stats.guesses == 0)
            analysis.rating = SearchRating::Probing;
        else
            analysis.rating = SearchRating::Search;
    }
    if (found.solutions.size() >= 2) {
        Grid difference = found.solutions[0];
        const Grid& second = found.solutions[1];
        for (std::size_t i = 0; i < difference.cells().size(); ++i)
            if (difference.cells()[i] != second.cells()[i]) difference.cells()[i] = Cell::Unknown;
        analysis.difference = difference;
    }
    if (options.levels) analysis.level = difficulty_level(puzzle, options.level);
    return analysis;
}

}  // namespace nono
