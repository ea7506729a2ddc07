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

// A photo straightened: the page (its to_image maps back to the photo) and the rectangle the
// grid's outer border was warped to, in the page's pixels.
struct StraightPage {
    Page page;
    cv::Rect2d frame;
    cv::Mat grey;  // CV_8U: the page's light evened out, not whitened; empty when it was flattened
    bool glare = false;  // glare was found in the clue bands (and taken out when asked to)
};

// The straightened page, or nullopt with `why`. `without_glare`: the clue bands' ink under
// glare (a flash's or a lamp's reflection, which pales it) made as dark as the rest's.
std::optional<StraightPage> straightened_page(const cv::Mat& bgr, std::string& why, bool without_glare = false);

}  // namespace nono::scan
