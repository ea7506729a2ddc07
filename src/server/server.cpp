// The HTTP server: binds (loopback unless told otherwise), serves the embedded page and the
// API, and turns httplib's own refusals (unknown path, body too large, malformed request)
// into the API's JSON error shape.
#include "nono/server.hpp"

#include <httplib.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>

#include "api.hpp"
#include "assets.hpp"

namespace nono {

struct Server::Impl {
    ServerOptions options;
    httplib::Server http;
    server::ApiContext context;
    std::atomic<bool> started{false};   // run() was entered
    std::atomic<bool> finished{false};  // run() is over

    explicit Impl(ServerOptions server_options)
        : options(std::move(server_options)), context(options.limits) {}
};

namespace {

const char* status_message(int status) {
    switch (status) {
        case 400: return "bad request";
        case 404: return "not found";
        case 405: return "method not allowed";
        // httplib caps form-encoded bodies at 8192 bytes whatever --max-body says.
        case 413: return "the request body is too large (see --max-body; send Content-Type: application/json)";
        case 414: return "the request line is too long";
        default: return "request refused";
    }
}

void serve_assets(httplib::Server& http) {
    for (const server::Asset& asset : server::web_assets()) {
        auto handler = [&asset](const httplib::Request&, httplib::Response& response) {
            response.set_content(reinterpret_cast<const char*>(asset.data), asset.size,
                                 std::string(asset.content_type).c_str());
            response.set_header("Cache-Control", "no-cache");
        };
        http.Get(std::string(asset.path), handler);
        if (asset.path == "/index.html") http.Get("/", handler);
    }
}

}  // namespace

Server::Server(ServerOptions options) : impl_(std::make_unique<Impl>(std::move(options))) {
    httplib::Server& http = impl_->http;
    // SO_REUSEADDR only: httplib's default adds SO_REUSEPORT, with which a second `nono serve`
    // on the same port would silently share it instead of failing.
    http.set_socket_options([](socket_t sock) {
        int yes = 1;
        setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, reinterpret_cast<void*>(&yes), sizeof(yes));
    });
    http.set_payload_max_length(impl_->options.limits.max_body_bytes);
    http.set_read_timeout(10, 0);
    http.set_write_timeout(10, 0);
    const int max_solves = std::max(1, impl_->options.limits.max_solves);
    // Workers: solving slots, plus room for requests waiting for a slot and for the page's
    // light requests (parse, hint, assets), which never wait for a solve.
    const auto workers = static_cast<std::size_t>(std::max(8, 4 * max_solves + 4));
    http.new_task_queue = [workers] { return new httplib::ThreadPool(workers); };
    serve_assets(http);
    server::add_api_routes(http, impl_->context);
    http.set_error_handler([](const httplib::Request&, httplib::Response& response) {
        if (!response.body.empty()) return;
        response.set_content(
            nlohmann::json({{"error", status_message(response.status)}, {"line", nullptr}}).dump(),
            "application/json");
    });
    http.set_exception_handler([](const httplib::Request&, httplib::Response& response, std::exception_ptr) {
        response.status = 500;
        response.set_content(R"({"error":"internal error","line":null})", "application/json");
    });
}

Server::~Server() = default;

int Server::bind() {
    const ServerOptions& options = impl_->options;
    const int port = options.port == 0 ? impl_->http.bind_to_any_port(options.host)
                                       : (impl_->http.bind_to_port(options.host, options.port)
                                              ? options.port
                                              : -1);
    if (port < 0)
        throw std::runtime_error("cannot listen on " + options.host + ":" +
                                 std::to_string(options.port) + " (in use, or not an address of this machine?)");
    return port;
}

bool Server::run() {
    impl_->started = true;
    if (impl_->context.stopping) {
        impl_->finished = true;
        return true;
    }
    const bool ok = impl_->http.listen_after_bind();
    impl_->finished = true;
    return ok;
}

// httplib's stop() does nothing until the listening loop runs, so a signal that arrives
// just before it would be lost: wait for the loop (or for run() to give up) first.
void Server::stop() {
    impl_->context.stopping = true;
    if (!impl_->started) return;  // run() will see `stopping` and return at once
    while (!impl_->http.is_running() && !impl_->finished)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    impl_->http.stop();
}

}  // namespace nono
