// What the package's C++ files share: puzzles from R lists, grids to and from R matrices,
// and checking R's interrupt from C++ without R's longjmp crossing C++ frames.
#pragma once

#include <Rcpp.h>

#include "nono/puzzle.hpp"

namespace nono::r {

// The nonogram object (a list with rows, columns, title, author, goal) as a valid Puzzle;
// an R error naming the first problem otherwise.
Puzzle valid_puzzle_from(const Rcpp::List& x);
// 1 filled, 0 empty, NA undecided (or contradictory).
Rcpp::IntegerMatrix matrix_from(const Grid& grid);
// 1 filled, anything else empty.
Grid grid_from(const Rcpp::IntegerMatrix& matrix);
// True when the user asked to interrupt (R_CheckUserInterrupt jumps; R_ToplevelExec keeps
// that jump from crossing C++ frames and reports it).
bool check_interrupt_now();

}  // namespace nono::r
