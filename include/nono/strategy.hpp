// Solving strategies behind one interface, registered by name in one table (src/solve/
// strategies.cpp): the exact engine and the classic algorithms users know from other tools.
// Each takes the same Puzzle and SolveOptions and fills the same SolveResult; a strategy may
// keep state between puzzles (permutation sets), so make one and reuse it for a whole run.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

#include "nono/puzzle.hpp"
#include "nono/result.hpp"
#include "nono/solve_options.hpp"
#include "nono/trace.hpp"

namespace nono {

// How a long solve is going, for a progress display.
struct SolveProgress {
    std::size_t cells_known = 0;
    std::size_t cells = 0;
    std::uint64_t guesses = 0;
    std::uint64_t depth = 0;  // guesses in force now
    double seconds = 0;
    // The SAT solver's share (engine): its calls so far and the conflicts of those finished.
    // While one of its turns runs, `sat_running` is true and the fields above are those of
    // the depth-first search, paused (the SAT solver's own count is not read mid-call: it is
    // not safe to read from another thread).
    std::uint64_t sat_calls = 0;
    std::uint64_t sat_conflicts = 0;
    bool sat_running = false;
};

// The engine's tuning knobs (src/solve/engine/tuning.hpp): for tests and measurements, not
// users. Each has a range; engine_tuning_knobs() lists them, and parse_engine_tuning sets them
// from "name=value,name=value" (what bench scripts give the CLI as NONO_TUNING), throwing
// std::invalid_argument naming a knob that is unknown or a value outside its range.
struct EngineTuning;
struct EngineTuningKnob {
    std::string_view name;
    double lowest, highest, default_value;
    std::string_view what;
};
std::span<const EngineTuningKnob> engine_tuning_knobs();
std::shared_ptr<const EngineTuning> parse_engine_tuning(std::string_view assignments);

struct SolveOptions {
    // The options a user sets, from the one table in nono/solve_options.hpp.
#define NONO_SOLVE_OPTION_FIELD(type, field, key, value, kind, low, high, server, flag, metavar, readers, scope, help) \
    type field = value;
    NONO_SOLVE_OPTIONS(NONO_SOLVE_OPTION_FIELD)
#undef NONO_SOLVE_OPTION_FIELD

    // Set (from another thread or a signal handler) to stop early: StopReason::Interrupted.
    const std::atomic<bool>* interrupt = nullptr;
    // Called about every progress_seconds while it works (engine): from the solving thread, or
    // while the SAT solver works from the thread that watches it (the solving thread waits
    // meanwhile, so calls never overlap). What it throws ends the solve, as from the search.
    std::function<void(const SolveProgress&)> progress;
    double progress_seconds = 0.25;
    // nullptr = the engine's defaults (src/solve/engine/tuning.hpp).
    const EngineTuning* tuning = nullptr;
};

// An option combination or puzzle a strategy cannot answer (e.g. all solutions from random
// proposals); the message says why and what to use instead.
class StrategyRefused : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

class Strategy {
public:
    virtual ~Strategy() = default;
    // Throws StrategyRefused when it cannot answer `options` on `puzzle`.
    virtual void check(const Puzzle& puzzle, const SolveOptions& options) const;
    // Whether it solves colour puzzles (is_colour_puzzle); solve() refuses them otherwise.
    virtual bool takes_colour() const { return false; }
    // Fills solutions, solution_count, stop, deduced, message and stats (not the verdict or
    // the seconds: solve() derives and measures those). The puzzle is valid.
    virtual void run(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result,
                     TraceObserver* observer) = 0;
};

struct StrategyInfo {
    std::string_view name;
    std::string_view summary;  // one line for `nono algorithms`
    bool exact;                // finds every solution and proves uniqueness
    std::unique_ptr<Strategy> (*make)();
};

std::span<const StrategyInfo> strategies();
const StrategyInfo* find_strategy(std::string_view name);  // nullptr when unknown
// Throws std::invalid_argument naming the known strategies when `name` is unknown.
std::unique_ptr<Strategy> make_strategy(std::string_view name);

// Validates the puzzle (std::invalid_argument naming the first problem), lets the strategy
// check the options (StrategyRefused), runs it, then sets the verdict and the wall time.
SolveResult solve(Strategy& strategy, const Puzzle& puzzle, const SolveOptions& options,
                  TraceObserver* observer = nullptr);

}  // namespace nono
