// A clue line whose blocks are known but not every block's colour or size: each block may be
// any of a set of colours (a played board's "done" line, its numbers read but faded towards the
// paper) and of a set of sizes (a number read unsurely: each of its likely readings). Line
// logic over such a line: what each cell may still be, given every placement, colouring and
// sizing the line allows.
#pragma once

#include <span>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono::scan {

struct ColourSetClue {
    std::vector<int> blocks;
    std::vector<unsigned> colours;  // per block, the colours it may be (bit c: colour c, 1..)
    // Per block, every size it may have, where that is more than its size in `blocks` (a number
    // read unsurely: each of its likely readings); empty: each block its size in `blocks`.
    std::vector<std::vector<int>> sizes;
};

// Narrows `cells` (each a set of colours, bit 0 the background) to the colours some
// placement of `clue`'s blocks, each in one of its colours and sizes, gives them; two blocks side by side
// of one colour need a background cell between them, of two colours none. False when no
// placement fits (the cells are then left as they were).
bool solve_colour_set_line(const ColourSetClue& clue, std::span<Cell> cells);

// The same, its automaton built once for a line solved many times (a search's every choice).
class ColourSetLine {
public:
    explicit ColourSetLine(const ColourSetClue& clue);
    bool solve(std::span<Cell> cells) const;

private:
    struct Move {
        std::size_t from, to;
        int colour;
    };
    std::vector<Move> moves_;
    std::size_t states_ = 0, start_ = 0;
    std::vector<std::size_t> ends_;  // the states a whole line may end in
};

}  // namespace nono::scan
