// The per-format readers and writers behind io.hpp, the format table's full rows (with the
// reader, writer and sniffer of each), and the helpers the readers share: splitting text into
// numbered lines, reading numbers strictly, and validating a puzzle so that each problem is
// reported at the line of the clue or picture that causes it.
#pragma once

#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nono/io.hpp"
#include "nono/puzzle.hpp"

namespace nono::io {

// What a reader is given besides the text.
struct ReadContext {
    const ReadOptions& options;
    std::vector<InputWarning>* warnings = nullptr;
};
using Reader = Puzzle (*)(std::string_view text, const std::string& source, const ReadContext& context);
using Writer = std::string (*)(const Puzzle& puzzle);
// True when the text is very likely in the format; tried in table order, so a sniffer only
// has to rule out the formats after it.
using Sniffer = bool (*)(std::string_view text);

// For formats holding several puzzles (nullptr otherwise): every puzzle (narrowed by the
// options' selection), how many there are, and writing several.
using ReaderAll = std::vector<Puzzle> (*)(std::string_view text, const std::string& source, const ReadContext& context);
using Counter = std::size_t (*)(std::string_view text);
using WriterAll = std::string (*)(const std::vector<Puzzle>& puzzles);

struct FormatEntry {
    FormatInfo info;
    Reader read;
    Writer write;
    Sniffer sniff;
    ReaderAll read_all = nullptr;
    Counter count = nullptr;
    WriterAll write_all = nullptr;
};
// The one table (format_table.cpp): a row per Format, in enum order.
const std::vector<FormatEntry>& format_table();

Puzzle parse_non(std::string_view text, const std::string& source);
Puzzle parse_xml(std::string_view text, const std::string& source, const ReadOptions& options = {},
                 std::vector<InputWarning>* warnings = nullptr);
std::vector<Puzzle> parse_xml_all(std::string_view text, const std::string& source, const ReadOptions& options,
                                  std::vector<InputWarning>* warnings = nullptr);
std::size_t count_xml_puzzles(std::string_view text);
std::string write_xml_all(const std::vector<Puzzle>& puzzles);
Puzzle parse_json(std::string_view text, const std::string& source,
                  std::vector<InputWarning>* warnings = nullptr);
Puzzle parse_grid_puzzle(std::string_view text, const std::string& source,
                         std::vector<InputWarning>* warnings = nullptr);
// The goal as a picture; a colour puzzle's with its palette declared above it.
std::string write_grid_puzzle(const Puzzle& puzzle);

std::string write_non(const Puzzle& puzzle);
std::string write_xml(const Puzzle& puzzle);
std::string write_json(const Puzzle& puzzle);
std::string write_json_line(const Puzzle& puzzle);

// Clue-list formats (clue_list_formats.cpp): .nin, .mk, .cwd.
Puzzle parse_nin(std::string_view text, const std::string& source, std::vector<InputWarning>* warnings);
Puzzle parse_mk(std::string_view text, const std::string& source, std::vector<InputWarning>* warnings);
Puzzle parse_cwd(std::string_view text, const std::string& source, std::vector<InputWarning>* warnings);
std::string write_nin(const Puzzle& puzzle);
std::string write_mk(const Puzzle& puzzle);
std::string write_cwd(const Puzzle& puzzle);
bool looks_like_nin(std::string_view text);
bool looks_like_mk(std::string_view text);
bool looks_like_cwd(std::string_view text);

Puzzle parse_olsak(std::string_view text, const std::string& source, std::vector<InputWarning>* warnings = nullptr);
std::string write_olsak(const Puzzle& puzzle);
bool looks_like_olsak(std::string_view text);

Puzzle parse_toml(std::string_view text, const std::string& source, std::vector<InputWarning>* warnings = nullptr);
std::string write_toml(const Puzzle& puzzle);
bool looks_like_toml(std::string_view text);

Puzzle parse_pbm(std::string_view text, const std::string& source, const ReadOptions& options);
std::string write_pbm(const Puzzle& puzzle);
bool looks_like_pbm(std::string_view text);

// A picture over kPngWarnSide pixels a side or with more than kPngWarnGreys grey levels
// is read all the same (one pixel a cell), with a warning that it looks like a drawing.
inline constexpr int kPngWarnSide = 200;
inline constexpr int kPngWarnGreys = 16;
Puzzle parse_png(std::string_view text, const std::string& source, const ReadOptions& options,
                 std::vector<InputWarning>* warnings = nullptr);
std::string write_png(const Puzzle& puzzle);
// Pixels (rows back to back) as a PNG file; `format` a libpng simplified-API format
// (PNG_FORMAT_GRAY, PNG_FORMAT_BGR, ...); `what` names the picture in the error.
std::string encode_png(int width, int height, unsigned format, const void* pixels, const std::string& what);
bool looks_like_png(std::string_view text);

bool looks_like_non(std::string_view text);
bool looks_like_grid(std::string_view text);

// A puzzle from a solution picture, refusing one larger than kMaxSide a side with a message
// naming the limit (PBM, PNG).
Puzzle puzzle_from_picture(const Grid& picture);
void check_picture_size(long long width, long long height, const std::string& source, int line);

// One line of a clue list: numbers separated by spaces, tabs or commas; "0" alone (or
// nothing) is an empty line. A number with a colour after it ("2r") is refused: the formats
// that read this way (.nin, .mk, .cwd) have no colours.
Clue parse_clue_line(std::string_view text, const std::string& what, const std::string& source,
                     int line);

// Colour in text formats (colour_text.cpp), shared by nonogrid's TOML, Olšák's .g and the
// grid picture. One block of a clue line: its length and the colour written after it ("2r":
// "r"; empty when none). The tokens of a line as parse_clue_line reads them.
struct ClueToken {
    int length = 0;
    std::string_view colour;
};
std::vector<ClueToken> parse_clue_tokens(std::string_view text, const std::string& what,
                                         const std::string& source, int line);
// The RGB value of a CSS / SVG colour name ("red", "LightBlue"; case and spaces ignored).
std::optional<std::uint32_t> named_rgb(std::string_view name);
// "#rrggbb", "rrggbb", "#rgb" or "rgb" as 0xRRGGBB; nullopt for anything else.
std::optional<std::uint32_t> hex_rgb_value(std::string_view text);
std::string rgb_hex(std::uint32_t rgb);  // "#rrggbb"
// A palette declared in a file colour by colour: each colour is checked as it is added, with
// the same messages in every format (a name or character used twice, a character that is not
// printable ASCII, more than kMaxColours colours: each an InputError at the declaring line).
// A palette of the background and one colour is read as a black-and-white puzzle: warns when
// that drops a colour (anything but black on white), which it did silently (issue 45).
void warn_if_colour_dropped(const std::vector<Colour>& palette, const std::string& source, int line,
                            std::vector<InputWarning>* warnings);

class DeclaredPalette {
public:
    explicit DeclaredPalette(const std::string& source) : source_(source) {}
    int add(const Colour& colour, int line);  // its index
    int find(std::string_view name) const;    // -1 when not declared
    int find(char symbol) const;
    int line_of(int colour) const { return lines_[static_cast<std::size_t>(colour)]; }
    // The first character of `preferred`, then of a fixed list, that no colour uses yet.
    char free_symbol(std::string_view preferred = "") const;
    std::vector<Colour> colours;

private:
    const std::string& source_;
    std::vector<int> lines_;
};
// The formats that hold colour, as "xml, json, ..." for messages (from the format table).
std::string colour_format_list();
// "2 1" / "0": the clue as a clue-list line.
std::string clue_line(const Clue& clue, char separator = ' ', bool zero_for_empty = true);

// One line of input with its 1-based number, without the line terminator ("\n" or "\r\n").
struct NumberedLine {
    int number = 0;
    std::string_view text;
};
std::vector<NumberedLine> split_lines(std::string_view text);
std::string_view trim(std::string_view text);

// 1-based line of a byte offset (counts from the start: for one message, not many).
int line_of_offset(std::string_view text, std::size_t offset);

// 1-based lines of many byte offsets in one text: the line starts are found once, each
// lookup is a binary search. (A reader that called line_of_offset for every element was
// quadratic: a 1000x1000 XML puzzle took 485 s to read.)
class LineIndex {
public:
    explicit LineIndex(std::string_view text);
    int line_of(std::size_t offset) const;

private:
    std::vector<std::size_t> newlines_;  // offsets of every '\n', ascending
};

// A block length or size: digits only, at most kMaxSide-ish (caps absurd values early so
// they cannot overflow); `what` names the thing in the message ("row 3 clue", "width").
int parse_count(std::string_view token, const std::string& what, const std::string& source,
                int line);
// The same count when the token is one (at most 7 digits), else nullopt: for readers that name
// the thing only when parse_count has to say what is wrong (the .non clue reader). Inline: it
// runs for every block of every clue.
inline std::optional<int> plain_count(std::string_view token) {
    // Anything over 7 digits is absurd for a nonogram; refusing it also rules out overflow.
    if (token.empty() || token.size() > 7) return std::nullopt;
    for (char c : token)
        if (c < '0' || c > '9') return std::nullopt;
    int value = 0;
    std::from_chars(token.data(), token.data() + token.size(), value);
    return value;
}

// Where each clue and the goal came from, so validation can point at the right line.
struct SourceLines {
    std::vector<int> rows;
    std::vector<int> columns;
    int goal = 0;
};

// Like validate(), but a problem tied to one clue or to the goal is reported at its line.
void validate_at_lines(const Puzzle& puzzle, const std::string& source, const SourceLines& lines);

// The valid-named properties grouped by name, each name where it first appears, for formats
// whose properties are keys (JSON, TOML): a name given several times becomes one key with a
// list of its values (in order) instead of a duplicate key that JSON and TOML readers drop.
std::vector<std::pair<std::string, std::vector<std::string>>> grouped_properties(const Puzzle& puzzle);

// A character for a message: 'x' when printable, else "byte 0x07".
std::string describe_char(char c);

// The picture characters shared by the grid format and the goal / solution fields.
std::optional<Cell> picture_cell(char c);

// Errors from a picture given as text rows: width mismatch and bad characters. With
// `allow_unknown`, '?' is an undecided cell (a partial state rather than a picture).
Grid picture_from_rows(const std::vector<std::string_view>& rows, const std::vector<int>& lines,
                       const std::string& source, bool allow_unknown = false);

}  // namespace nono::io
