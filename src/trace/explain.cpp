// The trace in words (`nono solve --explain`): one sentence per step, naming lines by their
// clue and cells by row and column (1-based, as people count), and calling guesses and
// backtracks what they are, so a reader can redo the solve by hand.
#include <algorithm>

#include "model/line_ref.hpp"
#include "nono/trace_io.hpp"

namespace nono {

namespace {

// "filled", "empty"; in a colour puzzle a decided cell is named by its colour ("red"), the
// background, as in black and white, "empty", and a cell narrowed to some colours "empty or
// red".
std::string value_word(const Puzzle& puzzle, Cell value) {
    if (!is_colour_puzzle(puzzle))
        return value == Cell::Filled ? "filled" : value == Cell::Empty ? "empty" : "unknown";
    const int colours = colour_count(puzzle);
    if (value == any_colour(colours) || value == Cell::None) return "unknown";
    std::vector<std::string> names;
    for (int k = 0; k < colours; ++k)
        if ((static_cast<unsigned>(value) >> k & 1u) != 0)
            names.push_back(k == 0 ? "empty" : puzzle.palette[static_cast<std::size_t>(k)].name);
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i)
        text += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
    return text;
}

// The value a step left at `cell` (the last of its changes there), or `fallback`.
Cell value_after(const Step& step, std::int64_t cell, Cell fallback) {
    for (auto change = step.cells.rbegin(); change != step.cells.rend(); ++change)
        if (static_cast<std::int64_t>(change->index) == cell) return change->value;
    return fallback;
}

// The values a step's cells are told by, in the order they are said: filled (or each colour
// of the palette), then empty, then (colour puzzles) the cells narrowed to several colours.
std::vector<Cell> said_values(const Puzzle& puzzle, const std::vector<std::pair<int, Cell>>& along) {
    auto rank = [&puzzle](Cell value) {
        const int colour = cell_colour(value);
        if (colour > 0) return colour;
        if (colour == 0) return colour_count(puzzle);
        return colour_count(puzzle) + 1 + static_cast<int>(value);
    };
    std::vector<Cell> values;
    for (const auto& [position, cell] : along) values.push_back(cell);
    std::sort(values.begin(), values.end(), [&rank](Cell a, Cell b) { return rank(a) < rank(b); });
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

// "cells 4-5 are filled, cell 7 is empty": the changes along one line, as runs.
std::string runs_text(const Puzzle& puzzle, int line, const std::vector<CellChange>& cells) {
    const bool is_row = LineRef(puzzle.width, puzzle.height, line).is_row;
    std::vector<std::pair<int, Cell>> along;  // 1-based position in the line, value
    for (const CellChange& change : cells) {
        const int row = static_cast<int>(change.index / static_cast<std::uint32_t>(puzzle.width));
        const int column = static_cast<int>(change.index % static_cast<std::uint32_t>(puzzle.width));
        along.emplace_back((is_row ? column : row) + 1, change.value);
    }
    std::sort(along.begin(), along.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::string text;
    for (Cell value : said_values(puzzle, along)) {
        std::vector<std::pair<int, int>> runs;
        for (const auto& [position, cell] : along) {
            if (cell != value) continue;
            if (!runs.empty() && runs.back().second + 1 == position) runs.back().second = position;
            else runs.emplace_back(position, position);
        }
        if (runs.empty()) continue;
        std::size_t count = 0;
        std::string list;
        for (const auto& [from, to] : runs) {
            if (!list.empty()) list += ", ";
            list += std::to_string(from);
            if (to > from) {
                list += '-';
                list += std::to_string(to);
            }
            count += static_cast<std::size_t>(to - from + 1);
        }
        if (!text.empty()) text += ", ";
        text += (count == 1 ? "cell " : "cells ") + list + (count == 1 ? " is " : " are ") + value_word(puzzle, value);
    }
    return text;
}

}  // namespace

std::string explain_step(const Puzzle& puzzle, const Step& step) {
    const std::string depth = " (depth " + std::to_string(step.depth) + ")";
    switch (step.kind) {
        case StepKind::Line:
            return line_name(puzzle, step.line) + ": " + runs_text(puzzle, step.line, step.cells) +
                   " in every placement";
        case StepKind::Probe:
            return "probe: if " + cell_name(puzzle, step.cell) + " were " + value_word(puzzle, step.value) +
                   (step.contradiction ? ", a contradiction would follow"
                                       : ", " + std::to_string(step.count) + " cells would follow");
        case StepKind::Forced:
            if (step.value == Cell::Unknown)
                return (is_colour_puzzle(puzzle) ? "every colour left in " : "both values of ") +
                       cell_name(puzzle, step.cell) + (is_colour_puzzle(puzzle) ? " leads" : " lead") + " to the same " +
                       std::to_string(step.cells.size()) + (step.cells.size() == 1 ? " cell" : " cells") +
                       ", so they hold either way";
            return "so " + cell_name(puzzle, step.cell) + " cannot be " + value_word(puzzle, step.value) +
                   ": it is " +
                   value_word(puzzle, value_after(step, step.cell,
                                                  step.value == Cell::Filled ? Cell::Empty : Cell::Filled));
        case StepKind::Guess:
            return std::string(step.alternative ? "guess again" : "guess") + depth + ": " +
                   cell_name(puzzle, step.cell) + " is " + value_word(puzzle, step.value) +
                   (step.alternative ? " (the other value failed or was used up)" : "");
        case StepKind::Backtrack:
            return "backtrack to depth " + std::to_string(step.depth) + ": undo " +
                   std::to_string(step.cells.size()) + (step.cells.size() == 1 ? " cell" : " cells");
        case StepKind::Contradiction:
            if (step.line >= 0) return line_name(puzzle, step.line) + " cannot be completed: contradiction";
            return "contradiction";
        case StepKind::Solution:
            if (step.solver == "sat")
                return "solution " + std::to_string(step.count) +
                       " found by the SAT solver (CryptoMiniSat), beside the search: the next step puts the board back";
            if (step.solver == "swap")
                return "solution " + std::to_string(step.count) +
                       " found by swapping a 2x2 checkerboard of the one before (no clue changes), beside the search: the next step puts the board back";
            return "solution " + std::to_string(step.count) + " found";
        case StepKind::Iteration:
            return "iteration " + std::to_string(step.count) + ": " + std::to_string(step.total) +
                   " candidates left, at most " + std::to_string(step.largest) + " in one line";
        case StepKind::Progress:
            return std::to_string(step.count) + " grids tried";
    }
    return std::string(step_kind_name(step.kind));
}

void Explainer::step(const Step& step) {
    if (step.kind == StepKind::Probe && !step.contradiction && !every_probe_) return;
    out_ << ++told_ << ". " << explain_step(puzzle_, step) << '\n';
}

}  // namespace nono
