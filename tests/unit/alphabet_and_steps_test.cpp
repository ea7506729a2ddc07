// The cell alphabet and the step kinds are each one table (nono/puzzle.hpp, nono/trace.hpp):
// the writers use the alphabet, the readers take it and its alternatives, and every step kind
// has one name and one constructor that sets that kind.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "nono/io.hpp"
#include "nono/trace.hpp"
#include "nono/trace_io.hpp"

namespace nono {
namespace {

TEST(CellAlphabet, WritersUseItAndReadersTakeItsAlternatives) {
    for (Cell cell : {Cell::Filled, Cell::Empty, Cell::Unknown})
        EXPECT_EQ(cell_from_char(cell_char(cell), true), cell);
    EXPECT_EQ(cell_from_char(CellAlphabet::unknown, false), std::nullopt);
    for (char c : CellAlphabet::filled_also) EXPECT_EQ(cell_from_char(c, false), Cell::Filled) << c;
    for (char c : CellAlphabet::empty_also) EXPECT_EQ(cell_from_char(c, false), Cell::Empty) << c;
    for (char c : CellAlphabet::unknown_also) EXPECT_EQ(cell_from_char(c, true), Cell::Unknown) << c;
    EXPECT_EQ(cell_from_char('z', true), std::nullopt);

    Grid grid(3, 1);
    grid.set(0, 0, Cell::Filled);
    grid.set(0, 1, Cell::Empty);
    const std::string written = write_grid(grid);
    const std::string expected{CellAlphabet::filled, CellAlphabet::empty, CellAlphabet::unknown, '\n'};
    EXPECT_EQ(written, expected);
    EXPECT_EQ(parse_state(written, "t"), grid);
    const std::string others = std::string{CellAlphabet::filled_also[0], CellAlphabet::empty_also[0]} + "\n";
    const std::string rewritten{CellAlphabet::filled, CellAlphabet::empty, '\n'};
    EXPECT_EQ(write_grid(parse_grid(others, "t")), rewritten);
}

TEST(StepKinds, OneNameAndOneConstructorEach) {
    std::set<std::string_view> names;
#define NONO_STEP_KIND_NAME_TEST(kind, name, fields) \
    EXPECT_EQ(step_kind_name(StepKind::kind), name);  \
    EXPECT_TRUE(names.insert(name).second) << name;
    NONO_STEP_KINDS(NONO_STEP_KIND_NAME_TEST)
#undef NONO_STEP_KIND_NAME_TEST
    const Step made[] = {Step::make_line(3, "complete"),
                         Step::make_probe(4, Cell::Filled, true, 2, 1),
                         Step::make_forced(4, Cell::Filled, 1),
                         Step::make_guess(5, Cell::Empty, 2, true),
                         Step::make_backtrack(1),
                         Step::make_contradiction(2),
                         Step::make_solution(1, 0),
                         Step::make_iteration(3, 10, 4),
                         Step::make_progress(100)};
    std::set<StepKind> kinds;
    for (const Step& step : made) kinds.insert(step.kind);
    EXPECT_EQ(kinds.size(), names.size());  // a constructor for every kind in the table
    EXPECT_EQ(Step::make_line_guess(2, 1).kind, StepKind::Guess);
    EXPECT_EQ(Step::make_probe(4, Cell::Filled, true, 2, 1).count, 2u);
    EXPECT_EQ(Step::make_iteration(3, 10, 4).total, 10u);

    Puzzle puzzle;
    puzzle.width = puzzle.height = 3;
    puzzle.rows = puzzle.columns = {{1}, {1}, {1}};
    for (const Step& step : made)
        EXPECT_EQ(step_object(puzzle, step, 1)["kind"], step_kind_name(step.kind));
}

}  // namespace
}  // namespace nono
