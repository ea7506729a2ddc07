// Olšák's .g format (the input of Mirek and Petr Olšák's `grid` solver, read by pbnsolve and
// nonogrid): any free text, optionally a "#d" block declaring colours, then a line starting
// with ':' (": rows"), one row clue per line, a line starting with ':' (": columns"), one
// column clue per line, and a closing ':' line (": end") after which free text may follow.
// Inside the two sections a blank line, or "0", is an empty clue; lines starting with '#'
// are comments. Black and white only: a colour declaration other than 0 (background) and
// 1 (black) is refused until the colour model lands.
#include <cctype>

#include "formats.hpp"

namespace nono::io {
namespace {

bool is_colon_line(std::string_view text) { return !text.empty() && text.front() == ':'; }

void check_colour_declarations(const std::vector<NumberedLine>& lines, std::size_t from, std::size_t to,
                               const std::string& source) {
    for (std::size_t i = from + 1; i < to; ++i) {
        const std::string_view text = trim(lines[i].text);
        if (text.empty()) continue;
        // "<inchar>:<outchar> <colour>": 0 is the background and 1 black; others are colours.
        if (text.size() >= 2 && text[1] == ':' && text[0] != '0' && text[0] != '1')
            throw InputError(source, lines[i].number,
                             std::string("colour puzzles are not supported yet (the colour '") + text[0] +
                                 "' is declared)");
    }
}

}  // namespace

Puzzle parse_olsak(std::string_view text, const std::string& source) {
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
    if (declarations < at) check_colour_declarations(lines, declarations, at, source);
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
            clues.push_back(parse_clue_line(text, what, source, line.number));
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
    validate_at_lines(puzzle, source, where);
    return puzzle;
}

std::string write_olsak(const Puzzle& puzzle) {
    // pbnsolve refuses a "0" block in this format, so an empty line is a blank line.
    std::string out = ": rows\n";
    for (const Clue& clue : puzzle.rows) out += clue_line(clue, ' ', false) + "\n";
    out += ": columns\n";
    for (const Clue& clue : puzzle.columns) out += clue_line(clue, ' ', false) + "\n";
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
