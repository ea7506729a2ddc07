// Image files in and out of the reader; see image_file.hpp.
#include "scan/image_file.hpp"

#include <png.h>

#include <opencv2/imgproc.hpp>

#include "io/formats.hpp"
#include "make/grey_image.hpp"
#include "nono/io.hpp"

namespace nono::scan {

namespace {

// `image` turned (and mirrored) as a JPEG's EXIF orientation says it is shown: a phone photo
// taken upright is often stored on its side with a tag saying so.
cv::Mat shown(const cv::Mat& image, int orientation) {
    cv::Mat out;
    switch (orientation) {
        case 2: cv::flip(image, out, 1); return out;
        case 3: cv::rotate(image, out, cv::ROTATE_180); return out;
        case 4: cv::flip(image, out, 0); return out;
        case 5: cv::transpose(image, out); return out;
        case 6: cv::rotate(image, out, cv::ROTATE_90_CLOCKWISE); return out;
        case 7: cv::transpose(image, out); cv::flip(out, out, -1); return out;
        case 8: cv::rotate(image, out, cv::ROTATE_90_COUNTERCLOCKWISE); return out;
        default: return image;
    }
}

}  // namespace

cv::Mat decode_image(std::string_view bytes, const std::string& source, std::int64_t max_pixels) {
    make::GreyImage rgb;
    try {
        rgb = make::decode_rgb_image(bytes, source, max_pixels);
    } catch (const InputError& error) {
        throw InputError(source, 0, "cannot read it as an image: " + error.problem());
    }
    cv::Mat image;
    cv::cvtColor(cv::Mat(rgb.height, rgb.width, CV_8UC3, rgb.pixels.data()), image, cv::COLOR_RGB2BGR);
    return shown(image, rgb.orientation);
}

std::string encode_png(const cv::Mat& bgr) {
    const cv::Mat pixels = bgr.isContinuous() ? bgr : bgr.clone();
    return io::encode_png(pixels.cols, pixels.rows, PNG_FORMAT_BGR, pixels.data, "the overlay as PNG");
}

}  // namespace nono::scan
