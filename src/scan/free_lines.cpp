// Bare lines' clues from the other lines; see free_lines.hpp.
#include "scan/free_lines.hpp"

#include <algorithm>
#include <bit>
#include <deque>
#include <memory>
#include <span>

#include "nono/line_solver.hpp"

namespace nono::scan {

namespace {

// The board as line logic knows it, each line's cells gathered and scattered by index.
class Board {
public:
    Board(const Puzzle& puzzle, const std::vector<bool>& free, LineSolver& solver)
        : puzzle_(&puzzle), free_(&free), cells_(static_cast<std::size_t>(puzzle.width * puzzle.height),
                                                 any_colour(colour_count(puzzle))),
          solver_(&solver) {}

    int lines() const { return puzzle_->height + puzzle_->width; }
    int length(int line) const { return line < puzzle_->height ? puzzle_->width : puzzle_->height; }
    std::size_t index(int line, int k) const {
        return line < puzzle_->height ? static_cast<std::size_t>(line * puzzle_->width + k)
                                     : static_cast<std::size_t>(k * puzzle_->width + (line - puzzle_->height));
    }
    std::vector<Cell> line_cells(int line) const {
        std::vector<Cell> out(static_cast<std::size_t>(length(line)));
        for (int k = 0; k < length(line); ++k) out[static_cast<std::size_t>(k)] = cells_[index(line, k)];
        return out;
    }
    Cell& at(std::size_t i) { return cells_[i]; }
    // The lines through cell `i`: its row, its column.
    std::pair<int, int> through(std::size_t i) const {
        const int row = static_cast<int>(i) / puzzle_->width, column = static_cast<int>(i) % puzzle_->width;
        return {row, puzzle_->height + column};
    }

    // Line logic until nothing changes, starting from the lines marked in `dirty` (free lines
    // are never solved: they only carry what their crossing lines decide). False on a
    // contradiction.
    bool propagate(std::vector<bool> dirty) {
        std::deque<int> queue;
        for (int line = 0; line < lines(); ++line)
            if (dirty[static_cast<std::size_t>(line)]) queue.push_back(line);
        while (!queue.empty()) {
            const int line = queue.front();
            queue.pop_front();
            dirty[static_cast<std::size_t>(line)] = false;
            if ((*free_)[static_cast<std::size_t>(line)]) continue;
            std::vector<Cell> cells = line_cells(line);
            const Clue& clue = line < puzzle_->height ? puzzle_->rows[static_cast<std::size_t>(line)]
                                                     : puzzle_->columns[static_cast<std::size_t>(line - puzzle_->height)];
            if (solver_->solve(clue, line_colours(*puzzle_, line), cells) == LineStatus::Contradiction) return false;
            for (int k = 0; k < length(line); ++k) {
                Cell& cell = cells_[index(line, k)];
                if (cells[static_cast<std::size_t>(k)] == cell) continue;
                cell = cells[static_cast<std::size_t>(k)];
                if (cell == Cell::None) return false;
                const auto [row, column] = through(index(line, k));
                const int other = line < puzzle_->height ? column : row;
                if (!dirty[static_cast<std::size_t>(other)]) {
                    dirty[static_cast<std::size_t>(other)] = true;
                    queue.push_back(other);
                }
            }
        }
        return true;
    }

private:
    const Puzzle* puzzle_;
    const std::vector<bool>* free_;
    std::vector<Cell> cells_;
    LineSolver* solver_;
};

bool decided(Cell cell) { return std::has_single_bit(static_cast<unsigned>(cell)); }

}  // namespace

std::vector<std::vector<ColouredClue>> clues_left_for(const Puzzle& puzzle, const std::vector<int>& free, int max_probes,
                                                      int max_open) {
    std::vector<bool> is_free(static_cast<std::size_t>(puzzle.height + puzzle.width), false);
    for (const int line : free) is_free[static_cast<std::size_t>(line)] = true;
    const std::unique_ptr<LineSolver> solver = make_line_solver("complete");
    Board board(puzzle, is_free, *solver);
    if (!board.propagate(std::vector<bool>(is_free.size(), true))) return {};
    auto dirty_through = [&](const std::vector<std::size_t>& cells) {
        std::vector<bool> dirty(is_free.size(), false);
        for (const std::size_t i : cells) {
            const auto [row, column] = board.through(i);
            dirty[static_cast<std::size_t>(row)] = dirty[static_cast<std::size_t>(column)] = true;
        }
        return dirty;
    };
    // Probing the free lines' undecided cells: a colour that contradicts the other lines is
    // ruled out, and what that decides spreads; again until a round rules nothing out.
    int probes = 0;
    for (bool changed = true; changed && probes < max_probes;) {
        changed = false;
        for (const int line : free)
            for (int k = 0; k < board.length(line); ++k) {
                const std::size_t i = board.index(line, k);
                for (int colour = 0; colour < kMaxColours && !decided(board.at(i)) && probes < max_probes; ++colour) {
                    const auto bit = static_cast<unsigned>(colour_cell(colour));
                    if (!(static_cast<unsigned>(board.at(i)) & bit)) continue;
                    ++probes;
                    Board trial = board;
                    trial.at(i) = colour_cell(colour);
                    if (trial.propagate(dirty_through({i}))) continue;
                    board.at(i) = static_cast<Cell>(static_cast<unsigned>(board.at(i)) & ~bit);
                    if (board.at(i) == Cell::None || !board.propagate(dirty_through({i}))) return {};
                    changed = true;
                }
            }
    }
    // The cells still open (a free row's and a free column's crossing cell is in no clue),
    // each way they may be taken.
    std::vector<std::size_t> open;
    for (const int line : free)
        for (int k = 0; k < board.length(line); ++k)
            if (const std::size_t i = board.index(line, k); !decided(board.at(i)) && std::find(open.begin(), open.end(), i) == open.end())
                open.push_back(i);
    if (static_cast<int>(open.size()) > max_open) return {};
    std::vector<std::vector<ColouredClue>> out;
    std::vector<int> choice(open.size(), 0);  // per open cell, which of its colours
    auto colours_of = [](Cell cell) {
        std::vector<int> colours;
        for (int colour = 0; colour < kMaxColours; ++colour)
            if (static_cast<unsigned>(cell) & static_cast<unsigned>(colour_cell(colour))) colours.push_back(colour);
        return colours;
    };
    while (true) {
        Board trial = board;
        for (std::size_t k = 0; k < open.size(); ++k)
            trial.at(open[k]) = colour_cell(colours_of(board.at(open[k]))[static_cast<std::size_t>(choice[k])]);
        if (trial.propagate(dirty_through(open))) {
            std::vector<ColouredClue> clues;
            for (const int line : free) clues.push_back(coloured_clue_of_line(trial.line_cells(line)));
            if (std::find(out.begin(), out.end(), clues) == out.end()) out.push_back(std::move(clues));
        }
        std::size_t k = 0;  // the next choice, as an odometer turns
        while (k < open.size() && ++choice[k] == static_cast<int>(colours_of(board.at(open[k])).size())) choice[k++] = 0;
        if (k == open.size()) break;
    }
    return out;
}

}  // namespace nono::scan
