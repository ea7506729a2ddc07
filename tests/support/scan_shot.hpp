// Reading a test screenshot changed in memory: written to a temporary PNG and scanned as
// `nono scan` scans a file (the image's decoding and EXIF handling included).
#pragma once

#include <filesystem>
#include <string>

#include <opencv2/imgcodecs.hpp>

#include "nono/scan.hpp"

namespace nono::testing {

inline ScanResult scan_shot(const cv::Mat& image, const std::string& name) {
    const std::filesystem::path path = std::filesystem::temp_directory_path() / (name + ".png");
    cv::imwrite(path.string(), image);
    ScanResult result = scan_image(path.string());
    std::filesystem::remove(path);
    return result;
}

}  // namespace nono::testing
