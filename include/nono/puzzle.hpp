// The puzzle model: sizes, row and column clues, and the cell grid that solvers fill in.
// Everything else in nono (parsers, engine, writers) speaks in these types.
// A validated Puzzle can still have no solution; that is the solver's answer, not an error.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace nono {

// Sizes are capped so that a typo in a file cannot ask for gigabytes.
inline constexpr int kMaxSide = 1000;

// Block lengths of one line, in order. An empty line has an empty clue.
using Clue = std::vector<int>;

// A cell's state as the set of values it may still take: bit 0 "may be empty",
// bit 1 "may be filled". Unknown = both, and no bit at all is a contradiction.
enum class Cell : std::uint8_t { None = 0, Empty = 1, Filled = 2, Unknown = 3 };

// The cell alphabet, declared once (docs/cli.md, "Cell characters"). Everything nono writes as
// text uses '#' filled, '-' empty, '?' unknown: grid files, the solutions and goals in JSON,
// reports, the trace, the server's boards. Readers also take what other tools write: filled
// 'X' 'x' '1' '*', empty '.' '0' '_', and, where a reader allows unknown cells, ' '.
struct CellAlphabet {
    static constexpr char filled = '#';
    static constexpr char empty = '-';
    static constexpr char unknown = '?';
    static constexpr std::string_view filled_also = "Xx1*";
    static constexpr std::string_view empty_also = ".0_";
    static constexpr std::string_view unknown_also = " ";
};
// '#', '-' or '?' ('!' for None, a contradiction, which no text holds).
constexpr char cell_char(Cell cell) {
    switch (cell) {
        case Cell::Filled: return CellAlphabet::filled;
        case Cell::Empty: return CellAlphabet::empty;
        case Cell::Unknown: return CellAlphabet::unknown;
        case Cell::None: break;
    }
    return '!';
}
// The cell a character stands for, its alternatives included; nullopt for any other
// character, and for the unknown ones unless `allow_unknown`.
constexpr std::optional<Cell> cell_from_char(char c, bool allow_unknown) {
    if (c == CellAlphabet::filled || CellAlphabet::filled_also.find(c) != std::string_view::npos)
        return Cell::Filled;
    if (c == CellAlphabet::empty || CellAlphabet::empty_also.find(c) != std::string_view::npos)
        return Cell::Empty;
    if (allow_unknown && (c == CellAlphabet::unknown || CellAlphabet::unknown_also.find(c) != std::string_view::npos))
        return Cell::Unknown;
    return std::nullopt;
}

class Grid {
public:
    Grid() = default;
    Grid(int width, int height, Cell fill = Cell::Unknown)
        : width_(width), height_(height),
          cells_(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), fill) {}

    int width() const { return width_; }
    int height() const { return height_; }
    Cell at(int row, int column) const { return cells_[index(row, column)]; }
    void set(int row, int column, Cell value) { cells_[index(row, column)] = value; }
    std::size_t index(int row, int column) const {
        return static_cast<std::size_t>(row) * static_cast<std::size_t>(width_) +
               static_cast<std::size_t>(column);
    }
    const std::vector<Cell>& cells() const { return cells_; }
    std::vector<Cell>& cells() { return cells_; }

    // True when every cell is Empty or Filled.
    bool complete() const;
    bool operator==(const Grid&) const = default;

private:
    int width_ = 0;
    int height_ = 0;
    std::vector<Cell> cells_;
};

struct Puzzle {
    int width = 0;
    int height = 0;
    std::vector<Clue> rows;     // top to bottom
    std::vector<Clue> columns;  // left to right
    std::string title;          // optional
    std::string author;         // optional
    std::optional<Grid> goal;   // the intended picture, when the file gives one
    // Other facts the file gave, in its order, by lowercase name: copyright, license,
    // catalogue, description, ... Kept through conversion by every format that can hold them
    // (not by a bare picture). Names are [a-z][a-z0-9_-]*.
    std::vector<std::pair<std::string, std::string>> properties;

    bool operator==(const Puzzle&) const = default;
};

// Bad input: what is wrong, and where (file name and 1-based line, 0 if unknown).
class InputError : public std::runtime_error {
public:
    InputError(std::string source, int line, std::string problem);
    const std::string& source() const { return source_; }
    int line() const { return line_; }
    const std::string& problem() const { return problem_; }

private:
    std::string source_;
    int line_;
    std::string problem_;
};

// True for a name a property can have: [a-z][a-z0-9_-]*, at most 64 characters, and not a
// word the .non format reserves (width, height, rows, columns, goal, title, by, color...).
bool valid_property_name(std::string_view name);

// Every reason the puzzle is malformed (sizes out of 1..kMaxSide, clue count not matching
// the size, non-positive blocks, a clue longer than its line, row total != column total).
// Empty when valid. Messages name the row or column (1-based).
std::vector<std::string> validation_problems(const Puzzle& puzzle);

// Throws InputError(source, 0, first problem) when validation_problems is not empty.
void validate(const Puzzle& puzzle, const std::string& source);

// Minimum cells a clue needs: sum of blocks plus one gap between each pair.
int min_length(const Clue& clue);

// The clue that a finished line (Empty/Filled cells) has.
Clue clue_of_line(const std::vector<Cell>& cells);

// A puzzle whose clues are read off a complete picture (the picture becomes the goal).
Puzzle puzzle_from_grid(const Grid& picture, std::string title = {});

// How lines, clues and cells are named to people (1-based), in messages, explanations and
// reports. Lines are numbered rows first (0..height-1), then columns (height..).
std::string clue_text(const Clue& clue);                     // "2 1", "0" for an empty line
std::string line_name(const Puzzle& puzzle, int line);       // "row 3 (2 1)", "column 12 (0)"
std::string cell_name(const Puzzle& puzzle, std::int64_t cell);  // "row 2, column 5"

// True when a complete grid satisfies every row and column clue.
bool satisfies(const Puzzle& puzzle, const Grid& grid);

}  // namespace nono
