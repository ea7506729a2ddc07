// Entry point of the `nono` command-line tool: registers the subcommands, parses the command
// line, runs the chosen one, and turns every failure into a message and a documented exit
// code (exit_codes.hpp), so that no input or option can make the tool crash.
#include <exception>
#include <iostream>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "commands.hpp"
#include "dynamic_sibling.hpp"
#include "exit_codes.hpp"
#include "nono/make.hpp"
#include "nono/text.hpp"

namespace {

// Keep in step with project(nono VERSION ...) in CMakeLists.txt.
constexpr const char* kVersion = "nono 0.1.0";

std::string failure_message(const CLI::App*, const CLI::Error& error) {
    return std::string("nono: ") + error.what() + "\nRun with --help for more information.\n";
}

// CLI11's public constructor adds -h/--help at once, and every subcommand copies it: two of
// the five options `nono solve -q FILE` built, each a fifth of the CLI's work (about 24,000
// instructions together, callgrind; docs/performance.md, "Fifth round"). The root is made
// with CLI11's constructor for subcommands, which adds none, and given the same flag (so the
// same help text) only when the command line may ask for it; a line that cannot name it
// parses the same without it. Needs record_command_line() first.
class RootApp : public CLI::App {
public:
    RootApp(std::string description, std::string name) : CLI::App(std::move(description), std::move(name), nullptr) {
        if (nono::cli::help_asked()) set_help_flag("-h,--help", "Print this help message and exit");
    }
};

// Every command, by name.
using AddCommand = nono::cli::Command (*)(CLI::App&);
constexpr std::pair<const char*, AddCommand> kCommands[] = {
    {"solve", nono::cli::add_solve_command},       {"check", nono::cli::add_check_command},
    {"classify", nono::cli::add_classify_command}, {"census", nono::cli::add_census_command},
    {"convert", nono::cli::add_convert_command},   {"render", nono::cli::add_render_command},
    {"show", nono::cli::add_show_command},         {"examples", nono::cli::add_examples_command},
    {"serve", nono::cli::add_serve_command},       {"algorithms", nono::cli::add_algorithms_command},
    {"import", nono::cli::add_import_command},     {"repair", nono::cli::add_repair_command},
    {"generate", nono::cli::add_generate_command}, {"scan", nono::cli::add_scan_command}};

bool is_command(std::string_view word) {
    for (const auto& [name, add] : kCommands)
        if (word == name) return true;
    return false;
}

int run(int argc, char** argv) {
    using namespace nono::cli;
    if (const std::optional<int> code = run_plain_solve(argc, argv, is_command)) return *code;
    // The command builds only the options the command line names (commands.hpp, named()).
    record_command_line(argc, argv);
    RootApp app{"nono: solve, check, classify, convert and draw nonogram (paint-by-number) puzzles, count whole grid sizes, and make puzzles (import, repair, generate)", "nono"};
    // Like -h, built only for a command line that may give it (or ask for the help).
    if (named("--version")) app.set_version_flag("--version", kVersion, "Print the version and exit");
    app.require_subcommand(1);
    app.failure_message(failure_message);
    // Registering a command builds all its options (CLI11 makes strings, vectors and
    // validators for each): a tenth of the start-up of every process when all thirteen were
    // built. A command line that names one builds only that one; anything else (--help, no
    // command, a misspelt one) builds them all, for the list.
    footer_for_help(app, exit_codes_help);
    std::vector<Command> commands;
    const std::string_view command_name = argc > 1 ? argv[1] : "";
    for (const auto& [name, add] : kCommands)
        if (command_name == name) commands.push_back(add(app));
    if (commands.empty())
        for (const auto& [name, add] : kCommands) commands.push_back(add(app));
    // CLI11 would only say "A subcommand is required" for a mistyped command name.
    if (argc > 1 && argv[1][0] != '-' && argv[1][0] != '\0' && commands.size() > 1) {
        std::string names;
        for (const Command& command : commands) names += (names.empty() ? "" : ", ") + command.app->get_name();
        throw UsageError(std::string("unknown command '") + argv[1] + "'; the commands are " + names +
                         " (see nono --help)");
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        // --help and --version arrive here too, and CLI11 reports them as success.
        return app.exit(error) == 0 ? kExitUnique : kExitBadInput;
    }
    for (const Command& command : commands)
        if (command.app->parsed()) return command.run();
    return kExitBadInput;  // unreachable: require_subcommand(1) guarantees one was chosen
}

// Output to a closed or full stdout must not pass for success.
int checked_stdout(int code) {
    std::cout.flush();
    if (!std::cout) {
        std::cerr << "nono: cannot write to standard output\n";
        return nono::cli::kExitFailure;
    }
    return code;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace nono::cli;
    hand_module_commands_over(argc, argv);  // a static nono runs no module itself
    try {
        return checked_stdout(run(argc, argv));
    } catch (const UsageError& error) {
        std::cerr << "nono: " << nono::printable_text(error.what(), 2000) << "\n";
        return kExitBadInput;
    } catch (const nono::StrategyRefused& error) {
        std::cerr << "nono: " << nono::printable_text(error.what(), 2000) << "\n";
        return kExitBadInput;
    } catch (const nono::InputError& error) {
        // what() is "source:line: problem", or "source: problem" when the line is unknown.
        std::cerr << "nono: " << nono::printable_text(error.what(), 2000) << "\n";
        return kExitBadInput;
    } catch (const nono::MakeError& error) {
        // A request no input can meet (a size of 0, an impossible target): usage.
        std::cerr << "nono: " << error.what() << "\n";
        return kExitBadInput;
    } catch (const OutputError& error) {
        std::cerr << "nono: " << nono::printable_text(error.what(), 2000) << "\n";
        return kExitFailure;
    } catch (const std::bad_alloc&) {
        std::cerr << "nono: out of memory\n";
        return kExitFailure;
    } catch (const std::exception& error) {
        std::cerr << "nono: internal error: " << nono::printable_text(error.what(), 2000) << "\n";
        return kExitFailure;
    } catch (...) {
        std::cerr << "nono: internal error\n";
        return kExitFailure;
    }
}
