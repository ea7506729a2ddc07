// `nono repair PUZZLE`: for a picture whose clues have several solutions (or, with
// --line-solvable, that line logic cannot finish), the fewest cell changes nono finds after
// which they have one (or line logic finishes), shown as a list, a marked picture (text, and an
// image with --picture) or JSON, and the repaired puzzle written with -o.
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "make_output.hpp"
#include "nono/report.hpp"

namespace nono::cli {

namespace {

struct RepairSettings {
    PuzzleInput input;
    bool line_solvable = false;
    int max_changes = 10;
    int attempts = 4;
    std::uint64_t seed = 1;
    double timeout_seconds = 60;
    std::string output;       // -o: the repaired puzzle
    std::string to_format;    // --to
    std::string picture;      // --picture: the image with the changes marked
    bool json = false;
};

// The picture to repair: the file's goal, else the first solution of its clues.
Grid picture_of(const Puzzle& puzzle, const std::string& source) {
    if (puzzle.goal && puzzle.goal->complete()) return *puzzle.goal;
    SolveOptions options;
    options.max_solutions = 1;
    options.keep_solutions = 1;
    options.timeout_seconds = 60;
    const SolveResult result = solve(puzzle, options);
    if (result.solutions.empty())
        throw UsageError(source + ": the clues have no solution" +
                         std::string(result.verdict == Verdict::None ? "" : " found within the limit") +
                         ", so there is no picture to repair");
    std::cerr << "nono: " << source << " has no picture; repairing its clues' first solution\n";
    return result.solutions.front();
}

int repair_exit_code(RepairOutcome outcome, bool line_solvable) {
    switch (outcome) {
        case RepairOutcome::AlreadyMet:
        case RepairOutcome::Repaired: return kExitUnique;
        case RepairOutcome::Undecided: return kExitUndecided;
        case RepairOutcome::NotFound: return line_solvable ? kExitFailure : kExitMultiple;
    }
    return kExitFailure;
}

int run_repair(const RepairSettings& settings) {
    const std::string source = display_name(settings.input.file);
    const Puzzle original = settings.input.read();
    // The search changes cells between filled and empty: a colour picture has no such choice
    // (it ended in an internal error, issue 45).
    if (is_colour_puzzle(original))
        throw UsageError(source + " is a colour puzzle (" + std::to_string(original.palette.size()) +
                         " colours); repair works on black-and-white pictures");
    const Grid picture = picture_of(original, source);
    RepairOptions options;
    options.line_solvable = settings.line_solvable;
    options.max_changes = settings.max_changes;
    options.attempts = settings.attempts;
    options.seed = settings.seed;
    options.timeout_seconds = settings.timeout_seconds;
    RepairReport report{source, options, repair(picture, options)};
    const RepairResult& result = report.result;
    Puzzle repaired = puzzle_from_grid(result.picture, original.title);
    repaired.author = original.author;
    repaired.properties = original.properties;
    write_output("-", settings.json ? json_line(repair_object(report)) : repair_text(report));
    const bool write = result.outcome == RepairOutcome::Repaired || result.outcome == RepairOutcome::AlreadyMet;
    if (write && !settings.output.empty()) write_made_puzzle(repaired, settings.output, settings.to_format);
    if (write && !settings.picture.empty()) write_marked_picture(settings.picture, repaired, result.changes);
    return repair_exit_code(result.outcome, settings.line_solvable);
}

}  // namespace

Command add_repair_command(CLI::App& parent) {
    auto settings = std::make_shared<RepairSettings>();
    CLI::App* app = parent.add_subcommand(
        "repair", "Propose the fewest cell changes that make a picture's clues unique (or line-solvable)");
    settings->input.add_to(*app);
    app->add_flag("--line-solvable", settings->line_solvable,
                  "Aim for clues line logic alone solves (D1), not only one solution");
    app->add_option("--max-changes", settings->max_changes, "Never propose more changes than this")
        ->check(CLI::Range(1, 1000))
        ->capture_default_str();
    app->add_option("--attempts", settings->attempts,
                    "Greedy runs (the first deterministic, then sampled); more may find shorter repairs")
        ->check(CLI::Range(1, 100))
        ->capture_default_str();
    app->add_option("--seed", settings->seed, "Seed of the sampled runs")->capture_default_str();
    app->add_option("--timeout", settings->timeout_seconds, "Seconds for the whole repair (0 = none)")
        ->check(seconds_value())  // CLI::Range let "nan" through: no limit at all
        ->capture_default_str();
    app->add_option("-o,--output", settings->output, "Write the repaired puzzle here ('-' = stdout)");
    add_format_option(*app, "--to", settings->to_format, "Format of -o (default: by extension, else non)");
    app->add_option("--picture", settings->picture,
                    "Draw the repaired picture with the changed cells shaded (.png, .svg or .pdf)");
    app->add_flag("--json", settings->json, "Print the report as JSON (schema in docs/making.md)");
    app->footer("Exit codes:\n"
                "   0  repaired (or already met the target)\n"
                "  10  no repair to unique found within --max-changes (still several solutions)\n"
                "   1  no repair to line-solvable found within --max-changes, or an output failed\n"
                "  30  the solver could not decide the original within the limit\n"
                "   2  bad input or usage");
    return {app, [settings] { return run_repair(*settings); }};
}

}  // namespace nono::cli
