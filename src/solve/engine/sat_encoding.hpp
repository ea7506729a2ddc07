// CNF encoding of a puzzle for a SAT solver: one variable per cell (true = filled) and, per
// line, the order encoding of where each block of its clue starts. Every picture satisfying
// the clues extends to exactly one model, and every model's cell variables are such a
// picture, so blocking clauses over cell variables enumerate pictures, each once.
#pragma once

#include <cstddef>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono::detail {

struct Cnf {
    int variables = 0;        // 1..cells are the cells, row by row; the rest say where blocks start
    std::vector<int> literals;  // clauses back to back, each ended by 0 (DIMACS order)
};

// Variable of cell `index` (row-major).
inline int cell_variable(std::size_t index) { return static_cast<int>(index) + 1; }

// One line's clauses, its cells being `cell_vars` (new variables are numbered from
// cnf.variables + 1); `known` as below, for these cells.
void encode_line(Cnf& cnf, const Clue& clue, const std::vector<int>& cell_vars, const std::vector<Cell>& known);

// `known`: each cell's current set (row-major); Unknown everywhere encodes the bare clues.
// The formula is then exact for the pictures that fit the clues and the known cells (the
// caller adds the known cells as unit clauses).
Cnf encode_puzzle(const Puzzle& puzzle, const std::vector<Cell>& known);

}  // namespace nono::detail
