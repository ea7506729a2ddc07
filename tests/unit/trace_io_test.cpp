// The trace in words and in JSON: each step kind is worded as documented (docs/trace.md),
// with lines named by their clue and positions counted from 1 as people count.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "nono/trace_io.hpp"

namespace nono {
namespace {

Puzzle three_by_two() {
    Puzzle puzzle;
    puzzle.width = 3;
    puzzle.height = 2;
    puzzle.rows = {{2}, {1, 1}};
    puzzle.columns = {{1}, {1}, {2}};
    return puzzle;
}

Step step_of(StepKind kind, std::vector<CellChange> cells = {}) {
    Step step;
    step.kind = kind;
    step.cells = std::move(cells);
    return step;
}

TEST(TraceWords, EachStepKind) {
    const Puzzle puzzle = three_by_two();
    Step line = step_of(StepKind::Line, {{4, Cell::Empty}, {3, Cell::Filled}, {5, Cell::Filled}});
    line.line = 1;
    EXPECT_EQ(explain_step(puzzle, line), "row 2 (1 1): cells 1, 3 are filled, cell 2 is empty in every placement");
    Step column = step_of(StepKind::Line, {{2, Cell::Filled}, {5, Cell::Filled}});
    column.line = 2 + 2;
    EXPECT_EQ(explain_step(puzzle, column), "column 3 (2): cells 1-2 are filled in every placement");
    Step probe = step_of(StepKind::Probe);
    probe.cell = 4;
    probe.value = Cell::Filled;
    probe.contradiction = true;
    EXPECT_EQ(explain_step(puzzle, probe), "probe: if row 2, column 2 were filled, a contradiction would follow");
    Step forced = step_of(StepKind::Forced, {{4, Cell::Empty}});
    forced.cell = 4;
    forced.value = Cell::Filled;
    EXPECT_EQ(explain_step(puzzle, forced), "so row 2, column 2 cannot be filled: it is empty");
    Step guess = step_of(StepKind::Guess, {{0, Cell::Empty}});
    guess.cell = 0;
    guess.value = Cell::Empty;
    guess.depth = 1;
    EXPECT_EQ(explain_step(puzzle, guess), "guess (depth 1): row 1, column 1 is empty");
    Step back = step_of(StepKind::Backtrack, {{0, Cell::Unknown}, {1, Cell::Unknown}});
    EXPECT_EQ(explain_step(puzzle, back), "backtrack to depth 0: undo 2 cells");
    Step contradiction = step_of(StepKind::Contradiction);
    contradiction.line = 0;
    EXPECT_EQ(explain_step(puzzle, contradiction), "row 1 (2) cannot be completed: contradiction");
    Step iteration = step_of(StepKind::Iteration);
    iteration.count = 3;
    iteration.total = 12;
    iteration.largest = 4;
    EXPECT_EQ(explain_step(puzzle, iteration), "iteration 3: 12 candidates left, at most 4 in one line");
}

TEST(TraceJson, StepsCarryRowsColumnsAndCells) {
    const Puzzle puzzle = three_by_two();
    Step column = step_of(StepKind::Line, {{2, Cell::Filled}, {5, Cell::Unknown}});
    column.line = 4;
    column.solver = "complete";
    const auto json = nlohmann::json::parse(step_json(puzzle, column, 7));
    EXPECT_EQ(json["type"], "step");
    EXPECT_EQ(json["n"], 7);
    EXPECT_EQ(json["kind"], "line");
    EXPECT_EQ(json["column"], 2);
    EXPECT_FALSE(json.contains("row"));
    EXPECT_EQ(json["cells"], nlohmann::json::parse(R"([[0,2,"#"],[1,2,"?"]])"));

    std::ostringstream out;
    JsonTraceWriter writer(out, puzzle, "engine");
    writer.step(column);
    writer.finish("unique");
    std::istringstream lines(out.str());
    std::string header, step, end, extra;
    std::getline(lines, header);
    std::getline(lines, step);
    std::getline(lines, end);
    EXPECT_FALSE(std::getline(lines, extra));
    EXPECT_EQ(nlohmann::json::parse(header)["rows"], nlohmann::json::parse("[[2],[1,1]]"));
    EXPECT_EQ(nlohmann::json::parse(end)["steps"], 1);
}

}  // namespace
}  // namespace nono
