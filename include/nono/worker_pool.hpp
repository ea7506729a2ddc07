// Work on several threads with failures handled in one place: the census runs its workers
// here, and `nono generate` and the CLI's batches (solve, check, classify over many files) take
// their results in order from here. Whatever fails, in a worker or in the caller's handling of
// a result, no new work starts, every thread is joined, and the first failure is rethrown to
// the caller: never a thread left running when the exception leaves (std::terminate).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace nono {

// `jobs` as the user gave it (0: one per core), at most one per item and at least one.
inline unsigned worker_count(unsigned jobs, std::size_t items) {
    if (jobs == 0) jobs = std::max(1u, std::thread::hardware_concurrency());
    return static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>(jobs, items)));
}

// Runs worker(thread) for thread 0..threads-1, thread 0 on the calling thread. The first worker
// to throw calls stop(), which must make the others take no new work, and once all have ended
// its exception is rethrown here.
template <typename Worker, typename Stop>
void run_workers(unsigned threads, Worker&& worker, Stop&& stop) {
    std::exception_ptr failure;
    std::mutex mutex;
    auto guarded = [&](unsigned thread) {
        try {
            worker(thread);
        } catch (...) {
            std::lock_guard lock(mutex);
            if (!failure) failure = std::current_exception();
            stop();
        }
    };
    std::vector<std::thread> pool;
    try {
        for (unsigned t = 1; t < threads; ++t) pool.emplace_back(guarded, t);
    } catch (...) {  // no more threads to be had: the ones started still finish the work
        std::lock_guard lock(mutex);
        failure = std::current_exception();
        stop();
    }
    guarded(0);
    for (std::thread& thread : pool) thread.join();
    if (failure) std::rethrow_exception(failure);
}

// Makes the items 0..count-1 with make(i) on `jobs` worker threads (0: one per core) and hands
// each to take(i, item) on the calling thread in index order, as soon as it is ready. While the
// calling thread waits for the next item it calls idle() every `tick` (a progress line; a zero
// tick: never). An exception from make(i) is rethrown when item i's turn comes, one from take
// or idle at once; either way the items not yet begun are never made. With one job and no
// tick the items are made on the calling thread, one after the other, and no thread starts.
template <typename Make, typename Take, typename Idle>
void run_in_order(std::size_t count, unsigned jobs, Make&& make, Take&& take, Idle&& idle,
                  std::chrono::milliseconds tick) {
    jobs = worker_count(jobs, count);
    if (jobs == 1 && tick.count() == 0) {
        for (std::size_t i = 0; i < count; ++i) take(i, make(i));
        return;
    }
    using Item = decltype(make(std::size_t{0}));
    struct Slot {
        std::optional<Item> item;
        std::exception_ptr failure;
        bool done = false;
    };
    std::vector<Slot> slots(count);
    std::mutex mutex;
    std::condition_variable ready;
    std::atomic<std::size_t> next{0};
    auto worker = [&] {
        for (std::size_t i; (i = next++) < count;) {
            Slot slot;
            try {
                slot.item.emplace(make(i));
            } catch (...) {
                slot.failure = std::current_exception();
            }
            slot.done = true;
            std::lock_guard lock(mutex);
            slots[i] = std::move(slot);
            ready.notify_all();
        }
    };
    std::exception_ptr failure;
    std::vector<std::thread> threads;
    try {
        for (unsigned t = 0; t < jobs; ++t) threads.emplace_back(worker);
    } catch (...) {
        if (threads.empty()) throw;  // nothing started: nothing to wait for
    }
    for (std::size_t i = 0; i < count && !failure; ++i) {
        Slot slot;
        try {
            std::unique_lock lock(mutex);
            while (!slots[i].done) {
                if (tick.count() == 0) {
                    ready.wait(lock);
                    continue;
                }
                ready.wait_for(lock, tick);
                lock.unlock();
                idle();
                lock.lock();
            }
            slot = std::move(slots[i]);
            slots[i] = Slot{};
            lock.unlock();
            if (slot.failure) std::rethrow_exception(slot.failure);
            take(i, std::move(*slot.item));
        } catch (...) {
            failure = std::current_exception();
            next = count;  // the workers take no new item
        }
    }
    for (std::thread& thread : threads) thread.join();
    if (failure) std::rethrow_exception(failure);
}

// run_in_order without a progress callback.
template <typename Make, typename Take>
void run_in_order(std::size_t count, unsigned jobs, Make&& make, Take&& take) {
    run_in_order(count, jobs, std::forward<Make>(make), std::forward<Take>(take), [] {},
                 std::chrono::milliseconds(0));
}

}  // namespace nono
