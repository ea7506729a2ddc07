// Difficulty analysis of one puzzle: is it line-solvable (D_1), its exact level D_k (the least
// number of lines that must be considered together to solve it one deduction set at a time),
// a search-based rating that works at any size, and, for a designer, where line logic stalls
// and which cells differ between two solutions. The census of whole grid sizes is census.hpp.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string_view>

#include "nono/puzzle.hpp"
#include "nono/solver.hpp"

namespace nono {

// Ordinary line solving (each row and column alone, with the complete line solver) repeated
// until nothing changes. Works at any size. Stopped: the time limit (seconds, 0 = none) or
// the interrupt flag ended it first; the grid then holds what it had decided.
struct LineLogicResult {
    enum class Outcome { Solved, Stalled, Contradiction, Stopped };
    Outcome outcome = Outcome::Stalled;
    Grid grid;  // the cells line logic decided; Unknown where it stalled
};
LineLogicResult line_logic(const Puzzle& puzzle, double timeout_seconds = 0,
                           const std::atomic<bool>* interrupt = nullptr);

// Level D_k: repeatedly take a set of at most k lines, enumerate every joint filling of them
// that fits their clues, each other and the cells known so far, and fix the cells all those
// fillings agree on. The level is the least k for which this reaches the full solution.
// D_1 is line solving. D_2 = D_3 = D_1: lines that cross without forming a cycle (a row with
// columns, a column with rows) deduce nothing that line solving does not, so no puzzle has
// level 2 or 3; the first level past line solving is D_4 (two rows with two columns).
enum class LevelOutcome {
    Level,       // the puzzle is in D_level and not in D_(level-1)
    AboveCap,    // not in D_level (level = the cap): the level is higher, or there are several solutions
    NotUnique,   // the closure over every open line at once stalls: several solutions
    NoSolution,  // the closure met a contradiction: the clues have no solution
    OutOfWork,   // the work limit stopped it; it is not in D_level (level = the last k ruled out)
    TooLarge,    // a side longer than 64 cells (the level engine works on 64-bit lines)
    Stopped,     // the time limit or the interrupt stopped it; not in D_level (the last k ruled out)
};
std::string_view level_outcome_name(LevelOutcome outcome);  // "level", "above", ...

struct LevelOptions {
    int max_level = 0;                         // 0 = default_max_level(width, height)
    std::uint64_t max_work = 2'000'000'000;  // arrangements and fillings visited (about 1 ns each); 0 = none
    double timeout_seconds = 0;                // wall time; 0 = none
    const std::atomic<bool>* interrupt = nullptr;  // set from elsewhere to stop it (Stopped)
};
// Every level up to width + height (exact) for puzzles with width + height <= 10; else 4.
int default_max_level(int width, int height);

struct LevelResult {
    LevelOutcome outcome = LevelOutcome::TooLarge;
    int level = 0;
    int cap = 0;               // the max_level used
    std::uint64_t work = 0;    // arrangements and fillings visited
    StopReason stop = StopReason::Exhausted;  // Stopped: Time or Interrupted
    Grid stalled;              // when not solved: the closure at the highest level tried
};
// Throws std::invalid_argument for an invalid puzzle.
LevelResult difficulty_level(const Puzzle& puzzle, const LevelOptions& options = {});

// What the search engine needed: line solving alone, line solving plus single-cell probing
// (no guess), or real search (guesses, with their deepest nesting).
enum class SearchRating { Lines, Probing, Search };
std::string_view search_rating_name(SearchRating rating);  // "lines", "probing", "search"

// solve.timeout_seconds and solve.interrupt bound the whole analysis, not only the search:
// the search, line logic and the level share one deadline (a phase the deadline reaches
// ends Stopped / Undecided), and level.timeout_seconds, when set, can only shorten it.
struct AnalysisOptions {
    SolveOptions solve;           // max_solutions 2 tells unique from several
    bool levels = true;           // compute the D_k level
    LevelOptions level;
};

struct Analysis {
    SolveResult solve;                  // keeps (at least) two solutions when there are several
    LineLogicResult lines;
    std::optional<LevelResult> level;   // when asked for
    std::optional<SearchRating> rating; // when the search decided (unique or several)
    // With two solutions: the first, with Unknown in each cell where the second differs.
    std::optional<Grid> difference;

    // A limit cut some phase short: the search's (Undecided), or the time limit or the
    // interrupt in line logic or the level. (The level's work limit is not one: OutOfWork.)
    bool limit_reached() const;
};
Analysis analyze(const Puzzle& puzzle, const AnalysisOptions& options = {});

}  // namespace nono
