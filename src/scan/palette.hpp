// The palette read from the image: the clue numbers' colours grouped. Numbers in black, grey
// ("done") or any other neutral ink are one colour; when no number is in a colour, the
// puzzle is black and white.
#pragma once

#include <cstdint>
#include <vector>

#include <opencv2/core.hpp>

#include "nono/puzzle.hpp"

namespace nono::scan {

// Sets `puzzle`'s palette (left empty for black and white) from the numbers' colours (BGR;
// `boxed`: the colour of the box the number stands on) and the paper's, and returns each
// number's palette index (1 for black and white). `lines`, when given: each number's clue line
// (the same value for the numbers of one row or column), which tells a pale colour from a done
// line's fading.
// `totals`, when given (a photo): each number's value, added for a row's number and taken
// away for a column's; colours that may be one colour lit unevenly are made one when that
// makes the rows' and the columns' totals of each colour agree better.
struct SignedValues {
    std::vector<int> values;  // +value in a row, -value in a column
};
std::vector<int> assign_palette(const std::vector<cv::Vec3b>& colours, const std::vector<bool>& boxed,
                                const cv::Vec3b& paper, Puzzle& puzzle, const std::vector<int>& lines = {},
                                const SignedValues* totals = nullptr);
// A palette colour's 0xRRGGBB as OpenCV's BGR.
inline cv::Vec3b bgr_of(std::uint32_t rgb) {
    return cv::Vec3b(static_cast<uchar>(rgb & 0xff), static_cast<uchar>((rgb >> 8) & 0xff), static_cast<uchar>((rgb >> 16) & 0xff));
}
// The palette entry from `first` on nearest to `colour`.
int nearest_colour(const std::vector<Colour>& palette, const cv::Vec3b& colour, int first);

}  // namespace nono::scan
