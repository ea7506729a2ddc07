// Loopy belief propagation over a colour puzzle's clues: an estimate of how likely each cell
// is to be each colour, for the SAT solver to try first (portfolio.cpp, surest_cells), as
// belief.hpp does for black and white. Each line's factor sums over its coloured block
// placements by forward-backward; rows and columns exchange messages until they settle.
// An estimate only: it never decides anything by itself.
#pragma once

#include <functional>
#include <span>
#include <vector>

#include "belief.hpp"
#include "nono/puzzle.hpp"

namespace nono::detail {

// BeliefPropagation's colour form: each cell's probability of each of the
// `colour_count(puzzle)` colours (K), starting from the cells' sets in `known` (a colour
// outside a cell's set has probability 0). fresh_beliefs<ColourBeliefPropagation> gives
// them for every cell.
class ColourBeliefPropagation {
public:
    explicit ColourBeliefPropagation(const Puzzle& puzzle);
    // `rounds` more rounds with the cells' sets in `known`; false when `stop` said true.
    bool run(const std::vector<Cell>& known, int rounds, const std::function<bool()>& stop = {});
    // Cell `index`'s probability of each colour now, into belief[0 .. colours()).
    void beliefs(const std::vector<Cell>& known, std::size_t index, double* belief) const;
    std::size_t colours() const { return K_; }
    std::size_t values_per_cell() const { return K_; }

private:
    void update(int line, const std::vector<Cell>& known, const std::vector<double>& incoming,
                std::vector<double>& outgoing);

    const Puzzle& puzzle_;
    std::size_t K_;
    // What each row and each column last told each cell: entry index * K + k.
    std::vector<double> from_row_, from_column_;
    std::vector<double> weight_, marginal_;  // one line's, reused
    bool started_ = false;
};

// One line's marginals: `weight[i * K + k]` weighs cell i being colour k (k = 0 the
// background); each placement of the blocks (`clue`, their colours `colours`, a background
// cell between two blocks of one colour) weighs the product of its cells' weights. Fills
// `marginal[i * K + k]` with the probability of cell i being colour k over the placements;
// false (and `marginal` untouched) when no placement has weight.
bool colour_line_marginals(const Clue& clue, std::span<const int> colours, int K, const std::vector<double>& weight,
                           std::vector<double>& marginal);

}  // namespace nono::detail
