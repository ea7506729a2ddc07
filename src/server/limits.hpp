// Bounding the work the server takes on: costly requests run in a fixed number of slots (solves
// in their own), each further one waits briefly for a slot and only so many wait at once (then
// 503), so the HTTP workers never all sit in costly work and cheap requests stay fast.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>

namespace nono::server {

// A counting semaphore with a timed wait and a bounded queue, handing out RAII slots.
class SolveSlots {
public:
    // `count` run at once; at most `max_waiting` wait for one (more are refused at once).
    SolveSlots(int count, int max_waiting)
        : free_(count < 1 ? 1 : count), max_waiting_(max_waiting < 0 ? 0 : max_waiting) {}

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

    // A slot, or an empty one when none came free within `wait` or the queue is full.
    Slot acquire(std::chrono::duration<double> wait);
    // Slots plus waiters: the most HTTP workers this pool can hold at once.
    int capacity() const { return total_ + max_waiting_; }

private:
    void release();

    mutable std::mutex mutex_;
    std::condition_variable freed_;
    int free_;
    int total_ = free_;
    int max_waiting_;
    int waiting_ = 0;
};

}  // namespace nono::server
