// Words and JSON for an Analysis (nono/analyze.hpp), for `nono classify`, `nono check
// --analyze` and the server's /api/classify alike; see nono/report.hpp.
#include <sstream>
#include <vector>

#include "nono/report.hpp"

namespace nono {

namespace {

std::vector<std::string> row_texts(const Grid& grid, const GridStyle& style) {
    std::vector<std::string> rows;
    for (const ReportJson& row : grid_rows(grid, style)) rows.push_back(row.get<std::string>());
    return rows;
}

std::string solutions_phrase(const SolveResult& result, bool counted) {
    switch (result.verdict) {
        case Verdict::Unique: return "unique";
        case Verdict::None: return "no solution";
        case Verdict::Multiple:
            if (counted && result.exhausted()) return std::to_string(result.solution_count) + " solutions";
            return "2 or more solutions";
        case Verdict::Found:
        case Verdict::Undecided: break;
    }
    return "undecided (" + verdict_text(result) + ")";
}

std::string level_phrase(const LevelResult& level) {
    const std::string k = std::to_string(level.level);
    // No puzzle has level 2 or 3 (D2 = D3 = D1), so "above D1..D3" is "D4 or above".
    const std::string above = level.level >= 1 && level.level <= 3 ? "level D4 or above" : "level above D" + k;
    switch (level.outcome) {
        case LevelOutcome::Level: return "level D" + k;
        case LevelOutcome::AboveCap: return above + " (--max-level " + k + ")";
        case LevelOutcome::NotUnique: return "no level (several solutions)";
        case LevelOutcome::NoSolution: return "no level (no solution)";
        case LevelOutcome::OutOfWork: return above + " (work limit reached)";
        case LevelOutcome::TooLarge: return "level not computed (a side over 64 cells)";
        case LevelOutcome::ColourPuzzle: return "level not computed (levels D_k are black-and-white only)";
        case LevelOutcome::Stopped:
            return above + (level.stop == StopReason::Interrupted ? " (interrupted)" : " (time limit reached)");
    }
    return "";
}

std::string rating_phrase(const Analysis& analysis) {
    if (!analysis.rating) return "rating: search stopped at a limit";
    const SolveStats& stats = analysis.solve.stats;
    switch (*analysis.rating) {
        case SearchRating::Lines: return "rating lines";
        case SearchRating::Probing: return "rating probing (no guess)";
        case SearchRating::Search:
            return "rating search (" + std::to_string(stats.guesses) +
                   (stats.guesses == 1 ? " guess, depth " : " guesses, depth ") +
                   std::to_string(stats.max_depth) + ")";
    }
    return "";
}

void add_block(std::ostringstream& out, const std::string& title,
               const std::vector<std::vector<std::string>>& grids) {
    out << "  " << title << "\n";
    for (std::size_t row = 0; row < grids.front().size(); ++row) {
        out << "   ";
        for (const auto& grid : grids) out << " " << grid[row];
        out << "\n";
    }
}

}  // namespace

std::string analysis_phrase(const Analysis& analysis, bool counted) {
    std::string phrase = solutions_phrase(analysis.solve, counted);
    switch (analysis.lines.outcome) {
        case LineLogicResult::Outcome::Solved: phrase += ", line-solvable"; break;
        case LineLogicResult::Outcome::Stalled: phrase += ", not line-solvable"; break;
        case LineLogicResult::Outcome::Contradiction: phrase += ", line logic finds a contradiction"; break;
        case LineLogicResult::Outcome::Stopped: phrase += ", line logic stopped at the limit"; break;
    }
    if (analysis.level) phrase += ", " + level_phrase(*analysis.level);
    return phrase + ", " + rating_phrase(analysis);
}

std::string analysis_details(const Analysis& analysis, const GridStyle& style) {
    std::ostringstream out;
    if (analysis.difference) {
        GridStyle marks = style;
        marks.unknown = 'x';
        add_block(out, "two solutions, and the cells where they differ (x):",
                  {row_texts(analysis.solve.solutions[0], style),
                   row_texts(analysis.solve.solutions[1], style), row_texts(*analysis.difference, marks)});
    } else if (analysis.solve.verdict == Verdict::Unique &&
               analysis.lines.outcome == LineLogicResult::Outcome::Stalled) {
        add_block(out, "line logic stalls here (? = undecided):", {row_texts(analysis.lines.grid, style)});
    }
    return out.str();
}

namespace {
// What line logic alone came to: "solved", "stalled", "contradiction", or "stopped" (a limit).
const char* line_logic_name(LineLogicResult::Outcome outcome) {
    switch (outcome) {
        case LineLogicResult::Outcome::Solved: return "solved";
        case LineLogicResult::Outcome::Stalled: return "stalled";
        case LineLogicResult::Outcome::Contradiction: return "contradiction";
        case LineLogicResult::Outcome::Stopped: return "stopped";
    }
    return "stalled";
}
}  // namespace

ReportJson analysis_object(const Analysis& analysis, bool counted, const GridStyle& style) {
    ReportJson json;
    const SolveResult& solve = analysis.solve;
    json["verdict"] = verdict_name(solve.verdict);
    json["verdict_text"] = verdict_text(solve);
    json["solutions"] = solutions_phrase(solve, counted);
    json["solution_count"] = (solve.exhausted() && (counted || solve.solution_count < 2))
                                 ? nlohmann::ordered_json(solve.solution_count)
                                 : nlohmann::ordered_json(nullptr);
    json["line_solvable"] = analysis.lines.outcome == LineLogicResult::Outcome::Solved;
    json["line_logic"] = line_logic_name(analysis.lines.outcome);
    if (analysis.level) {
        json["level"] = level_object(*analysis.level);
    } else {
        json["level"] = nullptr;
    }
    json["rating"] = analysis.rating ? nlohmann::ordered_json(search_rating_name(*analysis.rating))
                                     : nlohmann::ordered_json(nullptr);
    json["search"] = {{"guesses", solve.stats.guesses},
                      {"backtracks", solve.stats.backtracks},
                      {"max_depth", solve.stats.max_depth},
                      {"probes", solve.stats.probes},
                      {"probe_forced", solve.stats.probe_forced}};
    const bool stalled = solve.verdict == Verdict::Unique &&
                         analysis.lines.outcome == LineLogicResult::Outcome::Stalled;
    json["stalled"] = stalled ? nlohmann::ordered_json(grid_rows(analysis.lines.grid, style))
                              : nlohmann::ordered_json(nullptr);
    if (analysis.difference) {
        GridStyle marks = style;
        marks.unknown = 'x';
        json["two_solutions"] = nlohmann::ordered_json::array(
            {grid_rows(solve.solutions[0], style), grid_rows(solve.solutions[1], style)});
        json["difference"] = grid_rows(*analysis.difference, marks);
    } else {
        json["two_solutions"] = nullptr;
        json["difference"] = nullptr;
    }
    json["line_open_cells"] = open_cell_indices(analysis.lines.grid);
    json["differing_cells"] = solve.solutions.size() >= 2 ? differing_cell_indices(solve.solutions[0], solve.solutions[1])
                                                          : ReportJson::array();
    return json;
}

ReportJson classify_object(const std::string& file, const Puzzle& puzzle, const Analysis& analysis,
                           bool counted, const GridStyle& style) {
    ReportJson json;
    json["file"] = file.empty() ? ReportJson(nullptr) : ReportJson(file);
    json["valid"] = true;
    json["width"] = puzzle.width;
    json["height"] = puzzle.height;
    json.update(analysis_object(analysis, counted, puzzle_style(puzzle, style)));
    return json;
}

}  // namespace nono
