// The mending search's changes and their sets; see mend.hpp.
#include "scan/mend.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "scan/median.hpp"

namespace nono::scan {

namespace {

// Dropping a clean number, or adding one the bands missed, is dearer than dropping a stray
// glyph (kDropStrangeCost, check.hpp).
constexpr double kDropCost = 9;
constexpr double kInsertCost = 9;
// A line the bands read nothing beside filled with the one number the totals' gap asks for:
// dearer still, so any reading of the numbers that were read is tried first.
constexpr double kFillCost = 11;
// Filled with two numbers instead: dearer again (a line of one number is likelier, and there are
// many ways to cut the cells in two).
constexpr double kSecondFillCost = 2;
// A number read as a value the digit reader gave no likelihood: by how unsure it was.
constexpr double kRereadCost = 4;
// Another colour of the palette: by how near the two colours are.
constexpr double kRecolourCost = 5;
// Two numbers of a row whose step is under kCloseStep of the band's usual are joined at
// kClosePairCost and up (close_pair_cost), rising from kClosestStep.
constexpr double kCloseStep = 0.7, kClosestStep = 0.35, kClosePairCost = 2;
// How many of the cheapest edits are paired, and how many of those make triples.
constexpr std::size_t kPairs = 300, kTriples = 60;
// How many closing changes are tried per remaining gap.
constexpr std::size_t kClosers = 40;

std::size_t colour_count_of(const Puzzle& base) { return std::max<std::size_t>(2, base.palette.size()); }

int line_length(const Puzzle& base, const NumberReading& n) { return n.column ? base.height : base.width; }

// An edit's effect of changing number `n`'s total by `delta` in colour `colour`.
void add_effect(std::vector<int>& effect, const NumberReading& n, int colour, int delta) {
    effect[static_cast<std::size_t>(colour)] += n.column ? -delta : delta;
}

Edit make_edit(const Puzzle& base, Edit::Kind kind, std::size_t number, int value, double cost) {
    Edit edit;
    edit.kind = kind;
    edit.number = number;
    edit.value = value;
    edit.cost = cost;
    edit.effect.assign(colour_count_of(base), 0);
    return edit;
}

double colour_distance(const Puzzle& base, int a, int b) {
    const std::uint32_t x = base.palette[static_cast<std::size_t>(a)].rgb, y = base.palette[static_cast<std::size_t>(b)].rgb;
    double sum = 0;
    for (int shift : {0, 8, 16}) {
        const double d = static_cast<double>((x >> shift) & 0xff) - static_cast<double>((y >> shift) & 0xff);
        sum += d * d;
    }
    return std::sqrt(sum);
}

// Another colour for `n`: by how much nearer its ink is to the colour it was given than to
// `colour` (or, not measured, by how near the two palette colours are).
// A colour the palette holds for one or two numbers only is more likely a misread colour than
// one of the puzzle's: its numbers are given another more readily.
double recolour_cost(const Puzzle& base, const NumberReading& n, int colour, int sharing) {
    const auto c = static_cast<std::size_t>(colour), own = static_cast<std::size_t>(n.colour);
    const double rare = sharing <= 2 ? -2 : 0;
    if (c < n.colour_distances.size() && own < n.colour_distances.size())
        return kRecolourCost + rare + 8 * std::max(0.0, n.colour_distances[c] - n.colour_distances[own]) / 255;
    return kRecolourCost + rare + 4 * colour_distance(base, n.colour, colour) / 255;
}

// A number added before or after `n` (after: the last of its line): cheaper where the band
// leaves room for one (a step about twice its line's typical), dearer where it leaves none.
double insert_cost(const NumberReading& n, bool before) {
    const double room = before ? n.room_before : n.room_after;
    if (room <= 0) return kInsertCost;
    return kInsertCost + (room >= 1.6 ? -4 : room < 1.3 ? 3 : 0);
}

// A row's two numbers standing much nearer each other than its band's numbers usually do
// (NumberReading::room_before: their centres' step against the band's typical step) are as
// likely the digits of one number cut apart, whatever the cutter's rule said of their gap (a
// font whose digits are set wide apart, as full-width digits are): the cost of joining them
// falls with that step. Columns' numbers are stacked, so their step says nothing of it.
double close_pair_cost(const NumberReading& next) {
    if (next.column || next.room_before <= 0 || next.room_before >= kCloseStep) return 1e300;
    return kClosePairCost + 20 * std::max(0.0, next.room_before - kClosestStep);
}

// Another value, a split, a merge with the next number: what the reader itself thought likely.
void reading_edits(const Puzzle& base, const std::vector<NumberReading>& numbers, std::size_t i, std::vector<Edit>& out) {
    const NumberReading& n = numbers[i];
    for (const auto& [value, likelihood] : n.alternatives) {
        if (likelihood <= 1e-6 || value > line_length(base, n)) continue;
        Edit edit = make_edit(base, Edit::Kind::Value, i, value, -std::log(likelihood));
        add_effect(edit.effect, n, n.colour, value - n.value);
        out.push_back(std::move(edit));
    }
    if (n.split && n.split_likelihood > 1e-6) {
        Edit edit = make_edit(base, Edit::Kind::Split, i, 0, -std::log(n.split_likelihood));
        add_effect(edit.effect, n, n.colour, n.split->first + n.split->second - n.value);
        out.push_back(std::move(edit));
    }
    if (n.split)  // one of its two glyphs a stray mark the cutter joined to the digit beside it
        for (const int digit : {n.split->first, n.split->second}) {
            if (digit == n.split->first && digit == n.split->second && !out.empty() && out.back().number == i &&
                out.back().kind == Edit::Kind::Value && out.back().value == digit)
                continue;  // 11 -> 1 once
            Edit edit = make_edit(base, Edit::Kind::Value, i, digit, kStrayGlyphCost);
            add_effect(edit.effect, n, n.colour, digit - n.value);
            out.push_back(std::move(edit));
        }
    if (i + 1 >= numbers.size()) return;
    const NumberReading& next = numbers[i + 1];
    // Further apart than the cutter's rule allows a merge, the cost goes on rising as it does
    // up to there (the bands' own likelihood: e^-(2 + 20 x the distance past the rule)).
    double cost = n.merge_likelihood > 1e-6 ? -std::log(n.merge_likelihood)
                  : n.merge_past >= 0   ? merge_cost(n.merge_past)
                                        : -1;
    if (cost >= 0) cost = std::min(cost, close_pair_cost(next));
    if (cost < 0 || next.bare || n.value >= 10 || next.value >= 10) return;
    const int merged = n.value * 10 + next.value;
    if (merged > line_length(base, n)) return;
    Edit edit = make_edit(base, Edit::Kind::Merge, i, merged, cost);
    add_effect(edit.effect, n, n.colour, merged - n.value);
    add_effect(edit.effect, next, next.colour, -next.value);
    out.push_back(std::move(edit));
}

// The colour of the number an Insert or Fill edit adds: the one colour whose total it changes.
int added_colour(const Edit& edit) {
    return static_cast<int>(std::find_if(edit.effect.begin(), edit.effect.end(), [](int e) { return e != 0; }) - edit.effect.begin());
}

}  // namespace

void measure_room(std::vector<NumberReading>& numbers, const std::vector<double>& along, double row_edge,
                  double column_edge) {
    auto same_line = [&](std::size_t a, std::size_t b) {
        return numbers[a].column == numbers[b].column && numbers[a].line == numbers[b].line;
    };
    for (const bool column : {false, true}) {
        const double edge = column ? column_edge : row_edge;
        std::vector<double> steps, edges;
        for (std::size_t i = 0; i < numbers.size(); ++i) {
            if (numbers[i].column != column) continue;
            if (i > 0 && same_line(i - 1, i)) steps.push_back(along[i] - along[i - 1]);
            if (i + 1 == numbers.size() || !same_line(i, i + 1)) edges.push_back(edge - along[i]);
        }
        const double step = median(steps), to_edge = median(edges);
        if (steps.size() < 3 || step <= 0) continue;
        for (std::size_t i = 0; i < numbers.size(); ++i) {
            if (numbers[i].column != column) continue;
            if (i > 0 && same_line(i - 1, i)) numbers[i].room_before = (along[i] - along[i - 1]) / step;
            if (i + 1 == numbers.size() || !same_line(i, i + 1)) numbers[i].room_after = 1 + (edge - along[i] - to_edge) / step;
        }
    }
}

Values as_read(const std::vector<NumberReading>& numbers) {
    Values out;
    for (const NumberReading& n : numbers) {
        out.values.push_back(n.bare ? std::vector<int>{} : std::vector<int>{n.value});
        out.colours.push_back(n.bare ? std::vector<int>{} : std::vector<int>{n.colour});
    }
    return out;
}

std::vector<Edit> listed_edits(const Puzzle& base, const std::vector<NumberReading>& numbers, double doubt,
                               bool doubtful_only) {
    std::vector<Edit> edits;
    std::vector<int> sharing(colour_count_of(base), 0);
    for (const NumberReading& n : numbers)
        if (n.colour < static_cast<int>(sharing.size())) ++sharing[static_cast<std::size_t>(n.colour)];
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        const NumberReading& n = numbers[i];
        if (n.bare || (doubtful_only && n.confidence >= doubt)) continue;
        reading_edits(base, numbers, i, edits);
        if (doubtful_only) continue;
        Edit drop = make_edit(base, Edit::Kind::Drop, i, 0,
                              (n.strange ? kDropStrangeCost : kDropCost) + 3 * n.confidence);
        add_effect(drop.effect, n, n.colour, -n.value);
        edits.push_back(std::move(drop));
        for (int c = 1; c < static_cast<int>(base.palette.size()); ++c) {
            if (c == n.colour || n.colour >= static_cast<int>(base.palette.size())) continue;
            Edit recolour = make_edit(base, Edit::Kind::Recolour, i, c, recolour_cost(base, n, c, sharing[static_cast<std::size_t>(n.colour)]));
            add_effect(recolour.effect, n, n.colour, -n.value);
            add_effect(recolour.effect, n, c, n.value);
            edits.push_back(std::move(recolour));
        }
    }
    std::stable_sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.cost < b.cost; });
    return edits;
}

bool apply(const Edit& edit, const std::vector<NumberReading>& numbers, const Values& first, Values& values) {
    const std::size_t i = edit.number;
    if (values.values[i] != first.values[i] || values.colours[i] != first.colours[i]) return false;
    const NumberReading& n = numbers[i];
    switch (edit.kind) {
        case Edit::Kind::Value: values.values[i] = {edit.value}; break;
        case Edit::Kind::Split:
            values.values[i] = {n.split->first, n.split->second};
            values.colours[i] = {n.colour, n.colour};
            break;
        case Edit::Kind::Drop: values.values[i] = {}; values.colours[i] = {}; break;
        case Edit::Kind::Recolour: values.colours[i] = {edit.value}; break;
        case Edit::Kind::Merge:
            if (values.values[i + 1] != first.values[i + 1] || values.colours[i + 1] != first.colours[i + 1]) return false;
            values.values[i] = {edit.value};
            values.values[i + 1] = {};
            values.colours[i + 1] = {};
            break;
        case Edit::Kind::Fill:
        case Edit::Kind::Insert: {
            const int colour = added_colour(edit);
            if (edit.kind == Edit::Kind::Fill) {
                values.values[i] = {edit.value};
                values.colours[i] = {colour};
                if (edit.second > 0) {
                    values.values[i].push_back(edit.second);
                    values.colours[i].push_back(colour);
                }
            } else if (edit.before) {
                values.values[i].insert(values.values[i].begin(), edit.value);
                values.colours[i].insert(values.colours[i].begin(), colour);
            } else {
                values.values[i].push_back(edit.value);
                values.colours[i].push_back(colour);
            }
            break;
        }
    }
    return true;
}

std::vector<int> totals_gap(const Puzzle& base, const std::vector<NumberReading>& numbers, const Values& values) {
    std::vector<int> gap(colour_count_of(base), 0);
    for (std::size_t i = 0; i < numbers.size(); ++i)
        for (std::size_t k = 0; k < values.values[i].size(); ++k)
            add_effect(gap, numbers[i], values.colours[i][k], values.values[i][k]);
    return gap;
}

std::string line_name(const NumberReading& n) {
    return std::string(n.column ? "column " : "row ") + std::to_string(n.line + 1);
}

std::string colour_name(const Puzzle& base, int colour) {
    return colour < static_cast<int>(base.palette.size()) ? base.palette[static_cast<std::size_t>(colour)].name
                                                          : std::to_string(colour);
}

namespace {

bool last_of_line(const std::vector<NumberReading>& numbers, std::size_t i) {
    return i + 1 == numbers.size() || numbers[i + 1].column != numbers[i].column || numbers[i + 1].line != numbers[i].line;
}

bool has_alternative(const NumberReading& n, int value) {
    return std::any_of(n.alternatives.begin(), n.alternatives.end(), [&](const auto& a) { return a.first == value; });
}

// A bare line `n` (number `i`) filled with `added` cells of `colour`: one number, or (dearer)
// two whose sum it is, with a cell between them.
void add_fills(const Puzzle& base, const NumberReading& n, std::size_t i, int colour, int added, std::vector<Edit>& out) {
    if (added < 1 || added > line_length(base, n)) return;
    Edit one = make_edit(base, Edit::Kind::Fill, i, added, kFillCost);
    add_effect(one.effect, n, colour, added);
    out.push_back(one);
    for (int first = 1; first < added && added + 1 <= line_length(base, n); ++first) {
        Edit two = one;
        two.value = first;
        two.second = added - first;
        two.cost = kFillCost + kSecondFillCost;
        out.push_back(std::move(two));
    }
}

// The closing changes that make up the gap `amount` (rows' total minus columns', wanted) in
// colour `colour`: a number read as the value that closes it (any number of that colour, by
// how unsure the reader was of it), or a number of that value added beside one or filled into
// a bare line (a row's when the rows are short, a column's when the columns are), cheapest first.
std::vector<Edit> closers(const Puzzle& base, const std::vector<NumberReading>& numbers, int colour, int amount) {
    std::vector<Edit> out, fills;
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        const NumberReading& n = numbers[i];
        if (n.bare) {
            add_fills(base, n, i, colour, n.column ? -amount : amount, fills);
            continue;
        }
        const int value = n.value + (n.column ? -amount : amount);
        if (n.colour == colour && value >= 1 && value <= line_length(base, n) && !has_alternative(n, value)) {
            Edit edit = make_edit(base, Edit::Kind::Value, i, value, kRereadCost - std::log(1.001 - std::min(1.0, n.confidence)));
            add_effect(edit.effect, n, colour, value - n.value);
            out.push_back(std::move(edit));
        }
        const int added = n.column ? -amount : amount;
        if (added < 1 || added > line_length(base, n)) continue;
        for (const bool before : {true, false}) {
            if (!before && !last_of_line(numbers, i)) continue;
            Edit edit = make_edit(base, Edit::Kind::Insert, i, added, insert_cost(n, before));
            edit.before = before;
            add_effect(edit.effect, n, colour, added);
            out.push_back(std::move(edit));
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const Edit& a, const Edit& b) { return a.cost < b.cost; });
    if (out.size() > kClosers) out.resize(kClosers);
    // A bare line is filled after the others are tried, but never crowded out by them.
    out.insert(out.end(), fills.begin(), fills.end());
    return out;
}

struct Candidate {
    std::vector<Edit> edits;
    double cost = 0;
};

std::vector<int> minus(std::vector<int> a, const std::vector<int>& b) {
    for (std::size_t k = 0; k < a.size(); ++k) a[k] -= b[k];
    return a;
}

// The edits' sets of one to three (two unless `triples`), no number changed twice, whose effects add up to `target`.
void exact_sets(const std::vector<Edit>& edits, const std::vector<int>& target, bool triples, std::vector<Candidate>& out) {
    std::map<std::vector<int>, std::vector<std::size_t>> by_effect;
    for (std::size_t i = 0; i < edits.size(); ++i) by_effect[edits[i].effect].push_back(i);
    auto with = [&](const std::vector<int>& need, std::size_t after, const std::vector<std::size_t>& taken) {
        const auto found = by_effect.find(need);
        if (found == by_effect.end()) return;
        for (std::size_t k : found->second) {
            if (k <= after && !taken.empty()) continue;
            Candidate candidate;
            double cost = 0;
            bool clash = false;
            for (std::size_t t : taken) {
                clash = clash || edits[t].number == edits[k].number;
                candidate.edits.push_back(edits[t]);
                cost += edits[t].cost;
            }
            if (clash) continue;
            candidate.edits.push_back(edits[k]);
            candidate.cost = cost + edits[k].cost;
            out.push_back(std::move(candidate));
        }
    };
    if (std::any_of(target.begin(), target.end(), [](int t) { return t != 0; })) with(target, 0, {});
    for (std::size_t i = 0; i < std::min(edits.size(), kPairs); ++i) {
        const std::vector<int> need = minus(target, edits[i].effect);
        with(need, i, {i});
        if (!triples || i >= kTriples) continue;
        for (std::size_t j = i + 1; j < std::min(edits.size(), kTriples); ++j)
            if (edits[j].number != edits[i].number) with(minus(need, edits[j].effect), j, {i, j});
    }
}

// One or two edits and a closing change the remaining gap decides, when it is in one colour.
void closed_sets(const Puzzle& base, const std::vector<NumberReading>& numbers, const std::vector<Edit>& edits,
                 const std::vector<int>& target, std::vector<Candidate>& out) {
    auto close = [&](const std::vector<Edit>& taken, const std::vector<int>& rest) {
        const auto nonzero = [](int t) { return t != 0; };
        if (std::count_if(rest.begin(), rest.end(), nonzero) != 1) return;
        const int colour = static_cast<int>(std::find_if(rest.begin(), rest.end(), nonzero) - rest.begin());
        double cost = 0;
        for (const Edit& e : taken) cost += e.cost;
        for (const Edit& closer : closers(base, numbers, colour, rest[static_cast<std::size_t>(colour)])) {
            if (std::any_of(taken.begin(), taken.end(), [&](const Edit& e) { return e.number == closer.number; })) continue;
            Candidate candidate{taken, cost + closer.cost};
            candidate.edits.push_back(closer);
            out.push_back(std::move(candidate));
        }
    };
    close({}, target);
    for (std::size_t i = 0; i < std::min(edits.size(), kTriples); ++i) {
        close({edits[i]}, minus(target, edits[i].effect));
        for (std::size_t j = i + 1; j < std::min(edits.size(), kTriples / 4); ++j)
            if (edits[j].number != edits[i].number)
                close({edits[i], edits[j]}, minus(minus(target, edits[i].effect), edits[j].effect));
    }
}

}  // namespace

std::vector<std::vector<Edit>> mending_sets(const Puzzle& base, const std::vector<NumberReading>& numbers,
                                            const std::vector<Edit>& edits, const std::vector<int>& gap, bool wide,
                                            std::size_t limit) {
    std::vector<int> target(gap.size());
    for (std::size_t k = 0; k < gap.size(); ++k) target[k] = -gap[k];
    std::vector<Candidate> candidates;
    exact_sets(edits, target, wide, candidates);
    if (wide) closed_sets(base, numbers, edits, target, candidates);
    std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) { return a.cost < b.cost; });
    std::vector<std::vector<Edit>> out;
    for (Candidate& candidate : candidates) {
        if (out.size() >= limit) break;
        out.push_back(std::move(candidate.edits));
    }
    return out;
}

std::string describe(const Edit& edit, const std::vector<NumberReading>& numbers, const Puzzle& base) {
    const NumberReading& n = numbers[edit.number];
    const std::string where = line_name(n) + ", the number read as " + std::to_string(n.value);
    switch (edit.kind) {
        case Edit::Kind::Value: return where + ": " + std::to_string(edit.value);
        case Edit::Kind::Split:
            return where + ": split into " + std::to_string(n.split->first) + " " + std::to_string(n.split->second);
        case Edit::Kind::Merge:
            return where + ": joined with the next number, " + std::to_string(numbers[edit.number + 1].value);
        case Edit::Kind::Drop: return where + ": dropped (not a number)";
        case Edit::Kind::Recolour:
            return where + ": " + colour_name(base, edit.value) + ", not " + colour_name(base, n.colour);
        case Edit::Kind::Fill:
            return line_name(n) + ": nothing read beside it, filled with " +
                   (edit.second > 0 ? "numbers " + std::to_string(edit.value) + " " + std::to_string(edit.second)
                                    : "a number " + std::to_string(edit.value)) +
                   (base.palette.size() > 2 ? " (" + colour_name(base, added_colour(edit)) + ")" : "") + " (the totals ask for it)";
        case Edit::Kind::Insert:
            return line_name(n) + ": a number " + std::to_string(edit.value) + " added " + (edit.before ? "before" : "after") +
                   " the number read as " + std::to_string(n.value);
    }
    return where;
}

}  // namespace nono::scan
