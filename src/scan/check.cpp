// Checking and mending a reading; see check.hpp.
#include "scan/check.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <set>

#include "nono/solver.hpp"
#include "scan/free_lines.hpp"
#include "scan/mend.hpp"

namespace nono::scan {

namespace {

struct Trial {
    bool consistent = false;
    SolveResult result;
};

Trial try_reading(const Puzzle& base, const std::vector<NumberReading>& numbers, const Values& values,
                  const CheckLimits& limits) {
    Trial trial;
    const Puzzle puzzle = puzzle_of(base, numbers, values.values, values.colours);
    if (!puzzle_problems(puzzle).empty()) return trial;
    trial.consistent = true;
    SolveOptions options;
    options.max_solutions = 2;
    options.keep_solutions = 1;
    options.max_nodes = limits.max_nodes;
    options.max_conflicts = limits.max_conflicts;
    trial.result = solve(puzzle, options);
    return trial;
}

bool solvable(const Trial& trial) {
    return trial.consistent && (trial.result.verdict == Verdict::Unique || trial.result.verdict == Verdict::Multiple);
}

std::optional<Grid> first_solution(const Trial& trial) {
    if (!trial.consistent || trial.result.solutions.empty()) return std::nullopt;
    return trial.result.solutions.front();
}

// Ink whose channels differ by less than this is neutral (as the palette reads it).
constexpr int kNeutral = 48;

// How many sets of changes are looked at for each one the solver checks (the totals and the
// lines' lengths rule most out before the solver runs).
constexpr std::size_t kSetsPerTrial = 20;

// Each number's line, as the range of numbers on it (the reader's numbers come line by line),
// and the cells a line's clue needs under `values` (its numbers, and a gap between neighbours
// of one colour): a set of changes that leaves a line too long, or does not touch a line that
// is, is ruled out before the whole puzzle is built.
struct Lines {
    std::vector<std::size_t> begin, end;
    std::vector<std::size_t> too_long;  // the first number of each line too long as read

    Lines(const Puzzle& base, const std::vector<NumberReading>& numbers, const Values& first) {
        begin.resize(numbers.size());
        end.resize(numbers.size());
        for (std::size_t i = 0; i < numbers.size();) {
            std::size_t j = i;
            while (j < numbers.size() && numbers[j].column == numbers[i].column && numbers[j].line == numbers[i].line) ++j;
            for (std::size_t k = i; k < j; ++k) begin[k] = i, end[k] = j;
            if (!fits(base, numbers, first, i)) too_long.push_back(i);
            i = j;
        }
    }

    bool fits(const Puzzle& base, const std::vector<NumberReading>& numbers, const Values& values, std::size_t i) const {
        int need = 0, previous = 0;
        for (std::size_t k = begin[i]; k < end[i]; ++k)
            for (std::size_t v = 0; v < values.values[k].size(); ++v) {
                need += values.values[k][v] + (previous == values.colours[k][v] ? 1 : 0);
                previous = values.colours[k][v];
            }
        return need <= (numbers[i].column ? base.height : base.width);
    }

    // Whether the lines `chosen` changes fit, and every line too long as read is among them.
    bool allow(const Puzzle& base, const std::vector<NumberReading>& numbers, const Values& values,
               const std::vector<Edit>& chosen) const {
        for (std::size_t line : too_long)
            if (std::none_of(chosen.begin(), chosen.end(), [&](const Edit& e) { return begin[e.number] == line; })) return false;
        return std::all_of(chosen.begin(), chosen.end(), [&](const Edit& e) { return fits(base, numbers, values, e.number); });
    }
};

// The cheapest set of changes that the solver finds solvable (unique where any is; a reading
// with several solutions only to make it unique), within `budget` solver runs.
struct Mended {
    std::optional<std::vector<Edit>> edits;
    Verdict verdict = Verdict::None;
    std::optional<Grid> solution;
};

Mended search(const Puzzle& base, const std::vector<NumberReading>& numbers, const Values& first,
              const std::vector<std::vector<Edit>>& sets, bool unique_only, int budget, const CheckLimits& limits,
              int& tried) {
    Mended best;
    double best_cost = 1e300;
    const Lines lines(base, numbers, first);
    Values values = first;  // each set applied, then undone
    auto undo = [&](const std::vector<Edit>& chosen) {
        for (const Edit& edit : chosen)
            for (std::size_t k = edit.number; k <= edit.number + 1 && k < numbers.size(); ++k) {
                values.values[k] = first.values[k];
                values.colours[k] = first.colours[k];
            }
    };
    for (const std::vector<Edit>& chosen : sets) {
        double cost = 0;
        for (const Edit& edit : chosen) cost += edit.cost;
        if (cost >= best_cost || tried >= budget) break;
        bool applies = true;
        for (const Edit& edit : chosen) applies = applies && apply(edit, numbers, first, values);
        if (!applies || !lines.allow(base, numbers, values, chosen)) {
            undo(chosen);
            continue;
        }
        const Trial trial = try_reading(base, numbers, values, limits);
        undo(chosen);
        if (!trial.consistent) continue;  // the totals apart: no solver run
        ++tried;
        if (!solvable(trial) || (unique_only && trial.result.verdict != Verdict::Unique)) continue;
        best = {chosen, trial.result.verdict, first_solution(trial)};
        // A unique reading ends the search; a cheaper one with several solutions is kept
        // unless a unique one is found at a little more cost.
        if (trial.result.verdict == Verdict::Unique) break;
        best_cost = cost + 2;
    }
    return best;
}

// Whether `values` use one colour only, a neutral one (black, a grey): a black-and-white puzzle
// whose greyed "done" numbers were read as a colour of their own, once they are mended to black.
bool one_neutral_colour(const Puzzle& base, const Values& values) {
    std::set<int> used;
    for (const std::vector<int>& colours : values.colours) used.insert(colours.begin(), colours.end());
    if (base.palette.empty() || used.size() != 1 || *used.begin() >= static_cast<int>(base.palette.size())) return false;
    const std::uint32_t rgb = base.palette[static_cast<std::size_t>(*used.begin())].rgb;
    const int r = static_cast<int>(rgb >> 16 & 0xff), g = static_cast<int>(rgb >> 8 & 0xff), b = static_cast<int>(rgb & 0xff);
    return std::max({r, g, b}) - std::min({r, g, b}) < kNeutral;
}

// Propagations the free lines' probing may take: a 30x30 puzzle's two free lines' cells, both
// ways, several rounds.
constexpr int kFreeLineProbes = 400;
// The cheapest single changes tried beside the free lines, each without probing (a line
// logic pass each).
constexpr std::size_t kFreeLineEdits = 32;

// Cells of the bare lines left open by the other lines that are tried each way: a bare row's
// and a bare column's crossing cells, a few more.
constexpr int kOpenCells = 4;
// Readings the bare lines' clues may have checked by the solver, in all (beyond the mending
// search's budget, which a failing reading has used up).
constexpr int kFreeLineTrials = 64;

// The clue text of a line's blocks ("4 3 3 4"; "no number" when it has none).
std::string clue_text(const std::vector<int>& blocks) {
    std::string text;
    for (const int block : blocks) {
        if (!text.empty()) text += ' ';
        text += std::to_string(block);
    }
    return text.empty() ? "no number" : text;
}

// The reading with its bare lines given the clues the other lines, as read, leave them
// (free_lines.hpp): when one way of the cells the other lines leave open gives a puzzle with
// one solution (or, when none does, one way alone a puzzle with solutions). Per bare line
// its words for the changes. Each way the solver checks counts in `tried`, up to `last`.
struct FilledBare {
    Values values;
    Trial trial;
    std::vector<std::string> changes;
    std::optional<Edit> edit;  // the change made first (bare_lines_filled), if any
};

std::optional<FilledBare> fill_bare_lines(const Puzzle& base, const std::vector<NumberReading>& numbers,
                                          const Values& first, const CheckLimits& limits, int probes, int& tried, int last) {
    std::vector<std::size_t> bare;
    std::vector<int> free;
    for (std::size_t i = 0; i < numbers.size(); ++i)
        if (numbers[i].bare) {
            bare.push_back(i);
            free.push_back(numbers[i].column ? base.height + numbers[i].line : numbers[i].line);
        }
    if (bare.empty()) return std::nullopt;
    const std::vector<std::vector<ColouredClue>> ways =
        clues_left_for(puzzle_of(base, numbers, first.values, first.colours), free, probes, kOpenCells);
    std::vector<std::pair<FilledBare, const std::vector<ColouredClue>*>> unique, several;
    for (const std::vector<ColouredClue>& clues : ways) {
        FilledBare out{first, {}, {}, std::nullopt};
        for (std::size_t k = 0; k < bare.size(); ++k) {
            out.values.values[bare[k]] = clues[k].blocks;
            out.values.colours[bare[k]] = clues[k].colours;
        }
        if (tried >= last) return std::nullopt;  // a way not checked may be the one
        ++tried;
        out.trial = try_reading(base, numbers, out.values, limits);
        if (solvable(out.trial))
            (out.trial.result.verdict == Verdict::Unique ? unique : several).emplace_back(std::move(out), &clues);
    }
    std::string why = "the clue the other lines leave it";
    if (ways.size() > 1) why = "of the clues the other lines leave it, the one that gives one solution";
    if (unique.empty() && several.size() == 1) {
        unique = std::move(several);
        if (ways.size() > 1) why = "of the clues the other lines leave it, the one that gives a solution";
    }
    if (unique.size() != 1) return std::nullopt;
    auto& [out, clues] = unique.front();
    for (std::size_t k = 0; k < bare.size(); ++k) {
        const NumberReading& n = numbers[bare[k]];
        out.changes.push_back(line_name(n) + ": nothing read beside it; given " + clue_text((*clues)[k].blocks) + ", " + why);
    }
    return std::move(out);
}

// The bare lines' clues from the other lines (fill_bare_lines), as read, or else after one of
// the kFreeLineEdits cheapest single changes (a 13 read as 1 and 3 beside a bare row; in the
// line too long as read, when there is one), named first among the changes; kFreeLineTrials
// solver runs at most, added to `tried`.
std::optional<FilledBare> bare_lines_filled(const Puzzle& base, const std::vector<NumberReading>& numbers,
                                            const Values& first, const std::vector<Edit>& edits, const CheckLimits& limits,
                                            int& tried) {
    if (std::none_of(numbers.begin(), numbers.end(), [](const NumberReading& n) { return n.bare; })) return std::nullopt;
    const int last = tried + kFreeLineTrials;
    if (std::optional<FilledBare> filled = fill_bare_lines(base, numbers, first, limits, kFreeLineProbes, tried, last)) return filled;
    // A line too long as read must be the one changed (one change mends one line at most).
    const Lines lines(base, numbers, first);
    if (lines.too_long.size() > 1) return std::nullopt;
    std::vector<Edit> cheapest;
    for (const Edit& edit : edits)
        if (lines.too_long.empty() || lines.begin[edit.number] == lines.too_long.front()) cheapest.push_back(edit);
    std::stable_sort(cheapest.begin(), cheapest.end(), [](const Edit& a, const Edit& b) { return a.cost < b.cost; });
    if (cheapest.size() > kFreeLineEdits) cheapest.resize(kFreeLineEdits);
    for (const Edit& edit : cheapest) {
        Values edited = first;
        if (edit.kind == Edit::Kind::Fill || !apply(edit, numbers, first, edited)) continue;
        if (tried >= last) break;
        std::optional<FilledBare> filled = fill_bare_lines(base, numbers, edited, limits, 0, tried, last);
        if (!filled) continue;
        filled->changes.insert(filled->changes.begin(), describe(edit, numbers, base));
        filled->edit = edit;
        return filled;
    }
    return std::nullopt;
}

// A reading's clue lines (rows first, then columns): each line's numbers (their places in the
// reading), how surely it was read (its least sure number's confidence; a bare line's, with
// nothing read, 0) and whether it is too long for the grid as read.
struct ClueLines {
    std::vector<std::vector<std::size_t>> members;
    std::vector<double> sureness;
    std::vector<bool> too_long;

    ClueLines(const Puzzle& base, const std::vector<NumberReading>& numbers, const Values& first)
        : members(static_cast<std::size_t>(base.height + base.width)),
          sureness(members.size(), 1.0),
          too_long(members.size(), false) {
        for (std::size_t i = 0; i < numbers.size(); ++i) {
            const std::size_t line = index(base, numbers[i]);
            members[line].push_back(i);
            sureness[line] = std::min({sureness[line], numbers[i].bare ? 0.0 : numbers[i].confidence, colour_sureness(numbers[i])});
        }
        for (const std::size_t i : Lines(base, numbers, first).too_long) too_long[index(base, numbers[i])] = true;
    }

    // How surely a number's colour is read: 1 when its ink is kClearColour levels or more nearer
    // its colour than any other of the palette, down to 0 when it is as near another.
    static double colour_sureness(const NumberReading& n) {
        const auto own = static_cast<std::size_t>(n.colour);
        if (own >= n.colour_distances.size()) return 1.0;
        double other = std::numeric_limits<double>::infinity();
        for (std::size_t c = 1; c < n.colour_distances.size(); ++c)
            if (c != own) other = std::min(other, n.colour_distances[c]);
        return std::clamp((other - n.colour_distances[own]) / kClearColour, 0.0, 1.0);
    }

    static std::size_t index(const Puzzle& base, const NumberReading& n) {
        return static_cast<std::size_t>(n.column ? base.height + n.line : n.line);
    }

    // The lines too long, then those read less surely than kSureLine, least sure first.
    std::vector<int> doubtful() const {
        std::vector<int> out;
        for (std::size_t line = 0; line < members.size(); ++line)
            if (too_long[line] || sureness[line] < kSureLine) out.push_back(static_cast<int>(line));
        std::stable_sort(out.begin(), out.end(), [&](int a, int b) {
            const auto ua = static_cast<std::size_t>(a), ub = static_cast<std::size_t>(b);
            if (too_long[ua] != too_long[ub]) return static_cast<bool>(too_long[ua]);
            return sureness[ua] < sureness[ub];
        });
        return out;
    }

    // The line's blocks as read, and their colours.
    std::vector<int> read(std::size_t line, const Values& first) const {
        std::vector<int> blocks;
        for (const std::size_t i : members[line]) blocks.insert(blocks.end(), first.values[i].begin(), first.values[i].end());
        return blocks;
    }
    std::vector<int> colours(std::size_t line, const Values& first) const {
        std::vector<int> colours;
        for (const std::size_t i : members[line]) colours.insert(colours.end(), first.colours[i].begin(), first.colours[i].end());
        return colours;
    }
};

// Another colour than read for `n`: by how much nearer its ink is to the colour read.
double colour_change_cost(const NumberReading& n, int colour) {
    if (colour == n.colour) return 0;
    const auto c = static_cast<std::size_t>(colour), own = static_cast<std::size_t>(n.colour);
    if (c >= n.colour_distances.size() || own >= n.colour_distances.size()) return kUnread;
    return kRecolour + kUnread * std::max(0.0, n.colour_distances[c] - n.colour_distances[own]) / 255;
}

// How unlikely the reading makes the free lines' clues of one way (`clues`, per line of `free`):
// per line with as many numbers as read, each number changed costs -log of the likelihood the
// reader gave that value, kUnread when it gave none; a line of another count (or a bare line)
// costs kUnread per number of difference and per number changed.
double way_cost(const std::vector<ColouredClue>& clues, const std::vector<int>& free, const ClueLines& lines,
                const std::vector<NumberReading>& numbers, const Values& first) {
    double cost = 0;
    for (std::size_t k = 0; k < free.size(); ++k) {
        const auto line = static_cast<std::size_t>(free[k]);
        const std::vector<std::size_t>& members = lines.members[line];
        const std::vector<int>& blocks = clues[k].blocks;
        if (members.empty() || numbers[members.front()].bare) {
            cost += kUnread * static_cast<double>(blocks.size());
            continue;
        }
        const std::vector<int> read = lines.read(line, first);
        if (blocks.size() != members.size() || read.size() != members.size()) {
            const std::size_t shorter = std::min(blocks.size(), read.size());
            cost += kUnread * static_cast<double>(std::max(blocks.size(), read.size()) - shorter);
            for (std::size_t j = 0; j < shorter; ++j) cost += blocks[j] != read[j] ? kUnread : 0;
            continue;
        }
        for (std::size_t j = 0; j < members.size(); ++j) {
            const NumberReading& n = numbers[members[j]];
            cost += colour_change_cost(n, clues[k].colours.empty() ? n.colour : clues[k].colours[j]);
            if (blocks[j] == n.value) continue;
            double changed = kUnread;
            for (const auto& [value, likelihood] : n.alternatives)
                if (value == blocks[j] && likelihood > 0) changed = std::min(changed, -std::log(likelihood));
            cost += changed;
        }
    }
    return cost;
}

}  // namespace

Puzzle puzzle_of(const Puzzle& base, const std::vector<NumberReading>& numbers,
                 const std::vector<std::vector<int>>& values, const std::vector<std::vector<int>>& colours) {
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
        const auto line = static_cast<std::size_t>(n.line);
        auto& clue = (n.column ? puzzle.columns : puzzle.rows)[line];
        for (std::size_t k = 0; k < values[i].size(); ++k) {
            clue.push_back(values[i][k]);
            if (colour)
                (n.column ? puzzle.column_colours : puzzle.row_colours)[line].push_back(
                    colours.empty() ? n.colour : colours[i][k]);
        }
    }
    return puzzle;
}

Puzzle puzzle_of(const Puzzle& base, const std::vector<NumberReading>& numbers,
                 const std::vector<std::vector<int>>& values) {
    return puzzle_of(base, numbers, values, {});
}

CheckedReading check_reading(const Puzzle& base, const std::vector<NumberReading>& numbers, double doubt,
                             int budget, const CheckLimits& limits) {
    CheckedReading out;
    const Values first = as_read(numbers);
    out.values = first.values;
    out.colours = first.colours;
    out.added.assign(numbers.size(), -1);
    const Trial as_read_trial = try_reading(base, numbers, first, limits);
    out.tried = 1;
    out.consistent = as_read_trial.consistent;
    if (!as_read_trial.consistent)
        out.problems = validation_problems(puzzle_of(base, numbers, first.values));
    else
        out.verdict = as_read_trial.result.verdict;
    out.solution = first_solution(as_read_trial);
    if (as_read_trial.consistent &&
        (as_read_trial.result.verdict == Verdict::Unique || as_read_trial.result.verdict == Verdict::Undecided))
        return out;
    // A reading that has solutions, but not one: only doubtful numbers are changed, and only to
    // make it unique. A reading that fails: any number may be, and a number may be added.
    const bool has_solutions = solvable(as_read_trial);
    const std::vector<Edit> edits = listed_edits(base, numbers, doubt, has_solutions);
    const std::vector<std::vector<Edit>> sets = mending_sets(base, numbers, edits, totals_gap(base, numbers, first),
                                                             !has_solutions, kSetsPerTrial * static_cast<std::size_t>(budget));
    const Mended best = search(base, numbers, first, sets, has_solutions, budget, limits, out.tried);
    Values values = first;
    auto mark_added = [&](const Edit& edit) {
        if (edit.kind == Edit::Kind::Insert) out.added[edit.number] = edit.before ? 0 : 1;
        if (edit.kind == Edit::Kind::Fill) out.added[edit.number] = 0;
    };
    if (best.edits) {
        for (const Edit& edit : *best.edits) {
            apply(edit, numbers, first, values);
            out.changes.push_back(describe(edit, numbers, base));
            mark_added(edit);
        }
        out.verdict = best.verdict;
        out.solution = best.solution;
    } else {
        // Bare lines whose clue has more numbers than a fill guesses (or other numbers than the
        // totals' gap suggests): the clue the rest of the reading forces on them.
        const std::optional<FilledBare> filled =
            has_solutions ? std::nullopt : bare_lines_filled(base, numbers, first, edits, limits, out.tried);
        if (!filled) return out;
        values = filled->values;
        out.changes = filled->changes;
        for (std::size_t i = 0; i < numbers.size(); ++i)
            if (numbers[i].bare) out.added[i] = 0;
        if (filled->edit) mark_added(*filled->edit);
        out.verdict = filled->trial.result.verdict;
        out.solution = first_solution(filled->trial);
    }
    out.consistent = true;
    out.problems.clear();
    if (one_neutral_colour(base, values)) {
        Puzzle plain = base;
        plain.palette.clear();
        for (std::vector<int>& colours : values.colours) std::fill(colours.begin(), colours.end(), 1);
        const Trial trial = try_reading(plain, numbers, values, limits);
        out.black_and_white = true;
        out.verdict = trial.result.verdict;
        out.solution = first_solution(trial);
    }
    out.values = values.values;
    out.colours = values.colours;
    return out;
}

namespace {

// A free line's blocks, each in any colour of the palette, when its numbers were read surely,
// one value each, and some number's colour was not (a played board's "done" line: every number
// faded towards the paper, one nearer grey, another nearer a colour not its own); none
// (wholly free) for another line.
std::optional<ColourSetClue> colours_only(const Puzzle& base, const ClueLines& lines, std::size_t line,
                                          const std::vector<NumberReading>& numbers, const Values& first) {
    const std::vector<std::size_t>& members = lines.members[line];
    if (base.palette.size() < 3 || members.empty() || lines.too_long[line]) return std::nullopt;
    bool doubtful = false;
    ColourSetClue clue;
    const unsigned palette = (1u << base.palette.size()) - 2u;  // every colour but the background
    for (const std::size_t i : members) {
        const NumberReading& n = numbers[i];
        if (n.bare || n.confidence < kSureLine || first.values[i].size() != 1) return std::nullopt;
        doubtful = doubtful || ClueLines::colour_sureness(n) < 1.0;
        clue.blocks.push_back(first.values[i][0]);
        clue.colours.push_back(palette);
    }
    if (!doubtful) return std::nullopt;
    return clue;
}

// The reading with the free lines `free` given one way's clues (`clues`, per line of `free`),
// checked: taken when the puzzle then has one solution, or several when every line keeps its
// numbers as read and only colours change. `why` ends each change's words. Counts a check in
// `tried`.
std::optional<CheckedReading> take_way(const Puzzle& base, const std::vector<NumberReading>& numbers, const ClueLines& lines,
                                       const Values& first, const std::vector<int>& free,
                                       const std::vector<ColouredClue>& clues, const std::string& why,
                                       const CheckLimits& limits, int& tried) {
    Values values = first;
    std::vector<int> added(numbers.size(), -1);
    std::vector<std::string> changes;
    bool colours_only = true;  // every line changed keeps its numbers as read
    for (std::size_t k = 0; k < free.size(); ++k) {
        const auto line = static_cast<std::size_t>(free[k]);
        const std::vector<std::size_t>& members = lines.members[line];
        if (members.empty()) continue;  // doubtful only when too long or read unsurely: it has numbers
        const ColouredClue& clue = clues[k];
        const std::vector<int> read = lines.read(line, first);
        // As many numbers as read: each its own; else the line's first number holds them all.
        if (clue.blocks.size() == members.size() && !numbers[members.front()].bare) {
            for (std::size_t j = 0; j < members.size(); ++j) {
                values.values[members[j]] = {clue.blocks[j]};
                values.colours[members[j]] = {clue.colours[j]};
            }
        } else {
            for (const std::size_t i : members) values.values[i].clear(), values.colours[i].clear();
            values.values[members.front()] = clue.blocks;
            values.colours[members.front()] = clue.colours;
            if (numbers[members.front()].bare) added[members.front()] = 0;
        }
        const NumberReading& n = numbers[members.front()];
        if (read == clue.blocks) {
            if (clue.colours.empty() || lines.colours(line, first) == clue.colours) continue;
            std::string names;
            for (const int c : clue.colours) names += (names.empty() ? "" : ", ") + colour_name(base, c);
            changes.push_back(line_name(n) + ": " + clue_text(read) + " in " + names + ", the colours the other lines leave it" + why);
            continue;
        }
        colours_only = false;
        changes.push_back(line_name(n) + ": read " + (n.bare ? std::string("nothing") : clue_text(read)) + ", given " +
                          clue_text(clue.blocks) + ", the clue the other lines leave it" + why);
    }
    if (changes.empty()) return std::nullopt;
    ++tried;
    const Trial trial = try_reading(base, numbers, values, limits);
    // A reading whose numbers all stand as read, given the colours the other lines leave
    // its free lines, is the puzzle read even when that puzzle has several solutions.
    const bool several = colours_only && trial.result.verdict == Verdict::Multiple;
    if (!trial.consistent || (trial.result.verdict != Verdict::Unique && !several)) return std::nullopt;
    CheckedReading out;
    out.values = values.values;
    out.colours = values.colours;
    out.added = std::move(added);
    out.verdict = trial.result.verdict;
    out.consistent = true;
    out.changes = std::move(changes);
    out.solution = first_solution(trial);
    out.tried = tried;
    return out;
}

// The way the reading makes likeliest, when clearly so (the next costs kFreedMargin more).
const std::vector<ColouredClue>* likeliest_way(const std::vector<std::vector<ColouredClue>>& ways, const std::vector<int>& free,
                                               const ClueLines& lines, const std::vector<NumberReading>& numbers,
                                               const Values& first) {
    if (ways.empty()) return nullptr;
    std::vector<std::pair<double, std::size_t>> ranked;
    for (std::size_t w = 0; w < ways.size(); ++w) ranked.emplace_back(way_cost(ways[w], free, lines, numbers, first), w);
    std::sort(ranked.begin(), ranked.end());
    if (ranked.size() > 1 && ranked[1].first < ranked[0].first + kFreedMargin) return nullptr;
    return &ways[ranked.front().second];
}

// A doubtful line's numbers, each any of its likely readings (kLikelyReading or more, beside
// the value read, for a number read less surely than kSureLine; none longer than the line) and,
// where its colour was not read surely, any colour of the palette; none (wholly free) for a
// line with a bare or split number.
std::optional<ColourSetClue> likely_readings(const Puzzle& base, const ClueLines& lines, std::size_t line,
                                             const std::vector<NumberReading>& numbers, const Values& first) {
    const std::vector<std::size_t>& members = lines.members[line];
    if (members.empty()) return std::nullopt;
    ColourSetClue clue;
    const unsigned palette = base.palette.size() < 3 ? 2u : (1u << base.palette.size()) - 2u;
    const int length = line < static_cast<std::size_t>(base.height) ? base.width : base.height;
    for (const std::size_t i : members) {
        const NumberReading& n = numbers[i];
        if (n.bare || first.values[i].size() != 1) return std::nullopt;
        std::vector<int> sizes{first.values[i][0]};
        if (n.confidence < kSureLine)
            for (const auto& [value, likelihood] : n.alternatives)
                if (value > 0 && value <= length && likelihood >= kLikelyReading &&
                    std::find(sizes.begin(), sizes.end(), value) == sizes.end())
                    sizes.push_back(value);
        clue.blocks.push_back(sizes.front());
        clue.sizes.push_back(std::move(sizes));
        const int colour = base.palette.size() < 3 ? 1 : first.colours[i][0];
        clue.colours.push_back(ClueLines::colour_sureness(n) < 1.0 ? palette : 1u << colour);
    }
    return clue;
}

}  // namespace

std::optional<CheckedReading> free_doubtful_lines(const Puzzle& base, const std::vector<NumberReading>& numbers,
                                                  const CheckLimits& limits) {
    if (numbers.empty()) return std::nullopt;
    const Values first = as_read(numbers);
    const ClueLines lines(base, numbers, first);
    const std::vector<int> doubtful = lines.doubtful();
    const auto most = std::min<std::size_t>(
        doubtful.size(), static_cast<std::size_t>(std::max(1.0, kMostFreed * static_cast<double>(lines.members.size()))));
    const Puzzle as_read_puzzle = puzzle_of(base, numbers, first.values, first.colours);
    int tried = 0, searched = 0;
    for (std::size_t count = 1; count <= most && tried < kFreedTrials && searched < kFreedSearch;
         count = std::max(count + 1, count * 5 / 4)) {
        const std::vector<int> free(doubtful.begin(), doubtful.begin() + static_cast<std::ptrdiff_t>(count));
        // Free in their colours only where their numbers were read surely; when the other lines
        // leave those none (a number read wrongly after all), wholly free.
        std::vector<std::optional<ColourSetClue>> colourless;
        for (const int line : free) colourless.push_back(colours_only(base, lines, static_cast<std::size_t>(line), numbers, first));
        std::vector<std::vector<ColouredClue>> ways;
        if (std::any_of(colourless.begin(), colourless.end(), [](const auto& c) { return c.has_value(); }))
            ways = clues_left_for(as_read_puzzle, free, kFreeLineProbes, kOpenCells, {kFreedSearch - searched, kFreedWays, &searched},
                                  colourless);
        if (ways.empty())
            ways = clues_left_for(as_read_puzzle, free, kFreeLineProbes, kOpenCells, {kFreedSearch - searched, kFreedWays, &searched});
        if (ways.empty()) continue;
        const std::vector<ColouredClue>* clues = likeliest_way(ways, free, lines, numbers, first);
        if (!clues) continue;
        const std::string why = " (the " + std::to_string(free.size()) + " lines read least surely left free)";
        if (std::optional<CheckedReading> out = take_way(base, numbers, lines, first, free, *clues, why, limits, tried)) return out;
    }
    // Every doubtful line, each of its numbers any of its likely readings (a bare line wholly
    // free): more lines misread than freeing a quarter of them reaches (a face whose 3s and 5s
    // the reader tells apart only unsurely), each misread number most often read as its next
    // likeliest value, and the lines read surely, with these, leave few ways.
    // A doubtful line with one reading only stays as read: the line solver, not the automaton,
    // solves it (measured: a 30x30 photo's 20,000 choices 4.4 -> 3.1 s).
    std::vector<int> open;  // the doubtful lines with more than one reading
    std::vector<std::optional<ColourSetClue>> likely;
    for (const int line : doubtful) {
        std::optional<ColourSetClue> clue = likely_readings(base, lines, static_cast<std::size_t>(line), numbers, first);
        if (clue && std::none_of(clue->sizes.begin(), clue->sizes.end(), [](const auto& sizes) { return sizes.size() > 1; }) &&
            std::all_of(clue->colours.begin(), clue->colours.end(), [](unsigned colours) { return std::has_single_bit(colours); }))
            continue;
        open.push_back(line);
        likely.push_back(std::move(clue));
    }
    const std::vector<std::vector<ColouredClue>> ways =
        clues_left_for(as_read_puzzle, open, kFreeLineProbes, kOpenCells, {kFreedSearch, kFreedWays}, likely);
    // The likeliest way, when its puzzle has one solution and no other way nearly as likely
    // (kFreedMargin) has one too. A likelier way with several solutions leaves the reading as
    // it was: the puzzle read may be that one.
    std::vector<std::pair<double, std::size_t>> ranked;
    for (std::size_t w = 0; w < ways.size(); ++w) ranked.emplace_back(way_cost(ways[w], open, lines, numbers, first), w);
    std::sort(ranked.begin(), ranked.end());
    std::optional<CheckedReading> best;
    const std::string why = " (each doubtful line's numbers one of their likely readings)";
    const int before = tried;
    for (std::size_t k = 0; k < ranked.size(); ++k) {
        if (k > 0 && ranked[k].first >= ranked[0].first + kFreedMargin) break;
        if (tried - before == kFreedTrials) return std::nullopt;  // rivals left unchecked
        std::optional<CheckedReading> taken = take_way(base, numbers, lines, first, open, ways[ranked[k].second], why, limits, tried);
        if (k == 0 && !taken) return std::nullopt;
        if (k > 0 && taken) return std::nullopt;  // two readings alike
        if (k == 0) best = std::move(taken);
    }
    return best;
}

}  // namespace nono::scan
