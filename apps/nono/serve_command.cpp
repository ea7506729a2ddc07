// `nono serve`: the local web app. Binds (127.0.0.1 unless --host says otherwise), prints the
// URL, and serves until SIGINT or SIGTERM. The signals are blocked in every thread and taken
// by one waiting thread with sigwait, so the shutdown runs as ordinary code, not in a handler.
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>

#include <iostream>
#include <memory>
#include <thread>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "nono/server.hpp"

extern char** environ;

namespace nono::cli {

namespace {

struct ServeSettings {
    ServerOptions server;
    bool open = false;
};

// Starts the desktop's browser on the URL; a failure is only a note, the server still runs.
void open_browser(const std::string& url) {
    pid_t pid = 0;
    const char* argv[] = {"xdg-open", url.c_str(), nullptr};
    if (posix_spawnp(&pid, "xdg-open", nullptr, nullptr, const_cast<char* const*>(argv), environ) != 0)
        std::cerr << "nono: could not start a browser (xdg-open); open " << url << " yourself\n";
}

int run_serve(const ServeSettings& settings) {
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);  // before any thread starts: all inherit it

    if (settings.server.limits.max_side > kMaxSide)
        throw UsageError("--max-side: at most " + std::to_string(kMaxSide) + " (the engine's limit)");
    Server server(settings.server);
    int port = 0;
    try {
        port = server.bind();
    } catch (const std::runtime_error& error) {
        throw UsageError(error.what());
    }
    const std::string host = settings.server.host.find(':') != std::string::npos
                                 ? "[" + settings.server.host + "]"
                                 : settings.server.host;
    const std::string url = "http://" + host + ":" + std::to_string(port) + "/";
    std::cout << "nono: serving " << url << " (Ctrl-C to stop)" << std::endl;
    if (settings.open) open_browser(url);

    std::thread waiter([&server, signals] {
        int received = 0;
        sigwait(&signals, &received);
        server.stop();
    });
    const bool ok = server.run();
    // run() also ends without a signal if listening fails: wake the waiter so it can be joined.
    pthread_kill(waiter.native_handle(), SIGTERM);
    waiter.join();
    std::cout << "nono: stopped" << std::endl;
    return ok ? kExitUnique : kExitFailure;
}

}  // namespace

Command add_serve_command(CLI::App& parent) {
    auto settings = std::make_shared<ServeSettings>();
    CLI::App* app = parent.add_subcommand("serve", "Serve the web app: edit, check, solve and watch puzzles");
    app->add_option("--host", settings->server.host, "Address to listen on (default 127.0.0.1: this machine only)");
    app->add_option("--port", settings->server.port, "Port (default 8080; 0 = any free port, printed)")
        ->check(CLI::Range(0, 65535));
    app->add_flag("--open", settings->open, "Open the page in the desktop's browser");
    ServerLimits& limits = settings->server.limits;
#define NONO_LIMIT_OPTION(type, field, value, flag, help) \
    app->add_option(flag, limits.field, help)->check(CLI::PositiveNumber)->capture_default_str();
    NONO_SERVER_LIMITS(NONO_LIMIT_OPTION)
#undef NONO_LIMIT_OPTION
    return {app, [settings] { return run_serve(*settings); }};
}

}  // namespace nono::cli
