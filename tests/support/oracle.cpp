#include "support/oracle.hpp"

#include <functional>

namespace nono::testing {

std::vector<std::vector<Cell>> all_arrangements(const Clue& clue, int length) {
    std::vector<std::vector<Cell>> out;
    std::vector<Cell> line(static_cast<std::size_t>(length), Cell::Empty);
    std::function<void(std::size_t, int)> place = [&](std::size_t block, int from) {
        if (block == clue.size()) {
            out.push_back(line);
            return;
        }
        for (int start = from; start + clue[block] <= length; ++start) {
            for (int i = 0; i < clue[block]; ++i) line[start + i] = Cell::Filled;
            place(block + 1, start + clue[block] + 1);
            for (int i = 0; i < clue[block]; ++i) line[start + i] = Cell::Empty;
        }
    };
    place(0, 0);
    return out;
}

namespace {
// Each cell's values over the arrangements that fit what is known (None everywhere when none
// fits): the answer of an exact line solver, black and white or colour alike.
std::vector<Cell> union_of_fitting(const std::vector<std::vector<Cell>>& arrangements, const std::vector<Cell>& known) {
    std::vector<Cell> result(known.size(), Cell::None);
    for (const auto& arrangement : arrangements) {
        bool fits = true;
        for (std::size_t i = 0; i < known.size() && fits; ++i)
            fits = (static_cast<unsigned>(known[i]) & static_cast<unsigned>(arrangement[i])) != 0;
        if (!fits) continue;
        for (std::size_t i = 0; i < known.size(); ++i)
            result[i] = static_cast<Cell>(static_cast<unsigned>(result[i]) |
                                          static_cast<unsigned>(arrangement[i]));
    }
    return result;
}
}  // namespace

std::vector<Cell> brute_force_line(const Clue& clue, const std::vector<Cell>& known) {
    return union_of_fitting(all_arrangements(clue, static_cast<int>(known.size())), known);
}

namespace {
// True when the column so far (rows 0..filled_rows-1) can still grow into `clue`.
bool column_prefix_ok(const Clue& clue, const std::vector<Cell>& prefix, int height) {
    std::size_t block = 0;
    int run = 0;
    for (Cell c : prefix) {
        if (c == Cell::Filled) {
            ++run;
            if (block >= clue.size() || run > clue[block]) return false;
        } else if (run > 0) {
            if (run != clue[block]) return false;
            ++block;
            run = 0;
        }
    }
    // Cells still needed must fit in the rows that are left.
    int needed = 0;
    if (block < clue.size()) {
        needed = clue[block] - run;
        for (std::size_t b = block + 1; b < clue.size(); ++b) needed += 1 + clue[b];
    }
    return needed <= height - static_cast<int>(prefix.size());
}
}  // namespace

std::vector<Grid> brute_force_solutions(const Puzzle& puzzle, std::size_t limit) {
    std::vector<std::vector<std::vector<Cell>>> options;
    for (const Clue& clue : puzzle.rows) options.push_back(all_arrangements(clue, puzzle.width));
    std::vector<Grid> solutions;
    Grid grid(puzzle.width, puzzle.height, Cell::Empty);
    std::vector<std::vector<Cell>> columns(static_cast<std::size_t>(puzzle.width));
    std::function<bool(int)> fill = [&](int row) -> bool {
        if (row == puzzle.height) {
            solutions.push_back(grid);
            return limit == 0 || solutions.size() < limit;
        }
        for (const auto& arrangement : options[row]) {
            bool ok = true;
            for (int c = 0; c < puzzle.width; ++c) {
                columns[c].push_back(arrangement[c]);
                grid.set(row, c, arrangement[c]);
            }
            for (int c = 0; c < puzzle.width && ok; ++c)
                ok = column_prefix_ok(puzzle.columns[c], columns[c], puzzle.height);
            bool go_on = true;
            if (ok) go_on = fill(row + 1);
            for (int c = 0; c < puzzle.width; ++c) columns[c].pop_back();
            if (!go_on) return false;
        }
        return true;
    };
    fill(0);
    return solutions;
}

Grid random_grid(std::mt19937& rng, int width, int height, double density) {
    std::bernoulli_distribution filled(density);
    Grid grid(width, height, Cell::Empty);
    for (int r = 0; r < height; ++r)
        for (int c = 0; c < width; ++c) grid.set(r, c, filled(rng) ? Cell::Filled : Cell::Empty);
    return grid;
}

Puzzle random_clues(std::mt19937& rng, int width, int height) {
    // Rows from one picture, columns from the same picture with a few cells swapped: the totals
    // stay equal (so the puzzle is valid) while the clue sets often contradict each other.
    const Grid rows_from = random_grid(rng, width, height, 0.5);
    Grid columns_from = rows_from;
    std::uniform_int_distribution<int> swaps(0, 3);
    std::uniform_int_distribution<std::size_t> cell(0, columns_from.cells().size() - 1);
    for (int n = swaps(rng); n > 0; --n) std::swap(columns_from.cells()[cell(rng)], columns_from.cells()[cell(rng)]);
    Puzzle p = puzzle_from_grid(rows_from);
    p.columns = puzzle_from_grid(columns_from).columns;
    p.goal.reset();
    return p;
}

std::vector<std::vector<Cell>> all_colour_arrangements(const Clue& clue, const std::vector<int>& colours,
                                                       int length) {
    std::vector<std::vector<Cell>> out;
    std::vector<Cell> line(static_cast<std::size_t>(length), Cell::Empty);
    std::function<void(std::size_t, int)> place = [&](std::size_t block, int from) {
        if (block == clue.size()) {
            out.push_back(line);
            return;
        }
        const Cell colour = static_cast<Cell>(1u << colours[block]);
        for (int start = from; start + clue[block] <= length; ++start) {
            for (int i = 0; i < clue[block]; ++i) line[start + i] = colour;
            const bool gap = block + 1 < clue.size() && colours[block + 1] == colours[block];
            place(block + 1, start + clue[block] + (gap ? 1 : 0));
            for (int i = 0; i < clue[block]; ++i) line[start + i] = Cell::Empty;
        }
    };
    place(0, 0);
    return out;
}

std::vector<Cell> brute_force_colour_line(const Clue& clue, const std::vector<int>& colours,
                                          const std::vector<Cell>& known) {
    return union_of_fitting(all_colour_arrangements(clue, colours, static_cast<int>(known.size())), known);
}

namespace {
int only_colour(Cell c) {
    for (int colour = 0; colour < 8; ++colour)
        if (static_cast<unsigned>(c) == (1u << colour)) return colour;
    return -1;
}

// True when a column's first cells can still grow into the coloured clue: every run closed
// so far is the clue's block of that length and colour, the open one is not too long.
bool colour_column_prefix_ok(const Clue& clue, const std::vector<int>& colours, const std::vector<Cell>& prefix) {
    std::size_t block = 0;
    int run = 0, run_colour = 0;
    for (Cell c : prefix) {
        const int colour = only_colour(c);
        if (colour != run_colour && run > 0) {
            if (run != clue[block]) return false;
            ++block;
            run = 0;
        }
        run_colour = colour;
        if (colour == 0) continue;
        if (block >= clue.size() || colours[block] != colour) return false;
        if (++run > clue[block]) return false;
    }
    return true;
}

bool colour_column_ok(const Clue& clue, const std::vector<int>& colours, const std::vector<Cell>& cells) {
    std::vector<int> runs, run_colours;
    int run = 0, run_colour = 0;
    for (Cell c : cells) {
        const int colour = only_colour(c);
        if (colour != run_colour && run > 0) {
            runs.push_back(run);
            run_colours.push_back(run_colour);
            run = 0;
        }
        run_colour = colour;
        if (colour != 0) ++run;
    }
    if (run > 0) {
        runs.push_back(run);
        run_colours.push_back(run_colour);
    }
    return runs == clue && run_colours == colours;
}
}  // namespace

std::vector<Grid> brute_force_colour_solutions(const Puzzle& puzzle, std::size_t limit) {
    std::vector<std::vector<std::vector<Cell>>> options;
    for (int r = 0; r < puzzle.height; ++r)
        options.push_back(all_colour_arrangements(puzzle.rows[r], puzzle.row_colours[r], puzzle.width));
    std::vector<Grid> solutions;
    Grid grid(puzzle.width, puzzle.height, Cell::Empty);
    std::vector<std::vector<Cell>> columns(static_cast<std::size_t>(puzzle.width));
    std::function<bool(int)> fill = [&](int row) -> bool {
        if (row == puzzle.height) {
            for (int c = 0; c < puzzle.width; ++c)
                if (!colour_column_ok(puzzle.columns[c], puzzle.column_colours[c], columns[c])) return true;
            solutions.push_back(grid);
            return limit == 0 || solutions.size() < limit;
        }
        for (const auto& arrangement : options[row]) {
            bool ok = true;
            for (int c = 0; c < puzzle.width; ++c) {
                columns[c].push_back(arrangement[c]);
                grid.set(row, c, arrangement[c]);
            }
            for (int c = 0; c < puzzle.width && ok; ++c)
                ok = colour_column_prefix_ok(puzzle.columns[c], puzzle.column_colours[c], columns[c]);
            bool go_on = true;
            if (ok) go_on = fill(row + 1);
            for (int c = 0; c < puzzle.width; ++c) columns[c].pop_back();
            if (!go_on) return false;
        }
        return true;
    };
    fill(0);
    return solutions;
}

Grid random_colour_grid(std::mt19937& rng, int width, int height, int colours, double density) {
    std::bernoulli_distribution filled(density);
    std::uniform_int_distribution<int> colour(1, colours - 1);
    Grid grid(width, height, Cell::Empty);
    for (int r = 0; r < height; ++r)
        for (int c = 0; c < width; ++c)
            if (filled(rng)) grid.set(r, c, static_cast<Cell>(1u << colour(rng)));
    return grid;
}

std::vector<Colour> test_palette(int count) {
    static const Colour kColours[] = {{"white", 0xffffff, '.'}, {"black", 0x000000, '#'},
                                      {"red", 0xff0000, 'r'},   {"green", 0x00a000, 'g'},
                                      {"blue", 0x0000ff, 'b'},  {"yellow", 0xffff00, 'y'},
                                      {"purple", 0x800080, 'p'}, {"orange", 0xff8000, 'o'}};
    return std::vector<Colour>(kColours, kColours + count);
}

Puzzle random_colour_puzzle(std::mt19937& rng, bool perturb, int max_side) {
    const int width = 2 + static_cast<int>(rng() % static_cast<unsigned>(max_side - 1));
    const int height = 2 + static_cast<int>(rng() % static_cast<unsigned>(max_side - 1));
    const int colours = 3 + static_cast<int>(rng() % 3);
    const double density = std::uniform_real_distribution<double>(0.3, 0.9)(rng);
    Grid picture = random_colour_grid(rng, width, height, colours, density);
    Puzzle p = puzzle_from_grid(picture, test_palette(colours));
    if (perturb) {
        Grid other = picture;
        std::uniform_int_distribution<std::size_t> cell(0, other.cells().size() - 1);
        std::swap(other.cells()[cell(rng)], other.cells()[cell(rng)]);
        const Puzzle q = puzzle_from_grid(other, test_palette(colours));
        p.columns = q.columns;
        p.column_colours = q.column_colours;
    }
    p.goal.reset();
    return p;
}

}  // namespace nono::testing
