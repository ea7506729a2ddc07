// Flattening a curled page (src/scan/dewarp.hpp): a grid whose lines are bent and crowded
// towards one side, as a book's page curled into its spine is once the photo is straightened
// by the grid's corners, is remapped until its lines are straight and evenly spaced; a flat
// grid is left as it is.
#include <gtest/gtest.h>

#include <cmath>
#include <optional>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "scan/dewarp.hpp"

namespace {

constexpr int kCells = 20, kPitch = 24, kX0 = 120, kY0 = 140;
constexpr double kSide = kCells * kPitch;

// Where the flat grid's point (u, v) (pixels from its top-left corner) is drawn: crowded
// towards the right (`crowd`: the last column that much narrower than the first, as the page
// bends away into the spine), its horizontal lines bowed (`bow` pixels at the middle) and
// pinched towards the middle height near the right.
cv::Point2d bent(double u, double v, double crowd, double bow) {
    const double s = u / kSide;
    const double x = kX0 + u - crowd * kSide * s * s * s / 3;
    const double y = kY0 + v + bow * std::sin(CV_PI * s) - 0.06 * crowd * (v - kSide / 2) * std::pow(s, 4);
    return {x, y};
}

cv::Mat drawn_grid(double crowd, double bow) {
    cv::Mat image(kY0 + kCells * kPitch + 120, kX0 + kCells * kPitch + 120, CV_8UC3, cv::Scalar(255, 255, 255));
    for (int k = 0; k <= kCells; ++k) {
        std::vector<cv::Point> vertical, horizontal;
        for (double t = 0; t <= kSide; t += 2) {
            vertical.push_back(bent(k * kPitch, t, crowd, bow));
            horizontal.push_back(bent(t, k * kPitch, crowd, bow));
        }
        const cv::Scalar ink = cv::Scalar::all(k % 5 ? 120 : 40);
        cv::polylines(image, std::vector<std::vector<cv::Point>>{vertical, horizontal}, false, ink, k % 5 ? 1 : 2, cv::LINE_AA);
    }
    return image;
}

// The frame the straightening would give: the rectangle through the grid's corners.
cv::Rect2d corner_frame(double crowd, double bow) {
    const cv::Point2d top_left = bent(0, 0, crowd, bow), bottom_right = bent(kSide, kSide, crowd, bow);
    return {top_left, bottom_right};
}

// How far the traced lines one way stand from straight and evenly spaced (pixels).
double unevenness(const nono::scan::TracedLines& traced) {
    const std::size_t n = traced.lines.size();
    const double first = traced.across(0, traced.middle), last = traced.across(n - 1, traced.middle);
    double worst = 0;
    for (std::size_t i = 0; i < n; ++i)
        for (const double at : traced.lines[i]) worst = std::max(worst, std::abs(at - (first + (last - first) * i / (n - 1))));
    return worst;
}

TEST(ScanDewarp, ACurledGridIsMadeStraightAndEven) {
    const cv::Mat curled = drawn_grid(0.4, 6);
    const cv::Rect2d frame = corner_frame(0.4, 6);
    const std::optional<nono::scan::TracedLines> before = nono::scan::traced_vertical_lines(curled, frame);
    ASSERT_TRUE(before);
    EXPECT_GT(unevenness(*before), 5);  // the rightmost columns are crowded
    const std::optional<cv::Mat> flat = nono::scan::flattened(curled, frame);
    ASSERT_TRUE(flat);
    const std::optional<nono::scan::TracedLines> vertical = nono::scan::traced_vertical_lines(*flat, frame);
    ASSERT_TRUE(vertical);
    EXPECT_EQ(vertical->lines.size(), static_cast<std::size_t>(kCells + 1));
    EXPECT_LT(unevenness(*vertical), 1.5);
    const cv::Mat turned = flat->t();
    const std::optional<nono::scan::TracedLines> horizontal =
        nono::scan::traced_vertical_lines(turned, cv::Rect2d(frame.y, frame.x, frame.height, frame.width));
    ASSERT_TRUE(horizontal);
    EXPECT_EQ(horizontal->lines.size(), static_cast<std::size_t>(kCells + 1));
    EXPECT_LT(unevenness(*horizontal), 1.5);
}

TEST(ScanDewarp, AFlatGridIsLeftAsItIs) {
    const cv::Mat flat = drawn_grid(0, 0);
    EXPECT_FALSE(nono::scan::flattened(flat, corner_frame(0, 0)));
}

}  // namespace
