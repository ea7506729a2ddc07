#include "portfolio.hpp"

#include <algorithm>

#include "known_solutions.hpp"
#include "sat_search.hpp"
#include "search.hpp"

namespace nono::detail {

namespace {

// One turn of the SAT solver: what it finds is counted unless the depth-first search had
// it already. True when this settles the answer (result.stop is then set).
bool sat_turn(SatSearch& sat, KnownSolutions& known, const SolveOptions& options,
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
    // The first turn is the depth-first search's: most puzzles end within it. Then each
    // solver's budget doubles every turn. A conflict costs as much as 100-140 probes (taai2011
    // 0337-0487: 0.4 us a probe, 55 us a conflict), so the SAT solver's turns are about 2.5
    // times as long as the search's: the schedules simulated on the measured times of both
    // alone (taai2011 and tcga2023, 221 puzzles) differ by under 5% in total, and this one
    // lets the SAT solver settle webpbn Forever (571 conflicts) within its first turn. The
    // encoding's support clauses later made a conflict about twice as dear (8 hard taai2011
    // puzzles, SAT alone: 81 -> 128 us) and 2x rarer; SAT's share of the time grew with
    // it, well inside the range those simulations found flat.
    std::uint64_t turn = options.sat_after_probes;
    std::uint64_t conflicts = std::max<std::uint64_t>(1, options.sat_after_probes / 32);
    if (search.run(turn) == Search::Progress::Finished) return;
    SatSearch sat(puzzle, result.deduced, board, result.stats);
    for (;;) {
        if (sat_turn(sat, known, options, conflicts, result)) return;
        turn *= 2;
        conflicts *= 2;
        if (search.run(result.stats.probes + result.stats.guesses + turn) == Search::Progress::Finished) return;
    }
}

}  // namespace nono::detail
