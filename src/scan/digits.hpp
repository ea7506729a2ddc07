// The digit reader: nearest neighbours among digit samples rendered at build time in many
// fonts (apps/scan_train), each glyph scored against every digit, so that the reading comes
// with its confidence and its next likely alternatives.
#pragma once

#include <array>
#include <vector>

#include <opencv2/core.hpp>

namespace nono::scan {

// The ten digits' likelihoods for one glyph (summing to 1), most likely first.
struct DigitScores {
    std::array<int, 10> digit{};
    std::array<double, 10> p{};
    double distance = 0;  // to the nearest sample: large for something that is no digit
};

// Scores each glyph (ink 0..1, cropped to its bounding box, as glyph.hpp takes it).
std::vector<DigitScores> read_digits(const std::vector<cv::Mat>& glyphs);

// How far (squared feature distance) a glyph may be from every sample and still count as a
// digit; beyond it, it is something else (a letter, a smudge).
inline constexpr double kNotADigit = 40;

}  // namespace nono::scan
