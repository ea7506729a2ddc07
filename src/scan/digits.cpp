// Nearest-neighbour digit reading; see digits.hpp.
#include "scan/digits.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include <opencv2/core/hal/hal.hpp>

#include "scan/glyph.hpp"

namespace nono::scan {

namespace {

// Squared distances become likelihoods on this scale: a glyph this much (squared) farther
// from a digit's samples than from the nearest is e times less likely that digit.
constexpr double kTemperature = 1.2;
// Candidates per digit whose full distance is measured first (more when a candidate's lower
// bound still beats the best full distance).
constexpr int kCandidates = 12;
constexpr int kCoarseSide = kGlyphSide / 2;
constexpr int kCoarseSize = kCoarseSide * kCoarseSide + kAspectWeight;
constexpr int kChunk = 64;  // queries searched at once
// How far (squared) beyond the nearest sample a digit's distance is still worth making exact:
// e^(-kHorizon / kTemperature) is no likelihood.
constexpr double kHorizon = 30;

// Each row's 2x2 blocks averaged and doubled, so that the squared distance of two coarse rows
// is at most that of the full rows (a lower bound), and the aspect entries as they are.
cv::Mat coarse_of(const cv::Mat& rows) {
    cv::Mat out(rows.rows, kCoarseSize, CV_32F);
    for (int r = 0; r < rows.rows; ++r) {
        const float* in = rows.ptr<float>(r);
        float* o = out.ptr<float>(r);
        for (int y = 0; y < kCoarseSide; ++y)
            for (int x = 0; x < kCoarseSide; ++x) {
                const float* p = in + 2 * y * kGlyphSide + 2 * x;
                o[y * kCoarseSide + x] = 0.5f * (p[0] + p[1] + p[kGlyphSide] + p[kGlyphSide + 1]);
            }
        std::copy(in + kGlyphSide * kGlyphSide, in + kFeatureSize, o + kCoarseSide * kCoarseSide);
    }
    return out;
}

cv::Mat squared_norms(const cv::Mat& rows) {
    cv::Mat norms;
    cv::reduce(rows.mul(rows), norms, 1, cv::REDUCE_SUM);
    return norms.t();
}

// The likelihoods of the digits from each digit's nearest squared distance.
DigitScores scores_of(const std::array<double, 10>& best) {
    DigitScores out;
    std::iota(out.digit.begin(), out.digit.end(), 0);
    std::stable_sort(out.digit.begin(), out.digit.end(),
                     [&](int a, int b) { return best[static_cast<std::size_t>(a)] < best[static_cast<std::size_t>(b)]; });
    const double nearest = std::max(0.0, best[static_cast<std::size_t>(out.digit[0])]);
    out.distance = nearest;
    double total = 0;
    for (std::size_t k = 0; k < 10; ++k) {
        out.p[k] = std::exp(-(best[static_cast<std::size_t>(out.digit[k])] - nearest) / kTemperature);
        total += out.p[k];
    }
    for (double& p : out.p) p /= total;
    return out;
}

}  // namespace

DigitSamples::DigitSamples(const cv::Mat& features, std::vector<int> labels) {
    // The samples ordered by digit, so that each digit's are one run of rows.
    std::vector<int> order(labels.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return labels[static_cast<std::size_t>(a)] < labels[static_cast<std::size_t>(b)]; });
    if (std::is_sorted(labels.begin(), labels.end())) {
        features_ = features;  // in order already (the embedded samples): shared, not copied
    } else {
        features_.create(features.rows, features.cols, CV_32F);
        for (std::size_t i = 0; i < order.size(); ++i) features.row(order[i]).copyTo(features_.row(static_cast<int>(i)));
    }
    std::fill(first_.begin(), first_.end(), static_cast<int>(order.size()));
    for (std::size_t i = order.size(); i-- > 0;) first_[static_cast<std::size_t>(labels[static_cast<std::size_t>(order[i])])] = static_cast<int>(i);
    for (std::size_t d = 10; d-- > 1;) first_[d - 1] = std::min(first_[d - 1], first_[d]);
    first_[10] = static_cast<int>(order.size());
    coarse_ = coarse_of(features_);
    coarse_norms_ = squared_norms(coarse_);
}

std::vector<DigitScores> DigitSamples::read(const cv::Mat& queries) const {
    std::vector<DigitScores> scores;
    if (queries.rows == 0 || features_.rows == 0) return std::vector<DigitScores>(static_cast<std::size_t>(queries.rows));
    const cv::Mat coarse = coarse_of(queries);
    std::array<std::vector<std::pair<float, int>>, 10> bounds;
    for (int from = 0; from < queries.rows; from += kChunk) {
        const int count = std::min(kChunk, queries.rows - from);
        cv::Mat dots;  // -2 q.s of the coarse rows, all pairs of the chunk at once
        cv::gemm(coarse.rowRange(from, from + count), coarse_, -2.0, cv::noArray(), 0, dots, cv::GEMM_2_T);
        for (int i = 0; i < count; ++i) {
            const float qc = static_cast<float>(coarse.row(from + i).dot(coarse.row(from + i)));
            const float* row = dots.ptr<float>(i);
            const float* norms = coarse_norms_.ptr<float>(0);
            const float* query = queries.ptr<float>(from + i);
            std::array<double, 10> best;
            for (std::size_t d = 0; d < 10; ++d) {
                bounds[d].clear();
                for (int j = first_[d]; j < first_[d + 1]; ++j) bounds[d].push_back({qc + norms[j] + row[j], j});
                best[d] = nearest_candidate(bounds[d], query);
            }
            // Each digit's distance made exact where it matters: up to kHorizon beyond the
            // nearest (farther, a digit's likelihood is nil), so the nearest is exact.
            const double nearest = *std::min_element(best.begin(), best.end());
            for (std::size_t d = 0; d < 10; ++d) refine(bounds[d], query, nearest + kHorizon, best[d]);
            scores.push_back(scores_of(best));
        }
    }
    return scores;
}

// The least full squared distance among the kCandidates of `bounds` (lower bounds, sample
// index) with the least bounds, which it moves to its front.
double DigitSamples::nearest_candidate(std::vector<std::pair<float, int>>& bounds, const float* query) const {
    double best = std::numeric_limits<double>::infinity();
    if (bounds.empty()) return best;
    const std::size_t first = std::min<std::size_t>(kCandidates, bounds.size());
    std::nth_element(bounds.begin(), bounds.begin() + static_cast<long>(first - 1), bounds.end());
    for (std::size_t k = 0; k < first; ++k)
        best = std::min(best, static_cast<double>(cv::hal::normL2Sqr_(query, features_.ptr<float>(bounds[k].second), kFeatureSize)));
    return best;
}

// `best` lowered to the full distance of any sample past the candidates whose bound is below
// both it and `horizon`.
void DigitSamples::refine(const std::vector<std::pair<float, int>>& bounds, const float* query, double horizon,
                          double& best) const {
    for (std::size_t k = std::min<std::size_t>(kCandidates, bounds.size()); k < bounds.size(); ++k)
        if (bounds[k].first < best && bounds[k].first < horizon)
            best = std::min(best, static_cast<double>(cv::hal::normL2Sqr_(query, features_.ptr<float>(bounds[k].second), kFeatureSize)));
}

cv::Mat feature_rows(const std::vector<cv::Mat>& glyphs) {
    cv::Mat rows(static_cast<int>(glyphs.size()), kFeatureSize, CV_32F);
    for (std::size_t i = 0; i < glyphs.size(); ++i) {
        const std::vector<float> f = glyph_features(glyphs[i]);
        std::copy(f.begin(), f.end(), rows.ptr<float>(static_cast<int>(i)));
    }
    return rows;
}

}  // namespace nono::scan
