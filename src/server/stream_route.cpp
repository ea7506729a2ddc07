// POST /api/solve with "stream": true: the trace's steps as JSON lines (application/x-ndjson)
// while the solve runs, then one line with the result. The page replays from the first step
// on instead of waiting for the whole answer: examples:36 by backtrack is 17,265 steps (2.9 MB
// of JSON), and at nice +10 on a busy machine the whole answer took 5-8 s to arrive.
#include <httplib.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

#include "api.hpp"
#include "connection.hpp"
#include "priority.hpp"
#include "nono/report.hpp"
#include "nono/trace_io.hpp"

namespace nono::server {

namespace {

// One streamed solve: the solving thread writes lines into `pending`, the HTTP worker sends
// what is there (or waits for it) each time httplib asks for more.
class Stream final : public TraceObserver {
public:
    Stream(ApiContext& context, SolveRequest request, SolveSlots::Slot slot)
        : context_(context), request_(std::move(request)) {
        slot_.emplace(std::move(slot));
    }
    ~Stream() override { release(); }
    Stream(const Stream&) = delete;
    Stream& operator=(const Stream&) = delete;

    void start() {
        solver_ = std::thread([this] { run(); });
    }

    // The answer is done or abandoned: the solve stops, and its thread is joined.
    void release() {
        stop_ = true;
        if (solver_.joinable()) solver_.join();
    }

    void step(const Step& step) override {
        if (context_.stopping) stop_ = true;
        if (sent_ >= static_cast<std::uint64_t>(context_.limits.max_trace_steps)) {
            ++dropped_;
            return;
        }
        std::string line = explained_step_json(request_.puzzle, step, ++sent_);
        line += '\n';
        const std::lock_guard lock(mutex_);
        pending_ += line;
        ready_.notify_one();
    }

    // httplib's content provider: what has come since the last call, or waits a little for it;
    // false (the connection is closed) when the client went away.
    bool provide(httplib::DataSink& sink) {
        std::string chunk;
        bool finished = false;
        {
            std::unique_lock lock(mutex_);
            ready_.wait_for(lock, std::chrono::milliseconds(100), [this] { return !pending_.empty() || finished_; });
            chunk.swap(pending_);
            finished = finished_;
        }
        if (context_.stopping) stop_ = true;
        if (!writable_unless_client_left(sink) || (!chunk.empty() && !sink.write(chunk.data(), chunk.size()))) {
            stop_ = true;
            return false;
        }
        if (finished) sink.done();
        return true;
    }

private:
    void run() {
        lower_this_thread_priority();
        std::string last;
        try {
            request_.options.interrupt = &stop_;
            const SolveResult result = solve(*request_.strategy, request_.puzzle, request_.options, this);
            const json answer = solve_object(request_.puzzle, result, request_.report);
            json out = {{"type", "result"}};
            for (auto item = answer.begin(); item != answer.end(); ++item) out[item.key()] = item.value();
            out["trace"] = {{"schema", "nono-trace"}, {"version", kTraceSchemaVersion},
                            {"dropped", dropped_}, {"steps", sent_}};
            last = out.dump(-1, ' ', false, json::error_handler_t::replace);
        } catch (const std::exception& error) {
            // Refused options or an invalid puzzle: what would have been a 422, as the last line.
            last = json{{"type", "error"}, {"status", 422}, {"error", error.what()}}.dump(
                -1, ' ', false, json::error_handler_t::replace);
        }
        slot_.reset();  // the solve is over: the slot is free while the last lines are sent
        const std::lock_guard lock(mutex_);
        pending_ += last + "\n";
        finished_ = true;
        ready_.notify_one();
    }

    ApiContext& context_;
    SolveRequest request_;
    std::optional<SolveSlots::Slot> slot_;
    std::atomic<bool> stop_{false};  // the client went away or the server stops: the solve ends
    std::uint64_t sent_ = 0, dropped_ = 0;
    std::mutex mutex_;
    std::condition_variable ready_;
    std::string pending_;
    bool finished_ = false;
    std::thread solver_;
};

}  // namespace

Streamer streamed_solve(ApiContext& context, SolveRequest solve, SolveSlots::Slot slot) {
    auto stream = std::make_shared<Stream>(context, std::move(solve), std::move(slot));
    return [stream](httplib::Response& response) {
        stream->start();
        response.set_header("Cache-Control", "no-store");
        response.set_chunked_content_provider(
            "application/x-ndjson; charset=utf-8",
            [stream](std::size_t, httplib::DataSink& sink) { return stream->provide(sink); },
            [stream](bool) { stream->release(); });
    };
}

}  // namespace nono::server
