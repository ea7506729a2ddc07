// Shared output of the puzzle-making commands (make_output.hpp).
#include "make_output.hpp"

#include "commands.hpp"
#include "module_loader.hpp"
#include "output_file.hpp"
#include "render_module.hpp"

namespace nono::cli {

Format output_puzzle_format(const std::string& name, const std::string& path, bool colour) {
    if (const std::optional<Format> chosen = chosen_format(name)) return *chosen;
    if (path != "-")
        if (const std::optional<Format> by_path = format_from_path(path)) return *by_path;
    return colour ? Format::Xml : Format::Non;
}

void write_made_puzzle(const Puzzle& puzzle, const std::string& path, const std::string& format_name) {
    write_output(path, puzzles_text_for(path, {puzzle}, output_puzzle_format(format_name, path, is_colour_puzzle(puzzle))));
}

namespace {

// The colour engine decides; with probing off, what it decided before its first guess is what
// line logic alone decides (the coloured line solver to a fixpoint).
PictureVerdict colour_picture_verdict(const Puzzle& puzzle, double timeout_seconds) {
    PictureVerdict result;
    SolveOptions options;
    options.max_solutions = 2;
    options.keep_solutions = 0;
    options.timeout_seconds = timeout_seconds;
    options.probing = false;
    const SolveResult solved = solve(puzzle, options);
    result.verdict = solved.verdict;
    for (const Cell cell : solved.deduced.cells()) result.open_cells += cell_colour(cell) < 0;
    result.line_solvable = solved.deduced.width() > 0 && result.open_cells == 0;
    return result;
}

}  // namespace

PictureVerdict picture_verdict(const Puzzle& puzzle, double timeout_seconds) {
    if (is_colour_puzzle(puzzle)) return colour_picture_verdict(puzzle, timeout_seconds);
    PictureVerdict result;
    AnalysisOptions options;
    options.solve.max_solutions = 2;
    options.solve.keep_solutions = 0;
    options.solve.timeout_seconds = timeout_seconds;
    options.levels = false;
    const Analysis analysis = analyze(puzzle, options);
    result.verdict = analysis.solve.verdict;
    result.line_solvable = analysis.lines.outcome == LineLogicResult::Outcome::Solved;
    for (const Cell cell : analysis.lines.grid.cells()) result.open_cells += cell == Cell::Unknown;
    result.rating = analysis.rating;
    if (result.verdict == Verdict::Unique && puzzle.width <= 64 && puzzle.height <= 64) {
        LevelOptions level;
        level.max_work = 50'000'000;  // about 50 ms: a verdict, not a census
        result.level = difficulty_level(puzzle, level);
    }
    return result;
}

std::string verdict_text(const PictureVerdict& verdict) {
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

nlohmann::ordered_json verdict_json(const PictureVerdict& verdict) {
    nlohmann::ordered_json json;
    json["verdict"] = verdict_name(verdict.verdict);
    json["line_solvable"] = verdict.line_solvable;
    json["open_cells"] = verdict.open_cells;
    json["rating"] = verdict.rating ? nlohmann::ordered_json(search_rating_name(*verdict.rating)) : nullptr;
    if (verdict.level) {
        json["level"] = {{"outcome", level_outcome_name(verdict.level->outcome)},
                         {"level", verdict.level->level}};
    } else {
        json["level"] = nullptr;
    }
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

void write_marked_picture(const std::string& path, const Puzzle& puzzle, const std::vector<PictureChange>& changes) {
    const std::optional<ImageFormat> format = image_format_from_path(path);
    if (!format || (*format != ImageFormat::Png && *format != ImageFormat::Svg && *format != ImageFormat::Pdf))
        throw UsageError("--picture " + path + ": name a .png, .svg or .pdf file");
    using DrawEntry = decltype(&nono_render_draw);
    const auto entry = reinterpret_cast<DrawEntry>(load_module_entry(kRenderModuleFile, kRenderEntryName, "drawing"));
    if (!entry) throw OutputError("cannot draw " + path + " without the drawing module");
    RenderContent content;
    content.cells = puzzle.goal;
    content.shaded.assign(static_cast<std::size_t>(puzzle.width) * static_cast<std::size_t>(puzzle.height), false);
    for (const PictureChange& change : changes)
        content.shaded[static_cast<std::size_t>(change.row) * puzzle.width + change.column] = true;
    RenderOptions options;
    // Drawn into a temporary that replaces the file only once complete, as every writer does:
    // an interrupted or failed drawing leaves what was there before.
    OutputFile file(path);
    const RenderRequest request{&puzzle, &content, *format, &options, &file.stream()};
    char message[1024] = "drawing failed";
    if (entry(kRenderModuleAbi, kRenderTypesSize, &request, message, sizeof message) !=
        static_cast<int>(RenderAnswer::Drawn)) {
        if (!file.stream()) file.commit();  // a failed write is the output's error, named as such
        throw OutputError("cannot draw " + path + ": " + message);
    }
    file.commit();
}

std::pair<int, int> parse_size(const std::string& text, const std::string& option) {
    const std::size_t x = text.find_first_of("xX");
    auto side = [&](const std::string& part) {
        if (part.empty() || part.size() > 7 || part.find_first_not_of("0123456789") != std::string::npos)
            throw UsageError(option + " " + text + ": give the size as WIDTHxHEIGHT, e.g. 30x20");
        const int value = std::stoi(part);
        if (value < 1 || value > kMaxSide)
            throw UsageError(option + " " + text + ": each side must be 1.." + std::to_string(kMaxSide));
        return value;
    };
    if (x == std::string::npos) throw UsageError(option + " " + text + ": give the size as WIDTHxHEIGHT, e.g. 30x20");
    return {side(text.substr(0, x)), side(text.substr(x + 1))};
}

nlohmann::ordered_json picture_json(const Grid& picture, const GridStyle& style) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    std::string text = write_grid(picture, style);
    std::size_t start = 0;
    for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1)
        rows.push_back(text.substr(start, end - start));
    return rows;
}

}  // namespace nono::cli
