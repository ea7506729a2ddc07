// The check mends with what the bands measured (src/scan/scan.cpp, mend.cpp): the room a band
// leaves for a number it missed (the steps between a line's numbers), and a 10 whose 0 the
// cutter read apart (and dropped, as an empty line's 0), read as 10. The image is a committed
// test screenshot with one digit moved.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "nono/scan.hpp"
#include "scan/check.hpp"
#include "scan/mend.hpp"

namespace {

using nono::scan::NumberReading;

// render-light/002-ex62: 20x20, cells of 20 pixels from (70, 70), row clues in 20-pixel boxes
// left of it (row 8: 10 4 at x 30, 50).
const std::string kShot = std::string(NONO_TEST_DATA_DIR) + "/scan/tune/render-light/002-ex62";

nono::ScanResult scan(const cv::Mat& image) {
    const std::filesystem::path path = std::filesystem::temp_directory_path() / "nono_scan_mend_test.png";
    cv::imwrite(path.string(), image);
    nono::ScanResult result = nono::scan_image(path.string());
    std::filesystem::remove(path);
    return result;
}

bool mentions(const std::vector<std::string>& changes, const std::string& text) {
    for (const std::string& change : changes)
        if (change.find(text) != std::string::npos) return true;
    return false;
}

TEST(ScanMend, RoomForAMissedNumberIsMeasuredAgainstTheBandsSteps) {
    // Rows 1-4, numbers 10 pixels apart, the grid from x = 100, each row's last number at 92;
    // row 3 with a gap of two steps, row 4's last number a step further from the grid.
    std::vector<NumberReading> numbers;
    std::vector<double> along;
    auto add = [&](int line, std::vector<double> xs) {
        for (double x : xs) {
            numbers.push_back({false, line, 1, 1, 0.99, {}, std::nullopt, 0, 0, false});
            along.push_back(x);
        }
    };
    add(0, {72, 82, 92});
    add(1, {82, 92});
    add(2, {62, 72, 92});
    add(3, {72, 82});
    nono::scan::measure_room(numbers, along, 100, 50);
    EXPECT_DOUBLE_EQ(numbers[0].room_before, 0);  // a line's first: not known
    EXPECT_DOUBLE_EQ(numbers[1].room_before, 1);
    EXPECT_DOUBLE_EQ(numbers[2].room_after, 1);
    EXPECT_DOUBLE_EQ(numbers[7].room_before, 2);  // row 3's 92, two steps after its 72
    EXPECT_DOUBLE_EQ(numbers[9].room_after, 2);   // row 4's last, a step short of the grid
    // A band of fewer than three steps says nothing.
    std::vector<NumberReading> few(2, {false, 0, 1, 1, 0.99, {}, std::nullopt, 0, 0, false});
    nono::scan::measure_room(few, {72, 92}, 100, 50);
    EXPECT_DOUBLE_EQ(few[1].room_before, 0);
}

TEST(ScanMend, A10WhoseZeroStandsApartIsRead) {
    cv::Mat image = cv::imread(kShot + ".png", cv::IMREAD_COLOR);
    ASSERT_FALSE(image.empty());
    // Row 8's 10: the 1 moved 4 pixels left, away from its 0.
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
    const nono::ScanResult result = scan(image);
    EXPECT_EQ(result.verdict, nono::ScanVerdict::Unique);
    ASSERT_EQ(result.puzzle.rows.size(), 20u);
    EXPECT_EQ(result.puzzle.rows[7], (nono::Clue{10, 4}));
    EXPECT_TRUE(mentions(result.changes, "row 8, the number read as 1: 10")) << ::testing::PrintToString(result.changes);
    // The 1 carries 10 as one of its readings: its 0, apart, was no empty line's 0.
    bool ten = false;
    for (const nono::ScanNumber& n : result.numbers)
        if (!n.column && n.line == 7 && n.read == 1)
            for (const auto& [value, likelihood] : n.alternatives) ten = ten || (value == 10 && likelihood > 0);
    EXPECT_TRUE(ten);
}

}  // namespace
