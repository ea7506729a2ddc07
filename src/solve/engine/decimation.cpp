#include "decimation.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "belief.hpp"
#include "board.hpp"
#include "line/bitwise_line_solver.hpp"

namespace nono::detail {

namespace {

// Belief propagation's rounds on the root's board, before the first step (as for the one-run
// preferences).
constexpr int kFirstRounds = 30;

}  // namespace

// Over 60 lines on purpose: one loop of steps, each marked in the body (ranking, fixing,
// backing up), sharing the board and the step marks.
PreferredCells decimated_cells(const Puzzle& puzzle, const Grid& root, Limits& limits, SolveStats& stats,
                              std::vector<double>* board_beliefs, const DecimationSteps& steps,
                              const DecimationCheck* checked) {
    BitwiseLineSolver line_solver;
    Board board(puzzle, line_solver, stats);
    board.set_limits(limits);
    for (std::size_t index = 0; index < root.cells().size(); ++index)
        if (root.cells()[index] != Cell::Unknown) board.assign(index, root.cells()[index]);
    const std::size_t start = board.trail_mark();
    board.queue_all_lines();
    if (board.propagate() != Board::Outcome::Consistent) return {};
    BeliefPropagation beliefs(puzzle);
    const auto stop = [&limits] { return limits.check(); };
    bool aborted = false;
    // Whether `value` survives line solving on the board as it is (left as it was).
    const auto fits = [&board, &aborted](std::size_t index, Cell value) {
        const std::size_t mark = board.trail_mark();
        board.assign(index, value);
        const Board::Outcome outcome = board.propagate();
        board.undo_to(mark);
        aborted = aborted || outcome == Board::Outcome::Aborted;
        return outcome == Board::Outcome::Consistent;
    };
    std::vector<std::pair<double, std::size_t>> ranked;
    std::vector<std::size_t> marks;  // the trail at the start of each step still on the board
    int backups = 0;
    // Back up: a cell fixed before `misfit` (which fits neither value) is wrong. Undo steps,
    // latest first, until one of its values fits; fix it there (to the one that fits, or the
    // likelier when both do), and go on from that board. False when neither fits the root's
    // board (the puzzle has no solution) or a limit stopped it.
    const auto back_up = [&](std::size_t misfit) {
        while (!marks.empty()) {
            board.undo_to(marks.back());
            marks.pop_back();
            const bool filled = fits(misfit, Cell::Filled), empty = fits(misfit, Cell::Empty);
            if (aborted) return false;
            if (!filled && !empty) continue;
            board.assign(misfit, filled && (!empty || beliefs.log_odds(misfit) > 0) ? Cell::Filled : Cell::Empty);
            board.propagate();
            return true;
        }
        return false;
    };
    // The cells fixed so far, for the check.
    PreferredCells fixed;
    const auto fixed_so_far = [&] {
        fixed.clear();
        board.for_each_since(start, [&fixed](std::size_t index, Cell, Cell value) {
            fixed.emplace_back(index, value);
        });
        return fixed;
    };
    for (int step = 0; board.undecided() > 0; ++step) {
        // Rank: the open cells by how sure belief propagation is of them (log-odds: near
        // certainty the probabilities themselves round to 1 and tie).
        if (!beliefs.run(board.cells(), step == 0 ? kFirstRounds : steps.rounds, stop)) return {};
        ranked.clear();
        for (std::size_t index = 0; index < board.cell_count(); ++index)
            if (board.cell(index) == Cell::Unknown) ranked.emplace_back(-std::fabs(beliefs.log_odds(index)), index);
        const std::size_t batch = std::clamp<std::size_t>(
            static_cast<std::size_t>(steps.share * static_cast<double>(ranked.size())), 1, ranked.size());
        std::partial_sort(ranked.begin(), ranked.begin() + static_cast<std::ptrdiff_t>(batch), ranked.end());
        // Fix: each of the surest in turn, to its likelier value, or to the other when line
        // solving refutes that one; a cell that fits neither ends the step.
        marks.push_back(board.trail_mark());
        std::size_t misfit = SIZE_MAX;
        for (std::size_t k = 0; k < batch && misfit == SIZE_MAX; ++k) {
            const std::size_t index = ranked[k].second;
            if (board.cell(index) != Cell::Unknown) continue;
            const Cell likelier = beliefs.log_odds(index) > 0 ? Cell::Filled : Cell::Empty;
            const Cell other = likelier == Cell::Filled ? Cell::Empty : Cell::Filled;
            const Cell value = fits(index, likelier) ? likelier : fits(index, other) ? other : Cell::Unknown;
            if (aborted) return {};
            if (value == Cell::Unknown) {
                misfit = index;
            } else {
                board.assign(index, value);
                board.propagate();  // (consistent: fits said so)
            }
        }
        if (misfit != SIZE_MAX) {
            if (++backups > steps.most_backups) break;
            if (!back_up(misfit)) return {};
            continue;
        }
        // Check: on a refutation, undo to the first cell found wrong and give it the other
        // value (backing up as above when that does not fit either).
        if (checked == nullptr || (step % checked->every_steps != 0 && board.undecided() > 0)) continue;
        std::size_t refuted_length = 0;
        const DecimationCheck::Answer answer = checked->check(fixed_so_far(), refuted_length);
        if (answer == DecimationCheck::Answer::Picture || answer == DecimationCheck::Answer::Stop) break;
        if (answer != DecimationCheck::Answer::Refuted || refuted_length == 0) continue;
        const auto [wrong, value] = fixed[refuted_length - 1];
        board.undo_to(start + refuted_length - 1);
        while (!marks.empty() && marks.back() > board.trail_mark()) marks.pop_back();
        const Cell other = value == Cell::Filled ? Cell::Empty : Cell::Filled;
        if (fits(wrong, other)) {
            if (marks.empty() || marks.back() != board.trail_mark()) marks.push_back(board.trail_mark());
            board.assign(wrong, other);
            board.propagate();
        } else if (aborted || !back_up(wrong)) {
            return {};
        }
    }
    if (board_beliefs != nullptr) {
        board_beliefs->resize(board.cell_count());
        for (std::size_t index = 0; index < board.cell_count(); ++index)
            (*board_beliefs)[index] = beliefs.belief(board.cells(), index);
    }
    PreferredCells cells;
    board.for_each_since(start, [&cells](std::size_t index, Cell, Cell value) {
        if (value != Cell::Unknown) cells.emplace_back(index, value);
    });
    return cells;
}

}  // namespace nono::detail
