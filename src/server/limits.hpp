// Bounding the work the server takes on: at most N solves at once, each further one waiting
// briefly for a slot (then 503), and the per-request caps read from ServerLimits.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>

namespace nono::server {

// A counting semaphore with a timed wait, handing out RAII slots.
class SolveSlots {
public:
    explicit SolveSlots(int count) : free_(count < 1 ? 1 : count) {}

    class Slot {
    public:
        explicit Slot(SolveSlots* owner) : owner_(owner) {}
        Slot(Slot&& other) noexcept : owner_(other.owner_) { other.owner_ = nullptr; }
        Slot(const Slot&) = delete;
        Slot& operator=(const Slot&) = delete;
        Slot& operator=(Slot&&) = delete;
        ~Slot() {
            if (owner_ != nullptr) owner_->release();
        }
        explicit operator bool() const { return owner_ != nullptr; }

    private:
        SolveSlots* owner_;
    };

    // A slot, or an empty one when none came free within `wait`.
    Slot acquire(std::chrono::duration<double> wait);

private:
    void release();

    mutable std::mutex mutex_;
    std::condition_variable freed_;
    int free_;
    int total_ = free_;
};

}  // namespace nono::server
