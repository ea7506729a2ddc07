// Image files in and out of the reader, with the library's libpng and libjpeg code (as
// `nono import` and `nono render` use them), not OpenCV's imgcodecs: that library alone loads
// about 140 shared objects (GDAL, GDCM, OpenEXR...) with the module, for two file formats.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <opencv2/core.hpp>

namespace nono::scan {

// The image file's pixels (PNG or JPEG, by content) as OpenCV's BGR, as shown (a JPEG's EXIF
// orientation applied). InputError(source, ...) when they are not an image or decode to more
// than `max_pixels` pixels (refused by the header, before the pixels are decoded).
cv::Mat decode_image(std::string_view bytes, const std::string& source, std::int64_t max_pixels);

// `bgr` (CV_8UC3) as a PNG file's bytes; std::runtime_error when libpng cannot encode it.
std::string encode_png(const cv::Mat& bgr);

}  // namespace nono::scan
