// Cutting the clue bands into numbers (src/scan/clues.hpp), on pages drawn here with OpenCV:
// the grid is given, so only the bands are tested: where they end, which glyphs make one
// number, and what is not a clue.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "scan/clues.hpp"
#include "scan/grid.hpp"
#include "scan/page.hpp"

namespace {

using nono::scan::ClueBands;
using nono::scan::GridLines;

// A page with a `width` x `height` grid of `pitch`-pixel cells whose top left corner is at
// (`x`, `y`): thin grey lines, a 3-pixel black outer line.
struct Drawing {
    cv::Mat bgr;
    GridLines grid;
};

Drawing grid_page(int width, int height, int pitch, int x, int y, cv::Size size) {
    Drawing d;
    d.bgr = cv::Mat(size, CV_8UC3, cv::Scalar(255, 255, 255));
    for (int c = 0; c <= width; ++c) d.grid.xs.push_back(x + c * pitch);
    for (int r = 0; r <= height; ++r) d.grid.ys.push_back(y + r * pitch);
    d.grid.pitch = pitch;
    d.grid.thickness = 2;
    for (double gx : d.grid.xs)
        cv::line(d.bgr, {static_cast<int>(gx), y}, {static_cast<int>(gx), y + height * pitch}, cv::Scalar(160, 160, 160), 1);
    for (double gy : d.grid.ys)
        cv::line(d.bgr, {x, static_cast<int>(gy)}, {x + width * pitch, static_cast<int>(gy)}, cv::Scalar(160, 160, 160), 1);
    cv::rectangle(d.bgr, cv::Rect(x - 1, y - 1, width * pitch + 2, height * pitch + 2), cv::Scalar(0, 0, 0), 2);
    return d;
}

void text(cv::Mat& bgr, const std::string& s, cv::Point at, double scale, cv::Scalar colour, int thickness = 1) {
    cv::putText(bgr, s, at, cv::FONT_HERSHEY_SIMPLEX, scale, colour, thickness, cv::LINE_AA);
}

std::vector<std::size_t> counts(const std::vector<std::vector<nono::scan::ClueGlyphs>>& lines) {
    std::vector<std::size_t> out;
    for (const auto& line : lines) out.push_back(line.size());
    return out;
}

TEST(ScanClues, ReadsColumnBoxesThatComeWithinAPixelOfTheGrid) {
    // Each column: three coloured boxes stacked, light digits on them, the lowest box ending
    // one pixel above the grid's 2-pixel top line (as a web table's clue cells do).
    Drawing d = grid_page(4, 3, 14, 40, 80, cv::Size(110, 130));
    const cv::Scalar colours[] = {{40, 40, 200}, {200, 120, 40}, {180, 40, 140}};
    for (int c = 0; c < 4; ++c)
        for (int k = 0; k < 3; ++k) {
            const cv::Rect box(40 + c * 14 + 2, 80 - 3 - (3 - k) * 11 + 1, 10, 10);
            cv::rectangle(d.bgr, box, colours[k], cv::FILLED);
            text(d.bgr, std::to_string(k + 1), {box.x + 2, box.br().y - 2}, 0.28, cv::Scalar(255, 255, 255));
        }
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    EXPECT_EQ(counts(bands.columns), (std::vector<std::size_t>{3, 3, 3, 3}));
}

TEST(ScanClues, JoinsNarrowDigitsByTheirMiddlesNotTheirGap) {
    // Row 1: "11" as a proportional font sets it (the ones' middles 10 pixels, 0.77 digit
    // heights, apart: a gap of 0.38 heights between their strokes); row 2: "1 1", a space
    // between (middles 1.6 heights apart).
    Drawing d = grid_page(3, 2, 20, 100, 30, cv::Size(180, 90));
    const int height = 13;  // FONT_HERSHEY_SIMPLEX at 0.55: a '1' 13 pixels tall, 5 wide
    auto one = [&](double middle, int row) { text(d.bgr, "1", {static_cast<int>(middle) - 5, 30 + 20 * row + 16}, 0.55, cv::Scalar(0, 0, 0)); };
    one(70, 0);
    one(80, 0);
    one(80 - 1.6 * height, 1);
    one(80, 1);
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>{1, 2}));
    ASSERT_EQ(bands.rows[0].size(), 1u);
    EXPECT_EQ(bands.rows[0][0].glyphs.size(), 2u);
}

}  // namespace
