// Solving strategies behind one interface, registered by name in one table (src/solve/
// strategies/registry.cpp): the exact engine and the classic algorithms users know from other tools.
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

struct SolveOptions {
    // Stop after this many solutions; 0 = find all. Use 2 to ask "is it unique?".
    std::uint64_t max_solutions = 2;
    // Keep at most this many solution grids in the Result (counting goes on past it).
    std::uint64_t keep_solutions = 1000;
    double timeout_seconds = 0;     // 0 = no limit
    std::uint64_t max_nodes = 0;    // search nodes (guesses); 0 = no limit
    // Set (from another thread or a signal handler) to stop early: StopReason::Interrupted.
    const std::atomic<bool>* interrupt = nullptr;
    // Called about every progress_seconds while it works (engine): from the solving thread, or
    // while the SAT solver works from the thread that watches it (the solving thread waits
    // meanwhile, so calls never overlap). What it throws ends the solve, as from the search.
    std::function<void(const SolveProgress&)> progress;
    double progress_seconds = 0.25;

    // Read by some strategies only (see `nono algorithms` and docs/algorithms.md).
    bool probing = true;                   // engine: try both values of a cell before guessing
    // engine: skip probing a cell again while the lines its last probe changed are as they
    // were then (the same search with 30-40% fewer probes on tournament puzzles; off only to
    // compare, stats.probes_reused counts the cells skipped).
    bool reuse_probes = true;
    // engine: when max_solutions is not 0 and max_nodes is 0, the depth-first search takes
    // turns with a conflict-driven SAT solver (CryptoMiniSat), after four set turns each twice as
    // long as the last, until one settles the question (src/solve/engine/portfolio.cpp). (A node
    // limit counts depth-first guesses, which the SAT solver does not make, so it turns this
    // off.)
    bool sat = true;
    // engine: the search's first turn, in probes and guesses (0 = the SAT solver decides
    // alone, after the root's deductions). Most tournament puzzles end within it.
    std::uint64_t sat_after_probes = 50000;
    // engine: the SAT solver's first turn, in conflicts (src/solve/engine/portfolio.cpp).
    std::uint64_t sat_first_conflicts = 200;
    std::string line_solver = "complete";  // engine, simpson: a name from line_solvers()
    std::uint64_t max_iterations = 10;     // brute-force: proposals; 0 = no limit
    std::uint64_t seed = 1;                // brute-force: the random proposals' seed
    bool exhaustive = false;               // brute-force: enumerate every grid instead
    bool then_search = false;              // perm-elim: backtrack over what is left
    std::size_t memory_budget = std::size_t{1} << 30;  // perm-elim: bytes for permutation sets
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
