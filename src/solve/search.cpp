#include "search.hpp"
#include "tuning.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace nono::detail {

namespace {
Cell other(Cell value) { return value == Cell::Filled ? Cell::Empty : Cell::Filled; }

}  // namespace

Search::Search(Board& board, const SolveOptions& options, SolveResult& result, KnownSolutions* known)
    : board_(board), options_(options), result_(result), known_(known),
      probe_stamp_(board.cell_count(), 0), probe_value_(board.cell_count(), Cell::Unknown),
      probe_score_(board.cell_count(), 0), probe_first_(board.cell_count(), Cell::Filled),
      masks_(board.has_line_masks()),
      line_words_((static_cast<std::size_t>(board.width() + board.height()) + 63) / 64),
      probe_lines_(board.cell_count() * line_words_, 0), probe_signature_(board.cell_count(), 0),
      probe_recorded_(board.cell_count(), 0),
      line_stamp_(static_cast<std::size_t>(board.width() + board.height()), 0) {}

std::uint64_t Search::line_signature(std::size_t line) const {
    if (!masks_) return line_stamp_[line];
    std::uint64_t h = board_.line_filled(line) * 0x9E3779B97F4A7C15ull ^ board_.line_empty(line) * 0xC2B2AE3D27D4EB4Full ^
                      (line + 1) * 0x165667B19E3779F9ull;
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ull;
    return h ^ (h >> 29);
}

std::uint64_t Search::lines_signature(const std::uint64_t* lines) const {
    std::uint64_t sum = 0;
    for (std::size_t word = 0; word < line_words_; ++word)
        for (std::uint64_t bits = lines[word]; bits != 0; bits &= bits - 1)
            sum += line_signature(word * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
    return sum;
}

void Search::add_lines_of(std::size_t cell, std::uint64_t* lines) const {
    const std::size_t row = board_.row_line(cell), column = board_.column_line(cell);
    lines[row / 64] |= std::uint64_t{1} << (row % 64);
    lines[column / 64] |= std::uint64_t{1} << (column % 64);
}

void Search::stamp_lines_since(std::size_t mark) {
    if (masks_ || mark >= noted_mark_) return;
    ++clock_;
    board_.for_each_since(mark, [&](std::uint32_t cell, Cell) {
        line_stamp_[board_.row_line(cell)] = clock_;
        line_stamp_[board_.column_line(cell)] = clock_;
    }, noted_mark_);
}

void Search::note_changes() {
    const std::size_t end = board_.trail_mark();
    if (noted_mark_ >= end) return;
    const std::size_t from = noted_mark_;
    noted_mark_ = end;
    stamp_lines_since(from);
}

void Search::undo_to(std::size_t mark) {
    // Changes made since the last note and undone here were never seen by a probe.
    stamp_lines_since(mark);
    noted_mark_ = std::min(noted_mark_, mark);
    board_.undo_to(mark);
}

bool Search::limit_reached() {
    if (board_.aborted()) {
        result_.stop = board_.abort_reason();
        return true;
    }
    if (options_.max_nodes != 0 && result_.stats.guesses >= options_.max_nodes) {
        result_.stop = StopReason::Nodes;
        return true;
    }
    return false;
}

void Search::record_solution() {
    if (known_ != nullptr && !known_->insert(board_.to_grid())) return;  // the other search had it
    ++result_.solution_count;
    if (result_.solutions.size() < options_.keep_solutions) result_.solutions.push_back(board_.to_grid());
    if (board_.tracing()) board_.trace_solution(result_.solution_count, stack_.size());
}

void Search::trace_probe(std::size_t index, Cell value, bool contradiction, std::size_t implied) {
    Step step;
    step.kind = StepKind::Probe;
    step.cell = static_cast<std::int64_t>(index);
    step.value = value;
    step.contradiction = contradiction;
    step.count = implied;
    step.depth = static_cast<std::uint32_t>(stack_.size());
    board_.emit(step);
}

void Search::trace_forced(std::size_t index, Cell failed) {
    Step step;
    step.kind = StepKind::Forced;
    step.cell = static_cast<std::int64_t>(index);
    step.value = failed;
    step.depth = static_cast<std::uint32_t>(stack_.size());
    board_.emit(step);
}

Search::Node Search::probe_to_fixpoint(Choice& choice) {
    // Probe the undecided cells round and round until a whole round of cells has gone by
    // since the board last changed: every score is then one of the current board. (Passes
    // over all cells repeated until one proved nothing probed again, needlessly, the cells
    // after the last change of the pass before.) The branching cell is the one whose two
    // trials propagate furthest; ties go to the lowest index, as a pass in order would.
    const std::size_t cells = board_.cell_count();
    std::size_t quiet = 0;  // cells gone by since the board last changed
    for (std::size_t index = 0; quiet < cells; index = index + 1 == cells ? 0 : index + 1) {
        ++quiet;
        if (board_.cell(index) != Cell::Unknown) continue;
        std::uint64_t* lines = &probe_lines_[index * line_words_];
        note_changes();
        if (tuning_of(options_).reuse_probes && probe_recorded_[index] && lines_signature(lines) == probe_signature_[index]) {
            ++result_.stats.probes_reused;
            continue;
        }
        probe_recorded_[index] = 0;  // until this probe ends with a score
        std::fill(lines, lines + line_words_, 0);
        add_lines_of(index, lines);
        std::size_t gained[2] = {0, 0};
        Board::Outcome outcome[2] = {Board::Outcome::Consistent, Board::Outcome::Consistent};
        ++probe_epoch_;
        agreed_.clear();
        for (int trial = 0; trial < 2; ++trial) {
            const Cell value = trial == 0 ? Cell::Filled : Cell::Empty;
            const std::size_t mark = board_.trail_mark();
            ++result_.stats.probes;
            board_.mute();
            board_.assign(index, value);
            outcome[trial] = board_.propagate();
            gained[trial] = board_.trail_mark() - mark;
            if (outcome[trial] == Board::Outcome::Consistent) {
                board_.for_each_since(mark + 1, [&](std::uint32_t cell, Cell now) {
                    add_lines_of(cell, lines);
                    if (trial == 0) {
                        probe_stamp_[cell] = probe_epoch_;
                        probe_value_[cell] = now;
                    } else if (probe_stamp_[cell] == probe_epoch_ && probe_value_[cell] == now &&
                               (now == Cell::Filled || now == Cell::Empty)) {
                        agreed_.emplace_back(cell, now);
                    }
                });
            }
            board_.undo_to(mark);
            board_.unmute();
            if (outcome[trial] == Board::Outcome::Aborted) return Node::Aborted;
            if (board_.tracing())
                trace_probe(index, value, outcome[trial] == Board::Outcome::Contradiction, gained[trial]);
            if (outcome[trial] == Board::Outcome::Contradiction) break;
        }
        if (outcome[0] == Board::Outcome::Contradiction || outcome[1] == Board::Outcome::Contradiction) {
            // When Filled contradicts, Empty was never tried: it is simply forced, and the
            // propagation below finds out whether it contradicts too (then the node is dead).
            const Cell forced = outcome[0] == Board::Outcome::Contradiction ? Cell::Empty : Cell::Filled;
            ++result_.stats.probe_forced;
            board_.assign(index, forced);
            if (board_.tracing()) trace_forced(index, other(forced));
        } else if (!agreed_.empty()) {
            // Both values lead to the same cells: those cells hold in every solution.
            result_.stats.probe_forced += agreed_.size();
            for (const auto& [cell, value] : agreed_)
                if (board_.cell(cell) != value) board_.assign(cell, value);
            if (board_.tracing()) trace_forced(index, Cell::Unknown);
        } else {
            probe_score_[index] = score(index, gained[0], gained[1]);
            probe_first_[index] = first_value(gained[0], gained[1]);
            probe_signature_[index] = lines_signature(lines);
            probe_recorded_[index] = 1;
            continue;
        }
        quiet = 0;
        const Board::Outcome settled = board_.propagate();
        if (settled == Board::Outcome::Aborted) return Node::Aborted;
        if (settled == Board::Outcome::Contradiction) return Node::Dead;
    }
    choice = {};
    std::uint64_t best_score = 0;
    for (std::size_t index = 0; index < cells; ++index) {
        if (board_.cell(index) != Cell::Unknown || probe_score_[index] <= best_score) continue;
        best_score = probe_score_[index];
        choice = {index, probe_first_[index], true};
    }
    return Node::Open;
}

std::uint64_t Search::score(std::size_t index, std::size_t gained0, std::size_t gained1) const {
    const std::uint64_t g0 = gained0, g1 = gained1;
    std::uint64_t value = 0;
    switch (restarts_ % 4) {
        case 0:
        case 1: value = (g0 + 1) * (g1 + 1); break;  // both trials propagate far
        case 2: value = g0 + g1; break;
        case 3: value = std::min(g0, g1) * 65536 + std::max(g0, g1); break;  // the weaker trial
    }
    if (restarts_ < 4) return value;
    // Later rounds also break near-ties at random (a fixed hash of the round and the cell).
    std::uint64_t h = (restarts_ * 0x9E3779B97F4A7C15ull) ^ (index * 0xC2B2AE3D27D4EB4Full);
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 29;
    return value * 64 + (h & 63);
}

Cell Search::first_value(std::size_t gained0, std::size_t gained1) const {
    // Try first the value that decides less: it rules out fewer pictures, so a solution is
    // likelier below it (measured faster on random 30x30..40x40); every other rule the other.
    const bool smaller_first = restarts_ % 4 != 1;
    return (gained0 >= gained1) == smaller_first ? Cell::Empty : Cell::Filled;
}

namespace {
// Term i (from 1) of Luby's sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...
std::uint64_t luby(std::uint64_t i) {
    std::uint64_t size = 1, term = 1;  // a whole prefix of 2^k - 1 terms ends with 2^(k-1)
    while (size < i) size = 2 * size + 1, term *= 2;
    while (size != i) {
        size = (size - 1) / 2;
        term /= 2;
        if (i > size) i -= size;
    }
    return term;
}
}  // namespace

void Search::schedule_restart() {
    next_restart_ = restart_unit_ == 0 || known_ == nullptr
                        ? std::numeric_limits<std::uint64_t>::max()
                        : result_.stats.guesses + restart_unit_ * luby(restarts_ + 1);
}

void Search::restart() {
    undo_to(root_mark_);
    std::fill(probe_recorded_.begin(), probe_recorded_.end(), 0);  // the scores change with the rule
    if (board_.tracing()) board_.trace_backtrack(0);
    stack_.clear();
    board_.set_depth(0);
    paused_at_.reset();
    ++restarts_;
    schedule_restart();
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

Search::Node Search::settle() {
    const Board::Outcome outcome = board_.propagate();
    if (outcome == Board::Outcome::Aborted) return Node::Aborted;
    if (outcome == Board::Outcome::Contradiction) return Node::Dead;
    return Node::Open;
}

bool Search::backtrack() {
    while (!stack_.empty()) {
        Frame& frame = stack_.back();
        undo_to(frame.trail_mark);
        ++result_.stats.backtracks;
        if (board_.tracing()) board_.trace_backtrack(stack_.size() - 1);
        if (!frame.second_tried) {
            frame.second_tried = true;
            board_.assign(frame.index, frame.second);
            if (board_.tracing()) board_.trace_guess(frame.index, frame.second, stack_.size(), true);
            return true;
        }
        stack_.pop_back();
        board_.set_depth(stack_.size());
    }
    return false;
}

void Search::guess(const Choice& choice) {
    ++result_.stats.guesses;
    stack_.push_back({board_.trail_mark(), choice.index, other(choice.first), false});
    result_.stats.max_depth = std::max<std::uint64_t>(result_.stats.max_depth, stack_.size());
    board_.set_depth(stack_.size());
    board_.assign(choice.index, choice.first);
    if (board_.tracing()) board_.trace_guess(choice.index, choice.first, stack_.size(), false);
}

Search::Progress Search::run(std::uint64_t work_limit) {
    if (paused_at_) {
        if (result_.stats.probes + result_.stats.guesses >= work_limit) return Progress::Paused;
        guess(*paused_at_);
        paused_at_.reset();
    }
    bool first_node = !started_;
    if (!started_) board_.queue_all_lines();
    started_ = true;
    for (;;) {
        Node node = settle();
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
            root_mark_ = board_.trail_mark();
            first_node = false;
        }
        if (node == Node::Aborted) {
            limit_reached();
            return Progress::Finished;
        }
        if (node == Node::Open && board_.undecided() == 0) {
            record_solution();
            if (options_.max_solutions != 0 && result_.solution_count >= options_.max_solutions) {
                result_.stop = StopReason::Solutions;
                return Progress::Finished;
            }
            node = Node::Dead;  // look for the next one
        }
        if (node == Node::Open) {
            if (limit_reached()) return Progress::Finished;
            const std::uint64_t work = result_.stats.probes + result_.stats.guesses;
            if (result_.stats.guesses >= next_restart_ && !stack_.empty()) {
                restart();
                continue;
            }
            if (work >= work_limit) {
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

}  // namespace nono::detail
