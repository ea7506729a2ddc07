// PNG pictures as solution pictures, read and written with libpng's simplified API: each
// pixel is composited on white and turned grey; one darker than the threshold (ReadOptions,
// `--threshold`) is a filled cell. One pixel per cell, so a picture larger than kMaxSide a
// side is refused with a message naming the limit, and one that looks like a drawing (large,
// or many greys) gets a warning. Written as 8-bit grey, black on white.
#include <png.h>

#include <array>
#include <cstring>
#include <memory>

#include "formats.hpp"

namespace nono::io {
namespace {

constexpr unsigned char kSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

// Frees the image's libpng state however reading ends.
struct ImageGuard {
    png_image* image;
    ~ImageGuard() { png_image_free(image); }
};

std::string libpng_message(const png_image& image) {
    std::string message = image.message;
    return message.empty() ? "libpng refused it" : message;
}

// A solution picture has a pixel a cell and two levels, black and white; a large one, or
// one with many greys (anti-aliased digits and lines), is a drawing or a screenshot, read
// here as a huge puzzle the solver may take minutes over.
void warn_when_drawing(int width, int height, const std::vector<png_byte>& pixels, const std::string& source,
                       std::vector<InputWarning>* warnings) {
    if (!warnings) return;
    std::array<bool, 256> seen{};
    int greys = 0;
    for (std::size_t at = 0; at < pixels.size(); at += 2)
        if (!seen[pixels[at]]) seen[pixels[at]] = true, ++greys;
    const bool large = width > kPngWarnSide || height > kPngWarnSide;
    if (!large && greys <= kPngWarnGreys) return;
    std::string why = large ? "a side over " + std::to_string(kPngWarnSide) + " pixels" : "";
    if (greys > kPngWarnGreys)
        why += (why.empty() ? "" : ", and ") + std::to_string(greys) + " grey levels";
    warnings->push_back({source, 0,
                         "read as a " + std::to_string(width) + "x" + std::to_string(height) +
                             "-cell puzzle, one pixel a cell, but the picture has " + why +
                             ": a drawing or a screenshot, not a solution picture? `nono import " + source +
                             "` finds the cells of a picture of a grid, and nono scan reads a drawn puzzle"});
}

}  // namespace

Puzzle parse_png(std::string_view text, const std::string& source, const ReadOptions& options,
                 std::vector<InputWarning>* warnings) {
    if (text.size() < sizeof kSignature || std::memcmp(text.data(), kSignature, sizeof kSignature) != 0)
        throw InputError(source, 0, "not a PNG picture (the PNG signature is missing)");
    png_image image;
    std::memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    ImageGuard guard{&image};
    if (!png_image_begin_read_from_memory(&image, text.data(), text.size()))
        throw InputError(source, 0, "not a valid PNG picture: " + libpng_message(image));
    check_picture_size(image.width, image.height, source, 0);
    // Grey with alpha: the alpha composites each pixel on white, so transparency is empty.
    image.format = PNG_FORMAT_GA;
    std::vector<png_byte> pixels(PNG_IMAGE_SIZE(image));
    if (!png_image_finish_read(&image, nullptr, pixels.data(), 0, nullptr))
        throw InputError(source, 0, "the PNG picture is damaged: " + libpng_message(image));
    const int width = static_cast<int>(image.width), height = static_cast<int>(image.height);
    Grid picture(width, height, Cell::Empty);
    for (int r = 0; r < height; ++r)
        for (int c = 0; c < width; ++c) {
            const std::size_t at = (static_cast<std::size_t>(r) * static_cast<std::size_t>(width) +
                                    static_cast<std::size_t>(c)) * 2;
            const int grey = pixels[at], alpha = pixels[at + 1];
            const int on_white = (grey * alpha + 255 * (255 - alpha) + 127) / 255;
            if (on_white < options.threshold) picture.set(r, c, Cell::Filled);
        }
    warn_when_drawing(width, height, pixels, source, warnings);
    return puzzle_from_picture(picture);
}

std::string encode_png(int width, int height, unsigned format, const void* pixels, const std::string& what) {
    png_image image;
    std::memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = static_cast<png_uint_32>(width);
    image.height = static_cast<png_uint_32>(height);
    image.format = format;
    png_alloc_size_t size = 0;  // the first call measures the file, the second writes it
    if (!png_image_write_to_memory(&image, nullptr, &size, 0, pixels, 0, nullptr))
        throw std::runtime_error("cannot encode " + what + ": " + libpng_message(image));
    std::string out(size, '\0');
    if (!png_image_write_to_memory(&image, out.data(), &size, 0, pixels, 0, nullptr))
        throw std::runtime_error("cannot encode " + what + ": " + libpng_message(image));
    out.resize(size);
    return out;
}

std::string write_png(const Puzzle& puzzle) {
    const Grid& picture = *puzzle.goal;
    std::vector<png_byte> pixels;
    pixels.reserve(picture.cells().size());
    for (Cell cell : picture.cells()) pixels.push_back(cell == Cell::Filled ? 0 : 255);
    return encode_png(picture.width(), picture.height(), PNG_FORMAT_GRAY, pixels.data(), "the PNG picture");
}

bool looks_like_png(std::string_view text) {
    return text.size() >= sizeof kSignature && std::memcmp(text.data(), kSignature, sizeof kSignature) == 0;
}

}  // namespace nono::io
