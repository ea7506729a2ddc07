// Straightening a photo; see photo.hpp.
#include "scan/photo.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <opencv2/imgproc.hpp>

namespace nono::scan {

namespace {

// The corners of `quad` as top-left, top-right, bottom-right, bottom-left.
std::vector<cv::Point2f> ordered(const std::vector<cv::Point>& quad) {
    std::vector<cv::Point2f> p(quad.begin(), quad.end());
    std::vector<cv::Point2f> out(4);
    auto sum = [](const cv::Point2f& q) { return q.x + q.y; };
    auto diff = [](const cv::Point2f& q) { return q.x - q.y; };
    out[0] = *std::min_element(p.begin(), p.end(), [&](auto a, auto b) { return sum(a) < sum(b); });
    out[2] = *std::max_element(p.begin(), p.end(), [&](auto a, auto b) { return sum(a) < sum(b); });
    out[1] = *std::max_element(p.begin(), p.end(), [&](auto a, auto b) { return diff(a) < diff(b); });
    out[3] = *std::min_element(p.begin(), p.end(), [&](auto a, auto b) { return diff(a) < diff(b); });
    return out;
}

}  // namespace

std::optional<Page> straightened_page(const cv::Mat& bgr, std::string& why) {
    cv::Mat grey, binary;
    cv::cvtColor(bgr, grey, cv::COLOR_BGR2GRAY);
    const int block = std::max(15, std::min(bgr.cols, bgr.rows) / 30) | 1;
    cv::adaptiveThreshold(grey, binary, 255, cv::ADAPTIVE_THRESH_MEAN_C, cv::THRESH_BINARY_INV, block, 10);
    // Light text on a dark page: the lines are the light part.
    if (cv::mean(grey)[0] < 110)
        cv::adaptiveThreshold(grey, binary, 255, cv::ADAPTIVE_THRESH_MEAN_C, cv::THRESH_BINARY, block, -10);
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(binary, contours, cv::RETR_LIST, cv::CHAIN_APPROX_SIMPLE);
    std::vector<cv::Point> best;
    double best_area = 0.04 * bgr.cols * bgr.rows;
    for (const auto& contour : contours) {
        const double area = cv::contourArea(contour);
        if (area <= best_area) continue;
        std::vector<cv::Point> polygon;
        cv::approxPolyDP(contour, polygon, 0.02 * cv::arcLength(contour, true), true);
        if (polygon.size() != 4 || !cv::isContourConvex(polygon)) continue;
        best = polygon;
        best_area = area;
    }
    if (best.empty()) {
        why = "no four-cornered grid outline found";
        return std::nullopt;
    }
    const std::vector<cv::Point2f> from = ordered(best);
    const double width = std::max(cv::norm(from[1] - from[0]), cv::norm(from[2] - from[3]));
    const double height = std::max(cv::norm(from[3] - from[0]), cv::norm(from[2] - from[1]));
    // The grid's corners kept where its top-left one is; the rest of the image follows.
    const std::vector<cv::Point2f> to{from[0], from[0] + cv::Point2f(static_cast<float>(width), 0),
                                      from[0] + cv::Point2f(static_cast<float>(width), static_cast<float>(height)),
                                      from[0] + cv::Point2f(0, static_cast<float>(height))};
    cv::Mat warp = cv::getPerspectiveTransform(from, to);
    // Shift so that the whole warped image is in view.
    std::vector<cv::Point2f> corners{{0, 0}, {static_cast<float>(bgr.cols), 0},
                                     {static_cast<float>(bgr.cols), static_cast<float>(bgr.rows)}, {0, static_cast<float>(bgr.rows)}};
    std::vector<cv::Point2f> moved;
    cv::perspectiveTransform(corners, moved, warp);
    const cv::Rect bounds = cv::boundingRect(moved);
    cv::Mat shift = (cv::Mat_<double>(3, 3) << 1, 0, -bounds.x, 0, 1, -bounds.y, 0, 0, 1);
    warp = shift * warp;
    const cv::Size size(std::min(bounds.width, 3 * bgr.cols), std::min(bounds.height, 3 * bgr.rows));
    cv::Mat straight;
    cv::warpPerspective(bgr, straight, warp, size, cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    Page page = make_page(straight);
    page.to_image = warp.inv();
    return page;
}

}  // namespace nono::scan
