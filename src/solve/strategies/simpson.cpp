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
#include "solve/engine/search.hpp"
#include "solve/limits.hpp"

namespace nono::detail {

SimpsonLineQueue::SimpsonLineQueue(const Puzzle& puzzle)
    : changed_(static_cast<std::size_t>(line_count(puzzle)), 1), changed_count_(changed_.size()) {
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

int SimpsonLineQueue::pop() {
    // by_score_ is sorted, so the first changed line in it.
    const int line = *std::find_if(by_score_.begin(), by_score_.end(), [&](int l) { return changed_[l] != 0; });
    changed_[static_cast<std::size_t>(line)] = 0;
    --changed_count_;
    return line;
}

namespace {

class SimpsonStrategy final : public Strategy {
public:
    void check(const Puzzle& puzzle, const SolveOptions& options) const override {
        refuse_costly_lines(puzzle, options.line_solver);
    }

    void run(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result,
             TraceObserver* observer) override {
        const std::unique_ptr<LineSolver> line_solver = make_line_solver(options.line_solver);
        SimpsonBoard board(puzzle, *line_solver, result.stats);
        Limits limits(options);
        board.set_limits(limits);
        board.trace().set_observer(observer);
        // His guesser: both values of the first undecided cell of the row with the fewest,
        // filled first, depth first (the engine's search without probing).
        SolveOptions guessing = options;
        guessing.probing = false;
        Search(board, guessing, result).run();
    }
};

}  // namespace

std::unique_ptr<Strategy> make_simpson_strategy() { return std::make_unique<SimpsonStrategy>(); }

}  // namespace nono::detail
