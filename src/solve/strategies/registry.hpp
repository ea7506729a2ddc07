// The factories of the registered strategies, one per file; the table is in registry.cpp.
#pragma once

#include <memory>

#include "nono/strategy.hpp"

namespace nono::detail {

std::unique_ptr<Strategy> make_engine_strategy();
std::unique_ptr<Strategy> make_brute_force_strategy();
std::unique_ptr<Strategy> make_perm_elim_strategy();
std::unique_ptr<Strategy> make_backtrack_strategy();
std::unique_ptr<Strategy> make_simpson_strategy();

// Throws StrategyRefused when the line solver `name` is unknown, has no coloured form for a
// colour puzzle (black_and_white_only) or refuses one of the puzzle's lines (too costly, see
// LineSolver::refusal), so a strategy refuses before it starts.
void refuse_costly_lines(const Puzzle& puzzle, std::string_view line_solver);

}  // namespace nono::detail
