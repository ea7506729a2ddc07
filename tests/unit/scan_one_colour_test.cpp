// A black-and-white puzzle whose clue numbers are drawn in two shades of one ink (a screen's
// lines dimmed as they are done, an LCD's lit and dim digits) is read in two colours; the
// totals of each colour then disagree, and the check reads it again in one colour
// (src/scan/scan.cpp, read_in_one_colour). The image is the committed test screenshot
// with its clue ink tinted.
#include <gtest/gtest.h>

#include <string>

#include <opencv2/imgproc.hpp>

#include "nono/scan.hpp"
#include "support/scan_shot.hpp"

namespace {

// The clue ink (dark pixels left of and above the grid, which starts at (70, 70) with cells of
// 20 pixels) tinted `deep` in the first `lines` rows and columns, `light` in the others, its
// anti-aliasing kept (each pixel's darkness scales the tint).
cv::Mat tinted(cv::Mat image, int lines, const cv::Vec3b& deep, const cv::Vec3b& light) {
    for (int y = 0; y < image.rows; ++y)
        for (int x = 0; x < image.cols; ++x) {
            if (x >= 68 && y >= 68) continue;  // the grid
            if (x < 68 && y < 68) continue;    // the corner
            cv::Vec3b& p = image.at<cv::Vec3b>(y, x);
            const double ink = 1.0 - (p[0] + p[1] + p[2]) / (3.0 * 255);
            if (ink < 0.05) continue;
            const int line = ((x < 68 ? y : x) - 70) / 20;
            const cv::Vec3b& tint = line < lines ? deep : light;
            for (int k = 0; k < 3; ++k) p[k] = cv::saturate_cast<uchar>(255 - ink * (255 - tint[k]));
        }
    return image;
}

TEST(ScanOneColour, ABlackAndWhitePuzzlesCluesInTwoShadesOfOneInkAreOneColour) {
    const cv::Mat shot = nono::testing::ex62_shot();
    ASSERT_FALSE(shot.empty());
    const nono::ScanResult plain = nono::testing::scan_shot(shot, "nono_scan_one_colour_test");
    ASSERT_EQ(plain.verdict, nono::ScanVerdict::Unique);
    ASSERT_TRUE(plain.puzzle.palette.empty());
    // Deep navy in the first 8 rows and columns, a lighter steel blue in the rest.
    const cv::Mat image = tinted(shot, 8, cv::Vec3b(90, 40, 20), cv::Vec3b(200, 150, 90));
    const nono::ScanResult result = nono::testing::scan_shot(image, "nono_scan_one_colour_test");
    EXPECT_EQ(result.verdict, nono::ScanVerdict::Unique);
    EXPECT_TRUE(result.puzzle.palette.empty());
    EXPECT_EQ(result.puzzle.rows, plain.puzzle.rows);
    EXPECT_EQ(result.puzzle.columns, plain.puzzle.columns);
    ASSERT_FALSE(result.changes.empty());
    EXPECT_EQ(result.changes[0].rfind("read in one colour", 0), 0u) << result.changes[0];
}

}  // namespace
