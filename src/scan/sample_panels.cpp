// Sample rows in panels for fast dot products; see sample_panels.hpp.
#include "scan/sample_panels.hpp"

#include <cstddef>
#include <cstring>

#include "scan/large_pages.hpp"

namespace nono::scan {

namespace {

constexpr int kPanel = SamplePanels::kPanel;
// Queries padded to a multiple of this, the most rows a kernel below takes at once.
constexpr int kRowsAtOnce = 4;

// `kRows` queries by one panel at a time, in vectors `V` (GCC's and Clang's vector extension):
// kRows * kPanel sums stay in registers while the dimensions go by, and the panel stays in
// the cache while the queries go by.
template <class V, int kRows>
__attribute__((always_inline)) inline void panel_products(const float* queries, int rows, int columns, const float* panels, int panel_count, float scale,
                           float* out, std::size_t stride) {
    constexpr int kLanes = static_cast<int>(sizeof(V) / sizeof(float));
    constexpr int kParts = kPanel / kLanes;
    const std::size_t width = static_cast<std::size_t>(columns);
    for (int p = 0; p < panel_count; ++p) {
        const float* panel = panels + static_cast<std::size_t>(p) * width * kPanel;
        for (int i = 0; i < rows; i += kRows) {
            V sums[kRows][kParts] = {};
            const float* query = queries + static_cast<std::size_t>(i) * width;
            for (int d = 0; d < columns; ++d) {
                V lanes[kParts];  // one vector at a time: a copy of the whole went through memory
                for (int h = 0; h < kParts; ++h) std::memcpy(&lanes[h], panel + d * kPanel + h * kLanes, sizeof(V));
                for (int r = 0; r < kRows; ++r) {
                    const float q = query[static_cast<std::size_t>(r) * width + static_cast<std::size_t>(d)];
                    for (int h = 0; h < kParts; ++h) sums[r][h] += q * lanes[h];
                }
            }
            for (int r = 0; r < kRows; ++r)
                for (int h = 0; h < kParts; ++h) {
                    const V v = scale * sums[r][h];
                    std::memcpy(out + static_cast<std::size_t>(i + r) * stride + static_cast<std::size_t>(p * kPanel + h * kLanes), &v,
                                sizeof(v));
                }
        }
    }
}

using Floats4 = float __attribute__((vector_size(16)));
using Floats8 = float __attribute__((vector_size(32)));

// 128-bit vectors (SSE2, x86-64's baseline; WebAssembly's SIMD): two queries by a panel are
// 8 sums of 4 lanes, in 16 registers with the panel's and the query's values.
void products_baseline(const float* queries, int rows, int columns, const float* panels, int panel_count, float scale,
                       float* out, std::size_t stride) {
    panel_products<Floats4, 2>(queries, rows, columns, panels, panel_count, scale, out, stride);
}

#if defined(__x86_64__) && defined(__GNUC__)
// AVX2 with FMA (x86-64-v3: most x86 processors since 2013), chosen at run time: four queries
// by a panel are 8 sums of 8 lanes.
__attribute__((target("avx2,fma"))) void products_avx2(const float* queries, int rows, int columns, const float* panels,
                                                        int panel_count, float scale, float* out, std::size_t stride) {
    panel_products<Floats8, kRowsAtOnce>(queries, rows, columns, panels, panel_count, scale, out, stride);
}

bool has_avx2() {
    static const bool yes = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    return yes;
}
#endif

}  // namespace

SamplePanels::SamplePanels(const cv::Mat& rows) : size_(rows.rows), columns_(rows.cols) {
    const std::size_t panel_count = static_cast<std::size_t>((size_ + kPanel - 1) / kPanel);
    panels_ = on_large_pages();
    panels_.create(1, static_cast<int>(panel_count * static_cast<std::size_t>(columns_) * kPanel), CV_32F);
    panels_.setTo(0);
    for (int j = 0; j < size_; ++j) {
        const float* row = rows.ptr<float>(j);
        float* lane = panels_.ptr<float>(0) + static_cast<std::size_t>(j / kPanel) * static_cast<std::size_t>(columns_) * kPanel + j % kPanel;
        for (int d = 0; d < columns_; ++d) lane[d * kPanel] = row[d];
    }
}

void SamplePanels::products(const cv::Mat& queries, float scale, cv::Mat& out) const {
    CV_Assert(queries.type() == CV_32F && queries.cols == columns_ && queries.isContinuous());
    const int whole = queries.rows / kRowsAtOnce * kRowsAtOnce;
    const int panel_count = (size_ + kPanel - 1) / kPanel;
    out.create(whole + (whole < queries.rows ? kRowsAtOnce : 0), panel_count * kPanel, CV_32F);
    const std::size_t stride = out.step1();
    auto multiply = [&](const float* rows, int count, float* to) {
#if defined(__x86_64__) && defined(__GNUC__)
        if (has_avx2()) return products_avx2(rows, count, columns_, panels_.ptr<float>(0), panel_count, scale, to, stride);
#endif
        products_baseline(rows, count, columns_, panels_.ptr<float>(0), panel_count, scale, to, stride);
    };
    if (whole > 0) multiply(queries.ptr<float>(0), whole, out.ptr<float>(0));
    if (whole < queries.rows) {  // the last few queries padded with empty rows
        cv::Mat last = cv::Mat::zeros(kRowsAtOnce, columns_, CV_32F);
        queries.rowRange(whole, queries.rows).copyTo(last.rowRange(0, queries.rows - whole));
        multiply(last.ptr<float>(0), kRowsAtOnce, out.ptr<float>(whole));
    }
}

}  // namespace nono::scan
