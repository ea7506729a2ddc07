// Words and JSON for made puzzles (nono/make.hpp): the verdict on a picture's clues, a
// repair, an imported image and a generated puzzle, for the CLI, the server and the bindings
// alike; see nono/report.hpp.
#include <cstdio>

#include "nono/report.hpp"

namespace nono {

namespace {

const char* cell_word(Cell cell) { return cell == Cell::Filled ? "filled" : "empty"; }

std::string hex_colour(const Colour& colour) {
    char hex[8];
    std::snprintf(hex, sizeof hex, "#%06x", static_cast<unsigned>(colour.rgb));
    return hex;
}

std::string plural(std::uint64_t count, const std::string& word) {
    return std::to_string(count) + " " + word + (count == 1 ? "" : "s");
}

}  // namespace

ReportJson level_object(const LevelResult& level) {
    return {{"outcome", level_outcome_name(level.outcome)},
            {"level", level.level},
            {"max_level", level.cap},
            {"work", level.work}};
}

std::string picture_verdict_text(const PictureVerdict& verdict) {
    std::string text;
    switch (verdict.verdict) {
        case Verdict::Unique: text = "unique"; break;
        case Verdict::Multiple: text = "not unique (several solutions)"; break;
        case Verdict::None: text = "no solution"; break;
        default: text = "undecided (a limit stopped the solver)"; break;
    }
    if (verdict.verdict == Verdict::Unique || verdict.verdict == Verdict::Multiple) {
        text += verdict.line_solvable ? ", line-solvable"
                                      : ", not line-solvable (" + std::to_string(verdict.open_cells) +
                                            " cells left open by line logic)";
    }
    if (verdict.level) {
        const LevelResult& level = *verdict.level;
        if (level.outcome == LevelOutcome::Level) text += ", level D" + std::to_string(level.level);
        else if (level.outcome == LevelOutcome::AboveCap) text += ", level above D" + std::to_string(level.cap);
    }
    if (verdict.rating) text += ", search rating " + std::string(search_rating_name(*verdict.rating));
    return text;
}

ReportJson picture_verdict_object(const PictureVerdict& verdict) {
    ReportJson json;
    json["verdict"] = verdict_name(verdict.verdict);
    json["line_solvable"] = verdict.line_solvable;
    json["open_cells"] = verdict.open_cells;
    json["rating"] = verdict.rating ? ReportJson(search_rating_name(*verdict.rating)) : ReportJson(nullptr);
    json["level"] = verdict.level ? level_object(*verdict.level) : ReportJson(nullptr);
    return json;
}

std::string marked_picture_text(const Grid& picture, const std::vector<PictureChange>& changes) {
    std::string text = write_grid(picture);
    const std::size_t line = static_cast<std::size_t>(picture.width()) + 1;
    for (const PictureChange& change : changes)
        text[static_cast<std::size_t>(change.row) * line + static_cast<std::size_t>(change.column)] =
            change.to == Cell::Filled ? '+' : 'x';
    return text;
}

// ---- Repair -------------------------------------------------------------------------------

namespace {

std::string repair_target(const RepairOptions& options) {
    return options.line_solvable ? "line-solvable" : "unique";
}

ReportJson verdict_or_null(const std::optional<PictureVerdict>& verdict) {
    return verdict ? picture_verdict_object(*verdict) : ReportJson(nullptr);
}

}  // namespace

ReportJson repair_object(const RepairReport& report) {
    const RepairResult& result = report.result;
    ReportJson json;
    json["file"] = report.file.empty() ? ReportJson(nullptr) : ReportJson(report.file);
    json["target"] = repair_target(report.options);
    json["outcome"] = repair_outcome_name(result.outcome);
    json["max_changes"] = report.options.max_changes;
    ReportJson changes = ReportJson::array();
    for (const PictureChange& change : result.changes)
        changes.push_back({{"row", change.row},
                           {"column", change.column},
                           {"cell", static_cast<std::size_t>(change.row) * result.picture.width() + change.column},
                           {"to", cell_word(change.to)}});
    json["changes"] = changes;
    json["before"] = verdict_or_null(result.before);
    json["after"] = verdict_or_null(result.after);
    json["picture"] = grid_rows(result.picture);
    json["evaluations"] = result.evaluations;
    return json;
}

std::string repair_text(const RepairReport& report) {
    const RepairResult& result = report.result;
    const std::string target = repair_target(report.options);
    std::string text = report.file + ": " + (result.before ? picture_verdict_text(*result.before) : "") + "\n";
    switch (result.outcome) {
        case RepairOutcome::AlreadyMet: text += "already " + target + ": nothing to change\n"; break;
        case RepairOutcome::Undecided:
            text += "cannot tell whether the clues are unique within the limit (--timeout); nothing changed\n";
            break;
        case RepairOutcome::NotFound:
            text += "no repair to " + target + " found within " + std::to_string(report.options.max_changes) +
                    " changes (try a larger --max-changes or more --attempts); nothing written\n";
            break;
        case RepairOutcome::Repaired:
            text += plural(result.changes.size(), "change") + (result.changes.size() == 1 ? " makes it " : " make it ") +
                    target + ":\n";
            for (const PictureChange& change : result.changes)
                text += "  row " + std::to_string(change.row + 1) + ", column " + std::to_string(change.column + 1) +
                        ": " + (change.to == Cell::Filled ? "empty -> filled" : "filled -> empty") + "\n";
            if (result.after) text += "after: " + picture_verdict_text(*result.after) + "\n";
            text += marked_picture_text(result.picture, result.changes);
            text += "('+' newly filled, 'x' newly empty)\n";
            break;
    }
    return text;
}

// ---- Import -------------------------------------------------------------------------------

namespace {

// Where the cells were read, when not the whole image: " (the grid inside drawn lines at
// 10,10, 300x300 pixels)".
std::string grid_text(const ImportResult& imported) {
    if (!imported.grid_lines && imported.grid_left == 0 && imported.grid_top == 0 &&
        imported.grid_width == imported.image_width && imported.grid_height == imported.image_height)
        return "";
    return std::string(" (the grid ") + (imported.grid_lines ? "inside drawn lines" : "inside a margin") + " at " +
           std::to_string(imported.grid_left) + "," + std::to_string(imported.grid_top) + ", " +
           std::to_string(imported.grid_width) + "x" + std::to_string(imported.grid_height) + " pixels)";
}

// "3 colours (k-means): - white #ffffff (background), a red #ff0000, ..." or "threshold 128 (Otsu)".
std::string colours_text(const ImportReport& report) {
    const ImportResult& imported = report.imported;
    if (imported.palette.empty())
        return "threshold " + std::to_string(imported.threshold) + (report.threshold_given ? "" : " (Otsu)");
    std::string text = std::to_string(imported.palette.size()) + " colours (k-means):";
    for (const Colour& entry : imported.palette) {
        text += std::string(" ") + entry.symbol + " " + entry.name + " " + hex_colour(entry);
        if (&entry == &imported.palette.front()) text += " (background)";
        if (&entry != &imported.palette.back()) text += ",";
    }
    return text;
}

}  // namespace

ReportJson import_object(const ImportReport& report) {
    const ImportResult& imported = report.imported;
    const bool colour = !imported.palette.empty();
    ReportJson json;
    json["file"] = report.file;
    json["image"] = {{"width", imported.image_width}, {"height", imported.image_height}};
    json["grid"] = {{"left", imported.grid_left}, {"top", imported.grid_top}, {"width", imported.grid_width},
                    {"height", imported.grid_height}, {"lines", imported.grid_lines}};
    json["width"] = report.puzzle.width;
    json["height"] = report.puzzle.height;
    json["threshold"] = colour ? ReportJson(nullptr) : ReportJson(imported.threshold);
    json["threshold_from"] = colour ? ReportJson(nullptr) : ReportJson(report.threshold_given ? "option" : "otsu");
    json["inverted"] = imported.inverted;
    json["colours"] = ReportJson::array();
    for (const Colour& entry : imported.palette)
        json["colours"].push_back({{"name", entry.name}, {"rgb", hex_colour(entry)}, {"char", std::string(1, entry.symbol)}});
    json["analysis"] = picture_verdict_object(report.verdict);
    json["picture"] = grid_rows(imported.picture, puzzle_style(report.puzzle));
    json["output"] = report.output.empty() ? ReportJson(nullptr) : ReportJson(report.output);
    return json;
}

std::string import_text(const ImportReport& report) {
    const ImportResult& imported = report.imported;
    std::string text = report.file + ": " + std::to_string(imported.image_width) + "x" +
                       std::to_string(imported.image_height) + " pixels -> " + std::to_string(report.puzzle.width) +
                       "x" + std::to_string(report.puzzle.height) + " cells" + grid_text(imported) + ", " +
                       colours_text(report) + (imported.inverted ? ", inverted" : "") + "\n";
    text += write_grid(imported.picture, puzzle_style(report.puzzle));
    text += "clues: " + picture_verdict_text(report.verdict) + "\n";
    if (report.verdict.verdict == Verdict::Multiple && imported.palette.empty())  // repair is black-and-white only
        text += "(nono repair " + (report.output.empty() ? std::string("FILE") : report.output) +
                " proposes the cell changes that make it unique)\n";
    if (!report.output.empty()) text += "wrote " + report.output + "\n";
    return text;
}

// ---- Generate -----------------------------------------------------------------------------

ReportJson generated_object(const GeneratedPuzzle& made, const GenerateOptions& options, const std::string& file) {
    ReportJson json;
    json["index"] = made.index + 1;
    json["seed"] = options.seed;
    json["target"] = target_name(options.target);
    json["candidates"] = made.candidates;
    json["changes"] = made.changes;
    json["verdict"] = verdict_name(made.check.verdict);
    json["line_solvable"] = made.check.line_solvable;
    json["rating"] = made.check.rating ? ReportJson(search_rating_name(*made.check.rating)) : ReportJson(nullptr);
    json["level"] = made.check.level ? level_object(*made.check.level) : ReportJson(nullptr);
    json["width"] = made.puzzle.width;
    json["height"] = made.puzzle.height;
    if (!file.empty()) {
        json["file"] = file;
        return json;
    }
    json["rows"] = made.puzzle.rows;
    json["columns"] = made.puzzle.columns;
    json["solution"] = made.puzzle.goal ? grid_rows(*made.puzzle.goal) : ReportJson(nullptr);
    return json;
}

std::string generated_text(const GeneratedPuzzle& made, const GenerateOptions& options, const std::string& file) {
    return file + ": " + target_name(options.target) + ", " + plural(made.candidates, "candidate") +
           (made.changes ? ", " + std::to_string(made.changes) + " cells repaired" : "") + "\n";
}

}  // namespace nono
