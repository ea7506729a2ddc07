// The /api routes over HTTP: each POST route's body is read within --max-body, answered by
// answer_post (routes.cpp) at a low priority, and sent compressed; GET on a POST route's path
// answers 405, and GET /api/info the server's capabilities.
#include <httplib.h>

#include <cstdlib>
#include <optional>
#include <string>

#include "api.hpp"
#include "encoding.hpp"
#include "priority.hpp"

namespace nono::server {

namespace {

void send(const httplib::Request& request, httplib::Response& response, int status, std::string body) {
    response.status = status;
    if (status == 503) response.set_header("Retry-After", "2");
    set_json_content(request, response, std::move(body));
}

// The body, read through a receiver that stops at --max-body however it is sent: httplib
// 0.11 checks Content-Length against its payload limit but not a chunked body (a 256 MiB
// chunked upload was accepted, issue 28). Empty when it was too large.
std::optional<std::string> read_body(const httplib::Request& request, const httplib::ContentReader& reader,
                                     std::size_t max_bytes) {
    // (With a Content-Length beyond its limit, httplib skips the body and gives the reader none.)
    if (request.has_header("Content-Length") &&
        std::strtoull(request.get_header_value("Content-Length").c_str(), nullptr, 10) > max_bytes)
        return std::nullopt;
    std::string body;
    bool too_large = false;
    reader([&](const char* data, std::size_t length) {
        if (body.size() + length > max_bytes) {
            too_large = true;
            return false;  // httplib stops reading, and the connection is closed
        }
        body.append(data, length);
        return true;
    });
    if (too_large) return std::nullopt;
    return body;
}

}  // namespace

// Every POST route is costly work: parsing the body and the handler run at a low priority
// (priority.hpp), the reading of the body and GET routes on the HTTP worker.
void add_api_routes(httplib::Server& http, ApiContext& context) {
    const std::size_t max_body = context.limits.max_body_bytes;
    http.Get("/api/info", [&context](const httplib::Request& request, httplib::Response& response) {
        send(request, response, 200, info_text(context));
    });
    for (const std::string& path : api_post_paths()) {
        http.Post(path, [&context, path, max_body](const httplib::Request& request, httplib::Response& response,
                                                   const httplib::ContentReader& reader) {
            const std::optional<std::string> body = read_body(request, reader, max_body);
            if (!body) {
                const ApiError error(413, "the request body is too large: more than " + std::to_string(max_body) +
                                              " bytes (--max-body)");
                return send(request, response, error.status, error_text(error));
            }
            ApiAnswer answer;
            try {
                answer = at_low_priority([&] { return answer_post(context, path, *body); });
            } catch (const std::exception& error) {  // no thread for it (answer_post throws nothing)
                answer = {500, error_text(ApiError(500, std::string("internal error: ") + error.what())), {}};
            }
            if (answer.stream) {  // a streamed solve writes its own answer (stream_route.cpp)
                response.status = answer.status;
                answer.stream(response);
                return;
            }
            send(request, response, answer.status, std::move(answer.body));
        });
        http.Get(path, [](const httplib::Request& request, httplib::Response& response) {
            response.set_header("Allow", "POST");
            send(request, response, 405, error_text(ApiError(405, "use POST with a JSON body")));
        });
    }
}

}  // namespace nono::server
