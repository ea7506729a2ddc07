// A board on a sheet of its own colour (src/scan/sheet.cpp): a printed puzzle's picture, white,
// on a dark forum page. The grid is found on the sheet's colour, and the page is made again on it.
#include <gtest/gtest.h>

#include <string>

#include <opencv2/imgproc.hpp>

#include "scan/grid.hpp"
#include "scan/page.hpp"

namespace {

TEST(ScanSheet, ABoardOnAWhiteSheetInADarkPageIsReadOnTheSheet) {
    constexpr int kCells = 12, kStep = 26, kBand = 3;
    constexpr int kLeft = 300, kTop = 200;
    cv::Mat image(kTop + kCells * kStep + 260, kLeft + kCells * kStep + 300, CV_8UC3, cv::Scalar(28, 28, 28));
    // The sheet: the grid and its clue bands, a margin round them.
    cv::rectangle(image, cv::Rect(kLeft - kBand * kStep - 30, kTop - kBand * kStep - 30, (kCells + kBand) * kStep + 60,
                                  (kCells + kBand) * kStep + 60),
                  cv::Scalar(255, 255, 255), cv::FILLED);
    for (int k = 0; k <= kCells; ++k) {
        const int thickness = k % 5 == 0 || k == kCells ? 2 : 1;
        cv::line(image, {kLeft + k * kStep, kTop}, {kLeft + k * kStep, kTop + kCells * kStep}, cv::Scalar(60, 60, 60), thickness);
        cv::line(image, {kLeft, kTop + k * kStep}, {kLeft + kCells * kStep, kTop + k * kStep}, cv::Scalar(60, 60, 60), thickness);
    }
    for (int k = 0; k < kCells; ++k) {
        const std::string digit(1, static_cast<char>('1' + k % 9));
        cv::putText(image, digit, {kLeft - 22, kTop + k * kStep + 19}, cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(0, 0, 0), 2, cv::LINE_AA);
        cv::putText(image, digit, {kLeft + k * kStep + 7, kTop - 8}, cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(0, 0, 0), 2, cv::LINE_AA);
    }
    // Filled cells, black as the page nearly is.
    for (int k = 0; k < kCells; ++k)
        cv::rectangle(image, cv::Rect(kLeft + k * kStep + 2, kTop + ((k * 5) % kCells) * kStep + 2, kStep - 3, kStep - 3),
                      cv::Scalar(0, 0, 0), cv::FILLED);
    nono::scan::Page page = nono::scan::make_page(image);
    ASSERT_LT(page.paper[0], 60);  // the dark page is the image's commonest colour
    std::string why;
    const std::optional<nono::scan::GridLines> grid = nono::scan::find_grid_on_sheet(page, why);
    ASSERT_TRUE(grid) << why;
    EXPECT_EQ(grid->width(), kCells);
    EXPECT_EQ(grid->height(), kCells);
    EXPECT_NEAR(grid->xs.front(), kLeft, 1.5);
    EXPECT_GT(page.paper[0], 200);  // made again on the sheet
}

}  // namespace
