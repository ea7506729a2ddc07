// The "engine" strategy: line propagation with a work queue, probing, and backtracking
// search (engine/board.cpp, engine/search.cpp) over a memoised line solver. Exact: it proves uniqueness
// and can count every solution.
#include <string>

#include "line/bitwise_line_solver.hpp"
#include "nono/line_solver.hpp"
#include "registry.hpp"
#include "solve/engine/portfolio.hpp"
#include "solve/limits.hpp"

namespace nono::detail {

namespace {

// "complete" as the engine runs it: the bitwise solver's tables (the same answers) on lines up
// to 127 cells, under complete's name for traces. Boards up to 63x63 take it through the
// short-line memo (Board::use_short_line_memo); this is for larger ones, whose lines of up to
// 63 cells and of 64..127 cells would otherwise go cell by cell: qnonograms tiger (75x50),
// whole process, 26.8 M -> 13.1 M instructions (callgrind; Simpson's solver 17.1 M).
// Colour lines: bitwise's coloured form (masks up to 62 cells, the table beyond), the colour
// engine's line solver under this name since it had one.
std::unique_ptr<LineSolver> engine_line_solver(const std::string& name) {
    if (name == "complete") return std::make_unique<BitwiseLineSolver>("complete");
    return make_line_solver(name);
}

class EngineStrategy final : public Strategy {
public:
    bool takes_colour() const override { return true; }

    void check(const Puzzle& puzzle, const SolveOptions& options) const override {
        // An unknown name, a black-and-white solver for a colour puzzle or a line too costly
        // for the chosen solver is refused here, not midway.
        refuse_costly_lines(puzzle, options.line_solver);
    }

    void run(const Puzzle& puzzle, const SolveOptions& options, SolveResult& result,
             TraceObserver* observer) override {
        Limits limits(options);
        const std::unique_ptr<LineSolver> inner = engine_line_solver(options.line_solver);
        const std::unique_ptr<MemoLineSolver> line_solver = make_memo_line_solver(*inner);
        // Either domain's board, given its limits, progress reports and trace, then decided.
        const auto decide_on = [&](auto& board) {
            board.set_limits(limits);
            if (options.progress)
                limits.report_progress(options.progress, options.progress_seconds, [&board] { return board.progress(); });
            board.trace().set_observer(observer);
            decide(puzzle, board, options, result);
        };
        if (is_colour_puzzle(puzzle)) {
            // Two or more foreground colours: the colour board (src/solve/engine/colour_board.*).
            ColourBoard board(puzzle, *line_solver, result.stats);
            decide_on(board);
            result.stats.line_cache_hits = line_solver->hits();
            return;
        }
        Board board(puzzle, *line_solver, result.stats);
        // Puzzles up to 63x63 take the bit-mask memo, and for the complete line solver the
        // bitwise one on a miss (same answers): taai2011 0310 without SAT, callgrind
        // instructions 4.47 G -> 2.22 G (memo) -> 1.19 G (bitwise). The memo is kept small
        // (2 MB, short_line_memo.hpp): 73 hard and middling tournament puzzles, interleaved,
        // 121.9 s with 64 MB, 113.8 s with 2 MB, 113.1 s with 1 MB (CPU s).
        board.use_short_line_memo(options.line_solver == "complete" ? nullptr : inner.get(),
                                  std::size_t{2} << 20);
        decide_on(board);
        result.stats.line_cache_hits = line_solver->hits() + board.short_line_hits();
    }
};

}  // namespace

std::unique_ptr<Strategy> make_engine_strategy() { return std::make_unique<EngineStrategy>(); }

}  // namespace nono::detail
