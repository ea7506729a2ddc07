// A grid drawn with only some of its lines (a terminal's box-drawing rules every fifth cell and
// none between, an LCD's fifth lines over an unlit pixel grid too faint to find): its cells cut
// from the pitch of the clue text beside it, whose rows and columns stand one to a cell.
#pragma once

#include <optional>

#include "scan/grid.hpp"
#include "scan/page.hpp"

namespace nono::scan {

// The grid `drawn` (the lines found) cut into the cells the clue text left of it and above it
// stands in, each drawn cell into 2 to 12 a side, and run on to a border drawn less than a
// drawn cell beyond its last line (a 12-wide board ruled every fifth column ends 2 cells past
// its third line); nullopt when no such cut fits the text.
std::optional<GridLines> split_by_text(const Page& page, const GridLines& drawn);

}  // namespace nono::scan
