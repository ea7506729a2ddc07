// The web-server module of `nono serve` (libnono_serve.so): binds, prints the URL and serves
// until SIGINT or SIGTERM. It is the only part of nono linked to cpp-httplib; the CLI parses
// the options and loads it only for this command (serve_module.hpp says why). It loads the
// image-reading module in turn, for screenshots sent to POST /api/scan.
#include "serve_module.hpp"

#include <malloc.h>
#include <pthread.h>
#include <spawn.h>

#include <exception>
#include <iostream>
#include <mutex>
#include <new>
#include <stdexcept>
#include <string>
#include <thread>

#include "exit_codes.hpp"
#include "module_search.hpp"
#include "scan_module.hpp"

extern char** environ;

namespace nono::cli {

namespace {

// Starts the desktop's browser on the URL; a failure is only a note, the server still runs.
void open_browser(const std::string& url) {
    pid_t pid = 0;
    const char* argv[] = {"xdg-open", url.c_str(), nullptr};
    if (posix_spawnp(&pid, "xdg-open", nullptr, nullptr, const_cast<char* const*>(argv), environ) != 0)
        std::cerr << "nono: could not start a browser (xdg-open); open " << url << " yourself\n";
}

std::string url_of(const std::string& host, int port) {
    const bool ipv6 = host.find(':') != std::string::npos;
    return "http://" + (ipv6 ? "[" + host + "]" : host) + ":" + std::to_string(port) + "/";
}

// glibc gives threads their own malloc arenas, up to 8 per core, and keeps what they freed:
// with a thread per costly request (at a lower priority, src/server/priority.hpp) the
// server's memory climbed from 451 to 831 MB over 8 rounds of 50 clients without a leak
// (issue 45). A few shared arenas bound it; the requests' work is not allocation-bound.
constexpr int kMallocArenas = 4;

// POST /api/scan reads screenshots through the image-reading module, as `nono scan` does,
// loaded on the first screenshot: a server that is sent none never loads OpenCV.
ImageReader scan_module_reader() {
    return [](std::string_view bytes, const std::string& source, const ScanOptions& options) {
        static std::once_flag once;
        static decltype(&nono_scan_read) entry = nullptr;
        static std::string tried;
        std::call_once(once, [] {
            entry = reinterpret_cast<decltype(&nono_scan_read)>(find_module_entry(kScanModuleFile, kScanEntryName, tried));
        });
        if (!entry)
            throw std::runtime_error(std::string("this server cannot read screenshots: the image-reading module ") +
                                     kScanModuleFile + " cannot be loaded; tried:" + tried);
        return read_through(entry, {source.c_str(), bytes.data(), bytes.size(), &options, nullptr, nullptr}, source);
    };
}

int serve(const ServeSettings& settings) {
    mallopt(M_ARENA_MAX, kMallocArenas);  // before the first worker thread starts
    ServerOptions options = settings.server;
    options.read_image = scan_module_reader();
    Server server(std::move(options));
    int port = 0;
    try {
        port = server.bind();
    } catch (const std::runtime_error& error) {
        std::cerr << "nono: " << error.what() << "\n";
        return kExitBadInput;
    }
    const std::string url = url_of(settings.server.host, port);
    std::cout << "nono: serving " << url << " (Ctrl-C to stop)" << std::endl;
    if (settings.open) open_browser(url);

    std::thread waiter([&server] {
        const sigset_t signals = serve_stop_signals();
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

}  // namespace nono::cli

extern "C" __attribute__((visibility("default"))) int nono_serve_run(
    int abi, std::size_t settings_size, const nono::cli::ServeSettings* settings) noexcept {
    using namespace nono::cli;
    if (abi != kServeModuleAbi || settings_size != sizeof(ServeSettings) || settings == nullptr) {
        std::cerr << "nono: " << kServeModuleFile << " is from another build of nono (reinstall nono)\n";
        return kExitFailure;
    }
    // Nothing may cross back into the CLI as an exception: the module reports its own failures.
    try {
        return serve(*settings);
    } catch (const std::bad_alloc&) {
        std::cerr << "nono: out of memory\n";
    } catch (const std::exception& error) {
        std::cerr << "nono: internal error: " << error.what() << "\n";
    } catch (...) {
        std::cerr << "nono: internal error\n";
    }
    return kExitFailure;
}
