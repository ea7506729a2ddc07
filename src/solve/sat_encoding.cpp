// The clue b1..bk of a line is the pattern P = 1^b1 0 1^b2 0 ... 0 1^bk (length L), read by
// an automaton whose state q in 0..L is how much of P has been matched; state 0, state L and
// every state just after a separator 0 may also stay put on an extra 0. Unrolled over the n
// cells, state variable s(i, q) says "after i cells, the automaton is in q". Only states that
// can still be reached from the start and still reach the end exist: q in [L-(n-i), i].
//
// Clauses (x = the cell i variable, true = filled):
//   forward:  s(i,q) & x=v -> s(i+1, next(q,v))   (or "not x=v" when next is dead)
//   backward: s(i+1,q') -> one of its predecessors, with the cell value that leads from it
//             (Reasoning::BothWays only)
//   support:  x=v -> one of the states at i that can read v on a live path
// Forward clauses alone are exact: the automaton is deterministic, so from s(0,0) they force
// the one run the cells spell, which must reach the only state of the last layer, L. The
// backward ones let unit propagation reason from both ends of a line (states the start
// cannot reach fall too). The support clauses let it conclude a cell's value when no state
// left at that cell can read the other value (what the line solver finds from overlapping
// arrangements): SAT alone on 24 hard taai2011 puzzles, 78 -> 54 s. The backward clauses
// halve the conflicts but double each one's cost (about half the literals are theirs):
// short runs, where a few hundred conflicts must suffice (webpbn Forever, SAT alone: 148
// conflicts against 1077), want them; long runs do not (SAT alone on 300 tournament puzzles 143.8 -> 131.0 s
// without them). Full arc consistency, with a variable per transition, cut conflicts
// further but made each 4x dearer (95 s on the 24).
#include "sat_encoding.hpp"

#include <algorithm>

namespace nono::detail {

namespace {

class LineEncoder {
public:
    // `known`: the cells' current sets; states no arrangement fitting them passes through
    // get no variable, and lines already decided need no clauses at all.
    LineEncoder(Cnf& cnf, const Clue& clue, std::vector<int> cell_vars, std::vector<Cell> known, Reasoning reasoning)
        : cnf_(cnf), cells_(std::move(cell_vars)), known_(std::move(known)), reasoning_(reasoning) {
        for (std::size_t j = 0; j < clue.size(); ++j) {
            if (j > 0) pattern_.push_back(0);
            pattern_.insert(pattern_.end(), static_cast<std::size_t>(clue[j]), 1);
        }
    }

    void encode() {
        if (std::none_of(known_.begin(), known_.end(), [](Cell c) { return c == Cell::Unknown; })) return;
        const int n = static_cast<int>(cells_.size());
        const int length = static_cast<int>(pattern_.size());
        if (length == 0) {  // an empty line: every cell empty, no automaton needed
            for (int x : cells_) clause({-x});
            return;
        }
        if (!mark_live_states()) {
            cnf_.literals.push_back(0);  // the empty clause: no arrangement fits
            return;
        }
        clause({state(0, 0)});
        clause({state(n, length)});
        for (int i = 0; i < n; ++i) {
            forward(i);
            if (reasoning_ == Reasoning::BothWays) backward(i);
            support(i);
        }
    }

private:
    int low(int i) const {
        return std::max(0, static_cast<int>(pattern_.size()) - (static_cast<int>(cells_.size()) - i));
    }
    int high(int i) const { return std::min(i, static_cast<int>(pattern_.size())); }
    int& slot(int i, int q) { return vars_[layer_start_[i] + (q - low(i))]; }
    bool exists(int i, int q) const {
        return q >= low(i) && q <= high(i) && vars_[layer_start_[i] + (q - low(i))] != 0;
    }
    int state(int i, int q) const { return vars_[layer_start_[i] + (q - low(i))]; }
    bool stays_on_empty(int q) const {
        return q == 0 || q == static_cast<int>(pattern_.size()) || pattern_[q - 1] == 0;
    }
    int next(int q, int v) const {
        if (q < static_cast<int>(pattern_.size()) && pattern_[q] == v) return q + 1;
        if (v == 0 && stays_on_empty(q)) return q;
        return -1;
    }
    bool allows(int i, int v) const {
        return (static_cast<unsigned>(known_[i]) & (v == 1 ? 2u : 1u)) != 0;
    }
    // Literal "cell i holds value v" (v = 1 filled).
    int is(int i, int v) const { return v == 1 ? cells_[i] : -cells_[i]; }

    // Gives a variable to each state reachable from the start and reaching the end through
    // cells that allow it; false when the end is unreachable.
    bool mark_live_states() {
        const int n = static_cast<int>(cells_.size());
        layer_start_.resize(static_cast<std::size_t>(n) + 2);
        layer_start_[0] = 0;
        for (int i = 0; i <= n; ++i) layer_start_[i + 1] = layer_start_[i] + std::max(0, high(i) - low(i) + 1);
        vars_.assign(static_cast<std::size_t>(layer_start_[n + 1]), 0);
        if (low(0) > 0) return false;
        slot(0, 0) = 1;  // 1 = reached from the start, 2 = also reaches the end
        for (int i = 0; i < n; ++i)
            for (int q = low(i); q <= high(i); ++q) {
                if (slot(i, q) == 0) continue;
                for (int v = 0; v < 2; ++v) {
                    const int to = next(q, v);
                    if (to >= 0 && allows(i, v) && to >= low(i + 1) && to <= high(i + 1)) slot(i + 1, to) = 1;
                }
            }
        const int length = static_cast<int>(pattern_.size());
        if (slot(n, length) == 0) return false;
        slot(n, length) = 2;
        for (int i = n - 1; i >= 0; --i)
            for (int q = low(i); q <= high(i); ++q) {
                if (slot(i, q) == 0) continue;
                bool reaches = false;
                for (int v = 0; v < 2 && !reaches; ++v) {
                    const int to = next(q, v);
                    reaches = to >= 0 && allows(i, v) && to >= low(i + 1) && to <= high(i + 1) && slot(i + 1, to) == 2;
                }
                slot(i, q) = reaches ? 2 : 0;
            }
        for (int& var : vars_) var = var == 2 ? ++cnf_.variables : 0;
        return true;
    }

    void clause(std::initializer_list<int> literals) {
        cnf_.literals.insert(cnf_.literals.end(), literals);
        cnf_.literals.push_back(0);
    }
    void clause(const std::vector<int>& literals) {
        cnf_.literals.insert(cnf_.literals.end(), literals.begin(), literals.end());
        cnf_.literals.push_back(0);
    }

    void forward(int i) {
        for (int q = low(i); q <= high(i); ++q) {
            if (!exists(i, q)) continue;
            for (int v = 0; v < 2; ++v) {
                const int to = next(q, v);
                if (to >= 0 && exists(i + 1, to))
                    clause({-state(i, q), -is(i, v), state(i + 1, to)});
                else
                    clause({-state(i, q), -is(i, v)});
            }
        }
    }

    void backward(int i) {
        for (int q = low(i + 1); q <= high(i + 1); ++q) {
            if (!exists(i + 1, q)) continue;
            int from[2], value[2], count = 0;
            if (q >= 1 && exists(i, q - 1)) {
                from[count] = state(i, q - 1);
                value[count++] = pattern_[q - 1];
            }
            if (stays_on_empty(q) && exists(i, q)) {
                from[count] = state(i, q);
                value[count++] = 0;
            }
            const int s = -state(i + 1, q);
            if (count == 0) {
                clause({s});
            } else if (count == 1) {
                clause({s, from[0]});
                clause({s, is(i, value[0])});
            } else {
                clause({s, from[0], from[1]});
                if (value[0] == value[1]) {
                    clause({s, is(i, value[0])});
                } else {
                    clause({s, from[0], is(i, value[1])});
                    clause({s, from[1], is(i, value[0])});
                }
            }
        }
    }

    void support(int i) {
        for (int v = 0; v < 2; ++v) {
            std::vector<int> literals{-is(i, v)};  // alone when the cell's known set excludes v
            for (int q = low(i); allows(i, v) && q <= high(i); ++q) {
                if (!exists(i, q)) continue;
                const int to = next(q, v);
                if (to >= 0 && exists(i + 1, to)) literals.push_back(state(i, q));
            }
            clause(literals);
        }
    }

    Cnf& cnf_;
    std::vector<int> cells_;
    std::vector<Cell> known_;
    std::vector<int> pattern_;
    std::vector<int> layer_start_;  // index in vars_ of each layer's lowest state
    std::vector<int> vars_;         // variable of each state, 0 for states no picture uses
    Reasoning reasoning_;
};

}  // namespace

void encode_line(Cnf& cnf, const Clue& clue, const std::vector<int>& cell_vars, const std::vector<Cell>& known,
                 Reasoning reasoning) {
    LineEncoder(cnf, clue, cell_vars, known, reasoning).encode();
}

Cnf encode_puzzle(const Puzzle& puzzle, const std::vector<Cell>& known, Reasoning reasoning) {
    Cnf cnf;
    const int width = puzzle.width;
    const int height = puzzle.height;
    cnf.variables = width * height;
    std::vector<int> vars;
    std::vector<Cell> cells;
    auto add = [&](std::size_t index) {
        vars.push_back(cell_variable(index));
        cells.push_back(known[index]);
    };
    for (int row = 0; row < height; ++row) {
        vars.clear();
        cells.clear();
        for (int column = 0; column < width; ++column) add(static_cast<std::size_t>(row) * width + column);
        encode_line(cnf, puzzle.rows[row], vars, cells, reasoning);
    }
    for (int column = 0; column < width; ++column) {
        vars.clear();
        cells.clear();
        for (int row = 0; row < height; ++row) add(static_cast<std::size_t>(row) * width + column);
        encode_line(cnf, puzzle.columns[column], vars, cells, reasoning);
    }
    return cnf;
}

}  // namespace nono::detail
