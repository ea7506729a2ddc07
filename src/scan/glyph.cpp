// Glyph features; see glyph.hpp.
#include "scan/glyph.hpp"

#include <algorithm>

#include <opencv2/imgproc.hpp>

namespace nono::scan {

std::vector<float> glyph_features(const cv::Mat& ink) {
    std::vector<float> features(kFeatureSize, 0.0f);
    if (ink.empty()) return features;
    const double aspect = static_cast<double>(ink.cols) / ink.rows;
    // Height to the full side; the width follows (squeezed only when wider than the square).
    const int width = std::clamp(static_cast<int>(aspect * kGlyphSide + 0.5), 1, kGlyphSide);
    cv::Mat scaled;
    cv::resize(ink, scaled, cv::Size(width, kGlyphSide), 0, 0, cv::INTER_AREA);
    const int left = (kGlyphSide - width) / 2;
    for (int y = 0; y < kGlyphSide; ++y)
        for (int x = 0; x < width; ++x)
            features[y * kGlyphSide + left + x] = std::clamp(scaled.at<float>(y, x), 0.0f, 1.0f);
    const float ratio = static_cast<float>(std::min(1.0, aspect / 2));
    for (int i = 0; i < kAspectWeight; ++i) features[kGlyphSide * kGlyphSide + i] = ratio;
    return features;
}

cv::Rect ink_bounds(const cv::Mat& ink, float level) {
    cv::Mat mask = ink > level;
    std::vector<cv::Point> points;
    cv::findNonZero(mask, points);
    if (points.empty()) return {};
    return cv::boundingRect(points);
}

}  // namespace nono::scan
