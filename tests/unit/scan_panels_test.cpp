// The digit search's panel products (src/scan/sample_panels.hpp) against OpenCV's own products,
// at sizes that fill no whole panel and no whole group of queries.
#include <gtest/gtest.h>

#include <opencv2/core.hpp>

#include "scan/sample_panels.hpp"

namespace {

TEST(ScanPanels, ProductsAreThoseOfOpenCV) {
    cv::RNG random(43);
    for (const cv::Size size : {cv::Size(70, 37), cv::Size(262, 16), cv::Size(5, 1)})
        for (int count : {1, 3, 4, 9}) {
            cv::Mat samples(size.height, size.width, CV_32F), queries(count, size.width, CV_32F);
            random.fill(samples, cv::RNG::UNIFORM, 0, 1);
            random.fill(queries, cv::RNG::UNIFORM, 0, 1);
            cv::Mat got;
            nono::scan::SamplePanels(samples).products(queries, -2.0f, got);
            ASSERT_GE(got.rows, count);
            ASSERT_GE(got.cols, samples.rows);
            const cv::Mat want = -2 * queries * samples.t();
            for (int i = 0; i < count; ++i)
                for (int j = 0; j < samples.rows; ++j)
                    EXPECT_NEAR(got.at<float>(i, j), want.at<float>(i, j), 1e-4 * size.width) << i << ", " << j;
        }
}

}  // namespace
