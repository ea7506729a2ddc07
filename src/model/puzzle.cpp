#include "nono/puzzle.hpp"

#include <numeric>

#include "model/line_ref.hpp"

namespace nono {

bool Grid::complete() const {
    for (Cell c : cells_)
        if (c != Cell::Empty && c != Cell::Filled) return false;
    return true;
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

void check_lines(const std::vector<Clue>& clues, int expected_count, int length,
                 const char* kind, std::vector<std::string>& problems) {
    if (static_cast<int>(clues.size()) != expected_count) {
        problems.push_back(std::string("expected ") + std::to_string(expected_count) + " " +
                           kind + " clues, found " + std::to_string(clues.size()));
    }
    for (std::size_t i = 0; i < clues.size(); ++i) {
        const std::string where = std::string(kind) + " " + std::to_string(i + 1);
        bool blocks_ok = true;
        for (int block : clues[i]) {
            if (block <= 0) {
                problems.push_back(where + ": block length " + std::to_string(block) +
                                   " is not positive");
                blocks_ok = false;
                break;
            }
            if (block > kMaxSide) {
                problems.push_back(where + ": block length " + std::to_string(block) +
                                   " exceeds the line");
                blocks_ok = false;
                break;
            }
        }
        if (blocks_ok && length > 0 && min_length(clues[i]) > length) {
            problems.push_back(where + ": clue needs " + std::to_string(min_length(clues[i])) +
                               " cells but the line has " + std::to_string(length));
        }
    }
}

long total_filled(const std::vector<Clue>& clues) {
    long total = 0;
    for (const Clue& clue : clues)
        for (int block : clue) total += block;
    return total;
}

}  // namespace

std::vector<std::string> validation_problems(const Puzzle& puzzle) {
    std::vector<std::string> problems;
    auto check_side = [&](int value, const char* name) {
        if (value < 1 || value > kMaxSide)
            problems.push_back(std::string(name) + " " + std::to_string(value) +
                               " is outside 1.." + std::to_string(kMaxSide));
    };
    check_side(puzzle.width, "width");
    check_side(puzzle.height, "height");
    if (!problems.empty()) return problems;
    check_lines(puzzle.rows, puzzle.height, puzzle.width, "row", problems);
    check_lines(puzzle.columns, puzzle.width, puzzle.height, "column", problems);
    if (problems.empty()) {
        const long rows = total_filled(puzzle.rows);
        const long columns = total_filled(puzzle.columns);
        if (rows != columns)
            problems.push_back("row clues fill " + std::to_string(rows) +
                               " cells but column clues fill " + std::to_string(columns));
    }
    if (puzzle.goal) {
        const Grid& goal = *puzzle.goal;
        if (goal.width() != puzzle.width || goal.height() != puzzle.height)
            problems.push_back("goal is " + std::to_string(goal.width()) + "x" +
                               std::to_string(goal.height()) + " but the puzzle is " +
                               std::to_string(puzzle.width) + "x" +
                               std::to_string(puzzle.height));
        else if (!goal.complete())
            problems.push_back("goal has undecided cells");
        else if (problems.empty() && !satisfies(puzzle, goal))
            problems.push_back("goal does not match the clues");
    }
    return problems;
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

bool satisfies(const Puzzle& puzzle, const Grid& grid) {
    if (grid.width() != puzzle.width || grid.height() != puzzle.height || !grid.complete())
        return false;
    if (static_cast<int>(puzzle.rows.size()) != puzzle.height ||
        static_cast<int>(puzzle.columns.size()) != puzzle.width)
        return false;
    for (int r = 0; r < puzzle.height; ++r)
        if (clue_of_line(row_cells(grid, r)) != puzzle.rows[r]) return false;
    for (int c = 0; c < puzzle.width; ++c)
        if (clue_of_line(column_cells(grid, c)) != puzzle.columns[c]) return false;
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

std::string line_name(const Puzzle& puzzle, int line) {
    if (line < 0) return "the grid";
    const LineRef ref(puzzle, line);
    return (ref.is_row ? "row " : "column ") + std::to_string(ref.index + 1) + " (" + clue_text(ref.clue()) + ")";
}

std::string cell_name(const Puzzle& puzzle, std::int64_t cell) {
    return "row " + std::to_string(cell / puzzle.width + 1) + ", column " +
           std::to_string(cell % puzzle.width + 1);
}

}  // namespace nono
