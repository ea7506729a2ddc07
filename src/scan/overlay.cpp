// The overlay picture of `nono scan --overlay` (docs/scan.md): the screenshot with the solved
// cells painted over it, written as PNG (read and written as the reader reads its images,
// scan/image_file.hpp). The browser's build leaves it out: the page draws its own.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <ostream>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "nono/io.hpp"
#include "nono/report.hpp"
#include "nono/scan.hpp"
#include "scan/image_file.hpp"
#include "scan/palette.hpp"

namespace nono {

bool draw_scan_overlay(const std::string& image_path, const ScanResult& result, std::ostream& out) {
    if (!result.solution) return false;
    // No pixel limit: the reading that found the solution has read this image already.
    cv::Mat image = scan::decode_image(read_text(image_path), image_path, std::numeric_limits<std::int64_t>::max());
    cv::Mat layer = image.clone();
    const Grid& solution = *result.solution;
    const std::vector<Colour> palette = palette_of(result.puzzle);
    for (int r = 0; r < solution.height(); ++r)
        for (int c = 0; c < solution.width(); ++c) {
            const int colour = cell_colour(solution.at(r, c));
            if (colour <= 0) continue;
            const PixelBox& box = result.cells[static_cast<std::size_t>(r * solution.width() + c)];
            const int inset = std::max(1, box.width / 8);
            cv::Scalar paint(200, 90, 20);  // a blue that shows on light and dark pages
            if (!result.puzzle.palette.empty()) {
                const cv::Vec3b bgr = scan::bgr_of(palette[static_cast<std::size_t>(colour)].rgb);
                paint = cv::Scalar(bgr[0], bgr[1], bgr[2]);
            }
            cv::rectangle(layer, cv::Rect(box.x + inset, box.y + inset, box.width - 2 * inset, box.height - 2 * inset),
                          paint, cv::FILLED);
        }
    cv::addWeighted(layer, 0.7, image, 0.3, 0, image);
    const std::string png = scan::encode_png(image);
    out.write(png.data(), static_cast<std::streamsize>(png.size()));
    return true;
}

}  // namespace nono
