// `nono check FILE`: one line (or one JSON object) saying whether a puzzle file is valid and
// whether it has one, several or no solution. An invalid file is a report, not a crash: the
// line goes to stdout like any other verdict, and the exit code tells scripts what happened.
#include <iostream>
#include <memory>

#include <nlohmann/json.hpp>

#include "batch.hpp"
#include "commands.hpp"
#include "interrupt.hpp"
#include "exit_codes.hpp"
#include "nono/analyze.hpp"
#include "nono/report.hpp"

namespace nono::cli {

namespace {

struct CheckSettings {
    PuzzleFiles inputs;
    bool json = false;
    bool stats = false;
    bool analyze = false;  // add what `nono classify` tells (analysis_report.hpp)
    LimitOptions limits;
};

// One file's report and exit code; prints nothing.
BatchItem check_one(const CheckSettings& settings, const std::string& path) {
    CheckReport report;
    report.file = display_name(path);
    std::optional<Puzzle> puzzle;
    std::optional<Analysis> analysis;
    BatchItem item;
    try {
        puzzle = settings.inputs.read(path, &item.errors);
    } catch (const InputError& error) {
        report.error = error.what();
        report.error_line = error.line();
    }
    if (puzzle) {
        // Two solutions are enough to tell unique from several; the first is compared with the
        // goal picture, the
        // two to show where they differ.
        SolveOptions options = settings.limits.solve_options(2, 2);
        options.interrupt = interrupt_flag();
        if (settings.analyze) {
            AnalysisOptions analysis_options;
            analysis_options.solve = options;
            analysis = nono::analyze(*puzzle, analysis_options);
            report.result = analysis->solve;
            report.lines = analysis->lines;
        } else {
            report.result = solve(*puzzle, options);
            // Within the same limits: unbounded, it ran for minutes on a 1000x1000 colour
            // grid after the solve had stopped at --timeout 1 (issue 45).
            report.lines = line_logic(*puzzle, options.timeout_seconds, options.interrupt);
        }
        report.puzzle = puzzle;
        if (puzzle->goal && report.result->verdict == Verdict::Unique)
            report.goal_matches = report.result->solutions.front() == *puzzle->goal;
        if (settings.stats) item.errors += report.file + ": " + stats_text(report.result->stats) + "\n";
    }
    GridStyle analysis_style;  // a colour puzzle's grids in its characters
    if (puzzle) analysis_style.colours = palette_chars(*puzzle);
    if (settings.json) {
        ReportJson json = check_object(report);
        if (analysis) json["analysis"] = analysis_object(*analysis, false, analysis_style);
        item.json = std::move(json);
        item.text = analysis ? json_line(*item.json) : check_json(report);
    } else {
        item.text = check_text(report) + "\n";
    }
    if (analysis && !settings.json) {
        item.text += "  " + analysis_phrase(*analysis, false) + "\n" + analysis_details(*analysis, analysis_style);
    }
    if (report.error) {
        item.outcome = Outcome::Invalid;
        item.exit_code = kExitBadInput;
    } else {
        item.outcome = outcome_of(report.result->verdict);
        // Validation proved the goal fits the clues, so a unique solution that differs from
        // it is an engine bug: a plain failure, not a verdict.
        item.exit_code = report.goal_matches && !*report.goal_matches ? kExitFailure
                         : analysis && analysis->limit_reached()     ? kExitUndecided
                                                                     : exit_code_for(report.result->verdict);
    }
    return item;
}

int run_check(const CheckSettings& settings) {
    interrupt_flag();  // from the start, as in solve
    const std::vector<std::string> paths = settings.inputs.paths();
    if (paths.size() == 1) {
        const BatchItem item = check_one(settings, paths.front());
        write_output("-", item.text);
        std::cerr << item.errors;
        return item.exit_code;
    }
    const BatchSummary summary = run_batch(paths, settings.inputs.jobs, [&](const std::string& path) {
        BatchItem item = check_one(settings, path);
        if (settings.json) item.text = json_line(*item.json);
        return item;
    });
    write_output("-", summary.line(settings.json));
    return summary.exit_code;
}

}  // namespace

Command add_check_command(CLI::App& parent) {
    auto settings = std::make_shared<CheckSettings>();
    CLI::App* app = parent.add_subcommand(
        "check", "One line: valid or not, and unique / several / no solution");
    settings->inputs.add_to(*app);
    // Only the options the command line names are built (named(), commands.hpp).
    if (named("--json")) app->add_flag("--json", settings->json, "Print the report as JSON (schema in docs/cli.md)");
    if (named("--stats")) app->add_flag("--stats", settings->stats, "Print search statistics to stderr");
    if (named("--analyze"))
        app->add_flag("--analyze", settings->analyze,
                      "Also line-solvable, level D_k, search rating, and where line logic stalls or "
                      "two solutions differ (as nono classify)");
    settings->limits.add_to(*app);
    footer_for_help(*app, exit_codes_help);
    return {app, [settings] { return run_check(*settings); }};
}

}  // namespace nono::cli
