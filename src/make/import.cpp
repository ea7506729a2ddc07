// From an image to a picture: decode to grey, average the pixels under each cell (a box
// filter, so thin lines still darken their cells), then threshold, by default at Otsu's level
// (the one that best separates the cells' grey levels into two classes).
#include <array>
#include <cmath>
#include <string>

#include "grey_image.hpp"
#include "nono/io.hpp"
#include "nono/make.hpp"

namespace nono {

namespace {

void check_side(int side, const char* what) {
    if (side < 1 || side > kMaxSide)
        throw MakeError(std::string("the ") + what + " must be 1.." + std::to_string(kMaxSide) +
                        " cells, not " + std::to_string(side));
}

// Mean grey level under each cell (row-major), each cell covering its share of the image.
std::vector<double> cell_means(const make::GreyImage& image, int width, int height) {
    std::vector<double> means(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    for (int row = 0; row < height; ++row) {
        const int y0 = static_cast<int>(static_cast<std::int64_t>(row) * image.height / height);
        const int y1 = std::max(y0 + 1, static_cast<int>(static_cast<std::int64_t>(row + 1) * image.height / height));
        for (int column = 0; column < width; ++column) {
            const int x0 = static_cast<int>(static_cast<std::int64_t>(column) * image.width / width);
            const int x1 =
                std::max(x0 + 1, static_cast<int>(static_cast<std::int64_t>(column + 1) * image.width / width));
            double sum = 0;
            for (int y = y0; y < y1; ++y)
                for (int x = x0; x < x1; ++x) sum += image.pixels[static_cast<std::size_t>(y) * image.width + x];
            means[static_cast<std::size_t>(row) * width + column] = sum / ((y1 - y0) * (x1 - x0));
        }
    }
    return means;
}

// Otsu's threshold over the cells' (rounded) grey levels: cells below it are the dark class.
int otsu_threshold(const std::vector<double>& means) {
    std::array<double, 256> histogram{};
    for (const double mean : means) histogram[static_cast<std::size_t>(std::lround(mean))] += 1;
    const double total = static_cast<double>(means.size());
    double sum_all = 0;
    for (int level = 0; level < 256; ++level) sum_all += level * histogram[level];
    double below = 0, sum_below = 0, best = -1;
    int threshold = 128;
    for (int level = 0; level < 255; ++level) {
        below += histogram[level];
        sum_below += level * histogram[level];
        const double above = total - below;
        if (below == 0 || above == 0) continue;
        const double mean_below = sum_below / below;
        const double mean_above = (sum_all - sum_below) / above;
        const double between = below * above * (mean_below - mean_above) * (mean_below - mean_above);
        if (between > best) {
            best = between;
            threshold = level + 1;
        }
    }
    return threshold;
}

}  // namespace

ImportResult import_image_bytes(std::string_view bytes, const std::string& source, const ImportOptions& options) {
    if (options.colours != 2)
        throw MakeError("--colours " + std::to_string(options.colours) +
                        ": not yet: black-and-white only (--colours 2)");
    if (options.width == 0 && options.height == 0)
        throw MakeError("give the puzzle's size: --size WxH, or --width (or --height) to keep the aspect ratio");
    if (options.width != 0) check_side(options.width, "width");
    if (options.height != 0) check_side(options.height, "height");
    if (options.threshold && (*options.threshold < 0 || *options.threshold > 256))
        throw MakeError("--threshold must be 0..256, not " + std::to_string(*options.threshold));
    const make::GreyImage image = make::decode_grey_image(bytes, source, kMaxImagePixels);
    ImportResult result;
    result.image_width = image.width;
    result.image_height = image.height;
    int width = options.width;
    int height = options.height;
    if (width == 0) width = std::max(1, static_cast<int>(std::lround(static_cast<double>(height) * image.width / image.height)));
    if (height == 0) height = std::max(1, static_cast<int>(std::lround(static_cast<double>(width) * image.height / image.width)));
    check_side(width, "width (from the aspect ratio)");
    check_side(height, "height (from the aspect ratio)");
    const std::vector<double> means = cell_means(image, width, height);
    result.threshold = options.threshold ? *options.threshold : otsu_threshold(means);
    result.picture = Grid(width, height, Cell::Empty);
    for (std::size_t i = 0; i < means.size(); ++i) {
        const bool dark = means[i] < result.threshold;
        result.picture.cells()[i] = dark != options.invert ? Cell::Filled : Cell::Empty;
    }
    return result;
}

ImportResult import_image(const std::string& path, const ImportOptions& options) {
    const std::string bytes = read_text(path);
    return import_image_bytes(bytes, path == "-" ? "<stdin>" : path, options);
}

}  // namespace nono
