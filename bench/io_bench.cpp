// Reading puzzle files must take time linear in their size: random square puzzles of growing
// side are written in each format, then read back. Google Benchmark fits the growth
// (Complexity, N = bytes read): reading XML used to count newlines from the start for each
// <line> and <count>, quadratic (a 1000 x 1000 puzzle took 485 s; issue 28).
// Run: build/bench/nono_bench --benchmark_filter=Read
#include <benchmark/benchmark.h>

#include <random>

#include "nono/io.hpp"

namespace {

nono::Puzzle random_puzzle(int side) {
    std::mt19937 random(static_cast<std::mt19937::result_type>(side));
    nono::Grid grid(side, side, nono::Cell::Empty);
    for (nono::Cell& cell : grid.cells()) cell = random() % 2 ? nono::Cell::Filled : nono::Cell::Empty;
    return nono::puzzle_from_grid(grid, "random");
}

void read_growing(benchmark::State& state, nono::Format format) {
    const std::string text = nono::write_puzzle(random_puzzle(static_cast<int>(state.range(0))), format);
    for (auto _ : state) benchmark::DoNotOptimize(nono::parse_puzzle(text, format, "bench"));
    state.SetComplexityN(static_cast<benchmark::IterationCount>(text.size()));
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}

void BM_ReadXml(benchmark::State& state) { read_growing(state, nono::Format::Xml); }
void BM_ReadNon(benchmark::State& state) { read_growing(state, nono::Format::Non); }
void BM_ReadJson(benchmark::State& state) { read_growing(state, nono::Format::Json); }

// Sides 125 to 1000 (the largest accepted): 64 times the cells from first to last.
BENCHMARK(BM_ReadXml)->RangeMultiplier(2)->Range(125, 1000)->Unit(benchmark::kMillisecond)->Complexity(benchmark::oN);
BENCHMARK(BM_ReadNon)->RangeMultiplier(2)->Range(125, 1000)->Unit(benchmark::kMillisecond)->Complexity(benchmark::oN);
BENCHMARK(BM_ReadJson)->RangeMultiplier(2)->Range(125, 1000)->Unit(benchmark::kMillisecond)->Complexity(benchmark::oN);

}  // namespace
