// The observers `nono solve` can attach to a strategy: several at once through a fan-out, a
// terminal animation that redraws the grid as the steps happen (as Simpson's solver does),
// and the --verbose progress lines of iterative methods.
#pragma once

#include <memory>
#include <ostream>
#include <vector>

#include "nono/puzzle.hpp"
#include "nono/trace.hpp"

namespace nono::cli {

class FanOut final : public TraceObserver {
public:
    void add(TraceObserver* observer) { observers_.push_back(observer); }
    bool empty() const { return observers_.empty(); }
    void step(const Step& step) override {
        for (TraceObserver* observer : observers_) observer->step(step);
    }

private:
    std::vector<TraceObserver*> observers_;
};

// Redraws the board after every step that changed it, then waits `delay_ms`. On a terminal
// the picture is redrawn in place; elsewhere frames follow one another.
class Animator final : public TraceObserver {
public:
    Animator(std::ostream& out, const Puzzle& puzzle, int delay_ms, bool in_place);
    void step(const Step& step) override;

private:
    std::ostream& out_;
    const Puzzle& puzzle_;
    Grid board_;
    int delay_ms_;
    bool in_place_;
    std::uint64_t frames_ = 0;
};

// Iteration and progress steps as lines on `out` (perm-elim's candidates per iteration,
// brute force's grids tried).
class ProgressLines final : public TraceObserver {
public:
    explicit ProgressLines(std::ostream& out) : out_(out) {}
    void step(const Step& step) override;

private:
    std::ostream& out_;
};

}  // namespace nono::cli
