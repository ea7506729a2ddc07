// The branching rule: which cell the search guesses when probing is at its fixpoint, and
// which of its values it tries first. (Three other rules, tried in turn by restarts, were
// measured and not kept: docs/performance.md, "Restarts of the search".)
#include <algorithm>

#include "search.hpp"

namespace nono::detail {

std::uint64_t Search::score(std::size_t gained0, std::size_t gained1) const {
    // Both trials propagate far: the cell splits the search most evenly and deeply.
    const std::uint64_t g0 = gained0, g1 = gained1;
    return (g0 + 1) * (g1 + 1);
}

Cell Search::first_value(std::size_t gained0, std::size_t gained1) const {
    // Try first the value that decides less: it rules out fewer pictures, so a solution is
    // likelier below it (measured faster on random 30x30..40x40).
    return gained0 >= gained1 ? Cell::Empty : Cell::Filled;
}

Search::Choice Search::best_probed() const {
    // The cell whose two trials propagate furthest; ties go to the lowest index, as a pass
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
