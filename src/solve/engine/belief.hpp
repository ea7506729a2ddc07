// Loopy belief propagation over the clues: an estimate of how likely each cell is to be
// filled, for the SAT solver to try first (portfolio.cpp). Each line's factor sums over its
// block placements by forward-backward; rows and columns exchange messages until they settle.
// On random pictures near density 0.5 the cells it is surest of are nearly always right, where
// no solver finds a picture from the bare clues (docs/performance.md). An estimate only: it
// never decides anything by itself.
#pragma once

#include <cmath>
#include <cstddef>
#include <functional>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono::detail {

// Both domains' messages stay this far from certainty, so that dividing a line's marginal by
// the weight a cell came in with (the message back leaves out what the cell said) stays
// finite; and each round's message is half the new one and half the last: without damping the
// messages of a random 60x60 picture swing between rounds instead of settling.
inline constexpr double kBeliefSurest = 1e-9;
inline constexpr double kBeliefDamping = 0.5;

// line_marginals()'s tables, kept by a caller that asks about many lines.
struct LineMarginalsWork {
    std::vector<double> empty_weight, log_prefix, by_length, forward, backward, covered;
    std::vector<std::size_t> zeros_prefix, slot, block_length;
    std::vector<const double*> block_weights;
};

// Each line's messages to its cells, kept between runs: the messages of the last run are where
// the next one starts, so after a few cells are decided (decimation.hpp) a few rounds settle
// them again. A line whose placements all vanish under the current messages keeps its
// previous messages. (colour_belief.hpp has the colour form.)
class BeliefPropagation {
public:
    explicit BeliefPropagation(const Puzzle& puzzle);
    // `rounds` more rounds of messages (rows then columns) with the cells `known` decides
    // (certain); `stop`, when given, is asked after every line: false when it said true.
    bool run(const std::vector<Cell>& known, int rounds, const std::function<bool()>& stop = {});
    // Cell `index`'s probability of being filled now (1 or 0 for a known cell), into *belief:
    // one value a cell (fresh_beliefs()).
    static constexpr std::size_t values_per_cell() { return 1; }
    void beliefs(const std::vector<Cell>& known, std::size_t index, double* belief) const;
    // An open cell's log-odds of being filled: its belief's, without rounding near certainty.
    double log_odds(std::size_t index) const {
        return std::log(from_row_[index] / (1.0 - from_row_[index])) + std::log(from_column_[index] / (1.0 - from_column_[index]));
    }

private:
    const Puzzle& puzzle_;
    // What each row and each column last told each cell: its probability of being filled.
    std::vector<double> from_row_, from_column_;
    std::vector<double> filled_, empty_, marginal_;  // one line's, reused
    LineMarginalsWork work_;
    std::vector<std::size_t> cells_;
};

// Each cell's estimates after `rounds` rounds of a fresh `Propagation`'s messages from the cells
// `known` (row-major), `values_per_cell()` a cell: BeliefPropagation's probability of being
// filled, or ColourBeliefPropagation's of each colour (entry index * K + k). Empty when
// `stop` said true.
template <typename Propagation>
std::vector<double> fresh_beliefs(const Puzzle& puzzle, const std::vector<Cell>& known, int rounds,
                                  const std::function<bool()>& stop = {}) {
    Propagation propagation(puzzle);
    if (!propagation.run(known, rounds, stop)) return {};
    const std::size_t values = propagation.values_per_cell();
    std::vector<double> belief(known.size() * values, 0.0);
    for (std::size_t index = 0; index < known.size(); ++index) propagation.beliefs(known, index, &belief[index * values]);
    return belief;
}

// The work of one round, in steps of a line's forward-backward (blocks x cells, summed over
// the lines), so that callers can bound it before they start.
double belief_round_work(const Puzzle& puzzle);

// One line's marginals: for cell i, the probability of being filled over the placements of
// `clue`, each weighted by the product of `filled[i]` or `empty[i]` over its cells. False
// (and `marginal` untouched) when no placement has weight. The tables are in `work`, reused
// from call to call.
bool line_marginals(const Clue& clue, const std::vector<double>& filled, const std::vector<double>& empty,
                    std::vector<double>& marginal, LineMarginalsWork& work);

}  // namespace nono::detail
