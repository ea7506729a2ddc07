// A photo's long straight lines: the edges that run straight a long way (a grid's lines, ink on
// paper or light lines on a dark screen alike) in the two directions most of them run, drawn as
// a mask in which a grid's cells are holes whatever texture, moire, glare or text lies around
// (src/scan/photo.cpp looks for the grid's outline there as well as in the inked pixels).
#pragma once

#include <opencv2/core.hpp>

namespace nono::scan {

// The mask (CV_8U, 255 on a line) of `bgr`'s long straight lines, drawn at `size` (the photo
// scaled down as the grid's outline is looked for); all 0 when there are none.
cv::Mat straight_line_mask(const cv::Mat& bgr, cv::Size size);

}  // namespace nono::scan
