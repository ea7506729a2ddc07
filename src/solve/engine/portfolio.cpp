#include "portfolio.hpp"

#include <algorithm>
#include <cmath>
#include <tuple>
#include <utility>

#include "belief.hpp"
#include "colour_belief.hpp"
#include "colour_search.hpp"
#include "decimation.hpp"
#include "difference_map.hpp"
#include "known_solutions.hpp"
#include "sat_search.hpp"
#include "search.hpp"
#include "swap_solutions.hpp"
#include "tuning.hpp"

namespace nono::detail {

namespace {

// A picture found beside the depth-first search (by the SAT solver, or by decimation), not
// known before: counted, with its 2x2 swaps (black and white only). True when that settles
// the answer (result.stop is then set). `board` is the black-and-white or the colour board,
// for the trace.
template <typename AnyBoard>
bool count_found_picture(const Grid& picture, KnownSolutions& known, AnyBoard& board, const Puzzle& puzzle,
                         const SolveOptions& options, SolveResult& result) {
    ++result.solution_count;
    if (board.trace().on())
        board.trace().solution_elsewhere(picture, board.cells(), result.solution_count, board.depth());
    if (result.solutions.size() < options.keep_solutions) result.solutions.push_back(picture);
    if (result.solution_count >= options.max_solutions ||
        (!is_colour_puzzle(puzzle) &&
         count_swap_solutions(puzzle, picture, known, options, result, board.trace(), board.cells(), board.depth()))) {
        result.stop = StopReason::Solutions;
        return true;
    }
    return false;
}

// One turn of the SAT solver: what it finds is counted unless the depth-first search had
// it already. True when this settles the answer (result.stop is then set).
template <typename AnyBoard>
bool sat_turn(SatSearch& sat, KnownSolutions& known, AnyBoard& board, const Puzzle& puzzle, const SolveOptions& options,
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
                if (count_found_picture(sat.solution(), known, board, puzzle, options, result)) return true;
                break;
        }
    }
}

// How many rounds of belief propagation to run when one round is `round_work`
// (belief_round_work): 30, fewer where 30 would be more work than on a 100x100 picture
// (about 0.4 s, scaled from 60x60), and 0 (none) where that leaves under 10.
int belief_rounds(double round_work) {
    constexpr double kMostWork = 30 * 2 * 100 * 100 * 26.0;  // 30 rounds of 100x100, 25 blocks a line
    const int rounds = static_cast<int>(std::min(30.0, kMostWork / std::max(1.0, round_work)));
    return rounds < 10 ? 0 : rounds;
}

// The open cells belief propagation is surest of (within 0.001 of certain), surest first:
// the SAT solver looks for a picture with these first (SatSearch::prefer). 30 rounds: on
// random 60x60 seed 3 the 1763 cells it is that sure of after 30 rounds are all right (0.09
// s). With them, random 60x60 seeds 1-10 all decided in 21.3 s (8 before, in 29.9 s) and the
// tournament sets took 57.4 and 64.3 s (70.4 and 78.7 before). The rounds are bounded by
// belief_rounds; the board's limits are checked after every line.
std::vector<std::pair<std::size_t, bool>> surest_cells(const Puzzle& puzzle, const Grid& root, Board& board) {
    const int rounds = belief_rounds(belief_round_work(puzzle));
    if (rounds == 0) return {};
    const std::vector<double> belief =
        filled_beliefs(puzzle, root.cells(), rounds, [&board] { return board.limits().check(); });
    std::vector<std::pair<double, std::size_t>> ranked;
    for (std::size_t index = 0; index < belief.size(); ++index) {
        const double certainty = std::fabs(belief[index] - 0.5);
        if (root.cells()[index] == Cell::Unknown && certainty > 0.499) ranked.emplace_back(-certainty, index);
    }
    std::sort(ranked.begin(), ranked.end());
    std::vector<std::pair<std::size_t, bool>> cells;
    for (const auto& [certainty, index] : ranked) cells.emplace_back(index, belief[index] > 0.5);
    return cells;
}

// Where the guided turn's preferred cells come from, by how many cells the root leaves `open`
// (EngineTuning: coarse_decimation_below_cells, decimate_from_cells).
enum class Guide {
    // Decimation in coarse steps (10% of the open cells a step, 3 rounds of belief propagation
    // after each, at most 3 back-ups: EngineTuning::coarse_decimation_share and the two after
    // it). On the tournament puzzles over 2x slower than FastNonogramSolver, all with several
    // solutions, it reaches a whole picture before the guided turn (tcga2023 0984: 9454 -> 208
    // conflicts, 0.56 -> 0.06 s), and the tournament sets took 0.48 -> 0.29 of its CPU. The
    // steps are coarse so that it costs a 25x25 board a few milliseconds: in the large boards'
    // steps (0.5%, 20 back-ups) it cost up to 0.3 s (tcga2023 0612: 0.06 -> 0.31 s). Random
    // 50x50 and 60x60 pictures were slower with it (60x60 seeds 1-10 15.2 -> 21.3 s, seed 7
    // 1.7 -> 13.9 s), hence the bound (docs/performance.md, "Decimation on small boards").
    CoarseDecimation,
    // One run of belief propagation's surest cells (surest_cells).
    OneRun,
    // Decimation in fine steps (decimation.hpp), and the difference map after it: on random
    // 70x70 seeds 5 and 7, undecided at 60 s with the one run, decimation's cells make the
    // guided turn find a picture at once (0.7 and 1.1 s in all; docs/performance.md, "Larger
    // random pictures").
    Decimation,
};

Guide guide_for(std::size_t open, const SolveOptions& options) {
    const EngineTuning& tuning = tuning_of(options);
    if (open >= tuning.decimate_from_cells) return Guide::Decimation;
    return open < tuning.coarse_decimation_below_cells ? Guide::CoarseDecimation : Guide::OneRun;
}

// Decimation's cells in coarse steps (Guide::CoarseDecimation), within the same bound on belief
// propagation's work as the one run (belief_rounds).
std::vector<std::pair<std::size_t, bool>> coarse_decimated_cells(const Puzzle& puzzle, const Grid& root, Limits& limits,
                                                                 SolveStats& stats, const SolveOptions& options) {
    if (belief_rounds(belief_round_work(puzzle)) == 0) return {};
    const EngineTuning& tuning = tuning_of(options);
    DecimationSteps steps;
    steps.share = tuning.coarse_decimation_share;
    steps.rounds = tuning.coarse_decimation_rounds;
    steps.most_backups = tuning.coarse_decimation_backups;
    return decimated_cells(puzzle, root, limits, stats, nullptr, steps);
}

// The root's board `root` with `cells` ((cell, filled)) set on it.
Grid with_cells(const Grid& root, const std::vector<std::pair<std::size_t, bool>>& cells) {
    Grid picture = root;
    for (const auto& [index, filled] : cells) picture.cells()[index] = filled ? Cell::Filled : Cell::Empty;
    return picture;
}

// The cells of `picture` the root's board `root` left open, as (cell, filled): a whole picture
// as the guided turn's preferred cells.
std::vector<std::pair<std::size_t, bool>> open_cells_of(const Grid& picture, const Grid& root) {
    std::vector<std::pair<std::size_t, bool>> cells;
    for (std::size_t index = 0; index < root.cells().size(); ++index)
        if (root.cells()[index] == Cell::Unknown) cells.emplace_back(index, picture.cells()[index] == Cell::Filled);
    return cells;
}

// Decimation reached a whole picture (`cells`, every cell the root left open): counted when it
// satisfies the clues and is new, with its 2x2 swaps. True when that settles the answer.
bool settled_by_picture(const std::vector<std::pair<std::size_t, bool>>& cells, KnownSolutions& known, Board& board,
                        const Puzzle& puzzle, const SolveOptions& options, SolveResult& result) {
    const Grid picture = with_cells(result.deduced, cells);
    if (!satisfies(puzzle, picture) || !known.insert(picture)) return false;
    ++result.stats.decimation_pictures;
    return count_found_picture(picture, known, board, puzzle, options, result);
}

// After a guided turn on decimation's cells found no picture: a picture the difference map
// reaches from where decimation stopped (`ends`, decimated_cells), as preferred cells (every
// open cell, checked against the clues; the SAT solver then confirms it at once); empty when
// decimation reached a whole picture (`whole`) or stopped, or the difference map found none.
// Random 80x80 seeds 1 and 7, undecided at 60 s with decimation's cells alone, are decided so
// (docs/performance.md, "Larger random pictures").
std::vector<std::pair<std::size_t, bool>> difference_map_cells(const Puzzle& puzzle, const Grid& root,
                                                               const std::vector<double>& ends, bool whole,
                                                               Limits& limits, SolveStats& stats,
                                                               const SolveOptions& options) {
    if (whole || ends.empty()) return {};
    Grid picture(puzzle.width, puzzle.height);
    picture.cells() = difference_map_picture(puzzle, ends, tuning_of(options).difference_map_iterations, limits, stats);
    if (picture.cells().size() != ends.size() || !satisfies(puzzle, picture)) return {};
    return open_cells_of(picture, root);
}

// After the difference map found no picture either: decimation again from the root, its cells
// checked by the SAT solver `sat` as it goes (DecimationCheck, SatSearch::check), until some
// picture has them all; that picture as preferred cells (every open cell, checked against the
// clues), or none when the checks' budget ran out first (EngineTuning::checked_decimation_*).
// Random 80x80 seed 3, undecided at 60 s before, is decided so (docs/performance.md, "Larger
// random pictures").
std::vector<std::pair<std::size_t, bool>> checked_decimation_cells(const Puzzle& puzzle, const Grid& root,
                                                                   SatSearch& sat, Limits& limits, SolveStats& stats,
                                                                   const SolveOptions& options) {
    const EngineTuning& tuning = tuning_of(options);
    if (tuning.checked_decimation_conflicts == 0) return {};
    const std::uint64_t budget_end = stats.sat_conflicts + tuning.checked_decimation_conflicts;
    bool found = false;
    DecimationCheck checked;
    checked.every_steps = std::max(1, tuning.checked_decimation_every);
    checked.check = [&](const std::vector<std::pair<std::size_t, bool>>& cells, std::size_t& refuted_length) {
        if (stats.sat_conflicts >= budget_end) return DecimationCheck::Answer::Stop;
        switch (sat.check(cells, tuning.checked_decimation_call_conflicts, refuted_length)) {
            case SatSearch::Check::Picture:
                found = true;
                return DecimationCheck::Answer::Picture;
            case SatSearch::Check::Refuted:
                return DecimationCheck::Answer::Refuted;
            case SatSearch::Check::Unknown:
                return DecimationCheck::Answer::Unknown;
            case SatSearch::Check::Stopped:
                break;
        }
        return DecimationCheck::Answer::Stop;
    };
    DecimationSteps steps;
    steps.most_backups = tuning.checked_decimation_backups;
    const std::vector<std::pair<std::size_t, bool>> fixed = decimated_cells(puzzle, root, limits, stats, nullptr, steps,
                                                                            &checked);
    // The check's picture, or decimation's own when line solving completed the board (after a
    // refutation's back-up, before the next check).
    const Grid picture = found ? sat.solution() : with_cells(root, fixed);
    if (std::count(picture.cells().begin(), picture.cells().end(), Cell::Unknown) > 0 || !satisfies(puzzle, picture))
        return {};
    return open_cells_of(picture, root);
}

// The same for a colour puzzle: the open cells whose likeliest colour is within 0.001 of
// certain, as (cell, that colour), surest first.
std::vector<std::pair<std::size_t, Cell>> surest_colours(const Puzzle& puzzle, const Grid& root, ColourBoard& board) {
    const auto K = static_cast<std::size_t>(colour_count(puzzle));
    const int rounds = belief_rounds(belief_round_work(puzzle) * static_cast<double>(K) / 2);
    if (rounds == 0) return {};
    const std::vector<double> belief =
        colour_beliefs(puzzle, root.cells(), rounds, [&board] { return board.limits().check(); });
    std::vector<std::tuple<double, std::size_t, int>> ranked;
    for (std::size_t index = 0; index < root.cells().size() && !belief.empty(); ++index) {
        if (cell_colour(root.cells()[index]) >= 0) continue;
        const double* first = &belief[index * K];
        const auto likeliest = static_cast<int>(std::max_element(first, first + K) - first);
        if (first[likeliest] > 0.999) ranked.emplace_back(-first[likeliest], index, likeliest);
    }
    std::sort(ranked.begin(), ranked.end());
    std::vector<std::pair<std::size_t, Cell>> cells;
    for (const auto& [certainty, index, colour] : ranked) cells.emplace_back(index, colour_cell(colour));
    return cells;
}

}  // namespace

void decide(const Puzzle& puzzle, Board& board, const SolveOptions& options, SolveResult& result) {
    const bool take_turns = options.sat && kSatSolverAvailable && options.max_solutions != 0 && options.max_nodes == 0;
    if (!take_turns) {
        Search(board, options, result).run();
        return;
    }
    KnownSolutions known;
    Search search(board, options, result, &known);
    // The first turn is the depth-first search's: most puzzles end within it. Then the SAT
    // solver gets a short turn (webpbn Forever needs 90 conflicts after 75000 probes), the
    // search a longer one (4 times its first), and from there on each solver's budget
    // doubles every turn, a conflict counted as 4 probes (a conflict costs about 20-50 us,
    // a probe 0.6 us). Chosen by simulating schedules on the times and work of each solver
    // alone on the 1149 tournament puzzles over 0.03 s (the simulation gave an earlier
    // schedule's sum within 0.2%), with CaDiCaL on the block-start formula: this 137.2 s,
    // the schedule fitted to the old formula (a long turn 12 times the first) 155.1 s; a
    // long turn twice the first simulates 133.2 s, but then puzzles the search settles
    // after 200000-250000 probes lose up to 0.25 s each (taai2011 0310, tcga2023 0277).
    // A first search turn of 50000 probes beat shorter ones (5000 or 20000: 136.5 s at best):
    // many puzzles end between 20000 and 50000 probes. With CryptoMiniSat in CaDiCaL's place
    // this schedule simulates 138.5 s; a long turn twice the first 127.4 s, and on the sets
    // 70.4 -> 68.8 s (taai2011) and 78.7 -> 69.5 s (tcga2023), but 0001-0334 of each got
    // slower (3.27 -> 3.63 s, taai2011 0310 0.16 -> 0.47 s), so 4 times stays. Since issue
    // 25 the SAT solver has a second, guided turn before the long one, and the turns were
    // re-fitted for the puzzles far slower than FastNonogramSolver (tuning.hpp, search.cpp).
    std::uint64_t turn = tuning_of(options).sat_after_probes;
    std::uint64_t conflicts = tuning_of(options).sat_first_conflicts;
    if (search.run(turn) == Search::Progress::Finished) return;
    const auto open = static_cast<std::size_t>(
        std::count(result.deduced.cells().begin(), result.deduced.cells().end(), Cell::Unknown));
    const Guide guide = guide_for(open, options);
    // On small boards coarse decimation comes before the SAT solver is made: where it reaches a
    // whole picture, that picture and its 2x2 swaps settled every such tournament puzzle (280
    // of the 1332 that guess), and the SAT solver is not made at all (loading it, the formula
    // and its first turn cost a 25x25 board 7-8 ms; those 1332 puzzles 57.81 -> 55.65 s, the
    // other 1052 on the same path as before: docs/performance.md, "Decimation before the SAT
    // solver"). Where they do not settle it, the turns go on as before, with these cells for
    // the guided turn. Not once the search has a picture: the SAT solver's first turn then
    // mostly proves it the only one (webpbn Forever, 90 conflicts), and decimation, reaching
    // that same picture, cost Forever 4 ms (0.029 -> 0.033 s).
    std::vector<std::pair<std::size_t, bool>> coarse;
    const bool coarse_first = turn > 0 && guide == Guide::CoarseDecimation && result.solution_count == 0;
    if (coarse_first) {
        coarse = coarse_decimated_cells(puzzle, result.deduced, board.limits(), result.stats, options);
        if (open > 0 && coarse.size() == open && settled_by_picture(coarse, known, board, puzzle, options, result))
            return;
    }
    SatSearch sat(puzzle, result.deduced, board.limits(), board.sat_running(), result.stats);
    bool first_turn = true;
    for (;;) {
        if (sat_turn(sat, known, board, puzzle, options, conflicts, result)) return;
        if (first_turn && turn > 0) {  // (a first turn of 0 leaves the SAT solver alone)
            const bool decimating = guide == Guide::Decimation;
            std::vector<double> ends;  // where decimation stopped
            std::vector<std::pair<std::size_t, bool>> preferred =
                decimating ? decimated_cells(puzzle, result.deduced, board.limits(), result.stats, &ends)
                : coarse_first ? std::move(coarse)
                : guide == Guide::CoarseDecimation
                    ? coarse_decimated_cells(puzzle, result.deduced, board.limits(), result.stats, options)
                    : surest_cells(puzzle, result.deduced, board);
            const bool whole = preferred.size() == open;  // (decimation reached a picture)
            sat.prefer(preferred);
            // The SAT solver's first turn with those preferences comes before the search's
            // long turn instead of after it. Puzzles with many solutions, which the search
            // does not settle within 250000 probes, are then settled by a few hundred guided
            // conflicts (tcga2023 0610, 0670, 0520, taai2011 0840: 0.11-0.16 s -> 0.04 s).
            // Measured interleaved, with 200000 probes after it as before: taai2011 53.6 ->
            // 47.1 s, tcga2023 66.0 -> 60.8 s (128 puzzles faster by over 0.1 s, 21 slower,
            // the most tcga2023 0611 0.96 -> 4.17 s), random 50x50 seeds 1-10 2.3 -> 1.4 s,
            // random 60x60 seeds 11-20 one more decided within 20 s; seeds 1-10 27.4 -> 35.8
            // s, all of it seed 7 (22140 -> 49360 conflicts: the SAT solver's path changes
            // with any change to its calls; docs/performance.md, "issue 25").
            const std::uint64_t guided = guide == Guide::OneRun ? tuning_of(options).sat_guided_conflicts
                                                                : tuning_of(options).sat_guided_conflicts_decimated;
            if (sat_turn(sat, known, board, puzzle, options, guided, result)) return;
            // Where that found no picture, the difference map looks for one, then decimation
            // checked by the SAT solver, and a guided turn confirms it. After the guided turn
            // rather than before: on random 65x65 pictures the SAT solver finds one there
            // within a few hundred conflicts where the difference map needs 11000-15000
            // iterations (seeds 3, 4, 5: 1-3 s).
            if (decimating && result.solution_count == 0) {
                preferred = difference_map_cells(puzzle, result.deduced, ends, whole, board.limits(), result.stats,
                                                 options);
                if (preferred.empty() && !whole && !board.limits().stopped())
                    preferred = checked_decimation_cells(puzzle, result.deduced, sat, board.limits(), result.stats,
                                                         options);
                if (!preferred.empty()) {
                    sat.prefer(preferred);
                    if (sat_turn(sat, known, board, puzzle, options, guided, result)) return;
                }
            }
            turn *= 4;
            conflicts = std::max({std::uint64_t{1}, turn / 4, conflicts});
            first_turn = false;
        } else {
            turn *= 2;
            conflicts *= 2;
        }
        if (search.run(result.stats.probes + result.stats.guesses + turn) == Search::Progress::Finished) return;
    }
}

// The same turns on a colour puzzle, the guided turn's preferences from colour belief
// propagation (colour_belief.hpp). It settles random 3-colour 40x40 pictures at density
// 0.4 that neither solver settled alone within 30 s (seeds 1, 4 and 8: 2.2, 2.1 and 3.2 s;
// docs/performance.md, "Colour puzzles: belief propagation").
void decide_colour(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result, TraceObserver* observer) {
    ColourBoard board(puzzle, result.stats);
    Limits limits(options);
    board.set_limits(limits);
    if (options.progress)
        limits.report_progress(options.progress, options.progress_seconds, [&board] { return board.progress(); });
    board.trace().set_observer(observer);
    const bool take_turns = options.sat && kSatSolverAvailable && options.max_solutions != 0 && options.max_nodes == 0;
    if (!take_turns) {
        ColourSearch(board, options, result).run();
        return;
    }
    KnownSolutions known(true);
    ColourSearch search(board, options, result, &known);
    std::uint64_t turn = tuning_of(options).sat_after_probes;
    std::uint64_t conflicts = tuning_of(options).sat_first_conflicts;
    if (search.run(turn) == ColourSearch::Progress::Finished) return;
    SatSearch sat(puzzle, result.deduced, board.limits(), board.sat_running(), result.stats);
    for (bool first_turn = true;; first_turn = false) {
        if (sat_turn(sat, known, board, puzzle, options, conflicts, result)) return;
        if (first_turn && turn > 0) {
            sat.prefer(surest_colours(puzzle, result.deduced, board));
            if (sat_turn(sat, known, board, puzzle, options, tuning_of(options).sat_guided_conflicts, result)) return;
            turn *= 4;
            conflicts = std::max({std::uint64_t{1}, turn / 4, conflicts});
        } else {
            turn *= 2;
            conflicts *= 2;
        }
        if (search.run(result.stats.probes + result.stats.guesses + turn) == ColourSearch::Progress::Finished) return;
    }
}

}  // namespace nono::detail
