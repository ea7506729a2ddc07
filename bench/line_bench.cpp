// Line solver speed on lines of growing length: the complete solver should scale as
// length x blocks.
#include <benchmark/benchmark.h>

#include <random>

#include "line/complete_line_solver.hpp"

namespace {

void BM_CompleteLineSolver(benchmark::State& state) {
    const int length = static_cast<int>(state.range(0));
    std::mt19937 rng(1);
    std::vector<nono::Cell> picture(length);
    for (auto& c : picture) c = rng() % 2 ? nono::Cell::Filled : nono::Cell::Empty;
    const nono::Clue clue = nono::clue_of_line(picture);
    std::vector<nono::Cell> known(length, nono::Cell::Unknown);
    for (int i = 0; i < length; i += 7) known[i] = picture[i];
    nono::detail::CompleteLineSolver solver;
    std::vector<nono::Cell> cells;
    for (auto _ : state) {
        cells = known;
        benchmark::DoNotOptimize(solver.solve(clue, cells));
    }
    state.SetComplexityN(static_cast<long>(length) * static_cast<long>(clue.size() + 1));
}
BENCHMARK(BM_CompleteLineSolver)->RangeMultiplier(4)->Range(16, 4096)->Complexity(benchmark::oN);

}  // namespace
