// The digit reader's network: a small convolutional network over the same glyph features
// (glyph.hpp) as the nearest-neighbour search, trained at build time on the same samples
// (scripts/train_digit_net.py) and run here, all of an image's glyphs at once.
#pragma once

#include <cstddef>
#include <vector>

#include <opencv2/core.hpp>

namespace nono::scan {

class DigitNet {
public:
    // The "NSN1" section train_digit_net.py writes; throws std::runtime_error when it is damaged
    // or its layers do not fit one another (a 16x16 square and its aspect ratio in, ten out).
    DigitNet(const unsigned char* data, std::size_t size);
    // One row of glyph features in, one row of ten log-likelihoods (log-softmax) out: CV_32F.
    // `embedding`, when given: each glyph's last hidden layer (what the ten outputs are
    // weighed from), one row a glyph, where glyphs of one digit in one face lie close.
    cv::Mat log_likelihoods(const cv::Mat& features, cv::Mat* embedding = nullptr) const;

private:
    enum class Kind { kConvolution = 0, kPool = 1, kDense = 2, kLast = 3, kAspect = 4 };
    struct Layer {
        Kind kind = Kind::kPool;
        int in = 0, out = 0;
        cv::Mat weights;  // convolution: (9 * in) x out, its rows in (row, column, channel) order; dense: in x out
        cv::Mat bias;     // 1 x out
    };
    std::vector<Layer> layers_;
};

}  // namespace nono::scan
