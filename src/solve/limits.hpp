// The time and interrupt limits of SolveOptions for strategies that do not run on a Board
// (brute force, permutation elimination, cell-by-cell backtracking): the clock and the flag
// are read every 256 checks, so a check costs a counter increment in a tight loop.
#pragma once

#include <chrono>

#include "nono/strategy.hpp"

namespace nono::detail {

class Limits {
public:
    explicit Limits(const SolveOptions& options)
        : interrupt_(options.interrupt), has_deadline_(options.timeout_seconds > 0) {
        if (has_deadline_)
            deadline_ = std::chrono::steady_clock::now() +
                        std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                            std::chrono::duration<double>(options.timeout_seconds));
    }
    // True once time ran out or an interrupt came; then `reason` says which (else untouched).
    bool reached(StopReason& reason) {
        if (stopped_) {
            reason = reason_;
            return true;
        }
        if ((++calls_ & 255u) != 0) return false;
        if (interrupt_ != nullptr && interrupt_->load(std::memory_order_relaxed)) {
            stopped_ = true;
            reason_ = StopReason::Interrupted;
        } else if (has_deadline_ && std::chrono::steady_clock::now() >= deadline_) {
            stopped_ = true;
            reason_ = StopReason::Time;
        }
        if (stopped_) reason = reason_;
        return stopped_;
    }

private:
    const std::atomic<bool>* interrupt_;
    bool has_deadline_;
    std::chrono::steady_clock::time_point deadline_{};
    unsigned calls_ = 0;
    bool stopped_ = false;
    StopReason reason_ = StopReason::Time;
};

}  // namespace nono::detail
