// Reading and writing puzzles and solutions: Simpson's .non, webpbn XML, nono JSON, and
// text pictures (the cell alphabet of nono/puzzle.hpp: # filled, - empty, ? unknown). Parsers only parse and validate; they never solve.
// Every parse error is an InputError naming the source, the line and the problem.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono {

enum class Format {
    Non,   // Steve Simpson's .non
    Xml,   // webpbn XML export (black and white only)
    Json,  // {"rows": [[1,1],[1]], "columns": [...], "title": ..., "solution": [...]}
    Grid,  // a picture as text, one row per line: '#' (or 'X', '1') filled, '-' (or '.', '0') empty
};

// "non", "xml", "json", "grid" (aliases: "pbn" -> Xml, "txt"/"text" -> Grid).
std::optional<Format> format_from_name(std::string_view name);
std::string_view format_name(Format format);
// By file extension: .non, .xml/.pbn, .json, .txt/.grid; nullopt when unknown.
std::optional<Format> format_from_path(std::string_view path);
// By content, for stdin and unknown extensions: '<' -> Xml, '{' -> Json, a line made only of
// picture characters -> Grid, else Non.
Format sniff_format(std::string_view text);

// Something in the input that does not stop it being read (e.g. a JSON key given twice),
// named like an InputError: source, 1-based line (0 if unknown), problem.
struct InputWarning {
    std::string source;
    int line = 0;
    std::string problem;
    std::string text() const;  // "file.json:3: warning: ..."
};

// Parse and validate. `source` names the input in error messages (a path or "<stdin>").
// Warnings are appended to `warnings` when it is given, and dropped otherwise.
Puzzle parse_puzzle(std::string_view text, Format format, const std::string& source,
                    std::vector<InputWarning>* warnings = nullptr);
// Reads a file ("-" = standard input). The format is `format` if given, else by extension,
// else sniffed. Throws InputError when the file cannot be read or parsed.
Puzzle read_puzzle(const std::string& path, std::optional<Format> format = std::nullopt,
                   std::vector<InputWarning>* warnings = nullptr);
std::string read_text(const std::string& path);  // "-" = stdin; InputError if unreadable

// Writers. Each round-trips through parse_puzzle. Writing Grid needs a goal (InputError if
// the puzzle has none).
std::string write_puzzle(const Puzzle& puzzle, Format format);

// The characters a grid is written with: the cell alphabet (nono/puzzle.hpp) unless a user
// picks others (solve --empty-char, --filled-char, --dots).
struct GridStyle {
    char filled = CellAlphabet::filled;
    char empty = CellAlphabet::empty;
    char unknown = CellAlphabet::unknown;
};
// A grid as text, one row per line, each line ending in '\n'.
std::string write_grid(const Grid& grid, const GridStyle& style = {});
// A picture from text (see Format::Grid); all rows must have the same width.
Grid parse_grid(std::string_view text, const std::string& source);
// A partial state: a picture in which '?' marks a cell not decided yet.
Grid parse_state(std::string_view text, const std::string& source);

}  // namespace nono
