// See connection.hpp. The stream is httplib's SocketStream (a buffered socket with timed
// waits) plus the request's deadline; the keep-alive loop is httplib's.
#include "connection.hpp"

#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <string>

namespace nono::server {

namespace {

using Clock = std::chrono::steady_clock;

// Waits until `sock` can be read or written (or `milliseconds` pass); true when it can.
bool wait_for(socket_t sock, short events, long milliseconds) {
    pollfd entry{sock, events, 0};
    int ready;
    do {
        ready = ::poll(&entry, 1, static_cast<int>(std::max(0L, milliseconds)));
    } while (ready < 0 && errno == EINTR);
    return ready > 0;
}

// Whether this thread is in writable_unless_client_left.
thread_local bool watching_for_closed_client = false;

// Whether the client closed its end of `sock` (a socket stays writable after the peer's FIN
// until a write fails).
bool peer_closed(socket_t sock) {
    if (!wait_for(sock, POLLIN, 0)) return false;  // a hang-up or error counts as readable too
    char byte;
    ssize_t got;
    do {
        got = ::recv(sock, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
    } while (got < 0 && errno == EINTR);
    return got == 0 || (got < 0 && errno != EAGAIN && errno != EWOULDBLOCK);
}

void address_of(const sockaddr_storage& address, socklen_t length, std::string& ip, int& port) {
    char host[NI_MAXHOST] = "";
    char service[NI_MAXSERV] = "";
    if (::getnameinfo(reinterpret_cast<const sockaddr*>(&address), length, host, sizeof host, service,
                      sizeof service, NI_NUMERICHOST | NI_NUMERICSERV) == 0) {
        ip = host;
        port = std::atoi(service);
    }
}

}  // namespace

bool writable_unless_client_left(httplib::DataSink& sink) {
    watching_for_closed_client = true;
    const bool writable = sink.is_writable();
    watching_for_closed_client = false;
    return writable;
}

class DeadlineStream final : public httplib::Stream {
public:
    DeadlineStream(socket_t sock, BoundedServer& server, std::chrono::milliseconds read_timeout,
                   std::chrono::milliseconds write_timeout)
        : sock_(sock), server_(server), read_timeout_(read_timeout), write_timeout_(write_timeout) {}
    ~DeadlineStream() override { stop_reading(); }

    // A request starts: its deadline runs from now until the answer starts.
    void start_request() {
        stop_reading();
        started_ = Clock::now();
        reading_ = true;
        ++server_.reading_;
    }

    // Whether a request begins within a tenth of a second (the keep-alive wait's step).
    bool is_readable_now() const { return buffered_ < filled_ || wait_for(sock_, POLLIN, 100); }

    bool is_readable() const override {
        return buffered_ < filled_ || wait_readable();
    }
    bool is_writable() const override {
        if (watching_for_closed_client && peer_closed(sock_)) return false;
        return wait_for(sock_, POLLOUT, static_cast<long>(write_timeout_.count()));
    }

    ssize_t read(char* ptr, size_t size) override {
        if (buffered_ == filled_) {
            if (!wait_readable()) return -1;
            ssize_t got;
            do {
                got = ::recv(sock_, buffer_, sizeof buffer_, 0);
            } while (got < 0 && errno == EINTR);
            if (got <= 0) return got;
            buffered_ = 0;
            filled_ = static_cast<std::size_t>(got);
        }
        const std::size_t count = std::min(size, filled_ - buffered_);
        std::memcpy(ptr, buffer_ + buffered_, count);
        buffered_ += count;
        return static_cast<ssize_t>(count);
    }

    ssize_t write(const char* ptr, size_t size) override {
        stop_reading();  // the answer: the request has been read
        if (!is_writable()) return -1;
        ssize_t sent;
        do {
            sent = ::send(sock_, ptr, size, MSG_NOSIGNAL);
        } while (sent < 0 && errno == EINTR);
        return sent;
    }

    void get_remote_ip_and_port(std::string& ip, int& port) const override {
        sockaddr_storage address{};
        socklen_t length = sizeof address;
        if (::getpeername(sock_, reinterpret_cast<sockaddr*>(&address), &length) == 0)
            address_of(address, length, ip, port);
    }
    void get_local_ip_and_port(std::string& ip, int& port) const override {
        sockaddr_storage address{};
        socklen_t length = sizeof address;
        if (::getsockname(sock_, reinterpret_cast<sockaddr*>(&address), &length) == 0)
            address_of(address, length, ip, port);
    }
    socket_t socket() const override { return sock_; }

private:
    void stop_reading() {
        if (reading_) --server_.reading_;
        reading_ = false;
    }

    // Data within the read timeout (silence) and within the request's deadline, which is
    // shorter while the workers are crowded with requests being read. Waits in slices, so a
    // deadline that shrinks meanwhile is noticed.
    bool wait_readable() const {
        const Clock::time_point silent_until = Clock::now() + read_timeout_;
        for (;;) {
            const Clock::time_point now = Clock::now();
            Clock::time_point until = silent_until;
            if (reading_) {
                const bool crowded = static_cast<std::size_t>(server_.reading_.load()) > server_.crowded_from_;
                const double budget = crowded ? kCrowdedRequestReadSeconds : kRequestReadSeconds;
                until = std::min(until, started_ + std::chrono::duration_cast<Clock::duration>(
                                                       std::chrono::duration<double>(budget)));
            }
            if (now >= until) return false;
            const auto slice = std::min<Clock::duration>(until - now, std::chrono::milliseconds(100));
            if (wait_for(sock_, POLLIN, static_cast<long>(
                                             std::chrono::ceil<std::chrono::milliseconds>(slice).count())))
                return true;
        }
    }

    socket_t sock_;
    BoundedServer& server_;
    std::chrono::milliseconds read_timeout_;
    std::chrono::milliseconds write_timeout_;
    Clock::time_point started_{};
    bool reading_ = false;
    char buffer_[4096];
    std::size_t buffered_ = 0;  // read out of the buffer so far
    std::size_t filled_ = 0;    // bytes in the buffer
};

bool BoundedServer::process_and_close_socket(socket_t sock) {
    using std::chrono::milliseconds;
    DeadlineStream stream(sock, *this, milliseconds(read_timeout_sec_ * 1000 + read_timeout_usec_ / 1000),
                          milliseconds(write_timeout_sec_ * 1000 + write_timeout_usec_ / 1000));
    bool ok = false;
    // As httplib: up to keep_alive_max_count_ requests, each after at most
    // keep_alive_timeout_sec_ idle, while the server runs.
    for (std::size_t left = keep_alive_max_count_; left > 0 && svr_sock_ != INVALID_SOCKET; --left) {
        bool arrived = false;
        for (long waited = 0; waited < keep_alive_timeout_sec_ * 1000 && svr_sock_ != INVALID_SOCKET; waited += 100)
            if ((arrived = stream.is_readable_now())) break;
        if (!arrived) break;
        stream.start_request();
        bool closed = false;
        ok = process_request(stream, left == 1, closed, nullptr);
        if (!ok || closed) break;
    }
    ::shutdown(sock, SHUT_RDWR);
    ::close(sock);
    return ok;
}

}  // namespace nono::server
