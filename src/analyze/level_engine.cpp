// D_k closure: line solving with a work queue, then joint fillings of mixed line sets.
// A set's joint fillings are enumerated from its smaller side (rows or columns, whichever has
// fewer arrangement combinations); the other side's lines never cross each other, so each is
// checked on its own against the crossing cells chosen so far, which prunes early.
#include "level_engine.hpp"

#include <algorithm>

namespace nono::analysis {

namespace {
// A line with more fitting arrangements than this makes its set too costly to enumerate.
constexpr std::size_t kMaxArrangementsPerLine = std::size_t{1} << 16;
}  // namespace

LevelEngine::LevelEngine(int width, int height, const std::vector<const Clue*>& clues,
                         std::uint64_t work_limit)
    : width_(width), height_(height), clues_(clues), work_limit_(work_limit),
      queue_(width + height), line_solver_(make_line_solver("bitwise")) {
    const int lines = width + height;
    known_.assign(lines, Known{});
    changed_at_.assign(lines, 0);
    queue_.push_all();
}

void LevelEngine::set_cell(int row, int column, bool filled) {
    Known& across = known_[row];
    Known& down = known_[height_ + column];
    (filled ? across.filled : across.empty) |= Mask{1} << column;
    (filled ? down.filled : down.empty) |= Mask{1} << row;
    ++clock_;
    for (int line : {row, height_ + column}) {
        changed_at_[line] = clock_;
        queue_.push(line);
    }
}

bool LevelEngine::apply_line(int line, Mask may_fill, Mask may_empty) {
    const Mask all = low_bits(length(line));
    const Known now = known_[line];
    if (((may_fill | may_empty) & all) != all) return false;
    const Mask new_filled = ~may_empty & all & ~now.filled;
    const Mask new_empty = ~may_fill & all & ~now.empty;
    if ((new_filled & now.empty) != 0 || (new_empty & now.filled) != 0) return false;
    const LineRef ref = line_ref(line);
    for (int i = 0; i < ref.length; ++i) {
        const bool fill = (new_filled >> i) & 1;
        if (!fill && !((new_empty >> i) & 1)) continue;
        set_cell(ref.row(i), ref.column(i), fill);
    }
    return true;
}

LevelEngine::Status LevelEngine::line_fixpoint() {
    const bool consistent = solve_to_fixpoint(queue_, [this](int line) {
        if (stopped()) return false;  // ends the loop; told apart from a contradiction below
        const int n = length(line);
        line_buffer_.resize(static_cast<std::size_t>(n));
        const Known known = known_[line];
        for (int i = 0; i < n; ++i)
            line_buffer_[i] = ((known.filled >> i) & 1) ? Cell::Filled
                              : ((known.empty >> i) & 1) ? Cell::Empty
                                                        : Cell::Unknown;
        work_ += static_cast<std::uint64_t>(n);
        if (line_solver_->solve(*clues_[line], line_buffer_) == LineStatus::Contradiction) return false;
        Mask may_fill = 0, may_empty = 0;
        for (int i = 0; i < n; ++i) {
            const auto value = static_cast<unsigned>(line_buffer_[i]);
            if (value & 2u) may_fill |= Mask{1} << i;
            if (value & 1u) may_empty |= Mask{1} << i;
        }
        return apply_line(line, may_fill, may_empty);
    });
    if (stopped_) return Status::Stopped;
    if (!consistent) return Status::Contradiction;
    return complete() ? Status::Complete : Status::Stalled;
}

bool LevelEngine::arrangements(int line, std::vector<Mask>& out) {
    out.clear();
    return fitting_arrangements(*clues_[line], length(line), known_[line], out,
                                kMaxArrangementsPerLine, work_) &&
           !out_of_work() && !stopped();
}

namespace {

// The joint fillings of one line set, enumerated over its outer side (lines that never cross
// each other: each outer line's arrangement is chosen in turn, and every inner line must keep
// an arrangement matching the crossing cells chosen so far, which prunes early), tallied per
// line as the OR and the AND of the arrangements some joint filling gives it.
struct JointFillings {
    // `options`: per slot, the line's fitting arrangements; outer lines take `outer_count`
    // slots from `outer_first`, inner ones the others from `inner_first`; `position`: per
    // slot, the line's row or column number (its bit in the crossing lines).
    JointFillings(const std::vector<std::vector<Mask>>& options, const std::vector<int>& position,
                  std::size_t outer_first, std::size_t outer_count, std::size_t inner_first, std::size_t inner_count)
        : options(options), position(position), outer_first(outer_first), outer_count(outer_count),
          inner_first(inner_first), inner_count(inner_count), outer_or(outer_count, 0),
          outer_and(outer_count, ~Mask{0}), inner_or(inner_count, 0), inner_and(inner_count, ~Mask{0}),
          need_mask((outer_count + 1) * inner_count, 0), need_value((outer_count + 1) * inner_count, 0),
          chosen(outer_count, 0) {}

    // Chooses outer line `depth` onwards, adding the inner lines' scans to `work`; gives up
    // (aborted) as soon as `stop()` says so.
    template <typename Stop>
    void search(std::size_t depth, std::uint64_t& work, Stop&& stop) {
        if (depth == outer_count) return tally();
        const Mask outer_bit = Mask{1} << position[outer_first + depth];
        for (Mask a : options[outer_first + depth]) {
            bool feasible = true;
            for (std::size_t j = 0; j < inner_count && feasible; ++j) {
                const Mask mask = need_mask[depth * inner_count + j] | outer_bit;
                const Mask value = need_value[depth * inner_count + j] |
                                   (((a >> position[inner_first + j]) & 1) ? outer_bit : 0);
                need_mask[(depth + 1) * inner_count + j] = mask;
                need_value[(depth + 1) * inner_count + j] = value;
                const auto& inner = options[inner_first + j];
                work += inner.size();
                feasible = std::any_of(inner.begin(), inner.end(), [&](Mask q) { return (q & mask) == value; });
            }
            if (!feasible) continue;
            if (stop()) {
                aborted = true;
                return;
            }
            chosen[depth] = a;
            search(depth + 1, work, stop);
            if (aborted) return;
        }
    }

    // A joint filling is complete: every inner line has a match (checked when the last outer
    // line was chosen); each line's OR and AND take in what this filling allows it.
    void tally() {
        for (std::size_t j = 0; j < inner_count; ++j) {
            const Mask mask = need_mask[outer_count * inner_count + j];
            const Mask value = need_value[outer_count * inner_count + j];
            Mask line_or = 0, line_and = ~Mask{0};
            for (Mask q : options[inner_first + j])
                if ((q & mask) == value) {
                    line_or |= q;
                    line_and &= q;
                }
            inner_or[j] |= line_or;
            inner_and[j] &= line_and;
        }
        for (std::size_t i = 0; i < outer_count; ++i) {
            outer_or[i] |= chosen[i];
            outer_and[i] &= chosen[i];
        }
        any = true;
    }

    const std::vector<std::vector<Mask>>& options;
    const std::vector<int>& position;
    const std::size_t outer_first, outer_count, inner_first, inner_count;
    std::vector<Mask> outer_or, outer_and, inner_or, inner_and;
    // Per depth: the crossing cells each inner line must match (bit = outer line's position).
    std::vector<Mask> need_mask, need_value;
    std::vector<Mask> chosen;  // per outer line: its arrangement in the filling being built
    bool any = false;
    bool aborted = false;
};

}  // namespace

// The arrangements of each line, the side to enumerate (the one with fewer combinations),
// the enumeration (JointFillings), then the cells every joint filling agrees on.
LevelEngine::SetOutcome LevelEngine::evaluate_set(const std::vector<int>& rows,
                                                  const std::vector<int>& columns, bool& changed) {
    changed = false;
    const std::uint64_t set_budget = work_limit_ == 0 ? 0 : work_limit_ / 16;
    const std::uint64_t set_start = work_;
    const std::size_t lines = rows.size() + columns.size();
    if (options_.size() < lines) options_.resize(lines);
    std::vector<int> all(rows);
    all.insert(all.end(), columns.begin(), columns.end());
    std::vector<int> position(lines);
    double row_product = 1, column_product = 1;
    for (std::size_t i = 0; i < lines; ++i) {
        if (!arrangements(all[i], options_[i])) return abandoned();
        if (options_[i].empty()) return SetOutcome::Contradiction;
        (i < rows.size() ? row_product : column_product) *= static_cast<double>(options_[i].size());
        position[i] = line_ref(all[i]).index;
    }
    const bool rows_outer = row_product <= column_product;
    const std::size_t outer_count = rows_outer ? rows.size() : columns.size();
    // Slots in options_/all: outer lines first when rows are outer, else after the rows.
    JointFillings fillings(options_, position, rows_outer ? 0 : rows.size(), outer_count,
                           rows_outer ? rows.size() : 0, lines - outer_count);
    fillings.search(0, work_, [&] {
        return out_of_work() || (set_budget != 0 && work_ - set_start > set_budget) || stopped();
    });
    if (fillings.aborted) return abandoned();
    if (!fillings.any) return SetOutcome::Contradiction;

    const std::uint64_t before = clock_;
    for (std::size_t i = 0; i < fillings.outer_count; ++i)
        if (!apply_line(all[fillings.outer_first + i], fillings.outer_or[i], ~fillings.outer_and[i]))
            return SetOutcome::Contradiction;
    for (std::size_t j = 0; j < fillings.inner_count; ++j)
        if (!apply_line(all[fillings.inner_first + j], fillings.inner_or[j], ~fillings.inner_and[j]))
            return SetOutcome::Contradiction;
    changed = clock_ != before;
    return SetOutcome::Done;
}

namespace {
// The next `pick.size()` ascending indices out of 0..n-1 in lexicographic order; false after
// the last.
bool next_combination(std::vector<int>& pick, int n) {
    const int size = static_cast<int>(pick.size());
    int i = size - 1;
    while (i >= 0 && pick[static_cast<std::size_t>(i)] == n - size + i) --i;
    if (i < 0) return false;
    ++pick[static_cast<std::size_t>(i)];
    for (int j = i + 1; j < size; ++j) pick[static_cast<std::size_t>(j)] = pick[static_cast<std::size_t>(j) - 1] + 1;
    return true;
}
}  // namespace

LevelEngine::Status LevelEngine::level_fixpoint(int k) {
    stalled_on_everything_ = false;
    Status status = line_fixpoint();
    if (status != Status::Stalled || k <= 3) return status;
    std::vector<int> open, rows, columns;
    std::vector<int> pick;
    bool skipped = false;
    for (;;) {
        open.clear();
        for (int line = 0; line < width_ + height_; ++line)
            if (!line_done(line)) open.push_back(line);
        const int size = std::min<int>(k, static_cast<int>(open.size()));
        const bool everything = size == static_cast<int>(open.size());
        pick.resize(static_cast<std::size_t>(size));
        for (int i = 0; i < size; ++i) pick[i] = i;
        bool changed = false;
        skipped = false;
        for (;;) {
            // Most sets are passed over unevaluated (too few rows or columns, or stale): the
            // limits are read here too, or a large puzzle's C(lines, k) sets would outlast them.
            if (stopped()) return Status::Stopped;
            rows.clear();
            columns.clear();
            SetKey key{0, 0};
            std::uint64_t newest = 0;
            for (int index : pick) {
                const int line = open[index];
                (line_ref(line).is_row ? rows : columns).push_back(line);
                (line < 64 ? key.low : key.high) |= Mask{1} << (line % 64);
                newest = std::max(newest, changed_at_[line]);
            }
            const auto seen = fruitless_at_.find(key);
            const bool stale = seen == fruitless_at_.end() || newest >= seen->second;
            if (rows.size() >= 2 && columns.size() >= 2 && stale) {
                bool set_changed = false;
                const SetOutcome outcome = evaluate_set(rows, columns, set_changed);
                if (outcome == SetOutcome::Contradiction) return Status::Contradiction;
                if (outcome == SetOutcome::OutOfWork) return Status::OutOfWork;
                if (outcome == SetOutcome::Stopped) return Status::Stopped;
                skipped = skipped || outcome == SetOutcome::TooCostly;
                if (outcome == SetOutcome::TooCostly) {
                    // Not recorded as fruitless: it was not tried.
                } else if (set_changed) {
                    status = line_fixpoint();
                    if (status != Status::Stalled) return status;
                    changed = true;
                    break;  // the open lines changed: start again from the new state
                } else {
                    fruitless_at_[key] = ++clock_;
                }
            }
            if (!next_combination(pick, static_cast<int>(open.size()))) break;
        }
        if (!changed) {
            if (skipped) return Status::OutOfWork;
            stalled_on_everything_ = everything;
            return Status::Stalled;
        }
    }
}

bool LevelEngine::complete() const {
    for (int row = 0; row < height_; ++row)
        if (!line_done(row)) return false;
    return true;
}

Grid LevelEngine::grid() const {
    Grid grid(width_, height_, Cell::Unknown);
    for (int row = 0; row < height_; ++row)
        for (int column = 0; column < width_; ++column) {
            if ((known_[row].filled >> column) & 1) grid.set(row, column, Cell::Filled);
            if ((known_[row].empty >> column) & 1) grid.set(row, column, Cell::Empty);
        }
    return grid;
}

}  // namespace nono::analysis
