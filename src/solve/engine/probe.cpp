// Probing: each undecided cell is tried both ways (propagated, then undone). A value that
// contradicts forces the other; cells both trials set alike hold in every solution; otherwise
// the two trials' reach is the cell's branching score (branch.cpp).
#include <algorithm>

#include "search.hpp"
#include "tuning.hpp"

namespace nono::detail {

namespace {
Cell other(Cell value) { return value == Cell::Filled ? Cell::Empty : Cell::Filled; }
}  // namespace

Search::Node Search::probe_to_fixpoint(Choice& choice) {
    // Probe the undecided cells round and round until a whole round of cells has gone by
    // since the board last changed: every score is then one of the current board. (Passes
    // over all cells repeated until one proved nothing probed again, needlessly, the cells
    // after the last change of the pass before.)
    const std::size_t cells = board_.cell_count();
    if (probe_score_.empty()) {
        // Made at the first probe, as ProbeReuse's tables are: a puzzle the root's propagation
        // settles never probes, and zeroing them cost a 30x35 one 4 pages of fresh heap.
        probe_stamp_.assign(cells, 0);
        probe_value_.assign(cells, Cell::Unknown);
        probe_score_.assign(cells, 0);
        probe_deciding_less_.assign(cells, Cell::Filled);
    }
    std::size_t quiet = 0;  // cells gone by since the board last changed
    for (std::size_t index = 0; quiet < cells; index = index + 1 == cells ? 0 : index + 1) {
        ++quiet;
        if (board_.cell(index) != Cell::Unknown) continue;
        reuse_.note_changes();
        if (tuning_of(options_).reuse_probes && reuse_.unchanged_since_probe(index)) {
            ++result_.stats.probes_reused;
            continue;
        }
        const Probe probed = probe(index);
        if (probed == Probe::Aborted) return Node::Aborted;
        if (probed == Probe::Scored) continue;
        quiet = 0;
        const Board::Outcome settled = board_.propagate();
        if (settled == Board::Outcome::Aborted) return Node::Aborted;
        if (settled == Board::Outcome::Contradiction) return Node::Dead;
    }
    choice = best_probed();
    return Node::Open;
}

Search::Probe Search::probe(std::size_t index) {
    reuse_.start(index);
    std::size_t gained[2] = {0, 0};
    Board::Outcome outcome[2] = {Board::Outcome::Consistent, Board::Outcome::Consistent};
    ++probe_epoch_;
    agreed_.clear();
    for (int t = 0; t < 2; ++t) {
        const Cell value = t == 0 ? Cell::Filled : Cell::Empty;
        outcome[t] = trial(index, value, t == 0, gained[t]);
        if (outcome[t] == Board::Outcome::Aborted) return Probe::Aborted;
        if (board_.trace().on()) trace_probe(index, value, outcome[t] == Board::Outcome::Contradiction, gained[t]);
        if (outcome[t] == Board::Outcome::Contradiction) break;
    }
    if (outcome[0] == Board::Outcome::Contradiction || outcome[1] == Board::Outcome::Contradiction) {
        // When Filled contradicts, Empty was never tried: it is simply forced, and the
        // propagation after finds out whether it contradicts too (then the node is dead).
        const Cell forced = outcome[0] == Board::Outcome::Contradiction ? Cell::Empty : Cell::Filled;
        ++result_.stats.probe_forced;
        board_.assign(index, forced);
        if (board_.trace().on()) trace_forced(index, other(forced));
        return Probe::Deduced;
    }
    if (!agreed_.empty()) {
        // Both values lead to the same cells: those cells hold in every solution.
        result_.stats.probe_forced += agreed_.size();
        for (const auto& [cell, value] : agreed_)
            if (board_.cell(cell) != value) board_.assign(cell, value);
        if (board_.trace().on()) trace_forced(index, Cell::Unknown);
        return Probe::Deduced;
    }
    probe_score_[index] = score(gained[0], gained[1]);
    probe_deciding_less_[index] = value_deciding_less(gained[0], gained[1]);
    reuse_.record(index);
    return Probe::Scored;
}

Board::Outcome Search::trial(std::size_t index, Cell value, bool first_trial, std::size_t& gained) {
    const std::size_t mark = board_.trail_mark();
    ++result_.stats.probes;
    board_.trace().mute();
    board_.assign(index, value);
    const Board::Outcome outcome = board_.propagate();
    gained = board_.trail_mark() - mark;
    if (outcome == Board::Outcome::Consistent) {
        // The first trial notes what it set; the second finds the cells both set alike.
        board_.for_each_since(mark + 1, [&](std::uint32_t cell, Cell now) {
            reuse_.add_lines_of(cell);
            if (first_trial) {
                probe_stamp_[cell] = probe_epoch_;
                probe_value_[cell] = now;
            } else if (probe_stamp_[cell] == probe_epoch_ && probe_value_[cell] == now &&
                       (now == Cell::Filled || now == Cell::Empty)) {
                agreed_.emplace_back(cell, now);
            }
        });
    }
    board_.undo_to(mark);
    board_.trace().unmute();
    return outcome;
}

void Search::trace_probe(std::size_t index, Cell value, bool contradiction, std::size_t implied) {
    board_.trace().emit(Step::make_probe(static_cast<std::int64_t>(index), value, contradiction, implied,
                                 static_cast<std::uint32_t>(stack_.size())));
}

void Search::trace_forced(std::size_t index, Cell failed) {
    board_.trace().emit(Step::make_forced(static_cast<std::int64_t>(index), failed, static_cast<std::uint32_t>(stack_.size())));
}

}  // namespace nono::detail
