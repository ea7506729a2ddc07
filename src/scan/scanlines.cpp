// Scanlines; see scanlines.hpp.
#include "scan/scanlines.hpp"

#include <algorithm>
#include <numeric>
#include <vector>

#include <opencv2/imgproc.hpp>

namespace nono::scan {

Scanlines find_scanlines(const cv::Mat& bgr) {
    if (bgr.empty()) return {};
    cv::Mat grey, rows;
    cv::cvtColor(bgr, grey, cv::COLOR_BGR2GRAY);
    cv::reduce(grey, rows, 1, cv::REDUCE_SUM, CV_64F);
    Scanlines best;
    double best_score = 0;
    for (int period = 2; period <= 6; ++period) {
        // Blocks whose rows differ by half a level a pixel at least (a black screen's rows are
        // all alike): which of their rows is darkest.
        std::vector<int> darkest(static_cast<std::size_t>(period), 0);
        std::vector<double> phase(static_cast<std::size_t>(period), 0);  // each row's sum over the blocks
        int counted = 0, followed = 0;  // followed: counted blocks right after a counted one
        bool last = false;
        const int blocks = rows.rows / period;
        for (int b = 0; b < blocks; ++b) {
            const double* first = rows.ptr<double>(b * period);
            for (int k = 0; k < period; ++k) phase[static_cast<std::size_t>(k)] += first[k];
            const auto [low, high] = std::minmax_element(first, first + period);
            const bool differ = *high - *low >= 0.5 * grey.cols;
            followed += differ && last;
            last = differ;
            if (!differ) continue;
            ++darkest[static_cast<std::size_t>(low - first)];
            ++counted;
        }
        if (counted < 20) continue;
        // Measured on fresh6's crt family (an emulator's CRT shader, periods 2 to 4) against 147
        // images of 49 other families: there the darkest row is at one place in 0.92-1.0 of the
        // blocks, which cover 0.34-1.0 of the picture, 0.93 of them or more right after another;
        // elsewhere (grid lines at a pitch that is a multiple of the period, text rows) in at
        // most 0.68. Rows of text at such a pitch with blank rows between (every third block)
        // follow no other block: scanlines darken every period of whatever they cross.
        const double same = static_cast<double>(*std::max_element(darkest.begin(), darkest.end())) / counted;
        const double cover = static_cast<double>(counted) / blocks;
        if (same >= 0.85 && cover >= 0.3 && followed >= 0.8 * counted && same * cover > best_score) {
            best_score = same * cover;
            const double mean = std::accumulate(phase.begin(), phase.end(), 0.0) / period;
            best = {period, mean > 0 ? *std::max_element(phase.begin(), phase.end()) / mean : 1.0};
        }
    }
    return best;
}

Page without_scanlines(const Page& page, const Scanlines& lines) {
    if (lines.period < 2) return page;
    Page smooth = page;
    // A box filter a period tall: every output pixel averages one whole period.
    cv::Mat mean;
    cv::blur(page.bgr, mean, cv::Size(1, lines.period), cv::Point(-1, -1), cv::BORDER_REPLICATE);
    mean.convertTo(smooth.bgr, CV_8UC3, lines.gain);
    // The paper is the mean of what was near the paper (its lit rows and its scanlines alike).
    const cv::Mat near = page.strength < 24;
    if (cv::countNonZero(near) > 0) {
        const cv::Scalar paper = cv::mean(smooth.bgr, near);
        smooth.paper = cv::Vec3b(cv::saturate_cast<uchar>(paper[0]), cv::saturate_cast<uchar>(paper[1]), cv::saturate_cast<uchar>(paper[2]));
    }
    smooth.strength = ink_strength(smooth.bgr, smooth.paper);
    return smooth;
}

}  // namespace nono::scan
