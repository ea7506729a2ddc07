// The branching rule: which cell the search guesses when probing is at its fixpoint, and
// which of its values it tries first. (Other rules, and restarts cycling through them or
// flipping the value order, were measured and not kept: docs/performance.md, "Restarts of
// the search" and issue 25's "Second solutions by 2x2 swaps".)
#include <algorithm>
#include <cmath>

#include "search.hpp"

namespace nono::detail {

std::uint64_t Search::score(std::size_t gained0, std::size_t gained1) const {
    // LalaFrogKK's score (the TAAI tournament champion's, as FastNonogramSolver has it): the
    // weaker trial's gain, plus a bonus growing with the logarithm of how unequal the two
    // are, so a cell that settles much on one side still ranks well. Scaled to an integer
    // (1/1024 steps) and never 0, which best_probed reads as "no score". It replaced the
    // product (g0 + 1)(g1 + 1), which prefers evenly splitting cells (issue 25;
    // docs/performance.md, "Second solutions by 2x2 swaps, and LalaFrogKK's branching score").
    const double weaker = static_cast<double>(std::min(gained0, gained1));
    const double unequal = std::fabs(static_cast<double>(gained0) - static_cast<double>(gained1));
    return static_cast<std::uint64_t>(1024.0 * (weaker + 1.85 * std::log(1.0 + unequal))) + 1;
}

Cell Search::first_value(std::size_t gained0, std::size_t gained1) const {
    // Try first the value that decides less: it rules out fewer pictures, so a solution is
    // likelier below it (measured faster on random 30x30..40x40).
    return gained0 >= gained1 ? Cell::Empty : Cell::Filled;
}

Search::Choice Search::best_probed() const {
    // The cell with the best score; ties go to the lowest index, as a pass
    // in order would.
    Choice choice;
    std::uint64_t best_score = 0;
    for (std::size_t index = 0; index < board_.cell_count(); ++index) {
        if (board_.cell(index) != Cell::Unknown || probe_score_[index] <= best_score) continue;
        best_score = probe_score_[index];
        choice = {index, probe_first_[index], true};
    }
    return choice;
}

Search::Choice Search::choose_without_probing() const {
    // The first undecided cell of the row with the fewest undecided cells: a short row has
    // few arrangements, so guessing there prunes fastest.
    Choice choice;
    int best = board_.width() + 1;
    for (int row = 0; row < board_.height(); ++row) {
        int open = 0;
        std::size_t first_open = 0;
        for (int column = 0; column < board_.width(); ++column) {
            const std::size_t index = static_cast<std::size_t>(row) * board_.width() + column;
            if (board_.cell(index) == Cell::Unknown && open++ == 0) first_open = index;
        }
        if (open > 0 && open < best) {
            best = open;
            choice = {first_open, Cell::Filled, true};
        }
    }
    return choice;
}

}  // namespace nono::detail
