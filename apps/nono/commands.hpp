// What the subcommands of `nono` share: how each one plugs into the CLI11 app, the limit
// options every solving command accepts, and the few kinds of failure that decide the exit
// code. Each subcommand lives in its own file (solve_command.cpp, check_command.cpp, ...).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
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

// --timeout, --max-nodes, --no-probe, --no-sat: the same meaning for every command that solves.
struct LimitOptions {
    double timeout_seconds = 0;
    std::uint64_t max_nodes = 0;
    bool no_probe = false;
    bool no_sat = false;

    void add_to(CLI::App& app);
    SolveOptions solve_options(std::uint64_t max_solutions, std::uint64_t keep_solutions) const;
};

// --algorithm and the options some strategies read (--line-solver, --max-iter, --seed,
// --exhaustive, --then-search). Choices come from the strategy and line-solver tables.
struct AlgorithmOptions {
    std::string algorithm = "engine";
    std::string line_solver = "complete";
    std::string max_iterations = "10";  // a whole number or "inf"
    std::uint64_t seed = 1;
    bool exhaustive = false;
    bool then_search = false;

    void add_to(CLI::App& app);
    // Copies the strategy options into `options`; UsageError when one does not apply to
    // the chosen algorithm (e.g. --seed with the engine).
    void apply(SolveOptions& options) const;

private:
    std::vector<CLI::Option*> specific_;  // options that only some algorithms read
};

// Adds an option naming a file format (a name or alias from the format table, listed in its
// help); CLI11 rejects unknown names at parse time, so a typo is a usage error (exit 2).
CLI::Option* add_format_option(CLI::App& app, const std::string& flags, std::string& target,
                               const std::string& help);
// --threshold: the grey level below which a picture's pixel is a filled cell.
CLI::Option* add_threshold_option(CLI::App& app, int& target);
// --puzzle N|ID: which puzzle of a file holding several (webpbn XML).
CLI::Option* add_puzzle_option(CLI::App& app, std::string& target);
// The format named by such an option, or nullopt when it was not given.
std::optional<Format> chosen_format(const std::string& name);

// Accepts only plain decimal counts (0, 1, 2, ...): CLI11 alone would read "-1" as a huge
// count and "010" as octal.
CLI::Validator whole_number();

// How a path is named in messages: "-" is "<stdin>".
std::string display_name(const std::string& path);

// Writes text to a file, or to stdout for "-"; OutputError if it cannot.
void write_output(const std::string& path, const std::string& text);

}  // namespace nono::cli
