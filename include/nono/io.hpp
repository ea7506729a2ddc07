// Reading and writing puzzles and solutions in every format nono knows: Simpson's .non, webpbn
// XML, nono JSON, text pictures, Jakub Wilk's .nin, Olšák's .g and .mk, .cwd, nonogrid's TOML,
// and PBM / PNG pictures; text pictures use the cell alphabet of nono/puzzle.hpp (# filled,
// - empty, ? unknown). The formats are the rows of one table (src/io/format_table.cpp):
// names, extensions, what each can hold, its reader, writer and content sniffer. Parsers only
// parse and validate; they never solve. Every parse error is an InputError naming the
// source, the line and the problem.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono {

// One value per row of the format table, in its order.
enum class Format {
    Non,    // Steve Simpson's .non
    Xml,    // webpbn XML export, colours included
    Json,   // {"rows": [[1,1],[1]], "columns": [...], "title": ..., "solution": [...]}
    Grid,   // a picture as text, one row per line: '#' (or 'X', '1') filled, '-' (or '.', '0') empty; or a character per colour
    Nin,    // Jakub Wilk's .nin: "W H", then the row clues, then the column clues
    Olsak,  // Olšák's .g: free text, a '#d' colour block, ': rows' clue lines, ': columns' clue lines, ': end'
    Mk,     // the .mk variant of Olšák's format: "H W", rows, a '#' line, columns
    Cwd,    // .cwd: H and W on their own lines, rows, a blank line, columns
    Toml,   // nonogrid's TOML: [colors] defs = [...], [clues] rows = "..." columns = "..."
    Pbm,    // a portable bitmap (P1 or P4) of the solution: clues are read off it
    Png,    // a PNG picture of the solution: dark pixels are filled
};

// A row of the format table as users see it.
struct FormatInfo {
    Format format;
    std::string_view name;                     // what --format takes; the JSON name
    std::vector<std::string_view> aliases;     // other names --format takes
    std::vector<std::string_view> extensions;  // without the dot; the first is the usual one
    std::string_view description;              // "Steve Simpson's .non", for help and docs
    bool picture = false;     // a solution picture: the clues are read off it; writing needs a goal
    bool binary = false;      // bytes, not text
    bool holds_goal = false;  // can carry the intended picture beside the clues
    bool holds_title = false;
    bool holds_author = false;
    bool holds_properties = false;  // copyright, catalogue, ... (Puzzle::properties)
    bool holds_colour = false;      // a palette and coloured clues; others refuse colour puzzles
    bool several = false;           // one file can hold several puzzles (webpbn's <puzzleset>)
};

// Every format, in table order.
const std::vector<FormatInfo>& puzzle_formats();
const FormatInfo& format_info(Format format);
// Names and aliases, case-insensitive; nullopt when unknown.
std::optional<Format> format_from_name(std::string_view name);
std::string_view format_name(Format format);
// Every name and alias the table knows (for option checks).
std::vector<std::string> format_names();
// "non, xml, json, ..." (canonical names only), for messages and help texts.
std::string format_list();
// By file extension (case-insensitive); nullopt when unknown.
std::optional<Format> format_from_path(std::string_view path);
// By content, for stdin and unknown extensions: each format's sniffer in table order (magic
// bytes, '<', '{', a [clues] table, keywords, the shape of clue lines, picture rows).
std::optional<Format> sniff_format(std::string_view text);
// sniff_format, or an InputError (line 0) listing the known formats and how to name one.
Format detect_format(std::string_view text, const std::string& source);

// How pictures (PBM, PNG) become puzzles, and which puzzle of a file holding several is read.
struct ReadOptions {
    // A pixel darker than this grey level (1..256, after compositing on white) is filled.
    int threshold = 128;
    // Which puzzle of several (`--puzzle`): the one whose id (webpbn's <id>) is this, else
    // the one at this 1-based position. Empty: the only one (an error when there are several).
    std::string puzzle;
    // The puzzle at this 1-based position, ids not considered (0 = use `puzzle`).
    int position = 0;
    // How the program reading lets its user choose one of several, for the message when a file
    // holds several and none was chosen: "choose one " + this ("with --puzzle N ..." in the
    // CLI, "with puzzle=N ..." in a binding). Empty: "by its position or its <id>".
    std::string how_to_choose;
};

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
                    std::vector<InputWarning>* warnings = nullptr, const ReadOptions& options = {});
// Reads a file ("-" = standard input). The format is `format` if given, else by extension,
// else sniffed. Throws InputError when the file cannot be read or parsed.
Puzzle read_puzzle(const std::string& path, std::optional<Format> format = std::nullopt,
                   std::vector<InputWarning>* warnings = nullptr, const ReadOptions& options = {});
std::string read_text(const std::string& path);  // "-" = stdin; InputError if unreadable
// Every puzzle of the text, in order: each <puzzle> of a webpbn file, the one puzzle of any
// other format. ReadOptions::puzzle / position narrow it to one.
std::vector<Puzzle> parse_puzzles(std::string_view text, Format format, const std::string& source,
                                  std::vector<InputWarning>* warnings = nullptr,
                                  const ReadOptions& options = {});
// read_puzzle for every puzzle of the file (see parse_puzzles).
std::vector<Puzzle> read_puzzles(const std::string& path, std::optional<Format> format = std::nullopt,
                                 std::vector<InputWarning>* warnings = nullptr, const ReadOptions& options = {});
// How many puzzles the text holds without validating them (1 for single-puzzle formats, and
// when the text is too broken to tell: reading it then reports why).
std::size_t count_puzzles(std::string_view text, Format format);

// Writers. Each round-trips through parse_puzzle (keeping what the format can hold). Writing
// a picture format (grid, pbm, png) needs a goal (InputError if the puzzle has none).
std::string write_puzzle(const Puzzle& puzzle, Format format);
// Several puzzles in one file, for a format that holds several (InputError otherwise).
std::string write_puzzles(const std::vector<Puzzle>& puzzles, Format format);
// nono JSON on one line ending in '\n' (JSON Lines, as `nono census --list` prints): the same
// value write_puzzle(puzzle, Format::Json) lays out over several lines.
std::string write_json_line(const Puzzle& puzzle);

// The characters a grid is written with: the cell alphabet (nono/puzzle.hpp) unless a user
// picks others (solve --empty-char, --filled-char, --dots).
struct GridStyle {
    char filled = CellAlphabet::filled;
    char empty = CellAlphabet::empty;
    char unknown = CellAlphabet::unknown;
    // A colour puzzle's palette characters, the background first (palette_chars): a cell of
    // one colour is written with its character. Empty for black and white.
    std::string colours;
};
// The characters of a colour puzzle's palette, background first; empty for black and white.
std::string palette_chars(const Puzzle& puzzle);
// A grid as text, one row per line, each line ending in '\n'.
std::string write_grid(const Grid& grid, const GridStyle& style = {});
// A picture from text (see Format::Grid); all rows must have the same width.
Grid parse_grid(std::string_view text, const std::string& source);
// A partial state: a picture in which '?' marks a cell not decided yet.
Grid parse_state(std::string_view text, const std::string& source);
// A colour puzzle's partial state: each cell one of `colours` (palette_chars: that colour) or
// '?' (every colour still possible). With `colours` empty, the black-and-white state above.
Grid parse_state(std::string_view text, const std::string& source, std::string_view colours);

}  // namespace nono
