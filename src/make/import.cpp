// From an image to a picture: decode to grey, find the grid's box (grid_finder.hpp: inside a
// uniform margin or drawn grid lines, which also count the cells when no size is given),
// average the pixels under each cell (a box filter, so thin strokes still darken their cells;
// inside drawn lines only the cell's inside), then threshold, by default at Otsu's level
// (the one that best separates the cells' grey levels into two classes). With --colours K:
// decode to RGB, average the same way, and quantize the cells' colours (quantize.hpp).
#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "make/grey_image.hpp"
#include "make/grid_finder.hpp"
#include "make/quantize.hpp"
#include "nono/io.hpp"
#include "nono/make.hpp"

namespace nono {

namespace {

void check_side(int side, const char* what) {
    if (side < 1 || side > kMaxSide)
        throw MakeError(std::string("the ") + what + " must be 1.." + std::to_string(kMaxSide) +
                        " cells, not " + std::to_string(side));
}

// Mean level of each channel under each cell (row-major, the channels of a cell together),
// each cell covering its share of the grid's box; inside drawn lines, only the inside of the
// cell (a fifth of the pitch in from each line).
std::vector<double> cell_means(const make::GreyImage& image, const make::GridBox& box, int width, int height) {
    const int channels = image.channels;
    const double box_width = box.right - box.left, box_height = box.bottom - box.top;
    const double inset_x = box.lines ? box_width / width / 5 : 0, inset_y = box.lines ? box_height / height / 5 : 0;
    // Edges as (size * index) / count: the whole image's integer edges exactly, as before boxes.
    const auto x_at = [&](int column) { return box.left + box_width * column / width; };
    const auto y_at = [&](int row) { return box.top + box_height * row / height; };
    const auto span = [](double from, double to, int limit) {
        const int first = std::clamp(static_cast<int>(from), 0, limit - 1);
        return std::pair{first, std::clamp(static_cast<int>(to), first + 1, limit)};
    };
    std::vector<double> means(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) *
                              static_cast<std::size_t>(channels));
    for (int row = 0; row < height; ++row) {
        const auto [y0, y1] = span(y_at(row) + inset_y, y_at(row + 1) - inset_y, image.height);
        for (int column = 0; column < width; ++column) {
            const auto [x0, x1] = span(x_at(column) + inset_x, x_at(column + 1) - inset_x, image.width);
            for (int channel = 0; channel < channels; ++channel) {
                double sum = 0;
                for (int y = y0; y < y1; ++y)
                    for (int x = x0; x < x1; ++x)
                        sum += image.pixels[(static_cast<std::size_t>(y) * image.width + x) * channels + channel];
                means[(static_cast<std::size_t>(row) * width + column) * channels + channel] =
                    sum / ((y1 - y0) * (x1 - x0));
            }
        }
    }
    return means;
}

// One grey channel from RGB (Rec. 601 luma), for finding the grid in a colour image.
make::GreyImage grey_of(const make::GreyImage& rgb) {
    make::GreyImage grey{rgb.width, rgb.height, 1, {}};
    grey.pixels.resize(static_cast<std::size_t>(rgb.width) * static_cast<std::size_t>(rgb.height));
    for (std::size_t i = 0; i < grey.pixels.size(); ++i)
        grey.pixels[i] = static_cast<std::uint8_t>(
            (299 * rgb.pixels[3 * i] + 587 * rgb.pixels[3 * i + 1] + 114 * rgb.pixels[3 * i + 2] + 500) / 1000);
    return grey;
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

// A name for a palette colour: a grey by its lightness, else the nearest of a few plain
// colours; made unique with a number.
std::string colour_name(const make::Rgb& colour, const std::vector<Colour>& taken) {
    struct Named {
        const char* name;
        make::Rgb rgb;
    };
    static const Named kNames[] = {
        {"white", {255, 255, 255}}, {"black", {0, 0, 0}},     {"grey", {128, 128, 128}},
        {"red", {200, 30, 30}},     {"orange", {240, 140, 20}}, {"yellow", {240, 220, 40}},
        {"green", {40, 160, 50}},   {"cyan", {40, 200, 220}}, {"blue", {40, 70, 200}},
        {"purple", {130, 50, 160}}, {"pink", {240, 150, 190}}, {"brown", {120, 75, 35}},
    };
    std::string base;
    const auto [low, high] = std::minmax({colour[0], colour[1], colour[2]});
    if (high - low < 32) {  // no hue to speak of
        const double light = (colour[0] + colour[1] + colour[2]) / 3;
        base = light < 48 ? "black" : light < 100 ? "dark-grey" : light < 160 ? "grey" : light < 220 ? "light-grey" : "white";
    } else {
        double best_distance = 1e300;
        for (const Named& named : kNames) {
            double distance = 0;
            for (int c = 0; c < 3; ++c) distance += (named.rgb[c] - colour[c]) * (named.rgb[c] - colour[c]);
            if (distance < best_distance) {
                best_distance = distance;
                base = named.name;
            }
        }
    }
    std::string name = base;
    for (int n = 2; std::any_of(taken.begin(), taken.end(), [&](const Colour& c) { return c.name == name; }); ++n) {
        name = base;
        name += '-';
        name += std::to_string(n);
    }
    return name;
}

// The colour picture: cells quantized to at most `count` colours, named, with one character
// each ('.' the background, then the first free letter of the name, else a..z).
void quantize_into(ImportResult& result, const std::vector<double>& means, int width, int height, int count,
                   bool invert) {
    std::vector<make::Rgb> cells(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    for (std::size_t i = 0; i < cells.size(); ++i) cells[i] = {means[3 * i], means[3 * i + 1], means[3 * i + 2]};
    const make::Quantized quantized = make::quantize_colours(cells, count, invert);
    for (std::size_t k = 0; k < quantized.colours.size(); ++k) {
        const make::Rgb& rgb = quantized.colours[k];
        Colour colour;
        colour.name = colour_name(rgb, result.palette);
        for (int c = 0; c < 3; ++c)
            colour.rgb = colour.rgb << 8 | static_cast<std::uint32_t>(std::clamp(std::lround(rgb[c]), 0L, 255L));
        const auto used = [&](char symbol) {
            return std::any_of(result.palette.begin(), result.palette.end(), [&](const Colour& c) { return c.symbol == symbol; });
        };
        if (k == 0) colour.symbol = '.';
        else if (!used(colour.name[0])) colour.symbol = colour.name[0];
        else
            for (char symbol = 'a'; symbol <= 'z' && colour.symbol == 0; ++symbol)
                if (!used(symbol)) colour.symbol = symbol;
        result.palette.push_back(colour);
    }
    result.picture = Grid(width, height, Cell::Empty);
    for (std::size_t i = 0; i < cells.size(); ++i) result.picture.cells()[i] = colour_cell(quantized.labels[i]);
}

// The grid's box in the image and the puzzle's size: the size asked for, or the drawn lines'
// count, or the other side from the box's aspect ratio. A drawn puzzle is refused.
make::GridBox grid_and_size(const make::GreyImage& image, const std::string& source, int& width, int& height) {
    const make::GridBox box = image.channels == 1 ? make::find_grid(image, width, height)
                                                  : make::find_grid(grey_of(image), width, height);
    if (box.drawn_puzzle)
        throw InputError(source, 0,
                         "this looks like a drawn puzzle (a grid of " + std::to_string(box.columns) + "x" +
                             std::to_string(box.rows) +
                             " cells with clue numbers beside it), not a picture to turn into one; "
                             "nono scan reads a puzzle from a screenshot or a scan of one");
    if (width == 0 && height == 0) {
        if (!box.lines)
            throw MakeError("give the puzzle's size: --size WxH, or --width (or --height) to keep the aspect ratio "
                            "(the image has no drawn grid lines to count the cells by)");
        width = box.columns;
        height = box.rows;
    }
    const double aspect = (box.right - box.left) / (box.bottom - box.top);
    if (width == 0) width = std::max(1, static_cast<int>(std::lround(height * aspect)));
    if (height == 0) height = std::max(1, static_cast<int>(std::lround(width / aspect)));
    check_side(width, "width (from the aspect ratio)");
    check_side(height, "height (from the aspect ratio)");
    return box;
}

}  // namespace

ImportResult import_image_bytes(std::string_view bytes, const std::string& source, const ImportOptions& options) {
    if (options.colours < 2 || options.colours > kMaxColours)
        throw MakeError("--colours must be 2.." + std::to_string(kMaxColours) + " (background included), not " +
                        std::to_string(options.colours));
    if (options.colours > 2 && options.threshold)
        throw MakeError("--threshold is for black and white (--colours 2); colours are found by k-means");
    if (options.width != 0) check_side(options.width, "width");
    if (options.height != 0) check_side(options.height, "height");
    if (options.threshold && (*options.threshold < 0 || *options.threshold > 256))
        throw MakeError("--threshold must be 0..256, not " + std::to_string(*options.threshold));
    const bool colour = options.colours > 2;
    const make::GreyImage image = colour ? make::decode_rgb_image(bytes, source, options.max_pixels)
                                         : make::decode_grey_image(bytes, source, options.max_pixels);
    ImportResult result;
    result.image_width = image.width;
    result.image_height = image.height;
    int width = options.width;
    int height = options.height;
    const make::GridBox box = grid_and_size(image, source, width, height);
    result.grid_left = static_cast<int>(std::lround(box.left));
    result.grid_top = static_cast<int>(std::lround(box.top));
    result.grid_width = static_cast<int>(std::lround(box.right - box.left));
    result.grid_height = static_cast<int>(std::lround(box.bottom - box.top));
    result.grid_lines = box.lines;
    result.line_columns = box.columns;
    result.line_rows = box.rows;
    // Drawn lines on a dark page (a dark theme's screenshot): its filled cells are the light ones.
    result.inverted = options.invert != (box.lines && box.dark_paper);
    const std::vector<double> means = cell_means(image, box, width, height);
    if (colour) {
        quantize_into(result, means, width, height, options.colours, result.inverted);
        return result;
    }
    result.threshold = options.threshold ? *options.threshold : otsu_threshold(means);
    result.picture = Grid(width, height, Cell::Empty);
    for (std::size_t i = 0; i < means.size(); ++i) {
        const bool dark = means[i] < result.threshold;
        result.picture.cells()[i] = dark != result.inverted ? Cell::Filled : Cell::Empty;
    }
    return result;
}

ImportResult import_image(const std::string& path, const ImportOptions& options) {
    const std::string bytes = read_text(path);
    return import_image_bytes(bytes, path == "-" ? "<stdin>" : path, options);
}

}  // namespace nono
