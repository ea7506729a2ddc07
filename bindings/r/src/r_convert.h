// What the package's C++ files share: puzzles from R lists, grids to and from R matrices,
// and checking R's interrupt from C++ without R's longjmp crossing C++ frames.
#pragma once

#include <Rcpp.h>

#include <vector>

#include "nono/puzzle.hpp"
#include "nono/report.hpp"

namespace nono::r {

// The nonogram object (a list with rows, columns, title, author, goal, and palette,
// row_colours, column_colours for a colour puzzle) as a valid Puzzle;
// an R error naming the first problem otherwise.
Puzzle valid_puzzle_from(const Rcpp::List& x);
// A cell's palette index (1 filled, 0 empty or the background, 2.. the other colours of a
// colour puzzle), NA undecided (or contradictory).
Rcpp::IntegerMatrix matrix_from(const Grid& grid);
// The reverse: 1..colours-1 that colour (1 filled), anything else empty.
Grid grid_from(const Rcpp::IntegerMatrix& matrix, int colours = 2);
// The palette as a data frame: name, rgb ("#rrggbb"), char; background first.
Rcpp::List palette_frame(const std::vector<Colour>& palette);
// The list nonogram_from_cpp() (R/nonogram.R) takes: rows, columns, title, author, goal, and
// for a puzzle with a palette: palette, row_colours, column_colours (else NULL).
Rcpp::List puzzle_to_list(const Puzzle& puzzle);
// A JSON value of the report module as R sees such data (as jsonlite::fromJSON with
// simplifyVector = TRUE reads it): an object a named list, null NULL, an array of numbers,
// strings or booleans a vector, any other array (of arrays, or empty) a list.
SEXP r_value(const ReportJson& value);
// True when the user asked to interrupt (R_CheckUserInterrupt jumps; R_ToplevelExec keeps
// that jump from crossing C++ frames and reports it).
bool check_interrupt_now();

}  // namespace nono::r
