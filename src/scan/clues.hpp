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
    // One of two halves the cutter made of a glyph as wide as two digits: the uncut glyph's box
    // (empty for a glyph not cut), and on the left half the uncut glyph's ink, cropped.
    cv::Rect whole;
    cv::Mat whole_ink;
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
    // The height the join scores of this page's glyphs are measured in (join_score): the digit
    // height, or more on a page that sets a number's digits wide apart (spacing_rule).
    double join_height = 0;
    // The bands are a straightened photo's: glyphs of one digit differ by its blur, light and
    // noise, so each is read with those most like it (digits.hpp's read_photo_digits).
    bool photographed = false;
    // The paper the clues stand on: the page's, or the band's own (on_band_paper: a panel, a
    // sheet's cream clue area), the rows' when both have their own. A done clue fades towards it.
    cv::Vec3b paper;
};

ClueBands find_clue_glyphs(const Page& page, const GridLines& grid);

// How far apart two neighbouring glyphs of a text line are, `left` then `right`, in digit
// heights: their gap plus 0.7 times the distance of their middles (the middles of a number's
// digits are about a digit's advance apart, whatever their widths). Glyphs at most
// kOneNumber apart are one number; the check's split and merge likelihoods use the same.
double join_score(const cv::Rect& left, const cv::Rect& right, double height);
inline constexpr double kOneNumber = 1.03;
// The join rule (a join score) for a page's row and column glyphs: kOneNumber, or more on a
// page that sets a number's digits wide apart (see clues.cpp).
double spacing_rule(const std::vector<Glyph>& row_glyphs, const std::vector<Glyph>& column_glyphs, const GridLines& grid, double height);
// How far past that rule `left` and `right` stand (digit heights; 0 at or within it).
double past_the_rule(const cv::Rect& left, const cv::Rect& right, double height);
// How likely, relative to the reading, the cutter got it wrong, by how far the glyphs are from
// its rule: that two glyphs it joined into one number are two numbers (a split), and that two
// numbers it read apart (`left`'s last glyph, `right`'s first) are one (a merge; 0 when they
// are too far apart for that). Both are e^-2 at the rule itself.
double split_likelihood(const cv::Rect& left, const cv::Rect& right, double height);
double merge_likelihood(const cv::Rect& left, const cv::Rect& right, double height);

}  // namespace nono::scan
