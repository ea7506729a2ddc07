// Checking and mending a reading; see check.hpp.
#include "scan/check.hpp"

#include <algorithm>
#include <cmath>

#include "nono/solver.hpp"

namespace nono::scan {

namespace {

// One change to the reading and its cost (-log of how likely it is, relative to the reading).
struct Edit {
    std::size_t number = 0;
    enum class Kind { Value, Split, Merge, Drop } kind = Kind::Value;
    int value = 0;
    double cost = 0;
};

// A stray glyph is rarely read as a whole number: dropping one is a last resort.
constexpr double kDropCost = 7;

std::string line_name(const NumberReading& n) {
    return std::string(n.column ? "column " : "row ") + std::to_string(n.line + 1);
}

std::vector<Edit> possible_edits(const std::vector<NumberReading>& numbers, double doubt, bool doubtful_only) {
    std::vector<Edit> edits;
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        const NumberReading& n = numbers[i];
        if (doubtful_only && n.confidence >= doubt) continue;
        for (const auto& [value, likelihood] : n.alternatives)
            if (likelihood > 1e-6) edits.push_back({i, Edit::Kind::Value, value, -std::log(likelihood)});
        if (n.split && n.split_likelihood > 1e-6)
            edits.push_back({i, Edit::Kind::Split, 0, -std::log(n.split_likelihood)});
        if (n.merge_likelihood > 1e-6 && i + 1 < numbers.size())
            edits.push_back({i, Edit::Kind::Merge, 0, -std::log(n.merge_likelihood)});
        if (!doubtful_only && n.strange) edits.push_back({i, Edit::Kind::Drop, 0, kDropCost + 3 * n.confidence});
    }
    std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.cost < b.cost; });
    return edits;
}

// Applies `edit` to `values`; false when it does not apply (the number already changed).
bool apply(const Edit& edit, const std::vector<NumberReading>& numbers, const std::vector<std::vector<int>>& base,
           std::vector<std::vector<int>>& values) {
    const std::size_t i = edit.number;
    if (values[i] != base[i]) return false;
    switch (edit.kind) {
        case Edit::Kind::Value: values[i] = {edit.value}; break;
        case Edit::Kind::Split: values[i] = {numbers[i].split->first, numbers[i].split->second}; break;
        case Edit::Kind::Drop: values[i] = {}; break;
        case Edit::Kind::Merge: {
            if (values[i + 1] != base[i + 1] || base[i].size() != 1 || base[i + 1].size() != 1) return false;
            const int second = base[i + 1][0];
            values[i] = {base[i][0] * (second >= 10 ? 100 : 10) + second};
            values[i + 1] = {};
            break;
        }
    }
    return true;
}

std::string describe(const Edit& edit, const std::vector<NumberReading>& numbers) {
    const NumberReading& n = numbers[edit.number];
    const std::string where = line_name(n) + ", the number read as " + std::to_string(n.value);
    switch (edit.kind) {
        case Edit::Kind::Value: return where + ": " + std::to_string(edit.value);
        case Edit::Kind::Split:
            return where + ": split into " + std::to_string(n.split->first) + " " + std::to_string(n.split->second);
        case Edit::Kind::Merge:
            return where + ": joined with the next number, " + std::to_string(numbers[edit.number + 1].value);
        case Edit::Kind::Drop: return where + ": dropped (not a number)";
    }
    return where;
}

struct Trial {
    bool consistent = false;
    SolveResult result;
};

Trial try_reading(const Puzzle& base, const std::vector<NumberReading>& numbers,
                  const std::vector<std::vector<int>>& values, std::uint64_t max_nodes) {
    Trial trial;
    const Puzzle puzzle = puzzle_of(base, numbers, values);
    if (!puzzle_problems(puzzle).empty()) return trial;
    trial.consistent = true;
    SolveOptions options;
    options.max_solutions = 2;
    options.keep_solutions = 1;
    options.max_nodes = max_nodes;
    trial.result = solve(puzzle, options);
    return trial;
}

bool solvable(const Trial& trial) {
    return trial.consistent && (trial.result.verdict == Verdict::Unique || trial.result.verdict == Verdict::Multiple);
}

}  // namespace

Puzzle puzzle_of(const Puzzle& base, const std::vector<NumberReading>& numbers,
                 const std::vector<std::vector<int>>& values) {
    Puzzle puzzle = base;
    puzzle.rows.assign(static_cast<std::size_t>(base.height), {});
    puzzle.columns.assign(static_cast<std::size_t>(base.width), {});
    const bool colour = !base.palette.empty();
    if (colour) {
        puzzle.row_colours.assign(static_cast<std::size_t>(base.height), {});
        puzzle.column_colours.assign(static_cast<std::size_t>(base.width), {});
    }
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        const NumberReading& n = numbers[i];
        auto& clue = (n.column ? puzzle.columns : puzzle.rows)[static_cast<std::size_t>(n.line)];
        for (int value : values[i]) {
            clue.push_back(value);
            if (colour) (n.column ? puzzle.column_colours : puzzle.row_colours)[static_cast<std::size_t>(n.line)].push_back(n.colour);
        }
    }
    return puzzle;
}

CheckedReading check_reading(const Puzzle& base, const std::vector<NumberReading>& numbers, double doubt,
                             int budget, std::uint64_t max_nodes) {
    CheckedReading out;
    std::vector<std::vector<int>> first;
    for (const NumberReading& n : numbers) first.push_back({n.value});
    out.values = first;
    const Trial as_read = try_reading(base, numbers, first, max_nodes);
    out.tried = 1;
    out.consistent = as_read.consistent;
    if (!as_read.consistent)
        out.problems = validation_problems(puzzle_of(base, numbers, first));
    else
        out.verdict = as_read.result.verdict;
    if (as_read.consistent && !as_read.result.solutions.empty()) out.solution = as_read.result.solutions.front();
    if (as_read.consistent && (as_read.result.verdict == Verdict::Unique || as_read.result.verdict == Verdict::Undecided))
        return out;
    // A reading that has solutions, but not one: only doubtful numbers are changed, and only to
    // make it unique. A reading that fails: any number may be.
    const bool has_solutions = solvable(as_read);
    const std::vector<Edit> edits = possible_edits(numbers, doubt, has_solutions);
    std::optional<std::vector<Edit>> best;
    double best_cost = 1e300;
    Verdict best_verdict = Verdict::None;
    std::optional<Grid> best_solution;
    auto consider = [&](const std::vector<Edit>& chosen, double cost) {
        if (cost >= best_cost || out.tried >= budget) return;
        std::vector<std::vector<int>> values = first;
        for (const Edit& edit : chosen)
            if (!apply(edit, numbers, first, values)) return;
        const Trial trial = try_reading(base, numbers, values, max_nodes);
        ++out.tried;
        if (!solvable(trial)) return;
        if (has_solutions && trial.result.verdict != Verdict::Unique) return;
        // A unique reading beats a cheaper one with several solutions.
        if (best && best_verdict == Verdict::Unique && trial.result.verdict != Verdict::Unique) return;
        best = chosen;
        best_cost = trial.result.verdict == Verdict::Unique ? cost : cost + 2;
        best_verdict = trial.result.verdict;
        best_solution = trial.result.solutions.empty() ? std::nullopt : std::optional<Grid>(trial.result.solutions.front());
    };
    for (const Edit& edit : edits) consider({edit}, edit.cost);
    if (!best || best_verdict != Verdict::Unique) {
        const std::size_t pairs = std::min<std::size_t>(edits.size(), 40);
        for (std::size_t i = 0; i < pairs; ++i)
            for (std::size_t j = i + 1; j < pairs; ++j)
                if (edits[i].number != edits[j].number) consider({edits[i], edits[j]}, edits[i].cost + edits[j].cost);
    }
    if (!best) {
        if (as_read.consistent) out.solution = as_read.result.solutions.empty() ? std::nullopt : std::optional<Grid>(as_read.result.solutions.front());
        return out;
    }
    for (const Edit& edit : *best) {
        apply(edit, numbers, first, out.values);
        out.changes.push_back(describe(edit, numbers));
    }
    out.consistent = true;
    out.problems.clear();
    out.verdict = best_verdict;
    out.solution = best_solution;
    return out;
}

}  // namespace nono::scan
