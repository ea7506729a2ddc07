// Conversions between nono's model types and Python objects, shared by the module's files.
// Grids are lists of rows, each a list of ints: a cell's palette index (0 empty or background,
// 1 filled or the first colour, 2.. the other colours), -1 undecided (what numpy.asarray
// turns into an int8 array as it is).
#pragma once

#include <pybind11/pybind11.h>

#include "nono/puzzle.hpp"

namespace nono::python {

namespace py = pybind11;

// 1 filled, 0 empty, -1 either value still possible; None for a cell with no value left.
py::object cell_value(Cell cell);
py::list grid_to_list(const Grid& grid);
// From rows of 0/1 (or booleans), or of palette indices 0..colours-1 for a colour puzzle;
// ValueError on ragged rows or other values.
Grid grid_from_rows(const py::sequence& rows, int colours = 2);

// Registers solving: Puzzle.solve and friends, the Solver and SolveResult types (solve.cpp).
void bind_solve(py::module_& module, py::class_<Puzzle>& puzzle_class);
// Registers classify and render, or calls that say this build lacks them (analysis.cpp).
void bind_analysis(py::module_& module, py::class_<Puzzle>& puzzle_class);
// Registers import_image, repair and generate (make.cpp).
void bind_make(py::module_& module);

}  // namespace nono::python
