// The worker pool: results in order whatever the number of threads, and a failure in a worker
// or in the caller's handling ends the run cleanly (the exception reaches the caller, no item
// begun after it, no thread left running).
#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <thread>
#include <vector>

#include "nono/worker_pool.hpp"

namespace {

TEST(WorkerPool, HandsResultsInOrderOnAnyNumberOfThreads) {
    for (unsigned jobs : {0u, 1u, 2u, 7u}) {
        std::vector<std::size_t> taken;
        nono::run_in_order(100, jobs, [](std::size_t i) { return i * i; },
                           [&](std::size_t i, std::size_t square) {
                               EXPECT_EQ(square, i * i);
                               taken.push_back(i);
                           });
        ASSERT_EQ(taken.size(), 100u) << jobs << " jobs";
        for (std::size_t i = 0; i < taken.size(); ++i) EXPECT_EQ(taken[i], i);
    }
}

TEST(WorkerPool, AFailedTakeEndsTheRunAndReachesTheCaller) {
    for (unsigned jobs : {1u, 2u, 4u}) {
        std::vector<std::size_t> taken;
        auto take = [&](std::size_t i, std::size_t) {
            if (i == 3) throw std::runtime_error("disk full");
            taken.push_back(i);
        };
        EXPECT_THROW(nono::run_in_order(10000, jobs, [](std::size_t i) { return i; }, take), std::runtime_error);
        EXPECT_EQ(taken, (std::vector<std::size_t>{0, 1, 2})) << jobs << " jobs";
    }
}

TEST(WorkerPool, AFailedItemIsRethrownInItsTurn) {
    std::vector<std::size_t> taken;
    auto make = [](std::size_t i) {
        if (i == 5) throw std::invalid_argument("bad item");
        return i;
    };
    EXPECT_THROW(nono::run_in_order(50, 3, make, [&](std::size_t i, std::size_t) { taken.push_back(i); }),
                 std::invalid_argument);
    ASSERT_EQ(taken.size(), 5u);  // 0..4, then item 5's failure
}

TEST(WorkerPool, IdleIsCalledWhileWaitingWithATick) {
    std::atomic<bool> release{false};
    int idles = 0;
    nono::run_in_order(
        2, 2,
        [&](std::size_t i) {
            while (i == 0 && !release) std::this_thread::yield();
            return i;
        },
        [](std::size_t, std::size_t) {}, [&] { if (++idles >= 2) release = true; },
        std::chrono::milliseconds(1));
    EXPECT_GE(idles, 2);
}

TEST(WorkerPool, RunWorkersRethrowsTheFirstFailureAfterStoppingTheOthers) {
    std::atomic<bool> stopped{false};
    auto worker = [&](unsigned thread) {
        if (thread == 1) throw std::runtime_error("worker failed");
        while (!stopped) std::this_thread::yield();
    };
    EXPECT_THROW(nono::run_workers(3, worker, [&] { stopped = true; }), std::runtime_error);
    EXPECT_TRUE(stopped);
}

}  // namespace
