// `nono solve FILE`: prints the solutions (or their count, or JSON) and an exact verdict.
// The engine is always asked for one solution more than is shown, so "unique" is a proof
// and "several" is never a guess; see docs/cli.md for the output and the exit codes.
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <limits>
#include <memory>
#include <optional>
#include <string_view>

#include <nlohmann/json.hpp>

#include "batch.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "interrupt.hpp"
#include "nono/report.hpp"
#include "nono/trace_io.hpp"
#include "output_file.hpp"
#include "terminal.hpp"
#include "trace_outputs.hpp"

namespace nono::cli {

namespace {

constexpr std::uint64_t kKeepAll = std::numeric_limits<std::uint64_t>::max();

struct SolveSettings {
    PuzzleFiles inputs;
    std::uint64_t shown = 1;  // -n; 0 = all
    bool count = false;
    std::string output_pattern;
    std::string output_format = "text";
    bool json = false;
    bool stats = false;
    bool quiet = false;
    bool dots = false;
    bool plain = false;  // no terminal picture even on a terminal
    std::string empty_char;
    std::string filled_char;
    LimitOptions limits;
    AlgorithmOptions algorithm;
    std::string trace_file;
    bool explain = false;
    bool every_probe = false;
    bool animate = false;
    int delay_ms = 50;
    bool verbose = false;
    CLI::Option* shown_option = nullptr;  // to tell "-n 1" from the default
};

// Cell characters must be printable and single, or the grid cannot be read back.
CLI::Validator single_character() {
    return CLI::Validator(
        [](std::string& input) -> std::string {
            if (input.size() != 1 || input[0] < ' ' || input[0] > '~')
                return "'" + input + "' is not a single printable ASCII character";
            return {};
        },
        "", "character");
}

GridStyle grid_style(const SolveSettings& settings) {
    GridStyle style;
    if (settings.dots) style.empty = '.';
    if (!settings.empty_char.empty()) style.empty = settings.empty_char[0];
    if (!settings.filled_char.empty()) style.filled = settings.filled_char[0];
    if (style.empty == style.filled)
        throw UsageError(std::string("empty and filled cells need different characters (both are '") +
                         style.empty + "')");
    return style;
}

// -o with %d writes every solution found unless -n says how many (as Simpson's solver does);
// elsewhere the default is to show one.
bool writes_every_solution(const SolveSettings& settings) {
    return settings.output_pattern.find("%d") != std::string::npos && !given(settings.shown_option);
}

// What to ask the engine for: one more solution than is shown, so the verdict is exact.
SolveOptions engine_options(const SolveSettings& settings) {
    if (writes_every_solution(settings)) return settings.limits.solve_options(0, kKeepAll);
    if (settings.count) {
        // Counting past 1 is what tells unique from several, hence never below 2.
        const bool bounded = given(settings.shown_option) && settings.shown != 0;
        return settings.limits.solve_options(bounded ? std::max<std::uint64_t>(settings.shown, 2) : 0,
                                             0);
    }
    if (settings.shown == 0) return settings.limits.solve_options(0, kKeepAll);
    const std::uint64_t asked = settings.shown == kKeepAll ? 0 : settings.shown + 1;
    return settings.limits.solve_options(asked, settings.shown);
}

std::size_t shown_count(const SolveSettings& settings, const SolveResult& result) {
    std::size_t kept = result.solutions.size();
    if (writes_every_solution(settings)) return kept;
    if (settings.shown != 0 && settings.shown < kept) kept = static_cast<std::size_t>(settings.shown);
    return kept;
}

std::string file_name_for(const std::string& pattern, std::size_t number) {
    const std::string digits = std::to_string(number);
    std::string name;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern.compare(i, 2, "%d") == 0) {
            name += digits;
            ++i;
        } else {
            name += pattern[i];
        }
    }
    return name;
}

// The picture format -o names by its extension (.png, .pbm: the solution as the picture
// format's file, one pixel a cell), or nullopt for the text grid or --output-format json.
// Extensions of drawings nono makes elsewhere (.svg, .pdf, .jpg ...) are refused with the
// command that makes them, before any work, as is Simpson's glued `-os` (read as `-o s`).
std::optional<Format> picture_format_of(const SolveSettings& settings, const Puzzle& puzzle,
                                        const std::string& input) {
    const std::string& pattern = settings.output_pattern;
    if (pattern.empty()) return std::nullopt;
    if (glued_value("-o", pattern) && pattern.size() <= 3 && pattern.find_first_of("./%") == std::string::npos)
        throw UsageError("-o" + pattern + " is read as -o " + pattern + " (write the solution to a file named '" +
                         pattern + "'), not as one of Simpson's options: nono prints the solutions by default, "
                         "-n N (or -s N) says how many, --count counts them, -o FILE.txt writes them to a file");
    const std::string render = "nono render " + display_name(input) + " --solution -o " + pattern;
    const std::size_t dot = pattern.find_last_of('.');
    const std::string extension = dot == std::string::npos ? "" : pattern.substr(dot + 1);
    for (const char* drawing : {"svg", "pdf", "jpg", "jpeg", "gif", "bmp", "webp", "tif", "tiff"})
        if (extension == drawing)
            throw UsageError("-o " + pattern + ": solve writes solutions as text grids, JSON, or PNG and PBM "
                             "pictures (one pixel a cell); a drawing of the solution is `" + render + "`");
    const std::optional<Format> format = format_from_path(pattern);
    if (!format || !format_info(*format).picture || *format == Format::Grid) return std::nullopt;
    if (settings.output_format == "json")
        throw UsageError("-o " + pattern + " names a " + std::string(format_name(*format)) +
                         " picture and --output-format json asks for JSON: choose one");
    if (is_colour_puzzle(puzzle) && !format_info(*format).holds_colour)
        throw UsageError("-o " + pattern + ": a " + std::string(format_name(*format)) +
                         " picture is black and white and this puzzle has colours: write a .txt grid "
                         "(its palette above it), or draw it with `" + render + "`");
    return format;
}

// All names are checked before anything is written, so a usage error leaves no files behind.
void write_solution_files(const SolveSettings& settings, const Puzzle& puzzle,
                          const SolveResult& result, std::size_t shown, const GridStyle& style,
                          std::optional<Format> picture) {
    if (shown > 1 && settings.output_pattern.find("%d") == std::string::npos)
        throw UsageError("-o " + settings.output_pattern + ": " + std::to_string(shown) +
                         " solutions to write need a %d in the file name for the solution number");
    for (std::size_t i = 0; i < shown; ++i) {
        const Grid& solution = result.solutions[i];
        // A picture format's file, JSON, and a colour picture (its palette declared above it)
        // are the puzzle with the solution as its picture; a black-and-white one is the grid alone.
        const bool as_puzzle = settings.output_format == "json" || is_colour_puzzle(puzzle);
        std::string text;
        if (picture) {
            Puzzle pictured = puzzle;
            pictured.goal = solution;
            text = puzzles_text_for(file_name_for(settings.output_pattern, i + 1), {pictured}, *picture);
        } else if (as_puzzle) {
            Puzzle pictured = puzzle;
            pictured.goal = solution;
            text = write_puzzle(pictured, settings.output_format == "json" ? Format::Json : Format::Grid);
        } else {
            text = write_grid(solution, style);
        }
        write_output(file_name_for(settings.output_pattern, i + 1), text);
    }
}

std::string verdict_line(const SolveSettings& settings, const SolveResult& result,
                         std::size_t shown) {
    std::string line = verdict_text(result);
    if (!settings.count && shown < result.solution_count)
        line += settings.output_pattern.empty() ? ", showing " + std::to_string(shown)
                                                : ", writing " + std::to_string(shown);
    line += "\n";
    if (!settings.count && !settings.output_pattern.empty() && shown > 0) {
        line += "wrote " + std::to_string(shown) + (shown == 1 ? " file: " : " files: ") +
                file_name_for(settings.output_pattern, 1);
        if (shown > 2) line += " ...";
        if (shown > 1) line += (shown > 2 ? " " : ", ") + file_name_for(settings.output_pattern, shown);
        line += "\n";
    }
    return line;
}

std::string text_report(const SolveSettings& settings, const Puzzle& puzzle, const SolveResult& result,
                        std::size_t shown, const GridStyle& style) {
    std::string text;
    if (settings.count) {
        text = std::to_string(result.solution_count) + "\n";
        if (!settings.quiet) text += verdict_line(settings, result, shown);
        return text;
    }
    if (settings.output_pattern.empty()) {
        for (std::size_t i = 0; i < shown; ++i) {
            if (i > 0) text += "\n";
            text += solution_text(puzzle, result.solutions[i], style, settings.plain);
        }
    }
    if (!settings.quiet) {
        if (!text.empty()) text += "\n";
        text += verdict_line(settings, result, shown);
    }
    return text;
}

// The observers asked for on the command line, owned for the length of one solve.
struct Observers {
    std::unique_ptr<OutputFile> trace_file;  // in place only once the solve is over
    std::unique_ptr<JsonTraceWriter> trace;
    std::unique_ptr<Explainer> explainer;
    std::unique_ptr<Animator> animator;
    std::unique_ptr<ProgressLines> progress;
    FanOut all;

    Observers(const SolveSettings& settings, const Puzzle& puzzle) {
        if (!settings.trace_file.empty()) {
            trace_file = std::make_unique<OutputFile>(settings.trace_file);
            trace = std::make_unique<JsonTraceWriter>(trace_file->stream(), puzzle, settings.algorithm.algorithm);
            all.add(trace.get());
        }
        // The explanation and the animation go to stdout before the result; progress to stderr.
        if (settings.explain) {
            explainer = std::make_unique<Explainer>(std::cout, puzzle, settings.every_probe);
            all.add(explainer.get());
        }
        if (settings.animate) {
            animator = std::make_unique<Animator>(std::cout, puzzle, settings.delay_ms, isatty(STDOUT_FILENO) != 0);
            all.add(animator.get());
        }
        if (settings.verbose) {
            progress = std::make_unique<ProgressLines>(std::cerr);
            all.add(progress.get());
        }
    }
    TraceObserver* observer() { return all.empty() ? nullptr : &all; }
    void finish(const SolveResult& result) {
        if (!trace) return;
        trace->finish(verdict_name(result.verdict));
        trace_file->commit();
    }
};

ReportOptions report_options(const SolveSettings& settings, const SolveOptions& options) {
    ReportOptions report;
    report.style = grid_style(settings);
    report.max_shown = settings.count ? 0 : settings.shown;
    report.max_solutions = options.max_solutions;
    report.algorithm = settings.algorithm.algorithm;
    // As the server reports it: the line solver, for the strategies that read one.
    if (find_solve_option("line_solver")->read_by(report.algorithm)) report.line_solver = options.line_solver;
    return report;
}

// Prints nothing: the result of one file, as the text or JSON the single-file run prints.
std::string report_text(const SolveSettings& settings, const Puzzle& puzzle,
                        const SolveResult& result, const SolveOptions& options) {
    GridStyle style = grid_style(settings);
    style.colours = palette_chars(puzzle);
    const std::size_t shown = settings.count ? 0 : shown_count(settings, result);
    if (settings.json) return result_json(puzzle, result, report_options(settings, options));
    std::string text = text_report(settings, puzzle, result, shown, style);
    if (!settings.quiet && !settings.count) text += unsettled_text(puzzle, result, style);
    return text;
}

SolveOptions solve_options_for(const SolveSettings& settings) {
    SolveOptions options = engine_options(settings);
    settings.algorithm.apply(options, settings.limits);
    options.interrupt = interrupt_flag();
    return options;
}

int run_one(const SolveSettings& settings, const std::string& path) {
    GridStyle style = grid_style(settings);
    const Puzzle puzzle = settings.inputs.read(path);
    style.colours = palette_chars(puzzle);
    const std::optional<Format> picture = picture_format_of(settings, puzzle, path);
    SolveOptions options = solve_options_for(settings);
    if (!settings.explain && !settings.animate) options.progress = terminal_progress();
    const std::unique_ptr<Strategy> strategy = make_strategy(settings.algorithm.algorithm);
    Observers observers(settings, puzzle);
    const SolveResult result = solve(*strategy, puzzle, options, observers.observer());
    clear_progress_line();
    observers.finish(result);
    if (settings.explain || settings.animate) std::cout << "\n";
    if (!result.message.empty()) std::cerr << "nono: " << result.message << "\n";
    if (!settings.output_pattern.empty())
        write_solution_files(settings, puzzle, result, settings.count ? 0 : shown_count(settings, result), style,
                             picture);
    write_output("-", report_text(settings, puzzle, result, options));
    if (settings.stats) std::cerr << stats_text(result.stats) << "\n";
    return exit_code_for(result.verdict);
}

// Several files: each one's result under its name (or as one JSON line with "file"), then
// the summary. The options that write one file's steps or solutions make no sense here.
int run_many(const SolveSettings& settings, const std::vector<std::string>& paths) {
    if (!settings.output_pattern.empty() || !settings.trace_file.empty() || settings.explain ||
        settings.animate)
        throw UsageError("-o, --trace, --explain and --animate take one puzzle file, not " +
                         std::to_string(paths.size()));
    grid_style(settings);  // a usage error before any work
    const SolveOptions options = solve_options_for(settings);
    make_strategy(settings.algorithm.algorithm);  // an unknown name fails once, up front
    const BatchSummary summary = run_batch(paths, settings.inputs.jobs, [&](const std::string& path) {
        BatchItem item;
        const Puzzle puzzle = settings.inputs.read(path, &item.errors);
        const std::unique_ptr<Strategy> strategy = make_strategy(settings.algorithm.algorithm);
        const SolveResult result = solve(*strategy, puzzle, options);
        if (!result.message.empty()) item.errors = "nono: " + display_name(path) + ": " + result.message + "\n";
        if (settings.stats) item.errors += display_name(path) + ": " + stats_text(result.stats) + "\n";
        if (settings.json) {
            ReportJson line;
            line["file"] = display_name(path);
            line.update(solve_object(puzzle, result, report_options(settings, options)));
            item.text = json_line(line);
        } else {
            item.text = "== " + display_name(path) + " ==\n" + report_text(settings, puzzle, result, options) + "\n";
        }
        item.outcome = outcome_of(result.verdict);
        item.exit_code = exit_code_for(result.verdict);
        return item;
    });
    write_output("-", summary.line(settings.json));
    return summary.exit_code;
}

int run_solve(const SolveSettings& settings) {
    interrupt_flag();  // SIGINT/SIGTERM from the start: one while reading stops cleanly too
    const std::vector<std::string> paths = settings.inputs.paths();
    if (paths.size() == 1) return run_one(settings, paths.front());
    return run_many(settings, paths);
}

}  // namespace

std::optional<int> run_plain_solve(int argc, char** argv, bool (*is_command)(std::string_view)) {
    if (argc < 3 || std::string_view(argv[1]) != "solve") return std::nullopt;
    SolveSettings settings;
    for (int i = 2; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "-q" || argument == "--quiet") {
            settings.quiet = true;
            continue;
        }
        // Anything else that CLI11 could read otherwise (an option, "-", "--", a word it
        // might take for a command) goes to CLI11.
        if (argument.empty() || argument[0] == '-') return std::nullopt;
        if (is_command(argument)) return std::nullopt;
        settings.inputs.files.emplace_back(argument);
    }
    if (settings.inputs.files.empty()) return std::nullopt;
    return run_solve(settings);
}

namespace {

// -n, --count, -o and --output-format: how many solutions and where they go. Only the options
// the command line names are built (named(), commands.hpp); those that need or exclude each
// other are built together.
void add_solution_options(CLI::App& app, SolveSettings& settings) {
    if (named("-n,-s,--solutions,--count,-o,--output,--output-format")) {
        settings.shown_option =
            app.add_option("-n,-s,--solutions", settings.shown,
                           "Print at most N solutions (0 = all); one more is searched for, "
                           "so the verdict is exact (-s N as in Simpson's solver)")
                ->check(whole_number())
                ->type_name("N")
                ->capture_default_str();
        CLI::Option* count = app.add_flag(
            "--count", settings.count,
            "Print the number of solutions instead of grids (all of them; with -n N stop "
            "counting at N, but never below 2)");
        CLI::Option* output =
            app.add_option("-o,--output", settings.output_pattern,
                           "Write each solution to a file instead of stdout; %d in PATTERN becomes "
                           "the solution number 1, 2, ..., and then every solution found is written "
                           "unless -n says how many; a .png or .pbm name gets that picture (one "
                           "pixel a cell), any other the text grid")
                ->type_name("PATTERN");
        CLI::Option* output_format =
            app.add_option("--output-format", settings.output_format,
                           "For -o: the grid as text, or nono JSON of the puzzle with the solution "
                           "as its picture")
                ->check(CLI::IsMember({"text", "json"}))
                ->type_name("FORMAT")
                ->capture_default_str();
        output_format->needs(output);
        count->excludes(output);
        count->excludes(output_format);
    }
}

// --trace, --explain, --every-probe, --animate, --delay: the solve's steps, written or shown.
void add_step_options(CLI::App& app, SolveSettings& settings) {
    if (named("--trace"))
        app.add_option("--trace", settings.trace_file,
                       "Write every solving step to FILE, one JSON object a line (docs/trace.md)")
            ->type_name("FILE.jsonl");
    if (named("--explain,--every-probe,--animate,--delay")) {
        CLI::Option* explain = app.add_flag("--explain", settings.explain,
                                            "Print a step-by-step explanation before the result");
        app.add_flag("--every-probe", settings.every_probe,
                     "With --explain: also tell the probes that proved nothing")
            ->needs(explain);
        CLI::Option* animate = app.add_flag("--animate", settings.animate,
                                            "Redraw the grid after every step as the solve goes on");
        app.add_option("--delay", settings.delay_ms, "With --animate: milliseconds between frames")
            ->check(CLI::Range(0, 60000))
            ->type_name("MS")
            ->capture_default_str()
            ->needs(animate);
        explain->excludes(animate);
    }
}

}  // namespace

Command add_solve_command(CLI::App& parent) {
    auto settings = std::make_shared<SolveSettings>();
    CLI::App* app = parent.add_subcommand(
        "solve", "Print the solution(s) of a puzzle and whether it is unique");
    settings->inputs.add_to(*app);
    add_solution_options(*app, *settings);
    if (named("--json")) app->add_flag("--json", settings->json, "Print the result as JSON (schema in docs/cli.md)");
    if (named("--stats")) app->add_flag("--stats", settings->stats, "Print search statistics to stderr");
    if (named("-q,--quiet")) app->add_flag("-q,--quiet", settings->quiet, "No verdict line");
    if (named("--plain"))
        app->add_flag("--plain", settings->plain,
                      "On a terminal too, print the plain grid rather than blocks with the clues");
    if (named("--dots,--empty-char")) {
        CLI::Option* dots = app->add_flag("--dots", settings->dots, "Draw empty cells as '.'");
        app->add_option("--empty-char", settings->empty_char, "Character for empty cells (default -)")
            ->check(single_character())
            ->type_name("C")
            ->excludes(dots);
    }
    if (named("--filled-char"))
        app->add_option("--filled-char", settings->filled_char,
                        "Character for filled cells (default #)")
            ->check(single_character())
            ->type_name("C");
    settings->limits.add_to(*app);
    settings->algorithm.add_to(*app);
    add_step_options(*app, *settings);
    if (named("-v,--verbose"))
        app->add_flag("-v,--verbose", settings->verbose,
                      "Print the progress of iterative strategies to stderr (candidates left per "
                      "perm-elim iteration, grids tried by brute force)");
    footer_for_help(*app, exit_codes_help);
    return {app, [settings] { return run_solve(*settings); }};
}

}  // namespace nono::cli
