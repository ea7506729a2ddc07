// Reports of solve and check results, as text for people and JSON for scripts. Kept apart
// from the front ends so every one (CLI, server, bindings) words results alike, and so the
// JSON schema documented in docs/cli.md lives in one place.
#include "nono/report.hpp"
#include "nono/text.hpp"

#include <cstdio>

#include <nlohmann/json.hpp>

namespace nono {

namespace {

std::string plural(std::uint64_t count, const char* one, const char* many) {
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

std::string limit_phrase(StopReason reason) {
    switch (reason) {
        case StopReason::Time: return "time limit";
        case StopReason::Nodes: return "node limit";
        case StopReason::Conflicts: return "conflict limit";
        case StopReason::Iterations: return "iteration limit";
        case StopReason::Interrupted: return "interrupted";
        case StopReason::Stalled: return "no further deduction";
        case StopReason::Solutions:
        case StopReason::Exhausted: break;
    }
    return std::string(stop_reason_name(reason));
}

// "time limit reached", "interrupted", "no further deduction".
std::string stop_phrase(StopReason reason) {
    const bool limit = reason == StopReason::Time || reason == StopReason::Nodes ||
                       reason == StopReason::Conflicts || reason == StopReason::Iterations;
    return limit_phrase(reason) + (limit ? " reached" : "");
}

nlohmann::ordered_json stats_object(const SolveStats& stats) {
    nlohmann::ordered_json out;
#define NONO_STAT_TO_JSON(field, description) out[#field] = stats.field;
    NONO_SOLVE_STATS(NONO_STAT_TO_JSON)
#undef NONO_STAT_TO_JSON
    out["seconds"] = stats.seconds;
    return out;
}

nlohmann::ordered_json nullable(const std::string& text) {
    return text.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(text);
}

// Invalid UTF-8 in a title must not turn a report into an exception.
std::string dump(const nlohmann::ordered_json& value) {
    return value.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace

ReportJson grid_rows(const Grid& grid, const GridStyle& style) {
    ReportJson rows = ReportJson::array();
    for (int r = 0; r < grid.height(); ++r) {
        std::string line(static_cast<std::size_t>(grid.width()), style.unknown);
        for (int c = 0; c < grid.width(); ++c) {
            const Cell cell = grid.at(r, c);
            if (!style.colours.empty()) {  // a colour puzzle: each decided cell its colour's character
                const int colour = cell_colour(cell);
                if (colour >= 0 && colour < static_cast<int>(style.colours.size()))
                    line[static_cast<std::size_t>(c)] = style.colours[static_cast<std::size_t>(colour)];
                continue;
            }
            if (cell == Cell::Filled) line[static_cast<std::size_t>(c)] = style.filled;
            else if (cell == Cell::Empty) line[static_cast<std::size_t>(c)] = style.empty;
        }
        rows.push_back(std::move(line));
    }
    return rows;
}

GridStyle puzzle_style(const Puzzle& puzzle, GridStyle style) {
    if (style.colours.empty()) style.colours = palette_chars(puzzle);
    return style;
}

ReportJson palette_object(const Puzzle& puzzle) {
    ReportJson list = ReportJson::array();
    for (const Colour& colour : puzzle.palette) {
        char rgb[8];
        std::snprintf(rgb, sizeof rgb, "#%06x", static_cast<unsigned>(colour.rgb & 0xffffffu));
        list.push_back({{"name", colour.name}, {"rgb", rgb}, {"char", std::string(1, colour.symbol)}});
    }
    return list;
}

ReportJson puzzle_object(const Puzzle& puzzle) {
    ReportJson out;
    out["width"] = puzzle.width;
    out["height"] = puzzle.height;
    out["title"] = puzzle.title;
    out["author"] = puzzle.author;
    out["rows"] = puzzle.rows;
    out["columns"] = puzzle.columns;
    out["goal"] = puzzle.goal ? grid_rows(*puzzle.goal, puzzle_style(puzzle)) : ReportJson(nullptr);
    // Only a colour puzzle has these keys: a black-and-white report stays as it was.
    if (is_colour_puzzle(puzzle)) {
        out["palette"] = palette_object(puzzle);
        out["row_colours"] = puzzle.row_colours;
        out["column_colours"] = puzzle.column_colours;
    }
    return out;
}

ReportJson differing_cell_indices(const Grid& a, const Grid& b) {
    ReportJson cells = ReportJson::array();
    for (std::size_t i = 0; i < a.cells().size() && i < b.cells().size(); ++i)
        if (a.cells()[i] != b.cells()[i]) cells.push_back(i);
    return cells;
}

ReportJson open_cell_indices(const Grid& grid) {
    ReportJson cells = ReportJson::array();
    for (std::size_t i = 0; i < grid.cells().size(); ++i)
        if (cell_colour(grid.cells()[i]) < 0) cells.push_back(i);  // several colours (or both) left
    return cells;
}

std::string json_line(const ReportJson& json) {
    return json.dump(-1, ' ', false, ReportJson::error_handler_t::replace) + "\n";
}

std::string stop_reason(const SolveResult& result) {
    return result.exhausted() ? "" : std::string(stop_reason_name(result.stop));
}

std::string verdict_text(const SolveResult& result) {
    const std::uint64_t found = result.solution_count;
    switch (result.verdict) {
        case Verdict::Unique: return "unique solution";
        case Verdict::None: return "no solution";
        case Verdict::Found: return "a solution (uniqueness not checked)";
        case Verdict::Multiple:
            if (result.exhausted()) return plural(found, "solution", "solutions");
            if (result.stop == StopReason::Solutions)
                return plural(found, "solution", "solutions") +
                       " (search stopped at the limit of " + std::to_string(found) +
                       "; there may be more)";
            return "at least " + plural(found, "solution", "solutions") + " (" +
                   stop_phrase(result.stop) + "; there may be more)";
        case Verdict::Undecided:
            if (result.exhausted() || result.stop == StopReason::Solutions) return "undecided";
            return "undecided: " + stop_phrase(result.stop) + " after " +
                   plural(found, "solution", "solutions");
    }
    return "undecided";
}

std::string unsettled_text(const Puzzle& puzzle, const SolveResult& result, const GridStyle& style) {
    if (result.verdict != Verdict::Undecided && result.verdict != Verdict::None) return {};
    std::string text;
    if (result.contradiction_line >= 0)
        text += line_name(puzzle, result.contradiction_line) +
                " cannot be completed: line solving alone finds the contradiction\n";
    if (result.deduced.width() > 0 && result.verdict == Verdict::Undecided) {
        std::size_t known = 0;
        for (Cell cell : result.deduced.cells()) known += cell == Cell::Filled || cell == Cell::Empty;
        text += "deduced before any guess (" + std::to_string(known) + " of " +
                std::to_string(result.deduced.cells().size()) + " cells, " + style.unknown + " = unknown):\n";
        for (const ReportJson& row : grid_rows(result.deduced, style)) text += row.get<std::string>() + "\n";
    }
    return text;
}

std::string stats_text(const SolveStats& stats) {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.6f", stats.seconds);
    std::string text = "stats:";
#define NONO_STAT_TO_TEXT(field, description) text += " " #field "=" + std::to_string(stats.field);
    NONO_SOLVE_STATS(NONO_STAT_TO_TEXT)
#undef NONO_STAT_TO_TEXT
    return text + " seconds=" + seconds;
}

ReportJson solve_object(const Puzzle& puzzle, const SolveResult& result, const ReportOptions& options) {
    nlohmann::ordered_json out;
    out["width"] = puzzle.width;
    out["height"] = puzzle.height;
    out["title"] = nullable(puzzle.title);
    out["verdict"] = std::string(verdict_name(result.verdict));
    out["verdict_text"] = verdict_text(result);
    out["solutions_found"] = result.solution_count;
    out["exhausted"] = result.exhausted();
    out["limit"] = nullable(stop_reason(result));
    out["message"] = nullable(result.message);
    out["max_solutions"] =
        options.max_solutions == 0 ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(options.max_solutions);
    const GridStyle style = puzzle_style(puzzle, options.style);
    nlohmann::ordered_json solutions = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < result.solutions.size(); ++i) {
        if (options.max_shown != 0 && i >= options.max_shown) break;
        solutions.push_back(grid_rows(result.solutions[i], style));
    }
    out["solutions"] = std::move(solutions);
    // Undecided or no solution: what was deduced for sure, and the line that contradicts.
    const bool unsettled = result.verdict == Verdict::Undecided || result.verdict == Verdict::None;
    out["deduced"] = unsettled && result.deduced.width() > 0
                         ? nlohmann::ordered_json(grid_rows(result.deduced, style))
                         : nlohmann::ordered_json(nullptr);
    out["contradiction"] = result.contradiction_line >= 0
                               ? nlohmann::ordered_json(line_name(puzzle, result.contradiction_line))
                               : nlohmann::ordered_json(nullptr);
    if (options.include_stats) out["stats"] = stats_object(result.stats);
    out["algorithm"] = options.algorithm;
    if (!options.line_solver.empty()) out["line_solver"] = options.line_solver;
    out["puzzle"] = puzzle_object(puzzle);
    return out;
}

std::string result_json(const Puzzle& puzzle, const SolveResult& result, const ReportOptions& options) {
    return dump(solve_object(puzzle, result, options));
}

namespace {

std::string check_verdict_phrase(const SolveResult& result) {
    switch (result.verdict) {
        case Verdict::Unique: return "unique solution";
        case Verdict::None: return "no solution";
        case Verdict::Found: return "at least one solution (uniqueness not checked)";
        case Verdict::Multiple:
            if (result.exhausted())
                return "multiple solutions (exactly " + std::to_string(result.solution_count) + ")";
            return "multiple solutions (at least " + std::to_string(result.solution_count) + ")";
        case Verdict::Undecided: {
            std::string text = "undecided (";
            text += result.exhausted() || result.stop == StopReason::Solutions ? std::string("stopped early")
                                                                           : limit_phrase(result.stop);
            if (result.solution_count > 0)
                text += ", " + plural(result.solution_count, "solution", "solutions") + " found";
            return text + ")";
        }
    }
    return "undecided";
}

}  // namespace

std::string check_text(const CheckReport& report) {
    // The message may quote the input (a title, a bad line): shown, never obeyed by the terminal.
    if (report.error) return printable_text(report.file + ": invalid: " + *report.error, 2000);
    if (!report.result) return report.file + ": valid";
    std::string line = report.file + ": valid, " + check_verdict_phrase(*report.result);
    if (report.goal_matches && !*report.goal_matches)
        line += "; but the solution found is not the goal picture given in the file";
    return line;
}

ReportJson check_object(const CheckReport& report) {
    ReportJson out;
    out["file"] = nullable(report.file);
    out["valid"] = !report.error.has_value();
    out["error"] = report.error ? ReportJson(*report.error) : ReportJson(nullptr);
    out["line"] = report.error && report.error_line > 0 ? ReportJson(report.error_line) : ReportJson(nullptr);
    const Puzzle* puzzle = report.puzzle ? &*report.puzzle : nullptr;
    out["width"] = puzzle ? ReportJson(puzzle->width) : ReportJson(nullptr);
    out["height"] = puzzle ? ReportJson(puzzle->height) : ReportJson(nullptr);
    out["rows"] = puzzle ? ReportJson(puzzle->rows) : ReportJson(nullptr);
    out["columns"] = puzzle ? ReportJson(puzzle->columns) : ReportJson(nullptr);
    const SolveResult* result = report.result ? &*report.result : nullptr;
    out["verdict"] = result ? ReportJson(verdict_name(result->verdict)) : ReportJson(nullptr);
    out["verdict_text"] = result ? ReportJson(verdict_text(*result)) : ReportJson(nullptr);
    out["solutions_found"] = result ? ReportJson(result->solution_count) : ReportJson(nullptr);
    out["exhausted"] = result ? ReportJson(result->exhausted()) : ReportJson(nullptr);
    out["limit"] = result ? nullable(stop_reason(*result)) : ReportJson(nullptr);
    const LineLogicResult* lines = report.lines ? &*report.lines : nullptr;
    out["line_solvable"] = lines ? ReportJson(lines->outcome == LineLogicResult::Outcome::Solved) : ReportJson(nullptr);
    out["line_open_cells"] = lines ? open_cell_indices(lines->grid) : ReportJson(nullptr);
    ReportJson solutions = ReportJson::array();
    if (result)
        for (const Grid& solution : result->solutions) solutions.push_back(grid_rows(solution, puzzle ? puzzle_style(*puzzle) : GridStyle{}));
    out["solutions"] = result ? std::move(solutions) : ReportJson(nullptr);
    out["differing_cells"] = result && result->solutions.size() >= 2
                                 ? differing_cell_indices(result->solutions[0], result->solutions[1])
                                 : result ? ReportJson::array() : ReportJson(nullptr);
    out["goal"] = report.goal_matches ? ReportJson(*report.goal_matches ? "matches" : "differs") : ReportJson(nullptr);
    out["goal_matches"] = report.goal_matches ? ReportJson(*report.goal_matches) : ReportJson(nullptr);
    out["stats"] = result ? stats_object(result->stats) : ReportJson(nullptr);
    return out;
}

std::string check_json(const CheckReport& report) { return dump(check_object(report)); }

}  // namespace nono
