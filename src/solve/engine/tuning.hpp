// The engine's tuning knobs: measured defaults that users have no reason to change, kept out
// of the public SolveOptions. Tests and measurements point SolveOptions::tuning at their own.
#pragma once

#include <cstddef>
#include <cstdint>

#include "nono/strategy.hpp"

namespace nono {

// NONO_ENGINE_TUNING(X): each knob once, X(type, name, default, lowest, highest, what). The
// struct, the table of knobs (nono/strategy.hpp, engine_tuning_knobs: what bench scripts set
// through NONO_TUNING and the property test randomises) and the range check come from it.
// Why each default is what it is, measured:
// - reuse_probes: the same search with 30-40% fewer probes on tournament puzzles; off only to
//   compare (stats.probes_reused counts the cells skipped).
// - sat_after_probes: when max_solutions is not 0, max_nodes is 0 or max_conflicts is not, and
//   SolveOptions::sat is on, the depth-first search takes turns with CryptoMiniSat, after four
//   set turns each twice as long as the last, until one settles the question (portfolio.cpp). 0 = the SAT solver decides
//   alone, after the root's deductions. 75000 rather than 50000 (issue 25): the SAT solver's
//   first two turns cost a 25x25 puzzle about 20-35 ms, which many puzzles the search settles
//   soon after 50000 paid.
// - sat_guided_conflicts(_decimated): the second turn, with its phases set from belief
//   propagation (issue 25: taai2011 53.6 -> 47.1 s, tcga2023 66.0 -> 60.8 s). 500 where one run
//   of belief propagation gives the preferences, 1000 where decimation gives them: on the 1332
//   tournament puzzles that guess, 1000 against 500 in the same run, 0.292 against 0.302 of
//   FastNonogramSolver's CPU, and 500 left taai2011 0609 at 1.3-1.45 s against its 0.25-0.30 s
//   (docs/performance-history.md, "Decimation on small boards").
// - decimate_from_cells, coarse_decimation_*: which guide gives the guided turn its preferred
//   cells (portfolio.cpp, Guide): fine decimation from this many open cells; under
//   coarse_decimation_below_cells coarse steps (the tournament sets 0.48 -> 0.29 of
//   FastNonogramSolver's CPU; random 50x50 and 60x60 slower, so not there); between, one run.
//   Colour has its own bound, colour_coarse_decimation_below_cells: coarse steps on random
//   2-colour 60x60 pictures at density 0.5 (3100-3200 open cells) decided seeds 5, 7, 8, 9
//   within 10 s, undecided with one run, and lost seed 2 (docs/performance.md, "Colour targets").
// - difference_map_iterations: when decimation stops short of a whole picture, the difference
//   map looks for one from where it stopped (difference_map.hpp). Colour has its own budget,
//   colour_difference_map_iterations, as its turn comes before checked decimation on boards of
//   every size: on random 2-colour 60x60 pictures (about 0.2 ms an iteration) 5000 found a
//   picture on 5 of the 18 of seeds 1-20 that come to it, 12000 on 14 and 20000 on 15, but
//   20000 left seed 5 (checked decimation's after it) undecided at 10 s (docs/performance.md,
//   "Colour targets").
// - checked_decimation_*: when the difference map finds none either, decimation again with its
//   cells checked by the SAT solver every few steps (decimation.hpp, DecimationCheck). Colour's
//   checks get 500 conflicts a call: random 2-colour 60x60 seeds 5 and 19 (density 0.5) 22588 ->
//   17707 and 11792 -> 7441 conflicts, 9.4 -> 8.4 s and 6.3 -> 5.3 s (1000 and 250 slower).
// - restart_unit, restart_noise: the k-th run of the search goes back to the root after
//   restart_unit x Luby(k) guesses, trying empty first in even runs and filled first in odd ones,
//   as FastNonogramSolver does (search.cpp has the figures); from the third run each cell's
//   score is multiplied by 1 + restart_noise x a pseudo-random number in [0, 1) (a fixed seed:
//   runs stay deterministic), else runs with the same value order repeat each other.
#define NONO_ENGINE_TUNING(X)                                                                       \
    X(bool, reuse_probes, true, 0, 1, "skip probing a cell while the lines its last probe changed are as they were") \
    X(std::uint64_t, sat_after_probes, 75000, 0, 1e9, "the search's first turn, in probes and guesses")  \
    X(std::uint64_t, sat_first_conflicts, 200, 1, 1e9, "the SAT solver's first turn, in conflicts")      \
    X(std::uint64_t, sat_guided_conflicts, 500, 1, 1e9, "its second turn, guided by belief propagation")  \
    X(std::uint64_t, sat_guided_conflicts_decimated, 1000, 1, 1e9, "the same, guided by decimation")     \
    X(std::size_t, decimate_from_cells, 4000, 0, 1e7, "fine decimation from this many open cells")      \
    X(std::size_t, coarse_decimation_below_cells, 2000, 0, 1e7, "coarse decimation under this many open cells (0 = never)") \
    X(std::size_t, colour_coarse_decimation_below_cells, 4000, 0, 1e7, "the same for a colour puzzle")     \
    X(double, coarse_decimation_share, 0.1, 0.001, 1, "the share of the open cells a coarse step fixes")  \
    X(int, coarse_decimation_rounds, 3, 0, 1000, "belief propagation rounds after each coarse step")      \
    X(int, coarse_decimation_backups, 3, 0, 1000, "coarse decimation's back-ups at most")                 \
    X(std::uint64_t, difference_map_iterations, 20000, 0, 1e9, "the difference map's iterations in all (0 = never)") \
    X(std::uint64_t, colour_difference_map_iterations, 12000, 0, 1e9, "the same for a colour puzzle")    \
    X(std::uint64_t, checked_decimation_conflicts, 100000, 0, 1e9, "checked decimation's SAT conflicts in all (0 = never)") \
    X(std::uint64_t, checked_decimation_call_conflicts, 1000, 1, 1e9, "its conflicts a SAT call")       \
    X(std::uint64_t, colour_checked_decimation_call_conflicts, 500, 1, 1e9, "the same for a colour puzzle") \
    X(int, checked_decimation_every, 10, 1, 100000, "its decimation steps between two checks")          \
    X(int, checked_decimation_backups, 100, 0, 100000, "its back-ups at most")                          \
    X(std::uint64_t, restart_unit, 200, 0, 1e9, "guesses times Luby(k) before the k-th restart (0 = none)") \
    X(double, restart_noise, 0.5, 0, 10, "how much restarts shake the branching scores")

struct EngineTuning {
#define NONO_TUNING_FIELD(type, name, value, lowest, highest, what) type name = value;
    NONO_ENGINE_TUNING(NONO_TUNING_FIELD)
#undef NONO_TUNING_FIELD
};

// The tuning a solve runs with: the options' own, else the defaults.
inline const EngineTuning& tuning_of(const SolveOptions& options) {
    static const EngineTuning defaults;
    return options.tuning != nullptr ? *options.tuning : defaults;
}

}  // namespace nono
