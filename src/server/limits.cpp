// Solve slots: a solve holds one while it runs, so the engine never runs more than
// --max-solves puzzles at once however many connections arrive; the rest wait --queue-wait
// seconds at most, then the route answers 503 with Retry-After.
#include "limits.hpp"

namespace nono::server {

SolveSlots::Slot SolveSlots::acquire(std::chrono::duration<double> wait) {
    std::unique_lock lock(mutex_);
    if (!freed_.wait_for(lock, wait, [this] { return free_ > 0; })) return Slot(nullptr);
    --free_;
    return Slot(this);
}

void SolveSlots::release() {
    {
        std::lock_guard lock(mutex_);
        ++free_;
    }
    freed_.notify_one();
}

}  // namespace nono::server
