// A photo's long straight lines; see photo_lines.hpp.
#include "scan/photo_lines.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

#include <opencv2/imgproc.hpp>

namespace nono::scan {

namespace {

// The longest side of the image the lines are looked for in: a photo's thin lines, lost at the
// outline finder's 1,000 pixels, still show as two edges there (cells of 12 pixels or more).
constexpr int kLineSide = 2000;
// The shortest segment kept, as a share of the image's longer side: a few cells of a grid's
// line; a letter's or a digit's stroke is shorter.
constexpr double kShortest = 0.04;
// The widest gap (same share) a line may have and still be one segment: a digit or a filled
// cell across it.
constexpr double kGap = 0.012;
// How far (degrees) a segment may turn from its direction's peak and still count: perspective
// of 15 % turns a grid's lines up to about 8 degrees from each other.
constexpr double kSpread = 12;
// How many lines of the other direction a grid's line crosses at least: a text line's edge, a
// screen's bezel or a page's rule crosses few.
constexpr int kCrossings = 4;
// How far (pixels) a segment may stop short of a line it crosses: its edge breaks off where the
// lines meet. Clue digits in a column beside the grid, a quarter of a cell from its border,
// make a straight edge that stops further short of the grid's lines.
constexpr double kReach = 4;

// The segments' directions (degrees, 0-180) weighted by their lengths, one bin a degree,
// smoothed over a few degrees.
std::array<double, 180> direction_weights(const std::vector<cv::Vec4i>& segments) {
    std::array<double, 180> raw{}, out{};
    for (const cv::Vec4i& s : segments) {
        const double dx = s[2] - s[0], dy = s[3] - s[1];
        double angle = std::atan2(dy, dx) * 180 / CV_PI;
        if (angle < 0) angle += 180;
        raw[static_cast<std::size_t>(std::lround(angle)) % 180] += std::hypot(dx, dy);
    }
    for (int i = 0; i < 180; ++i)
        for (int d = -3; d <= 3; ++d) out[static_cast<std::size_t>(i)] += raw[static_cast<std::size_t>((i + d + 180) % 180)];
    return out;
}

// How far apart two directions (degrees) are, 0-90.
double turn(double a, double b) {
    const double d = std::fmod(std::abs(a - b), 180.0);
    return std::min(d, 180 - d);
}

// The two directions most of the segments' length runs: the heaviest, and the heaviest at least
// 50 degrees from it (a grid's other lines, however steep the view).
std::array<double, 2> two_directions(const std::vector<cv::Vec4i>& segments) {
    const std::array<double, 180> weights = direction_weights(segments);
    std::array<double, 2> out{0, 90};
    double first = -1, second = -1;
    for (int i = 0; i < 180; ++i)
        if (weights[static_cast<std::size_t>(i)] > first) first = weights[static_cast<std::size_t>(i)], out[0] = i;
    for (int i = 0; i < 180; ++i)
        if (turn(i, out[0]) >= 50 && weights[static_cast<std::size_t>(i)] > second) second = weights[static_cast<std::size_t>(i)], out[1] = i;
    return out;
}

// The long straight segments of `grey`: its edges (either way from dark to light), gathered
// into straight runs by the probabilistic Hough transform.
std::vector<cv::Vec4i> long_segments(const cv::Mat& grey) {
    cv::Mat blurred, edges;
    cv::GaussianBlur(grey, blurred, cv::Size(3, 3), 0);
    cv::Canny(blurred, edges, 30, 90);
    const double side = std::max(grey.cols, grey.rows);
    std::vector<cv::Vec4i> segments;
    cv::HoughLinesP(edges, segments, 1, CV_PI / 360, static_cast<int>(kShortest * side / 2), kShortest * side, kGap * side);
    return segments;
}

// Where along segment `a` (0 at its start, 1 at its end) the line through `b` crosses it, and
// where along `b`; nullopt for parallel segments.
std::optional<std::pair<double, double>> crossing(const cv::Vec4i& a, const cv::Vec4i& b) {
    const double ux = a[2] - a[0], uy = a[3] - a[1], vx = b[2] - b[0], vy = b[3] - b[1];
    const double det = ux * vy - uy * vx;
    if (std::abs(det) < 1e-9) return std::nullopt;
    const double wx = b[0] - a[0], wy = b[1] - a[1];
    return std::make_pair((wx * vy - wy * vx) / det, (wx * uy - wy * ux) / det);
}

// How many of `others` cross segment `s`, each allowed to stop short of the crossing by
// `reach` pixels at either end (its edge breaks off where the lines meet).
int crossings(const cv::Vec4i& s, const std::vector<cv::Vec4i>& others, double reach) {
    const double length = std::hypot(s[2] - s[0], s[3] - s[1]);
    int count = 0;
    for (const cv::Vec4i& o : others) {
        const std::optional<std::pair<double, double>> at = crossing(s, o);
        if (!at) continue;
        const double other = std::hypot(o[2] - o[0], o[3] - o[1]);
        const double along = at->first * length, across = at->second * other;
        if (along >= -reach && along <= length + reach && across >= -reach && across <= other + reach) ++count;
    }
    return count;
}

}  // namespace

cv::Mat straight_line_mask(const cv::Mat& bgr, cv::Size size) {
    const double scale = std::min(1.0, static_cast<double>(kLineSide) / std::max(bgr.cols, bgr.rows));
    cv::Mat small, grey;
    cv::resize(bgr, small, cv::Size(), scale, scale, cv::INTER_AREA);
    cv::cvtColor(small, grey, cv::COLOR_BGR2GRAY);
    const std::vector<cv::Vec4i> segments = long_segments(grey);
    cv::Mat mask = cv::Mat::zeros(size, CV_8U);
    if (segments.empty()) return mask;
    const std::array<double, 2> directions = two_directions(segments);
    std::array<std::vector<cv::Vec4i>, 2> families;
    for (const cv::Vec4i& s : segments) {
        const double angle = std::atan2(s[3] - s[1], s[2] - s[0]) * 180 / CV_PI;
        if (turn(angle, directions[0]) <= kSpread) families[0].push_back(s);
        else if (turn(angle, directions[1]) <= kSpread) families[1].push_back(s);
    }
    const double fx = static_cast<double>(size.width) / small.cols, fy = static_cast<double>(size.height) / small.rows;
    for (std::size_t f = 0; f < 2; ++f)
        for (const cv::Vec4i& s : families[f]) {
            if (crossings(s, families[1 - f], kReach) < kCrossings) continue;
            cv::line(mask, cv::Point(static_cast<int>(std::lround(s[0] * fx)), static_cast<int>(std::lround(s[1] * fy))),
                     cv::Point(static_cast<int>(std::lround(s[2] * fx)), static_cast<int>(std::lround(s[3] * fy))), cv::Scalar(255), 1);
        }
    return mask;
}

}  // namespace nono::scan
