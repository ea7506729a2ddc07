// The puzzle as terminal text. In colour every cell is two columns of full blocks on a
// checkerboard of 5 x 5 blocks (the thick lines of a printed grid), with the clue colours
// alternating by column so that neighbouring two-digit numbers stay apart; the palette is
// explicit, so it reads the same on light and dark terminals. Each column is one wider than
// its widest number, so neighbouring numbers ("3" and "12") stay apart without colour too.
#include <algorithm>
#include <string>
#include <vector>

#include "nono/render.hpp"

namespace nono {

namespace {

// xterm 256-colour palette entries.
constexpr int kClueBack = 235;
constexpr int kClueFore[2] = {252, 117};  // alternating by column / by group of five rows
constexpr int kBlockBack[2] = {236, 238};
constexpr int kFilledFore = 231;
constexpr int kDotFore = 245;
constexpr int kHighlightBack = 58;  // the line a step works on (dark yellow)

struct Geometry {
    int cell_width = 2;   // terminal columns per cell
    int clue_width = 0;   // row clue area, including the space before the grid
    int clue_lines = 0;   // lines of column clues
};

Geometry geometry_of(const Puzzle& puzzle, const TerminalOptions& options) {
    Geometry g;
    int digits = 1;
    for (const Clue& clue : puzzle.columns)
        for (int block : clue) digits = std::max(digits, static_cast<int>(std::to_string(block).size()));
    g.cell_width = std::max(2, digits + 1);
    if (!options.clues) return g;
    for (const Clue& clue : puzzle.rows)
        g.clue_width = std::max(g.clue_width, static_cast<int>(clue_text(clue).size()));
    g.clue_width += 1;
    for (const Clue& clue : puzzle.columns)
        g.clue_lines = std::max(g.clue_lines, static_cast<int>(std::max<std::size_t>(clue.size(), 1)));
    return g;
}

// Appends text, switching ANSI colours only when they change (a 1000-cell line would
// otherwise carry a colour sequence per cell).
class Painter {
public:
    explicit Painter(bool colour) : colour_(colour) {}

    void put(const std::string& text, int fore = -1, int back = -1) {
        if (colour_ && (fore != fore_ || back != back_)) {
            out_ += "\x1b[0m";
            if (fore >= 0) out_ += "\x1b[38;5;" + std::to_string(fore) + "m";
            if (back >= 0) out_ += "\x1b[48;5;" + std::to_string(back) + "m";
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
    bool colour_;
    int fore_ = -1, back_ = -1;
    std::string out_;
};

std::string right_aligned(const std::string& text, int width) {
    return std::string(static_cast<std::size_t>(std::max(0, width - static_cast<int>(text.size()))), ' ') + text;
}

void column_clue_lines(Painter& paint, const Puzzle& puzzle, const Geometry& g, bool colour,
                       int highlighted_column) {
    for (int line = 0; line < g.clue_lines; ++line) {
        paint.put(std::string(static_cast<std::size_t>(g.clue_width), ' '));
        for (int c = 0; c < puzzle.width; ++c) {
            const Clue& clue = puzzle.columns[c];
            const int count = clue.empty() ? 1 : static_cast<int>(clue.size());
            const int index = line - (g.clue_lines - count);  // bottom-aligned
            std::string text;
            if (index >= 0) text = clue.empty() ? "0" : std::to_string(clue[index]);
            paint.put(right_aligned(text, g.cell_width), colour ? kClueFore[c % 2] : -1,
                      colour ? (c == highlighted_column ? kHighlightBack : kClueBack) : -1);
        }
        paint.end_line();
    }
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

}  // namespace

int terminal_view_width(const Puzzle& puzzle, const TerminalOptions& options) {
    const Geometry g = geometry_of(puzzle, options);
    return g.clue_width + g.cell_width * puzzle.width;
}

std::string terminal_view(const Puzzle& puzzle, const std::optional<Grid>& cells,
                          const TerminalOptions& options) {
    const bool colour = options.unicode && options.color;
    const Geometry g = geometry_of(puzzle, options);
    Painter paint(colour);
    const int row_lit = options.highlight >= 0 && options.highlight < puzzle.height ? options.highlight : -1;
    const int column_lit = options.highlight >= puzzle.height ? options.highlight - puzzle.height : -1;
    column_clue_lines(paint, puzzle, g, colour, column_lit);
    for (int r = 0; r < puzzle.height; ++r) {
        if (options.clues)
            paint.put(right_aligned(clue_text(puzzle.rows[r]), g.clue_width - 1) +
                          (r == row_lit && !colour ? ">" : " "),
                      colour ? kClueFore[(r / 5) % 2] : -1,
                      colour ? (r == row_lit ? kHighlightBack : kClueBack) : -1);
        for (int c = 0; c < puzzle.width; ++c) {
            const Cell cell = cells ? cells->at(r, c) : Cell::Unknown;
            const bool lit = r == row_lit || c == column_lit;
            const int back = lit ? kHighlightBack : kBlockBack[(r / 5 + c / 5) % 2];
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
