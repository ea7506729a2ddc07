// Probing: each colour still possible in an undecided cell is tried (propagated, then undone).
// A colour that contradicts is struck off the cell; cells every trial narrows hold in every
// solution (narrowed to the union of what the trials left them); otherwise the trials' reach
// is the cell's branching score (branch.cpp). In black and white the two trials are filled,
// then empty.
#include <algorithm>
#include <bit>

#include "search.hpp"
#include "tuning.hpp"

namespace nono::detail {

namespace {
unsigned bits(Cell value) { return static_cast<unsigned>(value); }
// The colours of `set`, without std::popcount (a library call on the base x86-64).
int colours_in(unsigned set) {
    int count = 0;
    for (; set != 0; set &= set - 1) ++count;
    return count;
}
}  // namespace

template <typename Board>
typename Search<Board>::Node Search<Board>::probe_to_fixpoint(Choice& choice) {
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
        if (!Board::open(board_.cell(index))) continue;
        reuse_.note_changes();
        if (tuning_of(options_).reuse_probes && reuse_.unchanged_since_probe(index)) {
            ++result_.stats.probes_reused;
            continue;
        }
        const Probe probed = probe(index);
        if (probed == Probe::Aborted) return Node::Aborted;
        if (probed == Probe::Scored) continue;
        quiet = 0;
        if (const Node settled = node_of(board_.propagate()); settled != Node::Open) return settled;
    }
    choice = best_probed();
    return Node::Open;
}

// Inlined into probe(), so that black and white's two trials, whose `t` and `trials` are then
// constants, do no more work than before the search was generic (taai2011 0369 `--no-sat`:
// callgrind, docs/performance.md).
template <typename Board>
[[gnu::always_inline]] inline typename Search<Board>::Outcome Search<Board>::trial(std::size_t index, Cell value, int t, int trials,
                                                     std::size_t& gained) {
    const std::size_t mark = board_.trail_mark();
    ++result_.stats.probes;
    board_.trace().mute();
    board_.assign(index, value);
    const Outcome outcome = board_.propagate();
    gained = board_.trail_mark() - mark;
    if (outcome == Outcome::Consistent) {
        // This probe's stamps: the `trials` up to probe_epoch_, one a trial. A cell every
        // trial so far narrowed carries the latest's stamp and the union of their values; the
        // last trial finds the cells that union narrows (in black and white: set alike by both).
        const std::uint32_t stamp = probe_epoch_ + 1 + static_cast<std::uint32_t>(t) - static_cast<std::uint32_t>(trials);
        board_.for_each_since(mark + 1, [&](std::uint32_t cell, Cell old, Cell now) {
            reuse_.add_lines_of(cell);
            if (t == 0) {
                probe_stamp_[cell] = stamp;
                probe_value_[cell] = now;
            } else if (probe_stamp_[cell] == stamp - 1) {
                const Cell both = static_cast<Cell>(bits(probe_value_[cell]) | bits(now));
                if (t + 1 < trials) {
                    probe_stamp_[cell] = stamp;
                    probe_value_[cell] = both;
                } else if (both != old) {
                    agreed_.emplace_back(cell, both);
                }
            }
        });
    }
    board_.undo_to(mark);
    board_.trace().unmute();
    return outcome;
}

template <typename Board>
typename Search<Board>::Probe Search<Board>::probe(std::size_t index) {
    reuse_.start(index);
    const unsigned set = Board::colours_of(board_.cell(index));
    const int trials = colours_in(set);
    probe_epoch_ += static_cast<std::uint32_t>(trials);  // this probe's stamps: trial()
    agreed_.clear();
    std::size_t weakest = SIZE_MAX, strongest = 0;
    Cell deciding_less = Cell::None;
    // The colours from the highest (black and white: filled, then empty).
    int t = 0;
    for (unsigned rest = set; rest != 0; ++t) {
        const unsigned colour = std::bit_floor(rest);
        rest &= ~colour;
        const Cell value = static_cast<Cell>(colour);
        std::size_t gained = 0;
        const Outcome outcome = trial(index, value, t, trials, gained);
        if (outcome == Outcome::Aborted) return Probe::Aborted;
        const bool contradiction = outcome == Outcome::Contradiction;
        if (board_.trace().on()) board_.trace().probe(index, value, contradiction, gained, stack_.size());
        if (contradiction) {
            // Struck off; the propagation after finds out whether what is left contradicts
            // too (then the node is dead). (In black and white, when filled contradicts,
            // empty is never tried: it is simply forced.)
            ++result_.stats.probe_forced;
            board_.assign(index, static_cast<Cell>(set & ~colour));
            if (board_.trace().on()) board_.trace().forced(index, value, stack_.size());
            return Probe::Deduced;
        }
        if (gained <= weakest) {  // ties go to the later trial (black and white: empty)
            weakest = gained;
            deciding_less = value;
        }
        strongest = std::max(strongest, gained);
    }
    if (!agreed_.empty() && deduce_from_agreement(index) == Probe::Deduced) return Probe::Deduced;
    probe_score_[index] = score(weakest, strongest);
    probe_deciding_less_[index] = deciding_less;
    reuse_.record(index);
    return Probe::Scored;
}

// Every trial narrowed these cells: each holds the union of what the trials left it. Out of
// line: inlined into probe(), taai2011 0369 `--no-sat` took 26,000 more instructions (callgrind).
template <typename Board>
[[gnu::noinline]] typename Search<Board>::Probe Search<Board>::deduce_from_agreement(std::size_t index) {
    std::size_t narrowed = 0;
    for (const auto& [cell, value] : agreed_) {
        if (board_.cell(cell) == value) continue;  // (a colour cell the last trial narrowed twice)
        board_.assign(cell, value);
        ++narrowed;
    }
    if (narrowed == 0) return Probe::Scored;
    result_.stats.probe_forced += narrowed;
    if (board_.trace().on()) board_.trace().forced(index, Cell::Unknown, stack_.size());
    return Probe::Deduced;
}

// The members other files call (search.cpp); the rest are instantiated by these.
template Search<Board>::Node Search<Board>::probe_to_fixpoint(Choice&);
template Search<ColourBoard>::Node Search<ColourBoard>::probe_to_fixpoint(Choice&);
template Search<SimpsonBoard>::Node Search<SimpsonBoard>::probe_to_fixpoint(Choice&);

}  // namespace nono::detail
