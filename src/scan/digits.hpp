// The digit reader: nearest neighbours among digit samples rendered at build time in many
// fonts (apps/scan_train), each glyph scored against every digit, so that the reading comes
// with its confidence and its next likely alternatives.
#pragma once

#include <array>
#include <utility>
#include <vector>

#include <opencv2/core.hpp>

#include "scan/sample_panels.hpp"

namespace nono::scan {

// The ten digits' likelihoods for one glyph (summing to 1), most likely first.
struct DigitScores {
    std::array<int, 10> digit{};
    std::array<double, 10> p{};
    double distance = 0;  // to the nearest sample: large for something that is no digit
};

// Labelled samples (glyph.hpp's features, one a row) ready to be searched: each sample's
// coarse features (2x2 blocks of the square averaged) give a lower bound of its distance, which
// picks, per digit, the few nearest candidates, whose full distances then decide; any other
// sample is measured in full only when its bound is below the best found, and so is a second,
// tighter bound (the first plus the rest of the square on a few principal directions). So the
// search costs a small part of a full one, exactly as near, and the samples can be many.
class DigitSamples {
public:
    DigitSamples() = default;
    // `features`: CV_32F, count x kFeatureSize; `directions`: detail_directions's (none: no
    // second bound).
    DigitSamples(const cv::Mat& features, std::vector<int> labels, const cv::Mat& directions = cv::Mat());
    std::vector<DigitScores> read(const cv::Mat& queries) const;     // CV_32F, one glyph's features a row
    int size() const { return features_.rows; }

private:
    static constexpr int kCandidates = 12;  // per digit, whose full distances are measured first
    struct Query {  // a glyph being read
        const float* features = nullptr;
        const float* detail = nullptr;  // on the detail's directions; null without them
        float squared = 0;              // its coarse row's squared norm
        const float* dots = nullptr;    // -2 times its coarse row's products with the samples'
    };
    struct Candidates {  // a digit's samples with the least bounds, least first
        int count = 0;
        std::array<float, kCandidates> bound{};
        std::array<int, kCandidates> sample{};
    };
    double nearest_candidate(const Query& q, int d, Candidates& out) const;
    void refine(const Query& q, int d, const Candidates& candidates, double horizon, double& best) const;
    cv::Mat features_;  // count x kFeatureSize, ordered by digit
    std::array<int, 11> first_{};  // digit d's samples are rows first_[d] to first_[d + 1]
    SamplePanels coarse_;   // each sample's coarse features
    cv::Mat coarse_norms_;  // 1 x count: their squared norms
    SamplePanels directions_;  // the detail's directions (detail_directions)
    cv::Mat projections_;      // count x (at least) their number: each sample on them
};

// The `count` principal directions (orthonormal rows, CV_32F, kFeatureSize columns) of the
// samples' detail, each 2x2 block of the square less its mean, which the coarse bound leaves
// out; drawn once at build time (apps/scan_train) and embedded with the samples.
cv::Mat detail_directions(const cv::Mat& features, int count);
inline constexpr int kDetailDirections = 16;

// The order of rows that puts `labels` in increasing order, rows of equal labels in their order.
std::vector<int> by_label(const std::vector<int>& labels);

// Glyph features as rows, for DigitSamples::read.
cv::Mat feature_rows(const std::vector<cv::Mat>& glyphs);

// Scores each glyph (ink 0..1, cropped to its bounding box, as glyph.hpp takes it) with the
// samples embedded in the library and the digit network trained on them (digit_model.cpp,
// digit_net.hpp): the geometric mean of the two's likelihoods, the samples' distance.
std::vector<DigitScores> read_digits(const std::vector<cv::Mat>& glyphs);
// The same for glyphs' feature rows (feature_rows).
std::vector<DigitScores> read_digit_rows(const cv::Mat& rows);
// The same for a photographed page's glyphs (its clue bands' all together), each read with the
// page's glyphs most like it (digit_model.cpp's read_alike). A screenshot's glyphs of one digit
// are drawn alike and read alike already, and what lies near one of them is another digit (a
// pixel font's 1 and 4): read so, no development screenshot the first reading failed was read.
std::vector<DigitScores> read_photo_digits(const std::vector<cv::Mat>& glyphs);
std::vector<DigitScores> read_photo_digit_rows(const cv::Mat& rows);

// `s`'s digits ordered and its likelihoods set from each digit's log-likelihood, `score`
// (relative: made to sum to 1); its distance is kept.
void take_log_likelihoods(DigitScores& s, const std::array<double, 10>& score);

// How far (squared feature distance) a glyph may be from every sample and still count as a
// digit; beyond it, it is something else (a letter, a smudge).
inline constexpr double kNotADigit = 40;

}  // namespace nono::scan
