// PNG output: cairo draws the picture one band of rows at a time on a small image surface
// and libpng streams each band out, so a 1000 x 1000 puzzle (tens of thousands of pixels a
// side) needs a few megabytes instead of gigabytes; cairo's own PNG writer needs the whole
// image in memory at once.
#include <png.h>

#include <algorithm>
#include <cmath>
#include <csetjmp>
#include <memory>
#include <ostream>
#include <stdexcept>
#include <vector>

#include "layout.hpp"

namespace nono::rendering {

namespace {

// Bytes of cairo surface per band: large enough that per-band overhead is lost in the noise.
constexpr long long kBandBytes = 16LL << 20;

void write_to_stream(png_structp png, png_bytep data, png_size_t length) {
    auto* out = static_cast<std::ostream*>(png_get_io_ptr(png));
    out->write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(length));
}

void flush_stream(png_structp png) { static_cast<std::ostream*>(png_get_io_ptr(png))->flush(); }

// libpng reports errors by longjmp; each call that may fail is wrapped in a function whose
// locals are all trivial, so the jump skips no destructor. The only errors left after the
// header is written are out of memory (the stream's state is checked separately).
class PngStream {
public:
    explicit PngStream(std::ostream& out) {
        png_ = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
        if (png_) info_ = png_create_info_struct(png_);
        if (!png_ || !info_) throw std::runtime_error("cannot start a PNG (out of memory)");
        png_set_write_fn(png_, &out, write_to_stream, flush_stream);
    }
    ~PngStream() { png_destroy_write_struct(&png_, &info_); }
    PngStream(const PngStream&) = delete;
    PngStream& operator=(const PngStream&) = delete;

    bool begin(png_uint_32 width, png_uint_32 height) {
        if (setjmp(png_jmpbuf(png_))) return false;
        png_set_IHDR(png_, info_, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                     PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
        // libpng's default compression. Measured on a random 1000 x 1000 puzzle (8-pixel
        // cells, 10232 x 10208 pixels): level 1 with the Sub filter takes 1.4 s of CPU and
        // writes 12.8 MB; the default takes 3.3 s and writes 3.5 MB (ex36: 19.5 KB against
        // 11.6 KB). A few seconds more once is worth files a quarter the size.
        png_write_info(png_, info_);
        return true;
    }
    bool row(const png_byte* data) {
        if (setjmp(png_jmpbuf(png_))) return false;
        png_write_row(png_, data);
        return true;
    }
    bool end() {
        if (setjmp(png_jmpbuf(png_))) return false;
        png_write_end(png_, nullptr);
        return true;
    }

private:
    png_structp png_ = nullptr;
    png_infop info_ = nullptr;
};

using Surface = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;
using Context = std::unique_ptr<cairo_t, decltype(&cairo_destroy)>;

// cairo's RGB24 pixel is a native-endian 32-bit 0x00RRGGBB; PNG wants R, G, B bytes.
void to_rgb(const unsigned char* source, int width, png_byte* target) {
    const auto* pixels = reinterpret_cast<const std::uint32_t*>(source);
    for (int x = 0; x < width; ++x) {
        const std::uint32_t pixel = pixels[x];
        target[3 * x] = static_cast<png_byte>(pixel >> 16);
        target[3 * x + 1] = static_cast<png_byte>(pixel >> 8);
        target[3 * x + 2] = static_cast<png_byte>(pixel);
    }
}

}  // namespace

void write_png(const Puzzle& puzzle, const RenderContent& content, const RenderOptions& options,
               std::ostream& out) {
    const Layout layout = make_layout(puzzle, options);
    const ImageSize size = image_size(puzzle, options);
    if (size.width > kMaxPngSide || size.height > kMaxPngSide)
        throw std::invalid_argument("the PNG would be " + std::to_string(size.width) + " x " +
                                    std::to_string(size.height) + " pixels, more than " +
                                    std::to_string(kMaxPngSide) +
                                    " a side; choose a smaller --cell or --scale, or SVG or PDF");
    const int width = static_cast<int>(size.width);
    const int height = static_cast<int>(size.height);
    const int band_rows = static_cast<int>(std::clamp<long long>(kBandBytes / (4LL * width), 1, height));

    Surface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, band_rows),
                    &cairo_surface_destroy);
    check_cairo(cairo_surface_status(surface.get()), "cannot make the image");
    Context cr(cairo_create(surface.get()), &cairo_destroy);
    check_cairo(cairo_status(cr.get()), "cannot make the image");

    PngStream png(out);
    if (!png.begin(static_cast<png_uint_32>(width), static_cast<png_uint_32>(height)))
        throw std::runtime_error("cannot write the PNG header");
    std::vector<png_byte> row(static_cast<std::size_t>(width) * 3);
    for (int top = 0; top < height; top += band_rows) {
        const int rows = std::min(band_rows, height - top);
        cairo_identity_matrix(cr.get());
        cairo_translate(cr.get(), 0, -top);
        cairo_scale(cr.get(), options.scale, options.scale);
        const Band band{top / options.scale, (top + rows) / options.scale};
        draw_picture(cr.get(), puzzle, content, options, layout, band, nullptr);
        cairo_surface_flush(surface.get());
        const unsigned char* data = cairo_image_surface_get_data(surface.get());
        const int stride = cairo_image_surface_get_stride(surface.get());
        for (int y = 0; y < rows; ++y) {
            to_rgb(data + static_cast<std::ptrdiff_t>(y) * stride, width, row.data());
            if (!png.row(row.data())) throw std::runtime_error("cannot write the PNG");
        }
        cairo_surface_mark_dirty(surface.get());
    }
    if (!png.end()) throw std::runtime_error("cannot write the PNG");
}

}  // namespace nono::rendering
