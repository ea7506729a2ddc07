// Line logic over a clue whose blocks may each be one of several colours; see colour_set_line.hpp.
#include "scan/colour_set_line.hpp"

#include <algorithm>
#include <cstddef>

namespace nono::scan {

namespace {

// The line as an automaton read cell by cell: after some cells, `blocks` blocks are done and
// the last cell read was background (`gap`), or ended a block of colour `colour`, or lies
// `offset` cells into the next block, of colour `colour`.
class States {
public:
    explicit States(const ColourSetClue& clue) : clue_(clue) {
        std::size_t at = 0;
        for (std::size_t j = 0; j <= clue.blocks.size(); ++j) {
            first_.push_back(at);
            at += 1 + kMaxColours;  // the gap, then the block ended in each colour
            if (j < clue.blocks.size()) at += static_cast<std::size_t>(longest(j) - 1) * kMaxColours;  // inside block j
        }
        size_ = at;
    }
    // The sizes block `j` may have, and the longest of them.
    bool may_be(std::size_t j, int size) const {
        if (j >= clue_.sizes.size() || clue_.sizes[j].empty()) return size == clue_.blocks[j];
        return std::find(clue_.sizes[j].begin(), clue_.sizes[j].end(), size) != clue_.sizes[j].end();
    }
    int longest(std::size_t j) const {
        if (j >= clue_.sizes.size() || clue_.sizes[j].empty()) return clue_.blocks[j];
        return *std::max_element(clue_.sizes[j].begin(), clue_.sizes[j].end());
    }
    std::size_t size() const { return size_; }
    std::size_t gap(std::size_t done) const { return first_[done]; }
    std::size_t ended(std::size_t done, int colour) const { return first_[done] + 1 + static_cast<std::size_t>(colour); }
    // `offset` cells (1 .. size - 1) into block `done`, of `colour`.
    std::size_t inside(std::size_t done, int offset, int colour) const {
        return first_[done] + 1 + kMaxColours + static_cast<std::size_t>(offset - 1) * kMaxColours + static_cast<std::size_t>(colour);
    }

    // Calls step(next state, colour of the cell read) for each cell that may follow `done`
    // blocks and a gap (`last` 0) or a block of colour `last` just ended.
    template <typename Step>
    void from_gap_or_end(std::size_t done, int last, Step&& step) const {  // last: 0 after a gap
        step(gap(done), 0);
        if (done == clue_.blocks.size()) return;
        for (int c = 1; c < kMaxColours; ++c) {
            if (!(clue_.colours[done] & (1u << c)) || c == last) continue;
            if (may_be(done, 1)) step(ended(done + 1, c), c);
            if (longest(done) > 1) step(inside(done, 1, c), c);
        }
    }

    // Every state with its successors: visit(state, next, colour).
    template <typename Visit>
    void transitions(Visit&& visit) const {
        for (std::size_t done = 0; done <= clue_.blocks.size(); ++done) {
            from_gap_or_end(done, 0, [&](std::size_t next, int colour) { visit(gap(done), next, colour); });
            for (int c = 1; c < kMaxColours; ++c)
                if (done > 0 && (clue_.colours[done - 1] & (1u << c)))  // block done - 1 ended in colour c
                    from_gap_or_end(done, c, [&](std::size_t next, int colour) { visit(ended(done, c), next, colour); });
            if (done == clue_.blocks.size()) continue;
            const int size = longest(done);
            for (int offset = 1; offset < size; ++offset)
                for (int c = 1; c < kMaxColours; ++c) {
                    if (!(clue_.colours[done] & (1u << c))) continue;  // no block of this colour gets here
                    if (may_be(done, offset + 1)) visit(inside(done, offset, c), ended(done + 1, c), c);
                    if (offset + 1 < size) visit(inside(done, offset, c), inside(done, offset + 1, c), c);
                }
        }
    }

private:
    const ColourSetClue& clue_;
    std::vector<std::size_t> first_;
    std::size_t size_ = 0;
};

}  // namespace

ColourSetLine::ColourSetLine(const ColourSetClue& clue) {
    const States states(clue);
    states.transitions([&](std::size_t from, std::size_t to, int colour) { moves_.push_back({from, to, colour}); });
    states_ = states.size();
    start_ = states.gap(0);
    const std::size_t all = clue.blocks.size();
    ends_.push_back(states.gap(all));
    for (int c = 1; c < kMaxColours; ++c) ends_.push_back(states.ended(all, c));
}

bool ColourSetLine::solve(std::span<Cell> cells) const {
    const std::size_t length = cells.size();
    // reach[i]: the states the first i cells can end in; back[i]: those from which the rest fit.
    std::vector<char> reach((length + 1) * states_, 0), back((length + 1) * states_, 0);
    auto at = [&](std::vector<char>& table, std::size_t i, std::size_t state) -> char& { return table[i * states_ + state]; };
    auto allowed = [&](std::size_t i, int colour) { return (static_cast<unsigned>(cells[i]) >> colour) & 1u; };
    at(reach, 0, start_) = 1;
    for (std::size_t i = 0; i < length; ++i)
        for (const Move& m : moves_)
            if (at(reach, i, m.from) && allowed(i, m.colour)) at(reach, i + 1, m.to) = 1;
    for (const std::size_t end : ends_) at(back, length, end) = 1;
    for (std::size_t i = length; i-- > 0;)
        for (const Move& m : moves_)
            if (at(back, i + 1, m.to) && allowed(i, m.colour)) at(back, i, m.from) = 1;
    if (!at(back, 0, start_)) return false;
    std::vector<unsigned> may(length, 0);
    for (std::size_t i = 0; i < length; ++i)
        for (const Move& m : moves_)
            if (at(reach, i, m.from) && at(back, i + 1, m.to) && allowed(i, m.colour)) may[i] |= 1u << m.colour;
    for (std::size_t i = 0; i < length; ++i) cells[i] = static_cast<Cell>(may[i]);
    return true;
}

bool solve_colour_set_line(const ColourSetClue& clue, std::span<Cell> cells) { return ColourSetLine(clue).solve(cells); }

}  // namespace nono::scan
