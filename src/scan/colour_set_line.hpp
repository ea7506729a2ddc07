// A clue line whose block sizes are known but not every block's colour: each block may be any
// of a set of colours (a played board's "done" line, its numbers read but faded towards the
// paper). Line logic over such a line: what each cell may still be, given every placement and
// colouring the line allows.
#pragma once

#include <span>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono::scan {

struct ColourSetClue {
    std::vector<int> blocks;
    std::vector<unsigned> colours;  // per block, the colours it may be (bit c: colour c, 1..)
};

// Narrows `cells` (each a set of colours, bit 0 the background) to the colours some
// placement of `clue`'s blocks, each in one of its colours, gives them; two blocks side by side
// of one colour need a background cell between them, of two colours none. False when no
// placement fits (the cells are then left as they were).
bool solve_colour_set_line(const ColourSetClue& clue, std::span<Cell> cells);

}  // namespace nono::scan
