// --algorithm and the solve options' flags, generated from the option table
// (nono/solve_options.hpp) for every command that solves, and `nono algorithms`, which lists
// the strategies, line solvers and options from their tables (never a list written here).
#include <algorithm>
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

std::vector<std::string> line_solver_names() {
    std::vector<std::string> names;
    for (const LineSolverInfo& info : line_solvers()) names.emplace_back(info.name);
    return names;
}

CLI::Validator iterations_value() {
    return CLI::Validator(
        [](std::string& input) -> std::string {
            if (input == "inf" || input == "Inf" || input == "infinity") {
                input = "inf";
                return {};
            }
            return whole_number()(input);
        },
        "", "N|inf");
}

// One flag, by the type of its field: a bool flag switches it from its default; a number or
// a name takes a value checked as its metavar says.
CLI::Option* add_flag(CLI::App& app, const SolveOptionInfo& info, bool& target) {
    const bool flipped = !target;
    return app.add_flag_callback(std::string(info.flag), [&target, flipped] { target = flipped; },
                                 std::string(info.help));
}
CLI::Option* add_flag(CLI::App& app, const SolveOptionInfo& info, double& target) {
    return app.add_option(std::string(info.flag), target, std::string(info.help))->check(seconds_value());
}
CLI::Option* add_flag(CLI::App& app, const SolveOptionInfo& info, std::uint64_t& target) {
    if (info.metavar == "N|inf")
        return app
            .add_option_function<std::string>(
                std::string(info.flag),
                [&target](const std::string& text) { target = text == "inf" ? 0 : std::stoull(text); },
                std::string(info.help))
            ->check(iterations_value())
            ->default_str(info.default_text);
    return app.add_option(std::string(info.flag), target, std::string(info.help))->check(whole_number());
}
CLI::Option* add_flag(CLI::App& app, const SolveOptionInfo& info, std::string& target) {
    return app.add_option(std::string(info.flag), target, std::string(info.help))
        ->check(CLI::IsMember(line_solver_names()));
}

}  // namespace

void SolveOptionFlags::add_to(CLI::App& app) {
    for (const SolveOptionInfo& info : solve_options()) {
        if (info.flag.empty() || info.scope != scope_ || !named(info.flag)) continue;
        CLI::Option* option = nullptr;
#define NONO_SOLVE_OPTION_FLAG(type, member, key, value, flag, metavar, readers, scope, help) \
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
#define NONO_SOLVE_OPTION_APPLY(type, field, key, value, flag, metavar, readers, scope, help) \
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
