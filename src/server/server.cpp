// The HTTP server: binds (loopback unless told otherwise), serves the embedded page and the
// API, and turns httplib's own refusals (unknown path, body too large, malformed request)
// into the API's JSON error shape.
#include "nono/server.hpp"

#include <httplib.h>

#include <atomic>
#include <cctype>
#include <optional>
#include <chrono>
#include <stdexcept>
#include <thread>

#include "api.hpp"
#include "assets.hpp"
#include "connection.hpp"
#include "encoding.hpp"

namespace nono {

struct Server::Impl {
    ServerOptions options;
    server::BoundedServer http;  // httplib's, reading each request against a deadline
    server::ApiContext context;
    std::atomic<bool> started{false};   // run() was entered
    std::atomic<bool> finished{false};  // run() is over
    socket_t listening_socket = INVALID_SOCKET;

    explicit Impl(ServerOptions server_options)
        : options(std::move(server_options)), context(options.limits) {
        context.read_image = options.read_image;
    }
};

namespace {

const char* status_message(int status) {
    switch (status) {
        case 400: return "bad request";
        case 404: return "not found";
        case 405: return "method not allowed";
        case 408: return "the request was not sent in time";
        // httplib caps form-encoded bodies at 8192 bytes whatever --max-body says.
        case 413: return "the request body is too large (see --max-body; send Content-Type: application/json)";
        case 414: return "the request line is too long";
        default: return "request refused";
    }
}

std::string lowercase(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

// The host name of a Host header ("127.0.0.1:8080" -> "127.0.0.1", "[::1]:80" -> "[::1]").
std::string host_name(const std::string& header) {
    if (!header.empty() && header.front() == '[') return lowercase(header.substr(0, header.find(']') + 1));
    return lowercase(header.substr(0, header.find(':')));
}

// Whether a request may be answered at all, and a POST run: the page of another site must not
// drive the API (a cross-origin POST of text/plain needs no preflight) nor, through DNS
// rebinding (its own name resolving to 127.0.0.1), read the answers. So the Host must name
// this server (a loopback name or the address bound; any name when bound to all addresses,
// which the user chose), and a POST must come from the same origin (Origin, Sec-Fetch-Site,
// when the browser sends them) with Content-Type: application/json, which no cross-origin page
// can send without a preflight that this server never grants. Returns a refusal or nothing.
std::optional<server::ApiError> refusal(const httplib::Request& request, const std::string& bound) {
    const std::string host = request.get_header_value("Host");
    const std::string name = host_name(host);
    const std::string bound_name = lowercase(bound.find(':') != std::string::npos ? "[" + bound + "]" : bound);
    const bool any_name = bound == "0.0.0.0" || bound == "::" || bound.empty();
    if (!host.empty() && !any_name && name != "localhost" && name != "127.0.0.1" && name != "[::1]" &&
        name != bound_name)
        return server::ApiError(403, "this server answers only to " + bound_name +
                                         " and loopback names, not to the host '" + name + "'");
    if (request.method != "POST") return std::nullopt;
    const std::string origin = request.get_header_value("Origin");
    if (!origin.empty() && lowercase(origin) != "http://" + lowercase(host))
        return server::ApiError(403, "cross-origin requests are refused (Origin: " + origin + ")");
    const std::string site = request.get_header_value("Sec-Fetch-Site");
    if (!site.empty() && site != "same-origin" && site != "none")
        return server::ApiError(403, "cross-site requests are refused (Sec-Fetch-Site: " + site + ")");
    const std::string type = lowercase(request.get_header_value("Content-Type"));
    if (type.substr(0, type.find(';')) != "application/json")
        return server::ApiError(415, "send the body with Content-Type: application/json");
    return std::nullopt;
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
    server::BoundedServer& http = impl_->http;
    // SO_REUSEADDR only: httplib's default adds SO_REUSEPORT, with which a second `nono serve`
    // on the same port would silently share it instead of failing.
    http.set_socket_options([this](socket_t sock) {
        int yes = 1;
        setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, reinterpret_cast<void*>(&yes), sizeof(yes));
        impl_->listening_socket = sock;
    });
    http.set_payload_max_length(impl_->options.limits.max_body_bytes);
    // A connection holds a worker while it is read and while it is kept alive: a client
    // silent for 5 s is dropped, an idle keep-alive after 2 s (slow-header clients held every
    // worker before, issue 28), and a request slower than its deadline (connection.hpp).
    http.set_read_timeout(5, 0);
    http.set_write_timeout(10, 0);
    http.set_keep_alive_timeout(2);
    // Workers: every costly request running or waiting for a slot (both bounded), plus
    // kSpareWorkers for cheap requests (info, the page) and connections being read, so these
    // never queue behind costly work.
    constexpr int kSpareWorkers = 48;
    const auto workers = static_cast<std::size_t>(impl_->context.slots.capacity() +
                                                  impl_->context.work.capacity() + kSpareWorkers);
    http.new_task_queue = [workers] { return new httplib::ThreadPool(workers); };
    // A request must arrive within a deadline, short while half the workers read requests:
    // clients trickling a body or headers cannot hold every worker (issue 45).
    http.set_workers(workers);
    http.set_pre_routing_handler([this](const httplib::Request& request, httplib::Response& response) {
        // httplib hands the handler its own non-const Request as const; the header is rewritten
        // before any route or httplib's compression reads it.
        server::normalize_accept_encoding(const_cast<httplib::Request&>(request));
        const std::optional<server::ApiError> refused = refusal(request, impl_->options.host);
        if (!refused) return httplib::Server::HandlerResponse::Unhandled;
        response.status = refused->status;
        response.set_content(nlohmann::json({{"error", refused->what()}, {"line", nullptr}})
                                 .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace),
                             "application/json");
        return httplib::Server::HandlerResponse::Handled;
    });
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
    // cpp-httplib 0.11 listens with a backlog of 5: under 50 clients, connections beyond it
    // were dropped and the clients' SYN retries made /api/info take 1 and 3 s (measured). A
    // second listen() on the bound socket only enlarges the queue (Linux, POSIX).
    if (impl_->listening_socket != INVALID_SOCKET) ::listen(impl_->listening_socket, SOMAXCONN);
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
