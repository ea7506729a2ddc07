// Drawing a picture: each image format's writer (cairo for PNG, SVG and PDF, plain text and
// bytes for the bitmaps) and the size a picture will have. Apart from render.cpp's lookups,
// so that only programs that draw load cairo.
#include <cmath>
#include <stdexcept>

#include "layout.hpp"

namespace nono {

namespace {

using Writer = void (*)(const Puzzle&, const RenderContent&, const RenderOptions&, std::ostream&);

Writer writer_of(ImageFormat format) {
    switch (format) {
        case ImageFormat::Png: return rendering::write_png;
        case ImageFormat::Svg: return rendering::write_svg;
        case ImageFormat::Pdf: return rendering::write_pdf;
        case ImageFormat::Xbm: return rendering::write_xbm;
        case ImageFormat::Pbm: return rendering::write_pbm;
    }
    throw std::invalid_argument("unknown image format");
}

}  // namespace

ImageSize image_size(const Puzzle& puzzle, const RenderOptions& options) {
    const rendering::Layout layout = rendering::make_layout(puzzle, options);
    return {static_cast<long long>(std::ceil(layout.width * options.scale - 1e-9)),
            static_cast<long long>(std::ceil(layout.height * options.scale - 1e-9))};
}

void render(const Puzzle& puzzle, const RenderContent& content, ImageFormat format,
            const RenderOptions& options, std::ostream& out) {
    if (content.cells && (content.cells->width() != puzzle.width || content.cells->height() != puzzle.height))
        throw std::invalid_argument("the cells to draw are " + std::to_string(content.cells->width()) +
                                    "x" + std::to_string(content.cells->height()) + " but the puzzle is " +
                                    std::to_string(puzzle.width) + "x" + std::to_string(puzzle.height));
    if (!content.shaded.empty() &&
        content.shaded.size() != static_cast<std::size_t>(puzzle.width) * static_cast<std::size_t>(puzzle.height))
        throw std::invalid_argument("the shaded cells do not match the puzzle's size");
    writer_of(format)(puzzle, content, options, out);
}

}  // namespace nono
