// Pictures as text: one row per line, '#' (also X, x, 1, *) filled and '-' (also ., 0, _)
// empty. Reading one gives a puzzle whose clues are read off the picture, with the picture
// as its goal; Simpson's solver output and `atobm` use the same form.
#include "formats.hpp"

namespace nono {

namespace io {

Puzzle parse_grid_puzzle(std::string_view text, const std::string& source) {
    const Grid picture = parse_grid(text, source);
    return puzzle_from_grid(picture);
}

// Every non-blank line made of picture characters, with no blank line inside the picture.
bool looks_like_grid(std::string_view text) {
    bool started = false, blank_after = false;
    for (const NumberedLine& line : split_lines(text)) {
        std::string_view row = line.text;
        while (!row.empty() && (row.back() == ' ' || row.back() == '\t')) row.remove_suffix(1);
        if (row.empty()) {
            blank_after = started;
            continue;
        }
        if (blank_after) return false;
        for (char c : row)
            if (!picture_cell(c)) return false;
        started = true;
    }
    return started;
}

}  // namespace io

namespace {

Grid parse_picture(std::string_view text, const std::string& source, bool allow_unknown) {
    std::vector<std::string_view> rows;
    std::vector<int> lines;
    int blank_after = 0;  // a blank line seen after the picture started
    for (const io::NumberedLine& line : io::split_lines(text)) {
        // Trailing blanks are invisible in most editors, so they are not part of the picture.
        std::string_view row = line.text;
        while (!row.empty() && (row.back() == ' ' || row.back() == '\t')) row.remove_suffix(1);
        if (row.empty()) {
            if (!rows.empty() && blank_after == 0) blank_after = line.number;
            continue;
        }
        if (blank_after != 0)
            throw InputError(source, line.number,
                             "the picture continues after the blank line " +
                                 std::to_string(blank_after) + " (one picture per file)");
        rows.push_back(row);
        lines.push_back(line.number);
    }
    if (rows.empty()) throw InputError(source, 0, "no picture rows (expected lines like #--#)");
    return io::picture_from_rows(rows, lines, source, allow_unknown);
}

}  // namespace

Grid parse_grid(std::string_view text, const std::string& source) {
    return parse_picture(text, source, false);
}

Grid parse_state(std::string_view text, const std::string& source) {
    return parse_picture(text, source, true);
}

std::string palette_chars(const Puzzle& puzzle) {
    std::string chars;
    if (is_colour_puzzle(puzzle))
        for (const Colour& colour : puzzle.palette) chars += colour.symbol;
    return chars;
}

std::string write_grid(const Grid& grid, const GridStyle& style) {
    std::string out;
    out.reserve(static_cast<std::size_t>(grid.width() + 1) * grid.height());
    if (!style.colours.empty()) {
        for (int r = 0; r < grid.height(); ++r) {
            for (int c = 0; c < grid.width(); ++c) {
                const int colour = cell_colour(grid.at(r, c));
                out += colour >= 0 && colour < static_cast<int>(style.colours.size()) ? style.colours[colour]
                                                                                      : style.unknown;
            }
            out += '\n';
        }
        return out;
    }
    for (int r = 0; r < grid.height(); ++r) {
        for (int c = 0; c < grid.width(); ++c) {
            const Cell cell = grid.at(r, c);
            out += cell == Cell::Filled ? style.filled : cell == Cell::Empty ? style.empty : style.unknown;
        }
        out += '\n';
    }
    return out;
}

}  // namespace nono
