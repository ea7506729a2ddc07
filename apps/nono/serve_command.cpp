// `nono serve`: the local web app. The options are parsed here; the server itself runs in a
// module loaded with dlopen only now (serve_module.hpp), so the other commands never load
// cpp-httplib and OpenSSL. SIGINT and SIGTERM are blocked before the module is loaded.
#include <dlfcn.h>
#include <pthread.h>

#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <system_error>
#include <vector>

#include "beside_binary.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "serve_module.hpp"

namespace nono::cli {

namespace {

// Beside the binary (the build tree), then where `cmake --install` puts the module
// (<bindir>/../lib/nono, or whatever CMAKE_INSTALL_LIBDIR says).
std::vector<std::string> module_candidates() {
    std::vector<std::string> candidates;
    for (const char* relative : {".", NONO_SERVE_MODULE_FROM_BINARY})
        if (auto folder = beside_binary(relative)) candidates.push_back((*folder / kServeModuleFile).string());
    return candidates;
}

// The module's entry point, or nullptr after printing every path tried and why it failed.
// The module stays loaded until the process ends: the server runs to the end of it.
decltype(&nono_serve_run) load_serve_module() {
    std::string tried;
    for (const std::string& path : module_candidates()) {
        std::error_code missing;
        if (!std::filesystem::exists(path, missing)) {
            tried += "\n  " + path + ": not found";
            continue;
        }
        void* module = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (void* entry = module ? dlsym(module, kServeEntryName) : nullptr)
            return reinterpret_cast<decltype(&nono_serve_run)>(entry);
        const char* why = dlerror();  // e.g. a library the module needs is not installed
        tried += "\n  " + path + ": " + (why ? why : "cannot be loaded");
        if (module) dlclose(module);
    }
    std::cerr << "nono: cannot load the web server module " << kServeModuleFile << "; tried:"
              << (tried.empty() ? "\n  nothing (/proc/self/exe cannot be read)" : tried) << "\n";
    return nullptr;
}

int run_serve(const ServeSettings& settings) {
    if (settings.server.limits.max_side > kMaxSide)
        throw UsageError("--max-side: at most " + std::to_string(kMaxSide) + " (the engine's limit)");
    const sigset_t signals = serve_stop_signals();
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);  // before any thread starts: all inherit it
    const auto serve = load_serve_module();
    if (!serve) return kExitFailure;
    return serve(kServeModuleAbi, sizeof(ServeSettings), &settings);
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
