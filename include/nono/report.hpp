// Reports (src/report/): turning what the engine and the analysis found into words and JSON
// for people and scripts. This is the writer end of the data flow (engine -> Result ->
// report); the engine never prints, and the front ends (CLI, server, bindings) only choose
// which report to show. Every JSON shape is built here once, as an ordered JSON value, so
// `nono ... --json`, the server and the bindings' to_json give the same keys in the same order.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "nono/analyze.hpp"
#include "nono/census.hpp"
#include "nono/io.hpp"
#include "nono/make.hpp"
#include "nono/puzzle.hpp"
#include "nono/result.hpp"

namespace nono {

using ReportJson = nlohmann::ordered_json;

struct ReportOptions {
    GridStyle style;                // characters used for the solution pictures
    std::uint64_t max_shown = 0;    // solutions to include; 0 = every one the result kept
    bool include_stats = true;      // add the "stats" object
    // The max_solutions the engine was run with, reported as "max_solutions" (null when 0).
    std::uint64_t max_solutions = 0;
    std::string algorithm = "engine";  // reported as "algorithm"
    std::string line_solver;           // reported as "line_solver" when not empty
};

// What stopped the search: "time", "nodes" or "conflicts" (a limit), "solutions" (max_solutions was
// reached), or "" when the search space was exhausted.
std::string stop_reason(const SolveResult& result);

// A short phrase for the verdict, exact about what is known and what is not:
// "unique solution", "3 solutions", "no solution",
// "2 solutions (search stopped at the limit of 2; there may be more)",
// "undecided: time limit reached after 1 solution", "a solution (uniqueness not checked)".
// Every JSON report's "verdict_text" is this phrase.
std::string verdict_text(const SolveResult& result);

// For an undecided result, the grid deduced before any guess ("?" unknown), and for no
// solution found by line solving alone, the line that contradicts; empty otherwise. Each line
// ends in '\n'.
std::string unsettled_text(const Puzzle& puzzle, const SolveResult& result, const GridStyle& style = {});

// One line, no trailing newline: "stats: line_solves=12 probes=3 ... seconds=0.000123".
std::string stats_text(const SolveStats& stats);

// A grid as rows of text in `style`.
ReportJson grid_rows(const Grid& grid, const GridStyle& style = {});
// `style` with a colour puzzle's palette characters when it names none (palette_chars), so
// every report writes a colour grid in the puzzle's own characters.
GridStyle puzzle_style(const Puzzle& puzzle, GridStyle style = {});
// The palette as [{"name", "rgb": "#rrggbb", "char"}, ...], the background first.
ReportJson palette_object(const Puzzle& puzzle);
// The puzzle: {"width", "height", "title", "author", "rows", "columns", "goal"}; a colour
// puzzle adds "palette" (palette_object), "row_colours" and "column_colours" (each block's
// palette index, shaped as the clues), and its goal is in the palette's characters.
ReportJson puzzle_object(const Puzzle& puzzle);
// Indices of the cells where two grids differ; of the cells a grid leaves undecided (Unknown,
// or several colours of a colour puzzle).
ReportJson differing_cell_indices(const Grid& a, const Grid& b);
ReportJson open_cell_indices(const Grid& grid);

// The solve report (schema in docs/cli.md):
// {"width", "height", "title", "verdict", "verdict_text", "solutions_found", "exhausted",
//  "limit", "message", "max_solutions", "solutions": [["#-#", ...], ...], "deduced",
//  "contradiction", "stats", "algorithm", "puzzle"}.
ReportJson solve_object(const Puzzle& puzzle, const SolveResult& result, const ReportOptions& options = {});
// The same, as text ending in '\n'.
std::string result_json(const Puzzle& puzzle, const SolveResult& result,
                        const ReportOptions& options = {});

// The outcome of checking one puzzle: unreadable/invalid, or valid with a verdict.
struct CheckReport {
    std::string file;                   // as the user named it; empty = not from a file
    std::optional<std::string> error;   // set when the file is unreadable or invalid
    int error_line = 0;                 // 1-based line of the error, 0 if unknown
    std::optional<Puzzle> puzzle;       // set when the puzzle is valid
    std::optional<SolveResult> result;  // set when the puzzle is valid
    std::optional<LineLogicResult> lines;  // what line logic alone decides, when computed
    // Set when the file has a goal picture and the verdict is unique: does the goal equal
    // the solution found?
    std::optional<bool> goal_matches;
};

// One line, no trailing newline: "ex01.non: valid, unique solution",
// "x.non: invalid: x.non:7: row 3: ...", "y.non: valid, multiple solutions (at least 2)".
std::string check_text(const CheckReport& report);
// {"file", "valid", "error", "line", "width", "height", "rows", "columns", "verdict",
//  "verdict_text", "solutions_found", "exhausted", "limit", "line_solvable",
//  "line_open_cells", "solutions", "differing_cells", "goal", "goal_matches", "stats"}.
ReportJson check_object(const CheckReport& report);
std::string check_json(const CheckReport& report);  // the same, as text ending in '\n'

// How `nono classify`, `nono check --analyze` and the server word an Analysis.
// "unique, line-solvable, level D1, rating lines"; `counted` when every solution was counted.
std::string analysis_phrase(const Analysis& analysis, bool counted);
// Indented grids (each line ends in '\n'), or "" when there is nothing to show.
std::string analysis_details(const Analysis& analysis, const GridStyle& style);
// {"verdict", "verdict_text", "solutions", "solution_count", "line_solvable", "line_logic", "level",
//  "rating", "search", "stalled", "two_solutions", "difference", "line_open_cells",
//  "differing_cells"}.
ReportJson analysis_object(const Analysis& analysis, bool counted, const GridStyle& style = {});
// A classified puzzle file: {"file", "valid", "width", "height"} then analysis_object.
ReportJson classify_object(const std::string& file, const Puzzle& puzzle, const Analysis& analysis,
                           bool counted, const GridStyle& style = {});

// The level D_k as every report gives it (classify, check --analyze, import, repair,
// generate, the server and the bindings): {"outcome", "level", "max_level", "work"}.
ReportJson level_object(const LevelResult& level);

// ---- Made puzzles (nono/make.hpp; schemas in docs/making.md) ----------------------------------

// Is this picture a good puzzle, in words: "unique, line-solvable, level D1, search rating
// lines", "not unique (several solutions), not line-solvable (12 cells left open by line logic)".
std::string picture_verdict_text(const PictureVerdict& verdict);
// {"verdict", "line_solvable", "open_cells", "rating", "level" (level_object or null)}.
ReportJson picture_verdict_object(const PictureVerdict& verdict);
// The picture as text: '#' filled, '-' empty, and changed cells '+' (now filled) or 'x' (now
// empty). Each line ends in '\n'.
std::string marked_picture_text(const Grid& picture, const std::vector<PictureChange>& changes);

// A repair, for `nono repair`, the server's /api/repair (Make unique) and the bindings.
struct RepairReport {
    std::string file;        // as the user named it; empty = not from a file ("file" is null)
    RepairOptions options;   // the target (line_solvable) and max_changes asked for
    RepairResult result;     // with its before and after verdicts
};
// {"file", "target", "outcome", "max_changes", "changes": [{"row", "column", "cell", "to"}]
// (0-based row and column, "cell" = row * width + column, "to" "filled" or "empty"),
// "before", "after" (picture_verdict_object), "picture", "evaluations"}.
ReportJson repair_object(const RepairReport& report);
// What `nono repair` prints: the verdict before, the changes, the verdict after and the
// marked picture; ends in '\n'.
std::string repair_text(const RepairReport& report);

// An imported image, for `nono import`.
struct ImportReport {
    std::string file;          // the image, as the user named it
    ImportResult imported;
    Puzzle puzzle;             // made from imported.picture
    PictureVerdict verdict;
    bool threshold_given = false;  // the threshold was asked for, not Otsu's
    std::string output;        // where the puzzle was written ("" = nowhere)
};
// {"file", "image": {"width", "height"}, "grid": {"left", "top", "width", "height", "lines"},
//  "width", "height", "threshold", "threshold_from", "inverted", "colours", "analysis"
//  (picture_verdict_object), "picture", "output"}.
ReportJson import_object(const ImportReport& report);
// The picture in words and cells, and the verdict on its clues; ends in '\n'.
std::string import_text(const ImportReport& report);

// One generated puzzle (index 1-based): {"index", "seed", "target", "candidates", "changes",
// "verdict", "line_solvable", "rating", "level" (level_object or null), "width", "height",
// "rows", "columns", "solution"} ("solution" null when none was found). Written to `file`
// (`nono generate -o DIR --json`): the same up to "height", then "file" in place of the
// clues and the solution, which the file holds.
ReportJson generated_object(const GeneratedPuzzle& made, const GenerateOptions& options,
                            const std::string& file = "");
// The line `nono generate -o DIR` prints for a puzzle written to `file`, ending in '\n':
// "DIR/10x10-s1-0001.non: unique, 3 candidates, 2 cells repaired".
std::string generated_text(const GeneratedPuzzle& made, const GenerateOptions& options, const std::string& file);

// A census (schema in docs/cli.md): {"width", "height", "shards", "interrupted", the counts of
// kCensusCounts, "levels", "checksum"}. The checksum (FNV-1a over the object without it) makes
// an edited or damaged file refused when read back; the object holds no timings, so merged
// shards and one whole run give the same bytes.
ReportJson census_object(const CensusResult& result);
std::string census_json(const CensusResult& result);  // the same, one line ending in '\n'
// Reads census_json's text back, checking its checksum; throws InputError(source, line, problem).
CensusResult parse_census_json(const std::string& text, const std::string& source);
// The text report: one "name: value" line per count, then the histogram.
std::string census_text(const CensusResult& result);

// One line of JSON (no indent), ending in '\n'; invalid UTF-8 is replaced, never thrown.
std::string json_line(const ReportJson& json);

}  // namespace nono
