// The table of line solvers by name: the one place a line solver is registered. The CLI's
// --line-solver choices and `nono algorithms` are read from it.
#include <stdexcept>
#include <string>

#include "bitwise_line_solver.hpp"
#include "cached_line_solver.hpp"
#include "complete_line_solver.hpp"
#include "enumerate_line_solver.hpp"
#include "placements.hpp"

namespace nono {

namespace {

template <typename Solver>
std::unique_ptr<LineSolver> make() {
    return std::make_unique<Solver>();
}

constexpr LineSolverInfo kLineSolvers[] = {
    {"complete", "dynamic programming over (cell, block) from both ends: exact, O(length x blocks); colour lines too",
     true, true, make<detail::CompleteLineSolver>},
    {"bitwise", "complete's dynamic programming on bit masks, for lines up to 127 cells (one 64-bit word up to 63, two up to 127; longer: complete); colour lines up to 62 cells on masks, longer: complete",
     true, true, make<detail::BitwiseLineSolver>},
    {"fast", "Simpson's: overlaps of the leftmost and rightmost placements; may miss cells; black and white only",
     false, false, make<detail::FastLineSolver>},
    {"olsak", "Olsak's: extreme placements, then a trial of the other value where they agree: exact; black and white only",
     true, false, make<detail::OlsakLineSolver>},
    {"enumerate", "every placement of the blocks, intersected: exact but exponential (refuses over 1e6); colour lines too",
     true, true, make<detail::EnumerateLineSolver>},
};

}  // namespace

std::span<const LineSolverInfo> line_solvers() { return kLineSolvers; }

const LineSolverInfo* find_line_solver(std::string_view name) {
    for (const LineSolverInfo& info : kLineSolvers)
        if (info.name == name) return &info;
    return nullptr;
}

std::string black_and_white_only(std::string_view name) {
    std::string takers;
    for (const LineSolverInfo& info : kLineSolvers)
        if (info.colour) takers += (takers.empty() ? "" : ", ") + std::string(info.name);
    return "line solver '" + std::string(name) + "' is black-and-white only; colour lines are solved by: " + takers;
}

std::unique_ptr<LineSolver> make_line_solver(std::string_view name) {
    if (const LineSolverInfo* info = find_line_solver(name)) return info->make();
    std::string known;
    for (const LineSolverInfo& info : kLineSolvers) known += (known.empty() ? "" : ", ") + std::string(info.name);
    throw std::invalid_argument("unknown line solver '" + std::string(name) + "' (known: " + known + ")");
}

std::unique_ptr<MemoLineSolver> make_memo_line_solver(LineSolver& inner, std::size_t max_bytes) {
    return std::make_unique<detail::CachedLineSolver>(inner, max_bytes);
}

}  // namespace nono
