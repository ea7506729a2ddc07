// The D_k closure of a puzzle whose sides fit in 64 cells: line solving (D_1) and the joint
// fillings of line sets of size k, repeated to a fixpoint. Lines are numbered rows first
// (0..height-1, bit c = column c), then columns (height..height+width-1, bit r = row r).
// Used by difficulty_level() for single puzzles and by the census for every unique grid.
#pragma once

#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

#include "line/propagation.hpp"
#include "masks.hpp"
#include "model/line_ref.hpp"
#include "nono/line_solver.hpp"
#include "nono/puzzle.hpp"
#include "solve/limits.hpp"

namespace nono::analysis {

class LevelEngine {
public:
    // Stopped: the time limit or the interrupt of set_limits() ended it.
    enum class Status { Complete, Stalled, Contradiction, OutOfWork, Stopped };

    // `clues` holds height row clues then width column clues; it must outlive the engine.
    // `work_limit` bounds the arrangements and joint fillings visited (0 = no bound); with a
    // bound, one line set may spend at most a sixteenth of it, else it is skipped.
    LevelEngine(int width, int height, const std::vector<const Clue*>& clues,
                std::uint64_t work_limit);

    // The wall-time limit and interrupt flag to honour (none by default, as in the census);
    // `limits` must outlive the engine. Checked between line solves, sets and arrangements.
    void set_limits(detail::Limits* limits) { limits_ = limits; }
    // Why Stopped (Time or Interrupted), once a call returned it.
    StopReason stop_reason() const { return stop_reason_; }

    // Line solving to a fixpoint (D_1).
    Status line_fixpoint();
    // The closure under every set of at most k lines (D_k), from what is known now. OutOfWork
    // when the work limit ran out, or when it stalled after skipping a set too costly to try. Only sets
    // with at least two rows and two columns are tried: their crossings form a cycle. Any other
    // set (rows alone, or one row with columns, or one column with rows) crosses as a tree, and
    // at the line-solving fixpoint every value a line still allows at a crossing cell is allowed
    // by the crossing line too, so every arrangement of every line extends to a joint filling:
    // such a set deduces nothing line solving has not. Hence D_2 = D_3 = D_1, and k <= 3 is
    // answered by line solving alone. Of the sets that remain, only those of exactly k unsolved
    // lines are tried: a larger set deduces at least what its subsets do.
    Status level_fixpoint(int k);
    // True once a level_fixpoint stalled with every unsolved line in one set: then the cells
    // left open differ between solutions, i.e. the puzzle has several.
    bool stalled_on_everything() const { return stalled_on_everything_; }

    bool complete() const;
    Grid grid() const;  // known cells; Unknown where open
    std::uint64_t work() const { return work_; }
    int width() const { return width_; }
    int height() const { return height_; }

private:
    LineRef line_ref(int line) const { return LineRef(width_, height_, line, clues_[line]); }
    int length(int line) const { return line_ref(line).length; }
    bool line_done(int line) const {
        return (known_[line].filled | known_[line].empty) == low_bits(length(line));
    }
    void set_cell(int row, int column, bool filled);
    // New cells from one line's solved masks; false on contradiction.
    bool apply_line(int line, Mask may_fill, Mask may_empty);
    bool out_of_work() const { return work_limit_ != 0 && work_ > work_limit_; }
    // True once the limits stopped it (they read the clock every 256th call).
    bool stopped() {
        if (!stopped_ && limits_ != nullptr && limits_->reached(stop_reason_)) stopped_ = true;
        return stopped_;
    }
    // Sets whose enumeration would cost too much are skipped (TooCostly) rather than ending
    // the whole computation: other sets may still decide the puzzle.
    enum class SetOutcome { Done, Contradiction, TooCostly, OutOfWork, Stopped };
    // Why an enumeration gave up: the limits, the work limit, or only this set's budget.
    SetOutcome abandoned() const {
        return stopped_ ? SetOutcome::Stopped : out_of_work() ? SetOutcome::OutOfWork : SetOutcome::TooCostly;
    }
    SetOutcome evaluate_set(const std::vector<int>& rows, const std::vector<int>& columns, bool& changed);
    bool arrangements(int line, std::vector<Mask>& out);

    int width_;
    int height_;
    std::vector<const Clue*> clues_;
    std::uint64_t work_limit_;
    std::uint64_t work_ = 0;
    detail::Limits* limits_ = nullptr;
    bool stopped_ = false;
    StopReason stop_reason_ = StopReason::Exhausted;
    std::vector<Known> known_;
    LineQueue queue_;
    // When each line last gained a cell, and when each line set was last tried without result:
    // a set none of whose lines changed since then would deduce nothing again.
    std::uint64_t clock_ = 1;
    std::vector<std::uint64_t> changed_at_;
    struct SetKey {
        std::uint64_t low, high;
        bool operator==(const SetKey&) const = default;
    };
    struct SetKeyHash {
        std::size_t operator()(const SetKey& key) const {
            return static_cast<std::size_t>(key.low * 0x9E3779B97F4A7C15ull ^ key.high);
        }
    };
    std::unordered_map<SetKey, std::uint64_t, SetKeyHash> fruitless_at_;
    bool stalled_on_everything_ = false;
    // "bitwise": D_1 is exact line solving, and complete's tables on masks cost least on lines
    // of up to 64 cells (`nono census 4x4 --levels --threads 1`: 33.8 M -> 27.6 M instructions, callgrind).
    std::unique_ptr<LineSolver> line_solver_;
    std::vector<Cell> line_buffer_;
    // Scratch for evaluate_set, kept to avoid allocating per set.
    std::vector<std::vector<Mask>> options_;
};

}  // namespace nono::analysis
