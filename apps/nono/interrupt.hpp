// Stopping a long solve cleanly, and showing how it goes. SIGINT or SIGTERM sets a flag the
// strategies poll (SolveOptions::interrupt), so the tool still prints the answer so far with
// an "interrupted" verdict; a second signal ends the process at once. The progress line is
// drawn on stderr only when stderr is a terminal.
#pragma once

#include <atomic>
#include <functional>

#include "nono/strategy.hpp"

namespace nono::cli {

// Installs the handlers (once) and returns the flag they set.
const std::atomic<bool>* interrupt_flag();

// A progress callback drawing one self-overwriting line on stderr, or an empty function when
// stderr is not a terminal; clear_progress_line() erases what it drew.
std::function<void(const SolveProgress&)> terminal_progress();
void clear_progress_line();

}  // namespace nono::cli
