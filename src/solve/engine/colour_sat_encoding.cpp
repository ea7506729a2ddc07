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
#include <span>

#include "line/complete_line_solver.hpp"
#include "model/line_ref.hpp"
#include "sat_encoding.hpp"

namespace nono::detail {

namespace {

class ColourLineEncoder {
public:
    ColourLineEncoder(Cnf& cnf, const Puzzle& puzzle, int line)
        : cnf_(cnf), ref_(puzzle, line), colours_(line_colours(puzzle, line)), starts_(cnf, ref_.clue(), colours_) {}

    // `known`: the cells' current sets (row-major).
    void encode(const std::vector<Cell>& known, CompleteLineSolver& solver) {
        const Clue& clue = ref_.clue();
        ref_.read(known, cells_);
        if (solver.solve_table(clue, colours_, cells_, &starts_.earliest, &starts_.latest) ==
            LineStatus::Contradiction) {
            cnf_.literals.push_back(0);  // the empty clause: no arrangement fits
            return;
        }
        starts_.encode_order();
        for (int c = 0; c < ref_.length; ++c) starts_.encode_covered(c, [&](int b) { return x(c, colours_[b]); });
        for (int colour = 1; colour < cnf_.coding.colours; ++colour) encode_cells_of(colour);
    }

private:
    // A cell of `colour` lies in one of the line's blocks of that colour.
    void encode_cells_of(int colour) {
        std::vector<int> blocks;
        for (int b = 0; b < static_cast<int>(colours_.size()); ++b)
            if (colours_[b] == colour) blocks.push_back(b);
        const Clue& clue = ref_.clue();
        auto le = [this](int b, int p) { return starts_.le(b, p); };
        for (int c = 0; c < ref_.length; ++c) {
            const int cell = x(c, colour);
            if (blocks.empty()) {
                starts_.add({-cell});
                continue;
            }
            const int last = blocks.back();
            starts_.add({-cell, le(blocks.front(), c)});
            starts_.add({-cell, -le(last, c - clue[last])});
            for (std::size_t i = 0; i + 1 < blocks.size(); ++i)
                starts_.add({-cell, -le(blocks[i], c - clue[blocks[i]]), le(blocks[i + 1], c)});
        }
    }

    int x(int c, int colour) const { return cnf_.coding.colour_variable(ref_.cell(c), colour); }

    Cnf& cnf_;
    LineRef ref_;
    std::span<const int> colours_;
    std::vector<Cell> cells_;
    BlockStarts starts_;
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
    CompleteLineSolver solver;
    for (int line = 0; line < line_count(puzzle); ++line) ColourLineEncoder(cnf, puzzle, line).encode(known, solver);
    return cnf;
}

}  // namespace nono::detail
