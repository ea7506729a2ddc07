#include "nono/solver.hpp"
// placeholder, replaced shortly by the real engine
namespace nono {
std::string_view verdict_name(Verdict v) {
    switch (v) {
        case Verdict::Unique: return "unique";
        case Verdict::Multiple: return "multiple";
        case Verdict::None: return "none";
        case Verdict::Found: return "found";
        case Verdict::Undecided: return "undecided";
    }
    return "undecided";
}
SolveResult solve(const Puzzle& p, const SolveOptions&) {
    SolveResult r;
    r.deduced = Grid(p.width, p.height);
    return r;
}
}  // namespace nono
