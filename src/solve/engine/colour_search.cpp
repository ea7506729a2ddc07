#include "solve/engine/colour_search.hpp"

#include <algorithm>
#include <bit>

namespace nono::detail {

namespace {
unsigned bits(Cell c) { return static_cast<unsigned>(c); }
}  // namespace

ColourSearch::ColourSearch(ColourBoard& board, const SolveOptions& options, SolveResult& result,
                           KnownSolutions* known)
    : board_(board), options_(options), result_(result), known_(known),
      gain_(board.cell_count() * kMaxColours, 0) {}

ColourSearch::Node ColourSearch::settle() {
    switch (board_.propagate()) {
        case ColourBoard::Outcome::Contradiction: return Node::Dead;
        case ColourBoard::Outcome::Aborted: return Node::Aborted;
        case ColourBoard::Outcome::Consistent: break;
    }
    if (!options_.probing) return Node::Open;
    for (bool changed = true; changed && board_.undecided() > 0;) {
        changed = false;
        if (const Node node = probe_round(changed); node != Node::Open) return node;
    }
    return Node::Open;
}

// One trial per colour still possible in each undecided cell. A colour whose trial
// contradicts is struck off the cell (and the board propagated); `changed` tells whether any was.
ColourSearch::Node ColourSearch::probe_round(bool& changed) {
    const std::uint32_t depth = static_cast<std::uint32_t>(stack_.size());
    for (std::size_t index = 0; index < board_.cell_count(); ++index) {
        const unsigned set = bits(board_.cell(index));
        if (single_colour(board_.cell(index))) continue;
        for (unsigned rest = set; rest != 0; rest &= rest - 1) {
            const unsigned colour = rest & (0u - rest);
            if ((bits(board_.cell(index)) & colour) == 0) continue;  // struck off meanwhile
            if (single_colour(board_.cell(index))) break;
            ++result_.stats.probes;
            const std::size_t mark = board_.trail_mark();
            const std::size_t undecided = board_.undecided();
            board_.trace().mute();
            board_.narrow(index, static_cast<Cell>(colour));
            const ColourBoard::Outcome outcome = board_.propagate();
            const std::size_t gained = undecided - board_.undecided();
            board_.undo_to(mark);
            board_.trace().unmute();
            if (outcome == ColourBoard::Outcome::Aborted) return Node::Aborted;
            const bool contradiction = outcome == ColourBoard::Outcome::Contradiction;
            if (board_.trace().on())
                board_.trace().emit(Step::make_probe(static_cast<std::int64_t>(index), static_cast<Cell>(colour),
                                                     contradiction, gained, depth));
            gain_[index * kMaxColours + static_cast<std::size_t>(std::countr_zero(colour))] =
                static_cast<std::uint32_t>(gained);
            if (!contradiction) continue;
            changed = true;
            if (const Node node = strike_off(index, colour); node != Node::Open) return node;
        }
    }
    return Node::Open;
}

// `colour`'s trial at `index` contradicted: the cell is one of its other colours.
ColourSearch::Node ColourSearch::strike_off(std::size_t index, unsigned colour) {
    ++result_.stats.probe_forced;
    board_.narrow(index, static_cast<Cell>(bits(board_.cell(index)) & ~colour));
    if (board_.trace().on())
        board_.trace().emit(Step::make_forced(static_cast<std::int64_t>(index), static_cast<Cell>(colour),
                                              static_cast<std::uint32_t>(stack_.size())));
    switch (board_.propagate()) {
        case ColourBoard::Outcome::Contradiction: return Node::Dead;
        case ColourBoard::Outcome::Aborted: return Node::Aborted;
        case ColourBoard::Outcome::Consistent: break;
    }
    return Node::Open;
}

// The undecided cell with the fewest colours left, ties broken by the most cells its trials
// decided (a guess there settles most); the colour first tried is the one whose trial
// decided most.
ColourSearch::Choice ColourSearch::choose() const {
    Choice best{0, Cell::None};
    int best_colours = std::numeric_limits<int>::max();
    std::uint64_t best_score = 0;
    for (std::size_t index = 0; index < board_.cell_count(); ++index) {
        const unsigned set = bits(board_.cell(index));
        if (single_colour(board_.cell(index))) continue;
        const int colours = std::popcount(set);
        std::uint64_t score = 0;
        unsigned first = set & (0u - set);
        std::uint32_t first_gain = 0;
        for (unsigned rest = set; rest != 0; rest &= rest - 1) {
            const unsigned colour = rest & (0u - rest);
            const std::uint32_t gain = gain_[index * kMaxColours + static_cast<std::size_t>(std::countr_zero(colour))];
            score += gain;
            if (gain > first_gain) {
                first_gain = gain;
                first = colour;
            }
        }
        if (colours < best_colours || (colours == best_colours && score > best_score)) {
            best = {index, static_cast<Cell>(first)};
            best_colours = colours;
            best_score = score;
        }
    }
    return best;
}

void ColourSearch::record_solution() {
    if (known_ != nullptr && !known_->insert(board_.to_grid())) return;  // the SAT solver had it
    ++result_.solution_count;
    if (result_.solutions.size() < options_.keep_solutions) result_.solutions.push_back(board_.to_grid());
    if (board_.trace().on()) board_.trace().solution(result_.solution_count, stack_.size());
}

bool ColourSearch::limit_reached() {
    if (board_.limits().check()) {
        result_.stop = board_.limits().reason();
        return true;
    }
    if (options_.max_nodes > 0 && result_.stats.guesses >= options_.max_nodes) {
        result_.stop = StopReason::Nodes;
        return true;
    }
    return false;
}

void ColourSearch::guess(const Choice& choice) {
    ++result_.stats.guesses;
    stack_.push_back({board_.trail_mark(), choice.index,
                      static_cast<Cell>(bits(board_.cell(choice.index)) & ~bits(choice.colour)), false});
    result_.stats.max_depth = std::max<std::uint64_t>(result_.stats.max_depth, stack_.size());
    board_.set_depth(stack_.size());
    board_.narrow(choice.index, choice.colour);
    if (board_.trace().on()) board_.trace().guess(choice.index, choice.colour, stack_.size(), false);
}

// Undoes guesses until one has its second branch left, and takes it; false when none has.
bool ColourSearch::backtrack() {
    while (!stack_.empty()) {
        Frame& frame = stack_.back();
        board_.undo_to(frame.mark);
        ++result_.stats.backtracks;
        if (board_.trace().on()) board_.trace().backtrack(stack_.size() - 1);
        if (!frame.second_tried) {
            frame.second_tried = true;
            board_.narrow(frame.index, frame.other);
            if (board_.trace().on()) board_.trace().guess(frame.index, frame.other, stack_.size(), true);
            return true;
        }
        stack_.pop_back();
        board_.set_depth(stack_.size());
    }
    return false;
}

ColourSearch::Progress ColourSearch::run(std::uint64_t work_limit) {
    if (paused_at_) {
        if (work() >= work_limit) return Progress::Paused;
        guess(*paused_at_);
        paused_at_.reset();
    }
    bool root = !started_;
    if (!started_) board_.queue_all_lines();
    started_ = true;
    for (;;) {
        Node node = settle();
        if (node == Node::Aborted) {
            result_.stop = board_.limits().reason();
            return Progress::Finished;
        }
        if (root) {  // what holds before any guess: propagation and probing only deduce
            root = false;
            result_.deduced = board_.to_grid();
            if (node == Node::Dead) result_.contradiction_line = board_.contradiction_line();
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
            const Choice choice = choose();
            if (work() >= work_limit) {
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
