// --algorithm and the solve options' flags, generated from the option table
// (nono/solve_options.hpp) for every command that solves, and `nono algorithms`, which lists
// the strategies, line solvers and options from their tables (never a list written here).
#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "nono/line_solver.hpp"

namespace nono::cli {

namespace {

std::vector<std::string> strategy_names() {
    std::vector<std::string> names;
    for (const StrategyInfo& info : strategies()) names.emplace_back(info.name);
    return names;
}

// CLI11 puts the flag before a validator's message ("--max-nodes: must be ..."), so the
// table's message loses its own copy of the name.
std::string without_flag(const SolveOptionInfo& info, const std::string& message) {
    return message.rfind(std::string(info.flag) + " ", 0) == 0 ? message.substr(info.flag.size() + 1) : message;
}

// The one check of a flag's value, by its row's kind and range (nono/solve_options.hpp):
// the message names the flag and the range, as the server's and the bindings' do. A count
// whose metavar is N|inf also takes "inf" (= 0, no limit).
CLI::Validator table_value(const SolveOptionInfo& info) {
    return CLI::Validator(
        [&info](std::string& input) -> std::string {
            if (info.kind == OptionKind::LineSolver) return without_flag(info, info.value_error(info.flag, input));
            if (info.metavar == "N|inf" && (input == "inf" || input == "Inf" || input == "infinity")) {
                input = "0";
                return {};
            }
            const char* begin = input.c_str();
            char* end = nullptr;
            errno = 0;
            const double value = std::strtod(begin, &end);
            if (input.empty() || end != begin + input.size() || errno == ERANGE ||
                input.find_first_of("xXpP") != std::string::npos)  // no hexadecimal
                return "must be " + info.range_text() + " (not '" + input + "')";
            if (std::string message = info.value_error(info.flag, value); !message.empty())
                return without_flag(info, message);
            // CLI11 converts the text again afterwards: a whole number in plain digits (it
            // reads "1e3" as nothing and a leading 0 as octal).
            if (info.kind != OptionKind::Seconds) input = std::to_string(static_cast<std::uint64_t>(value));
            return {};
        },
        std::string(info.metavar), std::string(info.flag));
}

// One flag: a Flag switches its field from its default; any other kind takes a value checked
// by table_value.
CLI::Option* add_flag(CLI::App& app, const SolveOptionInfo& info, bool& target) {
    const bool flipped = !target;
    return app.add_flag_callback(std::string(info.flag), [&target, flipped] { target = flipped; },
                                 std::string(info.help));
}
template <class Value>
CLI::Option* add_flag(CLI::App& app, const SolveOptionInfo& info, Value& target) {
    CLI::Option* option = app.add_option(std::string(info.flag), target, std::string(info.help))->check(table_value(info));
    if (info.metavar == "N|inf") option->default_str(info.default_text);
    return option;
}

}  // namespace

void SolveOptionFlags::add_to(CLI::App& app) {
    for (const SolveOptionInfo& info : solve_options()) {
        if (info.flag.empty() || info.scope != scope_ || !named(info.flag)) continue;
        CLI::Option* option = nullptr;
#define NONO_SOLVE_OPTION_FLAG(type, member, key, value, kind, low, high, server, flag, metavar, readers, scope, help) \
    if (info.field == #member) option = add_flag(app, info, values_.member);
        NONO_SOLVE_OPTIONS(NONO_SOLVE_OPTION_FLAG)
#undef NONO_SOLVE_OPTION_FLAG
        if (!info.metavar.empty()) option->type_name(std::string(info.metavar));
        if (scope_ == "algorithm" && !info.metavar.empty() && info.metavar != "N|inf")
            option->capture_default_str();
        added_.emplace_back(&info, option);
    }
}

void SolveOptionFlags::apply(SolveOptions& options) const {
#define NONO_SOLVE_OPTION_APPLY(type, field, key, value, kind, low, high, server, flag, metavar, readers, scope, help) \
    if (std::string_view(flag).size() > 0 && scope_ == #scope) options.field = values_.field;
    NONO_SOLVE_OPTIONS(NONO_SOLVE_OPTION_APPLY)
#undef NONO_SOLVE_OPTION_APPLY
}

void SolveOptionFlags::check_applies(const std::string& algorithm) const {
    for (const auto& [info, option] : added_)
        if (option->count() > 0 && !info->read_by(algorithm))
            throw UsageError(std::string(info->flag) + " does not apply to --algorithm " + algorithm);
}

namespace {

// A strategy's name, with a pointer to nono's own for the R nonogram package's names
// ("force", "perm_elim") and other spellings with '_'.
CLI::Validator strategy_name() {
    return CLI::Validator(
        [](std::string& input) -> std::string {
            const std::vector<std::string> names = strategy_names();
            if (std::find(names.begin(), names.end(), input) != names.end()) return {};
            std::string hint = input == "force" ? "brute-force" : input;
            std::replace(hint.begin(), hint.end(), '_', '-');
            std::string message = "'" + input + "' is not a strategy";
            if (hint != input && std::find(names.begin(), names.end(), hint) != names.end())
                message += ": nono calls it " + hint + (input == "force" || input == "perm_elim"
                                                            ? " (\"" + input + "\" is the R nonogram package's name)"
                                                            : "");
            message += "; the strategies are";
            for (const std::string& name : names) message += " " + name;
            return message + " (see nono algorithms)";
        },
        "", "strategy");
}

}  // namespace

void AlgorithmOptions::add_to(CLI::App& app) {
    if (named("-a,--algorithm"))
        app.add_option("-a,--algorithm", algorithm,
                       "Solving strategy (see `nono algorithms`); only the exact ones prove uniqueness")
            ->check(strategy_name())
            ->type_name("NAME")
            ->capture_default_str();
    flags.add_to(app);
}

void AlgorithmOptions::apply(SolveOptions& options, const LimitOptions& limits) const {
    flags.check_applies(algorithm);
    limits.flags.check_applies(algorithm);
    flags.apply(options);
}

namespace {

std::string padded(std::string_view text, std::size_t width) {
    return std::string(text) + std::string(text.size() < width ? width - text.size() : 1, ' ');
}

std::string algorithms_text() {
    std::string text = "strategies (--algorithm):\n";
    for (const StrategyInfo& info : strategies())
        text += "  " + padded(info.name, 12) + (info.exact ? "exact    " : "partial  ") +
                std::string(info.summary) + "\n";
    text += "line solvers (--line-solver):\n";
    for (const LineSolverInfo& info : line_solvers())
        text += "  " + padded(info.name, 12) + (info.complete ? "complete " : "partial  ") +
                std::string(info.summary) + "\n";
    text += "solve options (name in Python, R and the server; flag; default; read by):\n";
    for (const SolveOptionInfo& info : solve_options())
        text += "  " + padded(info.key, 16) + padded(info.flag.empty() ? "-" : info.flag, 16) +
                padded(info.default_text, 12) +
                (info.readers.empty() ? std::string("all") : std::string(info.readers)) + "\n";
    return text;
}

}  // namespace

Command add_algorithms_command(CLI::App& parent) {
    CLI::App* app = parent.add_subcommand(
        "algorithms", "List the solving strategies, line solvers and solve options, one line each");
    return {app, [] {
                write_output("-", algorithms_text());
                return static_cast<int>(kExitUnique);
            }};
}

}  // namespace nono::cli
