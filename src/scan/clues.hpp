// The clue bands: the ink left of the grid (row clues) and above it (column clues) cut into
// glyphs, the glyphs grouped into numbers (digits close together are one number), each number
// given to its row or column, and the band ended where a wide gap leaves the clues (a title, a
// toolbar). Lines and boxes around clues are not glyphs; light numbers on coloured boxes are.
#pragma once

#include <vector>

#include <opencv2/core.hpp>

#include "scan/grid.hpp"
#include "scan/page.hpp"

namespace nono::scan {

struct Glyph {
    cv::Rect box;
    cv::Mat ink;        // CV_32F 0..1, cropped to `box`
    cv::Vec3b colour;   // BGR of its strongest ink, or of the box it stands on
    bool boxed = false;  // on a box: `colour` is the box's
};

// One number: its glyphs (indices into ClueBands::glyphs, left to right).
struct ClueGlyphs {
    cv::Rect box;
    std::vector<int> glyphs;
};

struct ClueBands {
    std::vector<Glyph> glyphs;
    std::vector<std::vector<ClueGlyphs>> rows;     // each row's numbers, left to right
    std::vector<std::vector<ClueGlyphs>> columns;  // each column's numbers, top to bottom
    double digit_height = 0;
};

ClueBands find_clue_glyphs(const Page& page, const GridLines& grid);

}  // namespace nono::scan
