// `nono classify FILE...`: for each puzzle, how many solutions, whether line logic alone solves
// it, its level D_k and what the search needed; then one summary line. Patterns the shell did
// not expand (quoted, or on systems without globbing) are expanded here. A file that cannot be
// read is reported in its place and the others still run.
#include <glob.h>

#include <iostream>
#include <map>
#include <memory>

#include "analysis_report.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "nono/analyze.hpp"

namespace nono::cli {

namespace {

struct ClassifySettings {
    std::vector<std::string> files;
    std::string format;
    bool count = false;
    bool json = false;
    bool no_level = false;
    int max_level = 0;
    std::uint64_t max_work = LevelOptions{}.max_work;
    LimitOptions limits;
};

// Arguments with *, ? or [ are patterns; one that matches nothing stays as it is, so it is
// reported as a missing file rather than silently dropped.
std::vector<std::string> expand(const std::vector<std::string>& arguments) {
    std::vector<std::string> files;
    for (const std::string& argument : arguments) {
        if (argument.find_first_of("*?[") == std::string::npos) {
            files.push_back(argument);
            continue;
        }
        glob_t matches{};
        if (::glob(argument.c_str(), 0, nullptr, &matches) == 0) {
            for (std::size_t i = 0; i < matches.gl_pathc; ++i) files.emplace_back(matches.gl_pathv[i]);
        } else {
            files.push_back(argument);
        }
        ::globfree(&matches);
    }
    return files;
}

struct Summary {
    std::map<std::string, int> verdicts;  // unique, multiple, none, undecided, invalid
    int line_solvable = 0;
    std::map<std::string, int> levels;    // "D1", "D3", "above D4", ...
};

std::string level_key(const LevelResult& level) {
    switch (level.outcome) {
        case LevelOutcome::Level: return "D" + std::to_string(level.level);
        case LevelOutcome::AboveCap:
        case LevelOutcome::OutOfWork: return "above D" + std::to_string(level.level);
        default: return "";
    }
}

std::string summary_text(const Summary& summary, std::size_t files) {
    std::string text = "classified " + std::to_string(files) + (files == 1 ? " file:" : " files:");
    bool first = true;
    for (const char* verdict : {"unique", "multiple", "none", "undecided", "invalid"}) {
        const auto it = summary.verdicts.find(verdict);
        if (it == summary.verdicts.end()) continue;
        text += (first ? " " : ", ") + std::to_string(it->second) + " " + verdict;
        first = false;
    }
    text += "; " + std::to_string(summary.line_solvable) + " line-solvable";
    if (!summary.levels.empty()) {
        text += "; levels";
        for (const auto& [key, count] : summary.levels) text += " " + key + "=" + std::to_string(count);
    }
    return text;
}

int run_classify(const ClassifySettings& settings) {
    const std::vector<std::string> files = expand(settings.files);
    AnalysisOptions options;
    options.solve = settings.limits.solve_options(settings.count ? 0 : 2, 2);
    options.levels = !settings.no_level;
    options.level.max_level = settings.max_level;
    options.level.max_work = settings.max_work;
    const GridStyle style;

    Summary summary;
    int exit_code = kExitUnique;
    nlohmann::ordered_json puzzles = nlohmann::ordered_json::array();
    for (const std::string& file : files) {
        const std::string name = display_name(file);
        nlohmann::ordered_json entry;
        entry["file"] = name;
        std::optional<Puzzle> puzzle;
        try {
            puzzle = read_puzzle(file, chosen_format(settings.format));
        } catch (const InputError& error) {
            ++summary.verdicts["invalid"];
            exit_code = kExitBadInput;
            if (settings.json) {
                entry["valid"] = false;
                entry["error"] = error.what();
                entry["line"] = error.line() > 0 ? nlohmann::ordered_json(error.line()) : nlohmann::ordered_json(nullptr);
                puzzles.push_back(entry);
            } else {
                std::cout << name << ": invalid: " << error.what() << "\n";
            }
            continue;
        }
        const Analysis analysis = analyze(*puzzle, options);
        ++summary.verdicts[std::string(verdict_name(analysis.solve.verdict) == "found"
                                           ? "undecided"
                                           : verdict_name(analysis.solve.verdict))];
        if (analysis.lines.outcome == LineLogicResult::Outcome::Solved) ++summary.line_solvable;
        if (analysis.level && !level_key(*analysis.level).empty()) ++summary.levels[level_key(*analysis.level)];
        if (exit_code != kExitBadInput)
            exit_code = std::max(exit_code, static_cast<int>(exit_code_for(analysis.solve.verdict)));
        if (settings.json) {
            entry["valid"] = true;
            entry["width"] = puzzle->width;
            entry["height"] = puzzle->height;
            entry.update(analysis_json(analysis, settings.count, style));
            puzzles.push_back(entry);
        } else {
            std::cout << name << ": " << puzzle->width << "x" << puzzle->height << ", "
                      << analysis_phrase(analysis, settings.count) << "\n"
                      << analysis_details(analysis, style);
        }
    }
    if (settings.json) {
        nlohmann::ordered_json out;
        out["puzzles"] = puzzles;
        out["summary"] = {{"files", files.size()},
                          {"verdicts", summary.verdicts},
                          {"line_solvable", summary.line_solvable},
                          {"levels", summary.levels}};
        write_output("-", out.dump() + "\n");
    } else {
        write_output("-", summary_text(summary, files.size()) + "\n");
    }
    return exit_code;
}

}  // namespace

Command add_classify_command(CLI::App& parent) {
    auto settings = std::make_shared<ClassifySettings>();
    CLI::App* app = parent.add_subcommand(
        "classify", "Per puzzle: solutions, line-solvable, level D_k and search rating");
    app->add_option("FILE", settings->files, "Puzzle files or patterns ('-' = standard input)")
        ->type_name("FILE...")
        ->required();
    add_format_option(*app, "-f,--format", settings->format,
                      "Input format (default: by extension, else guessed from the content)");
    app->add_flag("--count", settings->count, "Count every solution (exact, may be slow)");
    app->add_flag("--json", settings->json, "Print the results as JSON (schema in docs/cli.md)");
    app->add_option("--max-level", settings->max_level,
                    "Highest level D_k to try (default: every level up to 5x5 size, else 4)")
        ->check(CLI::Range(1, 128))
        ->type_name("K");
    app->add_option("--max-work", settings->max_work,
                    "Work limit of the level computation per puzzle (arrangements visited; 0 = none)")
        ->check(whole_number())
        ->type_name("N");
    app->add_flag("--no-level", settings->no_level, "Do not compute the level D_k");
    settings->limits.add_to(*app);
    app->footer("Exit codes: 2 if any file is unreadable or invalid; else the highest of the "
                "files' verdict codes:\n" + exit_codes_help());
    return {app, [settings] { return run_classify(*settings); }};
}

}  // namespace nono::cli
