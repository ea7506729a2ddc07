// Names of the trace's step kinds, as written in the JSON trace (docs/trace.md).
#include "nono/trace.hpp"

namespace nono {

std::string_view step_kind_name(StepKind kind) {
    switch (kind) {
        case StepKind::Line: return "line";
        case StepKind::Probe: return "probe";
        case StepKind::Forced: return "forced";
        case StepKind::Guess: return "guess";
        case StepKind::Backtrack: return "backtrack";
        case StepKind::Contradiction: return "contradiction";
        case StepKind::Solution: return "solution";
        case StepKind::Iteration: return "iteration";
        case StepKind::Progress: return "progress";
    }
    return "line";
}

}  // namespace nono
