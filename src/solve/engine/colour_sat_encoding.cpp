// A colour puzzle in CNF: each cell one-hot over the K colours (x(c, k): cell c is colour k,
// exactly one true), and each line's clue in the order encoding of its blocks' first cells,
// as for black and white (sat_encoding.cpp): le(b, p) says "block b starts at cell p or
// before", for p from the block's leftmost start up to one before its rightmost. A block b
// of colour col(b) and length len(b), gap(b) = 1 when block b+1 has its colour, else 0:
//   ladder:   le(b, p) -> le(b, p+1)
//   order:    le(b+1, p) -> le(b, p - len(b) - gap(b))
//   covered:  le(b, c) & not le(b, c - len(b)) -> x(c, col(b))
//   colour k, its blocks b_1 < ... < b_m in the line (a cell of colour k is in one of them):
//             x(c, k) -> le(b_1, c);   x(c, k) -> not le(b_m, c - len(b_m));
//             x(c, k) & le(b_i, c - len(b_i)) -> le(b_i+1, c)
//             and not x(c, k) for every cell when the line has no block of colour k.
// A cell in no block is then the background (the only colour left to it), one in a block
// is the block's colour, so the models are exactly the pictures (a picture's blocks, being
// runs of one colour, fix every start): blocking clauses over the cells enumerate them once.
// The bounds are those of the arrangements that fit the cells known (the coloured line
// solver's tables); the caller adds the known cells as units.
#include <algorithm>
#include <initializer_list>
#include <limits>
#include <span>

#include "line/colour_line_solver.hpp"
#include "model/line_ref.hpp"
#include "sat_encoding.hpp"

namespace nono::detail {

namespace {

class ColourLineEncoder {
public:
    ColourLineEncoder(Cnf& cnf, const Puzzle& puzzle, int line)
        : cnf_(cnf), ref_(puzzle, line), colours_(line_colours(puzzle, line)) {}

    // `known`: the cells' current sets (row-major).
    void encode(const std::vector<Cell>& known, ColourLineSolver& solver) {
        const Clue& clue = ref_.clue();
        const int k = static_cast<int>(clue.size());
        const int n = ref_.length;
        ref_.read(known, cells_);
        if (solver.solve_by_table(clue, colours_, cells_, &earliest_, &latest_) == LineStatus::Contradiction) {
            cnf_.literals.push_back(0);  // the empty clause: no arrangement fits
            return;
        }
        first_var_.resize(static_cast<std::size_t>(k));
        for (int b = 0; b < k; ++b) {
            first_var_[b] = cnf_.variables + 1 - earliest_[b];
            cnf_.variables += latest_[b] - earliest_[b];
        }
        for (int b = 0; b < k; ++b) {
            for (int p = earliest_[b]; p + 1 < latest_[b]; ++p) add({-le(b, p), le(b, p + 1)});
            if (b + 1 < k)
                for (int p = earliest_[b + 1]; p < latest_[b + 1]; ++p)
                    add({-le(b + 1, p), le(b, p - clue[b] - gap(b))});
        }
        for (int c = 0; c < n; ++c)
            for (int b = 0; b < k; ++b)
                if (earliest_[b] <= c && c < latest_[b] + clue[b])
                    add({-le(b, c), le(b, c - clue[b]), x(c, colours_[b])});
        for (int colour = 1; colour < cnf_.coding.colours; ++colour) encode_cells_of(colour);
    }

private:
    static constexpr int kTrue = std::numeric_limits<int>::max();  // -kTrue is false

    // A cell of `colour` lies in one of the line's blocks of that colour.
    void encode_cells_of(int colour) {
        std::vector<int> blocks;
        for (int b = 0; b < static_cast<int>(colours_.size()); ++b)
            if (colours_[b] == colour) blocks.push_back(b);
        const Clue& clue = ref_.clue();
        for (int c = 0; c < ref_.length; ++c) {
            const int cell = x(c, colour);
            if (blocks.empty()) {
                add({-cell});
                continue;
            }
            const int last = blocks.back();
            add({-cell, le(blocks.front(), c)});
            add({-cell, -le(last, c - clue[last])});
            for (std::size_t i = 0; i + 1 < blocks.size(); ++i)
                add({-cell, -le(blocks[i], c - clue[blocks[i]]), le(blocks[i + 1], c)});
        }
    }

    int gap(int b) const { return b + 1 < static_cast<int>(colours_.size()) && colours_[b] == colours_[b + 1] ? 1 : 0; }
    int x(int c, int colour) const { return cnf_.coding.colour_variable(ref_.cell(c), colour); }
    int le(int b, int p) const {
        if (p >= latest_[b]) return kTrue;
        if (p < earliest_[b]) return -kTrue;
        return first_var_[b] + p;
    }
    // A clause, without its false constants; none when it holds a true one.
    void add(std::initializer_list<int> literals) {
        for (int literal : literals)
            if (literal == kTrue) return;
        for (int literal : literals)
            if (literal != -kTrue) cnf_.literals.push_back(literal);
        cnf_.literals.push_back(0);
    }

    Cnf& cnf_;
    LineRef ref_;
    std::span<const int> colours_;
    std::vector<Cell> cells_;
    std::vector<int> earliest_, latest_;  // each block's leftmost and rightmost start
    std::vector<int> first_var_;          // le(b, p) is first_var_[b] + p
};

}  // namespace

Cnf encode_colour_puzzle(const Puzzle& puzzle, const std::vector<Cell>& known) {
    Cnf cnf;
    const int colours = colour_count(puzzle);
    cnf.coding.colours = colours;
    const std::size_t cells = static_cast<std::size_t>(puzzle.width) * static_cast<std::size_t>(puzzle.height);
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
    ColourLineSolver solver;
    for (int line = 0; line < line_count(puzzle); ++line) ColourLineEncoder(cnf, puzzle, line).encode(known, solver);
    return cnf;
}

}  // namespace nono::detail
