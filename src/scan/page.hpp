// The image as the reader works on it: the paper colour (the most common one), whether the
// page is dark, and each pixel's ink strength, its distance from the paper colour, so that
// black, grey, coloured and light-on-dark ink are all found the same way.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <vector>

#include <opencv2/core.hpp>

namespace nono::scan {

struct Page {
    cv::Mat bgr;       // CV_8UC3, straightened when the image is a photo
    cv::Mat strength;  // CV_8U: the largest channel difference from `paper`
    cv::Vec3b paper;   // BGR
    bool dark = false;
    cv::Mat to_image;  // 3x3 CV_64F from this page's pixels to the image's; empty when the same
    // The colours clues are given (CV_8UC3, as `bgr`): a photo's straightened pixels with only
    // the light's colour and fall-off taken out, since `bgr`'s light is evened cell by cell and
    // its contrast raised, which moves a clue box's channels apart; empty: `bgr`'s own.
    cv::Mat colour;
};

// The page of an image as it is (no straightening), on its most common colour.
Page make_page(const cv::Mat& bgr);
// The same on another paper colour.
Page make_page(const cv::Mat& bgr, const cv::Vec3b& paper);
// The colours that may be the paper, most common first: the most common one, then the next two
// while each covers a tenth of the image (a PDF viewer's grey backdrop may cover more of a
// screenshot than the page does, a site's dark frame more than its lighter panel).
std::vector<cv::Vec3b> paper_colours(const cv::Mat& bgr);
// The most common colour of `bgr` inside `area` (quantised to 16 levels a channel, then the
// mean of that bin's pixels).
cv::Vec3b common_colour(const cv::Mat& bgr, const cv::Rect& area);
// Each channel's median over `bgr`'s pixels, or over those where `mask` (CV_8U, `bgr`'s size)
// is set: the colour most of them have; `otherwise` when there are none.
cv::Vec3b median_colour(const cv::Mat& bgr, const cv::Mat& mask = cv::Mat(), const cv::Vec3b& otherwise = {});
// Ink strength of every pixel of `bgr` against `paper`.
cv::Mat ink_strength(const cv::Mat& bgr, const cv::Vec3b& paper);

// How far apart two colours are: their largest channel difference (as `strength` measures ink).
inline int colour_difference(const cv::Vec3b& a, const cv::Vec3b& b) {
    return std::max({std::abs(a[0] - b[0]), std::abs(a[1] - b[1]), std::abs(a[2] - b[2])});
}
// How far a colour is from grey: its largest channel less its smallest.
inline int colour_spread(const cv::Vec3b& c) { return std::max({c[0], c[1], c[2]}) - std::min({c[0], c[1], c[2]}); }

}  // namespace nono::scan
