// A screen's scanlines: every few pixel rows darkened across the whole picture (a CRT shader of
// an emulator, a video capture), which cut a clue's digits into stacked bars and stripe its
// clue boxes. Found from the rows' ink alone and smoothed out before the clue bands are read.
#pragma once

#include "scan/page.hpp"

namespace nono::scan {

struct Scanlines {
    int period = 0;     // in pixel rows (2 to 6); 0: none
    double gain = 1;    // the brightest row of a period over the period's mean
};

// The page's scanlines: in blocks of `period` rows, the darkest row is at the same place in
// nearly every block.
Scanlines find_scanlines(const cv::Mat& bgr);

// `page` with each pixel the mean of a period's rows (a scanline and the lit rows between it
// and the next) times the gain, so that lit ink keeps its strength; its paper and ink strength
// measured again. `page` itself when there are no scanlines.
Page without_scanlines(const Page& page, const Scanlines& lines);

}  // namespace nono::scan
