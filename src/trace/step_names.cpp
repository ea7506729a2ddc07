// The step kinds' names (NONO_STEP_KINDS, as written in the JSON trace: docs/trace.md) and
// their named constructors, so each kind's fields are set in one place.
#include "nono/trace.hpp"

namespace nono {

std::string_view step_kind_name(StepKind kind) {
    switch (kind) {
#define NONO_STEP_KIND_NAME(kind, name, fields) \
    case StepKind::kind: return name;
        NONO_STEP_KINDS(NONO_STEP_KIND_NAME)
#undef NONO_STEP_KIND_NAME
    }
    return "line";
}

namespace {

Step of_kind(StepKind kind, std::uint32_t depth = 0) {
    Step step;
    step.kind = kind;
    step.depth = depth;
    return step;
}

}  // namespace

Step Step::make_line(int line, std::string_view solver, std::uint32_t depth) {
    Step step = of_kind(StepKind::Line, depth);
    step.line = line;
    step.solver = solver;
    return step;
}

Step Step::make_probe(std::int64_t cell, Cell value, bool contradiction, std::uint64_t implied,
                      std::uint32_t depth) {
    Step step = of_kind(StepKind::Probe, depth);
    step.cell = cell;
    step.value = value;
    step.contradiction = contradiction;
    step.count = implied;
    return step;
}

Step Step::make_forced(std::int64_t cell, Cell failed, std::uint32_t depth) {
    Step step = of_kind(StepKind::Forced, depth);
    step.cell = cell;
    step.value = failed;
    return step;
}

Step Step::make_guess(std::int64_t cell, Cell value, std::uint32_t depth, bool alternative) {
    Step step = of_kind(StepKind::Guess, depth);
    step.cell = cell;
    step.value = value;
    step.alternative = alternative;
    return step;
}

Step Step::make_line_guess(int line, std::uint32_t depth) {
    Step step = of_kind(StepKind::Guess, depth);
    step.line = line;
    return step;
}

Step Step::make_backtrack(std::uint32_t depth) { return of_kind(StepKind::Backtrack, depth); }

Step Step::make_contradiction(int line, std::uint32_t depth) {
    Step step = of_kind(StepKind::Contradiction, depth);
    step.line = line;
    return step;
}

Step Step::make_solution(std::uint64_t count, std::uint32_t depth, std::string_view solver) {
    Step step = of_kind(StepKind::Solution, depth);
    step.count = count;
    step.solver = solver;
    return step;
}

Step Step::make_iteration(std::uint64_t round, std::uint64_t candidates, std::uint64_t largest) {
    Step step = of_kind(StepKind::Iteration);
    step.count = round;
    step.total = candidates;
    step.largest = largest;
    return step;
}

Step Step::make_progress(std::uint64_t grids) {
    Step step = of_kind(StepKind::Progress);
    step.count = grids;
    return step;
}

}  // namespace nono
