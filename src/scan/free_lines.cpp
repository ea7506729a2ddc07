// Bare lines' clues from the other lines; see free_lines.hpp.
#include "scan/free_lines.hpp"

#include <algorithm>
#include <bit>
#include <memory>

#include "line/propagation.hpp"
#include "model/line_ref.hpp"
#include "nono/line_solver.hpp"
#include "scan/colour_set_line.hpp"

namespace nono::scan {

namespace {

bool decided(Cell cell) { return std::has_single_bit(static_cast<unsigned>(cell)); }

// The colours a cell may still take.
std::vector<int> colours_of(Cell cell) {
    std::vector<int> colours;
    for (int colour = 0; colour < kMaxColours; ++colour)
        if (static_cast<unsigned>(cell) & static_cast<unsigned>(colour_cell(colour))) colours.push_back(colour);
    return colours;
}

// The free lines, by line index: not free, wholly free (no clue), or kept to blocks of sets of colours and sizes.
struct FreeLines {
    std::vector<bool> free;
    std::vector<std::optional<ColourSetLine>> set_clues;  // per line; none: wholly free
};

// Line logic over every line but the wholly free ones, from the lines queued
// (line/propagation.hpp's loop): a wholly free line is never solved, it only carries what its
// crossing lines decide; a line kept to blocks of sets is solved as its blocks in any of
// their colours and sizes. False on a contradiction.
bool propagate(const Puzzle& puzzle, const FreeLines& lines, LineSolver& solver, std::vector<Cell>& grid, LineQueue& queue) {
    std::vector<Cell> cells;
    return solve_to_fixpoint(queue, [&](int line) {
        const auto at = static_cast<std::size_t>(line);
        if (lines.free[at] && !lines.set_clues[at]) return true;
        const LineRef ref(puzzle, line);
        ref.read(grid, cells);
        if (lines.free[at] ? !lines.set_clues[at]->solve(cells)
                           : solver.solve(ref.clue(), line_colours(puzzle, line), cells) == LineStatus::Contradiction)
            return false;
        for (int i = 0; i < ref.length; ++i) {
            Cell& cell = grid[ref.cell(i)];
            if (cells[static_cast<std::size_t>(i)] == cell) continue;
            cell = cells[static_cast<std::size_t>(i)];
            if (cell == Cell::None) return false;
            queue.push(ref.crossing(i));
        }
        return true;
    });
}

// The lines through `cells` (grid indices), queued.
LineQueue lines_through(const Puzzle& puzzle, const std::vector<std::size_t>& cells) {
    LineQueue queue(line_count(puzzle));
    for (const std::size_t i : cells) {
        queue.push(static_cast<int>(i) / puzzle.width);
        queue.push(puzzle.height + static_cast<int>(i) % puzzle.width);
    }
    return queue;
}

}  // namespace

std::vector<std::vector<ColouredClue>> clues_left_for(const Puzzle& puzzle, const std::vector<int>& free, int max_probes,
                                                      int max_open, const OpenSearch& search,
                                                      const std::vector<std::optional<ColourSetClue>>& set_clues) {
    FreeLines is_free{std::vector<bool>(static_cast<std::size_t>(line_count(puzzle)), false),
                      std::vector<std::optional<ColourSetLine>>(static_cast<std::size_t>(line_count(puzzle)))};
    for (std::size_t k = 0; k < free.size(); ++k) {
        is_free.free[static_cast<std::size_t>(free[k])] = true;
        if (k < set_clues.size() && set_clues[k]) is_free.set_clues[static_cast<std::size_t>(free[k])].emplace(*set_clues[k]);
    }
    const std::unique_ptr<LineSolver> solver = make_line_solver("complete");
    std::vector<Cell> grid(static_cast<std::size_t>(puzzle.width * puzzle.height), any_colour(colour_count(puzzle)));
    LineQueue all(line_count(puzzle));
    all.push_all();
    if (!propagate(puzzle, is_free, *solver, grid, all)) return {};
    auto free_cells = [&](auto&& visit) {
        for (const int line : free) {
            const LineRef ref(puzzle, line);
            for (int k = 0; k < ref.length; ++k) visit(ref.cell(k));
        }
    };
    // Probing the free lines' undecided cells: a colour that contradicts the other lines is
    // ruled out, and what that decides spreads; again until a round rules nothing out.
    int probes = 0;
    bool contradiction = false;
    for (bool changed = true; changed && probes < max_probes && !contradiction;) {
        changed = false;
        free_cells([&](std::size_t i) {
            for (int colour = 0; colour < kMaxColours && !decided(grid[i]) && probes < max_probes && !contradiction; ++colour) {
                const auto bit = static_cast<unsigned>(colour_cell(colour));
                if (!(static_cast<unsigned>(grid[i]) & bit)) continue;
                ++probes;
                std::vector<Cell> trial = grid;
                trial[i] = colour_cell(colour);
                LineQueue queue = lines_through(puzzle, {i});
                if (propagate(puzzle, is_free, *solver, trial, queue)) continue;
                grid[i] = static_cast<Cell>(static_cast<unsigned>(grid[i]) & ~bit);
                LineQueue again = lines_through(puzzle, {i});
                contradiction = grid[i] == Cell::None || !propagate(puzzle, is_free, *solver, grid, again);
                changed = true;
            }
        });
    }
    if (contradiction) return {};
    // The cells still open (a free row's and a free column's crossing cell is in no clue),
    // each way they may be taken.
    std::vector<std::size_t> open;
    free_cells([&](std::size_t i) {
        if (!decided(grid[i]) && std::find(open.begin(), open.end(), i) == open.end()) open.push_back(i);
    });
    std::vector<std::vector<ColouredClue>> out;
    std::vector<Cell> cells;
    auto clues_of = [&](const std::vector<Cell>& decided_grid) {
        std::vector<ColouredClue> clues;
        for (const int line : free) {
            LineRef(puzzle, line).read(decided_grid, cells);
            clues.push_back(coloured_clue_of_line(cells));
        }
        if (std::find(out.begin(), out.end(), clues) == out.end()) out.push_back(std::move(clues));
    };
    if (static_cast<int>(open.size()) > max_open) {
        if (search.max_nodes <= 0) return {};
        // Depth first over every cell still open, the free lines' first, line logic after each
        // choice (monotone: a choice it refuses is refused whatever is chosen after it): each
        // leaf a whole grid the other lines' clues allow, a solution with the free lines
        // unclued, and its free lines' clues a way; stopped at more than `max_ways` ways.
        std::vector<std::size_t> order = open;
        for (std::size_t i = 0; i < grid.size(); ++i)
            if (!decided(grid[i]) && std::find(open.begin(), open.end(), i) == open.end()) order.push_back(i);
        int nodes = 0;
        bool given_up = false;
        auto descend = [&](auto&& self, const std::vector<Cell>& at) -> void {
            auto next = std::find_if(order.begin(), order.end(), [&](std::size_t i) { return !decided(at[i]); });
            if (next == order.end()) {
                clues_of(at);
                given_up = given_up || static_cast<int>(out.size()) > search.max_ways;
                return;
            }
            for (const int colour : colours_of(at[*next])) {
                if (given_up || ++nodes > search.max_nodes) {
                    given_up = true;
                    return;
                }
                std::vector<Cell> trial = at;
                trial[*next] = colour_cell(colour);
                LineQueue queue = lines_through(puzzle, {*next});
                if (propagate(puzzle, is_free, *solver, trial, queue)) self(self, trial);
            }
        };
        descend(descend, grid);
        if (search.used) *search.used += std::min(nodes, search.max_nodes);
        if (given_up) return {};
        return out;
    }
    std::vector<std::vector<int>> choices;  // per open cell, the colours it may take
    for (const std::size_t i : open) choices.push_back(colours_of(grid[i]));
    std::vector<std::size_t> choice(open.size(), 0);  // per open cell, which of its colours
    while (true) {
        std::vector<Cell> trial = grid;
        for (std::size_t k = 0; k < open.size(); ++k) trial[open[k]] = colour_cell(choices[k][choice[k]]);
        LineQueue queue = lines_through(puzzle, open);
        if (propagate(puzzle, is_free, *solver, trial, queue)) clues_of(trial);
        std::size_t k = 0;  // the next choice, as an odometer turns
        while (k < open.size() && ++choice[k] == choices[k].size()) choice[k++] = 0;
        if (k == open.size()) break;
    }
    return out;
}

}  // namespace nono::scan
