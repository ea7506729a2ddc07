#include "portfolio.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>

#include "belief.hpp"
#include "colour_belief.hpp"
#include "decimation.hpp"
#include "difference_map.hpp"
#include "known_solutions.hpp"
#include "sat_search.hpp"
#include "search.hpp"
#include "swap_solutions.hpp"
#include "tuning.hpp"

namespace nono::detail {

namespace {

// How many rounds of belief propagation to run when one round is `round_work`
// (belief_round_work): 30, fewer where 30 would be more work than on a 100x100 picture
// (about 0.4 s, scaled from 60x60), and 0 (none) where that leaves under 10.
int belief_rounds(double round_work) {
    constexpr double kMostWork = 30 * 2 * 100 * 100 * 26.0;  // 30 rounds of 100x100, 25 blocks a line
    const int rounds = static_cast<int>(std::min(30.0, kMostWork / std::max(1.0, round_work)));
    return rounds < 10 ? 0 : rounds;
}

// The open cells belief propagation is surest of (within 0.001 of certain), surest first, each with
// its likeliest value: the SAT solver looks for a picture with these first (SatSearch::prefer). 30
// rounds: on random 60x60 seed 3 the 1763 cells it is that sure of after 30 rounds are all right
// (0.09 s). With them, random 60x60 seeds 1-10 all decided in 21.3 s (8 before, in 29.9 s) and the
// tournament sets took 57.4 and 64.3 s (70.4 and 78.7 before). In colour (colour_belief.hpp) they
// settle random 3-colour 40x40 pictures at density 0.4 that neither solver settled alone within 30
// s (seeds 1, 4 and 8: 2.2, 2.1 and 3.2 s; docs/performance.md, "Colour puzzles: belief
// propagation"). The rounds are bounded by belief_rounds (a round's work grows with the colours);
// the board's limits are checked after every line.
template <typename AnyBoard>
PreferredCells surest_cells(const Puzzle& puzzle, const Grid& root, AnyBoard& board) {
    using Propagation = std::conditional_t<std::is_same_v<AnyBoard, Board>, BeliefPropagation, ColourBeliefPropagation>;
    const int rounds = belief_rounds(belief_round_work(puzzle) * colour_count(puzzle) / 2);
    if (rounds == 0) return {};
    const std::vector<double> belief =
        fresh_beliefs<Propagation>(puzzle, root.cells(), rounds, [&board] { return board.limits().check(); });
    if (belief.empty()) return {};
    const std::size_t values = belief.size() / root.cells().size();
    std::vector<std::tuple<double, std::size_t, Cell>> ranked;
    for (std::size_t index = 0; index < root.cells().size(); ++index) {
        if (!AnyBoard::open(root.cells()[index])) continue;
        const double* p = &belief[index * values];
        if constexpr (std::is_same_v<AnyBoard, Board>) {  // p: the probability of being filled
            const double certainty = std::fabs(*p - 0.5);
            if (certainty > 0.499) ranked.emplace_back(-certainty, index, *p > 0.5 ? Cell::Filled : Cell::Empty);
        } else {  // each colour's: the likeliest
            const auto likeliest = static_cast<int>(std::max_element(p, p + values) - p);
            if (p[likeliest] > 0.999) ranked.emplace_back(-p[likeliest], index, colour_cell(likeliest));
        }
    }
    std::sort(ranked.begin(), ranked.end());
    PreferredCells cells;
    for (const auto& [certainty, index, value] : ranked) cells.emplace_back(index, value);
    return cells;
}

// Where the guided turn's preferred cells come from, by how many cells the root leaves `open`
// (EngineTuning: coarse_decimation_below_cells or its colour form, decimate_from_cells).
enum class Guide {
    // Decimation in coarse steps (10% of the open cells a step, 3 rounds of belief propagation
    // after each, at most 3 back-ups: EngineTuning::coarse_decimation_share and the two after
    // it). On the tournament puzzles over 2x slower than FastNonogramSolver, all with several
    // solutions, it reaches a whole picture before the guided turn (tcga2023 0984: 9454 -> 208
    // conflicts, 0.56 -> 0.06 s), and the tournament sets took 0.48 -> 0.29 of its CPU. The
    // steps are coarse so that it costs a 25x25 board a few milliseconds: in the large boards'
    // steps (0.5%, 20 back-ups) it cost up to 0.3 s (tcga2023 0612: 0.06 -> 0.31 s). Random
    // 50x50 and 60x60 pictures were slower with it (60x60 seeds 1-10 15.2 -> 21.3 s, seed 7
    // 1.7 -> 13.9 s), hence the bound (docs/performance-history.md, "Decimation on small boards").
    // A colour puzzle whose guided turn on these cells finds no picture goes on to the
    // difference map (from where coarse decimation stopped) and checked decimation, as after
    // fine decimation (black and white goes on to its long turns): random 2-colour 60x60
    // pictures at density 0.5, seeds 1 and 2, stopped in the SAT solver's long turn at 10 s
    // and were decided in 5.3-5.4 s by checked decimation (docs/performance.md, "Colour targets").
    CoarseDecimation,
    // One run of belief propagation's surest cells (surest_cells).
    OneRun,
    // Decimation in fine steps (decimation.hpp), and the difference map after it: on random
    // 70x70 seeds 5 and 7, undecided at 60 s with the one run, decimation's cells make the
    // guided turn find a picture at once (0.7 and 1.1 s in all; docs/performance-history.md, "Larger
    // random pictures").
    Decimation,
};

// The depth-first search and the SAT solver taking turns on one puzzle, with the turn state
// (the two solvers, the solutions known to either, the budgets, the guide) held here.
template <typename AnyBoard>
class Portfolio {
public:
    Portfolio(const Puzzle& puzzle, AnyBoard& board, const SolveOptions& options, SolveResult& result)
        : puzzle_(puzzle), board_(board), options_(options), tuning_(tuning_of(options)), result_(result),
          known_(is_colour_puzzle(puzzle)), search_(board, options, result, &known_),
          turn_(tuning_.sat_after_probes), conflicts_(tuning_.sat_first_conflicts) {}

    void run();

private:
    static constexpr bool kColour = std::is_same_v<AnyBoard, ColourBoard>;

    Guide guide() const;
    bool count_found_picture(const Grid& picture);
    bool sat_turn(std::uint64_t conflicts);
    // SolveOptions::max_conflicts: `end` (a count of conflicts to stop a turn at) within it,
    // and whether it has been reached (result.stop is then set).
    std::uint64_t conflicts_end(std::uint64_t end) const {
        return options_.max_conflicts == 0 ? end : std::min(end, options_.max_conflicts);
    }
    bool conflict_limit_reached() {
        if (options_.max_conflicts == 0 || result_.stats.sat_conflicts < options_.max_conflicts) return false;
        result_.stop = StopReason::Conflicts;
        return true;
    }
    bool guided_turns(PreferredCells coarse, bool coarse_first);
    bool decimation_turns(const std::vector<double>& ends, bool whole, std::uint64_t guided);
    PreferredCells coarse_decimated_cells();
    bool settled_by_picture(const PreferredCells& cells);
    PreferredCells difference_map_cells(const std::vector<double>& ends, bool whole);
    PreferredCells checked_decimation_cells();
    Grid with_cells(const PreferredCells& cells) const;
    PreferredCells open_cells_of(const Grid& picture) const;

    const Puzzle& puzzle_;
    AnyBoard& board_;
    const SolveOptions& options_;
    const EngineTuning& tuning_;
    SolveResult& result_;
    KnownSolutions known_;
    Search<AnyBoard> search_;
    std::optional<SatSearch> sat_;  // made after the search's first turn, when needed
    std::uint64_t turn_;            // the search's next turn, in probes and guesses
    std::uint64_t conflicts_;       // the SAT solver's next turn, in conflicts
    std::size_t open_ = 0;          // cells the root's board left open
    std::vector<double> ends_;      // where decimation stopped (colour: coarse decimation too)
    Guide guide_ = Guide::OneRun;
};

// The same for both domains: colour decimates over colour belief propagation (decimation.hpp)
// and has the difference map too (difference_map.hpp), on a budget of its own. Coarse
// decimation before the SAT solver took random 3-colour 40x40 pictures at density 0.40, seeds
// 1-10, from 24.8 to 15.4 s (same run, 9 decided within 5 s in both; docs/performance.md,
// "Colour targets").
template <typename AnyBoard>
Guide Portfolio<AnyBoard>::guide() const {
    if (open_ >= tuning_.decimate_from_cells) return Guide::Decimation;
    const std::size_t coarse_below =
        kColour ? tuning_.colour_coarse_decimation_below_cells : tuning_.coarse_decimation_below_cells;
    return open_ < coarse_below ? Guide::CoarseDecimation : Guide::OneRun;
}

template <typename AnyBoard>
void Portfolio<AnyBoard>::run() {
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
    if (search_.run(turn_) == Search<AnyBoard>::Progress::Finished) return;
    const std::vector<Cell>& root = result_.deduced.cells();
    open_ = static_cast<std::size_t>(std::count_if(root.begin(), root.end(), [](Cell c) { return AnyBoard::open(c); }));
    guide_ = guide();
    // On small boards coarse decimation comes before the SAT solver is made: where it reaches a
    // whole picture, that picture and its 2x2 swaps settled every such tournament puzzle (280
    // of the 1332 that guess), and the SAT solver is not made at all (loading it, the formula
    // and its first turn cost a 25x25 board 7-8 ms; those 1332 puzzles 57.81 -> 55.65 s, the
    // other 1052 on the same path as before: docs/performance-history.md, "Decimation before the SAT
    // solver"). Where they do not settle it, the turns go on as before, with these cells for
    // the guided turn. Not once the search has a picture: the SAT solver's first turn then
    // mostly proves it the only one (webpbn Forever, 90 conflicts), and decimation, reaching
    // that same picture, cost Forever 4 ms (0.029 -> 0.033 s).
    PreferredCells coarse;
    const bool coarse_first = turn_ > 0 && guide_ == Guide::CoarseDecimation && result_.solution_count == 0;
    if (coarse_first) {
        coarse = coarse_decimated_cells();
        if (open_ > 0 && coarse.size() == open_ && settled_by_picture(coarse)) return;
    }
    sat_.emplace(puzzle_, result_.deduced, board_.limits(), board_.sat_running(), result_.stats);
    for (bool first_turn = true;; first_turn = false) {
        if (sat_turn(conflicts_)) return;
        if (first_turn && turn_ > 0) {  // (a first turn of 0 leaves the SAT solver alone)
            if (guided_turns(std::move(coarse), coarse_first)) return;
            turn_ *= 4;
            conflicts_ = std::max({std::uint64_t{1}, turn_ / 4, conflicts_});
        } else {
            turn_ *= 2;
            conflicts_ *= 2;
        }
        if (search_.run(result_.stats.probes + result_.stats.guesses + turn_) == Search<AnyBoard>::Progress::Finished)
            return;
    }
}

// The SAT solver's guided turn after its first: preferred cells from the guide (`coarse`
// when they were made before the SAT solver), then, after decimation (colour: after coarse
// decimation too), the difference map's and checked decimation's pictures. True when that
// settles the answer.
template <typename AnyBoard>
bool Portfolio<AnyBoard>::guided_turns(PreferredCells coarse, bool coarse_first) {
    const bool decimating = guide_ == Guide::Decimation;
    PreferredCells preferred =
        decimating ? decimated_cells(puzzle_, result_.deduced, board_.limits(), result_.stats, &ends_)
        : coarse_first                        ? std::move(coarse)
        : guide_ == Guide::CoarseDecimation ? coarse_decimated_cells()
                                              : surest_cells(puzzle_, result_.deduced, board_);
    const bool whole = preferred.size() == open_;  // (decimation reached a picture)
    sat_->prefer(preferred);
    // The SAT solver's first turn with those preferences comes before the search's
    // long turn instead of after it. Puzzles with many solutions, which the search
    // does not settle within 250000 probes, are then settled by a few hundred guided
    // conflicts (tcga2023 0610, 0670, 0520, taai2011 0840: 0.11-0.16 s -> 0.04 s).
    // Measured interleaved, with 200000 probes after it as before: taai2011 53.6 ->
    // 47.1 s, tcga2023 66.0 -> 60.8 s (128 puzzles faster by over 0.1 s, 21 slower,
    // the most tcga2023 0611 0.96 -> 4.17 s), random 50x50 seeds 1-10 2.3 -> 1.4 s,
    // random 60x60 seeds 11-20 one more decided within 20 s; seeds 1-10 27.4 -> 35.8
    // s, all of it seed 7 (22140 -> 49360 conflicts: the SAT solver's path changes
    // with any change to its calls; docs/performance-history.md, "issue 25").
    const std::uint64_t guided =
        guide_ == Guide::OneRun ? tuning_.sat_guided_conflicts : tuning_.sat_guided_conflicts_decimated;
    if (sat_turn(guided)) return true;
    // Colour goes on to the difference map and checked decimation after coarse steps too
    // (Guide::CoarseDecimation).
    const bool checked_after_coarse = kColour && guide_ == Guide::CoarseDecimation;
    return (decimating || checked_after_coarse) && result_.solution_count == 0 && decimation_turns(ends_, whole, guided);
}

// Where that found no picture, the difference map looks for one, then decimation
// checked by the SAT solver, and a guided turn confirms it. After the guided turn
// rather than before: on random 65x65 pictures the SAT solver finds one there
// within a few hundred conflicts where the difference map needs 11000-15000
// iterations (seeds 3, 4, 5: 1-3 s).
template <typename AnyBoard>
bool Portfolio<AnyBoard>::decimation_turns(const std::vector<double>& ends, bool whole, std::uint64_t guided) {
    PreferredCells preferred = difference_map_cells(ends, whole);
    if (preferred.empty() && !whole && !board_.limits().stopped()) preferred = checked_decimation_cells();
    if (preferred.empty()) return false;
    sat_->prefer(preferred);
    return sat_turn(guided);
}

// A picture found beside the depth-first search (by the SAT solver, or by decimation), not
// known before: counted, with its 2x2 swaps. True when that settles
// the answer (result.stop is then set).
template <typename AnyBoard>
bool Portfolio<AnyBoard>::count_found_picture(const Grid& picture) {
    ++result_.solution_count;
    if (board_.trace().on())
        board_.trace().solution_elsewhere(picture, board_.cells(), result_.solution_count, board_.depth());
    if (result_.solutions.size() < options_.keep_solutions) result_.solutions.push_back(picture);
    if (result_.solution_count >= options_.max_solutions ||
        count_swap_solutions(puzzle_, picture, known_, options_, result_, board_.trace(), board_.cells(),
                             board_.depth())) {
        result_.stop = StopReason::Solutions;
        return true;
    }
    return false;
}

// One turn of the SAT solver: what it finds is counted unless the depth-first search had
// it already. True when this settles the answer, or when SolveOptions::max_conflicts were
// spent (result.stop is then set).
template <typename AnyBoard>
bool Portfolio<AnyBoard>::sat_turn(std::uint64_t conflicts) {
    const std::uint64_t budget_end = conflicts_end(result_.stats.sat_conflicts + conflicts);
    for (;;) {
        for (const Grid& solution : known_.take_unexcluded()) sat_->exclude(solution);
        const std::uint64_t used = result_.stats.sat_conflicts;
        if (conflict_limit_reached()) return true;
        switch (sat_->next(used < budget_end ? budget_end - used : 0)) {
            case SatSearch::Answer::NoMore:
                result_.stop = StopReason::Exhausted;
                return true;
            case SatSearch::Answer::Stopped:
                result_.stop = sat_->stop_reason();
                return true;
            case SatSearch::Answer::OutOfBudget:
                return conflict_limit_reached();
            case SatSearch::Answer::Solution:
                if (!known_.insert(sat_->solution())) continue;  // excluded just below, next pass
                if (count_found_picture(sat_->solution())) return true;
                break;
        }
    }
}

// Decimation's cells in coarse steps (Guide::CoarseDecimation), within the same bound on belief
// propagation's work as the one run (belief_rounds).
template <typename AnyBoard>
PreferredCells Portfolio<AnyBoard>::coarse_decimated_cells() {
    if (belief_rounds(belief_round_work(puzzle_)) == 0) return {};
    const DecimationSteps steps{tuning_.coarse_decimation_share, tuning_.coarse_decimation_rounds,
                                tuning_.coarse_decimation_backups};
    std::vector<double>* ends = kColour ? &ends_ : nullptr;  // (the difference map's)
    return decimated_cells(puzzle_, result_.deduced, board_.limits(), result_.stats, ends, steps);
}

// The root's board with `cells` set on it.
template <typename AnyBoard>
Grid Portfolio<AnyBoard>::with_cells(const PreferredCells& cells) const {
    Grid picture = result_.deduced;
    for (const auto& [index, value] : cells) picture.cells()[index] = value;
    return picture;
}

// The cells of `picture` the root's board left open, when it is a whole picture meeting every
// clue: the guided turn's preferred cells; else none.
template <typename AnyBoard>
PreferredCells Portfolio<AnyBoard>::open_cells_of(const Grid& picture) const {
    PreferredCells cells;
    const std::vector<Cell>& root = result_.deduced.cells();
    if (picture.cells().size() != root.size() || !satisfies(puzzle_, picture)) return cells;
    for (std::size_t index = 0; index < root.size(); ++index)
        if (AnyBoard::open(root[index])) cells.emplace_back(index, picture.cells()[index]);
    return cells;
}

// Decimation reached a whole picture (`cells`, every cell the root left open): counted when it
// satisfies the clues and is new, with its 2x2 swaps. True when that settles the answer.
template <typename AnyBoard>
bool Portfolio<AnyBoard>::settled_by_picture(const PreferredCells& cells) {
    const Grid picture = with_cells(cells);
    if (!satisfies(puzzle_, picture) || !known_.insert(picture)) return false;
    ++result_.stats.decimation_pictures;
    return count_found_picture(picture);
}

// After a guided turn on decimation's cells found no picture: a picture the difference map
// reaches from where decimation stopped (`ends`, decimated_cells), as preferred cells (every
// open cell, checked against the clues; the SAT solver then confirms it at once); empty when
// decimation reached a whole picture (`whole`) or stopped, or the difference map found none.
// Random 80x80 seeds 1 and 7, undecided at 60 s with decimation's cells alone, are decided so
// (docs/performance-history.md, "Larger random pictures").
template <typename AnyBoard>
PreferredCells Portfolio<AnyBoard>::difference_map_cells(const std::vector<double>& ends, bool whole) {
    if (whole || ends.empty()) return {};
    Grid picture(puzzle_.width, puzzle_.height);
    const std::uint64_t iterations = kColour ? tuning_.colour_difference_map_iterations : tuning_.difference_map_iterations;
    picture.cells() = difference_map_picture(puzzle_, ends, iterations, board_.limits(), result_.stats);
    return open_cells_of(picture);
}

// After the difference map found no picture either: decimation again from the root, its cells
// checked by the SAT solver as it goes (DecimationCheck, SatSearch::check), until some
// picture has them all; that picture as preferred cells (every open cell, checked against the
// clues), or none when the checks' budget ran out first (EngineTuning::checked_decimation_*).
// Random 80x80 seed 3, undecided at 60 s before, is decided so (docs/performance-history.md, "Larger
// random pictures").
template <typename AnyBoard>
PreferredCells Portfolio<AnyBoard>::checked_decimation_cells() {
    if (tuning_.checked_decimation_conflicts == 0) return {};
    SolveStats& stats = result_.stats;
    const std::uint64_t budget_end = stats.sat_conflicts + tuning_.checked_decimation_conflicts;
    const std::uint64_t per_call =
        kColour ? tuning_.colour_checked_decimation_call_conflicts : tuning_.checked_decimation_call_conflicts;
    bool found = false;  // (a Picture answer ends decimation)
    const auto check = [&](const PreferredCells& cells, std::size_t& refuted_length) {
        if (stats.sat_conflicts >= conflicts_end(budget_end)) return CellsCheck::Stopped;
        // (a call within max_conflicts too; the guided turn after it then stops there)
        const std::uint64_t call = conflicts_end(stats.sat_conflicts + per_call) - stats.sat_conflicts;
        const CellsCheck answer = sat_->check(cells, call, refuted_length);
        found = answer == CellsCheck::Picture;
        return answer;
    };
    const DecimationCheck checked{check, std::max(1, tuning_.checked_decimation_every)};
    const PreferredCells fixed = decimated_cells(puzzle_, result_.deduced, board_.limits(), stats, nullptr,
                                                 {.most_backups = tuning_.checked_decimation_backups}, &checked);
    // The check's picture, or decimation's own when line solving completed the board (after a
    // refutation's back-up, before the next check).
    return open_cells_of(found ? sat_->solution() : with_cells(fixed));
}

}  // namespace

template <typename AnyBoard>
void decide(const Puzzle& puzzle, AnyBoard& board, const SolveOptions& options, SolveResult& result) {
    // Under a node limit the SAT solver's turns need a limit of their own (max_conflicts), or
    // its work would be unbounded: without one the search works alone.
    const bool bounded = options.max_nodes == 0 || options.max_conflicts != 0;
    const bool take_turns = options.sat && kSatSolverAvailable && options.max_solutions != 0 && bounded;
    if (take_turns) Portfolio<AnyBoard>(puzzle, board, options, result).run();
    else Search(board, options, result).run();
}

template void decide(const Puzzle&, Board&, const SolveOptions&, SolveResult&);
template void decide(const Puzzle&, ColourBoard&, const SolveOptions&, SolveResult&);

}  // namespace nono::detail
