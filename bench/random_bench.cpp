// Random pictures (each cell filled with probability 1/2, fixed seeds) asked "is it unique?".
// Such puzzles mostly have several solutions and need search, unlike the shared corpus, which
// propagation alone solves; they measure probing and backtracking.
// Run: build/bench/nono_bench --benchmark_filter=Random
#include <benchmark/benchmark.h>

#include <random>

#include "nono/solver.hpp"

namespace {

std::vector<nono::Puzzle> random_puzzles(int side, int count) {
    std::mt19937 rng(20261123);
    std::bernoulli_distribution filled(0.5);
    std::vector<nono::Puzzle> puzzles;
    for (int n = 0; n < count; ++n) {
        nono::Grid picture(side, side, nono::Cell::Empty);
        for (auto& cell : picture.cells()) cell = filled(rng) ? nono::Cell::Filled : nono::Cell::Empty;
        puzzles.push_back(nono::puzzle_from_grid(picture));
    }
    return puzzles;
}

void BM_RandomUniqueness(benchmark::State& state) {
    const auto puzzles = random_puzzles(static_cast<int>(state.range(0)), 10);
    nono::SolveOptions options;
    options.max_solutions = 2;
    options.timeout_seconds = 10;  // per puzzle; "undecided" counts them
    std::uint64_t line_solves = 0, guesses = 0, undecided = 0;
    for (auto _ : state) {
        for (const auto& puzzle : puzzles) {
            const auto result = nono::solve(puzzle, options);
            line_solves += result.stats.line_solves;
            guesses += result.stats.guesses;
            undecided += result.verdict == nono::Verdict::Undecided;
        }
    }
    state.counters["line_solves/iter"] =
        benchmark::Counter(static_cast<double>(line_solves), benchmark::Counter::kAvgIterations);
    state.counters["guesses/iter"] =
        benchmark::Counter(static_cast<double>(guesses), benchmark::Counter::kAvgIterations);
    state.counters["undecided/iter"] =
        benchmark::Counter(static_cast<double>(undecided), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_RandomUniqueness)->Arg(10)->Arg(20)->Arg(25)->Arg(30)->Unit(benchmark::kMillisecond);

}  // namespace
