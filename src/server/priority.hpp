// Cheap requests before costly ones, for the CPU too: slots bound how many costly requests run
// at once, but while they run they compete for the cores with GET /api/info and the page on
// equal terms. Each costly request's work therefore runs on a thread of its own at a lower
// priority (nice +10 on Linux: a tenth of a normal thread's CPU share when both want a core),
// so a cheap request is answered at once even while every core solves or renders.
#pragma once

#include <future>
#include <utility>

namespace nono::server {

// Lowers the calling thread's CPU priority (Linux: its own nice value; elsewhere nothing).
void lower_this_thread_priority();

// work() on a new thread at the lower priority; waits for it and returns its result or
// rethrows its exception. (A new thread each time: a thread cannot raise its priority back,
// and the HTTP workers must keep theirs.)
template <class Work>
auto at_low_priority(Work&& work) -> decltype(work()) {
    return std::async(std::launch::async, [&work] {
               lower_this_thread_priority();
               return work();
           }).get();
}

}  // namespace nono::server
