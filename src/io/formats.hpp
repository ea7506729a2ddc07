// The per-format readers and writers behind io.hpp, and the helpers they share: splitting text
// into numbered lines, reading numbers strictly, and validating a puzzle so that each problem
// is reported at the line of the clue or picture that causes it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nono/io.hpp"
#include "nono/puzzle.hpp"

namespace nono::io {

Puzzle parse_non(std::string_view text, const std::string& source);
Puzzle parse_xml(std::string_view text, const std::string& source);
Puzzle parse_json(std::string_view text, const std::string& source,
                  std::vector<InputWarning>* warnings = nullptr);
Puzzle parse_grid_puzzle(std::string_view text, const std::string& source);

std::string write_non(const Puzzle& puzzle);
std::string write_xml(const Puzzle& puzzle);
std::string write_json(const Puzzle& puzzle);

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

// Where each clue and the goal came from, so validation can point at the right line.
struct SourceLines {
    std::vector<int> rows;
    std::vector<int> columns;
    int goal = 0;
};

// Like validate(), but a problem tied to one clue or to the goal is reported at its line.
void validate_at_lines(const Puzzle& puzzle, const std::string& source, const SourceLines& lines);

// A character for a message: 'x' when printable, else "byte 0x07".
std::string describe_char(char c);

// The picture characters shared by the grid format and the goal / solution fields.
std::optional<Cell> picture_cell(char c);

// Errors from a picture given as text rows: width mismatch and bad characters. With
// `allow_unknown`, '?' is an undecided cell (a partial state rather than a picture).
Grid picture_from_rows(const std::vector<std::string_view>& rows, const std::vector<int>& lines,
                       const std::string& source, bool allow_unknown = false);

}  // namespace nono::io
