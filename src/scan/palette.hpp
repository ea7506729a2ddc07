// The palette read from the image: the clue numbers' colours grouped. Numbers in black, grey
// ("done") or any other neutral ink are one colour; when no number is in a colour, the
// puzzle is black and white.
#pragma once

#include <vector>

#include <opencv2/core.hpp>

#include "nono/puzzle.hpp"

namespace nono::scan {

// Sets `puzzle`'s palette (left empty for black and white) from the numbers' colours (BGR;
// `boxed`: the colour of the box the number stands on) and the paper's, and returns each
// number's palette index (1 for black and white). `lines`, when given: each number's clue line
// (the same value for the numbers of one row or column), which tells a pale colour from a done
// line's fading.
std::vector<int> assign_palette(const std::vector<cv::Vec3b>& colours, const std::vector<bool>& boxed,
                                const cv::Vec3b& paper, Puzzle& puzzle, const std::vector<int>& lines = {});
// The palette entry from `first` on nearest to `colour`.
int nearest_colour(const std::vector<Colour>& palette, const cv::Vec3b& colour, int first);

}  // namespace nono::scan
