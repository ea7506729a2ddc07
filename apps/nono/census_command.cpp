// `nono census W [H]`: counts every W x H grid by its clues (see nono/census.hpp), on every
// core, with a progress bar on a terminal, and `--merge` to add up shard results. Ctrl-C stops
// a run cleanly: nothing is written, and an output file is only ever replaced whole (written
// to a temporary file, then renamed), so a shard file on disk is always a finished shard.
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <thread>

#include "census_mpi_module.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "interrupt.hpp"
#include "make_output.hpp"
#include "module_loader.hpp"
#include "nono/census.hpp"
#include "nono/census_pieces.hpp"
#include "nono/io.hpp"
#include "nono/puzzle.hpp"
#include "nono/report.hpp"


namespace nono::cli {

namespace {

struct CensusSettings {
    std::string width;   // W, or WxH
    std::string height;  // H; empty = W
    bool levels = false;
    bool json = false;
    std::string shard;      // "I/N"
    int threads = 0;
    std::string output;     // "" = stdout
    std::vector<std::string> merge;
    bool no_progress = false;
    std::string checkpoint;  // directory of finished pieces, for a run that can be resumed
    int pieces = 64;
    std::string list;       // "unique", "not-line-solvable", "D<k>": print those puzzles instead
    std::uint64_t limit = 0;  // at most this many listed (0 = all)
    std::string list_dir;   // write them as .non files there instead of JSON lines
};

// Which unique grids --list wants, as a test on the level the census gives each (1 =
// line-solvable, k >= 4 with levels, 0 = not line-solvable without levels).
struct ListChoice {
    enum class Kind { Unique, NotLineSolvable, Level } kind = Kind::Unique;
    int level = 0;
    bool wants(int got) const {
        switch (kind) {
        case Kind::Unique: return true;
        case Kind::NotLineSolvable: return got != 1;
        case Kind::Level: return got == level;
        }
        return false;
    }
};

ListChoice parse_list(const std::string& text, const CensusOptions& options) {
    ListChoice choice;
    if (text == "unique") return choice;
    if (text == "not-line-solvable") {
        choice.kind = ListChoice::Kind::NotLineSolvable;
        return choice;
    }
    if (text.size() >= 2 && (text[0] == 'D' || text[0] == 'd') &&
        text.find_first_not_of("0123456789", 1) == std::string::npos && text.size() <= 4) {
        choice.kind = ListChoice::Kind::Level;
        choice.level = std::stoi(text.substr(1));
        if (choice.level >= 1 && choice.level <= options.width + options.height) return choice;
    }
    throw UsageError("--list wants unique, not-line-solvable or D1..D" +
                     std::to_string(options.width + options.height) + " (got '" + text + "')");
}

Puzzle puzzle_of_grid(std::uint64_t bits, int width, int height, const std::string& title) {
    Grid grid(width, height, Cell::Empty);
    for (int i = 0; i < width * height; ++i)
        if ((bits >> i) & 1) grid.cells()[static_cast<std::size_t>(i)] = Cell::Filled;
    return puzzle_from_grid(grid, title);
}

void write_atomically(const std::string& path, const std::string& text);

// `--list`: the census run over every tuple (no symmetry reduction, one thread, so the order
// is fixed), printing each wanted unique grid as a puzzle with its solution, one JSON line
// each or a .non file each, until --limit.
int run_list(const CensusSettings& settings, CensusOptions options) {
    const ListChoice choice = parse_list(settings.list, options);
    if (choice.kind == ListChoice::Kind::Level && choice.level > 1) options.levels = true;
    if (!settings.list_dir.empty()) {
        std::error_code error;
        std::filesystem::create_directories(settings.list_dir, error);
        if (!std::filesystem::is_directory(settings.list_dir))
            throw OutputError("cannot create the directory " + settings.list_dir);
    }
    std::atomic<bool> enough{false};
    std::uint64_t listed = 0;
    std::string lines;
    const std::string size = std::to_string(options.width) + "x" + std::to_string(options.height);
    options.threads = 1;
    options.symmetry = false;
    options.stop = &enough;
    options.visitor = [&](std::uint64_t grid, int level) {
        if (enough || !choice.wants(level)) return;
        ++listed;
        const std::string title = size + " " + settings.list + " #" + std::to_string(listed);
        const Puzzle puzzle = puzzle_of_grid(grid, options.width, options.height, title);
        if (settings.list_dir.empty()) {
            lines += write_json_line(puzzle);
        } else {
            const std::string name = size + "-" + settings.list + "-" + std::to_string(listed) + ".non";
            write_output((std::filesystem::path(settings.list_dir) / name).string(), write_puzzle(puzzle, Format::Non));
        }
        if (settings.limit != 0 && listed >= settings.limit) enough = true;
    };
    run_census(options);
    if (settings.list_dir.empty()) write_atomically(settings.output, lines);
    std::cerr << "nono: listed " << listed << " " << settings.list << " puzzle" << (listed == 1 ? "" : "s")
              << " of " << size << (enough ? " (--limit reached)" : "") << "\n";
    return kExitUnique;
}

void parse_shard(const std::string& text, CensusOptions& options) {
    const auto slash = text.find('/');
    try {
        if (slash == std::string::npos) throw std::invalid_argument("no slash");
        std::size_t used = 0;
        const int index = std::stoi(text.substr(0, slash), &used);
        if (used != slash) throw std::invalid_argument("junk");
        const std::string count_text = text.substr(slash + 1);
        const int count = std::stoi(count_text, &used);
        if (used != count_text.size()) throw std::invalid_argument("junk");
        if (count < 1 || index < 0 || index >= count) throw std::out_of_range("range");
        options.shard_index = index;
        options.shard_count = count;
    } catch (const std::exception&) {
        throw UsageError("--shard wants I/N with 0 <= I < N, e.g. 0/4 (got '" + text + "')");
    }
}

std::string clock_text(double seconds) {
    const auto total = static_cast<long long>(seconds + 0.5);
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%lld:%02lld:%02lld", total / 3600, total / 60 % 60, total % 60);
    return buffer;
}

// Redraws one stderr line four times a second until `finished`: bar, rate and ETA.
void show_progress(const std::atomic<std::uint64_t>& done, std::uint64_t total,
                   const std::atomic<bool>& finished) {
    const auto start = std::chrono::steady_clock::now();
    while (!finished) {
        std::this_thread::sleep_for(std::chrono::milliseconds(250));
        const std::uint64_t now_done = done.load();
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const double fraction = total ? static_cast<double>(now_done) / static_cast<double>(total) : 1;
        const double rate = elapsed > 0 ? static_cast<double>(now_done) / elapsed : 0;
        const int width = 30;
        const int filled = static_cast<int>(fraction * width);
        std::string bar(static_cast<std::size_t>(filled), '#');
        bar.resize(width, '-');
        std::fprintf(stderr, "\r[%s] %5.1f%%  %.0f row-clue tuples/s  elapsed %s  ETA %s ", bar.c_str(),
                     100 * fraction, rate, clock_text(elapsed).c_str(),
                     rate > 0 ? clock_text(static_cast<double>(total - now_done) / rate).c_str() : "?");
    }
    std::fprintf(stderr, "\r%*s\r", 100, "");
}

// Replaces `path` whole: a reader (or a merge) never sees half a result (write_output goes
// through OutputFile: an exclusive temporary renamed into place, special files written directly).
void write_atomically(const std::string& path, const std::string& text) {
    write_output(path.empty() ? "-" : path, text);
}

int run_merge(const CensusSettings& settings) {
    std::vector<CensusResult> parts;
    for (const std::string& file : settings.merge)
        parts.push_back(parse_census_json(read_text(file), display_name(file)));
    CensusResult merged;
    try {
        merged = merge_census(parts);
    } catch (const std::invalid_argument& error) {
        throw UsageError(std::string("--merge: ") + error.what());
    }
    write_atomically(settings.output, settings.json ? census_json(merged) : census_text(merged));
    return kExitUnique;
}

std::optional<CensusResult> run_one(const CensusSettings& settings, CensusOptions options,
                                    const std::string& label);
int run_with_checkpoints(const CensusSettings& settings, const CensusOptions& options);
int run_with_mpi(const CensusSettings& settings, const CensusOptions& options);
void write_result(const CensusSettings& settings, const CensusResult& result);

// W, W H, or WxH as --size spells it elsewhere (import, generate).
std::pair<int, int> census_size(const std::string& width, const std::string& height) {
    if (height.empty() && width.find_first_of("xX") != std::string::npos) return parse_size(width, "SIZE");
    const auto side = [](const std::string& text) {
        if (text.empty() || text.size() > 7 || text.find_first_not_of("0123456789") != std::string::npos)
            throw UsageError("census size '" + text + "': give W [H] or WxH, e.g. 5, 4 5 or 4x5");
        return std::stoi(text);
    };
    const int w = side(width);
    return {w, height.empty() ? w : side(height)};
}

int run_census_command(const CensusSettings& settings) {
    if (!settings.merge.empty()) {
        if (!settings.width.empty() || !settings.shard.empty() || settings.levels)
            throw UsageError("--merge takes only result files (and --json, -o), not a size, --shard or --levels");
        return run_merge(settings);
    }
    if (settings.width.empty()) throw UsageError("census needs a size: nono census W [H] (or WxH)");
    CensusOptions options;
    std::tie(options.width, options.height) = census_size(settings.width, settings.height);
    options.levels = settings.levels;
    options.threads = settings.threads;
    if (!settings.shard.empty()) parse_shard(settings.shard, options);
    if (options.width < 1 || options.height < 1 || options.width > kMaxCensusSide ||
        options.height > kMaxCensusSide || options.width * options.height > kMaxCensusCells)
        throw UsageError("census sizes are 1.." + std::to_string(kMaxCensusSide) + " a side and at most " +
                         std::to_string(kMaxCensusCells) + " cells (got " + std::to_string(options.width) +
                         "x" + std::to_string(options.height) + ")");

    if (!settings.list.empty()) {
        if (!settings.shard.empty() || !settings.checkpoint.empty() || settings.json)
            throw UsageError("--list prints puzzles: not with --shard, --checkpoint or --json");
        return run_list(settings, options);
    }
    if (!settings.limit && !settings.list_dir.empty()) throw UsageError("--list-dir goes with --list");
    if (launched_by_mpi()) {
        CensusSettings quiet = settings;
        quiet.no_progress = true;
        if (settings.threads == 0) options.threads = 1;  // one rank per core is the MPI way
        return run_with_mpi(quiet, options);
    }
    if (!settings.checkpoint.empty()) {
        if (!settings.shard.empty()) throw UsageError("--checkpoint and --shard do not go together");
        return run_with_checkpoints(settings, options);
    }
    const std::optional<CensusResult> result = run_one(settings, options, "");
    if (!result) return kExitInterrupted;
    write_result(settings, *result);
    return kExitUnique;
}

std::optional<CensusResult> run_one(const CensusSettings& settings, CensusOptions options,
                                    const std::string& label) {
    std::atomic<std::uint64_t> done{0};
    options.done = &done;
    options.stop = interrupt_flag();  // SIGINT/SIGTERM: stop; a second one ends the process
    const std::uint64_t units = census_work_units(options.width, options.height);
    const std::uint64_t total = (units - static_cast<std::uint64_t>(options.shard_index) +
                                 static_cast<std::uint64_t>(options.shard_count) - 1) /
                                static_cast<std::uint64_t>(options.shard_count);
    if (!label.empty() && !settings.no_progress && ::isatty(STDERR_FILENO))
        std::fprintf(stderr, "%s\n", label.c_str());
    std::atomic<bool> finished{false};
    std::thread progress;
    if (!settings.no_progress && ::isatty(STDERR_FILENO))
        progress = std::thread(show_progress, std::cref(done), total, std::cref(finished));
    CensusResult result;
    try {
        result = run_census(options);
    } catch (...) {
        finished = true;
        if (progress.joinable()) progress.join();
        throw;
    }
    finished = true;
    if (progress.joinable()) progress.join();
    if (result.interrupted) {
        std::cerr << "nono: census interrupted after " << done.load() << " of " << total
                  << " row-clue tuples; nothing written" << (label.empty() ? "" : " for this piece")
                  << "\n";
        return std::nullopt;
    }
    return result;
}

void make_checkpoint_directory(const std::string& directory) {
    std::error_code error;
    std::filesystem::create_directories(directory, error);
    if (!std::filesystem::is_directory(directory))
        throw OutputError("cannot create the checkpoint directory " + directory);
}

// The pieces kept as files in `directory` (none kept when it is empty), each replaced whole.
CensusCheckpoint checkpoint_in(const std::string& directory) {
    CensusCheckpoint checkpoint;
    checkpoint.load = [directory](const std::string& name, std::string& source) -> std::optional<std::string> {
        if (directory.empty()) return std::nullopt;
        source = (std::filesystem::path(directory) / name).string();
        if (!std::filesystem::exists(source)) return std::nullopt;
        return read_text(source);
    };
    checkpoint.save = [directory](const std::string& name, const std::string& json) {
        if (directory.empty()) return;
        make_checkpoint_directory(directory);
        write_atomically((std::filesystem::path(directory) / name).string(), json);
    };
    return checkpoint;
}

void write_result(const CensusSettings& settings, const CensusResult& result) {
    write_atomically(settings.output, settings.json ? census_json(result) : census_text(result));
}

// The census as --pieces shards run one after another, each saved in --checkpoint when it
// finishes (nono/census_pieces.hpp), so a killed run resumes from its last finished piece.
int run_with_checkpoints(const CensusSettings& settings, const CensusOptions& options) {
    make_checkpoint_directory(settings.checkpoint);
    const CensusPieces pieces{options, settings.pieces};
    const std::optional<CensusResult> whole =
        run_census_pieces(pieces, checkpoint_in(settings.checkpoint), [&](const CensusOptions& piece, int index) {
            return run_one(settings, piece,
                           "piece " + std::to_string(index + 1) + " of " + std::to_string(settings.pieces));
        });
    if (!whole) return kExitInterrupted;
    write_result(settings, *whole);
    return kExitUnique;
}

// Under mpirun: the run as --pieces pieces, handed out by rank 0 to the other ranks through
// the MPI module (census_mpi_module.hpp), saved per piece with --checkpoint by the rank that
// ran it; rank 0 adds them up and writes exactly what one process would.
int run_with_mpi(const CensusSettings& settings, const CensusOptions& options) {
    struct Context {
        const CensusSettings& settings;
        CensusPieces pieces;
        CensusCheckpoint checkpoint;
    } context{settings, {options, settings.pieces}, checkpoint_in(settings.checkpoint)};
    CensusMpiRequest request;
    std::vector<std::string> results;
    request.pieces = settings.pieces;
    request.context = &context;
    request.results = &results;
    request.saved = [](void* opaque, int piece, std::string* json, std::string* error) -> int {
        const Context& c = *static_cast<const Context*>(opaque);
        try {
            std::string source;
            const std::optional<std::string> text = c.checkpoint.load(c.pieces.file_name(piece), source);
            if (!text) return 0;
            *json = census_json(c.pieces.saved(piece, *text, source));
            return 1;
        } catch (const std::exception& failure) {
            *error = failure.what();
            return -1;
        }
    };
    request.run = [](void* opaque, int piece, std::string* json, std::string* error) -> int {
        const Context& c = *static_cast<const Context*>(opaque);
        try {
            const std::optional<CensusResult> result = run_one(c.settings, c.pieces.piece(piece), "");
            if (!result) return 1;
            *json = census_json(*result);
            c.checkpoint.save(c.pieces.file_name(piece), *json);
            return 0;
        } catch (const std::exception& failure) {
            *error = failure.what();
            return -1;
        }
    };
    using Entry = int (*)(int, std::size_t, const CensusMpiRequest*, char*, std::size_t);
    const auto entry = reinterpret_cast<Entry>(load_module_entry(kCensusMpiModuleFile, kCensusMpiEntryName, "MPI"));
    if (!entry) {
        std::cerr << "nono: this process is one rank of an MPI job, but the MPI module is missing (nono "
                     "built without MPI: install libopenmpi-dev and rebuild); every rank would run the "
                     "whole census alone\n";
        return kExitFailure;
    }
    char message[1024] = "";
    switch (static_cast<CensusMpiAnswer>(entry(kCensusMpiModuleAbi, kCensusMpiTypesSize, &request, message, sizeof message))) {
    case CensusMpiAnswer::Worker:
        return kExitUnique;
    case CensusMpiAnswer::Interrupted:
        return kExitInterrupted;
    case CensusMpiAnswer::Failed:
        std::cerr << "nono: " << message << "\n";
        return kExitFailure;
    case CensusMpiAnswer::Root:
        break;
    }
    std::vector<CensusResult> parts;
    for (std::size_t piece = 0; piece < results.size(); ++piece)
        parts.push_back(parse_census_json(results[piece], "piece " + std::to_string(piece) + " from MPI"));
    write_result(settings, context.pieces.whole(parts));
    return kExitUnique;
}

}  // namespace

bool launched_by_mpi() {
    for (const char* variable : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE"}) {
        const char* value = std::getenv(variable);
        if (value && std::atoi(value) > 1) return true;
    }
    return std::getenv("PMIX_RANK") != nullptr && std::getenv("OMPI_COMM_WORLD_SIZE") == nullptr;
}

Command add_census_command(CLI::App& parent) {
    auto settings = std::make_shared<CensusSettings>();
    CLI::App* app = parent.add_subcommand(
        "census", "Count every W x H grid: clue sets, unique and line-solvable ones, levels");
    app->add_option("W", settings->width, "Width, or the size as WxH (e.g. 4x5)")->type_name("");
    app->add_option("H", settings->height, "Height (default: W)")->type_name("");
    app->add_flag("--levels", settings->levels, "Also the histogram of levels D_k among unique grids");
    app->add_flag("--json", settings->json, "Print the result as JSON (needed for --merge later)");
    app->add_option("--shard", settings->shard,
                    "Run only shard I of N (row-clue tuples g with g mod N = I); merge the JSON "
                    "results with --merge")
        ->type_name("I/N");
    app->add_option("--threads", settings->threads, "Worker threads (default: every core)")
        ->check(CLI::Range(1, 1024))
        ->type_name("N");
    app->add_option("-o,--output", settings->output,
                    "Write the result to FILE (replaced whole, never half-written)")
        ->type_name("FILE");
    app->add_option("--merge", settings->merge, "Add up the JSON results of shards into one")
        ->type_name("FILE...")
        ->expected(1, -1);
    app->add_option("--checkpoint", settings->checkpoint,
                    "Run as --pieces shards one after another, saving each finished one in DIR; "
                    "run again to resume after a kill")
        ->type_name("DIR");
    app->add_option("--pieces", settings->pieces, "Pieces of a --checkpoint run (default 64)")
        ->check(CLI::Range(1, 1000000))
        ->type_name("N");
    app->add_option("--list", settings->list,
                    "Print the puzzles of one kind instead of counts: unique, not-line-solvable or "
                    "D<k> (e.g. D7), one JSON line each (with the solution)")
        ->type_name("WHAT");
    app->add_option("--limit", settings->limit, "At most N puzzles with --list")->type_name("N");
    app->add_option("--list-dir", settings->list_dir, "With --list: write each puzzle as a .non file in DIR")
        ->type_name("DIR");
    app->add_flag("--no-progress", settings->no_progress, "No progress bar (shown only on a terminal anyway)");
    app->footer(exit_codes_footer({{kExitUnique, "done"},
                                    {kExitBadInput, "bad usage or input"},
                                    {kExitFailure, "other failure"},
                                    {kExitInterrupted, "interrupted (nothing written)"}}));
    return {app, [settings] { return run_census_command(*settings); }};
}

}  // namespace nono::cli
