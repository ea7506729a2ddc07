// Repair: the fewest cell changes we can find after which a picture's clues have one solution
// (or are line-solvable). Greedy steps, each changing the cell, among the ones line logic
// leaves open (those where two solutions differ first), after which line logic leaves the
// fewest cells open; the engine checks uniqueness after each step. The first run is
// deterministic, later ones sample other candidates; the shortest repair found is then
// pruned of changes it does not need.
#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "make/line_score.hpp"
#include "nono/make.hpp"
#include "nono/solver.hpp"
#include "make/random.hpp"

namespace nono {

std::string_view repair_outcome_name(RepairOutcome outcome) {
    switch (outcome) {
        case RepairOutcome::AlreadyMet: return "already";
        case RepairOutcome::Repaired: return "repaired";
        case RepairOutcome::NotFound: return "not-found";
        case RepairOutcome::Undecided: return "undecided";
    }
    return "not-found";
}

namespace {

using Clock = std::chrono::steady_clock;

// Whether the scorer's picture meets the target, given its line-logic score; with two
// solutions, `different` marks where they differ.
enum class Met { Yes, No, Undecided };

class Repairer {
public:
    Repairer(const Grid& picture, const RepairOptions& options)
        : original_(picture), options_(options), start_(Clock::now()) {}

    RepairResult run();

private:
    Met meets(make::LineScorer& scorer, int unknown, std::vector<char>* different);
    std::optional<std::vector<std::size_t>> greedy(int attempt, int limit);
    void prune(std::vector<std::size_t>& changes);
    std::vector<std::size_t> candidates(const make::LineScorer& scorer, const std::vector<char>& different,
                                        const std::vector<std::size_t>& changed, make::Random& random) const;
    bool out_of_time() const {
        return options_.timeout_seconds > 0 &&
               std::chrono::duration<double>(Clock::now() - start_).count() > options_.timeout_seconds;
    }

    const Grid& original_;
    const RepairOptions& options_;
    Clock::time_point start_;
    make::LineMemo memo_;  // line answers shared by every picture this repair scores
    std::uint64_t evaluations_ = 0;
    int candidates_per_step_ = 0;
};

Met Repairer::meets(make::LineScorer& scorer, int unknown, std::vector<char>* different) {
    if (unknown == 0) return Met::Yes;
    if (options_.line_solvable) return Met::No;
    SolveOptions solve_options;
    solve_options.max_solutions = 2;
    solve_options.keep_solutions = 2;
    if (options_.timeout_seconds > 0) solve_options.timeout_seconds = options_.timeout_seconds;
    const SolveResult result = solve(scorer.puzzle(), solve_options);
    if (result.verdict == Verdict::Unique) return Met::Yes;
    if (result.verdict != Verdict::Multiple) return Met::Undecided;
    if (different && result.solutions.size() == 2) {
        const auto& first = result.solutions[0].cells();
        const auto& second = result.solutions[1].cells();
        different->assign(first.size(), 0);
        for (std::size_t i = 0; i < first.size(); ++i) (*different)[i] = first[i] != second[i];
    }
    return Met::No;
}

// The open cells to score this step: where two solutions differ first, the rest of what line
// logic left open after, each group in random order, at most candidates_per_step in all.
std::vector<std::size_t> Repairer::candidates(const make::LineScorer& scorer, const std::vector<char>& different,
                                              const std::vector<std::size_t>& changed,
                                              make::Random& random) const {
    std::vector<std::size_t> first, rest;
    const auto& state = scorer.state().cells();
    for (std::size_t i = 0; i < state.size(); ++i) {
        if (state[i] != Cell::Unknown) continue;
        if (std::find(changed.begin(), changed.end(), i) != changed.end()) continue;
        (!different.empty() && different[i] ? first : rest).push_back(i);
    }
    for (auto* group : {&first, &rest})
        for (std::size_t i = group->size(); i > 1; --i) std::swap((*group)[i - 1], (*group)[random.below(i)]);
    first.insert(first.end(), rest.begin(), rest.end());
    if (first.size() > static_cast<std::size_t>(candidates_per_step_))
        first.resize(static_cast<std::size_t>(candidates_per_step_));
    return first;
}

// One greedy run of at most `limit` changes; the changed cells (row-major indexes) when it
// reaches the target.
std::optional<std::vector<std::size_t>> Repairer::greedy(int attempt, int limit) {
    make::Random random(make::stream_seed(options_.seed, static_cast<std::uint64_t>(attempt)));
    make::LineScorer scorer(original_, memo_);
    const int width = original_.width();
    std::vector<std::size_t> changed;
    std::vector<char> different;
    int unknown = scorer.unknown_after_lines();
    for (;;) {
        const Met met = meets(scorer, unknown, &different);
        if (met == Met::Yes) return changed;
        if (static_cast<int>(changed.size()) >= limit || out_of_time()) return std::nullopt;
        // unknown_after_lines() below moves the state on, so take the candidates first.
        const std::vector<std::size_t> pool = candidates(scorer, different, changed, random);
        if (pool.empty()) return std::nullopt;
        std::size_t best = pool.front();
        int best_unknown = -1;
        for (const std::size_t cell : pool) {
            const int row = static_cast<int>(cell) / width;
            const int column = static_cast<int>(cell) % width;
            scorer.flip(row, column);
            const int score = scorer.unknown_after_lines();
            ++evaluations_;
            scorer.flip(row, column);
            if (score >= 0 && (best_unknown < 0 || score < best_unknown)) {
                best = cell;
                best_unknown = score;
            }
        }
        scorer.flip(static_cast<int>(best) / width, static_cast<int>(best) % width);
        changed.push_back(best);
        unknown = scorer.unknown_after_lines();
        different.clear();
    }
}

// Drops each change the target does not need (the last ones first: early greedy steps tend to
// do the most).
void Repairer::prune(std::vector<std::size_t>& changes) {
    const int width = original_.width();
    for (std::size_t k = changes.size(); k-- > 0 && changes.size() > 1;) {
        make::LineScorer scorer(original_, memo_);
        for (std::size_t j = 0; j < changes.size(); ++j)
            if (j != k) scorer.flip(static_cast<int>(changes[j]) / width, static_cast<int>(changes[j]) % width);
        ++evaluations_;
        if (meets(scorer, scorer.unknown_after_lines(), nullptr) == Met::Yes)
            changes.erase(changes.begin() + static_cast<std::ptrdiff_t>(k));
    }
}

RepairResult Repairer::run() {
    RepairResult result;
    result.picture = original_;
    make::LineScorer scorer(original_, memo_);
    const int unknown = scorer.unknown_after_lines();
    result.ambiguous = scorer.state();
    const Met met = meets(scorer, unknown, nullptr);
    if (met != Met::No) {
        result.outcome = met == Met::Yes ? RepairOutcome::AlreadyMet : RepairOutcome::Undecided;
        return result;
    }
    std::optional<std::vector<std::size_t>> best;
    // When the planned attempts found nothing, as many again, each scoring twice the
    // candidates of the last: on random 25x25 pictures this took the share repaired to unique
    // from 95% to 100% (bench/repair_bench.cpp, docs/making.md).
    const int planned = std::max(1, options_.attempts);
    int candidates = options_.candidates_per_step;
    for (int attempt = 0; attempt < 2 * planned && !out_of_time(); ++attempt) {
        if (attempt >= planned) {
            if (best) break;
            candidates *= 2;
        }
        candidates_per_step_ = candidates;
        // Later attempts only count when they are shorter.
        const int limit = best ? static_cast<int>(best->size()) - 1 : options_.max_changes;
        if (limit < 1) break;
        std::optional<std::vector<std::size_t>> found = greedy(attempt, limit);
        if (!found) continue;
        prune(*found);
        if (!best || found->size() < best->size()) best = std::move(found);
    }
    result.evaluations = evaluations_;
    if (!best) {
        result.outcome = RepairOutcome::NotFound;
        return result;
    }
    std::sort(best->begin(), best->end());
    const int width = original_.width();
    for (const std::size_t cell : *best) {
        PictureChange change;
        change.row = static_cast<int>(cell) / width;
        change.column = static_cast<int>(cell) % width;
        change.to = original_.cells()[cell] == Cell::Filled ? Cell::Empty : Cell::Filled;
        result.picture.cells()[cell] = change.to;
        result.changes.push_back(change);
    }
    result.outcome = RepairOutcome::Repaired;
    return result;
}

}  // namespace

RepairResult repair(const Grid& picture, const RepairOptions& options) {
    if (picture.width() < 1 || picture.height() < 1 || !picture.complete())
        throw std::invalid_argument("repair needs a complete picture (every cell filled or empty)");
    if (options.max_changes < 0) throw MakeError("--max-changes must be 0 or more");
    RepairResult result = Repairer(picture, options).run();
    if (options.verdicts) {
        VerdictOptions judge;
        judge.timeout_seconds = options.timeout_seconds;
        result.before = picture_verdict(puzzle_from_grid(picture), judge);
        result.after = result.outcome == RepairOutcome::Repaired ? picture_verdict(puzzle_from_grid(result.picture), judge)
                                                                 : result.before;
    }
    return result;
}

}  // namespace nono
