// A reading's bare lines (nothing read beside them), or its least surely read ones, given the
// clues the other lines leave them: line logic with those lines free (no clue) decides their
// cells, or leaves some open, each way of which (found by a search when many) gives the free
// lines clues read off their cells.
#pragma once

#include <optional>
#include <vector>

#include "nono/puzzle.hpp"
#include "scan/colour_set_line.hpp"

namespace nono::scan {

// Line `line` counts rows first, then columns (puzzle.hpp's line_colours). `free` lists the
// lines left free; their clues in `puzzle` are ignored. Line logic over the other lines, then
// probing the free lines' undecided cells (at most `max_probes` propagations), decides what
// it can; the cells of free lines still open (at most `max_open`: a free row's and a free
// column's crossing cell is in no clue) are then tried each way they may be taken. Returns
// the free lines' clues (per free line in order: blocks and their colours, colours all 1 for a
// black-and-white puzzle) of each way that line logic finds no contradiction in, each once;
// none when the other lines contradict each other or more cells are open. With `search`, more
// open cells are searched depth first instead, line logic after each choice (at most
// `max_nodes` choices): its ways, none when more than `max_ways` or the search gives up.
struct OpenSearch {
    int max_nodes = 0;  // 0: no search
    int max_ways = 0;
    int* used = nullptr;  // when given, the choices the search made are added to it
};
// `set_clues`, when given, holds per free line (in the order of `free`) the blocks it keeps,
// each one of a set of colours and sizes (colour_set_line.hpp: a line whose numbers were read
// surely but not their colours, or each number any of its likely readings); a line with none
// is wholly free.
std::vector<std::vector<ColouredClue>> clues_left_for(const Puzzle& puzzle, const std::vector<int>& free, int max_probes,
                                                      int max_open, const OpenSearch& search = {},
                                                      const std::vector<std::optional<ColourSetClue>>& set_clues = {});

}  // namespace nono::scan
