// A reading's bare lines (nothing read beside them) given the clues the other lines leave
// them: the puzzle is solved by line logic with those lines free (no clue), and a free line
// whose every cell that decides has its clue read off its cells.
#pragma once

#include <optional>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono::scan {

// Line `line` counts rows first, then columns (puzzle.hpp's line_colours). `free` lists the
// lines left free; their clues in `puzzle` are ignored. Returns, per free line in order, its
// clue (blocks and their colours; colours all 1 for a black-and-white puzzle), or nullopt
// when line logic and probing the free lines' cells (at most `max_probes` propagations)
// leave a cell of one undecided, or the other lines contradict each other.
std::optional<std::vector<ColouredClue>> clues_left_for(const Puzzle& puzzle, const std::vector<int>& free,
                                                        int max_probes);

}  // namespace nono::scan
