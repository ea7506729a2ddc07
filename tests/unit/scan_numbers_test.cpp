// Numbers the cutter reads apart and the reader joins again before the check (src/scan/scan.cpp,
// cut_numbers_joined): a 10 whose 0 stands apart (a lone 0 is no clue of a line with other
// numbers), and a two-digit number wrapped in a narrow column, its second digit under its
// first. The image is a committed test screenshot with one number's digits moved.
#include <gtest/gtest.h>

#include <string>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "nono/scan.hpp"
#include "support/scan_shot.hpp"

namespace {

TEST(ScanNumbers, A10WhoseZeroStandsApartIsRead) {
    cv::Mat image = nono::testing::ex62_shot();
    ASSERT_FALSE(image.empty());
    // Row 8's 10: the 1 moved 4 pixels left, away from its 0 (further apart than the cutter's
    // rule joins).
    const cv::Rect box(30, 211, 20, 18);
    cv::Mat grey;
    cv::cvtColor(image(box), grey, cv::COLOR_BGR2GRAY);
    int first = -1, end = -1;
    for (int x = 0; x < box.width; ++x) {
        const bool ink = cv::countNonZero(grey.col(x) < 160) > 0;
        if (ink && first < 0) first = x;
        if (!ink && first >= 0 && end < 0) end = x;
    }
    ASSERT_GT(end, first);
    const cv::Rect one(box.x + first, box.y, end - first, box.height);
    const cv::Mat glyph = image(one).clone();
    image(one).setTo(cv::Scalar(255, 255, 255));
    glyph.copyTo(image(one - cv::Point(4, 0)));
    const nono::ScanResult result = nono::testing::scan_shot(image, "nono_scan_numbers_test");
    EXPECT_EQ(result.verdict, nono::ScanVerdict::Unique);
    ASSERT_EQ(result.puzzle.rows.size(), 20u);
    EXPECT_EQ(result.puzzle.rows[7], (nono::Clue{10, 4}));
    // Read so, not mended so: its 0 was no empty line's 0.
    EXPECT_TRUE(result.changes.empty()) << ::testing::PrintToString(result.changes);
    bool ten = false;
    for (const nono::ScanNumber& n : result.numbers) ten = ten || (!n.column && n.line == 7 && n.read == 10);
    EXPECT_TRUE(ten);
}

const nono::ScanNumber* column_number(const nono::ScanResult& result, int column) {
    for (const nono::ScanNumber& n : result.numbers)
        if (n.column && n.line == column) return &n;
    return nullptr;
}

TEST(ScanNumbers, ATwoDigitNumberWrappedInItsColumnIsOneNumber) {
    cv::Mat image = nono::testing::ex62_shot();
    ASSERT_FALSE(image.empty());
    // Column 13 (0-based 12) has the one number 12, its
    // digits 10 pixels tall on rows 55-64 (the 1 at x 313-318, the 2 at 321-326): set again with
    // the 2 under the 1, 11 pixels apart (the column's numbers stand 20 apart), as a full-width
    // 12 wrapped in a narrow column is.
    const cv::Mat number = image(cv::Rect(312, 54, 16, 12)).clone();
    image(cv::Rect(310, 40, 20, 28)).setTo(cv::Scalar(255, 255, 255));
    number(cv::Rect(0, 0, 8, 12)).copyTo(image(cv::Rect(314, 43, 8, 12)));
    number(cv::Rect(8, 0, 8, 12)).copyTo(image(cv::Rect(314, 54, 8, 12)));
    const nono::ScanResult result = nono::testing::scan_shot(image, "nono_scan_numbers_test");
    const nono::ScanNumber* twelve = column_number(result, 12);
    ASSERT_NE(twelve, nullptr);
    EXPECT_EQ(twelve->read, 12);
    EXPECT_EQ(twelve->value, 12);
    EXPECT_TRUE(result.changes.empty()) << (result.changes.empty() ? "" : result.changes.front());
    EXPECT_EQ(result.verdict, nono::ScanVerdict::Unique);
}

}  // namespace
