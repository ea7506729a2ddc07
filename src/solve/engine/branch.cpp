// The branching rule: which cell the search guesses when probing is at its fixpoint, and
// which of its colours it tries first. (Other scores, and restarts cycling through them, were
// measured and not kept: docs/performance-history.md, "Restarts of the search" and issue 25's "Second
// solutions by 2x2 swaps"; the restarts kept, FastNonogramSolver's, are in search.cpp.)
#include <algorithm>
#include <bit>
#include <cmath>

#include "search.hpp"
#include "tuning.hpp"

namespace nono::detail {

template <typename Board>
std::uint64_t Search<Board>::score(std::size_t weakest, std::size_t strongest) const {
    // LalaFrogKK's score (the TAAI tournament champion's, as FastNonogramSolver has it): the
    // weaker trial's gain, plus a bonus growing with the logarithm of how unequal the two
    // are, so a cell that settles much on one side still ranks well. Scaled to an integer
    // (1/1024 steps) and never 0, which best_probed reads as "no score". It replaced the
    // product (g0 + 1)(g1 + 1), which prefers evenly splitting cells (issue 25;
    // docs/performance-history.md, "Second solutions by 2x2 swaps, and LalaFrogKK's branching score").
    // With more than two colours: the weakest trial and the spread to the strongest.
    const double weaker = static_cast<double>(weakest);
    const double unequal = static_cast<double>(strongest - weakest);
    return static_cast<std::uint64_t>(1024.0 * (weaker + 1.85 * std::log(1.0 + unequal))) + 1;
}

template <typename Board>
Cell Search<Board>::first_value(std::size_t cell) const {
    // With restarts, empty (the lowest colour left) first in even runs and filled (the highest)
    // first in odd ones, whatever the probe found (FastNonogramSolver's order; search.cpp has
    // the figures). Decided here, at the guess, not when the cell was probed: a probe reused
    // across a restart would carry the order of the run that made it.
    if (restarts_) {
        const unsigned set = static_cast<unsigned>(board_.cell(cell));
        return static_cast<Cell>(restarts_made_ % 2 == 0 ? set & (0u - set) : std::bit_floor(set));
    }
    // Otherwise the colour whose trial decided least: it rules out fewer pictures, so a
    // solution is likelier below it (measured faster on random 30x30..40x40, without restarts).
    return probe_deciding_less_[cell];
}

template <typename Board>
double Search<Board>::noise() {
    noise_state_ ^= noise_state_ << 13;
    noise_state_ ^= noise_state_ >> 7;
    noise_state_ ^= noise_state_ << 17;
    return static_cast<double>(noise_state_ >> 11) * 0x1.0p-53;
}

template <typename Board>
typename Search<Board>::Choice Search<Board>::best_probed() {
    // The cell with the best score; ties go to the lowest index, as a pass in order would.
    // From the third run of a restarting search on, the scores are shaken (restart_noise).
    Choice choice;
    std::uint64_t best_score = 0;
    const double shake = restarts_ && restarts_made_ >= 2 ? tuning_of(options_).restart_noise : 0.0;
    for (std::size_t index = 0; index < board_.cell_count(); ++index) {
        if (!Board::open(board_.cell(index))) continue;
        std::uint64_t score = probe_score_[index];
        if (shake > 0) score = static_cast<std::uint64_t>(static_cast<double>(score) * (1.0 + shake * noise()));
        if (score <= best_score) continue;
        best_score = score;
        choice = {index, Cell::Unknown, true};
    }
    if (choice.found) choice.first = first_value(choice.index);
    return choice;
}

template <typename Board>
typename Search<Board>::Choice Search<Board>::choose_without_probing() const {
    // The first undecided cell of the row with the fewest undecided cells: a short row has
    // few arrangements, so guessing there prunes fastest. Its highest colour first (filled).
    Choice choice;
    int best = board_.width() + 1;
    for (int row = 0; row < board_.height(); ++row) {
        int open = 0;
        std::size_t first_open = 0;
        for (int column = 0; column < board_.width(); ++column) {
            const std::size_t index = static_cast<std::size_t>(row) * board_.width() + column;
            if (Board::open(board_.cell(index)) && open++ == 0) first_open = index;
        }
        if (open > 0 && open < best) {
            best = open;
            choice = {first_open, static_cast<Cell>(std::bit_floor(static_cast<unsigned>(board_.cell(first_open)))),
                      true};
        }
    }
    return choice;
}

// The members other files call (probe.cpp, search.cpp); the rest are instantiated by these.
#define NONO_BRANCH_MEMBERS(B)                                               \
    template std::uint64_t Search<B>::score(std::size_t, std::size_t) const;  \
    template Search<B>::Choice Search<B>::best_probed();                      \
    template Search<B>::Choice Search<B>::choose_without_probing() const;
NONO_BRANCH_MEMBERS(Board)
NONO_BRANCH_MEMBERS(ColourBoard)
NONO_BRANCH_MEMBERS(SimpsonBoard)
#undef NONO_BRANCH_MEMBERS

}  // namespace nono::detail
