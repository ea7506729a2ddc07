// Finding the puzzle grid from the image itself: the long thin lines of each direction, the
// longest run of them at a regular pitch (a line or two missing is filled in), and the two
// runs crossing make the grid. Nothing assumes a layout, a colour or a size.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "scan/page.hpp"

namespace nono::scan {

struct GridLines {
    std::vector<double> xs;  // the vertical lines' centres, left to right: width + 1
    std::vector<double> ys;  // the horizontal lines' centres, top to bottom: height + 1
    double pitch = 0;        // the mean cell side
    int thickness = 1;       // the thickest grid line's width in pixels
    // Where the grid's vertical lines begin above it and its horizontal lines left of it, when
    // they reach into the clue bands (a table whose clue cells are ruled too); else -1.
    int clue_top = -1;
    int clue_left = -1;
    // Whether the first and last horizontal lines, then the first and last vertical ones, run
    // on past the board's other lines at both ends (a frame round the board, or the grid's own
    // border drawn long): such an edge line with no clue beside its cells is a frame a cell
    // off the board (scan.cpp, drop_framed_edges).
    std::array<bool, 4> framed{};
    int width() const { return static_cast<int>(xs.size()) - 1; }
    int height() const { return static_cast<int>(ys.size()) - 1; }
    bool same_lines(const GridLines& other) const { return xs == other.xs && ys == other.ys; }
};

// Fewest cells a puzzle has a side: a grid found smaller may be another lattice.
inline constexpr int kSmallestSide = 5;
inline bool puzzle_sized(const GridLines& grid) { return grid.width() >= kSmallestSide && grid.height() >= kSmallestSide; }

// The grid of the page, or nullopt with `why` saying what was looked for and not found.
std::optional<GridLines> find_grid(const Page& page, std::string& why);

// A board may sit on a sheet of its own colour (a printed puzzle's picture in a dark forum
// page, a sprite editor's light canvas in its dark window): on the image's paper the sheet is
// all ink, its grid's lines (darker than the sheet, lighter than the paper) and its clue bands
// are read wrongly. The grid of `page` found on its paper and, when the colours round that grid
// are grey and far from the paper (a sheet's, not a tinted clue panel's nor coloured clue
// boxes'), on those colours: the largest grid so found, when at least as large, replaces the
// first and `page` is made again on its colour (src/scan/sheet.cpp). Two such colours are a
// checkered canvas: a grid found with both as paper, when one is, is the board's.
std::optional<GridLines> find_grid_on_sheet(Page& page, std::string& why);

// Other grids the page's lines make, for the solver's check to choose from when the reading
// beside the grid found first does not fit (a board's heavy lines misjudged where filled cells
// hide them, its faint lines found against the cells rather than on the paper): the lattices
// on the paper and against the cells beside the lines, each bounded by its heavy lines and not;
// each unlike `chosen` and the others, five cells a side or more; at most `most`.
std::vector<GridLines> other_grids(const Page& page, const GridLines& chosen, std::size_t most);

// Drops from `grid` its first columns and rows that hold digits (a table's clue cells ruled
// like the grid, taken with it): the fewest that leave (almost) no cell holding a digit in
// `bgr` (the page's pixels).
void drop_clue_cells(const cv::Mat& bgr, GridLines& grid);

}  // namespace nono::scan
