// Olšák's .g format (the input of Mirek and Petr Olšák's `grid` solver, read by pbnsolve and
// nonogrid): any free text, optionally a "#d" block declaring colours, then a line starting
// with ':' (": rows"), one row clue per line, a line starting with ':' (": columns"), one
// column clue per line, and a closing ':' line (": end") after which free text may follow.
// Inside the two sections a blank line, or "0", is an empty clue; lines starting with '#'
// are comments. A colour is declared "m:%  blue  comment" (the character after the block
// lengths, the character that draws it, an X11 name or #rrggbb); "0:" is the background and
// "1:" the colour of blocks written without one. Triangle colours ("black/orange") are refused.
#include <algorithm>
#include <cctype>
#include <optional>

#include "formats.hpp"

namespace nono::io {
namespace {

bool is_colon_line(std::string_view text) { return !text.empty() && text.front() == ':'; }

// A character that can follow a block's length: not a digit, blank, ',' or ':' (pbnsolve and
// grid read the length up to it); '#' is avoided when writing.
bool usable_block_char(char c) {
    return c > ' ' && c <= '~' && !std::isdigit(static_cast<unsigned char>(c)) && c != ',' && c != ':';
}

// The colours of a "#d" block (lines from+1 .. to-1), the background first, and the character
// each is written with after a block's length ('\0' for the background).
struct OlsakPalette {
    std::vector<Colour> colours;
    std::string block_chars;
    int default_colour = -1;  // "1:", for blocks written without a character
};

// One "<char>:<drawn char><blanks><XPM word><blanks><comment>" line of a "#d" block.
struct Declaration {
    char block_char;
    Colour colour;
    int line;
};

Declaration read_declaration(std::string_view text, int number, const std::string& source,
                             std::vector<InputWarning>* warnings) {
    if (text.size() < 3 || text[1] != ':')
        throw InputError(source, number,
                         "malformed colour declaration '" + std::string(text) +
                             "' (expected '<char>:<char> <colour>', like 'm:%  blue')");
    for (char c : text)
        if ((static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7f)
            throw InputError(source, number, "malformed colour declaration: it holds the control character " + describe_char(c));
    const char block_char = text[0];
    if (block_char != '0' && block_char != '1' && !usable_block_char(block_char))
        throw InputError(source, number,
                         "the colour character " + describe_char(block_char) +
                             " cannot follow a block's length (not a digit other than 0 and 1, ',' or ':')");
    const std::string_view rest = trim(text.substr(3));
    const std::string_view word = rest.substr(0, rest.find_first_of(" \t"));
    const std::string_view comment = trim(rest.substr(word.size()));
    if (word.empty())
        throw InputError(source, number, "the colour '" + std::string(1, block_char) + "' names no colour (an X11 name or #rrggbb)");
    if (word.find_first_of("/\\") != std::string_view::npos)
        throw InputError(source, number, "triangle colours ('" + std::string(word) + "') are not supported");
    Colour colour{std::string(word), 0, text[2] == ' ' || text[2] == '\t' ? '\0' : text[2]};
    if (word.front() == '#') {
        const auto rgb = hex_rgb_value(word);
        if (!rgb) throw InputError(source, number, "'" + std::string(word) + "' is not a colour (#rrggbb)");
        colour.rgb = *rgb;
        if (!comment.empty()) colour.name = std::string(comment);  // nono writes the name there
    } else if (const auto rgb = named_rgb(word)) {
        colour.rgb = *rgb;
    } else if (warnings) {
        warnings->push_back({source, number, std::string("'").append(word).append("' is no colour name nono knows (CSS names, or #rrggbb); drawn black")});
    }
    return {block_char, colour, number};
}

OlsakPalette read_declarations(const std::vector<NumberedLine>& lines, std::size_t from, std::size_t to,
                               const std::string& source, std::vector<InputWarning>* warnings) {
    std::vector<Declaration> declared;
    Declaration background{'0', {"white", 0xffffff, 0}, 0};
    bool background_declared = false;
    for (std::size_t i = from + 1; i < to; ++i) {
        const int number = lines[i].number;
        const std::string_view text = trim(lines[i].text);
        if (text.empty()) continue;
        const Declaration read = read_declaration(text, number, source, warnings);
        const char block_char = read.block_char;
        const Colour& colour = read.colour;
        for (const Declaration& other : declared)
            if (other.block_char == block_char)
                throw InputError(source, number,
                                 "the colour character '" + std::string(1, block_char) + "' is declared twice (first on line " +
                                     std::to_string(other.line) + ")");
        if (block_char == '0') {
            if (background_declared)
                throw InputError(source, number, "the background (0:) is declared twice (first on line " +
                                                     std::to_string(background.line) + ")");
            background = {block_char, colour, number};
            background_declared = true;
        } else {
            declared.push_back({block_char, colour, number});
        }
    }
    // Characters to draw with: as declared; a blank one gets a free character once every
    // declared one is known ('.' for the background).
    DeclaredPalette palette(source);
    OlsakPalette result;
    std::vector<Declaration> all{background};
    all.insert(all.end(), declared.begin(), declared.end());
    std::string given;
    for (const Declaration& each : all)
        if (each.colour.symbol) given += each.colour.symbol;
    for (Declaration& each : all) {
        if (!each.colour.symbol) {
            DeclaredPalette taken(source);
            for (char c : given) taken.colours.push_back({"", 0, c});
            each.colour.symbol = taken.free_symbol(&each == &all.front() ? "." : std::string(1, each.block_char));
            given += each.colour.symbol;
        }
        if (&each != &all.front() && each.block_char == '1') result.default_colour = static_cast<int>(palette.colours.size());
        palette.add(each.colour, each.line);
        result.block_chars += &each == &all.front() ? '\0' : each.block_char;
    }
    result.colours = palette.colours;
    return result;
}

// The clue of one line: each block's length and colour (an index of `palette`, or none when
// `palette` is empty, black and white).
Clue read_clue(std::string_view text, const std::string& what, const std::string& source, int line,
               const OlsakPalette* palette, std::vector<int>& colours) {
    Clue clue;
    for (const ClueToken& token : parse_clue_tokens(text, what, source, line)) {
        const std::string block = std::to_string(token.length) + std::string(token.colour);
        if (!palette) {
            if (!token.colour.empty())
                throw InputError(source, line,
                                 what + ": the block '" + block +
                                     "' has a colour, but no colours are declared (a '#d' block before the clues declares them)");
        } else if (token.colour.empty()) {
            if (palette->default_colour < 0)
                throw InputError(source, line,
                                 what + ": the block '" + block + "' has no colour, and no default colour (1:) is declared");
            colours.push_back(palette->default_colour);
        } else {
            const std::size_t at = token.colour.size() == 1 && token.colour[0] != '\0'
                                       ? palette->block_chars.find(token.colour[0], 1)
                                       : std::string::npos;
            if (at == std::string::npos)
                throw InputError(source, line,
                                 what + ": the colour '" + std::string(token.colour) + "' of the block '" + block +
                                     "' is not declared in the '#d' block");
            colours.push_back(static_cast<int>(at));
        }
        clue.push_back(token.length);
    }
    return clue;
}

}  // namespace

Puzzle parse_olsak(std::string_view text, const std::string& source, std::vector<InputWarning>* warnings) {
    const std::vector<NumberedLine> lines = split_lines(text);
    // The free text before the clues; "#d" opens colour declarations, "#t" a triddler.
    std::size_t at = 0;
    std::size_t declarations = lines.size();
    while (at < lines.size() && !is_colon_line(lines[at].text)) {
        const std::string_view line = lines[at].text;
        if (line.size() >= 2 && line[0] == '#' && (line[1] == 'd' || line[1] == 'D')) declarations = at;
        if (line.size() >= 2 && line[0] == '#' && (line[1] == 't' || line[1] == 'T'))
            throw InputError(source, lines[at].number, "triddlers (#t) are not supported");
        ++at;
    }
    if (at == lines.size())
        throw InputError(source, 0, "no line starting with ':' (Olšák's format opens the row clues with ': rows')");
    std::optional<OlsakPalette> palette;
    if (declarations < at) palette = read_declarations(lines, declarations, at, source, warnings);
    Puzzle puzzle;
    SourceLines where;
    int section_line = lines[at].number;
    ++at;
    for (bool rows : {true, false}) {
        auto& clues = rows ? puzzle.rows : puzzle.columns;
        auto& lines_of = rows ? where.rows : where.columns;
        std::vector<int> blank_lines;  // blank lines are clues, but not trailing ones at the end of the file
        while (at < lines.size() && !is_colon_line(lines[at].text)) {
            const NumberedLine& line = lines[at++];
            const std::string_view text = trim(line.text);
            if (!text.empty() && text.front() == '#') continue;
            const std::string what = std::string(rows ? "row " : "column ") + std::to_string(clues.size() + 1);
            std::vector<int> colours;
            clues.push_back(read_clue(text, what, source, line.number, palette ? &*palette : nullptr, colours));
            if (palette) (rows ? puzzle.row_colours : puzzle.column_colours).push_back(std::move(colours));
            lines_of.push_back(line.number);
            if (text.empty()) blank_lines.push_back(line.number);
            else blank_lines.clear();
        }
        if (at == lines.size()) {
            if (rows)
                throw InputError(source, section_line,
                                 "the row clues are not followed by a line starting with ':' (': columns')");
            // No closing ": end": blank lines at the end of the file are not clues.
            clues.resize(clues.size() - blank_lines.size());
            lines_of.resize(clues.size());
            if (palette) puzzle.column_colours.resize(clues.size());
        } else {
            section_line = lines[at].number;
            ++at;
        }
        if (clues.empty())
            throw InputError(source, section_line, std::string("no ") + (rows ? "row" : "column") + " clues");
    }
    puzzle.height = static_cast<int>(puzzle.rows.size());
    puzzle.width = static_cast<int>(puzzle.columns.size());
    if (puzzle.height > kMaxSide || puzzle.width > kMaxSide)
        throw InputError(source, 0, "more than " + std::to_string(kMaxSide) + " rows or columns");
    // Two colours (the background and one more) make a black-and-white puzzle.
    if (palette && palette->colours.size() > 2) {
        puzzle.palette = palette->colours;
    } else {
        if (palette) warn_if_colour_dropped(palette->colours, source, lines[declarations].number, warnings);
        puzzle.row_colours.clear();
        puzzle.column_colours.clear();
    }
    validate_at_lines(puzzle, source, where);
    return puzzle;
}

namespace {

// The character after each colour's block lengths: its own character when it can be one,
// else a free letter; '\0' for the background, declared "0:".
std::string block_chars(const std::vector<Colour>& palette) {
    std::string chars(1, '\0');
    for (std::size_t i = 1; i < palette.size(); ++i) {
        char c = palette[i].symbol;
        if (!usable_block_char(c) || c == '#' || chars.find(c) != std::string::npos)
            for (char free : std::string_view("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"))
                if (chars.find(free) == std::string::npos && std::none_of(palette.begin(), palette.end(), [&](const Colour& colour) { return colour.symbol == free; })) {
                    c = free;
                    break;
                }
        chars += c;
    }
    return chars;
}

// "0:. #ffffff white": the character, the character that draws it, the RGB value and the name
// (Olšák's comment field, which nono reads back as the name).
std::string declaration(char block_char, const Colour& colour) {
    std::string name;
    for (char c : colour.name) name += static_cast<unsigned char>(c) < 0x20 && c != '\t' ? ' ' : c;  // one line; tabs read back
    std::string line = "   ";
    line += block_char;
    line += ':';
    line += colour.symbol;
    return line.append("  ").append(rgb_hex(colour.rgb)).append("  ").append(trim(name)).append("\n");
}

std::string clue_lines(const std::vector<Clue>& clues, const std::vector<std::vector<int>>& colours,
                       const std::string& chars) {
    // pbnsolve refuses a "0" block in this format, so an empty line is a blank line.
    std::string out;
    for (std::size_t i = 0; i < clues.size(); ++i) {
        if (colours.empty()) {
            out += clue_line(clues[i], ' ', false) + "\n";
            continue;
        }
        for (std::size_t b = 0; b < clues[i].size(); ++b) {
            if (b) out += ' ';
            out += std::to_string(clues[i][b]);
            out += chars[static_cast<std::size_t>(colours[i][b])];
        }
        out += "\n";
    }
    return out;
}

}  // namespace

std::string write_olsak(const Puzzle& puzzle) {
    const bool colour = is_colour_puzzle(puzzle);
    const std::string chars = colour ? block_chars(puzzle.palette) : "";
    std::string out;
    if (colour) {
        out += "#d colours: <character>:<drawn as> <rgb> <name>\n";
        for (std::size_t i = 0; i < puzzle.palette.size(); ++i)
            out += declaration(i == 0 ? '0' : chars[i], puzzle.palette[i]);
    }
    const std::vector<std::vector<int>> none;
    out += ": rows\n" + clue_lines(puzzle.rows, colour ? puzzle.row_colours : none, chars);
    out += ": columns\n" + clue_lines(puzzle.columns, colour ? puzzle.column_colours : none, chars);
    return out + ": end\n";
}

// Two lines starting with ':' (the section openers), as nonogrid and pbnsolve look for.
bool looks_like_olsak(std::string_view text) {
    int colon_lines = 0;
    for (const NumberedLine& line : split_lines(text))
        if (is_colon_line(line.text) && ++colon_lines == 2) return true;
    return false;
}

}  // namespace nono::io
