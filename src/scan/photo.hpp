// Photos: a grid seen at an angle. The largest four-cornered outline in the image is taken
// for the grid's border and the whole image is warped so that it becomes an upright
// rectangle; the clues, on the same sheet, are straightened with it.
#pragma once

#include <optional>
#include <string>

#include <opencv2/core.hpp>

#include "scan/page.hpp"

namespace nono::scan {

// The straightened page (its to_image maps back), or nullopt with `why`.
std::optional<Page> straightened_page(const cv::Mat& bgr, std::string& why);

}  // namespace nono::scan
