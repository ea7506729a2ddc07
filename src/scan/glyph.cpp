// Glyph features; see glyph.hpp.
#include "scan/glyph.hpp"

#include <algorithm>

#include <opencv2/imgproc.hpp>

namespace nono::scan {

namespace {

// Whether a fifth of `ink`'s pixels are within 0.04 of `level`: a flat tint (a band's stripe
// lit under a cursor, a chip), not the anti-aliased edges of a bold digit's strokes. A glyph of
// a few pixels (a '1' 5 pixels tall, 2 wide) is all edges: never.
bool flat_at(const cv::Mat& ink, float level) {
    if (ink.rows < 8 || ink.cols < 5) return false;
    const int near = cv::countNonZero(cv::abs(ink - level) < 0.04f);
    return near >= 0.2 * static_cast<double>(ink.total());
}

// A glyph whose paper is not clean (a digit cut out with the box or chip it stands on, whose
// colour JPEG noise has made uneven; a digit on a tinted stripe of the band): its lightest
// quarter taken for the background, made paper, and the glyph cropped again to what is left. A
// glyph mostly ink (a '1', a bold digit drawn small) keeps its ink: its lightest quarter is
// half ink or more, unless that quarter is one flat tint (up to 0.8: a console's lit clue
// stripe measures 0.48 against the paper).
cv::Mat without_background(const cv::Mat& ink) {
    std::vector<float> values(ink.begin<float>(), ink.end<float>());
    std::nth_element(values.begin(), values.begin() + static_cast<long>(values.size() / 4), values.end());
    const float lightest = values[values.size() / 4];
    const float background = lightest + 0.05f;
    if (background < 0.1f || background > 0.85f || (background > 0.5f && !flat_at(ink, lightest))) return ink;
    cv::Mat clean = cv::max(ink - background, 0.0f) / (1.0f - background);
    const cv::Rect box = ink_bounds(clean, 0.16f);
    return box.empty() ? ink : clean(box);
}

// A glyph that is a box with a light digit cut out of it (a box the band cutting did not tell
// from its digit), its edge all ink and some of its inside paper: the digit's pixels made the
// ink, without what touches the glyph's edge (the box's rounded corners, the paper round it),
// and cropped to them. Any other glyph is returned as it is.
cv::Mat dark_on_light(const cv::Mat& ink) {
    if (ink.rows < 6 || ink.cols < 0.5 * ink.rows) return ink;
    const cv::Rect inside(1, 1, ink.cols - 2, ink.rows - 2);
    const double edge = (cv::sum(ink)[0] - cv::sum(ink(inside))[0]) / (2.0 * (ink.rows + ink.cols) - 4);
    if (edge < 0.85 || cv::countNonZero(ink(inside) < 0.3f) < 0.03 * inside.area()) return ink;
    const cv::Mat turned = 1.0f - ink;
    cv::Mat labels;
    const int count = cv::connectedComponents(turned > 0.16f, labels, 8, CV_32S);
    std::vector<bool> touches(static_cast<std::size_t>(count), false);
    for (int y = 0; y < labels.rows; ++y)
        for (int x = 0; x < labels.cols; ++x)
            if (y == 0 || x == 0 || y == labels.rows - 1 || x == labels.cols - 1)
                touches[static_cast<std::size_t>(labels.at<int>(y, x))] = true;
    cv::Mat digit = cv::Mat::zeros(ink.size(), CV_32F);
    for (int y = 0; y < labels.rows; ++y)
        for (int x = 0; x < labels.cols; ++x)
            if (!touches[static_cast<std::size_t>(labels.at<int>(y, x))]) digit.at<float>(y, x) = turned.at<float>(y, x);
    const cv::Rect box = ink_bounds(digit, 0.16f);
    return box.height < 0.4 * ink.rows ? ink : digit(box);
}

}  // namespace

std::vector<float> glyph_features(const cv::Mat& glyph) {
    std::vector<float> features(kFeatureSize, 0.0f);
    if (glyph.empty()) return features;
    const cv::Mat ink = without_background(dark_on_light(glyph));
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
