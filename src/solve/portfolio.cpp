#include "portfolio.hpp"

#include <algorithm>

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
    // solver gets a short turn (webpbn Forever needs 148 conflicts), the search a long one
    // (64 times its first), and from there each solver's budget doubles every turn, a
    // conflict counted as 16 probes. Why this shape (measured, CPU s, docs/performance.md):
    // a conflict costs 80-130 us and a probe about 0.6 us, and on 80% of the tournament
    // puzzles over 0.3 s the search alone is 10x faster than CaDiCaL alone. The old schedule
    // (doubling from 20000 probes and 625 conflicts, 32 probes a conflict) spent most of its
    // time in SAT turns on puzzles the search settles within a million probes: on every
    // second taai2011 and tcga2023 puzzle 350.5 s -> 256.5 s. 32 probes a conflict after
    // the long turn was 5% faster on both whole sets than 16 (440 against 464 s), but left
    // taai2011 0507, which needs 58780 conflicts, undecided at 10 s (16: 9.0 s).
    std::uint64_t turn = options.sat_after_probes;
    std::uint64_t conflicts = 200;
    if (search.run(turn) == Search::Progress::Finished) return;
    SatSearch sat(puzzle, result.deduced, board, result.stats);
    bool first_turn = true;
    for (;;) {
        if (sat_turn(sat, known, board, options, conflicts, result)) return;
        if (first_turn && turn > 0) {  // (a first turn of 0 leaves the SAT solver alone)
            turn *= 64;
            conflicts = std::max<std::uint64_t>(1, turn / 16);
            first_turn = false;
        } else {
            turn *= 2;
            conflicts *= 2;
        }
        if (search.run(result.stats.probes + result.stats.guesses + turn) == Search::Progress::Finished) return;
    }
}

}  // namespace nono::detail
