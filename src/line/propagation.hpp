// Line solving to a fixpoint, the loop behind every "deduce by lines alone": solve a line,
// queue the lines crossing the cells it changed, until no line is queued or one contradicts.
// Lines are numbered as LineRef numbers them (rows first, then columns). The engine's Board
// keeps its own queue (first in, first out, with limits and a trace) for speed; the analyses
// (line_logic, the level engine) use this one, last in, first out.
#pragma once

#include <vector>

namespace nono {

// The lines whose cells changed since they were last solved, each at most once.
class LineQueue {
public:
    // Every one of `lines` queued, line 0 to be taken first.
    explicit LineQueue(int lines) : queued_(static_cast<std::size_t>(lines), 1) {
        for (int line = lines - 1; line >= 0; --line) stack_.push_back(line);
    }
    void push(int line) {
        if (queued_[static_cast<std::size_t>(line)]) return;
        queued_[static_cast<std::size_t>(line)] = 1;
        stack_.push_back(line);
    }
    bool empty() const { return stack_.empty(); }
    int pop() {
        const int line = stack_.back();
        stack_.pop_back();
        queued_[static_cast<std::size_t>(line)] = 0;
        return line;
    }

private:
    std::vector<char> queued_;
    std::vector<int> stack_;
};

// Solves the queued lines in turn with `solve_line(line)`, which queues the lines crossing
// the cells it changed (LineRef::crossing) and returns false on a contradiction. True when
// the queue ran empty (a fixpoint), false at the first contradiction.
template <typename SolveLine>
bool solve_to_fixpoint(LineQueue& queue, SolveLine&& solve_line) {
    while (!queue.empty())
        if (!solve_line(queue.pop())) return false;
    return true;
}

}  // namespace nono
