// The solving engine: line propagation with a work queue, probing, and backtracking search.
// It finds the first, up to N, or all solutions, counts them, or proves uniqueness, within
// explicit time and node limits. It never prints; callers render the Result.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono {

struct SolveOptions {
    // Stop after this many solutions; 0 = find all. Use 2 to ask "is it unique?".
    std::uint64_t max_solutions = 2;
    // Keep at most this many solution grids in the Result (counting goes on past it).
    std::uint64_t keep_solutions = 1000;
    double timeout_seconds = 0;     // 0 = no limit
    std::uint64_t max_nodes = 0;    // search nodes (guesses); 0 = no limit; a limit means no SAT hand-over
    bool probing = true;            // try both values of undecided cells before guessing
    // When max_solutions is not 0 and max_nodes is 0, decide what propagation and probing
    // leave open with a conflict-driven SAT solver (CaDiCaL) instead of depth-first search.
    // (A node limit counts depth-first guesses, which the SAT solver does not make.)
    bool sat = true;
    // The hand-over happens at the first guess after this many probes and guesses of the
    // depth-first search (0 = at the root). Depth-first search with probing decides most
    // tournament puzzles within a few hundred guesses, faster than CDCL; when it needs more,
    // the tree is usually wide and the SAT solver far faster. Measured (CPU s, same load):
    // taai2011 0001-0334 total: never 17.6, 200000 17.5, 50000 18.7, 10000 24.2;
    // webpbn Forever: 0 -> 0.047, 20000 -> 0.087, 50000 -> 0.098 (never: 13.4).
    std::uint64_t sat_after_probes = 20000;
};

enum class Verdict {
    Unique,     // exactly one solution, search exhausted
    Multiple,   // two or more (exact count if `exhausted`, else a lower bound)
    None,       // no solution, search exhausted
    Found,      // max_solutions == 1 and one was found; uniqueness not checked
    Undecided,  // a limit stopped the search before the question was answered
};

struct SolveStats {
    std::uint64_t line_solves = 0;    // calls to the line solver
    std::uint64_t line_cache_hits = 0;  // of those, answered from the line cache
    std::uint64_t probes = 0;         // single-cell trial propagations
    std::uint64_t probe_forced = 0;   // cells fixed by probing: the other value contradicted, or both values agreed
    std::uint64_t guesses = 0;        // search nodes: a cell set by choice
    std::uint64_t backtracks = 0;     // guesses undone after a contradiction
    std::uint64_t max_depth = 0;      // deepest guess nesting
    std::uint64_t sat_calls = 0;      // SAT solver runs (one per solution found, plus the last)
    std::uint64_t sat_conflicts = 0;  // conflicts (learned clauses) in those runs
    double seconds = 0;               // wall time (the only non-deterministic field)
};

struct SolveResult {
    Verdict verdict = Verdict::Undecided;
    std::uint64_t solution_count = 0;  // solutions found
    bool exhausted = false;            // the whole search space was covered
    std::string limit;                 // "time" or "nodes" when a limit stopped the search
    std::vector<Grid> solutions;       // the first keep_solutions found, in search order
    Grid deduced;                      // what propagation alone decided from the clues
    SolveStats stats;
};

std::string_view verdict_name(Verdict verdict);  // "unique", "multiple", "none", ...

// Throws std::invalid_argument, naming the first problem, when the puzzle is not valid (see
// validation_problems); a valid puzzle without solutions gets Verdict::None.
SolveResult solve(const Puzzle& puzzle, const SolveOptions& options = {});

}  // namespace nono
