// The web app's engine in the browser: the /api routes `nono serve` answers
// (src/server/routes.cpp), called with a path and a JSON body by the page's Web Worker
// (web/js/engine-worker.js) instead of over HTTP, so both give the same JSON. A C ABI: the
// worker passes UTF-8 strings and reads back the answer's text and its HTTP status.
// Compiled twice (apps/wasm/CMakeLists.txt): the engine, and with NONO_WASM_SCAN the module
// that also reads screenshots (POST /api/scan, src/scan with OpenCV), loaded only for them.
#include <emscripten/emscripten.h>

#include <string>

#include "api.hpp"
#ifdef NONO_WASM_SCAN
#include "nono/scan.hpp"
#endif

namespace {

nono::server::ApiContext& context() {
    static nono::server::ApiContext the_context{nono::ServerLimits{}};
#ifdef NONO_WASM_SCAN
    if (!the_context.read_image)
        the_context.read_image = [](std::string_view bytes, const std::string& source, const nono::ScanOptions& options) {
            return nono::scan_json(nono::scan_image_bytes(bytes, source, options));
        };
#endif
    return the_context;
}

nono::server::ApiAnswer last;  // the answer nono_api returned, until the next call

}  // namespace

extern "C" {

// The answer to `path` with `body` (the request's JSON text; null for a GET): JSON text, valid
// until the next call. GET /api/info, POST every other route, as over HTTP.
EMSCRIPTEN_KEEPALIVE const char* nono_api(const char* path, const char* body) {
    using namespace nono::server;
    const std::string route = path == nullptr ? "" : path;
    if (body == nullptr)
        last = route == "/api/info" ? ApiAnswer{200, info_text(context()), {}}
                                    : ApiAnswer{405, error_text(ApiError(405, "use POST with a JSON body")), {}};
    else
        last = answer_post(context(), route, body);
    return last.body.c_str();
}

// The HTTP status of the last answer (200, or the error's 4xx/5xx).
EMSCRIPTEN_KEEPALIVE int nono_api_status() { return last.status; }

}
