// SVG and PDF output: the same cairo drawing on cairo's vector surfaces, so the files match
// the PNG. cairo draws text as glyph outlines in SVG; an invisible text layer (each clue
// number and the title as a <text> at the place it is drawn) is added so the SVG can be
// searched, selected and read by a screen reader, as the PDF's text already can.
// Both are streamed to the output as cairo writes them.
#include <cairo-pdf.h>
#include <cairo-svg.h>

#include <memory>
#include <ostream>
#include <stdexcept>

#include "layout.hpp"
#include "nono/text.hpp"

namespace nono::rendering {

namespace {

using Surface = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;
using Context = std::unique_ptr<cairo_t, decltype(&cairo_destroy)>;

// Passes cairo's SVG through to the output, holding back the last bytes so that the text
// layer can go in just before the closing "</svg>" without keeping the file in memory.
struct SvgSink {
    static constexpr std::size_t kHeldBack = 64;
    std::ostream* out;
    std::string tail;
};

cairo_status_t pass_svg_through(void* closure, const unsigned char* data, unsigned int length) {
    auto* sink = static_cast<SvgSink*>(closure);
    sink->tail.append(reinterpret_cast<const char*>(data), length);
    if (sink->tail.size() > 2 * SvgSink::kHeldBack) {
        const std::size_t ready = sink->tail.size() - SvgSink::kHeldBack;
        sink->out->write(sink->tail.data(), static_cast<std::streamsize>(ready));
        sink->tail.erase(0, ready);
    }
    return *sink->out ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

cairo_status_t write_to_stream(void* closure, const unsigned char* data, unsigned int length) {
    auto* out = static_cast<std::ostream*>(closure);
    out->write(reinterpret_cast<const char*>(data), length);
    return *out ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

// Draws the whole picture on a vector surface and finishes it (which writes it out).
void draw_on(cairo_surface_t* surface, const Puzzle& puzzle, const RenderContent& content,
             const RenderOptions& options, const Layout& layout, std::vector<Label>* labels) {
    check_cairo(cairo_surface_status(surface), "cannot start the file");
    Context cr(cairo_create(surface), &cairo_destroy);
    cairo_scale(cr.get(), options.scale, options.scale);
    draw_picture(cr.get(), puzzle, content, options, layout, Band{0, layout.height}, labels);
    cairo_show_page(cr.get());
    cr.reset();
    cairo_surface_finish(surface);
    check_cairo(cairo_surface_status(surface), "cannot write the file");
}

void write_escaped(std::ostream& out, const std::string& text) {
    for (char c : text) {
        switch (c) {
            case '&': out << "&amp;"; break;
            case '<': out << "&lt;"; break;
            case '>': out << "&gt;"; break;
            case '"': out << "&quot;"; break;
            default: out << c;
        }
    }
}

// Written directly rather than through an XML DOM: a 1000 x 1000 puzzle has half a million
// numbers, and a DOM of them would take more memory than the whole picture.
void write_text_layer(std::ostream& out, const std::vector<Label>& labels, double scale) {
    // Invisible: the glyphs cairo drew are what is seen; this is what is read.
    out << "<g id=\"nono-text\" fill-opacity=\"0\" font-family=\"" << kFontFamily << "\">\n";
    for (const Label& label : labels) {
        out << "<text class=\"" << (label.bold ? "title" : "clue") << "\" x=\"" << label.x * scale
            << "\" y=\"" << label.y * scale << "\" font-size=\"" << label.font_size * scale << '"';
        if (label.centred) out << " text-anchor=\"middle\"";
        if (label.bold) out << " font-weight=\"bold\"";
        out << '>';
        write_escaped(out, label.text);
        out << "</text>\n";
    }
    out << "</g>\n";
}

}  // namespace

void write_svg(const Puzzle& puzzle, const RenderContent& content, const RenderOptions& options,
               std::ostream& out) {
    const Layout layout = make_layout(puzzle, options);
    SvgSink sink{&out, {}};
    std::vector<Label> labels;
    Surface surface(cairo_svg_surface_create_for_stream(pass_svg_through, &sink,
                                                        layout.width * options.scale,
                                                        layout.height * options.scale),
                    &cairo_surface_destroy);
    cairo_svg_surface_restrict_to_version(surface.get(), CAIRO_SVG_VERSION_1_1);
    draw_on(surface.get(), puzzle, content, options, layout, &labels);
    const std::size_t end = sink.tail.rfind("</svg>");
    if (end == std::string::npos) throw std::runtime_error("cairo wrote an SVG without </svg>");
    out.write(sink.tail.data(), static_cast<std::streamsize>(end));
    write_text_layer(out, labels, options.scale);
    out.write(sink.tail.data() + end, static_cast<std::streamsize>(sink.tail.size() - end));
}

void write_pdf(const Puzzle& puzzle, const RenderContent& content, const RenderOptions& options,
               std::ostream& out) {
    const Layout layout = make_layout(puzzle, options);
    Surface surface(cairo_pdf_surface_create_for_stream(write_to_stream, &out,
                                                        layout.width * options.scale,
                                                        layout.height * options.scale),
                    &cairo_surface_destroy);
    if (!puzzle.title.empty())
        cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, printable_text(puzzle.title).c_str());
    if (!puzzle.author.empty())
        cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_AUTHOR, puzzle.author.c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "nono");
    draw_on(surface.get(), puzzle, content, options, layout, nullptr);
}

}  // namespace nono::rendering
