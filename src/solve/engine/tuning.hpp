// The engine's tuning knobs: measured defaults that users have no reason to change, kept out
// of the public SolveOptions. Tests and measurements point SolveOptions::tuning at their own.
#pragma once

#include <cstddef>
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
    // (src/solve/engine/portfolio.cpp). The search's first turn, in probes and guesses (0 = the SAT
    // solver decides alone, after the root's deductions). Most tournament puzzles end within it.
    // 75000 rather than 50000 (issue 25): the SAT solver's first two turns cost a 25x25 puzzle
    // about 20-35 ms, which many puzzles the search settles soon after 50000 paid.
    std::uint64_t sat_after_probes = 75000;
    // The SAT solver's first turn, in conflicts (src/solve/engine/portfolio.cpp).
    std::uint64_t sat_first_conflicts = 200;
    // The SAT solver's second turn, in conflicts, with its phases set from belief propagation
    // (issue 25: taai2011 53.6 -> 47.1 s, tcga2023 66.0 -> 60.8 s; portfolio.cpp says more).
    // 500 since the schedule's re-fit (search.cpp has the figures; 1000 before) where one run of
    // belief propagation gives the preferences; 1000 where decimation gives them (below;
    // portfolio.cpp, Guide): on the 1332 tournament puzzles that guess, 1000 against 500 in the
    // same run, 0.292 against 0.302 of FastNonogramSolver's CPU, and 500 left taai2011 0609 at
    // 1.3-1.45 s against its 0.25-0.30 s (docs/performance.md, "Decimation on small boards").
    std::uint64_t sat_guided_conflicts = 500;
    std::uint64_t sat_guided_conflicts_decimated = 1000;
    // The guided turn's preferred cells come from belief-propagation-guided decimation in fine
    // steps when the root leaves at least this many cells open (src/solve/engine/portfolio.cpp,
    // Guide).
    std::size_t decimate_from_cells = 4000;
    // Under coarse_decimation_below_cells open cells, the preferred cells come from decimation
    // in coarse steps: this share of the open cells a step, this many rounds of belief
    // propagation after each, at most this many back-ups; between it and decimate_from_cells,
    // from one run of belief propagation (portfolio.cpp, Guide; docs/performance.md,
    // "Decimation on small boards": the tournament sets 0.48 -> 0.29 of FastNonogramSolver's
    // CPU, random 50x50 and 60x60 slower, so not there). 0 = never.
    std::size_t coarse_decimation_below_cells = 2000;
    double coarse_decimation_share = 0.1;
    int coarse_decimation_rounds = 3;
    int coarse_decimation_backups = 3;
    // When decimation stops short of a whole picture, the difference map (difference_map.hpp)
    // looks for one from where it stopped, for at most this many iterations in all, after the
    // guided turn found no picture (portfolio.cpp, difference_map_cells); 0 = never.
    std::uint64_t difference_map_iterations = 20000;
    // When the difference map finds no picture either: decimation again, its cells checked by
    // the SAT solver every checked_decimation_every steps (decimation.hpp, DecimationCheck;
    // SatSearch::check), each call within checked_decimation_call_conflicts, at most
    // checked_decimation_backups back-ups where a cell fits neither value, until a picture or
    // checked_decimation_conflicts in all (portfolio.cpp, checked_decimation_cells); 0 = never.
    std::uint64_t checked_decimation_conflicts = 100000;
    std::uint64_t checked_decimation_call_conflicts = 1000;
    int checked_decimation_every = 10;
    int checked_decimation_backups = 100;
    // Restarts while taking turns (issue 25): the search's k-th run goes back to the root after
    // restart_unit x Luby(k) guesses (1, 1, 2, 1, 1, 2, 4, ...), trying empty first in even
    // runs and filled first in odd ones, as FastNonogramSolver's search does (src/solve/engine/
    // search.cpp says what was measured). 0 = no restarts, and the value that decides less first.
    std::uint64_t restart_unit = 200;
    // From the third run on, each cell's branching score is multiplied by 1 + restart_noise x
    // a pseudo-random number in [0, 1) (a fixed seed, so runs stay deterministic): otherwise
    // runs with the same value order would repeat each other.
    double restart_noise = 0.5;
};

// The tuning a solve runs with: the options' own, else the defaults.
inline const EngineTuning& tuning_of(const SolveOptions& options) {
    static const EngineTuning defaults;
    return options.tuning != nullptr ? *options.tuning : defaults;
}

}  // namespace nono
