// The solving engine: line propagation with a work queue, probing, and backtracking search.
// It finds the first, up to N, or all solutions, counts them, or proves uniqueness, within
// explicit time and node limits. It never prints; callers render the Result.
// The other strategies (strategy.hpp) take the same options and give the same Result.
#pragma once

#include "nono/puzzle.hpp"
#include "nono/result.hpp"
#include "nono/strategy.hpp"
#include "nono/trace.hpp"

namespace nono {

// The engine ("engine" in the strategy table). Throws std::invalid_argument, naming the first
// problem, when the puzzle is not valid (see validation_problems); a valid puzzle without
// solutions gets Verdict::None.
SolveResult solve(const Puzzle& puzzle, const SolveOptions& options = {},
                  TraceObserver* observer = nullptr);

}  // namespace nono
