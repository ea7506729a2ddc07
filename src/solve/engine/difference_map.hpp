// The difference map (Elser's RRR, "relax-reflect-reflect", with divide and concur): a search
// for one whole picture by iterated projections. Each cell has a row copy and a column copy
// (real numbers: black and white, its weight of being filled; colour, one weight per foreground
// colour, the background's being the rest); each iteration moves every line to its nearest
// arrangement of the clue and the two copies towards each other, until the rows' and the
// columns' arrangements agree. On large random pictures, where the whole cost is finding a
// first picture, it reaches one from decimation's board where the SAT solver does not
// (portfolio.cpp). A search, never a proof: it says nothing when it finds nothing.
#pragma once

#include <cstdint>
#include <vector>

#include "nono/solver.hpp"
#include "solve/limits.hpp"

namespace nono::detail {

// A picture satisfying every clue of `puzzle`, found by the difference map from `start` (each
// cell's probability of being filled, row-major: 1 or 0 where decided; colour: of each
// foreground colour 1..K-1, K-1 values a cell) within `most_iterations` iterations in all
// (each counted in stats.iterations; `limits` checked after each): runs of at most 2500, the
// first from `start`, each later one from `start` with a little noise, a run given up once its
// rows and columns stray far from agreeing. Empty when none was found.
std::vector<Cell> difference_map_picture(const Puzzle& puzzle, const std::vector<double>& start,
                                         std::uint64_t most_iterations, Limits& limits, SolveStats& stats);

// One line's nearest arrangement: the arrangement of `clue` on `target.size()` cells with the
// least squared distance to `target` (0 empty, 1 filled), as 0/1 in `arrangement`. False when
// the clue has no arrangement on that length.
bool nearest_arrangement(const Clue& clue, const std::vector<double>& target, std::vector<double>& arrangement);

}  // namespace nono::detail
