// What solving a puzzle produces, whatever the strategy: the verdict, why the search stopped,
// the solutions found and the statistics. Every strategy fills the same SolveResult, so the
// reports, the CLI, the server and the bindings read one shape.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono {

enum class Verdict {
    Unique,     // exactly one solution, search exhausted
    Multiple,   // two or more (exact count if the search was exhausted, else a lower bound)
    None,       // no solution, search exhausted
    Found,      // a solution, but the strategy or max_solutions == 1 did not check uniqueness
    Undecided,  // a limit stopped the strategy before the question was answered
};

// Why a strategy stopped. Exhausted is the only one that makes a count exact.
enum class StopReason {
    Exhausted,   // the whole space was covered: the count is exact
    Solutions,   // max_solutions were found
    Time,        // timeout_seconds ran out
    Nodes,       // max_nodes guesses were made
    Conflicts,   // max_conflicts conflicts of the SAT solver were spent (engine)
    Iterations,  // max_iterations proposals were made (random brute force)
    Stalled,     // an incomplete method could deduce nothing more (permutation elimination)
    Interrupted, // the caller asked it to stop (SolveOptions::interrupt)
};

std::string_view verdict_name(Verdict verdict);       // "unique", "multiple", "none", ...
std::string_view stop_reason_name(StopReason reason);  // "exhausted", "solutions", "time", ...

// The statistics, declared once: X(field, description). The struct, the text report and the
// JSON report are all generated from this list, so a new counter is one line here.
#define NONO_SOLVE_STATS(X)                                                                   \
    X(line_solves, "calls to the line solver")                                              \
    X(line_cache_hits, "of those, answered from the line cache")                            \
    X(probes, "single-cell trial propagations")                                             \
    X(probe_forced, "cells fixed by probing: the other value contradicted, or both agreed") \
    X(probes_reused, "probes skipped: no line their trials changed had changed since")     \
    X(guesses, "search nodes: a cell set by choice")                                        \
    X(backtracks, "guesses undone after a contradiction or a solution")                     \
    X(restarts, "times the search went back to the root (engine, taking turns)")           \
    X(max_depth, "deepest guess nesting")                                                   \
    X(iterations, "rounds of an iterative method (permutation elimination, proposals, the difference map)") \
    X(candidates, "line candidates left (permutation elimination) or grids tried")          \
    X(sat_calls, "SAT solver calls (engine, taking turns): one per turn, solution found, or retry with fewer preferred cells") \
    X(sat_conflicts, "conflicts (learned clauses) in those runs")                          \
    X(swap_solutions, "of the solutions, found as a 2x2 swap of another (engine, taking turns)") \
    X(decimation_pictures, "of the solutions, whole pictures belief-propagation decimation reached (engine, taking turns)")

struct SolveStats {
#define NONO_DECLARE_STAT(field, description) std::uint64_t field = 0;
    NONO_SOLVE_STATS(NONO_DECLARE_STAT)
#undef NONO_DECLARE_STAT
    double seconds = 0;  // wall time (the only non-deterministic field)
};

struct SolveResult {
    Verdict verdict = Verdict::Undecided;
    StopReason stop = StopReason::Exhausted;
    std::uint64_t solution_count = 0;  // solutions found
    std::vector<Grid> solutions;       // the first keep_solutions found, in search order
    Grid deduced;                      // what deduction alone decided before any guess
    // When deduction alone proved there is no solution: the line (rows 0..height-1, then
    // columns) found to contradict; -1 otherwise.
    int contradiction_line = -1;
    std::string message;               // a strategy's word on how it ended, or empty
    SolveStats stats;

    bool exhausted() const { return stop == StopReason::Exhausted; }
    // A limit (time, nodes, conflicts, iterations, interrupt) stopped it: undecided unless 2+
    // found.
    bool limited() const {
        return stop == StopReason::Time || stop == StopReason::Nodes || stop == StopReason::Conflicts ||
               stop == StopReason::Iterations || stop == StopReason::Interrupted;
    }
};

// The verdict that solution_count and stop imply; every strategy ends with it.
Verdict verdict_for(std::uint64_t solution_count, StopReason stop);

}  // namespace nono
