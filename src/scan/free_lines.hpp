// A reading's bare lines (nothing read beside them) given the clues the other lines leave
// them: line logic with those lines free (no clue) decides their cells, or leaves a few open,
// each way of which gives the free lines clues read off their cells.
#pragma once

#include <vector>

#include "nono/puzzle.hpp"

namespace nono::scan {

// Line `line` counts rows first, then columns (puzzle.hpp's line_colours). `free` lists the
// lines left free; their clues in `puzzle` are ignored. Line logic over the other lines, then
// probing the free lines' undecided cells (at most `max_probes` propagations), decides what
// it can; the cells of free lines still open (at most `max_open`: a free row's and a free
// column's crossing cell is in no clue) are then tried each way they may be taken. Returns
// the free lines' clues (per free line in order: blocks and their colours, colours all 1 for a
// black-and-white puzzle) of each way that line logic finds no contradiction in, each once;
// none when the other lines contradict each other or more cells are open.
std::vector<std::vector<ColouredClue>> clues_left_for(const Puzzle& puzzle, const std::vector<int>& free, int max_probes,
                                                      int max_open);

}  // namespace nono::scan
