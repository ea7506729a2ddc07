// Dot products of query rows with many sample rows, the inner loop of the digit search's lower
// bounds (digits.cpp): the samples are kept in panels of kPanel rows, each
// dimension's kPanel values side by side, so that a few queries are multiplied with a panel in
// vector registers. OpenCV's cv::gemm hands such a product to Debian's reference BLAS, which
// took about 14 times as long (64 queries by 61,216 samples of 70 values: 190 against 13.5 ms).
#pragma once

#include <opencv2/core.hpp>

namespace nono::scan {

class SamplePanels {
public:
    static constexpr int kPanel = 16;

    SamplePanels() = default;
    explicit SamplePanels(const cv::Mat& rows);  // CV_32F, one sample a row
    int size() const { return size_; }
    // `out` (made, or reused when its size is right) gets `scale` times the dot product of each
    // query row (CV_32F, rows one after the other, as many columns as the samples) with each
    // sample: row i, column j for query i and sample j, and a few more rows and columns (the
    // padding of the queries and of the last panel), which the caller ignores.
    void products(const cv::Mat& queries, float scale, cv::Mat& out) const;

private:
    cv::Mat panels_;  // 1 row: panel p, dimension d, lane l at (p * columns_ + d) * kPanel + l
    int size_ = 0;
    int columns_ = 0;
};

}  // namespace nono::scan
