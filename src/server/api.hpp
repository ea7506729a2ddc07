// What the API's routes share inside the server module: the error every handler may throw
// (turned into {"error", "line"} with a 4xx status in one place), reading the puzzle a request
// carries, the context (limits, solve slots, the stop flag) each route sees, and the routes
// as one call from a path and a body to an answer, whatever carries them (HTTP or a browser).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "limits.hpp"
#include "nono/io.hpp"
#include "nono/puzzle.hpp"
#include "nono/report.hpp"
#include "nono/server.hpp"
#include "nono/strategy.hpp"
#include "nono/trace.hpp"

namespace httplib {
class Server;
struct Response;
}

namespace nono::server {

// Ordered, so answers keep the report module's key order (nono/report.hpp).
using json = nlohmann::ordered_json;

// A request the server refuses: HTTP status, message, and the 1-based line of the puzzle text
// at fault (0 = none). Retry-After is sent with 503.
class ApiError : public std::runtime_error {
public:
    ApiError(int status, const std::string& message, int line = 0)
        : std::runtime_error(message), status(status), line(line) {}
    int status;
    int line;
};

struct ApiContext {
    ServerLimits limits;
    SolveSlots slots;  // solve, check, classify, scan
    SolveSlots work;   // parse, convert, hint, render, import
    std::atomic<bool> stopping{false};  // set by Server::stop: running solves end early
    ImageReader read_image;  // POST /api/scan's reader (nono/server.hpp); unset: 501

    // Twice as many may wait as run: enough to smooth bursts, few enough that waiters never
    // hold all the HTTP workers.
    explicit ApiContext(const ServerLimits& server_limits)
        : limits(server_limits),
          slots(server_limits.max_solves, 2 * server_limits.max_solves),
          work(server_limits.max_work, 2 * server_limits.max_work) {}
};

// The body as a JSON object; 400 (with the line) when it is not one.
json parse_body(const std::string& body);
// A puzzle file's content as a request gives it: "text", or "base64" (the file's bytes, as the
// page sends every file it opens: PNG and P4 PBM are binary); its format is "format", else the
// extension of "file_name", else sniffed. Nullopt when the request has neither (400 when it
// has both, or base64 that is not).
struct RequestText {
    std::string text;
    Format format;
};
std::optional<RequestText> request_text(const json& body);
// "position": which puzzle of a file holding several (1-based); the reader's message when
// there are several and none is chosen names it.
ReadOptions request_read_options(const json& body);
// The puzzle of a request: its text (above) or "puzzle" (a nono JSON object). 400 when
// neither, 422 when it does not parse or validate or is larger than limits.max_side.
Puzzle request_puzzle(const json& body, const ServerLimits& limits);
Puzzle request_puzzle(const json& body, const ServerLimits& limits, const ReadOptions& options);
// Reads "board" (rows in the cell alphabet of nono/puzzle.hpp: '#' filled, '-' empty, '?'
// unknown, and the alternatives readers take; for a colour puzzle its palette's characters and
// '?') of the puzzle's size; 400 when malformed.
Grid request_board(const json& body, const Puzzle& puzzle);

// The solve options of the table in nono/solve_options.hpp, each read from its key when the
// request has it ("max_solutions", "timeout", "probing", "line_solver", ...); 400 naming the
// field when it has the wrong type or range. The routes then apply the server's caps.
SolveOptions request_solve_options(const json& body);

// Optional typed fields: 400 naming the field when present with the wrong type or range.
std::optional<double> number_field(const json& body, const char* name, double low, double high);
std::optional<bool> bool_field(const json& body, const char* name);
std::optional<std::string> string_field(const json& body, const char* name);

// POST /api/repair (repair_route.cpp): the fewest cell changes that make the goal unique.
json repair_route(ApiContext& context, const json& body);
// POST /api/import (import_route.cpp): a PNG or JPEG picture made into a puzzle.
json import_route(ApiContext& context, const json& body);
// A slot of the work pool (parse, convert, hint, render, import) for the rest of the request,
// or 503 (with Retry-After) when none came free within --queue-wait.
SolveSlots::Slot take_work_slot(ApiContext& context);

// A solve request read and checked: the puzzle, the strategy, the options with the server's
// caps applied, and the report options of its answer (routes.cpp).
struct SolveRequest {
    Puzzle puzzle;
    std::unique_ptr<Strategy> strategy;
    SolveOptions options;
    ReportOptions report;
};
SolveRequest solve_request(ApiContext& context, const json& body);
// One step as the API sends it: the trace's JSON object (docs/trace.md) with the sentence
// `nono solve --explain` gives it.
std::string explained_step_json(const Puzzle& puzzle, const Step& step, std::uint64_t number);

// An answer written while it is worked out: it installs a chunked content provider on the
// response. POST /api/solve answers JSON text, or with "stream": true a Streamer.
using Streamer = std::function<void(httplib::Response&)>;
using SolveAnswer = std::variant<std::string, Streamer>;
// POST /api/solve with "stream": true (stream_route.cpp); `slot` is the solve slot it holds.
Streamer streamed_solve(ApiContext& context, SolveRequest solve, SolveSlots::Slot slot);


// POST /api/render draws with cairo, which the WebAssembly build (apps/wasm) does not have.
#ifdef NONO_API_WITHOUT_RENDER
inline constexpr bool kRenderRoute = false;
#else
inline constexpr bool kRenderRoute = true;
#endif

// An answer of the API, whoever carries it: the HTTP status and the JSON text.
// `stream`, when set, writes the answer itself while it is worked out (a streamed solve over
// HTTP); `body` is then empty.
struct ApiAnswer {
    int status = 200;
    std::string body;
    Streamer stream;
};

// The POST routes' paths ("/api/parse", "/api/solve", ...), in order.
std::vector<std::string> api_post_paths();
// Runs the POST route `path` on `body` (the request's JSON text): its answer, or the error as
// {"error", "line"} with its status (404 for a path no route has). Never throws. The same
// call answers `nono serve` (http_routes.cpp) and the browser's WebAssembly engine (apps/wasm).
ApiAnswer answer_post(ApiContext& context, const std::string& path, const std::string& body);
// GET /api/info: the algorithms, options, line solvers, formats and limits.
std::string info_text(const ApiContext& context);
// {"error", "line"} for `error`.
std::string error_text(const ApiError& error);

// Registers every /api route on `http` (http_routes.cpp).
void add_api_routes(httplib::Server& http, ApiContext& context);

}  // namespace nono::server
