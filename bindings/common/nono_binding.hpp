// What the R and Python bindings share: finding a strategy by name with a message that says
// when this build lacks it, and running a solve on a worker thread while the calling thread
// (the one that owns the interpreter) watches for Ctrl-C. No solving happens here: the
// library's nono::solve does all of it.
#pragma once

#include <atomic>
#include <chrono>
#include <future>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

#include "nono/strategy.hpp"

namespace nono::binding {

// The strategy registered as `name`; std::invalid_argument naming what this build has when
// it is not registered (the bindings expose every name of strategies(), nothing else).
inline std::unique_ptr<Strategy> make_named_strategy(std::string_view name) {
    if (find_strategy(name) != nullptr) return make_strategy(name);
    std::string available;
    for (const StrategyInfo& info : strategies())
        available += (available.empty() ? "" : ", ") + std::string(info.name);
    throw std::invalid_argument("algorithm '" + std::string(name) +
                                "' is not available in this build of nono (available: " +
                                available + ")");
}

// Runs `work` (which must not touch the interpreter) on a worker thread. Every `period` the
// calling thread runs `poll`, which may talk to the interpreter (print queued progress, check
// for a pending interrupt); when `poll` returns true, `stop` is set so the engine, which
// polls SolveOptions::interrupt, winds down and `work` returns promptly. Exceptions thrown by
// `work` reach the caller. Returns what `work` returned.
template <class Work, class Poll>
auto run_interruptible(Work&& work, std::atomic<bool>& stop, Poll&& poll,
                       std::chrono::milliseconds period = std::chrono::milliseconds(40)) {
    auto future = std::async(std::launch::async, std::forward<Work>(work));
    while (future.wait_for(period) != std::future_status::ready)
        if (!stop.load() && poll()) stop.store(true);
    poll();  // a last call, so progress queued at the very end is not lost
    return future.get();
}

}  // namespace nono::binding
