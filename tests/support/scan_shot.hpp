// Reading a test screenshot changed in memory: written to a temporary PNG and scanned as
// `nono scan` scans a file (the image's decoding and EXIF handling included).
#pragma once

#include <filesystem>
#include <string>

#include <opencv2/imgcodecs.hpp>

#include "nono/scan.hpp"

namespace nono::testing {

// render-light/002-ex62 of the committed subset (tests/data/scan): 20x20, cells of 20 pixels
// from (70, 70), clue numbers in 20-pixel boxes left of and above the grid.
inline cv::Mat ex62_shot() {
    return cv::imread(std::string(NONO_TEST_DATA_DIR) + "/scan/tune/render-light/002-ex62.png", cv::IMREAD_COLOR);
}

inline ScanResult scan_shot(const cv::Mat& image, const std::string& name) {
    const std::filesystem::path path = std::filesystem::temp_directory_path() / (name + ".png");
    cv::imwrite(path.string(), image);
    ScanResult result = scan_image(path.string());
    std::filesystem::remove(path);
    return result;
}

}  // namespace nono::testing
