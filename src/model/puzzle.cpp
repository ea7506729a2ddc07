#include "nono/puzzle.hpp"

#include <algorithm>
#include <bit>
#include <numeric>

#include "model/line_ref.hpp"

namespace nono {

namespace {
// One bit set. Not std::has_single_bit: the build targets plain x86-64, without popcnt, so
// that is a call to libgcc's __popcountdi2 (97,000 instructions of a 1.96 M `nono solve` on
// nonogram-db webpbn-16, where every file's goal is validated twice).
bool single_bit(unsigned bits) { return bits != 0 && (bits & (bits - 1)) == 0; }
}  // namespace

int cell_colour(Cell cell) {
    const auto bits = static_cast<unsigned>(cell);
    return single_bit(bits) ? std::countr_zero(bits) : -1;
}

bool Grid::complete() const {
    for (Cell c : cells_)
        if (!single_bit(static_cast<unsigned>(c))) return false;
    return true;
}

int colour_count(const Puzzle& puzzle) {
    return puzzle.palette.empty() ? 2 : static_cast<int>(puzzle.palette.size());
}

bool is_colour_puzzle(const Puzzle& puzzle) { return puzzle.palette.size() > 2; }

std::span<const int> line_colours(const Puzzle& puzzle, int line) {
    const auto& colours = line < puzzle.height ? puzzle.row_colours : puzzle.column_colours;
    const std::size_t at = static_cast<std::size_t>(line < puzzle.height ? line : line - puzzle.height);
    if (at >= colours.size()) return {};
    return colours[at];
}

std::vector<Colour> palette_of(const Puzzle& puzzle) {
    if (!puzzle.palette.empty()) return puzzle.palette;
    return {Colour{"white", 0xffffff, '.'}, Colour{"black", 0x000000, '#'}};
}

int min_length(const Clue& clue, std::span<const int> colours) {
    if (colours.size() != clue.size()) return min_length(clue);
    long total = 0;
    for (std::size_t i = 0; i < clue.size(); ++i) {
        total += clue[i];
        if (i > 0 && colours[i] == colours[i - 1]) ++total;
    }
    return total > kMaxSide * 2 ? kMaxSide * 2 : static_cast<int>(total);
}

InputError::InputError(std::string source, int line, std::string problem)
    : std::runtime_error(source + (line > 0 ? ":" + std::to_string(line) : std::string()) +
                         ": " + problem),
      source_(std::move(source)), line_(line), problem_(std::move(problem)) {}

int min_length(const Clue& clue) {
    if (clue.empty()) return 0;
    long total = static_cast<long>(clue.size()) - 1;
    for (int block : clue) total += block;
    return total > kMaxSide * 2 ? kMaxSide * 2 : static_cast<int>(total);
}

namespace {

// The colours of `kind`'s clues against the palette; false when they are unusable.
bool check_line_colours(const std::vector<Clue>& clues, const std::vector<std::vector<int>>& colours,
                        int colour_count, PuzzleProblem::Where kind, std::vector<PuzzleProblem>& problems) {
    if (colour_count == 2 && colours.empty()) return true;  // black and white
    if (colours.size() != clues.size()) {
        problems.push_back({PuzzleProblem::Where::Puzzle, -1, -1,
                            "expected colours for " + std::to_string(clues.size()) + " " +
                                (kind == PuzzleProblem::Where::Row ? "row" : "column") + " clues, found " +
                                std::to_string(colours.size())});
        return false;
    }
    for (std::size_t i = 0; i < clues.size(); ++i) {
        const int line = static_cast<int>(i);
        if (colours[i].size() != clues[i].size()) {
            problems.push_back({kind, line, -1,
                                std::to_string(clues[i].size()) + " blocks but " +
                                    std::to_string(colours[i].size()) + " colours"});
            return false;
        }
        for (std::size_t b = 0; b < colours[i].size(); ++b) {
            if (colours[i][b] < 1 || colours[i][b] >= colour_count) {
                problems.push_back({kind, line, static_cast<int>(b),
                                    "colour " + std::to_string(colours[i][b]) +
                                        (colours[i][b] == 0 ? " is the background"
                                                            : " is not in the palette (1.." +
                                                                  std::to_string(colour_count - 1) + ")")});
                return false;
            }
        }
    }
    return true;
}

void check_palette(const std::vector<Colour>& palette, std::vector<PuzzleProblem>& problems) {
    auto add = [&](int colour, std::string message) {
        problems.push_back({PuzzleProblem::Where::Palette, colour, -1, std::move(message)});
    };
    if (palette.empty()) return;
    if (palette.size() < 2)
        add(-1, "the palette needs a background and at least one foreground colour");
    if (static_cast<int>(palette.size()) > kMaxColours)
        add(-1, "the palette has " + std::to_string(palette.size()) + " colours; at most " +
                           std::to_string(kMaxColours) + " are supported (background included)");
    for (std::size_t i = 0; i < palette.size(); ++i) {
        const Colour& colour = palette[i];
        const std::string name = "colour " + std::to_string(i) + " ('" + colour.name + "')";
        if (colour.name.empty()) add(static_cast<int>(i), "colour " + std::to_string(i) + " has no name");
        if (colour.rgb > 0xffffffu) add(static_cast<int>(i), name + ": RGB value out of range");
        if (colour.symbol < '!' || colour.symbol > '~')
            add(static_cast<int>(i), name + ": its character must be printable ASCII, not a space");
        // '?' is an unknown cell in every grid nono reads and writes (a board, an XML image):
        // a colour drawn with it was written and then refused by nono itself (issue 45).
        if (colour.symbol == CellAlphabet::unknown)
            add(static_cast<int>(i), name + ": its character cannot be '?', which stands for an unknown cell");
        for (std::size_t j = 0; j < i; ++j) {
            if (palette[j].name == colour.name)
                add(static_cast<int>(i), "colour name '" + colour.name + "' is used twice");
            if (palette[j].symbol == colour.symbol && colour.symbol != 0)
                add(static_cast<int>(i), "colours '" + palette[j].name + "' and '" + colour.name +
                                   "' both use the character '" + std::string(1, colour.symbol) + "'");
        }
    }
}

void check_lines(const std::vector<Clue>& clues, const std::vector<std::vector<int>>& colours,
                 int expected_count, int length, PuzzleProblem::Where kind, std::vector<PuzzleProblem>& problems) {
    if (static_cast<int>(clues.size()) != expected_count) {
        problems.push_back({PuzzleProblem::Where::Puzzle, -1, -1,
                            "expected " + std::to_string(expected_count) + " " +
                                (kind == PuzzleProblem::Where::Row ? "row" : "column") + " clues, found " +
                                std::to_string(clues.size())});
    }
    for (std::size_t i = 0; i < clues.size(); ++i) {
        const int line = static_cast<int>(i);
        bool blocks_ok = true;
        for (int block : clues[i]) {
            if (block <= 0) {
                problems.push_back({kind, line, -1, "block length " + std::to_string(block) + " is not positive"});
                blocks_ok = false;
                break;
            }
            if (block > kMaxSide) {
                problems.push_back({kind, line, -1, "block length " + std::to_string(block) + " exceeds the line"});
                blocks_ok = false;
                break;
            }
        }
        const std::span<const int> block_colours =
            i < colours.size() ? std::span<const int>(colours[i]) : std::span<const int>();
        if (blocks_ok && length > 0 && min_length(clues[i], block_colours) > length) {
            problems.push_back({kind, line, -1,
                                "clue needs " + std::to_string(min_length(clues[i], block_colours)) +
                                    " cells but the line has " + std::to_string(length)});
        }
    }
}

// Cells of each colour the clues fill (index 0 unused; all of colour 1 without colours).
std::vector<long> total_filled(const std::vector<Clue>& clues, const std::vector<std::vector<int>>& colours,
                               int colour_count) {
    std::vector<long> total(static_cast<std::size_t>(colour_count), 0);
    for (std::size_t i = 0; i < clues.size(); ++i)
        for (std::size_t b = 0; b < clues[i].size(); ++b)
            total[colours.empty() ? 1 : static_cast<std::size_t>(colours[i][b])] += clues[i][b];
    return total;
}

}  // namespace

std::string PuzzleProblem::text() const {
    std::string out;
    switch (where) {
        case Where::Row: out = "row " + std::to_string(index + 1); break;
        case Where::Column: out = "column " + std::to_string(index + 1); break;
        case Where::Goal: out = "goal"; break;
        case Where::Puzzle:
        case Where::Palette: return message;  // palette messages name their colour themselves
    }
    if (block >= 0) out += ", block " + std::to_string(block + 1);
    return out + (where == Where::Goal ? " " : ": ") + message;
}

std::vector<PuzzleProblem> puzzle_problems(const Puzzle& puzzle) {
    using Where = PuzzleProblem::Where;
    std::vector<PuzzleProblem> problems;
    auto check_side = [&](int value, const char* name) {
        if (value < 1 || value > kMaxSide)
            problems.push_back({Where::Puzzle, -1, -1,
                                std::string(name) + " " + std::to_string(value) + " is outside 1.." +
                                    std::to_string(kMaxSide)});
    };
    check_side(puzzle.width, "width");
    check_side(puzzle.height, "height");
    if (!problems.empty()) return problems;
    check_palette(puzzle.palette, problems);
    if (!problems.empty()) return problems;
    const int colours = colour_count(puzzle);
    if (!check_line_colours(puzzle.rows, puzzle.row_colours, colours, Where::Row, problems) ||
        !check_line_colours(puzzle.columns, puzzle.column_colours, colours, Where::Column, problems))
        return problems;
    check_lines(puzzle.rows, puzzle.row_colours, puzzle.height, puzzle.width, Where::Row, problems);
    check_lines(puzzle.columns, puzzle.column_colours, puzzle.width, puzzle.height, Where::Column, problems);
    if (problems.empty()) {
        const auto rows = total_filled(puzzle.rows, puzzle.row_colours, colours);
        const auto columns = total_filled(puzzle.columns, puzzle.column_colours, colours);
        for (int c = 1; c < colours; ++c) {
            if (rows[c] == columns[c]) continue;
            const std::string cells = colours == 2 ? " cells" : " cells of " + puzzle.palette[c].name;
            problems.push_back({Where::Puzzle, -1, -1,
                                "row clues fill " + std::to_string(rows[c]) + cells + " but column clues fill " +
                                    std::to_string(columns[c])});
        }
    }
    if (puzzle.goal) {
        const Grid& goal = *puzzle.goal;
        auto add = [&](std::string message) { problems.push_back({Where::Goal, -1, -1, std::move(message)}); };
        if (goal.width() != puzzle.width || goal.height() != puzzle.height)
            add("is " + std::to_string(goal.width()) + "x" + std::to_string(goal.height()) + " but the puzzle is " +
                std::to_string(puzzle.width) + "x" + std::to_string(puzzle.height));
        else if (!goal.complete())
            add("has undecided cells");
        else if (std::any_of(goal.cells().begin(), goal.cells().end(),
                             [&](Cell c) { return cell_colour(c) >= colours; }))
            add("has a colour that is not in the palette");
        else if (problems.empty() && !satisfies(puzzle, goal))
            add("does not match the clues");
    }
    return problems;
}

std::vector<std::string> validation_problems(const Puzzle& puzzle) {
    std::vector<std::string> texts;
    for (const PuzzleProblem& problem : puzzle_problems(puzzle)) texts.push_back(problem.text());
    return texts;
}

void validate(const Puzzle& puzzle, const std::string& source) {
    auto problems = validation_problems(puzzle);
    if (!problems.empty()) throw InputError(source, 0, problems.front());
}

Clue clue_of_line(const std::vector<Cell>& cells) {
    Clue clue;
    int run = 0;
    for (Cell c : cells) {
        if (c == Cell::Filled) {
            ++run;
        } else if (run > 0) {
            clue.push_back(run);
            run = 0;
        }
    }
    if (run > 0) clue.push_back(run);
    return clue;
}

ColouredClue coloured_clue_of_line(const std::vector<Cell>& cells) {
    ColouredClue clue;
    int run = 0;
    int run_colour = 0;
    auto close_run = [&] {
        if (run == 0) return;
        clue.blocks.push_back(run);
        clue.colours.push_back(run_colour);
        run = 0;
    };
    for (Cell c : cells) {
        const int colour = cell_colour(c);
        if (colour != run_colour) close_run();
        run_colour = colour;
        if (colour > 0) ++run;
    }
    close_run();
    return clue;
}

namespace {
std::vector<Cell> row_cells(const Grid& g, int r) {
    std::vector<Cell> line(static_cast<std::size_t>(g.width()));
    for (int c = 0; c < g.width(); ++c) line[c] = g.at(r, c);
    return line;
}
std::vector<Cell> column_cells(const Grid& g, int c) {
    std::vector<Cell> line(static_cast<std::size_t>(g.height()));
    for (int r = 0; r < g.height(); ++r) line[r] = g.at(r, c);
    return line;
}
}  // namespace

Puzzle puzzle_from_grid(const Grid& picture, std::string title) {
    Puzzle p;
    p.width = picture.width();
    p.height = picture.height();
    p.title = std::move(title);
    for (int r = 0; r < p.height; ++r) p.rows.push_back(clue_of_line(row_cells(picture, r)));
    for (int c = 0; c < p.width; ++c) p.columns.push_back(clue_of_line(column_cells(picture, c)));
    p.goal = picture;
    return p;
}

Puzzle puzzle_from_grid(const Grid& picture, std::vector<Colour> palette, std::string title) {
    Puzzle p = puzzle_from_grid(picture, std::move(title));
    if (palette.size() <= 2) {
        p.palette = std::move(palette);
        return p;
    }
    p.rows.clear();
    p.columns.clear();
    for (int r = 0; r < p.height; ++r) {
        ColouredClue clue = coloured_clue_of_line(row_cells(picture, r));
        p.rows.push_back(std::move(clue.blocks));
        p.row_colours.push_back(std::move(clue.colours));
    }
    for (int c = 0; c < p.width; ++c) {
        ColouredClue clue = coloured_clue_of_line(column_cells(picture, c));
        p.columns.push_back(std::move(clue.blocks));
        p.column_colours.push_back(std::move(clue.colours));
    }
    p.palette = std::move(palette);
    return p;
}

namespace {
// A colour line's clue matches the puzzle's (colours included).
bool line_matches(const Puzzle& puzzle, int line, const std::vector<Cell>& cells) {
    const ColouredClue clue = coloured_clue_of_line(cells);
    const Clue& blocks = line < puzzle.height ? puzzle.rows[line] : puzzle.columns[line - puzzle.height];
    const std::span<const int> colours = line_colours(puzzle, line);
    return clue.blocks == blocks && std::equal(clue.colours.begin(), clue.colours.end(), colours.begin(),
                                               colours.end());
}
}  // namespace

bool satisfies(const Puzzle& puzzle, const Grid& grid) {
    if (grid.width() != puzzle.width || grid.height() != puzzle.height || !grid.complete())
        return false;
    if (static_cast<int>(puzzle.rows.size()) != puzzle.height ||
        static_cast<int>(puzzle.columns.size()) != puzzle.width)
        return false;
    if (is_colour_puzzle(puzzle)) {
        for (int r = 0; r < puzzle.height; ++r)
            if (!line_matches(puzzle, r, row_cells(grid, r))) return false;
        for (int c = 0; c < puzzle.width; ++c)
            if (!line_matches(puzzle, puzzle.height + c, column_cells(grid, c))) return false;
        return true;
    }
    // Compared in place (LineRef::runs_match): every read and every solve checks a file's
    // goal, and copying each line and building its clue was twice the allocations of the
    // whole solve on an easy puzzle.
    for (int line = 0; line < line_count(puzzle); ++line)
        if (!LineRef(puzzle, line).runs_match(grid.cells())) return false;
    return true;
}

bool valid_property_name(std::string_view name) {
    static constexpr std::string_view kReserved[] = {"width", "height", "rows", "columns", "goal",
                                                     "title", "by", "author", "color", "colour"};
    if (name.empty() || name.size() > 64 || name[0] < 'a' || name[0] > 'z') return false;
    for (char c : name)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-')) return false;
    for (std::string_view reserved : kReserved)
        if (name == reserved) return false;
    return true;
}

std::string clue_text(const Clue& clue) {
    if (clue.empty()) return "0";
    std::string text;
    for (std::size_t i = 0; i < clue.size(); ++i) {
        if (i > 0) text += ' ';
        text += std::to_string(clue[i]);
    }
    return text;
}

std::string clue_text(const Puzzle& puzzle, int line) {
    const Clue& clue = line < puzzle.height ? puzzle.rows[static_cast<std::size_t>(line)]
                                            : puzzle.columns[static_cast<std::size_t>(line - puzzle.height)];
    const std::span<const int> colours = line_colours(puzzle, line);
    if (!is_colour_puzzle(puzzle) || colours.size() != clue.size()) return clue_text(clue);
    if (clue.empty()) return "0";
    std::string text;
    for (std::size_t i = 0; i < clue.size(); ++i) {
        if (i > 0) text += ", ";
        const int colour = colours[i];
        text += std::to_string(clue[i]) + " " +
                (colour >= 0 && colour < colour_count(puzzle) ? puzzle.palette[colour].name : "?");
    }
    return text;
}

std::string line_name(const Puzzle& puzzle, int line) {
    if (line < 0) return "the grid";
    const LineRef ref(puzzle, line);
    return (ref.is_row ? "row " : "column ") + std::to_string(ref.index + 1) + " (" + clue_text(puzzle, line) + ")";
}

std::string cell_name(const Puzzle& puzzle, std::int64_t cell) {
    return "row " + std::to_string(cell / puzzle.width + 1) + ", column " +
           std::to_string(cell % puzzle.width + 1);
}

}  // namespace nono
