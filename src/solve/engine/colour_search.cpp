#include "solve/engine/colour_search.hpp"

#include <bit>
#include <chrono>
#include <limits>

#include "solve/engine/colour_board.hpp"

namespace nono::detail {

namespace {

unsigned bits(Cell c) { return static_cast<unsigned>(c); }

class ColourSearch {
public:
    ColourSearch(ColourBoard& board, const SolveOptions& options, SolveResult& result)
        : board_(board), options_(options), result_(result),
          gain_(board.cell_count() * kMaxColours, 0) {}

    void run();
    std::size_t depth() const { return stack_.size(); }  // guesses in force

private:
    enum class Node { Open, Dead, Aborted };
    struct Choice {
        std::size_t index;
        Cell colour;  // tried first
    };
    struct Frame {
        std::size_t mark;   // the trail before the guess
        std::size_t index;
        Cell other;         // the colours left for the second branch
        bool second_tried;
    };

    Node settle();
    Node probe_round(bool& changed);
    Choice choose() const;
    bool backtrack();  // false when the tree is exhausted
    void record_solution();
    bool stop(StopReason reason) {
        result_.stop = reason;
        return true;
    }
    bool limit_reached();

    ColourBoard& board_;
    const SolveOptions& options_;
    SolveResult& result_;
    std::vector<Frame> stack_;
    // Per cell and colour: cells its latest trial decided (the branching score).
    std::vector<std::uint32_t> gain_;
};

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
            board_.narrow(index, static_cast<Cell>(colour));
            const ColourBoard::Outcome outcome = board_.propagate();
            const std::size_t gained = undecided - board_.undecided();
            board_.undo_to(mark);
            if (outcome == ColourBoard::Outcome::Aborted) return Node::Aborted;
            gain_[index * kMaxColours + static_cast<std::size_t>(std::countr_zero(colour))] =
                static_cast<std::uint32_t>(gained);
            if (outcome == ColourBoard::Outcome::Consistent) continue;
            ++result_.stats.probe_forced;
            changed = true;
            board_.narrow(index, static_cast<Cell>(bits(board_.cell(index)) & ~colour));
            switch (board_.propagate()) {
                case ColourBoard::Outcome::Contradiction: return Node::Dead;
                case ColourBoard::Outcome::Aborted: return Node::Aborted;
                case ColourBoard::Outcome::Consistent: break;
            }
        }
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
    ++result_.solution_count;
    if (result_.solutions.size() < options_.keep_solutions) result_.solutions.push_back(board_.to_grid());
}

bool ColourSearch::limit_reached() {
    if (board_.limits().check()) return stop(board_.limits().reason());
    if (options_.max_nodes > 0 && result_.stats.guesses >= options_.max_nodes) return stop(StopReason::Nodes);
    return false;
}

// Undoes guesses until one has its second branch left, and takes it; false when none has.
bool ColourSearch::backtrack() {
    while (!stack_.empty()) {
        Frame& frame = stack_.back();
        board_.undo_to(frame.mark);
        ++result_.stats.backtracks;
        if (!frame.second_tried) {
            frame.second_tried = true;
            board_.narrow(frame.index, frame.other);
            return true;
        }
        stack_.pop_back();
    }
    return false;
}

void ColourSearch::run() {
    result_.stop = StopReason::Exhausted;
    bool root = true;
    for (;;) {
        const Node node = settle();
        if (node == Node::Aborted) {
            result_.stop = board_.limits().reason();
            return;
        }
        if (root) {
            root = false;
            result_.deduced = board_.to_grid();
            if (node == Node::Dead) result_.contradiction_line = board_.contradiction_line();
        }
        if (node == Node::Open && board_.undecided() == 0) {
            record_solution();
            if (options_.max_solutions != 0 && result_.solution_count >= options_.max_solutions) {
                result_.stop = StopReason::Solutions;
                return;
            }
        } else if (node == Node::Open) {
            if (limit_reached()) return;
            const Choice choice = choose();
            ++result_.stats.guesses;
            stack_.push_back({board_.trail_mark(), choice.index,
                              static_cast<Cell>(bits(board_.cell(choice.index)) & ~bits(choice.colour)), false});
            result_.stats.max_depth = std::max<std::uint64_t>(result_.stats.max_depth, stack_.size());
            board_.narrow(choice.index, choice.colour);
            continue;
        }
        if (!backtrack()) return;
    }
}

}  // namespace

void decide_colour(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result) {
    Limits limits(options);
    ColourBoard board(puzzle, result.stats);
    board.set_limits(limits);
    board.queue_all_lines();
    ColourSearch search(board, options, result);
    if (options.progress)
        limits.report_progress(options.progress, options.progress_seconds,
                               [&board, &search] { return board.progress(search.depth()); });
    search.run();
}

}  // namespace nono::detail
