// `nono generate`: N random puzzles of one size that each meet a target (unique,
// line-solvable, a level, a rating band), on --jobs threads, reproducible by --seed whatever the
// number of threads. One JSON line per puzzle on stdout, or files in a folder; a progress bar
// on a terminal; how many candidates each puzzle took.
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>

#include "batch.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "make_output.hpp"
#include "nono/report.hpp"
#include "nono/worker_pool.hpp"

namespace nono::cli {

namespace {

struct GenerateSettings {
    std::string size = "10x10";
    double density = 0.5;
    std::string target = "unique";
    std::string level;   // --level D4: the same as --target D4
    std::string rating;  // --rating probing..search: the same as --target rating:...
    std::uint64_t count = 1;
    std::uint64_t seed = 1;
    unsigned jobs = 0;
    int repair_changes = 0;
    std::uint64_t max_candidates = 100000;
    double timeout_seconds = 10;
    std::string output_dir;
    std::string to_format;
    bool json = false;  // with --output-dir: JSON lines instead of text lines
    bool no_progress = false;
};

GenerateOptions generate_options(const GenerateSettings& settings) {
    GenerateOptions options;
    std::tie(options.width, options.height) = parse_size(settings.size, "--size");
    options.density = settings.density;
    std::string target = settings.target;
    if (!settings.level.empty()) target = settings.level;
    if (!settings.rating.empty()) target = "rating:" + settings.rating;
    try {
        options.target = parse_target(target);
        check_target_possible(options.target, options.width, options.height);
    } catch (const MakeError& error) {
        throw UsageError(error.what());
    }
    options.target.timeout_seconds = settings.timeout_seconds;
    options.seed = settings.seed;
    options.repair_changes = settings.repair_changes;
    options.max_candidates = settings.max_candidates;
    return options;
}

// One self-overwriting line on stderr.
void draw_progress(std::uint64_t done, std::uint64_t total, std::uint64_t candidates) {
    constexpr int kWidth = 30;
    const int filled = total == 0 ? kWidth : static_cast<int>(kWidth * done / total);
    std::fprintf(stderr, "\r[%s%s] %llu/%llu puzzles, %llu candidates", std::string(filled, '#').c_str(),
                 std::string(kWidth - filled, '.').c_str(), static_cast<unsigned long long>(done),
                 static_cast<unsigned long long>(total), static_cast<unsigned long long>(candidates));
    std::fflush(stderr);
}

std::string file_name(const GenerateOptions& options, std::uint64_t index, Format format) {
    char number[32];
    std::snprintf(number, sizeof number, "%04llu", static_cast<unsigned long long>(index + 1));
    std::string extension(format_name(format));
    if (format == Format::Grid) extension = "txt";
    return std::to_string(options.width) + "x" + std::to_string(options.height) + "-s" +
           std::to_string(options.seed) + "-" + number + "." + extension;
}

std::string with_commas(std::uint64_t number) {
    std::string text = std::to_string(number);
    for (int at = static_cast<int>(text.size()) - 3; at > 0; at -= 3) text.insert(static_cast<std::size_t>(at), ",");
    return text;
}

// `census W H --levels --list Dk`, for a level target at a size the census can list in
// minutes (up to 30 cells; 5x5 takes about 20 s), else empty.
std::string census_list_command(const GenerateOptions& options) {
    if (options.target.kind != TargetKind::Level || options.width * options.height > 30) return "";
    std::string size = std::to_string(options.width);
    if (options.height != options.width) size += " " + std::to_string(options.height);
    return "nono census " + size + " --levels --list D" + std::to_string(options.target.level);
}

// Said before the first candidate: a level the census found in few grids of this size, so
// that rejection sampling will likely run out of --max-candidates.
void warn_when_rare(const GenerateOptions& options) {
    if (options.target.kind != TargetKind::Level) return;
    const std::optional<CensusLevelCount> known =
        census_level_count(options.width, options.height, options.target.level);
    if (!known || known->grids_with_level == 0) return;
    const std::uint64_t one_in = known->grids / known->grids_with_level;
    if (3 * one_in <= options.max_candidates) return;  // it fails less than once in e^3 = 20
    std::cerr << "nono: D" << options.target.level << " is rare at " << options.width << "x" << options.height
              << ": " << with_commas(known->grids_with_level) << " of its " << with_commas(known->grids)
              << " grids (nono census " << options.width << " --levels), about 1 candidate in "
              << with_commas(one_in) << " at density 0.5, against --max-candidates " << options.max_candidates
              << "; `" << census_list_command(options) << "` lists every one\n";
}

// What a run made, for its closing line.
struct RunCounts {
    std::uint64_t asked = 0, found = 0, repaired = 0;
    std::uint64_t found_candidates = 0;  // drawn for the puzzles made
    std::uint64_t candidates = 0;        // drawn in all
};

// "generated 3 of 3 puzzles (unique) in 0.12 s: 25.00 puzzles/s, 1.3 candidates per puzzle".
// Candidates per puzzle made counts the candidates of the puzzles made; the ones drawn for
// puzzles not made are counted apart.
std::string summary_text(const GenerateOptions& options, const RunCounts& run, double seconds) {
    char summary[256];
    std::snprintf(summary, sizeof summary, "generated %llu of %llu puzzles (%s) in %.2f s: %.2f puzzles/s",
                  static_cast<unsigned long long>(run.found), static_cast<unsigned long long>(run.asked),
                  target_name(options.target).c_str(), seconds, seconds > 0 ? run.found / seconds : 0.0);
    std::string text = summary;
    if (run.found) {
        std::snprintf(summary, sizeof summary, ", %.1f candidates per puzzle",
                      static_cast<double>(run.found_candidates) / static_cast<double>(run.found));
        text += summary;
    }
    if (run.found < run.asked)
        text += std::string(run.found ? ", and " : ", ") + std::to_string(run.candidates - run.found_candidates) +
                " candidates drawn for the " + std::to_string(run.asked - run.found) + " not made";
    return text + (run.repaired ? ", " + std::to_string(run.repaired) + " repaired" : "");
}

// -o names a folder (created when missing) that gets one file per puzzle, or, when the name
// has a puzzle format's extension and is no folder, the one file of `-n 1` (returned; "" for
// a folder). Several puzzles cannot go to one file: bad usage, saying what to pass.
std::string prepare_output(const GenerateSettings& settings) {
    const std::string& path = settings.output_dir;
    if (path.empty()) return "";
    if (!std::filesystem::is_directory(path) && format_from_path(path)) {
        if (settings.count == 1) return path;
        const std::string n = std::to_string(settings.count);
        throw UsageError("-o " + path + " names one file, but -n " + n + " makes " + n +
                         " puzzles: give -o a folder to write one file each (e.g. -o " +
                         std::filesystem::path(path).stem().string() + "), or -n 1");
    }
    std::error_code error;
    std::filesystem::create_directories(path, error);
    if (error) throw OutputError("cannot create " + path + ": " + error.message());
    return "";
}

int run_generate(const GenerateSettings& settings) {
    const GenerateOptions options = generate_options(settings);
    warn_when_rare(options);
    const std::uint64_t count = settings.count;
    const Format format = output_puzzle_format(settings.to_format, "");
    const std::string single_file = prepare_output(settings);
    std::atomic<std::uint64_t> candidates{0};
    const bool progress = !settings.no_progress && ::isatty(STDERR_FILENO) == 1;
    std::uint64_t index_waited = 0;  // the puzzle the progress line is waiting for
    int exit_code = kExitUnique;
    std::uint64_t found = 0, changed = 0, found_candidates = 0;
    const auto start = std::chrono::steady_clock::now();
    auto make = [&](std::size_t index) {
        GeneratedPuzzle puzzle = generate_one(options, index);
        candidates += puzzle.candidates;
        return puzzle;
    };
    auto take = [&](std::size_t index, GeneratedPuzzle puzzle) {
        index_waited = index + 1;
        if (progress) std::fputs("\r\033[K", stderr);
        if (!puzzle.found) {
            const std::string list = census_list_command(options);
            std::cerr << "nono: puzzle " << index + 1 << ": none of " << puzzle.candidates
                      << " candidates met the target " << target_name(options.target) << " (--max-candidates)"
                      << (list.empty() ? "" : "; `" + list + "` lists every puzzle of that level") << "\n";
            exit_code = kExitFailure;
            return;
        }
        ++found;
        found_candidates += puzzle.candidates;
        changed += puzzle.changes > 0;
        if (settings.output_dir.empty()) {
            write_output("-", json_line(generated_object(puzzle, options)));
            return;
        }
        const std::string path =
            !single_file.empty() ? single_file
                                 : (std::filesystem::path(settings.output_dir) / file_name(options, index, format)).string();
        write_made_puzzle(puzzle.puzzle, path, settings.to_format);
        write_output("-", settings.json ? json_line(generated_object(puzzle, options, path))
                                        : generated_text(puzzle, options, path));
    };
    run_in_order(count, settings.jobs, make, take, [&] { draw_progress(index_waited, count, candidates); },
                 std::chrono::milliseconds(progress ? 200 : 0));
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cerr << "nono: " << summary_text(options, {count, found, changed, found_candidates, candidates}, seconds) << "\n";
    return exit_code;
}

}  // namespace

Command add_generate_command(CLI::App& parent) {
    auto settings = std::make_shared<GenerateSettings>();
    CLI::App* app = parent.add_subcommand(
        "generate", "Random puzzles of one size that are unique, line-solvable, of a level or a rating");
    app->add_option("--size", settings->size, "Puzzle size WIDTHxHEIGHT")->capture_default_str();
    app->add_option("--density", settings->density, "Share of filled cells in the random pictures")
        ->check(share_value())
        ->capture_default_str();
    app->add_option("-t,--target", settings->target,
                    "unique, line-solvable, D<k> (exact level, sides <= 64), or rating:<from>[..<to>] "
                    "(lines, probing, search)")
        ->capture_default_str();
    app->add_option("--level", settings->level, "Exact level, e.g. D4 (the same as --target D4)");
    app->add_option("--rating", settings->rating,
                    "Search-rating band, e.g. probing..search (the same as --target rating:...)");
    app->add_option("-n,--count", settings->count, "How many puzzles")
        ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{10'000'000}))
        ->capture_default_str();
    app->add_option("--seed", settings->seed, "Seed: the same seed gives the same puzzles")->capture_default_str();
    app->add_option("-j,--jobs", settings->jobs, "Puzzles made at once (default: every core)");
    app->add_option("--repair", settings->repair_changes,
                    "Repair each candidate that misses a unique or line-solvable target with up to "
                    "this many changes before drawing the next (0 = plain rejection sampling)")
        ->check(CLI::Range(0, 1000))
        ->capture_default_str();
    app->add_option("--max-candidates", settings->max_candidates, "Give up on a puzzle after this many candidates")
        ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40))
        ->capture_default_str();
    app->add_option("--timeout", settings->timeout_seconds, "Seconds the solver may spend on one candidate")
        ->check(seconds_value())  // CLI::Range let "nan" through: no limit at all
        ->capture_default_str();
    app->add_option("-o,--output-dir", settings->output_dir,
                    "Write each puzzle to a file in this folder (default: one JSON line each on stdout); "
                    "with -n 1, a name ending in a puzzle format's extension (x.non) is that file");
    add_format_option(*app, "--to", settings->to_format, "Format of the files in --output-dir (default: non)");
    app->add_flag("--json", settings->json, "With --output-dir: JSON lines instead of text lines");
    app->add_flag("--no-progress", settings->no_progress, "No progress bar, even on a terminal");
    app->footer("Exit codes:\n"
                "   0  every puzzle was made\n"
                "   1  some puzzle ran out of --max-candidates, or an output failed\n"
                "   2  bad usage: a size of 0 or above 1000, a target no puzzle of that size can meet");
    return {app, [settings] { return run_generate(*settings); }};
}

}  // namespace nono::cli
