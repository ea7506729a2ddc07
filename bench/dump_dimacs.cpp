// Writes a puzzle's SAT formula (the engine's block-start encoding of the bare clues,
// sat_encoding.hpp; for a colour puzzle, colour_sat_encoding.cpp's) in DIMACS, so the
// `cryptominisat5` and `cadical` programs can be measured on exactly nono's formula (seeds,
// options) outside the engine (issue 25). With --probe (black and white only), the root's
// line-solving fixpoint as units, and what probing each open cell finds at that fixpoint as
// clauses: "cell = v -> cell' = v'" for every cell the probe's propagation sets (binary), and
// a unit for a value that contradicts (FastNonogramSolver's "probe clauses").
// Usage: nono_dump_dimacs [--probe] PUZZLE > FILE.cnf
#include <cstdio>
#include <cstring>
#include <exception>
#include <vector>

#include "nono/io.hpp"
#include "nono/line_solver.hpp"
#include "solve/engine/board.hpp"
#include "solve/engine/sat_encoding.hpp"

namespace {

using nono::Cell;
using nono::detail::Board;
using nono::detail::cell_variable;

int literal(std::size_t index, Cell value) {
    return value == Cell::Filled ? cell_variable(index) : -cell_variable(index);
}

// Appends the root's units and the probe clauses to `extra` (0-terminated clauses).
void probe_clauses(const nono::Puzzle& puzzle, std::vector<int>& extra, std::size_t& binaries) {
    auto line_solver = nono::make_line_solver("complete");
    nono::SolveStats stats;
    Board board(puzzle, *line_solver, stats);
    board.queue_all_lines();
    if (board.propagate() != Board::Outcome::Consistent) {
        extra.push_back(0);
        return;
    }
    for (std::size_t index = 0; index < board.cell_count(); ++index)
        if (board.cell(index) != Cell::Unknown) extra.insert(extra.end(), {literal(index, board.cell(index)), 0});
    for (std::size_t index = 0; index < board.cell_count(); ++index) {
        if (board.cell(index) != Cell::Unknown) continue;
        for (Cell value : {Cell::Filled, Cell::Empty}) {
            const std::size_t mark = board.trail_mark();
            board.assign(index, value);
            if (board.propagate() == Board::Outcome::Consistent) {
                board.for_each_since(mark, [&](std::size_t other, Cell, Cell now) {
                    if (other == index) return;
                    extra.insert(extra.end(), {-literal(index, value), literal(other, now), 0});
                    ++binaries;
                });
            } else {
                extra.insert(extra.end(), {-literal(index, value), 0});
            }
            board.undo_to(mark);
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    const bool probe = argc == 3 && std::strcmp(argv[1], "--probe") == 0;
    if (argc != 2 && !probe) {
        std::fprintf(stderr, "usage: %s [--probe] PUZZLE > FILE.cnf\n", argv[0]);
        return 2;
    }
    const char* path = argv[argc - 1];
    try {
        const nono::Puzzle puzzle = nono::read_puzzle(path);
        if (probe && nono::is_colour_puzzle(puzzle)) {
            std::fprintf(stderr, "%s: --probe takes black-and-white puzzles only\n", path);
            return 2;
        }
        const Cell open = nono::is_colour_puzzle(puzzle) ? nono::any_colour(nono::colour_count(puzzle)) : Cell::Unknown;
        const std::vector<Cell> unknown(static_cast<std::size_t>(puzzle.width) * puzzle.height, open);
        nono::detail::Cnf cnf = nono::detail::encode_puzzle(puzzle, unknown);
        std::size_t binaries = 0;
        if (probe) probe_clauses(puzzle, cnf.literals, binaries);
        std::size_t clauses = 0;
        for (int literal : cnf.literals) clauses += literal == 0;
        if (probe) std::fprintf(stderr, "%s: %zu probe clauses (binary)\n", path, binaries);
        std::printf("p cnf %d %zu\n", cnf.variables, clauses);
        for (int literal : cnf.literals) std::printf(literal == 0 ? "0\n" : "%d ", literal);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "%s: %s\n", path, error.what());
        return 2;
    }
    return 0;
}
