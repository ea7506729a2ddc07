// The solving trace: the steps a strategy takes, in order, handed to an observer as they
// happen. Replaying the cell changes of the steps from an all-unknown grid gives the board
// after each step exactly, so a viewer can animate a solve forwards and backwards, and an
// explainer can put each step into words. Schema of the JSON form: docs/trace.md.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono {

// The step kinds, declared once: X(Kind, name in the JSON trace, the fields it sets). The
// enum and step_kind_name() come from it; each kind's fields are set by its named constructor
// (Step::make_line, ...), never by hand.
#define NONO_STEP_KINDS(X)                                                                        \
    X(Line, "line", "a line solver fixed cells of one line (line, cells, solver)")                 \
    X(Probe, "probe",                                                                               \
      "a cell was tried with a value (cell, value, contradiction, count = cells it implied)")       \
    X(Forced, "forced",                                                                             \
      "probing proved cells (cells; cell/value = the probed cell and the value that failed, or "    \
      "Unknown when both values agreed)")                                                           \
    X(Guess, "guess", "a cell set by choice (cell, value, depth; alternative for the second value)") \
    X(Backtrack, "backtrack",                                                                       \
      "choices undone (depth after undoing, cells = the cells restored to their old value)")        \
    X(Contradiction, "contradiction", "no arrangement fits (line, or -1 when not one line's fault)") \
    X(Solution, "solution", "a complete grid satisfying every clue (count = solutions so far)")      \
    X(Iteration, "iteration",                                                                       \
      "one round of an iterative method (count = round, total = candidates left, largest = the "    \
      "most in one line)")                                                                          \
    X(Progress, "progress", "brute force: count grids proposed or enumerated so far")

enum class StepKind {
#define NONO_STEP_KIND_ENUM(kind, name, fields) kind,
    NONO_STEP_KINDS(NONO_STEP_KIND_ENUM)
#undef NONO_STEP_KIND_ENUM
};

std::string_view step_kind_name(StepKind kind);  // "line", "probe", ...

struct CellChange {
    std::uint32_t index;  // row * width + column
    Cell value;           // the cell's set after the step
    bool operator==(const CellChange&) const = default;
};

struct Step {
    StepKind kind = StepKind::Line;
    int line = -1;            // rows 0..height-1, then columns height..height+width-1
    std::int64_t cell = -1;   // row * width + column
    Cell value = Cell::Unknown;
    std::uint32_t depth = 0;  // guesses in force after the step
    bool contradiction = false;
    bool alternative = false;
    std::uint64_t count = 0;
    std::uint64_t total = 0;
    std::uint64_t largest = 0;
    // Line steps: the line solver's name. Solution steps: "sat" when the SAT solver found it
    // beside the board (TraceRecorder::solution_elsewhere), "swap" when it is a 2x2 swap of
    // the solution before (src/solve/engine/swap_solutions.hpp), empty when the search did.
    std::string_view solver;
    std::vector<CellChange> cells;

    // One constructor a kind (NONO_STEP_KINDS); the cells are added by whoever emits the step.
    static Step make_line(int line, std::string_view solver, std::uint32_t depth = 0);
    static Step make_probe(std::int64_t cell, Cell value, bool contradiction, std::uint64_t implied,
                           std::uint32_t depth);
    static Step make_forced(std::int64_t cell, Cell failed, std::uint32_t depth);
    static Step make_guess(std::int64_t cell, Cell value, std::uint32_t depth, bool alternative);
    // perm-elim guesses a whole line's arrangement: the line, no cell.
    static Step make_line_guess(int line, std::uint32_t depth);
    static Step make_backtrack(std::uint32_t depth);
    static Step make_contradiction(int line, std::uint32_t depth = 0);
    static Step make_solution(std::uint64_t count, std::uint32_t depth, std::string_view solver = {});
    static Step make_iteration(std::uint64_t round, std::uint64_t candidates, std::uint64_t largest);
    static Step make_progress(std::uint64_t grids);
};

// Receives the steps of one solve, in order. A strategy run without one pays nothing for the
// trace beyond a null-pointer test (measured: docs/algorithms.md).
class TraceObserver {
public:
    virtual ~TraceObserver() = default;
    virtual void step(const Step& step) = 0;
};

// Keeps every step in memory, up to a limit (the rest are counted, not kept).
class TraceRecorder final : public TraceObserver {
public:
    explicit TraceRecorder(std::size_t max_steps = 1'000'000) : max_steps_(max_steps) {}
    void step(const Step& step) override {
        if (steps_.size() < max_steps_) steps_.push_back(step);
        else ++dropped_;
    }
    const std::vector<Step>& steps() const { return steps_; }
    std::uint64_t dropped() const { return dropped_; }

private:
    std::size_t max_steps_;
    std::vector<Step> steps_;
    std::uint64_t dropped_ = 0;
};

}  // namespace nono
