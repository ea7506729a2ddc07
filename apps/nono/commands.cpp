// Helpers every subcommand of `nono` shares: the limit options, format options, strict
// number checks, and writing output so that a failed write is an error, never silent.
// CLI11's own conversions are lenient ("-1" wraps to a huge count), hence our validators.
#include "commands.hpp"
#include "examples.hpp"
#include "output_file.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <limits>
#include <vector>

namespace nono::cli {

namespace {

// A timeout beyond this is a typo, and converting it to clock ticks would overflow.
constexpr double kMaxTimeoutSeconds = 1e9;

// The arguments record_command_line() saw (argv outlives every command).
struct CommandLine {
    bool recorded = false;
    bool help = false;
    std::vector<std::string_view> arguments;
};

CommandLine& command_line() {
    static CommandLine line;
    return line;
}

// Whether `argument` may give the option called `name` ("-x" or "--name"), as CLI11 reads
// options: "--name", "--name=VALUE", "-x", "-xVALUE", "-yx" (clusters of short flags).
bool may_name(std::string_view argument, std::string_view name) {
    if (name.size() > 2 && name.substr(0, 2) == "--")
        return argument.substr(0, name.size()) == name &&
               (argument.size() == name.size() || argument[name.size()] == '=');
    return argument.size() > 1 && argument[0] == '-' && argument[1] != '-' &&
           argument.find(name.back(), 1) != std::string_view::npos;
}

}  // namespace

void record_command_line(int argc, char** argv) {
    CommandLine& line = command_line();
    line.recorded = true;
    line.arguments.assign(argv + std::min(argc, 1), argv + argc);
    for (std::string_view argument : line.arguments)
        line.help = line.help || may_name(argument, "-h") || may_name(argument, "--help");
}

bool help_asked() {
    const CommandLine& line = command_line();
    return !line.recorded || line.help;
}

bool named(std::string_view flags) {
    const CommandLine& line = command_line();
    if (!line.recorded || line.help) return true;
    while (!flags.empty()) {
        const std::size_t comma = flags.find(',');
        std::string_view name = flags.substr(0, comma);
        flags = comma == std::string_view::npos ? std::string_view() : flags.substr(comma + 1);
        while (!name.empty() && name.front() == ' ') name.remove_prefix(1);
        while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
        if (name.empty()) continue;
        if (name[0] != '-') return true;  // a positional
        for (std::string_view argument : line.arguments)
            if (may_name(argument, name)) return true;
    }
    return false;
}

bool glued_value(std::string_view name, std::string_view value) {
    for (std::string_view argument : command_line().arguments)
        if (argument.size() == name.size() + value.size() && argument.starts_with(name) && argument.ends_with(value))
            return true;
    return false;
}

CLI::Validator whole_number() {
    return CLI::Validator(
        [](std::string& input) -> std::string {
            std::uint64_t value = 0;
            const char* end = input.data() + input.size();
            const auto [ptr, ec] = std::from_chars(input.data(), end, value);
            if (input.empty() || ec == std::errc::invalid_argument || ptr != end)
                return "'" + input + "' is not a whole number (0, 1, 2, ...)";
            if (ec == std::errc::result_out_of_range) return "'" + input + "' is too large";
            // CLI11 converts the text again afterwards, reading a leading 0 as octal.
            input = std::to_string(value);
            return {};
        },
        "", "whole number");
}

CLI::Validator seconds_value() {
    return CLI::Validator(
        [](std::string& input) -> std::string {
            const char* begin = input.c_str();
            char* end = nullptr;
            errno = 0;
            const double value = std::strtod(begin, &end);
            if (input.empty() || end != begin + input.size() || errno == ERANGE ||
                !std::isfinite(value))
                return "'" + input + "' is not a number of seconds";
            if (value < 0 || value > kMaxTimeoutSeconds)
                return "'" + input + "' is out of range (0 to " +
                       std::to_string(static_cast<long long>(kMaxTimeoutSeconds)) + " seconds)";
            return {};
        },
        "", "seconds");
}

CLI::Validator share_value() {
    return CLI::Validator(
        [](std::string& input) -> std::string {
            const char* begin = input.c_str();
            char* end = nullptr;
            const double value = std::strtod(begin, &end);
            // "nan" passed CLI::Range (no comparison is true) and generate then aborted.
            if (input.empty() || end != begin + input.size() || !(value >= 0 && value <= 1))
                return "'" + input + "' is not a share from 0 to 1";
            return {};
        },
        "", "share");
}

void PuzzleInput::add_to(CLI::App& app, const std::string& format_flags) {
    app.add_option("FILE", file,
                   "Puzzle file ('-' = standard input; examples:NAME = a bundled example)")
        ->type_name("")
        ->required();
    add_format_option(app, format_flags, format,
                      "Input format (default: by extension, else guessed from the content)");
    add_threshold_option(app, threshold);
    add_puzzle_option(app, puzzle);
}

ReadOptions read_options(int threshold, const std::string& puzzle) {
    ReadOptions options{threshold, puzzle};
    options.how_to_choose =
        "with --puzzle N (its position) or --puzzle ID (its <id>); solve, check and classify read every one";
    return options;
}

Puzzle PuzzleInput::read() const {
    std::vector<InputWarning> warnings;
    Puzzle result = read_puzzle(resolve_puzzle_path(file), chosen_format(format), &warnings,
                                read_options(threshold, puzzle));
    for (const InputWarning& warning : warnings) std::cerr << "nono: " << warning.text() << "\n";
    return result;
}

// NONO_TUNING="name=value,...": the engine's tuning knobs, for bench scripts and measurements
// (docs/performance.md); read once. Unset or empty: the engine's defaults.
const EngineTuning* environment_tuning() {
    static const std::shared_ptr<const EngineTuning> tuning = []() -> std::shared_ptr<const EngineTuning> {
        const char* text = std::getenv("NONO_TUNING");
        if (text == nullptr || *text == '\0') return nullptr;
        try {
            return parse_engine_tuning(text);
        } catch (const std::invalid_argument& error) {
            throw UsageError(std::string("NONO_TUNING: ") + error.what());
        }
    }();
    return tuning.get();
}

SolveOptions LimitOptions::solve_options(std::uint64_t max_solutions,
                                         std::uint64_t keep_solutions) const {
    SolveOptions options;
    options.max_solutions = max_solutions;
    options.keep_solutions = keep_solutions;
    options.tuning = environment_tuning();
    flags.apply(options);
    return options;
}

CLI::Option* add_format_option(CLI::App& app, const std::string& flags, std::string& target,
                               const std::string& help) {
    if (!named(flags)) return nullptr;
    std::string choices;
    for (const FormatInfo& info : puzzle_formats()) {
        choices += "\n  " + std::string(info.name);
        for (std::string_view alias : info.aliases) choices += ", " + std::string(alias);
        choices += ": " + std::string(info.description);
    }
    return app.add_option(flags, target, help + "; FORMAT is one of:" + choices)
        ->check(CLI::IsMember(format_names(), CLI::ignore_case))
        ->type_name("FORMAT");
}

CLI::Option* add_puzzle_option(CLI::App& app, std::string& target) {
    if (!named("--puzzle")) return nullptr;
    return app.add_option("--puzzle", target,
                          "In a file holding several puzzles (webpbn XML): the one with this <id>, "
                          "else the one at this position (1 = the first)")
        ->type_name("N|ID");
}

CLI::Option* add_threshold_option(CLI::App& app, int& target) {
    if (!named("--threshold")) return nullptr;
    return app.add_option("--threshold", target,
                          "Reading a PNG picture: a pixel darker than this grey level (1-256, "
                          "after compositing on white) is a filled cell")
        ->check(CLI::Range(1, 256))
        ->type_name("LEVEL")
        ->capture_default_str();
}

std::optional<Format> chosen_format(const std::string& name) {
    if (name.empty()) return std::nullopt;
    const std::optional<Format> format = format_from_name(name);
    // CLI11 already checked the name against format_names(), from the same table.
    if (!format) throw UsageError("unknown format '" + name + "'");
    return format;
}

std::string display_name(const std::string& path) { return path == "-" ? "<stdin>" : path; }

std::string puzzles_text_for(const std::string& path, const std::vector<Puzzle>& puzzles, Format format) {
    try {
        return write_puzzles(puzzles, format);
    } catch (const InputError& error) {
        throw InputError(display_name(path), 0, error.problem());
    }
}

void write_output(const std::string& path, const std::string& text) {
    OutputFile file(path);
    file.stream() << text;
    file.commit();
}

}  // namespace nono::cli
