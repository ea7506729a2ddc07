// The whole reading (src/scan/scan.cpp) on pages drawn here with OpenCV: what makes a grid a
// puzzle's, before the check is asked to make a puzzle of the numbers beside it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "nono/scan.hpp"

namespace {

// A 10x10 grid of 24-pixel cells, thin grey lines and a black border, every fifth line black,
// with `rows` numbers left of it and `columns` above it ({line, text}).
std::string page_png(const std::vector<std::pair<int, std::string>>& rows, const std::vector<std::pair<int, std::string>>& columns) {
    constexpr int pitch = 24, x = 120, y = 120, cells = 10;
    cv::Mat page(y + cells * pitch + 30, x + cells * pitch + 30, CV_8UC3, cv::Scalar(255, 255, 255));
    for (int k = 0; k <= cells; ++k) {
        const cv::Scalar ink = k % 5 == 0 ? cv::Scalar(0, 0, 0) : cv::Scalar(150, 150, 150);
        const int width = k % 5 == 0 ? 2 : 1;
        cv::line(page, {x + k * pitch, y}, {x + k * pitch, y + cells * pitch}, ink, width);
        cv::line(page, {x, y + k * pitch}, {x + cells * pitch, y + k * pitch}, ink, width);
    }
    for (const auto& [row, text] : rows)
        cv::putText(page, text, {x - 18, y + row * pitch + 18}, cv::FONT_HERSHEY_SIMPLEX, 0.55, cv::Scalar(0, 0, 0), 1, cv::LINE_AA);
    for (const auto& [column, text] : columns)
        cv::putText(page, text, {x + column * pitch + 7, y - 8}, cv::FONT_HERSHEY_SIMPLEX, 0.55, cv::Scalar(0, 0, 0), 1, cv::LINE_AA);
    std::vector<unsigned char> png;
    cv::imencode(".png", page, png);
    return std::string(png.begin(), png.end());
}

TEST(ScanRead, AGridWithNumbersBesideFewOfItsLinesIsNoPuzzle) {
    // A lattice inside a board, or a grid of something else, with a mark or two beside it read
    // as numbers: one row's 1 and one column's 1 beside a 10x10 grid would be a puzzle of one
    // filled cell, one solution. A puzzle's clues stand beside most of its lines.
    const nono::ScanResult result = nono::scan_image_bytes(page_png({{4, "1"}}, {{2, "1"}}), "sparse.png");
    EXPECT_EQ(result.verdict, nono::ScanVerdict::NotFound) << result.message;
    EXPECT_NE(result.message.find("no clue numbers"), std::string::npos) << result.message;
}

TEST(ScanRead, AGridWithNumbersBesideAFifthOfItsLinesIsRead) {
    // Two rows and two columns of ten clued (their other lines empty, drawn with no 0): read,
    // and checked as a puzzle.
    const nono::ScanResult result =
        nono::scan_image_bytes(page_png({{2, "2"}, {6, "2"}}, {{3, "2"}, {6, "2"}}), "fifth.png");
    EXPECT_NE(result.verdict, nono::ScanVerdict::NotFound) << result.message;
}

}  // namespace
