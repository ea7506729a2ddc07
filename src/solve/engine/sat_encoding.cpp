// Each line's clue in the order encoding of its blocks' first cells. Variable le(b, p) says
// "block b starts at cell p or before", for p from the block's leftmost start up to one
// before its rightmost (past that it is true, before the leftmost false), the extremes being
// those of the arrangements that fit the cells known at the root. Clauses (x(c) = cell c
// filled, len(b) = block b's length, k blocks):
//   ladder:   le(b, p) -> le(b, p+1)
//   order:    le(b+1, p) -> le(b, p - len(b) - 1)         (a gap between blocks)
//   covered:  le(b, c) & not le(b, c - len(b)) -> x(c)    (block b covers c: c is filled)
//   gaps:     x(c) -> le(0, c);   x(c) -> not le(k-1, c - len(k-1));
//             x(c) & le(b, c - len(b)) -> le(b+1, c)      (a filled cell is in some block)
// A picture fixes every block's start, so each picture is exactly one model, and blocking
// clauses over the cells enumerate pictures once each. Unit propagation reasons on the
// blocks' bounds (it finds the overlap of the extreme arrangements, not all the line solver
// does), but a line of n cells, k blocks and slack s has k x s variables and about 4ks + n
// clauses of two or three literals.
//
// It replaced an automaton of the clue unrolled over the cells (a state variable per cell
// and matched prefix, n x (s + 1), with forward, backward and support clauses, unit
// propagation as strong as the line solver), which is about three times the size. Measured
// with CaDiCaL alone on the 1149 tournament puzzles over 0.03 s: 542.1 s and 5.91 M conflicts
// with the automaton, 147.7 s and 3.26 M with this; the `cadical` program on random 50x50
// seeds 3, 5 and 6: 3.7-4.8 s against 0.6-1.8 s; the two formulas together were slower
// than this alone (docs/performance.md). (The engine's SAT solver is CryptoMiniSat since;
// CaDiCaL was then.)
#include "sat_encoding.hpp"

#include <algorithm>

#include "line/placements.hpp"

namespace nono::detail {

namespace {

class BlockStartEncoder {
public:
    // `known`: the cells' current sets; a line already decided needs no clauses at all (or
    // the empty clause, when it is no arrangement of the clue).
    BlockStartEncoder(Cnf& cnf, const Clue& clue, const std::vector<int>& cell_vars, const std::vector<Cell>& known)
        : cnf_(cnf), clue_(clue), cells_(cell_vars), known_(known), starts_(cnf, clue) {}

    void encode() {
        ExtremePlacements extremes;
        if (std::none_of(known_.begin(), known_.end(), [](Cell c) { return c == Cell::Unknown; })) {
            // Decided: the caller's units say it all, if they spell an arrangement.
            if (!extremes.fits(clue_, known_)) cnf_.literals.push_back(0);
            return;
        }
        if (clue_.empty()) {  // an empty line: every cell empty
            for (int x : cells_) starts_.add({-x});
            return;
        }
        // The leftmost and rightmost arrangements fitting the known cells bound every start.
        const std::vector<int>& earliest = starts_.earliest;
        const std::vector<int>& latest = starts_.latest;
        if (!extremes.leftmost(clue_, known_, starts_.earliest) || !extremes.rightmost(clue_, known_, starts_.latest)) {
            cnf_.literals.push_back(0);  // the empty clause: no arrangement fits
            return;
        }
        const int k = static_cast<int>(clue_.size());
        const int n = static_cast<int>(cells_.size());
        starts_.encode_order();
        auto le = [this](int b, int p) { return starts_.le(b, p); };
        for (int c = 0; c < n; ++c) {
            const int x = cells_[c];
            starts_.encode_covered(c, [x](int) { return x; });
            starts_.add({-x, le(0, c)});
            starts_.add({-x, -le(k - 1, c - clue_[k - 1])});
            for (int b = 0; b + 1 < k; ++b)
                if (c >= earliest[b] + clue_[b] && c < latest[b + 1]) starts_.add({-x, -le(b, c - clue_[b]), le(b + 1, c)});
        }
    }

private:
    Cnf& cnf_;
    const Clue& clue_;
    const std::vector<int>& cells_;
    const std::vector<Cell>& known_;
    BlockStarts starts_;
};

}  // namespace

void encode_line(Cnf& cnf, const Clue& clue, const std::vector<int>& cell_vars, const std::vector<Cell>& known) {
    BlockStartEncoder(cnf, clue, cell_vars, known).encode();
}

Cnf encode_puzzle(const Puzzle& puzzle, const std::vector<Cell>& known) {
    if (is_colour_puzzle(puzzle)) return encode_colour_puzzle(puzzle, known);
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
        encode_line(cnf, puzzle.rows[row], vars, cells);
    }
    for (int column = 0; column < width; ++column) {
        vars.clear();
        cells.clear();
        for (int row = 0; row < height; ++row) add(static_cast<std::size_t>(row) * width + column);
        encode_line(cnf, puzzle.columns[column], vars, cells);
    }
    return cnf;
}

}  // namespace nono::detail
