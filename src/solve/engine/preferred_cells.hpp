// Preferred cells: the cells a guided SAT turn looks for a picture with first (SatSearch::prefer),
// each with the value it is to take (black and white: Cell::Filled or Cell::Empty; colour: the
// one colour), surest or earliest first. Belief propagation, decimation, the difference map
// and whole pictures make them (portfolio.cpp); decimation's checks hand them to the SAT solver.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono::detail {

using PreferredCells = std::vector<std::pair<std::size_t, Cell>>;

// What a check of preferred cells by a solver stronger than line solving answers (SatSearch::check,
// for DecimationCheck): some picture has them all, none has the first few, no answer within its
// budget, or stopped (a limit, or it gave up).
enum class CellsCheck { Picture, Refuted, Unknown, Stopped };

}  // namespace nono::detail
