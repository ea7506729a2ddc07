// What the subcommands of `nono` share: how each one plugs into the CLI11 app, the limit
// options every solving command accepts, and the few kinds of failure that decide the exit
// code. Each subcommand lives in its own file (solve_command.cpp, check_command.cpp, ...).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

#include "nono/io.hpp"
#include "nono/solver.hpp"
#include "nono/strategy.hpp"

namespace nono::cli {

// Bad use of options that CLI11 cannot see on its own (exit 2).
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};
// An output that cannot be written (exit 1).
class OutputError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A registered subcommand: its CLI11 app, and what to run once it has been parsed.
struct Command {
    CLI::App* app = nullptr;
    std::function<int()> run;
};

Command add_solve_command(CLI::App& parent);
// `nono solve [-q|--quiet] FILE...`, the plainest command line (what scripts and benchmarks
// run once a puzzle, by the thousand), run with the command's defaults without building the
// CLI11 app: building it, two options and parsing cost about 0.1 ms of the 1.4 ms a process
// took (docs/performance-history.md, "Fifth round"). nullopt for any other command line (an option,
// '-', '--', a FILE that `is_command` names), which CLI11 parses as before; the settings
// and the run are the command's own (SolveSettings, run_solve), so both paths give the same
// output and exit code (tests/cli/plain_solve.sh).
std::optional<int> run_plain_solve(int argc, char** argv, bool (*is_command)(std::string_view));
Command add_check_command(CLI::App& parent);
Command add_convert_command(CLI::App& parent);
Command add_classify_command(CLI::App& parent);
Command add_census_command(CLI::App& parent);
Command add_algorithms_command(CLI::App& parent);
Command add_render_command(CLI::App& parent);
Command add_show_command(CLI::App& parent);
Command add_examples_command(CLI::App& parent);
Command add_serve_command(CLI::App& parent);
Command add_import_command(CLI::App& parent);
Command add_repair_command(CLI::App& parent);
Command add_generate_command(CLI::App& parent);
Command add_scan_command(CLI::App& parent);

// Which options the command line names. Building a CLI11 option costs about 18,000
// instructions (its names split and compared with every option built before it, a validator,
// strings), and `nono solve -q FILE` built all 38 of its options: half of the process's
// instructions. So solve, check and classify (run once a puzzle by scripts and benchmarks),
// and the option bundles every command shares (PuzzleInput, PuzzleFiles, the limit and
// algorithm flags, the format, threshold and puzzle options), build only the options the
// command line can name, and all of them when it asks for --help (docs/performance-history.md,
// "Process start-up"). main() records the command line before it builds a command; until
// then every option counts as named.
void record_command_line(int argc, char** argv);
// True when the command line may name one of `flags`, a CLI11 list ("-n,--solutions"; several
// options' names may be joined, so options that need or exclude each other are built
// together): a long name as "--name" or "--name=VALUE", a short one anywhere in a "-xyz"
// cluster, or any name when -h/--help is there. A superset is harmless (an option built but
// not given changes nothing); every option a command line gives is built, so CLI11 parses it
// and reports unknown ones as before. Names without a dash are positionals: always true.
bool named(std::string_view flags);
// Whether the command line may ask for -h/--help (true until it is recorded), and a help-only
// text set only then: the exit-codes footer of solve, check and classify is built from a table
// a process that solves a puzzle never shows (about 20,000 instructions, a twentieth of
// `nono solve -q` on a small puzzle; callgrind).
bool help_asked();
template <typename MakeFooter>
void footer_for_help(CLI::App& app, MakeFooter make_footer) {
    if (help_asked()) app.footer(make_footer());
}
// Whether the command line has `value` glued to the short option `name` ("-os" for "-o",
// "s"): how Simpson's solver's one-letter options reach an option of nono's.
bool glued_value(std::string_view name, std::string_view value);
// Whether an option that may not have been built was given.
inline bool given(const CLI::Option* option) { return option != nullptr && option->count() > 0; }

// FILE and -f/--format: the puzzle every command that solves reads. FILE may also be
// examples:NAME (a bundled example, examples.hpp).
struct PuzzleInput {
    std::string file;    // "-" = standard input
    std::string format;  // empty = by extension, else sniffed from the content
    int threshold = ReadOptions{}.threshold;  // --threshold, for pictures
    std::string puzzle;                       // --puzzle N or ID, in a file holding several

    // `format_flags` names the input format option (render keeps --format for its output).
    void add_to(CLI::App& app, const std::string& format_flags = "-f,--format");
    Puzzle read() const;  // InputError when unreadable or invalid
};

// Command-line flags generated from the rows of NONO_SOLVE_OPTIONS (nono/solve_options.hpp)
// of one scope: "limit" (--timeout, --max-nodes, --no-probe, --no-sat: every command that
// solves) or "algorithm" (--line-solver, --max-iter, --seed, ...: commands with --algorithm).
class SolveOptionFlags {
public:
    explicit SolveOptionFlags(std::string_view scope) : scope_(scope) {}
    void add_to(CLI::App& app);
    // Copies this scope's options (their defaults when not given) into `options`.
    void apply(SolveOptions& options) const;
    // UsageError naming the first flag given that `algorithm` does not read.
    void check_applies(const std::string& algorithm) const;

private:
    std::string_view scope_;
    SolveOptions values_;
    std::vector<std::pair<const SolveOptionInfo*, CLI::Option*>> added_;
};

// The limit flags: the same meaning for every command that solves.
struct LimitOptions {
    SolveOptionFlags flags{"limit"};

    void add_to(CLI::App& app) { flags.add_to(app); }
    SolveOptions solve_options(std::uint64_t max_solutions, std::uint64_t keep_solutions) const;
};

// --algorithm and the options some strategies read. Choices come from the strategy,
// line-solver and option tables.
struct AlgorithmOptions {
    std::string algorithm = "engine";
    SolveOptionFlags flags{"algorithm"};

    void add_to(CLI::App& app);
    // Copies the strategy options into `options`; UsageError when one given here or in
    // `limits` does not apply to the chosen algorithm (e.g. --seed with the engine).
    void apply(SolveOptions& options, const LimitOptions& limits) const;
};

// Adds an option naming a file format (a name or alias from the format table, listed in its
// help); CLI11 rejects unknown names at parse time, so a typo is a usage error (exit 2).
// These three build nothing and return nullptr when the command line does not name them.
CLI::Option* add_format_option(CLI::App& app, const std::string& flags, std::string& target,
                               const std::string& help);
// --threshold: the grey level below which a picture's pixel is a filled cell.
CLI::Option* add_threshold_option(CLI::App& app, int& target);
// --puzzle N|ID: which puzzle of a file holding several (webpbn XML).
CLI::Option* add_puzzle_option(CLI::App& app, std::string& target);
// The ReadOptions of a command: --threshold, --puzzle, and how to choose one puzzle of several
// in the reader's message (with --puzzle).
ReadOptions read_options(int threshold, const std::string& puzzle);
// The format named by such an option, or nullopt when it was not given.
std::optional<Format> chosen_format(const std::string& name);

// Accepts only plain decimal counts (0, 1, 2, ...): CLI11 alone would read "-1" as a huge
// count and "010" as octal.
CLI::Validator whole_number();
// A number of seconds from 0 to 1e9 (never nan or infinite).
CLI::Validator seconds_value();
// A share from 0 to 1 (never nan).
CLI::Validator share_value();

// How a path is named in messages: "-" is "<stdin>".
std::string display_name(const std::string& path);

// Writes text to a file, or to stdout for "-"; OutputError if it cannot.
void write_output(const std::string& path, const std::string& text);
// write_puzzles(puzzles, format) for the file `path`: a puzzle the format cannot hold (a
// colour puzzle as .nin, clues alone as a picture) is an InputError naming that file, not
// the puzzle's title.
std::string puzzles_text_for(const std::string& path, const std::vector<Puzzle>& puzzles, Format format);

}  // namespace nono::cli
