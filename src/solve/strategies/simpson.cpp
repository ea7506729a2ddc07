// The "simpson" strategy: Steve Simpson's three-part solver. A line solver chosen by name
// (options.line_solver); his line selector, which solves the changed line with the highest
// score T = (n + 1) * sum(a) + n * (n - L - 1) first (n blocks, L the length, a the block
// lengths: lines with more and longer blocks tell more) and skips lines not changed since they
// were last solved; and a guesser that tries both values of an undecided cell, depth first.
// Exact with any sound line solver: a full grid is checked against every clue, so even the
// incomplete "fast" solver cannot let a wrong grid through. Iterative, so no stack overflow.
#include <algorithm>

#include "model/line_ref.hpp"
#include "registry.hpp"
#include "solve/engine/board.hpp"
#include "solve/limits.hpp"

namespace nono::detail {

namespace {

class SimpsonSolve {
public:
    SimpsonSolve(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result,
                 LineSolver& line_solver, TraceObserver* observer);
    void run();

private:
    struct Frame {
        std::size_t trail_mark;
        std::size_t index;
        bool second_tried;
    };
    enum class Outcome { Consistent, Contradiction, Aborted };

    Outcome propagate();
    bool solve_line(int line);  // false on a contradiction
    void mark_crossing(std::size_t index, int settled_line);
    void record_solution();
    bool backtrack();
    bool out_of_limits();

    const Puzzle& puzzle_;
    const SolveOptions& options_;
    SolveResult& result_;
    LineSolver& line_solver_;
    Board board_;
    std::vector<int> by_score_;  // line numbers, highest score first
    std::vector<char> changed_;  // per line: changed since last solved
    std::vector<Cell> buffer_;
    std::vector<Frame> stack_;
    Limits limits_;
};

SimpsonSolve::SimpsonSolve(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result,
                           LineSolver& line_solver, TraceObserver* observer)
    : puzzle_(puzzle), options_(options), result_(result), line_solver_(line_solver),
      board_(puzzle, line_solver, result.stats),
      changed_(static_cast<std::size_t>(puzzle.width + puzzle.height), 1), limits_(options) {
    board_.trace().set_observer(observer);
    std::vector<long long> score(changed_.size());
    for (int line = 0; line < line_count(puzzle); ++line) {
        const LineRef ref(puzzle, line);
        const long long n = static_cast<long long>(ref.clue().size());
        const long long length = ref.length;
        long long sum = 0;
        for (int block : ref.clue()) sum += block;
        score[line] = (n + 1) * sum + n * (n - length - 1);
        by_score_.push_back(line);
    }
    std::stable_sort(by_score_.begin(), by_score_.end(), [&](int a, int b) { return score[a] > score[b]; });
}

bool SimpsonSolve::out_of_limits() {
    // The clock and the flag are read every 64 line solves, as the engine's propagation does.
    if ((result_.stats.line_solves & 63u) != 0 || limits_.stopped()) return limits_.stopped();
    if (limits_.check()) result_.stop = limits_.reason();
    return limits_.stopped();
}

void SimpsonSolve::mark_crossing(std::size_t index, int settled_line) {
    const int row = static_cast<int>(index / static_cast<std::size_t>(puzzle_.width));
    const int column = puzzle_.height + static_cast<int>(index % static_cast<std::size_t>(puzzle_.width));
    if (row != settled_line) changed_[row] = 1;
    if (column != settled_line) changed_[column] = 1;
}

bool SimpsonSolve::solve_line(int line) {
    const LineRef ref(puzzle_, line);
    ref.read(board_.cells(), buffer_);
    ++result_.stats.line_solves;
    if (line_solver_.solve(ref.clue(), buffer_) == LineStatus::Contradiction) {
        if (stack_.empty()) result_.contradiction_line = line;  // deduction alone: no solution
        if (board_.trace().on()) board_.trace().contradiction(line);
        return false;
    }
    bool any = false;
    for (int i = 0; i < ref.length; ++i) {
        const std::size_t index = ref.cell(i);
        if (buffer_[i] == board_.cell(index)) continue;
        board_.assign(index, buffer_[i], line);
        mark_crossing(index, line);
        any = true;
    }
    if (any && board_.trace().on())
        board_.trace().emit(Step::make_line(line, line_solver_.name(), static_cast<std::uint32_t>(stack_.size())));
    return true;
}

SimpsonSolve::Outcome SimpsonSolve::propagate() {
    for (;;) {
        if (out_of_limits()) return Outcome::Aborted;
        // The changed line with the highest score; by_score_ is sorted, so the first one.
        const auto next = std::find_if(by_score_.begin(), by_score_.end(), [&](int line) { return changed_[line] != 0; });
        if (next == by_score_.end()) return Outcome::Consistent;
        changed_[*next] = 0;
        if (!solve_line(*next)) {
            std::fill(changed_.begin(), changed_.end(), 0);
            return Outcome::Contradiction;
        }
    }
}

void SimpsonSolve::record_solution() {
    ++result_.solution_count;
    if (result_.solutions.size() < options_.keep_solutions) result_.solutions.push_back(board_.to_grid());
    if (board_.trace().on()) board_.trace().solution(result_.solution_count, stack_.size());
}

// Undo to the deepest guess whose second value is untried and try it; false when none is left.
bool SimpsonSolve::backtrack() {
    while (!stack_.empty()) {
        Frame& frame = stack_.back();
        board_.undo_to(frame.trail_mark);
        std::fill(changed_.begin(), changed_.end(), 0);
        ++result_.stats.backtracks;
        if (board_.trace().on()) board_.trace().backtrack(stack_.size() - 1);
        if (!frame.second_tried) {
            frame.second_tried = true;
            board_.assign(frame.index, Cell::Empty);
            mark_crossing(frame.index, -1);
            if (board_.trace().on()) board_.trace().guess(frame.index, Cell::Empty, stack_.size(), true);
            return true;
        }
        stack_.pop_back();
    }
    return false;
}

void SimpsonSolve::run() {
    bool first_node = true;
    for (;;) {
        Outcome outcome = propagate();
        if (first_node) {
            result_.deduced = board_.to_grid();
            first_node = false;
        }
        if (outcome == Outcome::Aborted) return;
        if (outcome == Outcome::Consistent && board_.undecided() == 0) {
            // A sound but incomplete line solver may accept a full line it cannot check.
            if (satisfies(puzzle_, board_.to_grid())) {
                record_solution();
                if (options_.max_solutions != 0 && result_.solution_count >= options_.max_solutions) {
                    result_.stop = StopReason::Solutions;
                    return;
                }
            }
            outcome = Outcome::Contradiction;  // look for the next one
        }
        if (outcome == Outcome::Consistent) {
            if (options_.max_nodes != 0 && result_.stats.guesses >= options_.max_nodes) {
                result_.stop = StopReason::Nodes;
                return;
            }
            const std::size_t index = board_.first_of_fewest_open_row(Board::open);
            ++result_.stats.guesses;
            stack_.push_back({board_.trail_mark(), index, false});
            result_.stats.max_depth = std::max<std::uint64_t>(result_.stats.max_depth, stack_.size());
            board_.assign(index, Cell::Filled);
            mark_crossing(index, -1);
            if (board_.trace().on()) board_.trace().guess(index, Cell::Filled, stack_.size(), false);
            continue;
        }
        if (!backtrack()) {
            result_.stop = StopReason::Exhausted;
            return;
        }
    }
}

class SimpsonStrategy final : public Strategy {
public:
    void check(const Puzzle& puzzle, const SolveOptions& options) const override {
        refuse_costly_lines(puzzle, options.line_solver);
    }

    void run(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result,
             TraceObserver* observer) override {
        const std::unique_ptr<LineSolver> line_solver = make_line_solver(options.line_solver);
        SimpsonSolve(puzzle, options, result, *line_solver, observer).run();
    }
};

}  // namespace

std::unique_ptr<Strategy> make_simpson_strategy() { return std::make_unique<SimpsonStrategy>(); }

}  // namespace nono::detail
