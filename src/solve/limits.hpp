// The limits of SolveOptions every strategy honours (deadline, interrupt) and the progress
// reports of SolveOptions::progress: one checker for them all. check() reads the flag and the
// clock now; a tight loop calls reached(), which reads them only every 256th call (a counter
// increment otherwise); the engine's propagation calls check() every 64 line solves.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>

#include "nono/strategy.hpp"

namespace nono::detail {

class Limits {
public:
    using Clock = std::chrono::steady_clock;

    Limits() = default;  // no limits
    // The deadline is options.timeout_seconds after `start`.
    explicit Limits(const SolveOptions& options, Clock::time_point start = Clock::now())
        : Limits(options.timeout_seconds, options.interrupt, start) {}
    // The same for the analyses (line logic, the level), which take no SolveOptions.
    Limits(double timeout_seconds, const std::atomic<bool>* interrupt, Clock::time_point start = Clock::now())
        : interrupt_(interrupt), has_deadline_(timeout_seconds > 0) {
        if (has_deadline_)
            deadline_ = start + std::chrono::duration_cast<Clock::duration>(
                                    std::chrono::duration<double>(timeout_seconds));
    }
    // Reads `now` instead of the steady clock from here on (tests: a clock that stands still
    // or jumps).
    void use_clock(Clock::time_point (*now)()) { now_ = now; }

    // From now on, hands `snapshot()` (its seconds since now) to `report` every `seconds`,
    // at the checks.
    void report_progress(std::function<void(const SolveProgress&)> report, double seconds,
                         std::function<SolveProgress()> snapshot) {
        progress_ = std::move(report);
        snapshot_ = std::move(snapshot);
        started_ = now_();
        progress_every_ = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
        next_progress_ = started_ + progress_every_;
    }

    // Reads the interrupt flag and the clock now, and reports progress when due: true once a
    // limit has stopped the solve (reason() says which).
    bool check() {
        if (interrupt_ != nullptr && interrupt_->load(std::memory_order_relaxed)) {
            stop(StopReason::Interrupted);
            return true;
        }
        if (!has_deadline_ && !progress_) return stopped_;
        const auto now = now_();
        if (has_deadline_ && now >= deadline_) {
            stop(StopReason::Time);
        } else if (progress_ && now >= next_progress_) {
            next_progress_ = now + progress_every_;
            SolveProgress progress = snapshot_();
            progress.seconds = std::chrono::duration<double>(now - started_).count();
            progress_(progress);
        }
        return stopped_;
    }
    // check() every 256th call; true once stopped, and then `reason` says why (else untouched).
    bool reached(StopReason& reason) {
        if (!stopped_ && (++calls_ & 255u) != 0) return false;
        if (!stopped_) check();
        if (stopped_) reason = reason_;
        return stopped_;
    }
    bool stopped() const { return stopped_; }
    // Seconds until the deadline (0 once past it), or -1 when there is none.
    double seconds_left() const {
        if (!has_deadline_) return -1;
        const double left = std::chrono::duration<double>(deadline_ - now_()).count();
        return left > 0 ? left : 0;
    }
    // A solver that keeps the deadline on a clock of its own said it is past: stopped as by
    // the deadline (SatSearch without threads; its clock and this one need not agree).
    void stop_at_deadline() { stop(StopReason::Time); }
    StopReason reason() const { return reason_; }

private:
    void stop(StopReason reason) {
        stopped_ = true;
        reason_ = reason;
    }

    const std::atomic<bool>* interrupt_ = nullptr;
    Clock::time_point (*now_)() = &Clock::now;
    bool has_deadline_ = false;
    Clock::time_point deadline_{};
    unsigned calls_ = 0;
    bool stopped_ = false;
    StopReason reason_ = StopReason::Time;
    std::function<void(const SolveProgress&)> progress_;
    std::function<SolveProgress()> snapshot_;
    Clock::duration progress_every_{};
    Clock::time_point started_{}, next_progress_{};
};

// The limits a search counts itself, SolveOptions::max_nodes (guesses) and max_solutions (0:
// none): true once reached, and result.stop then says which.
inline bool node_limit_reached(const SolveOptions& options, SolveResult& result) {
    if (options.max_nodes == 0 || result.stats.guesses < options.max_nodes) return false;
    result.stop = StopReason::Nodes;
    return true;
}
inline bool solution_limit_reached(const SolveOptions& options, SolveResult& result) {
    if (options.max_solutions == 0 || result.solution_count < options.max_solutions) return false;
    result.stop = StopReason::Solutions;
    return true;
}

}  // namespace nono::detail
