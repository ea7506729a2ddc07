// Slots: a costly request holds one while it runs, so the server never runs more than a fixed
// number at once however many connections arrive; a few more wait --queue-wait seconds at
// most, the rest are refused at once (the route answers 503 with Retry-After). Waiters hold an
// HTTP worker, hence the bound on them too (issue 28: 12 parallel renders, which took no slot,
// kept /api/info waiting 55 s).
#include "limits.hpp"

namespace nono::server {

SolveSlots::Slot SolveSlots::acquire(std::chrono::duration<double> wait) {
    std::unique_lock lock(mutex_);
    if (free_ == 0 && waiting_ >= max_waiting_) return Slot(nullptr);
    ++waiting_;
    const bool got = freed_.wait_for(lock, wait, [this] { return free_ > 0; });
    --waiting_;
    if (!got) return Slot(nullptr);
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
