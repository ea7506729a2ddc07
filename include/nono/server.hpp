// The local web app behind `nono serve`: the page (embedded at build time) and a JSON API over
// the library (parse, solve with a trace, check, hint, convert, scan). Every request is bounded by
// the limits below, so no request can hang the server or take it down (docs/server.md).
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "nono/scan.hpp"

namespace nono {

// The server's limits, declared once: X(type, field, default, flag, help). ServerLimits,
// the `nono serve` options, GET /api/info and docs/server.md all follow this table.
#define NONO_SERVER_LIMITS(X)                                                                  \
    X(std::size_t, max_body_bytes, std::size_t{2} << 20, "--max-body",                         \
      "largest request body in bytes (413 beyond it)")                                         \
    X(int, max_side, 200, "--max-side", "largest puzzle side accepted, in cells (422 beyond)")  \
    X(double, timeout_seconds, 10.0, "--timeout",                                              \
      "time per solve in seconds (then the answer is undecided: time limit)")                  \
    X(int, max_solves, 2, "--max-solves", "solves running at once (solve, check, classify, scan)")  \
    X(int, max_work, 4, "--max-work",                                                          \
      "other requests doing work at once (parse, convert, hint, render, import)")                     \
    X(double, queue_seconds, 2.0, "--queue-wait",                                              \
      "how long a solve waits for a free slot before 503 with Retry-After")                    \
    X(std::size_t, max_trace_steps, 200000, "--max-trace-steps",                               \
      "trace steps returned per solve (the rest are counted, not sent)")                       \
    X(int, max_solutions, 100, "--max-solutions", "solutions one request may ask for")          \
    X(std::size_t, max_render_pixels, 25'000'000, "--max-render-pixels",                       \
      "largest picture /api/render draws, in pixels (422 beyond)")                             \
    X(std::size_t, max_scan_pixels, 25'000'000, "--max-scan-pixels",                           \
      "largest screenshot /api/scan reads, in pixels (400 beyond, before decoding)")

struct ServerLimits {
#define NONO_DECLARE_LIMIT(type, field, value, flag, help) type field = value;
    NONO_SERVER_LIMITS(NONO_DECLARE_LIMIT)
#undef NONO_DECLARE_LIMIT
};

// What POST /api/scan does with a screenshot: the image file's bytes in (`source` names it),
// the reading out as the JSON `nono scan --json` prints (docs/scan.md). Throws InputError
// when the bytes are no image it reads (400), std::runtime_error when it cannot read images
// at all (501: the image-reading module is missing). `nono serve` sets one that loads the
// module libnono_scan.so on the first screenshot; unset, the route answers 501.
using ImageReader =
    std::function<std::string(std::string_view bytes, const std::string& source, const ScanOptions& options)>;

struct ServerOptions {
    std::string host = "127.0.0.1";  // loopback only unless told otherwise
    int port = 8080;                 // 0 = any free port (bind() tells which)
    ServerLimits limits;
    ImageReader read_image;
};

class Server {
public:
    explicit Server(ServerOptions options);
    ~Server();
    Server(const Server&) = delete;
    Server& operator=(const Server&) = delete;

    // Binds the listening socket and returns the port; throws std::runtime_error if it cannot.
    int bind();
    // Serves until stop(); returns false if the server failed while listening.
    bool run();
    // Stops listening, interrupts running solves and lets run() return. Any thread, not a
    // signal handler (`nono serve` waits for signals on a thread of its own).
    void stop();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace nono
