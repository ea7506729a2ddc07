// `nono check FILE`: one line (or one JSON object) saying whether a puzzle file is valid and
// whether it has one, several or no solution. An invalid file is a report, not a crash: the
// line goes to stdout like any other verdict, and the exit code tells scripts what happened.
#include <iostream>
#include <memory>

#include "analysis_report.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "nono/report.hpp"

namespace nono::cli {

namespace {

struct CheckSettings {
    PuzzleInput input;
    bool json = false;
    bool stats = false;
    bool analyze = false;  // add what `nono classify` tells (analysis_report.hpp)
    LimitOptions limits;
};

int run_check(const CheckSettings& settings) {
    CheckReport report;
    report.file = display_name(settings.input.file);
    std::optional<Puzzle> puzzle;
    std::optional<Analysis> analysis;
    try {
        puzzle = settings.input.read();
    } catch (const InputError& error) {
        report.error = error.what();
        report.error_line = error.line();
    }
    if (puzzle) {
        // Two solutions are enough to tell unique from several; one grid is kept to compare
        // with the goal picture.
        if (settings.analyze) {
            AnalysisOptions options;
            options.solve = settings.limits.solve_options(2, 2);
            analysis = nono::analyze(*puzzle, options);
            report.result = analysis->solve;
        } else {
            report.result = solve(*puzzle, settings.limits.solve_options(2, 1));
        }
        if (puzzle->goal && report.result->verdict == Verdict::Unique)
            report.goal_matches = report.result->solutions.front() == *puzzle->goal;
    }

    if (!analysis) {
        write_output("-", settings.json ? check_json(report) : check_text(report) + "\n");
    } else if (settings.json) {
        auto json = nlohmann::ordered_json::parse(check_json(report));
        json["analysis"] = analysis_json(*analysis, false, GridStyle{});
        write_output("-", json.dump() + "\n");
    } else {
        write_output("-", check_text(report) + "\n  " + analysis_phrase(*analysis, false) + "\n" +
                              analysis_details(*analysis, GridStyle{}));
    }
    if (settings.stats && report.result) std::cerr << stats_text(report.result->stats) << "\n";

    if (report.error) return kExitBadInput;
    // Validation proved the goal fits the clues, so a unique solution that differs from it
    // is an engine bug: a plain failure, not a verdict.
    if (report.goal_matches && !*report.goal_matches) return kExitFailure;
    return exit_code_for(report.result->verdict);
}

}  // namespace

Command add_check_command(CLI::App& parent) {
    auto settings = std::make_shared<CheckSettings>();
    CLI::App* app = parent.add_subcommand(
        "check", "One line: valid or not, and unique / several / no solution");
    settings->input.add_to(*app);
    app->add_flag("--json", settings->json, "Print the report as JSON (schema in docs/cli.md)");
    app->add_flag("--stats", settings->stats, "Print search statistics to stderr");
    app->add_flag("--analyze", settings->analyze,
                  "Also line-solvable, level D_k, search rating, and where line logic stalls or "
                  "two solutions differ (as nono classify)");
    settings->limits.add_to(*app);
    app->footer(exit_codes_help());
    return {app, [settings] { return run_check(*settings); }};
}

}  // namespace nono::cli
