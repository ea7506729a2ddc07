// Photos: a printed grid seen at an angle, in uneven light. The grid's outline (the ruled
// area around the most cells) gives its four corners; the image is warped so that the grid
// is an upright rectangle (the clues, on the same sheet, are straightened with it) and its
// light evened out, and the normal reader takes it from there.
#pragma once

#include <optional>
#include <string>

#include <opencv2/core.hpp>

#include "scan/page.hpp"

namespace nono::scan {

// Whether `bgr` (CV_8UC3) looks like a photo rather than a screenshot: no colour covers much
// of it exactly. Decided from the pixels, not the file's format (screenshots come as JPEGs too).
bool looks_like_photo(const cv::Mat& bgr);

// The straightened page (its to_image maps back), or nullopt with `why`.
std::optional<Page> straightened_page(const cv::Mat& bgr, std::string& why);

}  // namespace nono::scan
