// Where things go on the page: margins, the title, the clue areas (one cell-sized slot per
// clue number, as printed puzzles have them) and the grid. Text is measured with the same
// cairo font that draws it, so sizes agree in every output format.
#include "layout.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <stdexcept>
#include "nono/text.hpp"

namespace nono::rendering {

namespace {

using Context = std::unique_ptr<cairo_t, decltype(&cairo_destroy)>;

// A context on a 1x1 surface, only for measuring text.
Context measuring_context() {
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1);
    Context cr(cairo_create(surface), &cairo_destroy);
    cairo_surface_destroy(surface);  // the context holds its own reference
    check_cairo(cairo_status(cr.get()), "cannot measure text");
    use_unhinted_metrics(cr.get());
    return cr;
}

int longest_clue(const std::vector<Clue>& clues) {
    std::size_t longest = 1;  // an empty line still shows its "0"
    for (const Clue& clue : clues) longest = std::max(longest, clue.size());
    return static_cast<int>(longest);
}

int largest_number(const Puzzle& puzzle) {
    int largest = 0;
    for (const auto* clues : {&puzzle.rows, &puzzle.columns})
        for (const Clue& clue : *clues)
            for (int block : clue) largest = std::max(largest, block);
    return largest;
}

double text_advance(cairo_t* cr, const std::string& text) {
    cairo_text_extents_t extents;
    cairo_text_extents(cr, text.c_str(), &extents);
    return extents.x_advance;
}

void set_clue_sizes(cairo_t* cr, const Puzzle& puzzle, Layout& layout) {
    cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    // Measured at a large size: small sizes are rounded to whole pixels.
    constexpr double kProbeSize = 100;
    cairo_set_font_size(cr, kProbeSize);
    // One size for every number, small enough for the widest to fit its slot with a gap.
    const double widest = text_advance(cr, std::to_string(std::max(largest_number(puzzle), 0))) / kProbeSize;
    layout.clue_font = std::min(0.66 * layout.cell, 0.86 * layout.cell / std::max(widest, 0.01));
    cairo_set_font_size(cr, layout.clue_font);
    cairo_text_extents_t digit;
    cairo_text_extents(cr, "0", &digit);
    // Digits are all as tall as "0": centring it centres every number.
    layout.clue_baseline = -(digit.y_bearing + digit.height / 2);
}

}  // namespace

void use_unhinted_metrics(cairo_t* cr) {
    cairo_font_options_t* font_options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(font_options, CAIRO_HINT_METRICS_OFF);
    cairo_set_font_options(cr, font_options);
    cairo_font_options_destroy(font_options);
}

void check_cairo(cairo_status_t status, const char* what) {
    if (status != CAIRO_STATUS_SUCCESS)
        throw std::runtime_error(std::string(what) + ": " + cairo_status_to_string(status));
}

Layout make_layout(const Puzzle& puzzle, const RenderOptions& options) {
    if (!(options.cell >= 1 && options.cell <= 1000))
        throw std::invalid_argument("the cell size must be between 1 and 1000");
    if (!(options.scale > 0 && options.scale <= 100))
        throw std::invalid_argument("the scale must be above 0 and at most 100");
    Layout layout;
    layout.cell = options.cell;
    // Lines stay one and two units wide at every cell size, so small cells stay readable
    // and large ones crisp; only very small cells get hairlines.
    layout.thin = std::min(1.0, options.cell / 8);
    layout.thick = std::min(2.0, options.cell / 4);
    layout.margin = std::max(4.0, std::round(options.cell / 2));

    Context cr = measuring_context();
    if (options.clues) {
        layout.row_slots = longest_clue(puzzle.rows);
        layout.column_slots = longest_clue(puzzle.columns);
        set_clue_sizes(cr.get(), puzzle, layout);
    }
    double title_width = 0;
    double title_height = 0;
    if (options.title && !puzzle.title.empty()) {
        // A title is data: valid UTF-8 without control characters, at most 200 characters
        // (invalid UTF-8 or a 5 MB title made cairo fail: "internal error", issue 28).
        layout.title = printable_text(puzzle.title);
        layout.title_font = std::max(10.0, 0.8 * options.cell);
        cairo_select_font_face(cr.get(), kFontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
        cairo_set_font_size(cr.get(), layout.title_font);
        title_width = text_advance(cr.get(), layout.title);
        title_height = std::round(1.6 * layout.title_font);
        layout.title_baseline = layout.margin + std::round(1.1 * layout.title_font);
    }

    layout.grid_x = layout.margin + layout.row_slots * layout.cell;
    layout.grid_y = layout.margin + title_height + layout.column_slots * layout.cell;
    const double grid_right = layout.grid_x + puzzle.width * layout.cell;
    layout.width = std::ceil(std::max(grid_right, layout.margin + title_width) + layout.margin);
    layout.height = std::ceil(layout.grid_y + puzzle.height * layout.cell + layout.margin);
    return layout;
}

}  // namespace nono::rendering
