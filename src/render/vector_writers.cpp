// SVG and PDF output: the same cairo drawing on cairo's vector surfaces, so the files match
// the PNG. cairo draws text as glyph outlines in SVG; an invisible text layer (each clue
// number and the title as a <text> at the place it is drawn) is added so the SVG can be
// searched, selected and read by a screen reader, as the PDF's text already can.
#include <cairo-pdf.h>
#include <cairo-svg.h>

#include <memory>
#include <ostream>
#include <sstream>
#include <stdexcept>

#include <pugixml.hpp>

#include "layout.hpp"

namespace nono::rendering {

namespace {

using Surface = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;
using Context = std::unique_ptr<cairo_t, decltype(&cairo_destroy)>;

cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
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

std::string text_layer(const std::vector<Label>& labels, double scale) {
    pugi::xml_document layer;
    pugi::xml_node group = layer.append_child("g");
    group.append_attribute("id") = "nono-text";
    // Invisible: the glyphs cairo drew are what is seen; this is what is read.
    group.append_attribute("fill-opacity") = "0";
    group.append_attribute("font-family") = kFontFamily;
    for (const Label& label : labels) {
        pugi::xml_node text = group.append_child("text");
        text.append_attribute("class") = label.bold ? "title" : "clue";
        text.append_attribute("x") = label.x * scale;
        text.append_attribute("y") = label.y * scale;
        text.append_attribute("font-size") = label.font_size * scale;
        if (label.centred) text.append_attribute("text-anchor") = "middle";
        if (label.bold) text.append_attribute("font-weight") = "bold";
        text.append_child(pugi::node_pcdata).set_value(label.text.c_str());
    }
    std::ostringstream out;
    layer.save(out, "", pugi::format_raw | pugi::format_no_declaration);
    return out.str() + "\n";
}

}  // namespace

void write_svg(const Puzzle& puzzle, const RenderContent& content, const RenderOptions& options,
               std::ostream& out) {
    const Layout layout = make_layout(puzzle, options);
    std::string svg;
    std::vector<Label> labels;
    Surface surface(cairo_svg_surface_create_for_stream(append_to_string, &svg,
                                                        layout.width * options.scale,
                                                        layout.height * options.scale),
                    &cairo_surface_destroy);
    cairo_svg_surface_restrict_to_version(surface.get(), CAIRO_SVG_VERSION_1_1);
    draw_on(surface.get(), puzzle, content, options, layout, &labels);
    // cairo ends the document with "</svg>"; the text layer goes just before it, on top.
    const std::size_t end = svg.rfind("</svg>");
    if (end == std::string::npos) throw std::runtime_error("cairo wrote an SVG without </svg>");
    svg.insert(end, text_layer(labels, options.scale));
    out.write(svg.data(), static_cast<std::streamsize>(svg.size()));
}

void write_pdf(const Puzzle& puzzle, const RenderContent& content, const RenderOptions& options,
               std::ostream& out) {
    const Layout layout = make_layout(puzzle, options);
    Surface surface(cairo_pdf_surface_create_for_stream(write_to_stream, &out,
                                                        layout.width * options.scale,
                                                        layout.height * options.scale),
                    &cairo_surface_destroy);
    if (!puzzle.title.empty())
        cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, puzzle.title.c_str());
    if (!puzzle.author.empty())
        cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_AUTHOR, puzzle.author.c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "nono");
    draw_on(surface.get(), puzzle, content, options, layout, nullptr);
}

}  // namespace nono::rendering
