// The puzzle model: sizes, row and column clues, and the cell grid that solvers fill in.
// Everything else in nono (parsers, engine, writers) speaks in these types.
// A validated Puzzle can still have no solution; that is the solver's answer, not an error.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
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
// In a colour puzzle the same byte is the set of colours still possible: bit c for palette
// colour c, bit 0 the background. Empty is then "background" and Filled "colour 1", so a
// black-and-white grid is the grid of a one-colour puzzle, unchanged.
enum class Cell : std::uint8_t { None = 0, Empty = 1, Filled = 2, Unknown = 3 };

// Colours a puzzle may have, background included: a cell's state is one byte of colour bits.
inline constexpr int kMaxColours = 8;

// The cell that can only be colour `colour` (0 = background), and the set of the first `count`.
constexpr Cell colour_cell(int colour) { return static_cast<Cell>(1u << colour); }
constexpr Cell any_colour(int count) { return static_cast<Cell>((1u << count) - 1u); }
// The one colour a decided cell has, or -1 when it has none or several left.
int cell_colour(Cell cell);

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
namespace detail {
// The cell each byte stands for (None: no cell), made from CellAlphabet at compile time: a
// reader looks a character up instead of searching three strings (a 30x35 goal: 65,000 -> a
// few thousand instructions).
inline constexpr std::array<Cell, 256> kCellOfChar = [] {
    std::array<Cell, 256> table{};
    auto mark = [&table](char c, Cell cell) { table[static_cast<unsigned char>(c)] = cell; };
    mark(CellAlphabet::filled, Cell::Filled);
    for (char c : CellAlphabet::filled_also) mark(c, Cell::Filled);
    mark(CellAlphabet::empty, Cell::Empty);
    for (char c : CellAlphabet::empty_also) mark(c, Cell::Empty);
    mark(CellAlphabet::unknown, Cell::Unknown);
    for (char c : CellAlphabet::unknown_also) mark(c, Cell::Unknown);
    return table;
}();
}  // namespace detail
// The cell a character stands for, its alternatives included; nullopt for any other
// character, and for the unknown ones unless `allow_unknown`.
constexpr std::optional<Cell> cell_from_char(char c, bool allow_unknown) {
    const Cell cell = detail::kCellOfChar[static_cast<unsigned char>(c)];
    if (cell == Cell::None || (cell == Cell::Unknown && !allow_unknown)) return std::nullopt;
    return cell;
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

    // True when every cell is decided: Empty or Filled, or one colour.
    bool complete() const;
    bool operator==(const Grid&) const = default;

private:
    int width_ = 0;
    int height_ = 0;
    std::vector<Cell> cells_;
};

// One colour of a puzzle's palette.
struct Colour {
    std::string name;       // as the file names it: "black", "red", "c3"
    std::uint32_t rgb = 0;  // 0xRRGGBB
    char symbol = 0;        // the character that stands for it in text formats and pictures

    bool operator==(const Colour&) const = default;
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
    // Colours. Empty for black and white (white background, one foreground colour, black).
    // Otherwise palette[0] is the background and palette[1..] the foreground colours, and
    // row_colours / column_colours give the colour (a palette index, 1..) of each block of
    // each clue, shaped as rows / columns. Blocks of the same colour need a background cell
    // between them; blocks of different colours may touch. A palette with one foreground
    // colour is a black-and-white puzzle drawn in other colours (the same engine solves it).
    std::vector<Colour> palette;
    std::vector<std::vector<int>> row_colours;
    std::vector<std::vector<int>> column_colours;

    bool operator==(const Puzzle&) const = default;
};

// How many colours the puzzle's cells can take, background included (2 for black and white).
int colour_count(const Puzzle& puzzle);
// True when some clue has two or more foreground colours to choose from: the puzzle needs
// the colour engine (src/solve/engine/colour_*) rather than the black-and-white one.
bool is_colour_puzzle(const Puzzle& puzzle);
// The colours of line `line`'s blocks (rows first, then columns): an empty span for a
// black-and-white puzzle, whose blocks are all colour 1.
std::span<const int> line_colours(const Puzzle& puzzle, int line);
// The palette a black-and-white puzzle is drawn with (white background, black), or the
// puzzle's own.
std::vector<Colour> palette_of(const Puzzle& puzzle);

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

// One reason a puzzle is malformed, structured so that a reader can place it at its file line
// and a report can name it without parsing prose.
struct PuzzleProblem {
    enum class Where : std::uint8_t { Puzzle, Row, Column, Goal, Palette };
    Where where = Where::Puzzle;
    int index = -1;       // the row or column (0-based) for Row and Column, the colour for Palette; else -1
    int block = -1;       // the block of that line's clue (0-based), or -1
    std::string message;  // what is wrong, without the "row 3: " in front
    // As users read it: "row 3: clue needs 7 cells but the line has 5", "row 2, block 1:
    // colour 0 is the background", "goal does not match the clues".
    std::string text() const;
};

// Every reason the puzzle is malformed (sizes out of 1..kMaxSide, clue count not matching
// the size, non-positive blocks, a clue longer than its line, row total != column total, a
// bad palette or goal). Empty when valid.
std::vector<PuzzleProblem> puzzle_problems(const Puzzle& puzzle);
// The same problems as text (PuzzleProblem::text), for messages.
std::vector<std::string> validation_problems(const Puzzle& puzzle);

// Throws InputError(source, 0, first problem) when validation_problems is not empty.
void validate(const Puzzle& puzzle, const std::string& source);

// Minimum cells a clue needs: sum of blocks plus one gap between each pair.
int min_length(const Clue& clue);
// The same for coloured blocks: a gap only between neighbours of the same colour.
int min_length(const Clue& clue, std::span<const int> colours);

// The clue that a finished line (Empty/Filled cells) has.
Clue clue_of_line(const std::vector<Cell>& cells);
// The clue of a finished colour line (one colour per cell): its blocks and their colours.
struct ColouredClue {
    Clue blocks;
    std::vector<int> colours;
    bool operator==(const ColouredClue&) const = default;
};
ColouredClue coloured_clue_of_line(const std::vector<Cell>& cells);

// A puzzle whose clues are read off a complete picture (the picture becomes the goal).
Puzzle puzzle_from_grid(const Grid& picture, std::string title = {});
// The same for a colour picture whose cells are colours of `palette` (palette[0] the
// background). With one foreground colour the clues carry no colours, as for black and white.
Puzzle puzzle_from_grid(const Grid& picture, std::vector<Colour> palette, std::string title = {});

// How lines, clues and cells are named to people (1-based), in messages, explanations and
// reports. Lines are numbered rows first (0..height-1), then columns (height..).
std::string clue_text(const Clue& clue);                     // "2 1", "0" for an empty line
// "2 red, 1 blue" for a colour line of `puzzle`, as clue_text otherwise (rows first).
std::string clue_text(const Puzzle& puzzle, int line);
std::string line_name(const Puzzle& puzzle, int line);       // "row 3 (2 1)", "column 12 (0)"
std::string cell_name(const Puzzle& puzzle, std::int64_t cell);  // "row 2, column 5"

// True when a complete grid satisfies every row and column clue.
bool satisfies(const Puzzle& puzzle, const Grid& grid);

}  // namespace nono
