// See priority.hpp.
#include "priority.hpp"

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace nono::server {

namespace {
// Measured with tests/server/load_test.py (docs/server.md, "Measured under load").
constexpr int kCostlyNice = 10;
}  // namespace

void lower_this_thread_priority() {
#ifdef __linux__
    // On Linux the nice value is per thread (POSIX says per process): PRIO_PROCESS with the
    // thread id changes this thread only, and threads it starts (the SAT solver's) inherit it.
    const auto thread = static_cast<id_t>(::syscall(SYS_gettid));
    const int now = ::getpriority(PRIO_PROCESS, thread);
    ::setpriority(PRIO_PROCESS, thread, now + kCostlyNice);  // failure leaves it as it was
#endif
}

}  // namespace nono::server
