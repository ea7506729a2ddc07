// --algorithm and the strategy options, shared by every command that solves, and
// `nono algorithms`, which lists the strategies and line solvers from their tables (never a
// list written here by hand).
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

// Which algorithms read each strategy option; used to refuse an option that would be ignored.
struct SpecificOption {
    const char* flag;
    std::vector<std::string_view> algorithms;
};
const SpecificOption kSpecific[] = {
    {"--line-solver", {"engine", "simpson"}},
    {"--max-iter", {"brute-force"}},
    {"--seed", {"brute-force"}},
    {"--exhaustive", {"brute-force"}},
    {"--then-search", {"perm-elim"}},
};

}  // namespace

void AlgorithmOptions::add_to(CLI::App& app) {
    app.add_option("-a,--algorithm", algorithm,
                   "Solving strategy (see `nono algorithms`); only the exact ones prove uniqueness")
        ->check(CLI::IsMember(strategy_names()))
        ->type_name("NAME")
        ->capture_default_str();
    specific_.push_back(app.add_option("--line-solver", line_solver,
                                       "Line solver for engine and simpson (see `nono algorithms`)")
                            ->check(CLI::IsMember(line_solver_names()))
                            ->type_name("NAME")
                            ->capture_default_str());
    specific_.push_back(app.add_option("--max-iter", max_iterations,
                                       "brute-force: random grids to propose before giving up "
                                       "(inf = no limit)")
                            ->check(iterations_value())
                            ->type_name("N|inf")
                            ->capture_default_str());
    specific_.push_back(app.add_option("--seed", seed, "brute-force: seed of the random proposals")
                            ->check(whole_number())
                            ->type_name("S")
                            ->capture_default_str());
    specific_.push_back(app.add_flag("--exhaustive", exhaustive,
                                     "brute-force: enumerate every grid (exact; at most 40 cells)"));
    specific_.push_back(app.add_flag("--then-search", then_search,
                                     "perm-elim: when elimination stalls, backtrack over the "
                                     "remaining candidates so every solution is found"));
}

void AlgorithmOptions::apply(SolveOptions& options) const {
    for (std::size_t i = 0; i < specific_.size(); ++i) {
        if (specific_[i]->count() == 0) continue;
        const auto& readers = kSpecific[i].algorithms;
        if (std::find(readers.begin(), readers.end(), algorithm) == readers.end())
            throw UsageError(std::string(kSpecific[i].flag) + " does not apply to --algorithm " +
                             algorithm);
    }
    options.line_solver = line_solver;
    options.max_iterations = max_iterations == "inf" ? 0 : std::stoull(max_iterations);
    options.seed = seed;
    options.exhaustive = exhaustive;
    options.then_search = then_search;
}

Command add_algorithms_command(CLI::App& parent) {
    CLI::App* app = parent.add_subcommand(
        "algorithms", "List the solving strategies and line solvers, one line each");
    return {app, [] {
                std::string text = "strategies (--algorithm):\n";
                for (const StrategyInfo& info : strategies())
                    text += "  " + std::string(info.name) + std::string(info.name.size() < 12 ? 12 - info.name.size() : 1, ' ') +
                            (info.exact ? "exact    " : "partial  ") + std::string(info.summary) + "\n";
                text += "line solvers (--line-solver):\n";
                for (const LineSolverInfo& info : line_solvers())
                    text += "  " + std::string(info.name) + std::string(info.name.size() < 12 ? 12 - info.name.size() : 1, ' ') +
                            (info.complete ? "complete " : "partial  ") + std::string(info.summary) + "\n";
                write_output("-", text);
                return static_cast<int>(kExitUnique);
            }};
}

}  // namespace nono::cli
