// One row-clue tuple of the census (a "group"): every grid with those row clues, sorted by
// column clues, so that a column-clue tuple met once is a unique grid; the unique grids are
// then line-solved by table and, with levels, levelled. The tables every group shares are
// built once per census (CensusTables) and read by every thread.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "census_lines.hpp"
#include "census_symmetry.hpp"

namespace nono::analysis {

struct CensusTables {
    CensusTables(int width, int height);

    int width, height;
    LineCatalogue rows;     // lines of `width` cells
    LineCatalogue columns;  // lines of `height` cells
    TupleSymmetry row_symmetry;     // of row-clue tuples (height clues of rows)
    TupleSymmetry column_symmetry;  // of column-clue tuples (width clues of columns)
    // A grid "transposed": column c's cells in byte c, row r at bit r of it. spread[id][i] is
    // arrangement i of row clue id with bit c moved to bit 8c.
    std::vector<std::vector<std::uint64_t>> spread;
    // The clue ids of two neighbouring columns, id | id2 << column_bits, by their two bytes.
    std::vector<std::uint16_t> pair_key;
    // Line solving by table, compactly (the census's tables of 4^length states mostly missed
    // the cache): a line's known cells as a base-3 number (ternary[filled] + 2 ternary[empty]),
    // the entry filled | empty << 8.
    std::uint16_t ternary[256] = {};
    std::size_t row_states = 0, column_states = 0;
    std::vector<std::uint16_t> row_table, column_table;
    int column_bits;  // bits of one column's clue id in a key
    int key_bits;     // width * column_bits
    int index_bits;   // bits of a grid's number within its group (the largest group)
};

// Counts of one worker, summed at the end.
struct CensusTally {
    std::uint64_t groups = 0, grids = 0, clue_sets = 0, unique = 0, line_solvable = 0;
    std::vector<std::uint64_t> levels;
};

// Called with every unique grid (row r in bits r*width.., cell c at bit c of it) and its level
// (1 = line-solvable; k >= 4 with levels; 0 when line solving leaves it open and levels are
// off). Only without symmetry reduction, where every grid is visited itself.
using UniqueGridVisitor = std::function<void(std::uint64_t grid, int level)>;

class GroupCounter {
public:
    virtual ~GroupCounter() = default;
    // Counts the grids of row-clue tuple `group` as `weight` groups (its orbit). With
    // `transposed_pairs` (square grids, symmetry on; `group` must be the least of its orbit),
    // a unique grid whose column-clue tuple has the least image c is line-solved only when
    // c >= group, and counted twice when c > group: its transpose, in the group of c, is not.
    virtual void run(std::uint64_t group, std::uint64_t weight, bool transposed_pairs) = 0;
};

std::unique_ptr<GroupCounter> make_group_counter(const CensusTables& tables, bool levels,
                                                 CensusTally& tally, UniqueGridVisitor visitor);

}  // namespace nono::analysis
