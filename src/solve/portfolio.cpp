#include "portfolio.hpp"

#include <algorithm>
#include <memory>

#include "known_solutions.hpp"
#include "sat_search.hpp"
#include "search.hpp"

namespace nono::detail {

namespace {

// One turn of the SAT solver: what it finds is counted unless the depth-first search had
// it already. True when this settles the answer (result.stop is then set).
bool sat_turn(SatSearch& sat, KnownSolutions& known, Board& board, const SolveOptions& options,
              std::uint64_t conflicts, SolveResult& result) {
    const std::uint64_t budget_end = result.stats.sat_conflicts + conflicts;
    for (;;) {
        for (const Grid& solution : known.take_unexcluded()) sat.exclude(solution);
        const std::uint64_t used = result.stats.sat_conflicts;
        switch (sat.next(used < budget_end ? budget_end - used : 0)) {
            case SatSearch::Answer::NoMore:
                result.stop = StopReason::Exhausted;
                return true;
            case SatSearch::Answer::Stopped:
                result.stop = sat.stop_reason();
                return true;
            case SatSearch::Answer::OutOfBudget:
                return false;
            case SatSearch::Answer::Solution:
                if (!known.insert(sat.solution())) continue;  // excluded just below, next pass
                ++result.solution_count;
                if (board.tracing()) board.trace_solution_elsewhere(sat.solution(), result.solution_count);
                if (result.solutions.size() < options.keep_solutions) result.solutions.push_back(sat.solution());
                if (result.solution_count >= options.max_solutions) {
                    result.stop = StopReason::Solutions;
                    return true;
                }
                break;
        }
    }
}

}  // namespace

void decide(const Puzzle& puzzle, Board& board, const SolveOptions& options, SolveResult& result) {
    const bool take_turns = options.sat && options.max_solutions != 0 && options.max_nodes == 0;
    if (!take_turns) {
        Search(board, options, result).run();
        return;
    }
    KnownSolutions known;
    Search search(board, options, result, &known);
    search.restart_every(options.restart_unit);
    // The first turn is the depth-first search's: most puzzles end within it. Then the SAT
    // solver gets a short turn (webpbn Forever needs 126 conflicts after 50000 probes), the
    // search a long one (12 times its first), and from there on each solver's budget doubles
    // every turn, a conflict counted as 4 probes. A conflict costs about 50-100 us and a
    // probe 0.6 us, so after the long turn CaDiCaL has most of the time: on the puzzles the
    // search does not settle within 650000 probes it is mostly the faster
    // (docs/performance.md). Chosen by simulating schedules on the times and work of each
    // solver alone on the 1149 tournament puzzles over 0.03 s (the simulation gave the old
    // schedule's sum within 0.2%): 20000 probes, 200 conflicts, 1.28 M probes, then 16
    // probes a conflict 301.9 s; this 271.3 s. A first turn of 20000 probes gave 293.8 at
    // best: a first SAT turn costs 10-20 ms, and many puzzles end between 20000 and 50000
    // probes. (Forever takes 29 ms with this first turn, 17 ms with 20000.)
    // The short SAT turn's formula has the backward clauses, which a few hundred conflicts
    // need (Forever after 50000 probes: 126 conflicts with them, 871 without); the long
    // turns get a new solver without them, each conflict half as dear (sat_encoding.cpp):
    // both tournament sets 279.0 -> 265.4 s.
    std::uint64_t turn = options.sat_after_probes;
    std::uint64_t conflicts = options.sat_first_conflicts;
    if (search.run(turn) == Search::Progress::Finished) return;
    auto sat = std::make_unique<SatSearch>(puzzle, result.deduced, board, result.stats, Reasoning::BothWays);
    bool first_turn = true;
    for (;;) {
        if (sat_turn(*sat, known, board, options, conflicts, result)) return;
        if (first_turn && turn > 0) {  // (a first turn of 0 leaves the SAT solver alone)
            turn *= 12;
            conflicts = std::max<std::uint64_t>(1, turn / 4);
            first_turn = false;
            sat = std::make_unique<SatSearch>(puzzle, result.deduced, board, result.stats, Reasoning::Forward);
            for (const Grid& solution : known.all()) sat->exclude(solution);
        } else {
            turn *= 2;
            conflicts *= 2;
        }
        if (search.run(result.stats.probes + result.stats.guesses + turn) == Search::Progress::Finished) return;
    }
}

}  // namespace nono::detail
