// A photo's grid counted from its frame: once a photo is straightened, the grid's outer border
// is a known upright rectangle, so the cells are counted from the ink profile across it (the
// comb of evenly spaced lines that all show) even where its thin lines are too faint or broken
// for the screenshot grid finder (src/scan/grid.cpp).
#pragma once

#include <array>
#include <optional>
#include <vector>

#include <opencv2/core.hpp>

#include "scan/grid.hpp"
#include "scan/page.hpp"

namespace nono::scan {

// The darkness that `share` of each column's (`vertical`) or row's length in `dark` (ink 255)
// reaches, each pixel first the darkest of its `drift` neighbours across the line (a line left a
// little slanted or curved drifts across a few pixels). A grid line is dark along all its
// length, less the cells filled beside it; a cell's middle through crosses, scribbles or a stack
// of clue digits far less. Index 0 is `dark`'s first column (row).
std::vector<double> steady_darkness(const cv::Mat& dark, bool vertical, double share, int drift);

// The grid inside `frame` (the outer border's rectangle, in the page's pixels), or nullopt
// when no count of cells has all its lines showing each way.
std::optional<GridLines> grid_in_frame(const Page& page, const cv::Rect2d& frame);

// Whether the quadrilateral `corners` (top-left, top-right, bottom-right, bottom-left, in
// `grey`'s pixels) frames a grid: warped upright, its cells count evenly both ways, from dark
// lines on light or light lines on dark (a screen's dark theme).
bool frames_grid(const cv::Mat& grey, const std::array<cv::Point2f, 4>& corners);

// Whether `grid` (the screenshot finder's) is the grid in `frame`: its outer lines on the
// frame's, within half a cell; or, for a table whose clue cells are ruled like the grid, its
// right and bottom lines on the frame's, its left and top ones inside it.
bool grid_fills_frame(const GridLines& grid, const cv::Rect2d& frame);

// Whether `finer` has more cells than `coarser` one way or the other and every line of
// `coarser` is one of `finer`'s (within a quarter of its pitch): `coarser` is then the thick
// lines every few cells (a 2x2 grid of five-cell blocks, whose thin lines a photo lost).
bool grid_refines(const GridLines& finer, const GridLines& coarser);

}  // namespace nono::scan
