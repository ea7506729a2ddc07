// `nono classify FILE...`: for each puzzle, how many solutions, whether line logic alone solves
// it, its level D_k and what the search needed. The files are those of solve and check
// (batch.hpp: FILE..., '-', --list, --jobs, results in the order given); a file that cannot be
// read is reported in its place. The summary line is the batch's, with the line-solvable count
// and the level histogram added.
#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

#include "batch.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "nono/analyze.hpp"
#include "nono/report.hpp"
#include "nono/text.hpp"

namespace nono::cli {

namespace {

struct ClassifySettings {
    PuzzleFiles inputs;
    bool count = false;
    bool json = false;
    bool no_level = false;
    int max_level = 0;
    std::uint64_t max_work = LevelOptions{}.max_work;
    LimitOptions limits;
};

// What a puzzle adds to the summary besides its verdict (BatchItem::tallies).
const std::string kLineSolvable = "line-solvable";
const std::string kLevel = "level ";  // + "D4" or "above D4"

std::string level_key(const LevelResult& level) {
    switch (level.outcome) {
        case LevelOutcome::Level: return "D" + std::to_string(level.level);
        case LevelOutcome::AboveCap:
        case LevelOutcome::OutOfWork:
        case LevelOutcome::Stopped: return "above D" + std::to_string(level.level);
        default: return "";
    }
}

// One file's result (text, or one JSON line) and tallies; prints nothing.
BatchItem classify_one(const ClassifySettings& settings, const AnalysisOptions& options,
                       const std::string& path) {
    BatchItem item;
    const std::string name = display_name(path);
    nlohmann::ordered_json entry;
    entry["file"] = name;
    std::optional<Puzzle> puzzle;
    try {
        puzzle = settings.inputs.read(path, &item.errors);
    } catch (const InputError& error) {
        item.outcome = Outcome::Invalid;
        item.exit_code = kExitBadInput;
        if (!settings.json) {
            item.text = printable_text(name + ": invalid: " + error.what(), 2000) + "\n";
            return item;
        }
        entry["valid"] = false;
        entry["error"] = error.what();
        entry["line"] = error.line() > 0 ? nlohmann::ordered_json(error.line()) : nlohmann::ordered_json(nullptr);
        item.text = json_line(entry);
        return item;
    }
    const Analysis analysis = analyze(*puzzle, options);
    item.outcome = outcome_of(analysis.solve.verdict);
    // A time limit that stopped line logic or the level leaves the classification unfinished,
    // whatever the search found: "limit", as when it stops the search.
    item.exit_code = analysis.limit_reached() ? kExitUndecided : exit_code_for(analysis.solve.verdict);
    if (analysis.lines.outcome == LineLogicResult::Outcome::Solved) item.tallies.push_back(kLineSolvable);
    if (analysis.level && !level_key(*analysis.level).empty())
        item.tallies.push_back(kLevel + level_key(*analysis.level));
    GridStyle style;
    style.colours = palette_chars(*puzzle);  // a colour puzzle's grids in its characters
    if (settings.json) {
        item.text = json_line(classify_object(name, *puzzle, analysis, settings.count, style));
    } else {
        item.text = name + ": " + std::to_string(puzzle->width) + "x" + std::to_string(puzzle->height) +
                    ", " + analysis_phrase(analysis, settings.count) + "\n" +
                    analysis_details(analysis, style);
    }
    return item;
}

// The level histogram, D1 before D4 before D10, then "above D4" before "above D10".
std::vector<std::pair<std::string, std::uint64_t>> level_counts(const BatchSummary& summary) {
    std::vector<std::pair<std::string, std::uint64_t>> levels;
    for (const auto& [tally, count] : summary.tallies)
        if (tally.compare(0, kLevel.size(), kLevel) == 0) levels.emplace_back(tally.substr(kLevel.size()), count);
    const auto order = [](const std::string& key) {
        return std::make_pair(key.front() == 'a', std::stoi(key.substr(key.find('D') + 1)));
    };
    std::sort(levels.begin(), levels.end(),
              [&](const auto& a, const auto& b) { return order(a.first) < order(b.first); });
    return levels;
}

// "summary: 3 puzzles: ...; 1 line-solvable; levels D1=1 D4=1", or the batch's JSON summary
// with "line_solvable" and "levels" added to it.
std::string summary_line(const BatchSummary& summary, bool as_json) {
    const auto found = summary.tallies.find(kLineSolvable);
    const std::uint64_t line_solvable = found == summary.tallies.end() ? 0 : found->second;
    const auto levels = level_counts(summary);
    if (as_json) {
        nlohmann::ordered_json json = summary.json();
        json["summary"]["line_solvable"] = line_solvable;
        json["summary"]["levels"] = nlohmann::ordered_json::object();
        for (const auto& [key, count] : levels) json["summary"]["levels"][key] = count;
        return json_line(json);
    }
    std::string text = summary.text() + "; " + std::to_string(line_solvable) + " line-solvable";
    if (!levels.empty()) {
        text += "; levels";
        for (const auto& [key, count] : levels) text += " " + key + "=" + std::to_string(count);
    }
    return text + "\n";
}

int run_classify(const ClassifySettings& settings) {
    const std::vector<std::string> paths = settings.inputs.paths();
    AnalysisOptions options;
    options.solve = settings.limits.solve_options(settings.count ? 0 : 2, 2);
    options.levels = !settings.no_level;
    options.level.max_level = settings.max_level;
    options.level.max_work = settings.max_work;
    const BatchSummary summary = run_batch(paths, settings.inputs.jobs, [&](const std::string& path) {
        return classify_one(settings, options, path);
    });
    write_output("-", summary_line(summary, settings.json));
    return summary.exit_code;
}

}  // namespace

Command add_classify_command(CLI::App& parent) {
    auto settings = std::make_shared<ClassifySettings>();
    CLI::App* app = parent.add_subcommand(
        "classify", "Per puzzle: solutions, line-solvable, level D_k and search rating");
    settings->inputs.add_to(*app);
    // Only the options the command line names are built (named(), commands.hpp).
    if (named("--count")) app->add_flag("--count", settings->count, "Count every solution (exact, may be slow)");
    if (named("--json"))
        app->add_flag("--json", settings->json,
                      "Print one JSON object a puzzle, then the summary (schema in docs/cli.md)");
    if (named("--max-level"))
        app->add_option("--max-level", settings->max_level,
                        "Highest level D_k to try (default: every level up to 5x5 size, else 4)")
            ->check(CLI::Range(1, 128))
            ->type_name("K");
    if (named("--max-work"))
        app->add_option("--max-work", settings->max_work,
                        "Work limit of the level computation per puzzle (arrangements visited; 0 = none)")
            ->check(whole_number())
            ->type_name("N");
    if (named("--no-level")) app->add_flag("--no-level", settings->no_level, "Do not compute the level D_k");
    settings->limits.add_to(*app);
    footer_for_help(*app, [] {
        return "With several files: 2 if any is unreadable or invalid, else the least settled verdict "
               "(undecided over none over several over unique).\n" + exit_codes_help();
    });
    return {app, [settings] { return run_classify(*settings); }};
}

}  // namespace nono::cli
