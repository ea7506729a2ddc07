// The puzzle as terminal text. In colour every cell is two columns of full blocks on a
// checkerboard of 5 x 5 blocks (the thick lines of a printed grid; dark grey, or light grey
// when a colour puzzle's inks show better on it, as a black ink does), with the clue colours
// alternating by column so that neighbouring two-digit numbers stay apart; the palette is
// explicit, so it reads the same on light and dark terminals. Each column is one wider than
// its widest number, so neighbouring numbers ("3" and "12") stay apart without colour too.
// A colour puzzle's cells are blocks in the palette's RGB (24-bit where the terminal has it,
// else the nearest of the 256 colours), its clue numbers in their block's colour on a chip
// that contrasts (a dark colour on a light chip, a light one on the dark ground); without
// colour each foreground colour is its palette character, after the number in the clues.
#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "nono/render.hpp"

namespace nono {

namespace {

// xterm 256-colour palette entries.
constexpr int kClueBack = 235;
constexpr int kClueFore[2] = {252, 117};  // alternating by column / by group of five rows
constexpr int kBlockBack[2] = {236, 238};
// The grid's ground when a colour puzzle's inks stand out better on light grey than on the
// dark (a black ink on 236/238 was nearly invisible).
constexpr int kLightBlockBack[2] = {255, 253};
constexpr int kFilledFore = 231;
constexpr int kDotFore = 245;
constexpr int kHighlightBack = 58;  // the line a step works on (dark yellow)

// A colour for the Painter: an xterm 256-colour index, or kRgb | 0xRRGGBB.
constexpr int kRgb = 1 << 24;
constexpr int kLightChip = 252;

// The nearest entry of xterm's 6x6x6 colour cube (16 + 36 r + 6 g + b, levels 0, 95, 135,
// 175, 215, 255) or of its grey ramp (232..255, 8 + 10 i), whichever is closer.
int xterm_of(std::uint32_t rgb) {
    const int channel[3] = {static_cast<int>(rgb >> 16 & 255), static_cast<int>(rgb >> 8 & 255),
                            static_cast<int>(rgb & 255)};
    auto level = [](int v) { return v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40; };
    auto value = [](int l) { return l == 0 ? 0 : 55 + 40 * l; };
    int cube_error = 0;
    for (int v : channel) cube_error += (v - value(level(v))) * (v - value(level(v)));
    const int cube = 16 + 36 * level(channel[0]) + 6 * level(channel[1]) + level(channel[2]);
    const int mean = (channel[0] + channel[1] + channel[2]) / 3;
    const int grey_index = std::clamp((mean - 3) / 10, 0, 23);
    const int grey = 8 + 10 * grey_index;
    int grey_error = 0;
    for (int v : channel) grey_error += (v - grey) * (v - grey);
    return grey_error < cube_error ? 232 + grey_index : cube;
}

// Perceived lightness, 0..255 (Rec. 709 weights).
int lightness(std::uint32_t rgb) {
    return static_cast<int>(0.2126 * (rgb >> 16 & 255) + 0.7152 * (rgb >> 8 & 255) + 0.0722 * (rgb & 255));
}

// The RGB of an xterm grey (232..255).
std::uint32_t xterm_grey(int index) {
    const auto level = static_cast<std::uint32_t>(8 + 10 * (index - 232));
    return level << 16 | level << 8 | level;
}

// How far apart two colours look: Euclidean RGB distance, red and blue weighted by how red
// the pair is ("redmean"), squared.
int distance(std::uint32_t a, std::uint32_t b) {
    const int r1 = static_cast<int>(a >> 16 & 255), g1 = static_cast<int>(a >> 8 & 255), b1 = static_cast<int>(a & 255);
    const int r2 = static_cast<int>(b >> 16 & 255), g2 = static_cast<int>(b >> 8 & 255), b2 = static_cast<int>(b & 255);
    const int mean = (r1 + r2) / 2, dr = r1 - r2, dg = g1 - g2, db = b1 - b2;
    return ((512 + mean) * dr * dr >> 8) + 4 * dg * dg + ((767 - mean) * db * db >> 8);
}

// The checkerboard, dark or light, on which the palette's least visible ink is most visible.
const int* cell_ground(const std::vector<Colour>& palette) {
    auto worst = [&](const int* ground) {
        int least = 1 << 30;
        for (std::size_t k = 1; k < palette.size(); ++k)
            for (int i = 0; i < 2; ++i) least = std::min(least, distance(palette[k].rgb, xterm_grey(ground[i])));
        return least;
    };
    return palette.size() > 1 && worst(kLightBlockBack) > worst(kBlockBack) ? kLightBlockBack : kBlockBack;
}

// The colours a colour puzzle is drawn with: its palette, or nothing for black and white.
struct Inks {
    explicit Inks(std::vector<Colour> colours) : palette(std::move(colours)), ground(cell_ground(palette)) {}
    std::vector<Colour> palette;  // empty: black and white
    const int* ground;            // the cells' checkerboard: kBlockBack, or light for dark inks
    bool coloured() const { return !palette.empty(); }
    int ink(int colour) const { return kRgb | static_cast<int>(palette[static_cast<std::size_t>(colour)].rgb); }
    // The ground a clue number in `colour` is readable on: dark colours on a light chip.
    int chip(int colour, int usual) const {
        return lightness(palette[static_cast<std::size_t>(colour)].rgb) < 110 ? kLightChip : usual;
    }
    char symbol(int colour) const { return palette[static_cast<std::size_t>(colour)].symbol; }
};

// One clue number as drawn: its digits, and without colour its colour's character.
std::string block_text(const Inks& inks, const Clue& clue, std::span<const int> colours, std::size_t i,
                       bool colour) {
    std::string text = std::to_string(clue[i]);
    if (inks.coloured() && !colour) text += inks.symbol(colours[i]);
    return text;
}

struct Geometry {
    int cell_width = 2;   // terminal columns per cell
    int clue_width = 0;   // row clue area, including the space before the grid
    int clue_lines = 0;   // lines of column clues
};

Geometry geometry_of(const Puzzle& puzzle, const Inks& inks, const TerminalOptions& options) {
    const bool colour = options.unicode && options.color;
    Geometry g;
    int digits = 1;
    for (int c = 0; c < puzzle.width; ++c) {
        const Clue& clue = puzzle.columns[static_cast<std::size_t>(c)];
        const auto colours = line_colours(puzzle, puzzle.height + c);
        for (std::size_t i = 0; i < clue.size(); ++i)
            digits = std::max(digits, static_cast<int>(block_text(inks, clue, colours, i, colour).size()));
    }
    g.cell_width = std::max(2, digits + 1);
    if (!options.clues) return g;
    for (int r = 0; r < puzzle.height; ++r) {
        const Clue& clue = puzzle.rows[static_cast<std::size_t>(r)];
        const auto colours = line_colours(puzzle, r);
        int width = clue.empty() ? 1 : -1;
        for (std::size_t i = 0; i < clue.size(); ++i)
            width += 1 + static_cast<int>(block_text(inks, clue, colours, i, colour).size());
        g.clue_width = std::max(g.clue_width, width);
    }
    g.clue_width += 1;
    for (const Clue& clue : puzzle.columns)
        g.clue_lines = std::max(g.clue_lines, static_cast<int>(std::max<std::size_t>(clue.size(), 1)));
    return g;
}

// Appends text, switching ANSI colours only when they change (a 1000-cell line would
// otherwise carry a colour sequence per cell).
class Painter {
public:
    Painter(bool colour, bool truecolor) : colour_(colour), truecolor_(truecolor) {}

    void put(const std::string& text, int fore = -1, int back = -1) {
        if (text.empty()) return;
        if (colour_ && (fore != fore_ || back != back_)) {
            out_ += "\x1b[0m";
            if (fore >= 0) out_ += sequence(38, fore);
            if (back >= 0) out_ += sequence(48, back);
            fore_ = fore;
            back_ = back;
        }
        out_ += text;
    }
    void end_line() {
        if (colour_ && (fore_ >= 0 || back_ >= 0)) out_ += "\x1b[0m";
        // Without colour, trailing blanks are invisible noise (and trip up diff and tests).
        if (!colour_)
            while (!out_.empty() && out_.back() == ' ') out_.pop_back();
        fore_ = back_ = -1;
        out_ += '\n';
    }
    std::string take() { return std::move(out_); }

private:
    std::string sequence(int ground, int colour) const {
        if (!(colour & kRgb)) return "\x1b[" + std::to_string(ground) + ";5;" + std::to_string(colour) + "m";
        const auto rgb = static_cast<std::uint32_t>(colour & (kRgb - 1));
        if (!truecolor_) return "\x1b[" + std::to_string(ground) + ";5;" + std::to_string(xterm_of(rgb)) + "m";
        return "\x1b[" + std::to_string(ground) + ";2;" + std::to_string(rgb >> 16 & 255) + ";" +
               std::to_string(rgb >> 8 & 255) + ";" + std::to_string(rgb & 255) + "m";
    }

    bool colour_;
    bool truecolor_;
    int fore_ = -1, back_ = -1;
    std::string out_;
};

std::string right_aligned(const std::string& text, int width) {
    return std::string(static_cast<std::size_t>(std::max(0, width - static_cast<int>(text.size()))), ' ') + text;
}

void column_clue_lines(Painter& paint, const Puzzle& puzzle, const Inks& inks, const Geometry& g, bool colour,
                       int highlighted_column) {
    for (int line = 0; line < g.clue_lines; ++line) {
        paint.put(std::string(static_cast<std::size_t>(g.clue_width), ' '));
        for (int c = 0; c < puzzle.width; ++c) {
            const Clue& clue = puzzle.columns[c];
            const auto colours = line_colours(puzzle, puzzle.height + c);
            const int count = clue.empty() ? 1 : static_cast<int>(clue.size());
            const int index = line - (g.clue_lines - count);  // bottom-aligned
            std::string text;
            if (index >= 0)
                text = clue.empty() ? "0" : block_text(inks, clue, colours, static_cast<std::size_t>(index), colour);
            const int back = c == highlighted_column ? kHighlightBack : kClueBack;
            if (!colour) {
                paint.put(right_aligned(text, g.cell_width));
            } else if (inks.coloured() && index >= 0 && !clue.empty()) {
                const int block_colour = colours[static_cast<std::size_t>(index)];
                paint.put(std::string(static_cast<std::size_t>(g.cell_width) - text.size(), ' '), -1, back);
                paint.put(text, inks.ink(block_colour), inks.chip(block_colour, back));
            } else {
                paint.put(right_aligned(text, g.cell_width), kClueFore[c % 2], back);
            }
        }
        paint.end_line();
    }
}

// A row's clue, right-aligned in the clue area, each number in its colour.
void row_clue(Painter& paint, const Puzzle& puzzle, const Inks& inks, const Geometry& g, int r, bool colour,
              bool lit) {
    const Clue& clue = puzzle.rows[static_cast<std::size_t>(r)];
    const int fore = colour ? kClueFore[(r / 5) % 2] : -1;
    const int back = colour ? (lit ? kHighlightBack : kClueBack) : -1;
    const std::string mark = lit && !colour ? ">" : " ";
    if (!inks.coloured() || clue.empty()) {
        paint.put(right_aligned(clue_text(clue), g.clue_width - 1) + mark, fore, back);
        return;
    }
    const auto colours = line_colours(puzzle, r);
    std::vector<std::string> texts;
    int width = -1;
    for (std::size_t i = 0; i < clue.size(); ++i) {
        texts.push_back(block_text(inks, clue, colours, i, colour));
        width += 1 + static_cast<int>(texts.back().size());
    }
    paint.put(std::string(static_cast<std::size_t>(std::max(0, g.clue_width - 1 - width)), ' '), fore, back);
    for (std::size_t i = 0; i < clue.size(); ++i) {
        if (i > 0) paint.put(" ", fore, back);
        paint.put(texts[i], colour ? inks.ink(colours[i]) : -1, colour ? inks.chip(colours[i], back) : -1);
    }
    paint.put(mark, fore, back);
}

std::string cell_text(Cell cell, const TerminalOptions& options, int width) {
    if (!options.unicode) {
        const char c = cell == Cell::Filled ? '#' : cell == Cell::Empty ? '-' : '.';
        return right_aligned(std::string(1, c), width);
    }
    std::string text(static_cast<std::size_t>(width - 2), ' ');
    if (cell == Cell::Filled && options.color) {
        std::string blocks;  // the whole width: runs of filled cells stay solid
        for (int i = 0; i < width; ++i) blocks += "\u2588";
        return blocks;
    }
    if (cell == Cell::Filled) return text + "\u2588\u2588";
    if (cell == Cell::Empty && options.dot_empty) return text + " \u00b7";
    // Without colour there is no checkerboard to show the grid, so unknown cells are shaded.
    if (cell == Cell::Unknown && !options.color) return text + "\u2591\u2591";
    return text + "  ";
}

// A colour puzzle's cell: a foreground colour as blocks in its ink (its character without
// colour), the background as an empty cell, several colours left as an unknown one.
struct CellDrawing {
    std::string text;
    int fore;
};
CellDrawing colour_cell_text(Cell cell, const Inks& inks, const TerminalOptions& options, int width) {
    const int colour = cell_colour(cell);
    if (colour < 0) return {cell_text(Cell::Unknown, options, width), kDotFore};
    if (colour == 0) return {cell_text(Cell::Empty, options, width), kDotFore};
    if (options.unicode && options.color) return {cell_text(Cell::Filled, options, width), inks.ink(colour)};
    const std::string symbol(options.unicode ? 2 : 1, inks.symbol(colour));
    return {right_aligned(symbol, width), -1};
}

}  // namespace

int terminal_view_width(const Puzzle& puzzle, const TerminalOptions& options) {
    const Inks inks{is_colour_puzzle(puzzle) ? puzzle.palette : std::vector<Colour>{}};
    const Geometry g = geometry_of(puzzle, inks, options);
    return g.clue_width + g.cell_width * puzzle.width;
}

std::string terminal_view(const Puzzle& puzzle, const std::optional<Grid>& cells,
                          const TerminalOptions& options) {
    const bool colour = options.unicode && options.color;
    const Inks inks{is_colour_puzzle(puzzle) ? puzzle.palette : std::vector<Colour>{}};
    const Geometry g = geometry_of(puzzle, inks, options);
    Painter paint(colour, options.truecolor);
    const int row_lit = options.highlight >= 0 && options.highlight < puzzle.height ? options.highlight : -1;
    const int column_lit = options.highlight >= puzzle.height ? options.highlight - puzzle.height : -1;
    column_clue_lines(paint, puzzle, inks, g, colour, column_lit);
    for (int r = 0; r < puzzle.height; ++r) {
        if (options.clues) row_clue(paint, puzzle, inks, g, r, colour, r == row_lit);
        for (int c = 0; c < puzzle.width; ++c) {
            const Cell cell = cells ? cells->at(r, c) : Cell::Unknown;
            const bool lit = r == row_lit || c == column_lit;
            const int back = lit ? kHighlightBack : inks.ground[(r / 5 + c / 5) % 2];
            if (inks.coloured()) {
                const CellDrawing drawing = colour_cell_text(cell, inks, options, g.cell_width);
                paint.put(drawing.text, colour ? drawing.fore : -1, colour ? back : -1);
                continue;
            }
            const int fore = cell == Cell::Filled ? kFilledFore : kDotFore;
            paint.put(cell_text(cell, options, g.cell_width), colour ? fore : -1, colour ? back : -1);
        }
        paint.end_line();
    }
    if (column_lit >= 0 && !colour) {  // a mark under the column, for want of colour
        paint.put(std::string(static_cast<std::size_t>(g.clue_width + g.cell_width * (column_lit + 1) - 1), ' ') + "^");
        paint.end_line();
    }
    return paint.take();
}

}  // namespace nono
