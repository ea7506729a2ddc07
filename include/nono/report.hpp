// Reports: turning what the engine found (a SolveResult) into words and JSON for people and
// scripts. This is the writer end of the data flow (engine -> Result -> report); the engine
// never prints, and the command-line tool only chooses which report to show.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "nono/io.hpp"
#include "nono/puzzle.hpp"
#include "nono/result.hpp"

namespace nono {

struct ReportOptions {
    GridStyle style;                // characters used for the solution pictures
    std::uint64_t max_shown = 0;    // solutions to include; 0 = every one the result kept
    bool include_stats = true;      // add the "stats" object
    // The max_solutions the engine was run with, reported as "max_solutions" (null when 0).
    std::uint64_t max_solutions = 0;
};

// What stopped the search: "time" or "nodes" (a limit), "solutions" (max_solutions was
// reached), or "" when the search space was exhausted.
std::string stop_reason(const SolveResult& result);

// A short phrase for the verdict, exact about what is known and what is not:
// "unique solution", "3 solutions", "no solution",
// "2 solutions (search stopped at the limit of 2; there may be more)",
// "undecided: time limit reached after 1 solution", "a solution (uniqueness not checked)".
std::string verdict_text(const SolveResult& result);

// For an undecided result, the grid deduced before any guess ("?" unknown), and for no
// solution found by line solving alone, the line that contradicts; empty otherwise. Each line
// ends in '\n'.
std::string unsettled_text(const Puzzle& puzzle, const SolveResult& result, const GridStyle& style = {});

// One line, no trailing newline: "stats: line_solves=12 probes=3 ... seconds=0.000123".
std::string stats_text(const SolveStats& stats);

// The machine-readable result (schema in docs/cli.md), one JSON object, ending in '\n':
// {"width", "height", "title", "verdict", "solutions_found", "exhausted", "limit",
//  "max_solutions", "solutions": [["#-#", ...], ...], "stats": {...}}
std::string result_json(const Puzzle& puzzle, const SolveResult& result,
                        const ReportOptions& options = {});

// The outcome of checking one puzzle file: unreadable/invalid, or valid with a verdict.
struct CheckReport {
    std::string file;                   // as the user named it
    std::optional<std::string> error;   // set when the file is unreadable or invalid
    int error_line = 0;                 // 1-based line of the error, 0 if unknown
    std::optional<SolveResult> result;  // set when the puzzle is valid
    // Set when the file has a goal picture and the verdict is unique: does the goal equal
    // the solution found?
    std::optional<bool> goal_matches;
};

// One line, no trailing newline: "ex01.non: valid, unique solution",
// "x.non: invalid: x.non:7: row 3: ...", "y.non: valid, multiple solutions (at least 2)".
std::string check_text(const CheckReport& report);
// {"file", "valid", "error", "line", "verdict", "solutions_found", "exhausted", "limit",
//  "goal", "stats"}, ending in '\n'.
std::string check_json(const CheckReport& report);

}  // namespace nono
