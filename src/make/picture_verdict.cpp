// Is this picture a good puzzle: line logic first (it settles line-solvable pictures and
// contradictions without the engine), then the engine (max 2 solutions), then the level.
// Every front end that judges a made picture asks this (nono/make.hpp, picture_verdict).
#include "nono/make.hpp"
#include "nono/solver.hpp"

namespace nono {

namespace {

// The level of a unique picture: D1 when line logic finished it (no need to run the level
// search for that), else what the level search finds within its work and time.
LevelResult picture_level(const Puzzle& puzzle, const PictureVerdict& verdict, const VerdictOptions& options) {
    LevelOptions level;
    level.max_level = options.max_level;
    level.max_work = options.level_work;
    level.timeout_seconds = options.timeout_seconds;
    if (!verdict.line_solvable) return difficulty_level(puzzle, level);
    LevelResult result;
    result.outcome = LevelOutcome::Level;
    result.level = 1;
    result.cap = level.max_level > 0 ? level.max_level : default_max_level(puzzle.width, puzzle.height);
    return result;
}

}  // namespace

PictureVerdict picture_verdict(const Puzzle& puzzle, const VerdictOptions& options) {
    PictureVerdict verdict;
    const LineLogicResult lines = line_logic(puzzle, options.timeout_seconds);
    for (const Cell cell : lines.grid.cells()) verdict.open_cells += cell_colour(cell) < 0;
    verdict.line_solvable = lines.outcome == LineLogicResult::Outcome::Solved;
    if (verdict.line_solvable) {
        // Line logic is sound, so a grid it completes is the only solution.
        verdict.verdict = Verdict::Unique;
        verdict.rating = SearchRating::Lines;
    } else if (lines.outcome == LineLogicResult::Outcome::Contradiction) {
        verdict.verdict = Verdict::None;
        verdict.rating = SearchRating::Lines;
    } else if (options.search) {
        SolveOptions solve_options;
        solve_options.max_solutions = 2;
        solve_options.keep_solutions = 0;
        solve_options.timeout_seconds = options.timeout_seconds;
        const SolveResult result = solve(puzzle, solve_options);
        verdict.verdict = result.verdict;
        const bool decided = result.verdict == Verdict::Unique || result.verdict == Verdict::Multiple ||
                             result.verdict == Verdict::None;
        // Line logic stopped at its limit cannot tell lines from probing; a guess says search.
        if (decided && result.stats.guesses > 0)
            verdict.rating = SearchRating::Search;
        else if (decided && lines.outcome == LineLogicResult::Outcome::Stalled)
            verdict.rating = SearchRating::Probing;
    }
    // Levels are black-and-white only, and computed for sides up to 64.
    if (options.level && verdict.verdict == Verdict::Unique && !is_colour_puzzle(puzzle) && puzzle.width <= 64 &&
        puzzle.height <= 64)
        verdict.level = picture_level(puzzle, verdict, options);
    return verdict;
}

}  // namespace nono
