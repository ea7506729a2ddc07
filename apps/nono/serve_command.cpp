// `nono serve`: the local web app. The options are parsed here; the server itself runs in a
// module loaded with dlopen only now (serve_module.hpp), so the other commands never load
// cpp-httplib and OpenSSL. SIGINT and SIGTERM are blocked before the module is loaded.
#include <pthread.h>

#include <cmath>
#include <memory>
#include <string>
#include <type_traits>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "module_loader.hpp"
#include "serve_module.hpp"

namespace nono::cli {

namespace {

int run_serve(const ServeSettings& settings) {
    if (settings.server.limits.max_side > kMaxSide)
        throw UsageError("--max-side: at most " + std::to_string(kMaxSide) + " (the engine's limit)");
    const sigset_t signals = serve_stop_signals();
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);  // before any thread starts: all inherit it
    const auto serve = reinterpret_cast<decltype(&nono_serve_run)>(
        load_module_entry(kServeModuleFile, kServeEntryName, "web server"));
    if (!serve) return kExitFailure;
    return serve(kServeModuleAbi, sizeof(ServeSettings), &settings);
}

}  // namespace

// CLI::PositiveNumber lets "nan" through (nan <= 0 is false), and a nan --timeout removed the
// time limit (issue 28): a limit must be a finite number above zero.
const CLI::Validator kFinitePositive(
    [](std::string& text) -> std::string {
        double value = 0;
        if (!CLI::detail::lexical_cast(text, value) || !std::isfinite(value) || value <= 0)
            return "must be a finite number above 0, not " + text;
        return {};
    },
    "POSITIVE");

// Seconds (--timeout, --queue-wait): at least a millisecond, at most 1e9 s. `--timeout
// 1e-320` (a subnormal, above zero) hung the server at start (issue 45).
const CLI::Validator kSeconds(
    [](std::string& text) -> std::string {
        double value = 0;
        if (!CLI::detail::lexical_cast(text, value) || !std::isfinite(value) || value < 0.001 || value > 1e9)
            return "must be a number of seconds from 0.001 to 1e9, not " + text;
        return {};
    },
    "SECONDS");

Command add_serve_command(CLI::App& parent) {
    auto settings = std::make_shared<ServeSettings>();
    CLI::App* app = parent.add_subcommand("serve", "Serve the web app: edit, check, solve and watch puzzles");
    app->add_option("--host", settings->server.host, "Address to listen on (default 127.0.0.1: this machine only)");
    app->add_option("--port", settings->server.port, "Port (default 8080; 0 = any free port, printed)")
        ->check(CLI::Range(0, 65535));
    app->add_flag("--open", settings->open, "Open the page in the desktop's browser");
    ServerLimits& limits = settings->server.limits;
#define NONO_LIMIT_OPTION(type, field, value, flag, help) \
    app->add_option(flag, limits.field, help)                                \
        ->check(std::is_same_v<type, double> ? kSeconds : kFinitePositive)   \
        ->capture_default_str();
    NONO_SERVER_LIMITS(NONO_LIMIT_OPTION)
#undef NONO_LIMIT_OPTION
    return {app, [settings] { return run_serve(*settings); }};
}

}  // namespace nono::cli
