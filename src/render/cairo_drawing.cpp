// Drawing a puzzle with cairo, the same calls for PNG, SVG and PDF: cells first, then the
// grid lines over them (thick every fifth line), then the clue numbers and the title. Only
// what falls inside the band is drawn, so a 1000 x 1000 PNG costs about one pass in total.
#include <algorithm>
#include <cmath>
#include <vector>

#include "layout.hpp"

namespace nono::rendering {

namespace {

void set_colour(cairo_t* cr, Rgb colour) {
    cairo_set_source_rgb(cr, colour.red / 255.0, colour.green / 255.0, colour.blue / 255.0);
}

Rgb blend(Rgb over, Rgb under, double alpha) {
    auto mix = [alpha](std::uint8_t a, std::uint8_t b) {
        return static_cast<std::uint8_t>(std::lround(alpha * a + (1 - alpha) * b));
    };
    return {mix(over.red, under.red), mix(over.green, under.green), mix(over.blue, under.blue)};
}

// The rows whose cells (or row clues) meet the band, as [first, last).
std::pair<int, int> visible_rows(const Layout& layout, int height, Band band) {
    const double first = std::floor((band.top - layout.grid_y) / layout.cell) - 1;
    const double last = std::ceil((band.bottom - layout.grid_y) / layout.cell) + 1;
    return {static_cast<int>(std::clamp(first, 0.0, double(height))),
            static_cast<int>(std::clamp(last, 0.0, double(height)))};
}

// A colour puzzle's decided cells, one path per palette colour filled in its RGB (the
// background stays paper).
void draw_colour_cells(cairo_t* cr, const Puzzle& puzzle, const Grid& cells, const Layout& layout,
                       std::pair<int, int> rows) {
    for (int colour = 1; colour < static_cast<int>(puzzle.palette.size()); ++colour) {
        bool any = false;
        for (int r = rows.first; r < rows.second; ++r)
            for (int c = 0; c < cells.width(); ++c) {
                if (cell_colour(cells.at(r, c)) != colour) continue;
                cairo_rectangle(cr, layout.grid_x + c * layout.cell, layout.grid_y + r * layout.cell,
                                layout.cell, layout.cell);
                any = true;
            }
        if (!any) continue;
        const std::uint32_t rgb = puzzle.palette[static_cast<std::size_t>(colour)].rgb;
        set_colour(cr, Rgb{static_cast<std::uint8_t>(rgb >> 16), static_cast<std::uint8_t>(rgb >> 8),
                           static_cast<std::uint8_t>(rgb)});
        cairo_fill(cr);
    }
}

// Each kind of cell is one path filled once: fewer cairo calls, and no seams between
// neighbouring cells of the same colour.
void draw_cells(cairo_t* cr, const RenderContent& content, const RenderOptions& options,
                const Layout& layout, std::pair<int, int> rows) {
    if (!content.cells) return;
    const Grid& cells = *content.cells;
    const bool any_shade = !content.shaded.empty();
    enum Kind { Plain, ShadedFilled, ShadedEmpty, Kinds };
    const Rgb colours[Kinds] = {options.fill, options.shade, blend(options.shade, options.paper, 0.3)};
    for (int kind = Plain; kind < Kinds; ++kind) {
        if (kind != Plain && !any_shade) break;
        bool any = false;
        for (int r = rows.first; r < rows.second; ++r) {
            for (int c = 0; c < cells.width(); ++c) {
                const bool shaded = any_shade && content.shaded[cells.index(r, c)];
                const bool filled = cells.at(r, c) == Cell::Filled;
                const Kind is = !shaded ? (filled ? Plain : Kinds) : filled ? ShadedFilled : ShadedEmpty;
                if (is != kind) continue;
                cairo_rectangle(cr, layout.grid_x + c * layout.cell, layout.grid_y + r * layout.cell,
                                layout.cell, layout.cell);
                any = true;
            }
        }
        if (!any) continue;
        set_colour(cr, colours[kind]);
        cairo_fill(cr);
    }
    if (!content.dot_empty) return;
    const double radius = std::max(0.5, layout.cell * 0.1);
    bool any = false;
    for (int r = rows.first; r < rows.second; ++r) {
        for (int c = 0; c < cells.width(); ++c) {
            if (cells.at(r, c) != Cell::Empty) continue;
            const double x = layout.grid_x + (c + 0.5) * layout.cell;
            const double y = layout.grid_y + (r + 0.5) * layout.cell;
            cairo_new_sub_path(cr);
            cairo_arc(cr, x, y, radius, 0, 2 * M_PI);
            any = true;
        }
    }
    if (!any) return;
    set_colour(cr, options.ink);
    cairo_fill(cr);
}

// Lines are rectangles on whole units, so at scale 1 they cover whole pixels (crisp, not
// grey smears): a thin line covers the unit after its position, a thick one is centred.
void add_line(cairo_t* cr, bool horizontal, double at, double from, double to, double width,
              bool thick) {
    const double start = thick ? at - width / 2 : at;
    if (horizontal)
        cairo_rectangle(cr, from, start, to - from, width);
    else
        cairo_rectangle(cr, start, from, width, to - from);
}

void draw_grid_lines(cairo_t* cr, const Puzzle& puzzle, const RenderOptions& options,
                     const Layout& layout, Band band, std::pair<int, int> rows) {
    const double left = layout.grid_x;
    const double right = layout.grid_x + puzzle.width * layout.cell;
    const double top = std::max(layout.grid_y, band.top - layout.thick);
    const double bottom = std::min(layout.grid_y + puzzle.height * layout.cell, band.bottom + layout.thick);
    set_colour(cr, options.ink);
    for (const bool thick : {false, true}) {
        const double width = thick ? layout.thick : layout.thin;
        auto is_thick = [](int i, int count) { return i % 5 == 0 || i == count; };
        const int last_row = std::min(rows.second + 1, puzzle.height + 1);
        for (int r = rows.first; r < last_row; ++r)
            if (is_thick(r, puzzle.height) == thick)
                add_line(cr, true, layout.grid_y + r * layout.cell, left - (thick ? width / 2 : 0),
                         right + (thick ? width / 2 : 0), width, thick);
        if (top < bottom)
            for (int c = 0; c <= puzzle.width; ++c)
                if (is_thick(c, puzzle.width) == thick)
                    add_line(cr, false, layout.grid_x + c * layout.cell, top, bottom, width, thick);
        cairo_fill(cr);
    }
}

// Glyphs of each clue number, made once, and shown all together: a large puzzle draws the
// same few numbers hundreds of thousands of times, and one cairo_show_text per number costs
// a text conversion and a separate text object (an SVG group) each.
class NumberGlyphs {
public:
    explicit NumberGlyphs(cairo_t* cr) : font_(cairo_get_scaled_font(cr)) {}

    void add(int number, double centre_x, double baseline) {
        const Entry& entry = get(number);
        const double left = centre_x - entry.advance / 2;
        for (cairo_glyph_t glyph : entry.glyphs) {
            glyph.x += left;
            glyph.y += baseline;
            pending_.push_back(glyph);
        }
    }

    void show(cairo_t* cr) {
        if (!pending_.empty()) cairo_show_glyphs(cr, pending_.data(), static_cast<int>(pending_.size()));
        pending_.clear();
    }

private:
    struct Entry {
        bool made = false;
        std::vector<cairo_glyph_t> glyphs;
        double advance = 0;
    };

    const Entry& get(int number) {
        if (static_cast<std::size_t>(number) >= entries_.size()) entries_.resize(number + 1);
        Entry& entry = entries_[number];
        if (entry.made) return entry;
        const std::string text = std::to_string(number);
        cairo_glyph_t* glyphs = nullptr;
        int count = 0;
        if (cairo_scaled_font_text_to_glyphs(font_, 0, 0, text.c_str(), static_cast<int>(text.size()),
                                             &glyphs, &count, nullptr, nullptr, nullptr) ==
            CAIRO_STATUS_SUCCESS) {
            entry.glyphs.assign(glyphs, glyphs + count);
            cairo_text_extents_t extents;
            cairo_scaled_font_glyph_extents(font_, glyphs, count, &extents);
            entry.advance = extents.x_advance;
        }
        cairo_glyph_free(glyphs);
        entry.made = true;
        return entry;
    }

    cairo_scaled_font_t* font_;
    std::vector<Entry> entries_;
    std::vector<cairo_glyph_t> pending_;
};

void add_label(std::vector<Label>* labels, double x, double y, const Layout& layout, int number) {
    if (labels) labels->push_back({x, y, layout.clue_font, false, true, std::to_string(number)});
}

// A colour puzzle's clue number sits on a chip of its block's colour, in white on a dark
// colour and black on a light one, so a light colour (yellow on white paper) stays readable.
struct ClueInk {
    const Puzzle& puzzle;
    bool coloured;
    std::vector<Rgb> chips;  // per palette colour

    explicit ClueInk(const Puzzle& p) : puzzle(p), coloured(is_colour_puzzle(p)) {
        if (!coloured) return;
        for (const Colour& colour : p.palette)
            chips.push_back({static_cast<std::uint8_t>(colour.rgb >> 16), static_cast<std::uint8_t>(colour.rgb >> 8),
                             static_cast<std::uint8_t>(colour.rgb)});
    }
    static bool light(Rgb c) { return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue >= 140; }
};

void draw_clues(cairo_t* cr, const Puzzle& puzzle, const RenderOptions& options,
                const Layout& layout, Band band, std::pair<int, int> rows,
                std::vector<Label>* labels) {
    if (layout.row_slots == 0) return;
    cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, layout.clue_font);
    const ClueInk ink(puzzle);
    NumberGlyphs glyphs(cr), on_dark(cr);  // on_dark: white numbers on dark chips
    // A colour's chips are filled as one path: a random 8-colour 1000 x 1000 puzzle has a
    // million chips, and one cairo_fill each made its PNG take minutes.
    std::vector<std::vector<std::pair<double, double>>> chips(ink.chips.size());
    const double cell = layout.cell;
    const double inset = cell * 0.08;
    auto add = [&](int line, const Clue& clue, int i, double x, double baseline, double slot_top) {
        const int number = clue.empty() ? 0 : clue[i];
        add_label(labels, x, baseline, layout, number);
        if (!ink.coloured || clue.empty()) {
            glyphs.add(number, x, baseline);
            return;
        }
        const auto colour = static_cast<std::size_t>(line_colours(puzzle, line)[static_cast<std::size_t>(i)]);
        chips[colour].emplace_back(x - cell / 2 + inset, slot_top + inset);
        (ClueInk::light(ink.chips[colour]) ? glyphs : on_dark).add(number, x, baseline);
    };
    auto show = [&] {
        for (std::size_t colour = 0; colour < chips.size(); ++colour) {
            if (chips[colour].empty()) continue;
            set_colour(cr, ink.chips[colour]);
            for (const auto& [left, top] : chips[colour])
                cairo_rectangle(cr, left, top, cell - 2 * inset, cell - 2 * inset);
            cairo_fill(cr);
            chips[colour].clear();
        }
        set_colour(cr, options.ink);
        glyphs.show(cr);
        set_colour(cr, Rgb{255, 255, 255});
        on_dark.show(cr);
    };
    // Row clues end at the grid's left edge: right-aligned, one slot per number.
    for (int r = rows.first; r < rows.second; ++r) {
        const Clue& clue = puzzle.rows[r];
        const double baseline = layout.grid_y + (r + 0.5) * cell + layout.clue_baseline;
        const int count = clue.empty() ? 1 : static_cast<int>(clue.size());
        for (int i = 0; i < count; ++i)
            add(r, clue, i, layout.grid_x - (count - i - 0.5) * cell, baseline, layout.grid_y + r * cell);
    }
    // Column clues end at the grid's top edge: bottom-aligned, one slot per number.
    const double area_top = layout.grid_y - layout.column_slots * cell;
    if (band.bottom < area_top || band.top > layout.grid_y) {
        show();
        return;
    }
    // Only the slots the band shows: a PNG is drawn band by band, and a tall column-clue area
    // drawn whole for every band it touches cost each band the whole area.
    for (int c = 0; c < puzzle.width; ++c) {
        const Clue& clue = puzzle.columns[c];
        const double x = layout.grid_x + (c + 0.5) * cell;
        const int count = clue.empty() ? 1 : static_cast<int>(clue.size());
        for (int i = 0; i < count; ++i)
            if (const double slot_top = layout.grid_y - (count - i) * cell;
                slot_top <= band.bottom && slot_top + cell >= band.top)
                add(puzzle.height + c, clue, i, x, layout.grid_y - (count - i - 0.5) * cell + layout.clue_baseline,
                layout.grid_y - (count - i) * cell);
    }
    show();
}

void draw_title(cairo_t* cr, const RenderOptions& options, const Layout& layout, Band band,
                std::vector<Label>* labels) {
    if (layout.title.empty() || band.top > layout.title_baseline + layout.title_font) return;
    set_colour(cr, options.ink);
    cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, layout.title_font);
    cairo_move_to(cr, layout.margin, layout.title_baseline);
    cairo_show_text(cr, layout.title.c_str());
    if (labels)
        labels->push_back({layout.margin, layout.title_baseline, layout.title_font, true, false,
                           layout.title});
}

}  // namespace

void draw_picture(cairo_t* cr, const Puzzle& puzzle, const RenderContent& content,
                  const RenderOptions& options, const Layout& layout, Band band,
                  std::vector<Label>* labels) {
    use_unhinted_metrics(cr);
    set_colour(cr, options.paper);
    cairo_paint(cr);
    const std::pair<int, int> rows = visible_rows(layout, puzzle.height, band);
    if (content.cells && is_colour_puzzle(puzzle))
        draw_colour_cells(cr, puzzle, *content.cells, layout, rows);
    else
        draw_cells(cr, content, options, layout, rows);
    draw_grid_lines(cr, puzzle, options, layout, band, rows);
    draw_title(cr, options, layout, band, labels);
    draw_clues(cr, puzzle, options, layout, band, rows, labels);
    check_cairo(cairo_status(cr), "cannot draw the puzzle");
}

}  // namespace nono::rendering
