#include "scan/digit_net.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <stdexcept>

#include "scan/glyph.hpp"

namespace nono::scan {

namespace {

struct Reader {
    const unsigned char* at;
    const unsigned char* end;
    std::int32_t integer() {
        std::int32_t v = 0;
        take(&v, sizeof v);
        return v;
    }
    cv::Mat floats(int rows, int cols) {
        cv::Mat m(rows, cols, CV_32F);
        take(m.data, m.total() * sizeof(float));
        return m;
    }
    void take(void* to, std::size_t bytes) {
        if (static_cast<std::size_t>(end - at) < bytes) throw std::runtime_error("the digit network is damaged");
        std::memcpy(to, at, bytes);
        at += bytes;
    }
};

// to[0..n) += v * from[0..n).
inline void add_scaled(float* to, const float* from, float v, int n) {
    for (int i = 0; i < n; ++i) to[i] += v * from[i];
}

// A 3x3 convolution (zeros beyond the edge) and its ReLU, position by position: each output
// row starts at the bias and adds each input's weight row times the input. Inputs that are 0
// (paper in the first layer, a ReLU's zeros after it: most of them) are passed over, which
// makes this a few times faster than one matrix product of every position's neighbourhood
// (measured on a phone screenshot's glyphs).
cv::Mat convolved(const cv::Mat& act, int glyphs, int side, const cv::Mat& weights, const cv::Mat& bias) {
    const int channels = act.cols, outputs = weights.cols;
    cv::Mat out(glyphs * side * side, outputs, CV_32F);
    const float* b = bias.ptr<float>(0);
    for (int g = 0; g < glyphs; ++g)
        for (int y = 0; y < side; ++y)
            for (int x = 0; x < side; ++x) {
                float* to = out.ptr<float>((g * side + y) * side + x);
                std::copy(b, b + outputs, to);
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx) {
                        const int sy = y + dy, sx = x + dx;
                        if (sy < 0 || sx < 0 || sy >= side || sx >= side) continue;
                        const float* from = act.ptr<float>((g * side + sy) * side + sx);
                        const float* w = weights.ptr<float>(((dy + 1) * 3 + dx + 1) * channels);
                        for (int c = 0; c < channels; ++c)
                            if (from[c] != 0) add_scaled(to, w + c * outputs, from[c], outputs);
                    }
                for (int k = 0; k < outputs; ++k) to[k] = std::max(0.0f, to[k]);
            }
    return out;
}

// A dense layer, row by row as convolved, its ReLU when `relu`.
cv::Mat dense(const cv::Mat& act, const cv::Mat& weights, const cv::Mat& bias, bool relu) {
    const int outputs = weights.cols;
    cv::Mat out(act.rows, outputs, CV_32F);
    const float* b = bias.ptr<float>(0);
    for (int r = 0; r < act.rows; ++r) {
        float* to = out.ptr<float>(r);
        const float* from = act.ptr<float>(r);
        std::copy(b, b + outputs, to);
        for (int c = 0; c < act.cols; ++c)
            if (from[c] != 0) add_scaled(to, weights.ptr<float>(c), from[c], outputs);
        if (relu)
            for (int k = 0; k < outputs; ++k) to[k] = std::max(0.0f, to[k]);
    }
    return out;
}

cv::Mat pooled(const cv::Mat& act, int glyphs, int side) {
    const int half = side / 2, channels = act.cols;
    cv::Mat out(glyphs * half * half, channels, CV_32F);
    for (int g = 0; g < glyphs; ++g)
        for (int y = 0; y < half; ++y)
            for (int x = 0; x < half; ++x) {
                float* to = out.ptr<float>((g * half + y) * half + x);
                const float* a = act.ptr<float>((g * side + 2 * y) * side + 2 * x);
                const float* b = a + channels;
                const float* c = act.ptr<float>((g * side + 2 * y + 1) * side + 2 * x);
                const float* d = c + channels;
                for (int k = 0; k < channels; ++k) to[k] = std::max(std::max(a[k], b[k]), std::max(c[k], d[k]));
            }
    return out;
}

}  // namespace

DigitNet::DigitNet(const unsigned char* data, std::size_t size) {
    Reader r{data, data + size};
    char magic[4];
    r.take(magic, 4);
    if (std::memcmp(magic, "NSN1", 4) != 0) throw std::runtime_error("the digit network is damaged");
    const int count = r.integer();
    if (count <= 0 || count > 32) throw std::runtime_error("the digit network is damaged");
    // Each layer must take what the one before gives: the square's side and channels until the
    // aspect ratio is appended, a row's width after; so the forward pass needs no checks.
    int side = kGlyphSide, channels = 1, width = 0;
    for (int i = 0; i < count; ++i) {
        Layer l;
        const int kind = r.integer();
        if (kind < 0 || kind > 4) throw std::runtime_error("the digit network is damaged");
        l.kind = static_cast<Kind>(kind);
        l.in = r.integer();
        l.out = r.integer();
        if (l.in <= 0 || l.out <= 0 || l.in > 4096 || l.out > 4096) throw std::runtime_error("the digit network is damaged");
        bool fits = false;
        if (l.kind == Kind::kConvolution) {
            fits = width == 0 && l.in == channels;
            channels = l.out;
            l.weights = r.floats(9 * l.in, l.out);
        } else if (l.kind == Kind::kPool) {
            fits = width == 0 && side % 2 == 0;
            side /= 2;
        } else if (l.kind == Kind::kAspect) {
            fits = width == 0;
            width = side * side * channels + 1;
        } else {
            fits = width > 0 && l.in == width;
            width = l.out;
            l.weights = r.floats(l.in, l.out);
        }
        if (!fits) throw std::runtime_error("the digit network's layers do not fit one another");
        if (!l.weights.empty()) l.bias = r.floats(1, l.out);
        layers_.push_back(std::move(l));
    }
    if (layers_.back().kind != Kind::kLast || layers_.back().out != 10) throw std::runtime_error("the digit network is damaged");
}

cv::Mat DigitNet::log_likelihoods(const cv::Mat& features, cv::Mat* embedding) const {
    const int glyphs = features.rows;
    if (glyphs == 0) return cv::Mat(0, 10, CV_32F);
    int side = kGlyphSide;
    // The square's pixels, one a row (a single channel), glyph after glyph.
    cv::Mat act = features.colRange(0, kGlyphSide * kGlyphSide).clone().reshape(1, glyphs * kGlyphSide * kGlyphSide);
    for (const Layer& l : layers_) {
        if (l.kind == Kind::kConvolution) {
            act = convolved(act, glyphs, side, l.weights, l.bias);
        } else if (l.kind == Kind::kPool) {
            act = pooled(act, glyphs, side);
            side /= 2;
        } else if (l.kind == Kind::kAspect) {
            // Flattened, position after position, each with its channels, then the aspect ratio.
            cv::Mat rows = act.reshape(1, glyphs), out;
            cv::hconcat(rows, features.col(kGlyphSide * kGlyphSide), out);
            act = out;
        } else {
            if (l.kind == Kind::kLast && embedding) *embedding = act.clone();
            act = dense(act, l.weights, l.bias, l.kind == Kind::kDense);
        }
    }
    for (int r = 0; r < act.rows; ++r) {  // log-softmax
        float* row = act.ptr<float>(r);
        const float top = *std::max_element(row, row + act.cols);
        double total = 0;
        for (int c = 0; c < act.cols; ++c) total += std::exp(static_cast<double>(row[c] - top));
        const float log_total = static_cast<float>(std::log(total)) + top;
        for (int c = 0; c < act.cols; ++c) row[c] -= log_total;
    }
    return act;
}

}  // namespace nono::scan
