// The boundary between `nono` and its web-server module, libnono_serve.so. Only `nono serve`
// loads the module (dlopen), so no other command loads cpp-httplib, OpenSSL and brotli, whose
// loading and set-up took about 4 ms of CPU at every process start (docs/server.md).
#pragma once

#include <signal.h>

#include <cstddef>

#include "nono/server.hpp"

namespace nono::cli {

// What `nono serve`'s options decide; parsed by the CLI, read by the module.
struct ServeSettings {
    ServerOptions server;
    bool open = false;  // start the desktop's browser on the URL
};

// Raise when ServeSettings or the entry point changes, so that a module left over from
// another build refuses to run instead of misreading the settings.
inline constexpr int kServeModuleAbi = 1;
inline constexpr const char* kServeModuleFile = "libnono_serve.so";
inline constexpr const char* kServeEntryName = "nono_serve_run";

// SIGINT and SIGTERM stop the server. The CLI blocks them before it loads the module, so
// every thread the module starts inherits the mask; one thread of the module takes them
// with sigwait, so the shutdown runs as ordinary code, not in a signal handler.
inline sigset_t serve_stop_signals() {
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    return signals;
}

}  // namespace nono::cli

// Serves until SIGINT or SIGTERM and returns the exit code: 0 when stopped by a signal,
// 2 when it cannot listen (bad --host, port in use), 1 for any other failure, after printing
// its own `nono: ...` message. Never throws. `abi` and `settings_size` are the caller's
// kServeModuleAbi and sizeof(ServeSettings); a mismatch is refused with exit 1.
extern "C" int nono_serve_run(int abi, std::size_t settings_size,
                              const nono::cli::ServeSettings* settings) noexcept;
