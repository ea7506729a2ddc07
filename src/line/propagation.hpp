// Line solving to a fixpoint, the loop behind every "deduce by lines alone": solve a line,
// queue the lines crossing the cells it changed, until no line is queued or one contradicts.
// Lines are numbered as LineRef numbers them (rows first, then columns). The engine's boards
// (black and white, colour), line logic and the level engine all queue lines here; the engine
// runs its own loop around the queue for its limits and trace.
#pragma once

#include <cstddef>
#include <vector>

namespace nono {

// The order queued lines are taken in. The engine's Board takes them first in, first out
// (its measured tuning and its traces follow that order); the analyses and the colour board
// take the last queued first. The order changes nothing a fixpoint deduces, only the work.
enum class LineOrder { FirstInFirstOut, LastInFirstOut };

// The lines whose cells changed since they were last solved, each at most once. Pushing and
// popping are O(1) with no allocation: the engine's propagation runs through them.
template <LineOrder Order>
class BasicLineQueue {
public:
    explicit BasicLineQueue(int lines)
        : lines_(static_cast<std::size_t>(lines)), queued_(lines_, 0), ring_(lines_) {}
    // Every line queued so that line 0 is taken first.
    void push_all() {
        if constexpr (Order == LineOrder::FirstInFirstOut)
            for (int line = 0; line < static_cast<int>(lines_); ++line) push(line);
        else
            for (int line = static_cast<int>(lines_) - 1; line >= 0; --line) push(line);
    }
    void push(int line) {
        if (queued_[static_cast<std::size_t>(line)]) return;
        queued_[static_cast<std::size_t>(line)] = 1;
        std::size_t tail = head_ + size_;
        if (tail >= lines_) tail -= lines_;
        ring_[tail] = line;
        ++size_;
    }
    bool empty() const { return size_ == 0; }
    int pop() {
        std::size_t at = --size_;  // last in, first out: the last line (head_ stays 0)
        if constexpr (Order == LineOrder::FirstInFirstOut) {
            at = head_;
            if (++head_ == lines_) head_ = 0;
        }
        const int line = ring_[at];
        queued_[static_cast<std::size_t>(line)] = 0;
        return line;
    }
    void clear() {
        while (!empty()) pop();
    }

private:
    std::size_t lines_;
    std::vector<char> queued_;
    std::vector<int> ring_;  // size_ lines from head_, wrapping around
    std::size_t head_ = 0;
    std::size_t size_ = 0;
};

using LineQueue = BasicLineQueue<LineOrder::LastInFirstOut>;
using FifoLineQueue = BasicLineQueue<LineOrder::FirstInFirstOut>;

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
