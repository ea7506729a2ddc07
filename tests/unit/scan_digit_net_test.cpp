// The digit network's forward pass (src/scan/digit_net.hpp) on a network written here by hand,
// against the same arithmetic done pixel by pixel in the test; and damaged sections refused.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <stdexcept>
#include <vector>

#include "scan/digit_net.hpp"
#include "scan/glyph.hpp"

namespace {

using nono::scan::DigitNet;
using nono::scan::kFeatureSize;
using nono::scan::kGlyphSide;

struct Writer {
    std::vector<unsigned char> bytes;
    void raw(const void* p, std::size_t n) {
        const auto* c = static_cast<const unsigned char*>(p);
        bytes.insert(bytes.end(), c, c + n);
    }
    void integer(std::int32_t v) { raw(&v, sizeof v); }
    void floats(const std::vector<float>& v) { raw(v.data(), v.size() * sizeof(float)); }
};

// Two channels from one: channel 0 the pixel to the right (its kernel's middle row, right
// column), channel 1 minus the pixel below, biases 0.1 and 0.2, each through a ReLU; a 2x2
// maximum; then ten outputs, output d weighing position (d % 8, 3d % 8) of channel d % 2, plus the
// aspect ratio times d. Without the maximum (`pool` false) its dense layer does not fit.
std::vector<unsigned char> hand_made(bool pool = true) {
    Writer w;
    w.raw("NSN1", 4);
    w.integer(pool ? 4 : 3);
    w.integer(0), w.integer(1), w.integer(2);
    std::vector<float> kernel(9 * 2, 0.0f);  // rows (row, column, channel 0), columns the 2 outputs
    kernel[(1 * 3 + 2) * 2 + 0] = 1.0f;    // row 0 (middle), column +1 -> output 0
    kernel[(2 * 3 + 1) * 2 + 1] = -1.0f;   // row +1, column 0 -> output 1
    w.floats(kernel);
    w.floats({0.1f, 0.2f});
    if (pool) w.integer(1), w.integer(2), w.integer(2);
    w.integer(4), w.integer(2), w.integer(2);
    const int half = kGlyphSide / 2, inputs = half * half * 2 + 1;
    w.integer(3), w.integer(inputs), w.integer(10);
    std::vector<float> dense(static_cast<std::size_t>(inputs) * 10, 0.0f);  // inputs x 10
    for (int d = 0; d < 10; ++d) {
        dense[static_cast<std::size_t>((((d % half) * half + (3 * d) % half) * 2 + d % 2) * 10 + d)] = 1.0f;
        dense[static_cast<std::size_t>((inputs - 1) * 10 + d)] = static_cast<float>(d);
    }
    w.floats(dense);
    std::vector<float> bias(10);
    for (int d = 0; d < 10; ++d) bias[static_cast<std::size_t>(d)] = 0.01f * static_cast<float>(d);
    w.floats(bias);
    return w.bytes;
}

TEST(ScanDigitNet, ComputesWhatItsLayersSay) {
    const std::vector<unsigned char> bytes = hand_made();
    const DigitNet net(bytes.data(), bytes.size());
    std::mt19937 random(7);
    std::uniform_real_distribution<float> unit(0, 1);
    cv::Mat rows(3, kFeatureSize, CV_32F);
    for (int r = 0; r < rows.rows; ++r)
        for (int c = 0; c < kFeatureSize; ++c) rows.at<float>(r, c) = unit(random);
    const cv::Mat out = net.log_likelihoods(rows);
    ASSERT_EQ(out.rows, 3);
    ASSERT_EQ(out.cols, 10);
    const int side = kGlyphSide;
    for (int r = 0; r < rows.rows; ++r) {
        auto pixel = [&](int y, int x) { return y < side && x < side ? rows.at<float>(r, y * side + x) : 0.0f; };
        auto channel = [&](int c, int y, int x) {
            const float v = c == 0 ? pixel(y, x + 1) + 0.1f : -pixel(y + 1, x) + 0.2f;
            return std::max(0.0f, v);
        };
        double logits[10], top = -1e9, total = 0;
        for (int d = 0; d < 10; ++d) {
            const int c = d % 2, y = 2 * (d % (side / 2)), x = 2 * ((3 * d) % (side / 2));
            const float pooled = std::max(std::max(channel(c, y, x), channel(c, y, x + 1)),
                                          std::max(channel(c, y + 1, x), channel(c, y + 1, x + 1)));
            logits[d] = pooled + static_cast<double>(d) * rows.at<float>(r, side * side) + 0.01 * d;
            top = std::max(top, logits[d]);
        }
        for (double l : logits) total += std::exp(l - top);
        for (int d = 0; d < 10; ++d) EXPECT_NEAR(out.at<float>(r, d), logits[d] - top - std::log(total), 1e-5) << r << " " << d;
    }
}

TEST(ScanDigitNet, RefusesADamagedSection) {
    const std::vector<unsigned char> bytes = hand_made();
    EXPECT_THROW(DigitNet(bytes.data(), bytes.size() - 1), std::runtime_error);  // cut short
    std::vector<unsigned char> magic = bytes;
    magic[3] = '2';
    EXPECT_THROW(DigitNet(magic.data(), magic.size()), std::runtime_error);
    std::vector<unsigned char> kind = bytes;
    const std::int32_t unknown = 9;
    std::memcpy(kind.data() + 8, &unknown, 4);  // the first layer's kind
    EXPECT_THROW(DigitNet(kind.data(), kind.size()), std::runtime_error);
    EXPECT_THROW(DigitNet(bytes.data(), 0), std::runtime_error);
    const std::vector<unsigned char> unfit = hand_made(false);  // whole, but 16x16x2 into a layer of 8x8x2
    EXPECT_THROW(DigitNet(unfit.data(), unfit.size()), std::runtime_error);
}

}  // namespace
