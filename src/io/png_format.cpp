// PNG pictures as solution pictures, read and written with libpng's simplified API: each
// pixel is composited on white and turned grey; one darker than the threshold (ReadOptions,
// `--threshold`) is a filled cell. One pixel per cell, so a picture larger than kMaxSide a
// side is refused with a message naming the limit. Written as 8-bit grey, black on white.
#include <png.h>

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

}  // namespace

Puzzle parse_png(std::string_view text, const std::string& source, const ReadOptions& options) {
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
    return puzzle_from_picture(picture);
}

std::string write_png(const Puzzle& puzzle) {
    const Grid& picture = *puzzle.goal;
    std::vector<png_byte> pixels;
    pixels.reserve(picture.cells().size());
    for (Cell cell : picture.cells()) pixels.push_back(cell == Cell::Filled ? 0 : 255);
    png_image image;
    std::memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = static_cast<png_uint_32>(picture.width());
    image.height = static_cast<png_uint_32>(picture.height());
    image.format = PNG_FORMAT_GRAY;
    png_alloc_size_t size = 0;
    if (!png_image_write_to_memory(&image, nullptr, &size, 0, pixels.data(), 0, nullptr))
        throw std::runtime_error("cannot encode the PNG picture: " + libpng_message(image));
    std::string out(size, '\0');
    if (!png_image_write_to_memory(&image, out.data(), &size, 0, pixels.data(), 0, nullptr))
        throw std::runtime_error("cannot encode the PNG picture: " + libpng_message(image));
    out.resize(size);
    return out;
}

bool looks_like_png(std::string_view text) {
    return text.size() >= sizeof kSignature && std::memcmp(text.data(), kSignature, sizeof kSignature) == 0;
}

}  // namespace nono::io
