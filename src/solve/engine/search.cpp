// The depth-first search: propagate, probe, guess the chosen cell, and on a dead end undo to
// the last guess and try its other value. Iterative (an explicit stack of guesses), and
// pausable between guesses so the portfolio can hand over to the SAT solver.
#include "search.hpp"

#include <algorithm>

#include "swap_solutions.hpp"
#include "tuning.hpp"

namespace nono::detail {

namespace {

// The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ... (its `run`-th term, from
// 0): the restart lengths that are within a constant factor of the best fixed length
// whatever the distribution of run times (Luby, Sinclair and Zuckerman 1993).
std::uint64_t luby(std::uint64_t run) {
    std::uint64_t size = 1, power = 0;
    while (size < run + 1) {
        ++power;
        size = 2 * size + 1;
    }
    while (size - 1 != run) {
        size = (size - 1) / 2;
        --power;
        run %= size;
    }
    return std::uint64_t{1} << power;
}
}  // namespace

template <typename Board>
Search<Board>::Search(Board& board, const SolveOptions& options, SolveResult& result, KnownSolutions* known)
    : board_(board), options_(options), result_(result), known_(known),
      reuse_(board),
      restarts_(known != nullptr && tuning_of(options).restart_unit != 0) {}

template <typename Board>
bool Search<Board>::limit_reached() {
    if (board_.limits().stopped()) {
        result_.stop = board_.limits().reason();
        return true;
    }
    return node_limit_reached(options_, result_);
}

template <typename Board>
void Search<Board>::record_solution() {
    const Grid solution = board_.to_grid();
    if (known_ != nullptr && !known_->insert(solution)) return;  // the other search had it
    ++result_.solution_count;
    if (result_.solutions.size() < options_.keep_solutions) result_.solutions.push_back(solution);
    if (board_.trace().on()) board_.trace().solution(result_.solution_count, stack_.size());
    // Taking turns, a second picture is often a 2x2 swap of this one: counted now, it spares
    // the search (and the SAT solver) proving it (issue 25). Not when no guess led here: the
    // root's propagation forced every cell, so the picture is the only one, and the check
    // would cost a line-solvable puzzle a fifth of its instructions (webpbn-16: 386K of 1.8M).
    if (known_ != nullptr && !stack_.empty())
        count_swap_solutions(board_.puzzle(), solution, *known_, options_, result_, board_.trace(), board_.cells(),
                             stack_.size());
}

// Restarts (issue 25). The tournament puzzles on which nono was over 50 ms and more than 2x
// slower than FastNonogramSolver went from 52 + 55 to 12 + 15 (taai2011, tcga2023; 15 + 22 with
// 100 x Luby guesses), the whole sets staying at 0.44 / 0.46 of its CPU. 100 beat 30, 50 and
// 300, and 150 beat 100 and 200 in two paired runs; the noise helped (docs/performance.md,
// "Against FastNonogramSolver"). With the schedule re-fitted (a first search turn of 75000,
// a guided SAT turn of 500 conflicts), 200 x Luby: on the 1332 puzzles that guess, in one
// run beside FastNonogramSolver, 10 over 2x against 27 with the old unit and schedule (150,
// 200, 250 and 300 were simulated from each one's search alone first).
// The value order does most of it: on taai2011 0758 empty first finds a picture in 42
// guesses where the old order needed 399 and three SAT calls. Empty first alone, without
// restarts, was as good on the puzzles where nono was slowest and worse on the rest.
template <typename Board>
bool Search<Board>::restart_due() const {
    return restarts_ && !stack_.empty() &&
           run_guesses_ >= tuning_of(options_).restart_unit * luby(restarts_made_);
}

template <typename Board>
void Search<Board>::restart() {
    reuse_.undo_to(stack_.front().trail_mark);
    stack_.clear();
    board_.set_depth(0);
    if (board_.trace().on()) board_.trace().backtrack(0);
    ++restarts_made_;
    ++result_.stats.restarts;
    run_guesses_ = 0;
}

template <typename Board>
bool Search<Board>::backtrack() {
    while (!stack_.empty()) {
        Frame& frame = stack_.back();
        reuse_.undo_to(frame.trail_mark);
        ++result_.stats.backtracks;
        if (board_.trace().on()) board_.trace().backtrack(stack_.size() - 1);
        if (!frame.second_tried) {
            frame.second_tried = true;
            board_.assign(frame.index, frame.second);
            if (board_.trace().on()) board_.trace().guess(frame.index, frame.second, stack_.size(), true);
            return true;
        }
        stack_.pop_back();
        board_.set_depth(stack_.size());
    }
    return false;
}

template <typename Board>
void Search<Board>::guess(const Choice& choice) {
    ++result_.stats.guesses;
    ++run_guesses_;
    // The other branch: the cell's other colours (black and white: the other value).
    const Cell second = static_cast<Cell>(static_cast<unsigned>(board_.cell(choice.index)) & ~static_cast<unsigned>(choice.first));
    stack_.push_back({board_.trail_mark(), choice.index, second, false});
    result_.stats.max_depth = std::max<std::uint64_t>(result_.stats.max_depth, stack_.size());
    board_.set_depth(stack_.size());
    board_.assign(choice.index, choice.first);
    if (board_.trace().on()) board_.trace().guess(choice.index, choice.first, stack_.size(), false);
}

// Every node: settle it, probe, and then record a solution, guess, or backtrack.
template <typename Board>
typename Search<Board>::Progress Search<Board>::run(std::uint64_t work_limit) {
    if (paused_at_) {
        if (result_.stats.probes + result_.stats.guesses >= work_limit) return Progress::Paused;
        guess(*paused_at_);
        paused_at_.reset();
    }
    bool first_node = !started_;
    if (!started_) board_.queue_all_lines();
    started_ = true;
    for (;;) {
        Node node = node_of(board_.propagate());
        if (first_node && node == Node::Dead) result_.contradiction_line = board_.contradiction_line();
        Choice choice;
        if (node == Node::Open && board_.undecided() > 0) {
            if (options_.probing) {
                node = probe_to_fixpoint(choice);
            } else {
                choice = choose_without_probing();
            }
        }
        // What holds before any guess: propagation and probing at the root only deduce.
        if (first_node) {
            result_.deduced = board_.to_grid();
            first_node = false;
        }
        if (node == Node::Aborted) {
            limit_reached();
            return Progress::Finished;
        }
        if (node == Node::Open && board_.undecided() == 0) {
            record_solution();
            if (solution_limit_reached(options_, result_)) return Progress::Finished;
            node = Node::Dead;  // look for the next one
        }
        if (node == Node::Open) {
            if (limit_reached()) return Progress::Finished;
            if (restart_due()) {  // back to the root, which is probed again, then a new run
                restart();
                continue;
            }
            if (result_.stats.probes + result_.stats.guesses >= work_limit) {
                paused_at_ = choice;
                return Progress::Paused;
            }
            guess(choice);
            continue;
        }
        if (!backtrack()) {
            result_.stop = StopReason::Exhausted;
            return Progress::Finished;
        }
    }
}

template class Search<Board>;
template class Search<ColourBoard>;
template class Search<SimpsonBoard>;

}  // namespace nono::detail
