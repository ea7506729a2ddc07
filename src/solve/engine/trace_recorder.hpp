// The engine's trace (docs/trace.md): with an observer, every cell change of the board is
// collected and handed on with the next step, so a replay of the steps shows the board after
// each of them. While muted (the trial propagations of probing) nothing is collected or
// handed on. Without an observer this costs the board one test per assign.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "nono/puzzle.hpp"
#include "nono/trace.hpp"

namespace nono::detail {

class TraceRecorder {
public:
    void set_observer(TraceObserver* observer) { observer_ = active_ = observer; }
    // Whether changes are collected now (an observer, not muted).
    bool on() const { return active_ != nullptr; }
    void mute() {
        ++muted_;
        active_ = nullptr;
    }
    void unmute() {
        if (--muted_ == 0) active_ = observer_;
    }
    // A cell changed (call only while on()).
    void record(std::uint32_t index, Cell value) { changes_.push_back({index, value}); }
    std::size_t recorded() const { return changes_.size(); }

    // Hands `step` to the observer with the cell changes collected since the last step.
    void emit(Step step) {
        if (observer_ == nullptr) return;
        step.cells.swap(changes_);
        changes_.clear();
        if (active_ != nullptr) active_->step(step);
    }
    // The steps every search on a board reports, each with the changes collected since the
    // last step (call only while on()): a guess (the cell set by choice), a backtrack to
    // `depth`, a solution found (the `count`-th), a line that changed cells or contradicts, a
    // probe's trial (`implied` cells) and what probing forced (`failed`: the value struck off,
    // or Unknown for the cells every trial agreed on).
    void guess(std::size_t index, Cell value, std::size_t depth, bool alternative) {
        emit(Step::make_guess(static_cast<std::int64_t>(index), value, static_cast<std::uint32_t>(depth), alternative));
    }
    void backtrack(std::size_t depth) { emit(Step::make_backtrack(static_cast<std::uint32_t>(depth))); }
    void solution(std::uint64_t count, std::size_t depth, std::string_view found_by = {}) {
        emit(Step::make_solution(count, static_cast<std::uint32_t>(depth), found_by));
    }
    void line(int line, std::string_view solver) { emit(Step::make_line(line, solver)); }
    void contradiction(int line) { emit(Step::make_contradiction(line)); }
    void probe(std::size_t index, Cell value, bool contradiction, std::size_t implied, std::size_t depth) {
        emit(Step::make_probe(static_cast<std::int64_t>(index), value, contradiction, implied, static_cast<std::uint32_t>(depth)));
    }
    void forced(std::size_t index, Cell failed, std::size_t depth) {
        emit(Step::make_forced(static_cast<std::int64_t>(index), failed, static_cast<std::uint32_t>(depth)));
    }
    // A solution found off the board (by the SAT solver, or as a 2x2 swap of another:
    // `found_by` "sat" or "swap"), the `count`-th: a Solution step whose cells turn the board
    // (`cells`) into `solution`, then a Backtrack step at `depth` that turns it back, so
    // replaying the steps still gives the board after each of them.
    void solution_elsewhere(const Grid& solution, const std::vector<Cell>& cells, std::uint64_t count,
                            std::size_t depth, std::string_view found_by = "sat") {
        for (std::size_t index = 0; index < cells.size(); ++index)
            if (solution.cells()[index] != cells[index])
                changes_.push_back({static_cast<std::uint32_t>(index), solution.cells()[index]});
        this->solution(count, depth, found_by);
        for (std::size_t index = 0; index < cells.size(); ++index)
            if (solution.cells()[index] != cells[index])
                changes_.push_back({static_cast<std::uint32_t>(index), cells[index]});
        backtrack(depth);
    }

private:
    TraceObserver* observer_ = nullptr;
    TraceObserver* active_ = nullptr;  // observer_ while not muted: one test per assign
    int muted_ = 0;
    std::vector<CellChange> changes_;  // collected for the next step while on()
};

}  // namespace nono::detail
