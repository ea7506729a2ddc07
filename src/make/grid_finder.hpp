// Where the cells are in a picture of a grid: the box they fill (inside a uniform margin, or
// between the drawn grid lines) and how many there are across and down when lines make the
// pitch clear; and whether the picture is a drawn puzzle (a line grid with clue numbers
// beside it) rather than a picture to import.
#pragma once

#include "make/grey_image.hpp"

namespace nono::make {

struct GridBox {
    double left = 0, top = 0, right = 0, bottom = 0;  // pixels; right and bottom exclusive
    int columns = 0, rows = 0;  // counted from the drawn lines; 0 when there are none
    bool lines = false;         // drawn grid lines: each cell is read inside them
    bool drawn_puzzle = false;  // lines, and marks (clue numbers) left of most of its rows
    double pitch_x = 0, pitch_y = 0;  // pixels a cell along the lines; 0 without lines
    bool dark_paper = false;  // the outer pixels are mostly dark: light ink on a dark page
};

// `image` is grey (one channel). `columns` and `rows` are the size asked for (0 = unknown):
// with them the box is the one whose cells are the most uniform of the whole image and the
// inside of a uniform margin; without lines and a size the box is the whole image.
GridBox find_grid(const GreyImage& image, int columns, int rows);

}  // namespace nono::make
