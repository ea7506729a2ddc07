// A screen's scanlines (src/scan/scanlines.hpp), on pages drawn here with OpenCV: found from
// the rows alone, not on a clean page, and smoothed out before the clue bands are cut.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "scan/clues.hpp"
#include "scan/grid.hpp"
#include "scan/page.hpp"
#include "scan/scanlines.hpp"

namespace {

using nono::scan::GridLines;

// Light digits on a dark screen: a 4x2 grid of 24-pixel cells at (120, 80), each row's clue
// "1 2 3" left of it and each column's "4" above it.
cv::Mat screen(GridLines& grid) {
    cv::Mat bgr(cv::Size(240, 150), CV_8UC3, cv::Scalar(25, 25, 25));
    for (int c = 0; c <= 4; ++c) grid.xs.push_back(120 + c * 24);
    for (int r = 0; r <= 2; ++r) grid.ys.push_back(80 + r * 24);
    grid.pitch = 24;
    grid.thickness = 1;
    for (double x : grid.xs) cv::line(bgr, {static_cast<int>(x), 80}, {static_cast<int>(x), 128}, cv::Scalar(200, 200, 200), 1);
    for (double y : grid.ys) cv::line(bgr, {120, static_cast<int>(y)}, {216, static_cast<int>(y)}, cv::Scalar(200, 200, 200), 1);
    for (int r = 0; r < 2; ++r)
        cv::putText(bgr, "1 2 3", {40, 80 + r * 24 + 19}, cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(80, 230, 250), 2, cv::LINE_AA);
    for (int c = 0; c < 4; ++c)
        cv::putText(bgr, "4", {120 + c * 24 + 6, 72}, cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(80, 230, 250), 2, cv::LINE_AA);
    return bgr;
}

// Every `period`th pixel row darkened to `dim` of its light, the row after it to halfway.
cv::Mat with_scanlines(const cv::Mat& bgr, int period, double dim) {
    cv::Mat out = bgr.clone();
    for (int y = 0; y < out.rows; ++y) {
        const int phase = y % period;
        if (phase == 0) out.row(y) *= dim;
        else if (phase == 1) out.row(y) *= (1 + dim) / 2;
    }
    return out;
}

std::vector<std::size_t> counts(const std::vector<std::vector<nono::scan::ClueGlyphs>>& lines) {
    std::vector<std::size_t> out;
    for (const auto& line : lines) out.push_back(line.size());
    return out;
}

TEST(ScanScanlines, FindsThePeriodOfDarkenedRows) {
    GridLines grid;
    const cv::Mat clean = screen(grid);
    EXPECT_EQ(nono::scan::find_scanlines(clean).period, 0);
    for (int period : {3, 4}) {
        const nono::scan::Scanlines lines = nono::scan::find_scanlines(with_scanlines(clean, period, 0.3));
        EXPECT_EQ(lines.period, period);
        EXPECT_GT(lines.gain, 1.1);
    }
}

TEST(ScanScanlines, DigitsCutIntoBarsAreReadWhole) {
    GridLines grid;
    const cv::Mat striped = with_scanlines(screen(grid), 3, 0.3);
    const nono::scan::ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(striped), grid);
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>{3, 3}));
}

}  // namespace
