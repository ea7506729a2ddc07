// Lines the reader doubts as a whole (nono/scan.hpp, ScanResult::doubts): a line with nothing
// at all read beside it while the lines beside it have clues is named, never passed off
// silently as an empty line, nor is one whose glyphs make no number. The image is a committed
// test screenshot with one row's clues painted out.
#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "nono/scan.hpp"
#include "support/scan_shot.hpp"

namespace {

TEST(ScanDoubts, ALineWithNothingBesideItBetweenLinesWithCluesIsNamed) {
    cv::Mat image = nono::testing::ex62_shot();
    ASSERT_FALSE(image.empty());
    EXPECT_TRUE(nono::testing::scan_shot(image, "nono_scan_doubts_test").doubts.empty());
    // The grid's cells are 20 pixels from (70, 70): paint out row 9's clues (0-based 8).
    cv::rectangle(image, cv::Rect(0, 70 + 8 * 20 + 3, 66, 15), cv::Scalar(255, 255, 255), cv::FILLED);
    const nono::ScanResult result = nono::testing::scan_shot(image, "nono_scan_doubts_test");
    ASSERT_EQ(result.doubts.size(), 1u);
    EXPECT_EQ(result.doubts[0].rfind("row 9:", 0), 0u) << result.doubts[0];
}

TEST(ScanDoubts, ALineWhoseGlyphsMakeNoNumberIsNamedToo) {
    cv::Mat image = nono::testing::ex62_shot();
    ASSERT_FALSE(image.empty());
    // Row 9's clues painted out and a mark of three digit-like glyphs drawn in their place
    // (no clue has three digits): glyphs beside the line, but no number.
    cv::rectangle(image, cv::Rect(0, 70 + 8 * 20 + 3, 66, 15), cv::Scalar(255, 255, 255), cv::FILLED);
    cv::putText(image, "888", cv::Point(30, 70 + 8 * 20 + 16), cv::FONT_HERSHEY_SIMPLEX, 0.45, cv::Scalar(0, 0, 0), 1, cv::LINE_AA);
    const nono::ScanResult result = nono::testing::scan_shot(image, "nono_scan_doubts_test");
    ASSERT_EQ(result.doubts.size(), 1u);
    EXPECT_EQ(result.doubts[0].rfind("row 9:", 0), 0u) << result.doubts[0];
}

}  // namespace
