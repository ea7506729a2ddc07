// Nearest-neighbour digit reading; see digits.hpp.
#include "scan/digits.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include <opencv2/core/hal/hal.hpp>

#include "scan/glyph.hpp"
#include "scan/large_pages.hpp"

namespace nono::scan {

namespace {

// Squared distances become likelihoods on this scale: a glyph this much (squared) farther
// from a digit's samples than from the nearest is e times less likely that digit.
constexpr double kTemperature = 1.2;
constexpr int kCoarseSide = kGlyphSide / 2;
constexpr int kCoarseSize = kCoarseSide * kCoarseSide + kAspectWeight;
constexpr int kChunk = 64;  // queries searched at once
// How far (squared) beyond the nearest sample a digit's distance is still worth making exact:
// e^(-kHorizon / kTemperature) is no likelihood.
constexpr double kHorizon = 30;
// More than the float rounding of the bounds (squared distances of up to a few hundred, 262
// terms), so that a sample passed over by the second bound is surely no nearer than `best`.
constexpr double kRounding = 1e-2;

// Each row's 2x2 blocks averaged and doubled, so that the squared distance of two coarse rows
// is at most that of the full rows (a lower bound), and the aspect entries as they are.
cv::Mat coarse_of(const cv::Mat& rows, cv::Mat out = cv::Mat()) {
    out.create(rows.rows, kCoarseSize, CV_32F);
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

// Each row's detail: every 2x2 block of the square less its mean (what coarse_of leaves out),
// the aspect entries 0. It is orthogonal to the coarse features, so a bound on the distance of
// two rows' details adds to the coarse bound.
cv::Mat detail_of(const cv::Mat& rows) {
    cv::Mat out = cv::Mat::zeros(rows.rows, kFeatureSize, CV_32F);
    for (int r = 0; r < rows.rows; ++r) {
        const float* in = rows.ptr<float>(r);
        float* o = out.ptr<float>(r);
        for (int y = 0; y < kGlyphSide; y += 2)
            for (int x = 0; x < kGlyphSide; x += 2)
                for (const int at : {y * kGlyphSide + x, y * kGlyphSide + x + 1, (y + 1) * kGlyphSide + x, (y + 1) * kGlyphSide + x + 1}) {
                    const int corner = y * kGlyphSide + x;
                    const float mean = 0.25f * (in[corner] + in[corner + 1] + in[corner + kGlyphSide] + in[corner + kGlyphSide + 1]);
                    o[at] = in[at] - mean;
                }
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

cv::Mat detail_directions(const cv::Mat& features, int count) {
    // Every 4th sample: the directions of 15,000 are those of 61,000, in a quarter of the time.
    cv::Mat some(0, features.cols, CV_32F);
    for (int r = 0; r < features.rows; r += 4) some.push_back(features.row(r));
    const cv::PCA pca(detail_of(some), cv::Mat(), cv::PCA::DATA_AS_ROW, count);
    return pca.eigenvectors.clone();
}

std::vector<int> by_label(const std::vector<int>& labels) {
    std::vector<int> order(labels.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return labels[static_cast<std::size_t>(a)] < labels[static_cast<std::size_t>(b)]; });
    return order;
}

DigitSamples::DigitSamples(const cv::Mat& features, std::vector<int> labels, const cv::Mat& directions) {
    // The samples ordered by digit, so that each digit's are one run of rows.
    if (std::is_sorted(labels.begin(), labels.end())) {
        features_ = features;  // in order already (the embedded samples): shared, not copied
    } else {
        const std::vector<int> order = by_label(labels);
        features_.create(features.rows, features.cols, CV_32F);
        for (std::size_t i = 0; i < order.size(); ++i) features.row(order[i]).copyTo(features_.row(static_cast<int>(i)));
        std::sort(labels.begin(), labels.end());
    }
    for (std::size_t d = 0; d < first_.size(); ++d)  // first_[10]: past the last (no label is 10)
        first_[d] = static_cast<int>(std::lower_bound(labels.begin(), labels.end(), static_cast<int>(d)) - labels.begin());
    const cv::Mat coarse = coarse_of(features_, on_large_pages());
    coarse_ = SamplePanels(coarse);
    coarse_norms_ = squared_norms(coarse);
    if (!directions.empty()) {
        directions_ = SamplePanels(directions);
        projections_ = on_large_pages();
        directions_.products(features_, 1.0f, projections_);
    }
}

std::vector<DigitScores> DigitSamples::read(const cv::Mat& queries) const {
    std::vector<DigitScores> scores;
    if (queries.rows == 0 || features_.rows == 0) return std::vector<DigitScores>(static_cast<std::size_t>(queries.rows));
    const cv::Mat coarse = coarse_of(queries);
    cv::Mat dots = on_large_pages();  // -2 q.s of the coarse rows, all pairs of a chunk at once
    cv::Mat projected;  // the chunk's queries on the detail's directions
    for (int from = 0; from < queries.rows; from += kChunk) {
        const int count = std::min(kChunk, queries.rows - from);
        coarse_.products(coarse.rowRange(from, from + count), -2.0f, dots);
        if (directions_.size() > 0) directions_.products(queries.rowRange(from, from + count), 1.0f, projected);
        for (int i = 0; i < count; ++i) {
            Query q;
            q.features = queries.ptr<float>(from + i);
            q.detail = projected.empty() ? nullptr : projected.ptr<float>(i);
            q.squared = static_cast<float>(coarse.row(from + i).dot(coarse.row(from + i)));
            q.dots = dots.ptr<float>(i);
            std::array<double, 10> best;
            std::array<Candidates, 10> candidates;
            for (std::size_t d = 0; d < 10; ++d) best[d] = nearest_candidate(q, static_cast<int>(d), candidates[d]);
            // Each digit's distance made exact where it matters: up to kHorizon beyond the
            // nearest (farther, a digit's likelihood is nil), so the nearest is exact.
            const double nearest = *std::min_element(best.begin(), best.end());
            for (std::size_t d = 0; d < 10; ++d) refine(q, static_cast<int>(d), candidates[d], nearest + kHorizon, best[d]);
            scores.push_back(scores_of(best));
        }
    }
    return scores;
}

// The least full squared distance among digit d's kCandidates samples with the least lower
// bounds (ties: the first samples), which it keeps in `out`, least first. A pass that keeps
// the least so far finds them: a sample rarely beats the last of them.
double DigitSamples::nearest_candidate(const Query& q, int d, Candidates& out) const {
    const float* norms = coarse_norms_.ptr<float>(0);
    out.count = 0;
    for (int j = first_[d]; j < first_[d + 1]; ++j) {
        const float bound = q.squared + norms[j] + q.dots[j];
        if (out.count == kCandidates && !(bound < out.bound[kCandidates - 1])) continue;
        int at = std::min(out.count, kCandidates - 1);  // after any of equal bound: they come first
        for (; at > 0 && bound < out.bound[at - 1]; --at) {
            out.bound[at] = out.bound[at - 1];
            out.sample[at] = out.sample[at - 1];
        }
        out.bound[at] = bound;
        out.sample[at] = j;
        out.count = std::min(out.count + 1, kCandidates);
    }
    double best = std::numeric_limits<double>::infinity();
    for (int k = 0; k < out.count; ++k)
        best = std::min(best, static_cast<double>(cv::hal::normL2Sqr_(q.features, features_.ptr<float>(out.sample[k]), kFeatureSize)));
    return best;
}

// `best` lowered to the full distance of any sample of digit d past its candidates whose bound
// is below both it and `horizon` (which samples those are does not depend on the order they
// are measured in). A sample whose second bound (the coarse one plus its detail's distance on
// the detail's directions) is not below `best` is not measured: its distance could not lower
// it, so `best` comes out the same, at a sixth of the measuring (97% of these samples are
// passed over on a phone screenshot, with 16 directions).
void DigitSamples::refine(const Query& q, int d, const Candidates& candidates, double horizon, double& best) const {
    if (candidates.count < kCandidates) return;  // every sample was a candidate
    const float* norms = coarse_norms_.ptr<float>(0);
    const float last = candidates.bound[kCandidates - 1];
    const int last_sample = candidates.sample[kCandidates - 1];
    const int directions = directions_.size();
    for (int j = first_[d]; j < first_[d + 1]; ++j) {
        const float bound = q.squared + norms[j] + q.dots[j];
        if (bound >= best || bound >= horizon) continue;
        if (bound < last || (bound == last && j <= last_sample)) continue;  // a candidate
        if (q.detail != nullptr) {
            const float* own = projections_.ptr<float>(j);
            double second = bound;
            for (int i = 0; i < directions; ++i) second += static_cast<double>(q.detail[i] - own[i]) * (q.detail[i] - own[i]);
            if (second >= best + kRounding) continue;
        }
        best = std::min(best, static_cast<double>(cv::hal::normL2Sqr_(q.features, features_.ptr<float>(j), kFeatureSize)));
    }
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
