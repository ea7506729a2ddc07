// A glyph (one digit's ink) as the digit classifier sees it: scaled to a fixed square with its
// aspect ratio kept, plus that ratio. The build-time trainer (apps/scan_train) and the reader
// both go through glyph_features, so the samples and the glyphs read are made alike.
#pragma once

#include <vector>

#include <opencv2/core.hpp>

namespace nono::scan {

inline constexpr int kGlyphSide = 16;
// The square's pixels, then the aspect ratio (width / height, halved, at most 1) kAspectWeight
// times, so that a narrow '1' and a wide '0' differ by more than their pixels.
inline constexpr int kAspectWeight = 6;
inline constexpr int kFeatureSize = kGlyphSide * kGlyphSide + kAspectWeight;

// `ink`: CV_32F, 1 = full ink, 0 = paper, cropped to the glyph's bounding box. Values 0..1.
// A glyph on uneven light ground (its lightest quarter is not paper) is read without it.
std::vector<float> glyph_features(const cv::Mat& ink);

// The bounding box of the pixels of `ink` (CV_32F) above `level`; empty when there are none.
cv::Rect ink_bounds(const cv::Mat& ink, float level);

}  // namespace nono::scan
