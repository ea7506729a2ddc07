// The engine's tuning knobs: measured defaults that users have no reason to change, kept out
// of the public SolveOptions. Tests and measurements point SolveOptions::tuning at their own.
#pragma once

#include <cstdint>

#include "nono/strategy.hpp"

namespace nono {

struct EngineTuning {
    // Skip probing a cell again while the lines its last probe changed are as they were then
    // (the same search with 30-40% fewer probes on tournament puzzles; off only to compare,
    // stats.probes_reused counts the cells skipped).
    bool reuse_probes = true;
    // When max_solutions is not 0, max_nodes is 0 and SolveOptions::sat is on, the depth-first
    // search takes turns with a conflict-driven SAT solver (CryptoMiniSat), after four set
    // turns each twice as long as the last, until one settles the question
    // (src/solve/portfolio.cpp). The search's first turn, in probes and guesses (0 = the SAT
    // solver decides alone, after the root's deductions). Most tournament puzzles end within it.
    std::uint64_t sat_after_probes = 50000;
    // The SAT solver's first turn, in conflicts (src/solve/portfolio.cpp).
    std::uint64_t sat_first_conflicts = 200;
    // While taking turns: the search starts again from the root with another branching rule
    // after this many guesses times Luby's sequence (0 = never, the default). Measured, CPU s:
    // the 74 hardest taai2011 puzzles 158.8 with none, 150.6 restarting every 50000 probes x
    // Luby; but random50-1 went from 2.5 to 24.9 (and with 32 guesses x Luby to 28.9): the one
    // long run that decides it is cut short. With the turns of 84c31cc, 100 guesses x Luby on
    // the 1149 tournament puzzles over 0.03 s: 262.1 -> 293.7. Not worth it by default.
    std::uint64_t restart_unit = 0;
};

// The tuning a solve runs with: the options' own, else the defaults.
inline const EngineTuning& tuning_of(const SolveOptions& options) {
    static const EngineTuning defaults;
    return options.tuning != nullptr ? *options.tuning : defaults;
}

}  // namespace nono
