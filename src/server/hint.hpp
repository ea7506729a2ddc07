// The Play view's hint: the next logical step from where the player is. Every row and column
// is given to an exact line solver ("bitwise") with the player's cells; the line that decides the most
// new cells is the hint. Needs no solution, so it also notices a board that cannot be right.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono::server {

struct Hint {
    enum class Kind { Line, Contradiction, Done, Stuck } kind = Kind::Stuck;
    int line = -1;  // rows 0..height-1, then columns height.. (the trace's numbering)
    std::vector<std::pair<std::uint32_t, Cell>> cells;  // the cells the line decides
};

Hint next_hint(const Puzzle& puzzle, const Grid& board);

}  // namespace nono::server
