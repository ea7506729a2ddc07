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
// Samples per digit given a coarse bound first (those with the least rough bounds).
constexpr std::size_t kPool = 3 * kCandidates;
// The rough rows' length: the coarse rows projected on their main directions.
constexpr int kRoughSize = 24;
// The room left for rounding between a bound and the one below it.
constexpr float kSlack = 0.01f;
// How far (squared) beyond the nearest sample a digit's distance is still worth making exact:
// e^(-kHorizon / kTemperature) is no likelihood.
constexpr double kHorizon = 30;

// Each row's 2x2 blocks (of a `side` x `side` square) averaged and doubled, so that the squared
// distance of two halved rows is at most that of the rows (a lower bound), and the aspect
// entries as they are.
cv::Mat halved(const cv::Mat& rows, int side) {
    const int half = side / 2;
    cv::Mat out(rows.rows, half * half + kAspectWeight, CV_32F);
    for (int r = 0; r < rows.rows; ++r) {
        const float* in = rows.ptr<float>(r);
        float* o = out.ptr<float>(r);
        for (int y = 0; y < half; ++y)
            for (int x = 0; x < half; ++x) {
                const float* p = in + 2 * y * side + 2 * x;
                o[y * half + x] = 0.5f * (p[0] + p[1] + p[side] + p[side + 1]);
            }
        std::copy(in + side * side, in + side * side + kAspectWeight, o + half * half);
    }
    return out;
}

// An orthonormal basis of the coarse rows' main directions (from every 8th sample): projected
// on it, two rows are at most as far apart as they are, so the projections' squared distance is
// a lower bound of the coarse one, and a near one (the directions hold most of the rows' spread).
cv::Mat rough_basis(const cv::Mat& coarse) {
    cv::Mat some;
    for (int r = 0; r < coarse.rows; r += 8) some.push_back(coarse.row(r));
    if (some.rows <= kRoughSize) return cv::Mat::eye(kCoarseSize, kCoarseSize, CV_32F);
    const cv::PCA pca(some, cv::noArray(), cv::PCA::DATA_AS_ROW, kRoughSize);
    return pca.eigenvectors;
}

cv::Mat projected(const cv::Mat& rows, const cv::Mat& basis) {
    cv::Mat out;
    cv::gemm(rows, basis, 1.0, cv::noArray(), 0, out, cv::GEMM_2_T);
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
    std::sort(out.digit.begin(), out.digit.end(),
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
    coarse_ = halved(features_, kGlyphSide);
    coarse_norms_ = squared_norms(coarse_);
    rough_basis_ = rough_basis(coarse_);
    rough_ = projected(coarse_, rough_basis_);
    rough_norms_ = squared_norms(rough_);
}

// One glyph's search: its features, its coarse row and the rough bound's terms.
struct DigitSamples::Query {
    const float* full;
    const float* coarse;
    float coarse_norm;
    const float* rough_dots;  // -2 q.s of its rough row and every sample's
    float rough_norm;

    float rough_bound(const float* norms, int sample) const { return rough_norm + norms[sample] + rough_dots[sample]; }
};

// A digit's samples whose coarse bound was measured, as (bound, sample), the kCandidates least
// first; every other sample of the digit has a rough bound of `cover` at least.
struct DigitSamples::Near {
    std::vector<std::pair<float, int>> bounds;
    float cover = std::numeric_limits<float>::infinity();
};

std::vector<DigitScores> DigitSamples::read(const cv::Mat& queries) const {
    std::vector<DigitScores> scores;
    if (queries.rows == 0 || features_.rows == 0) return std::vector<DigitScores>(static_cast<std::size_t>(queries.rows));
    const cv::Mat coarse = halved(queries, kGlyphSide), rough = projected(coarse, rough_basis_);
    std::array<Near, 10> near;
    for (int from = 0; from < queries.rows; from += kChunk) {
        const int count = std::min(kChunk, queries.rows - from);
        cv::Mat dots;  // -2 q.s of the rough rows, all pairs of the chunk at once
        cv::gemm(rough.rowRange(from, from + count), rough_, -2.0, cv::noArray(), 0, dots, cv::GEMM_2_T);
        for (int i = 0; i < count; ++i) {
            const int row = from + i;
            const Query query{queries.ptr<float>(row), coarse.ptr<float>(row),
                              static_cast<float>(coarse.row(row).dot(coarse.row(row))), dots.ptr<float>(i),
                              static_cast<float>(rough.row(row).dot(rough.row(row)))};
            std::array<double, 10> best;
            for (std::size_t d = 0; d < 10; ++d) best[d] = nearest_candidate(query, static_cast<int>(d), near[d]);
            // Each digit's distance made exact where it matters: up to kHorizon beyond the
            // nearest (farther, a digit's likelihood is nil), so the nearest is exact.
            const double nearest = *std::min_element(best.begin(), best.end());
            for (std::size_t d = 0; d < 10; ++d) refine(query, static_cast<int>(d), near[d], nearest + kHorizon, best[d]);
            scores.push_back(scores_of(best));
        }
    }
    return scores;
}

// The coarse bound of `sample`'s distance, summed as a product of the coarse rows would.
float DigitSamples::coarse_bound(const Query& query, int sample) const {
    const float* s = coarse_.ptr<float>(sample);
    std::array<double, 4> dot{};
    int k = 0;
    for (; k + 4 <= kCoarseSize; k += 4)
        for (std::size_t m = 0; m < 4; ++m) dot[m] += static_cast<double>(query.coarse[k + static_cast<int>(m)]) * s[k + static_cast<int>(m)];
    for (; k < kCoarseSize; ++k) dot[0] += static_cast<double>(query.coarse[k]) * s[k];
    return query.coarse_norm + coarse_norms_.ptr<float>(0)[sample] + static_cast<float>(-2.0 * (dot[0] + dot[1] + dot[2] + dot[3]));
}

// The least full squared distance among the kCandidates samples of `digit` with the least
// coarse bounds: the kPool samples with the least rough bounds get a coarse one, and when a
// sample outside them might still be among the candidates, every sample whose rough bound is
// low enough does.
double DigitSamples::nearest_candidate(const Query& query, int digit, Near& near) const {
    near.bounds.clear();
    near.cover = std::numeric_limits<float>::infinity();
    const int begin = first_[static_cast<std::size_t>(digit)], end = first_[static_cast<std::size_t>(digit) + 1];
    if (begin == end) return std::numeric_limits<double>::infinity();
    const float* rough_norms = rough_norms_.ptr<float>(0);
    std::vector<std::pair<float, int>>& pool = near.bounds;  // a max-heap of the least rough bounds
    for (int j = begin; j < end; ++j) {
        const float r = query.rough_bound(rough_norms, j);
        if (pool.size() < kPool) {
            pool.push_back({r, j});
            std::push_heap(pool.begin(), pool.end());
        } else if (r < pool.front().first) {
            std::pop_heap(pool.begin(), pool.end());
            pool.back() = {r, j};
            std::push_heap(pool.begin(), pool.end());
        }
    }
    if (end - begin > static_cast<int>(kPool)) near.cover = pool.front().first;
    for (auto& entry : pool) entry.first = coarse_bound(query, entry.second);
    const std::size_t first = std::min<std::size_t>(kCandidates, pool.size());
    std::nth_element(pool.begin(), pool.begin() + static_cast<long>(first - 1), pool.end());
    if (pool[first - 1].first >= near.cover - kSlack) {
        const float limit = pool[first - 1].first + kSlack;
        pool.clear();
        for (int j = begin; j < end; ++j)
            if (query.rough_bound(rough_norms, j) < limit) pool.push_back({coarse_bound(query, j), j});
        near.cover = limit;
        std::nth_element(pool.begin(), pool.begin() + static_cast<long>(first - 1), pool.end());
    }
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t k = 0; k < first; ++k)
        best = std::min(best, static_cast<double>(cv::hal::normL2Sqr_(query.full, features_.ptr<float>(pool[k].second), kFeatureSize)));
    return best;
}

// `best` lowered to the full distance of any sample of `digit` past the candidates whose coarse
// bound is below both it and `horizon` (the least such distance, in whatever order they come).
void DigitSamples::refine(const Query& query, int digit, const Near& near, double horizon, double& best) const {
    auto try_sample = [&](float bound, int sample) {
        if (bound < best && bound < horizon)
            best = std::min(best, static_cast<double>(cv::hal::normL2Sqr_(query.full, features_.ptr<float>(sample), kFeatureSize)));
    };
    for (std::size_t k = std::min<std::size_t>(kCandidates, near.bounds.size()); k < near.bounds.size(); ++k)
        try_sample(near.bounds[k].first, near.bounds[k].second);
    if (std::min(best, horizon) + kSlack <= near.cover) return;  // no other sample's bound is low enough
    const float* rough_norms = rough_norms_.ptr<float>(0);
    for (int j = first_[static_cast<std::size_t>(digit)]; j < first_[static_cast<std::size_t>(digit) + 1]; ++j)
        if (query.rough_bound(rough_norms, j) < std::min(best, horizon) + kSlack) try_sample(coarse_bound(query, j), j);
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
