// Geometry of a rendered puzzle and the cairo drawing shared by the PNG, SVG and PDF
// writers: where the title, the clue areas and the grid go, and how to draw the part of the
// picture that falls in a horizontal band (PNGs are drawn band by band to bound memory).
#pragma once

#include <cairo.h>

#include <string>
#include <vector>

#include "nono/render.hpp"

namespace nono::rendering {

inline constexpr const char* kFontFamily = "DejaVu Sans";

// Everything in user units (pixels or points before RenderOptions::scale).
struct Layout {
    double cell = 20;
    double margin = 10;
    double thin = 1;   // grid lines
    double thick = 2;  // every fifth line and the border
    int row_slots = 0;     // clue numbers that fit left of the grid (the longest row clue)
    int column_slots = 0;  // clue numbers that fit above the grid (the longest column clue)
    double clue_font = 0;  // font size of clue numbers
    double clue_baseline = 0;  // from a slot's centre down to the baseline of its number
    std::string title;     // empty = none drawn
    double title_font = 0;
    double title_baseline = 0;  // y of the title's baseline
    double grid_x = 0, grid_y = 0;
    double width = 0, height = 0;
};

Layout make_layout(const Puzzle& puzzle, const RenderOptions& options);

// A number or the title as drawn, for the SVG's text layer: `x` is the centre of a clue
// number and the left end of the title, `y` its baseline, both in user units.
struct Label {
    double x = 0, y = 0;
    double font_size = 0;
    bool bold = false;
    bool centred = true;
    std::string text;
};

// The vertical extent, in user units, of what must be drawn (the rest may be skipped).
struct Band {
    double top = 0;
    double bottom = 0;
};

// Draws on `cr` in user units (the caller sets the scale and the band's translation).
// When `labels` is given, every clue number and the title drawn are appended to it.
void draw_picture(cairo_t* cr, const Puzzle& puzzle, const RenderContent& content,
                  const RenderOptions& options, const Layout& layout, Band band,
                  std::vector<Label>* labels);

// The writers, one file each; render() in formats.cpp picks one from its table.
void write_png(const Puzzle&, const RenderContent&, const RenderOptions&, std::ostream&);
void write_svg(const Puzzle&, const RenderContent&, const RenderOptions&, std::ostream&);
void write_pdf(const Puzzle&, const RenderContent&, const RenderOptions&, std::ostream&);
void write_xbm(const Puzzle&, const RenderContent&, const RenderOptions&, std::ostream&);
void write_pbm(const Puzzle&, const RenderContent&, const RenderOptions&, std::ostream&);

// Text is placed with unhinted advances in every format, so that PNG (where cairo would
// round them to whole pixels) and PDF / SVG lay out the same.
void use_unhinted_metrics(cairo_t* cr);

// The cairo status as an exception (std::runtime_error) when it is not success.
void check_cairo(cairo_status_t status, const char* what);

}  // namespace nono::rendering
