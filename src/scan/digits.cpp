// Nearest-neighbour digit reading; see digits.hpp.
#include "scan/digits.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>

#include "scan/digit_model.hpp"
#include "scan/glyph.hpp"

namespace nono::scan {

namespace {

// The samples as a float matrix with their squared norms, made once a process.
struct Samples {
    cv::Mat features;  // count x kFeatureSize
    cv::Mat norms;     // 1 x count
    std::vector<int> labels;
};

const Samples& samples() {
    static const Samples loaded = [] {
        const DigitModel model = digit_model();
        if (model.features != kFeatureSize) throw std::runtime_error("the digit model is from another build");
        Samples s;
        const cv::Mat bytes(model.count, model.features, CV_8U, const_cast<unsigned char*>(model.samples));
        bytes.convertTo(s.features, CV_32F, 1.0 / 255);
        cv::reduce(s.features.mul(s.features), s.norms, 1, cv::REDUCE_SUM);
        s.norms = s.norms.t();
        s.labels.assign(model.labels, model.labels + model.count);
        return s;
    }();
    return loaded;
}

// Squared distances become likelihoods on this scale: a glyph this much (squared) farther
// from a digit's samples than from the nearest is e times less likely that digit.
constexpr double kTemperature = 1.2;

}  // namespace

std::vector<DigitScores> read_digits(const std::vector<cv::Mat>& glyphs) {
    std::vector<DigitScores> scores(glyphs.size());
    if (glyphs.empty()) return scores;
    const Samples& s = samples();
    cv::Mat queries(static_cast<int>(glyphs.size()), kFeatureSize, CV_32F);
    for (std::size_t i = 0; i < glyphs.size(); ++i) {
        const std::vector<float> f = glyph_features(glyphs[i]);
        std::copy(f.begin(), f.end(), queries.ptr<float>(static_cast<int>(i)));
    }
    // |q - s|^2 = |q|^2 + |s|^2 - 2 q.s, all pairs at once.
    cv::Mat dots;
    cv::gemm(queries, s.features, -2.0, cv::noArray(), 0, dots, cv::GEMM_2_T);
    for (int i = 0; i < dots.rows; ++i) {
        const float* row = dots.ptr<float>(i);
        const float* norms = s.norms.ptr<float>(0);
        const double q = queries.row(i).dot(queries.row(i));
        std::array<double, 10> best;
        best.fill(std::numeric_limits<double>::infinity());
        for (int j = 0; j < dots.cols; ++j) {
            const double d = q + norms[j] + row[j];
            double& b = best[static_cast<std::size_t>(s.labels[static_cast<std::size_t>(j)])];
            if (d < b) b = d;
        }
        DigitScores& out = scores[static_cast<std::size_t>(i)];
        std::iota(out.digit.begin(), out.digit.end(), 0);
        std::sort(out.digit.begin(), out.digit.end(),
                  [&](int a, int b) { return best[static_cast<std::size_t>(a)] < best[static_cast<std::size_t>(b)]; });
        const double nearest = std::max(0.0, best[static_cast<std::size_t>(out.digit[0])]);
        out.distance = nearest;
        double total = 0;
        for (int k = 0; k < 10; ++k) {
            const double d = best[static_cast<std::size_t>(out.digit[static_cast<std::size_t>(k)])];
            out.p[static_cast<std::size_t>(k)] = std::exp(-(d - nearest) / kTemperature);
            total += out.p[static_cast<std::size_t>(k)];
        }
        for (double& p : out.p) p /= total;
    }
    return scores;
}

}  // namespace nono::scan
