// CNF encoding of a puzzle for a SAT solver: one variable per cell (true = filled), or for a
// colour puzzle one per cell and colour (exactly one true), and, per line, the order encoding
// of where each block of its clue starts. Every picture satisfying the clues extends to
// exactly one model, and every model's cell variables are such a picture, so blocking
// clauses over cell variables enumerate pictures, each once.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <limits>
#include <span>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono::detail {

// Variable of cell `index` (row-major) in a black-and-white puzzle's formula.
inline int cell_variable(std::size_t index) { return static_cast<int>(index) + 1; }

// How the cells are variables, the first ones of the formula: black and white, variable
// index + 1 says cell `index` is filled; colour (K colours, background included), variable
// index * K + k + 1 says it is colour k.
struct CellCoding {
    int colours = 0;  // K, or 0 for black and white

    // The literal "cell `index` is `value`" (Filled or Empty; for colour, one colour).
    int literal(std::size_t index, Cell value) const {
        if (colours == 0) return value == Cell::Filled ? cell_variable(index) : -cell_variable(index);
        return colour_variable(index, cell_colour(value));
    }
    int colour_variable(std::size_t index, int colour) const {
        return static_cast<int>(index) * colours + colour + 1;
    }
    // Unit clauses (one literal each) for what `value`, the cell's set of values, says.
    std::vector<int> known_units(std::size_t index, Cell value) const {
        if (colours == 0) {
            if (value == Cell::Unknown) return {};
            return {literal(index, value)};
        }
        std::vector<int> units;
        if (cell_colour(value) >= 0) units.push_back(literal(index, value));
        for (int k = 0; k < colours; ++k)
            if ((static_cast<unsigned>(value) >> k & 1u) == 0) units.push_back(-colour_variable(index, k));
        return units;
    }
    // The cell's value in a model, `is_true(variable)` reading it.
    template <typename IsTrue>
    Cell value(std::size_t index, IsTrue is_true) const {
        if (colours == 0) return is_true(cell_variable(index)) ? Cell::Filled : Cell::Empty;
        for (int k = 0; k < colours; ++k)
            if (is_true(colour_variable(index, k))) return colour_cell(k);
        return Cell::None;  // no model of the formula has this
    }
};

struct Cnf {
    CellCoding coding;          // the first variables are the cells'; the rest say where blocks start
    int variables = 0;
    std::vector<int> literals;  // clauses back to back, each ended by 0 (DIMACS order)
};

// One line's clue in the order encoding of its blocks' first cells, the part the black-and-white
// and colour encoders share (sat_encoding.cpp states the clauses): the variables le(b, p)
// between each block's leftmost and rightmost start, the ladder and order clauses, and the
// clause "block b covers cell c -> literal". Each encoder then ties the cells to the blocks.
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

// One line's clauses, its cells being `cell_vars` (new variables are numbered from
// cnf.variables + 1); `known` as below, for these cells.
void encode_line(Cnf& cnf, const Clue& clue, const std::vector<int>& cell_vars, const std::vector<Cell>& known);

// `known`: each cell's current set (row-major); Unknown everywhere encodes the bare clues.
// The formula is then exact for the pictures that fit the clues and the known cells (the
// caller adds the known cells as unit clauses: CellCoding::known_units). A colour puzzle
// (is_colour_puzzle) is encoded by encode_colour_puzzle.
Cnf encode_puzzle(const Puzzle& puzzle, const std::vector<Cell>& known);

// colour_sat_encoding.cpp: a colour puzzle, its cells one-hot over the colours; `known` as
// above (any_colour everywhere encodes the bare clues).
Cnf encode_colour_puzzle(const Puzzle& puzzle, const std::vector<Cell>& known);

}  // namespace nono::detail
