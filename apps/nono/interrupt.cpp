#include "interrupt.hpp"

#include <unistd.h>

#include <csignal>
#include <cstdint>
#include <ctime>
#include <cstdio>

#include "output_file.hpp"

namespace nono::cli {

namespace {

std::atomic<bool> g_interrupted{false};
std::atomic<bool> g_progress_drawn{false};

std::atomic<std::int64_t> g_first_signal_ns{0};

std::int64_t monotonic_ns() {
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC, &now);  // async-signal-safe
    return static_cast<std::int64_t>(now.tv_sec) * 1000000000 + now.tv_nsec;
}

extern "C" void on_signal(int signal) {
    if (!g_interrupted.exchange(true)) {
        g_first_signal_ns = monotonic_ns();
        return;
    }
    // A second signal within a second is the same request delivered twice: `timeout`, for
    // one, signals the process and then its whole process group (seen with strace), which
    // made tests/cli/interrupt.sh end with exit 130 about one run in three.
    if (monotonic_ns() - g_first_signal_ns < 1000000000) return;
    // A later one: the user does not want to wait for the answer so far.
    remove_temporary_outputs();
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

}  // namespace

const std::atomic<bool>* interrupt_flag() {
    static const bool installed = [] {
        // Without SA_RESTART (std::signal sets it): a read waiting on a terminal or a FIFO
        // ends with EINTR, so the first signal stops the command there too (read_text).
        struct sigaction action {};
        action.sa_handler = on_signal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = 0;
        sigaction(SIGINT, &action, nullptr);
        sigaction(SIGTERM, &action, nullptr);
        return true;
    }();
    (void)installed;
    return &g_interrupted;
}

std::function<void(const SolveProgress&)> terminal_progress() {
    if (isatty(STDERR_FILENO) == 0) return {};
    return [](const SolveProgress& progress) {
        // During a SAT turn the search's figures stand still (it is paused), so the line says
        // whose turn it is; without this a long turn looked like a hang.
        char sat[96] = "";
        if (progress.sat_calls > 0)
            std::snprintf(sat, sizeof sat, ", SAT solver%s: %llu call%s, %llu conflicts",
                          progress.sat_running ? " working" : "",
                          static_cast<unsigned long long>(progress.sat_calls), progress.sat_calls == 1 ? "" : "s",
                          static_cast<unsigned long long>(progress.sat_conflicts));
        std::fprintf(stderr, "\r\x1b[K%zu of %zu cells known, %llu guesses, depth %llu%s, %.1f s",
                     progress.cells_known, progress.cells,
                     static_cast<unsigned long long>(progress.guesses),
                     static_cast<unsigned long long>(progress.depth), sat, progress.seconds);
        std::fflush(stderr);
        g_progress_drawn = true;
    };
}

void clear_progress_line() {
    if (g_progress_drawn.exchange(false)) {
        std::fputs("\r\x1b[K", stderr);
        std::fflush(stderr);
    }
}

}  // namespace nono::cli
