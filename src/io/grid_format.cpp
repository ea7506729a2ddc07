// Pictures as text: one row per line, '#' (also X, x, 1, *) filled and '-' (also ., 0, _)
// empty. Reading one gives a puzzle whose clues are read off the picture, with the picture
// as its goal; Simpson's solver output and `atobm` use the same form. A colour picture has
// one character per colour: declared above the picture by lines "colour C NAME [#rrggbb]"
// (the first the background), or else inferred: the empty characters are the background and
// every other character is a colour of its own (named from a small table, docs/formats.md).
#include <algorithm>
#include <cctype>

#include "formats.hpp"

namespace nono {

namespace io {
namespace {

constexpr std::string_view kBackgroundChars = "-._0";  // CellAlphabet's empty ones

// Inferred colours' names and RGB values; other characters are "colour C". (No 'w' or 'k':
// white is the background, black is '#'.)
struct DefaultColour {
    char symbol;
    const char* name;
    std::uint32_t rgb;
};
constexpr DefaultColour kDefaultColours[] = {
    {'#', "black", 0x000000},  {'r', "red", 0xff0000},    {'g', "green", 0x008000}, {'b', "blue", 0x0000ff},
    {'y', "yellow", 0xffff00}, {'o', "orange", 0xffa500}, {'p', "purple", 0x800080}, {'c', "cyan", 0x00ffff},
    {'m', "magenta", 0xff00ff}, {'n', "brown", 0xa52a2a}, {'e', "grey", 0x808080},
};
// RGB values for the other characters, by palette position, distinct from one another.
constexpr std::uint32_t kOtherRgb[] = {0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd, 0x8c564b, 0xe377c2, 0x17becf};

bool blank(char c) { return c == ' ' || c == '\t'; }

std::string_view trim_right(std::string_view row) {
    while (!row.empty() && blank(row.back())) row.remove_suffix(1);
    return row;
}

// "colour C NAME [#rrggbb]" (or "color"): the keyword a header line starts with, else empty.
bool is_declaration(std::string_view text) {
    for (std::string_view keyword : {"colour", "color"})
        if (text.substr(0, keyword.size()) == keyword && text.size() > keyword.size() && blank(text[keyword.size()]))
            return true;
    return false;
}

Colour read_declaration(std::string_view text, const std::string& source, int line) {
    text.remove_prefix(text.find_first_of(" \t"));
    text = trim(text);
    const auto malformed = [&] {
        return InputError(source, line,
                          "malformed colour declaration (expected 'colour C NAME [#rrggbb]', like 'colour r red #ff0000')");
    };
    if (text.size() < 3 || !blank(text[1])) throw malformed();
    for (char c : text)
        if ((static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7f)
            throw InputError(source, line, "malformed colour declaration: it holds the control character " + describe_char(c));
    Colour colour{"", 0, text[0]};
    std::string_view rest = trim(text.substr(2));
    const std::size_t last_blank = rest.find_last_of(" \t");
    const std::string_view last = last_blank == std::string_view::npos ? rest : rest.substr(last_blank + 1);
    if (!last.empty() && last.front() == '#') {
        const auto rgb = hex_rgb_value(last);
        if (!rgb) throw InputError(source, line, "'" + std::string(last) + "' is not an RGB value (#rrggbb)");
        colour.rgb = *rgb;
        colour.name = std::string(last_blank == std::string_view::npos ? last : trim(rest.substr(0, last_blank)));
    } else {
        colour.name = std::string(rest);
        const auto rgb = named_rgb(colour.name);
        if (!rgb)
            throw InputError(source, line,
                             "colour '" + colour.name + "' is no colour name nono knows; give its RGB value, as in 'colour " +
                                 std::string(1, colour.symbol) + " " + colour.name + " #rrggbb'");
        colour.rgb = *rgb;
    }
    return colour;
}

// The palette inferred from the picture's characters: the background, then the other
// characters in character order.
std::vector<Colour> inferred_palette(const std::vector<std::string_view>& rows, const std::vector<int>& lines,
                                     const std::string& source) {
    char background = 0;
    std::string others;
    DeclaredPalette palette(source);
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (char c : rows[r]) {
            if (kBackgroundChars.find(c) != std::string_view::npos) {
                if (!background) background = c;
                continue;
            }
            if (others.find(c) != std::string::npos) continue;
            others += c;
            if (static_cast<int>(others.size()) >= kMaxColours)
                throw InputError(source, lines[r],
                                 "picture row " + std::to_string(r + 1) + ": " + describe_char(c) + " is a " +
                                     std::to_string(others.size() + 1) + "th colour (background included); nono supports at most " +
                                     std::to_string(kMaxColours));
        }
    std::sort(others.begin(), others.end());
    palette.add({"white", 0xffffff, background ? background : CellAlphabet::empty}, 0);
    for (char c : others) {
        Colour colour{"colour " + std::string(1, c), kOtherRgb[palette.colours.size() % std::size(kOtherRgb)], c};
        if (cell_from_char(c, false) == Cell::Filled) colour.rgb = 0x000000;
        for (const DefaultColour& known : kDefaultColours)
            if (known.symbol == c) colour = {known.name, known.rgb, c};
        palette.add(colour, 0);
    }
    return palette.colours;
}

// Each cell one of `palette`'s characters; with `allow_unknown` (a state), '?' is every colour
// still possible.
Grid colour_picture(const std::vector<std::string_view>& rows, const std::vector<int>& lines,
                    const std::vector<Colour>& palette, bool declared, const std::string& source,
                    bool allow_unknown = false) {
    if (rows.size() > static_cast<std::size_t>(kMaxSide) || rows.front().size() > static_cast<std::size_t>(kMaxSide))
        throw InputError(source, lines.front(), "the picture is larger than " + std::to_string(kMaxSide) + " cells a side");
    Grid grid(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()));
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (rows[r].size() != rows.front().size())
            throw InputError(source, lines[r],
                             "picture row " + std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) +
                                 " cells but row 1 has " + std::to_string(rows.front().size()));
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            const char ch = rows[r][c];
            if (allow_unknown && ch == CellAlphabet::unknown) {
                grid.set(static_cast<int>(r), static_cast<int>(c), any_colour(static_cast<int>(palette.size())));
                continue;
            }
            int colour = -1;
            for (std::size_t k = 0; k < palette.size() && colour < 0; ++k)
                if (palette[k].symbol == ch) colour = static_cast<int>(k);
            if (colour < 0 && !declared && kBackgroundChars.find(ch) != std::string_view::npos) colour = 0;
            if (colour < 0) {
                std::string chars;
                for (const Colour& each : palette) chars += each.symbol;
                throw InputError(source, lines[r],
                                 "picture row " + std::to_string(r + 1) + ": " + describe_char(ch) +
                                     " is no declared colour's character (declared: " + chars + ")");
            }
            grid.set(static_cast<int>(r), static_cast<int>(c), colour_cell(colour));
        }
    }
    return grid;
}

// Rows to read in black and white: only its characters, or a character no colour can have
// (a blank, '?', a control or non-ASCII byte), which its reader then reports as unexpected.
bool black_and_white_rows(const std::vector<std::string_view>& rows) {
    bool colour = false;
    for (std::string_view row : rows)
        for (char c : row) {
            if (c < '!' || c > '~' || c == CellAlphabet::unknown) return true;
            colour = colour || !picture_cell(c);
        }
    return !colour;
}

}  // namespace

Puzzle parse_grid_puzzle(std::string_view text, const std::string& source, std::vector<InputWarning>* warnings) {
    DeclaredPalette declared(source);
    std::vector<std::string_view> rows;
    std::vector<int> lines;
    int blank_after = 0;
    for (const NumberedLine& line : split_lines(text)) {
        const std::string_view row = trim_right(line.text);
        if (row.empty()) {
            if (!rows.empty() && blank_after == 0) blank_after = line.number;
            continue;
        }
        if (rows.empty() && is_declaration(row)) {
            declared.add(read_declaration(row, source, line.number), line.number);
            continue;
        }
        if (blank_after != 0)
            throw InputError(source, line.number,
                             "the picture continues after the blank line " + std::to_string(blank_after) +
                                 " (one picture per file)");
        rows.push_back(row);
        lines.push_back(line.number);
    }
    if (rows.empty()) throw InputError(source, 0, "no picture rows (expected lines like #--#)");
    if (declared.colours.size() == 1)
        throw InputError(source, declared.line_of(0), "a palette needs the background and at least one colour");
    if (declared.colours.empty() && black_and_white_rows(rows))
        return puzzle_from_grid(picture_from_rows(rows, lines, source));
    const bool is_declared = !declared.colours.empty();
    const std::vector<Colour> palette = is_declared ? declared.colours : inferred_palette(rows, lines, source);
    const Grid picture = colour_picture(rows, lines, palette, is_declared, source);
    // One colour besides the background: a black-and-white puzzle.
    warn_if_colour_dropped(palette, source, is_declared ? declared.line_of(0) : lines.empty() ? 0 : lines.front(), warnings);
    if (palette.size() <= 2) {
        Grid plain = picture;
        for (Cell& cell : plain.cells()) cell = cell == Cell::Empty ? Cell::Empty : Cell::Filled;
        return puzzle_from_grid(plain);
    }
    return puzzle_from_grid(picture, palette);
}

std::string write_grid_puzzle(const Puzzle& puzzle) {
    if (!is_colour_puzzle(puzzle)) return write_grid(*puzzle.goal);
    std::string out;
    for (const Colour& colour : puzzle.palette) {
        std::string name;
        for (char c : colour.name) name += static_cast<unsigned char>(c) < 0x20 && c != '\t' ? ' ' : c;  // one line; tabs read back
        out += "colour ";
        out += colour.symbol;
        out.append(" ").append(trim(name)).append(" ").append(rgb_hex(colour.rgb)).append("\n");
    }
    GridStyle style;
    style.colours = palette_chars(puzzle);
    return out + write_grid(*puzzle.goal, style);
}

// Colour declarations, then every non-blank line made of picture characters, with no blank
// line inside the picture; a picture with other characters (colours) has rows of one width,
// none starting with ':' (Olšák's section lines), and declared colours or a background cell.
bool looks_like_grid(std::string_view text) {
    bool started = false, blank_after = false, colour = false;
    std::size_t width = 0;
    for (const NumberedLine& line : split_lines(text)) {
        const std::string_view row = trim_right(line.text);
        if (row.empty()) {
            blank_after = started;
            continue;
        }
        if (!started && is_declaration(row)) {
            colour = true;
            continue;
        }
        if (blank_after || row.front() == ':' || (started && row.size() != width)) {
            if (blank_after || row.front() == ':') return false;
            colour = true;  // ragged rows: only a black-and-white picture may be (its error says why)
        }
        for (char c : row) {
            if (c < '!' || c > '~') return false;
            colour = colour || !picture_cell(c);
        }
        if (!started) width = row.size();
        started = true;
    }
    if (!started) return false;
    if (!colour) return true;
    // A colour picture: rows of one width, and unless its colours are declared, some
    // background (so that two words of five letters are not a picture).
    bool declared = false, background = false;
    for (const NumberedLine& line : split_lines(text)) {
        const std::string_view row = trim_right(line.text);
        if (row.empty()) continue;
        if (is_declaration(row)) {
            declared = true;
            continue;
        }
        if (row.size() != width) return false;
        background = background || row.find_first_of(kBackgroundChars) != std::string_view::npos;
    }
    return declared || background;
}

}  // namespace io

namespace {

struct PictureRows {
    std::vector<std::string_view> rows;
    std::vector<int> lines;
};

PictureRows picture_rows(std::string_view text, const std::string& source) {
    PictureRows picture;
    int blank_after = 0;  // a blank line seen after the picture started
    for (const io::NumberedLine& line : io::split_lines(text)) {
        // Trailing blanks are invisible in most editors, so they are not part of the picture.
        std::string_view row = line.text;
        while (!row.empty() && (row.back() == ' ' || row.back() == '\t')) row.remove_suffix(1);
        if (row.empty()) {
            if (!picture.rows.empty() && blank_after == 0) blank_after = line.number;
            continue;
        }
        if (blank_after != 0)
            throw InputError(source, line.number,
                             "the picture continues after the blank line " +
                                 std::to_string(blank_after) + " (one picture per file)");
        picture.rows.push_back(row);
        picture.lines.push_back(line.number);
    }
    if (picture.rows.empty()) throw InputError(source, 0, "no picture rows (expected lines like #--#)");
    return picture;
}

Grid parse_picture(std::string_view text, const std::string& source, bool allow_unknown) {
    const PictureRows picture = picture_rows(text, source);
    return io::picture_from_rows(picture.rows, picture.lines, source, allow_unknown);
}

}  // namespace

Grid parse_grid(std::string_view text, const std::string& source) {
    return parse_picture(text, source, false);
}

Grid parse_state(std::string_view text, const std::string& source) {
    return parse_picture(text, source, true);
}

Grid parse_state(std::string_view text, const std::string& source, std::string_view colours) {
    if (colours.empty()) return parse_state(text, source);
    const PictureRows picture = picture_rows(text, source);
    std::vector<Colour> palette;
    for (const char symbol : colours) palette.push_back({"", 0, symbol});
    return io::colour_picture(picture.rows, picture.lines, palette, true, source, true);
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
