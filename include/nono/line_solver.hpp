// Line solvers: given one line's clue and what is known of its cells, deduce more cells.
// Several are registered by name (src/line/line_solvers.cpp), so strategies and users can
// compare them; the engine's default, "complete", finds every cell that all arrangements
// agree on, by dynamic programming in O(length x blocks).
#pragma once

#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "nono/puzzle.hpp"

namespace nono {

enum class LineStatus { Ok, Contradiction };

class LineSolver {
public:
    virtual ~LineSolver() = default;
    virtual std::string_view name() const = 0;
    // Narrows `cells` in place (never widens a cell). `colours` holds each block's colour
    // (line_colours(): 1..kMaxColours-1, a cell then the set of colours it may still take, bit
    // 0 the background), or is empty for a black-and-white line, whose blocks are all colour 1
    // (Filled). Returns Contradiction when the solver can tell that no arrangement of `clue`
    // fits the known cells; `cells` is then unspecified. Every solver is sound (a cell it
    // decides is decided in every arrangement) and detects a contradiction at least on a line
    // with no unknown cell left. One without a coloured form (LineSolverInfo::colour false)
    // throws std::invalid_argument when given colours.
    virtual LineStatus solve(const Clue& clue, std::span<const int> colours, std::span<Cell> cells) = 0;
    LineStatus solve(const Clue& clue, std::span<Cell> cells) { return solve(clue, {}, cells); }
    // Why this solver will not take `clue` (with `colours`, as in solve) in a line of `length`
    // cells (it would cost too much), or empty. Strategies ask before they start, so a refusal
    // comes up front.
    virtual std::string refusal(const Clue& clue, std::span<const int> colours, int length) const {
        (void)clue;
        (void)colours;
        (void)length;
        return {};
    }
};

struct LineSolverInfo {
    std::string_view name;
    std::string_view summary;  // one line for `nono algorithms`
    bool complete;             // decides every cell all arrangements agree on
    bool colour;               // has a coloured form: takes the lines of colour puzzles
    std::unique_ptr<LineSolver> (*make)();
};

std::span<const LineSolverInfo> line_solvers();
const LineSolverInfo* find_line_solver(std::string_view name);  // nullptr when unknown
// "line solver 'fast' is black-and-white only; colour lines are solved by: complete, ..." from
// the table: what a solver without a coloured form says when given colours.
std::string black_and_white_only(std::string_view name);
// Throws std::invalid_argument naming the known solvers when `name` is unknown.
std::unique_ptr<LineSolver> make_line_solver(std::string_view name);

// Wraps a solver with a memo of its answers per (clue, known cells), at most `max_bytes`
// (search and probing ask about the same line states over and over). Clues are told apart
// by address, so the wrapper serves one puzzle's clues at a time. `hits` counts answers
// served from the memo.
class MemoLineSolver : public LineSolver {
public:
    virtual std::uint64_t hits() const = 0;
    virtual std::size_t memory_bytes() const = 0;
};
std::unique_ptr<MemoLineSolver> make_memo_line_solver(LineSolver& inner,
                                                      std::size_t max_bytes = std::size_t{64} << 20);

}  // namespace nono
