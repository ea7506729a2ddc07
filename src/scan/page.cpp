// The page: paper colour and ink strength; see page.hpp.
#include "scan/page.hpp"

#include <array>
#include <cmath>
#include <vector>

#include <opencv2/imgproc.hpp>

namespace nono::scan {

cv::Vec3b common_colour(const cv::Mat& bgr, const cv::Rect& area) {
    const cv::Mat part = bgr(area & cv::Rect(0, 0, bgr.cols, bgr.rows));
    std::vector<int> counts(4096, 0);
    std::vector<std::array<double, 3>> sums(4096, {0, 0, 0});
    // Every pixel of a small area, every few of a large one.
    const int step = std::max(1, static_cast<int>(std::sqrt(static_cast<double>(part.total()) / 250000.0)));
    for (int y = 0; y < part.rows; y += step) {
        const cv::Vec3b* row = part.ptr<cv::Vec3b>(y);
        for (int x = 0; x < part.cols; x += step) {
            const cv::Vec3b c = row[x];
            const int bin = (c[0] >> 4) << 8 | (c[1] >> 4) << 4 | (c[2] >> 4);
            ++counts[static_cast<std::size_t>(bin)];
            for (int k = 0; k < 3; ++k) sums[static_cast<std::size_t>(bin)][static_cast<std::size_t>(k)] += c[k];
        }
    }
    std::size_t best = 0;
    for (std::size_t i = 1; i < counts.size(); ++i)
        if (counts[i] > counts[best]) best = i;
    if (counts[best] == 0) return {255, 255, 255};
    cv::Vec3b colour;
    for (int k = 0; k < 3; ++k)
        colour[k] = cv::saturate_cast<uchar>(sums[best][static_cast<std::size_t>(k)] / counts[best]);
    return colour;
}

cv::Mat ink_strength(const cv::Mat& bgr, const cv::Vec3b& paper) {
    cv::Mat difference;
    cv::absdiff(bgr, cv::Scalar(paper[0], paper[1], paper[2]), difference);
    cv::Mat channels[3];
    cv::split(difference, channels);
    cv::Mat strength = cv::max(channels[0], cv::max(channels[1], channels[2]));
    return strength;
}

Page make_page(const cv::Mat& bgr) {
    Page page;
    page.bgr = bgr;
    page.paper = common_colour(bgr, cv::Rect(0, 0, bgr.cols, bgr.rows));
    const double luminance = 0.114 * page.paper[0] + 0.587 * page.paper[1] + 0.299 * page.paper[2];
    page.dark = luminance < 110;
    page.strength = ink_strength(bgr, page.paper);
    return page;
}

}  // namespace nono::scan
