// Pictures of puzzles: the grid with its clues drawn by cairo as PNG, SVG or PDF (the three
// look the same), the solution as an X bitmap or portable bitmap, and a text view for
// terminals. Renderers only draw what they are given; they never solve.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono {

enum class ImageFormat { Png, Svg, Pdf, Xbm, Pbm };

// "png", "svg", "pdf", "xbm", "pbm" (case-insensitive).
std::optional<ImageFormat> image_format_from_name(std::string_view name);
// By file extension; nullopt when unknown.
std::optional<ImageFormat> image_format_from_path(std::string_view path);
std::string_view image_format_name(ImageFormat format);
// The names above, in table order (for help texts and option checks).
std::vector<std::string> image_format_names();

struct Rgb {
    std::uint8_t red = 0, green = 0, blue = 0;
    bool operator==(const Rgb&) const = default;
};
// "#rrggbb", "rrggbb" or "#rgb"; nullopt when malformed.
std::optional<Rgb> parse_rgb(std::string_view text);

struct RenderOptions {
    // Side of a cell, in pixels (PNG) or points (PDF, SVG), before `scale`.
    double cell = 20;
    double scale = 1;        // multiplies everything: cell, lines, text, margins
    int bitmap_cell = 1;     // pixels per cell of an XBM or PBM (1, as atobm makes them)
    bool clues = true;       // draw the row and column clues
    bool title = true;       // draw the puzzle's title above the clues, when it has one
    Rgb ink{0x00, 0x00, 0x00};     // lines, clue numbers, title, dots
    Rgb paper{0xff, 0xff, 0xff};   // background and empty cells
    Rgb fill{0x1a, 0x1a, 0x1a};    // filled cells
    Rgb shade{0xd6, 0x2d, 0x20};   // shaded cells (e.g. where two solutions differ)
    std::string bitmap_name = "nono";  // the C identifier prefix of an XBM
};

// Light ink on a dark page.
RenderOptions dark_theme(RenderOptions options);

// What the grid shows.
struct RenderContent {
    // Cells to draw: Filled is filled; Empty is left white, or marked with a dot when
    // `dot_empty`; Unknown is left white. No grid = the blank puzzle.
    std::optional<Grid> cells;
    bool dot_empty = false;
    // Cells to shade (row-major, width x height, or empty for none): a shaded filled cell is
    // drawn in the shade colour, a shaded empty cell in a light tint of it.
    std::vector<bool> shaded;
};

// Cells where two grids of the same size differ (row-major), for RenderContent::shaded.
std::vector<bool> differing_cells(const Grid& first, const Grid& second);

// Pixel size of the PNG (or the page size in points of a PDF / SVG) for these options.
struct ImageSize {
    long long width = 0;
    long long height = 0;
};
ImageSize image_size(const Puzzle& puzzle, const RenderOptions& options);

// The largest side a PNG may have (cairo's limit for an image surface).
inline constexpr long long kMaxPngSide = 32767;

// Writes the picture to `out`. The bitmap formats need `content.cells` (the solution) and
// draw only cells. Throws std::invalid_argument for impossible requests (a PNG beyond
// kMaxPngSide, a bitmap without cells, bad sizes) and std::runtime_error when cairo fails.
// PNGs are drawn in bands of rows, so memory stays small however large the puzzle.
void render(const Puzzle& puzzle, const RenderContent& content, ImageFormat format,
            const RenderOptions& options, std::ostream& out);

// ---- Terminal view ----------------------------------------------------------------------

struct TerminalOptions {
    // Unicode full blocks, two columns per cell so cells look square; else ASCII '#', '-'.
    bool unicode = true;
    bool color = true;       // ANSI 256 colours; only with unicode
    bool clues = true;
    bool dot_empty = false;  // a partial state: empty cells get a dot (unknown stay blank)
    // A line to highlight (rows 0..height-1, then columns, as in a trace step), or -1: its
    // clue and cells on a yellow ground in colour, else marked '>' (a row) or '^' (a column).
    int highlight = -1;
};

// The puzzle as text: column clues stacked above the grid (bottom-aligned), row clues to
// the left (right-aligned), then the cells; no cells = the blank puzzle. ASCII draws filled
// '#', empty '-', unknown '.'. Every line ends in '\n'.
std::string terminal_view(const Puzzle& puzzle, const std::optional<Grid>& cells,
                          const TerminalOptions& options);
// The widest line of terminal_view, in terminal columns, without building it.
int terminal_view_width(const Puzzle& puzzle, const TerminalOptions& options);

}  // namespace nono
