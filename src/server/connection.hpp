// Reading requests within a time budget: httplib bounds each read of a connection (5 s of
// silence), not a whole request, so a client trickling a byte a second held an HTTP worker for
// as long as it liked; 120 of them left /api/info unanswered (issue 45). This server reads
// each request (line, headers and body) against a deadline, and when many connections are
// being read at once, the deadline shrinks so that the slow ones make room for new requests.
#pragma once

#include <httplib.h>

#include <atomic>
#include <cstddef>

namespace nono::server {

// How long one request may take to arrive, in seconds: normally, and while more than half
// the workers are reading requests (then a request slower than this is dropped).
inline constexpr double kRequestReadSeconds = 20;
inline constexpr double kCrowdedRequestReadSeconds = 1;

// `sink.is_writable()`, false too once the client has closed its end though nothing was written
// since: a streamed answer with nothing to send for a while (a solve whose trace passed
// --max-trace-steps) would otherwise never learn that the page left. Only there: a client that
// closes its sending side after its request (nc -N, socat) still gets every other answer.
bool writable_unless_client_left(httplib::DataSink& sink);

class BoundedServer : public httplib::Server {
public:
    // `workers`: the size of the HTTP worker pool (the crowding threshold is half of it).
    void set_workers(std::size_t workers) { crowded_from_ = workers / 2; }
    // Connections reading a request now (for tests and /api/info: none).
    int reading() const { return reading_.load(); }

private:
    // httplib's keep-alive loop over a connection, with a stream that keeps the deadline.
    bool process_and_close_socket(socket_t sock) override;

    std::atomic<int> reading_{0};
    std::size_t crowded_from_ = 32;
    friend class DeadlineStream;
};

}  // namespace nono::server
