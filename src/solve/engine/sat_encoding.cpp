// Each line's clue in the order encoding of its blocks' first cells. Variable le(b, p) says
// "block b starts at cell p or before", for p from the block's leftmost start up to one
// before its rightmost (past that it is true, before the leftmost false), the extremes being
// those of the arrangements that fit the cells known at the root (the complete line solver's
// tables). A black-and-white cell is one variable (x(c): filled) and its blocks are all of
// colour 1; a colour puzzle's cells are one-hot over its K colours (x(c, k): cell c is colour
// k, exactly one true). With len(b) block b's length, col(b) its colour and gap(b) = 1 when
// block b+1 has its colour (in black and white always), else 0, the clauses are
//   ladder:   le(b, p) -> le(b, p+1)
//   order:    le(b+1, p) -> le(b, p - len(b) - gap(b))
//   covered:  le(b, c) & not le(b, c - len(b)) -> x(c, col(b))
//   colour k, its blocks b_1 < ... < b_m in the line (a cell of colour k is in one of them):
//             x(c, k) -> le(b_1, c);   x(c, k) -> not le(b_m, c - len(b_m));
//             x(c, k) & le(b_i, c - len(b_i)) -> le(b_i+1, c)
//             and not x(c, k) for every cell when the line has no block of colour k.
// A cell in no block is then the background (the only colour left to it), one in a block
// the block's colour. A picture fixes every block's start, so each picture is exactly one
// model, and blocking clauses over the cells enumerate pictures once each. The caller adds
// the known cells as units. Unit propagation reasons on the blocks' bounds (it finds the
// overlap of the extreme arrangements, not all the line solver does), but a line of n cells,
// k blocks and slack s has k x s variables and about 4ks + n clauses of two or three literals.
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
#include <initializer_list>
#include <limits>
#include <span>

#include "line/complete_line_solver.hpp"
#include "model/line_ref.hpp"

namespace nono::detail {

namespace {

// The order encoding of one line's block starts: the variables le(b, p) between each block's
// leftmost and rightmost start, the ladder and order clauses, and the clause "block b covers
// cell c -> literal". LineEncoder then ties the cells to the blocks.
class BlockStarts {
public:
    static constexpr int kTrue = std::numeric_limits<int>::max();  // -kTrue is false

    // `colours`: each block's colour, or empty for black and white (a gap between any two
    // blocks; in colour, only between blocks of one colour).
    BlockStarts(Cnf& cnf, const Clue& clue, std::span<const int> colours = {})
        : cnf_(cnf), clue_(clue), colours_(colours) {}

    // Each block's leftmost and rightmost start, filled by the caller before encode_order().
    std::vector<int> earliest, latest;

    // Numbers the variables le(b, p) from cnf.variables + 1, and adds the ladder and order
    // clauses.
    void encode_order() {
        const int k = static_cast<int>(clue_.size());
        first_var_.resize(static_cast<std::size_t>(k));
        for (int b = 0; b < k; ++b) {
            first_var_[b] = cnf_.variables + 1 - earliest[b];
            cnf_.variables += latest[b] - earliest[b];
        }
        for (int b = 0; b < k; ++b) {
            for (int p = earliest[b]; p + 1 < latest[b]; ++p) add({-le(b, p), le(b, p + 1)});
            if (b + 1 < k)
                for (int p = earliest[b + 1]; p < latest[b + 1]; ++p)
                    add({-le(b + 1, p), le(b, p - clue_[b] - gap(b))});
        }
    }
    // "Block b starts at cell p or before": a variable, or kTrue / -kTrue past its bounds.
    int le(int b, int p) const {
        if (p >= latest[b]) return kTrue;
        if (p < earliest[b]) return -kTrue;
        return first_var_[b] + p;
    }
    // The clauses "block b covers cell c -> covered(b)" for the blocks that may cover c.
    template <typename Covered>
    void encode_covered(int c, Covered&& covered) {
        for (int b = 0; b < static_cast<int>(clue_.size()); ++b)
            if (earliest[b] <= c && c < latest[b] + clue_[b]) add({-le(b, c), le(b, c - clue_[b]), covered(b)});
    }
    // A clause, without its false constants; none when it holds a true one.
    void add(std::initializer_list<int> literals) {
        for (int literal : literals)
            if (literal == kTrue) return;
        for (int literal : literals)
            if (literal != -kTrue) cnf_.literals.push_back(literal);
        cnf_.literals.push_back(0);
    }

private:
    // Cells needed between block b and the next.
    int gap(int b) const { return colours_.empty() || colours_[b] == colours_[b + 1] ? 1 : 0; }

    Cnf& cnf_;
    const Clue& clue_;
    std::span<const int> colours_;
    std::vector<int> first_var_;  // le(b, p) is first_var_[b] + p
};

class LineEncoder {
public:
    LineEncoder(Cnf& cnf, const Puzzle& puzzle, int line)
        : cnf_(cnf), ref_(puzzle, line), colours_(line_colours(puzzle, line)), starts_(cnf, ref_.clue(), colours_) {}

    // `known`: the cells' current sets (row-major).
    void encode(const std::vector<Cell>& known, CompleteLineSolver& solver) {
        const Clue& clue = ref_.clue();
        ref_.read(known, cells_);
        const bool colour = cnf_.coding.colours != 0;
        // A decided black-and-white line needs no clauses: the caller's units say it all.
        const bool decided = !colour && std::none_of(cells_.begin(), cells_.end(), [](Cell c) { return c == Cell::Unknown; });
        if (solver.solve_table(clue, colours_, cells_, &starts_.earliest, &starts_.latest) ==
            LineStatus::Contradiction) {
            cnf_.literals.push_back(0);  // the empty clause: no arrangement fits
            return;
        }
        if (decided) return;
        starts_.encode_order();
        // Black and white: each cell's clauses together; colour: the covered clauses, then
        // each colour's.
        const std::vector<int> all_blocks = blocks_of(1);  // (black and white)
        for (int c = 0; c < ref_.length; ++c) {
            starts_.encode_covered(c, [&](int b) { return x(c, colour ? colours_[b] : 1); });
            if (!colour) encode_cell_of(1, all_blocks, c);
        }
        for (int k = 1; colour && k < cnf_.coding.colours; ++k) {
            const std::vector<int> blocks = blocks_of(k);
            for (int c = 0; c < ref_.length; ++c) encode_cell_of(k, blocks, c);
        }
    }

private:
    std::vector<int> blocks_of(int colour) const {
        std::vector<int> blocks;
        for (int b = 0; b < static_cast<int>(ref_.clue().size()); ++b)
            if ((cnf_.coding.colours == 0 ? 1 : colours_[b]) == colour) blocks.push_back(b);
        return blocks;
    }

    // Cell c, when of `colour`, lies in one of the line's `blocks` of that colour.
    void encode_cell_of(int colour, const std::vector<int>& blocks, int c) {
        const Clue& clue = ref_.clue();
        auto le = [this](int b, int p) { return starts_.le(b, p); };
        const int cell = x(c, colour);
        if (blocks.empty()) {
            starts_.add({-cell});
            return;
        }
        const int last = blocks.back();
        starts_.add({-cell, le(blocks.front(), c)});
        starts_.add({-cell, -le(last, c - clue[last])});
        for (std::size_t i = 0; i + 1 < blocks.size(); ++i)
            starts_.add({-cell, -le(blocks[i], c - clue[blocks[i]]), le(blocks[i + 1], c)});
    }

    int x(int c, int colour) const {
        const std::size_t index = ref_.cell(c);
        return cnf_.coding.colours == 0 ? cell_variable(index) : cnf_.coding.colour_variable(index, colour);
    }

    Cnf& cnf_;
    LineRef ref_;
    std::span<const int> colours_;
    std::vector<Cell> cells_;
    BlockStarts starts_;
};

}  // namespace

void encode_line(Cnf& cnf, const Puzzle& puzzle, int line, const std::vector<Cell>& known) {
    CompleteLineSolver solver;
    LineEncoder(cnf, puzzle, line).encode(known, solver);
}

Cnf encode_puzzle(const Puzzle& puzzle, const std::vector<Cell>& known) {
    Cnf cnf;
    const std::size_t cells = static_cast<std::size_t>(puzzle.width) * static_cast<std::size_t>(puzzle.height);
    cnf.variables = static_cast<int>(cells);
    if (is_colour_puzzle(puzzle)) {
        const int colours = colour_count(puzzle);
        cnf.coding.colours = colours;
        cnf.variables = static_cast<int>(cells) * colours;
        for (std::size_t index = 0; index < cells; ++index) {  // exactly one colour
            for (int k = 0; k < colours; ++k) cnf.literals.push_back(cnf.coding.colour_variable(index, k));
            cnf.literals.push_back(0);
            for (int k = 0; k < colours; ++k)
                for (int j = k + 1; j < colours; ++j) {
                    cnf.literals.push_back(-cnf.coding.colour_variable(index, k));
                    cnf.literals.push_back(-cnf.coding.colour_variable(index, j));
                    cnf.literals.push_back(0);
                }
        }
    }
    CompleteLineSolver solver;
    for (int line = 0; line < line_count(puzzle); ++line) LineEncoder(cnf, puzzle, line).encode(known, solver);
    return cnf;
}

}  // namespace nono::detail
