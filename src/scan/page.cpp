// The page: paper colour and ink strength; see page.hpp.
#include "scan/page.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include <opencv2/imgproc.hpp>

namespace nono::scan {

namespace {

// The colours of `area` by 16 levels a channel: each bin's pixel count and channel sums.
struct ColourBins {
    std::vector<int> counts = std::vector<int>(4096, 0);
    std::vector<std::array<double, 3>> sums = std::vector<std::array<double, 3>>(4096, {0, 0, 0});
    cv::Vec3b mean(std::size_t bin) const {
        cv::Vec3b colour;
        for (int k = 0; k < 3; ++k) colour[k] = cv::saturate_cast<uchar>(sums[bin][static_cast<std::size_t>(k)] / counts[bin]);
        return colour;
    }
};

ColourBins colour_bins(const cv::Mat& bgr, const cv::Rect& area) {
    const cv::Mat part = bgr(area & cv::Rect(0, 0, bgr.cols, bgr.rows));
    ColourBins bins;
    // Every pixel of a small area, every few of a large one.
    const int step = std::max(1, static_cast<int>(std::sqrt(static_cast<double>(part.total()) / 250000.0)));
    for (int y = 0; y < part.rows; y += step) {
        const cv::Vec3b* row = part.ptr<cv::Vec3b>(y);
        for (int x = 0; x < part.cols; x += step) {
            const cv::Vec3b c = row[x];
            const auto bin = static_cast<std::size_t>((c[0] >> 4) << 8 | (c[1] >> 4) << 4 | (c[2] >> 4));
            ++bins.counts[bin];
            for (int k = 0; k < 3; ++k) bins.sums[bin][static_cast<std::size_t>(k)] += c[k];
        }
    }
    return bins;
}

}  // namespace

cv::Vec3b common_colour(const cv::Mat& bgr, const cv::Rect& area) {
    const ColourBins bins = colour_bins(bgr, area);
    std::size_t best = 0;
    for (std::size_t i = 1; i < bins.counts.size(); ++i)
        if (bins.counts[i] > bins.counts[best]) best = i;
    if (bins.counts[best] == 0) return {255, 255, 255};
    return bins.mean(best);
}

std::vector<cv::Vec3b> paper_colours(const cv::Mat& bgr) {
    const ColourBins bins = colour_bins(bgr, cv::Rect(0, 0, bgr.cols, bgr.rows));
    std::vector<std::size_t> order(bins.counts.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::partial_sort(order.begin(), order.begin() + 3, order.end(),
                      [&](std::size_t a, std::size_t b) { return bins.counts[a] > bins.counts[b] || (bins.counts[a] == bins.counts[b] && a < b); });
    int total = 0;
    for (int count : bins.counts) total += count;
    std::vector<cv::Vec3b> out;
    for (std::size_t k = 0; k < 3; ++k) {
        if (bins.counts[order[k]] == 0 || (k > 0 && 10 * bins.counts[order[k]] < total)) break;
        const cv::Vec3b colour = bins.mean(order[k]);
        // A neighbouring bin of a colour taken already (the same paper, its shade split by a bin's
        // edge) is no other paper.
        bool near = false;
        for (const cv::Vec3b& taken : out)
            near = near || colour_difference(colour, taken) < 24;
        if (!near) out.push_back(colour);
    }
    return out;
}

cv::Mat ink_strength(const cv::Mat& bgr, const cv::Vec3b& paper) {
    cv::Mat difference;
    cv::absdiff(bgr, cv::Scalar(paper[0], paper[1], paper[2]), difference);
    cv::Mat channels[3];
    cv::split(difference, channels);
    cv::Mat strength = cv::max(channels[0], cv::max(channels[1], channels[2]));
    return strength;
}

cv::Vec3b median_colour(const cv::Mat& bgr, const cv::Mat& mask, const cv::Vec3b& otherwise) {
    int histogram[3][256] = {};
    int total = 0;
    for (int y = 0; y < bgr.rows; ++y) {
        const cv::Vec3b* p = bgr.ptr<cv::Vec3b>(y);
        const uchar* in = mask.empty() ? nullptr : mask.ptr<uchar>(y);
        for (int x = 0; x < bgr.cols; ++x) {
            if (in && !in[x]) continue;
            for (int k = 0; k < 3; ++k) ++histogram[k][p[x][k]];
            ++total;
        }
    }
    if (total == 0) return otherwise;
    cv::Vec3b median;
    for (int k = 0; k < 3; ++k) {
        int level = 0;
        for (int seen = 0; seen + histogram[k][level] <= total / 2; ++level) seen += histogram[k][level];
        median[k] = static_cast<uchar>(level);
    }
    return median;
}

Page make_page(const cv::Mat& bgr) { return make_page(bgr, common_colour(bgr, cv::Rect(0, 0, bgr.cols, bgr.rows))); }

Page make_page(const cv::Mat& bgr, const cv::Vec3b& paper) {
    Page page;
    page.bgr = bgr;
    page.paper = paper;
    const double luminance = 0.114 * page.paper[0] + 0.587 * page.paper[1] + 0.299 * page.paper[2];
    page.dark = luminance < 110;
    page.strength = ink_strength(bgr, page.paper);
    return page;
}

}  // namespace nono::scan
