// The "perm-elim" strategy, the R nonogram package's permutation elimination. Each line starts
// with every 0/1 vector of its length whose encoding is its clue (permutation_sets.hpp, built
// once per length and kept by the strategy for every later puzzle). One iteration visits each
// row and column once: the cells all of a line's candidates agree on remove the crossing lines'
// candidates that disagree. It stops when every line has one candidate (solved), a line has
// none (no solution), or an iteration removes nothing: R loops forever there; nono says how
// many lines are still open, and with `then_search` picks the open line with the fewest
// candidates, tries each in turn and eliminates again, so every solution is found.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <string>

#include "model/line_ref.hpp"
#include "permutation_sets.hpp"
#include "registry.hpp"
#include "solve/limits.hpp"
#include "trace_grid.hpp"

namespace nono::detail {

namespace {

struct State {
    std::vector<std::vector<std::uint32_t>> candidates;  // per line: rows, then columns
    std::vector<Cell> known;                             // cells some line's candidates all agree on
};

enum class Outcome { Solved, None, Stalled, Aborted };

std::string mebibytes(double bytes) {
    char text[48];
    if (bytes < 1024.0 * 1024.0) std::snprintf(text, sizeof text, "%.0f KiB", std::ceil(bytes / 1024.0));
    else std::snprintf(text, sizeof text, "%.0f MiB", std::ceil(bytes / (1024.0 * 1024.0)));
    return text;
}

class PermElim {
public:
    PermElim(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result, TraceObserver* observer)
        : puzzle_(puzzle), options_(options), result_(result), limits_(options),
          trace_(observer, static_cast<std::size_t>(puzzle.width) * puzzle.height) {}

    Outcome eliminate(State& state);
    // Depth-first over the candidates of the open line with the fewest; false to stop.
    bool search(State& state, std::uint32_t depth);
    void record(const State& state);
    int empty_line() const { return empty_line_; }  // the last line left without candidates

private:
    bool visit(State& state, int line, bool& removed);  // false when a line ran out
    void trace_iteration(const State& state);

    const Puzzle& puzzle_;
    const SolveOptions& options_;
    SolveResult& result_;
    Limits limits_;
    TraceGrid trace_;
    int empty_line_ = -1;
};

// Line `line` fixes the cells its candidates agree on and filters the crossing lines there.
bool PermElim::visit(State& state, int line, bool& removed) {
    const LineRef ref(puzzle_, line);
    const auto& mine = state.candidates[line];
    ++result_.stats.line_solves;
    std::uint32_t all = ~std::uint32_t{0}, any = 0;
    for (std::uint32_t vector : mine) {
        all &= vector;
        any |= vector;
    }
    for (int i = 0; i < ref.length; ++i) {
        const bool filled = (all >> i) & 1u, empty = !((any >> i) & 1u);
        if (!filled && !empty) continue;
        const std::size_t cell = ref.cell(i);
        const Cell value = filled ? Cell::Filled : Cell::Empty;
        if (state.known[cell] == value) continue;  // the crossing line was filtered already
        state.known[cell] = value;
        const int crossing = ref.crossing(i);
        auto& theirs = state.candidates[crossing];
        const std::size_t before = theirs.size();
        std::erase_if(theirs, [&](std::uint32_t vector) { return (((vector >> ref.index) & 1u) != 0) != filled; });
        removed |= theirs.size() != before;
        if (theirs.empty()) {
            empty_line_ = crossing;
            if (trace_.tracing()) trace_.emit(Step::make_contradiction(crossing));
            return false;
        }
    }
    return true;
}

void PermElim::trace_iteration(const State& state) {
    std::uint64_t candidates = 0, largest = 0;
    for (const auto& line : state.candidates) {
        candidates += line.size();
        largest = std::max<std::uint64_t>(largest, line.size());
    }
    trace_.emit(Step::make_iteration(result_.stats.iterations, candidates, largest), state.known);
}

Outcome PermElim::eliminate(State& state) {
    const int lines = line_count(puzzle_);
    for (int line = 0; line < lines; ++line)
        if (state.candidates[line].empty()) {
            empty_line_ = line;
            return Outcome::None;
        }
    for (;;) {
        bool removed = false;
        for (int line = 0; line < lines; ++line) {
            if (limits_.reached(result_.stop)) return Outcome::Aborted;
            if (!visit(state, line, removed)) return Outcome::None;
        }
        ++result_.stats.iterations;
        if (trace_.tracing()) trace_iteration(state);
        const bool solved = std::all_of(state.candidates.begin(), state.candidates.end(),
                                        [](const auto& line) { return line.size() == 1; });
        if (solved) return Outcome::Solved;
        if (!removed) return Outcome::Stalled;
    }
}

void PermElim::record(const State& state) {
    std::vector<Cell> cells(static_cast<std::size_t>(puzzle_.width) * static_cast<std::size_t>(puzzle_.height));
    for (int row = 0; row < puzzle_.height; ++row)
        for (int column = 0; column < puzzle_.width; ++column)
            cells[static_cast<std::size_t>(row) * puzzle_.width + column] =
                (state.candidates[row][0] >> column) & 1u ? Cell::Filled : Cell::Empty;
    record_solution(puzzle_, options_, cells, 0, result_, trace_);
}

bool PermElim::search(State& state, std::uint32_t depth) {
    int open = -1;
    for (int line = 0; line < static_cast<int>(state.candidates.size()); ++line)
        if (state.candidates[line].size() > 1 &&
            (open < 0 || state.candidates[line].size() < state.candidates[open].size()))
            open = line;
    for (std::uint32_t vector : state.candidates[open]) {
        if (node_limit_reached(options_, result_)) return false;
        ++result_.stats.guesses;
        result_.stats.max_depth = std::max<std::uint64_t>(result_.stats.max_depth, depth + 1);
        State child = state;
        child.candidates[open] = {vector};
        if (trace_.tracing()) trace_.emit(Step::make_line_guess(open, depth + 1));
        const Outcome outcome = eliminate(child);
        if (outcome == Outcome::Aborted) return false;
        if (outcome == Outcome::Solved) {
            record(child);
            if (solution_limit_reached(options_, result_)) return false;
        }
        if (outcome == Outcome::Stalled && !search(child, depth + 1)) return false;
        ++result_.stats.backtracks;
        if (trace_.tracing()) trace_.emit(Step::make_backtrack(depth), state.known);
    }
    return true;
}

class PermElimStrategy final : public Strategy {
public:
    static constexpr int kMaxLength = 30;

    void check(const Puzzle& puzzle, const SolveOptions& options) const override {
        if (!options.then_search && options.max_nodes != 0)
            throw StrategyRefused("perm-elim makes no guesses without --then-search, so a node limit means nothing to it");
        // The sets of its two lengths (one when square).
        const int shorter = std::min(puzzle.width, puzzle.height), longer = std::max(puzzle.width, puzzle.height);
        const double bytes = (shorter < longer ? PermutationSet::bytes_needed(shorter) : 0) + PermutationSet::bytes_needed(longer);
        const std::string lengths = std::to_string(shorter) + (shorter < longer ? " and " + std::to_string(longer) : "");
        if (longer > kMaxLength)
            throw StrategyRefused("perm-elim keeps a line as a 32-bit vector: it takes lines of at most " +
                                  std::to_string(kMaxLength) + " cells (the permutation sets would need " +
                                  mebibytes(bytes) + ")");
        if (bytes > static_cast<double>(options.memory_budget))
            throw StrategyRefused("perm-elim would need " + mebibytes(bytes) + " for the permutation sets of lengths " +
                                  lengths + " (every 0/1 vector of each length), over its budget of " +
                                  mebibytes(static_cast<double>(options.memory_budget)) + "; it allows lines of at most " +
                                  std::to_string(longest_line(options.memory_budget)) + " cells");
    }

    void run(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result,
             TraceObserver* observer) override {
        State state = initial_state(puzzle, options);
        PermElim solver(puzzle, options, result, observer);
        const Outcome outcome = solver.eliminate(state);
        result.deduced = Grid(puzzle.width, puzzle.height);
        result.deduced.cells() = state.known;
        std::uint64_t left = 0, open = 0;
        for (const auto& line : state.candidates) {
            left += line.size();
            open += line.size() > 1;
        }
        result.stats.candidates = left;
        if (outcome == Outcome::Aborted) return;
        if (outcome == Outcome::None) result.contradiction_line = solver.empty_line();
        if (outcome == Outcome::Solved) solver.record(state);
        if (outcome != Outcome::Stalled) return;  // solved or none: exhausted, the count is exact
        result.message = "cannot converge: " + std::to_string(open) + " lines still have several candidates";
        if (!options.then_search) {
            result.stop = StopReason::Stalled;
            return;
        }
        if (solver.search(state, 0)) result.stop = StopReason::Exhausted;
    }

private:
    static int longest_line(std::size_t budget) {
        int length = 0;
        while (length < kMaxLength && PermutationSet::bytes_needed(length + 1) <= static_cast<double>(budget)) ++length;
        return length;
    }
    const PermutationSet& set_for(int length, const SolveOptions& options) {
        auto found = sets_.find(length);
        if (found != sets_.end()) return found->second;
        // Keep earlier puzzles' sets while they fit in the budget beside this one.
        double held = PermutationSet::bytes_needed(length);
        for (const auto& [kept, set] : sets_) held += static_cast<double>(set.bytes());
        if (held > static_cast<double>(options.memory_budget)) sets_.clear();
        return sets_.emplace(length, PermutationSet(length)).first->second;
    }
    State initial_state(const Puzzle& puzzle, const SolveOptions& options) {
        State state;
        state.known.assign(static_cast<std::size_t>(puzzle.width) * puzzle.height, Cell::Unknown);
        for (int line = 0; line < line_count(puzzle); ++line) {  // rows, then columns
            const LineRef ref(puzzle, line);
            const auto vectors = set_for(ref.length, options).with_clue(ref.clue());
            state.candidates.emplace_back(vectors.begin(), vectors.end());
        }
        return state;
    }

    std::map<int, PermutationSet> sets_;  // by length, reused for every puzzle of a run
};

}  // namespace

std::unique_ptr<Strategy> make_perm_elim_strategy() { return std::make_unique<PermElimStrategy>(); }

}  // namespace nono::detail
