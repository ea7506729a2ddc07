// Solutions one 2x2 swap away: in a solution, four cells at the corners of a rectangle that
// form a checkerboard (two opposite corners filled, the other two empty) can often be swapped
// without changing any clue, and the swapped picture is then another solution. Most puzzles
// with several solutions have such a pair, so once the engine has one picture this finds the
// second at once, where proving it by search costs the most (issue 25).
#pragma once

#include <cstddef>
#include <vector>

#include "nono/puzzle.hpp"
#include "nono/result.hpp"
#include "nono/strategy.hpp"

namespace nono::detail {

class KnownSolutions;
class TraceRecorder;

// The pictures one 2x2 swap away from `solution` (a complete solution of `puzzle`) whose every
// clue is still met, at most `limit` of them, each once. In colour a swap exchanges two
// colours (the background one of them or not) at the corners of a rectangle.
std::vector<Grid> swap_solutions(const Puzzle& puzzle, const Grid& solution, std::size_t limit);

// After the engine found `solution`: counts into `result` (solution_count, solutions,
// stats.swap_solutions) the pictures one swap away from it that `known` did not have,
// adding them to `known`, until options.max_solutions; each is a Solution step of the trace
// (found by "swap"), shown on `cells` and put back at `depth`. True when max_solutions is reached.
bool count_swap_solutions(const Puzzle& puzzle, const Grid& solution, KnownSolutions& known,
                          const SolveOptions& options, SolveResult& result, TraceRecorder& trace,
                          const std::vector<Cell>& cells, std::size_t depth);

}  // namespace nono::detail
