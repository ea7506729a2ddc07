// CNF encoding of a puzzle for a SAT solver: one variable per cell (true = filled), or for a
// colour puzzle one per cell and colour (exactly one true), and, per line, the order encoding
// of where each block of its clue starts. Every picture satisfying the clues extends to
// exactly one model, and every model's cell variables are such a picture, so blocking
// clauses over cell variables enumerate pictures, each once.
#pragma once

#include <cstddef>
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

// One line's clauses (lines numbered as LineRef numbers them), its new variables numbered
// from cnf.variables + 1; `known` as below.
void encode_line(Cnf& cnf, const Puzzle& puzzle, int line, const std::vector<Cell>& known);

// `known`: each cell's current set (row-major); Unknown (colour: any_colour) everywhere
// encodes the bare clues. The formula is then exact for the pictures that fit the clues and
// the known cells (the caller adds the known cells as unit clauses: CellCoding::known_units).
// A colour puzzle's cells are one-hot over its colours (CellCoding).
Cnf encode_puzzle(const Puzzle& puzzle, const std::vector<Cell>& known);

}  // namespace nono::detail
