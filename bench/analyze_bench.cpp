// The census and the level computation. The 4x4 census is the "well under a second" target;
// the 5x5 targets (30 s for the counts, 10 minutes with levels) are too long for a benchmark
// loop and are measured by bench/census.sh instead (figures in docs/analysis.md).
// Run: build/bench/nono_bench --benchmark_filter='Census|Level'
#include <benchmark/benchmark.h>

#include <filesystem>

#include "nono/analyze.hpp"
#include "nono/census.hpp"
#include "nono/io.hpp"

namespace {

void BM_Census(benchmark::State& state) {
    nono::CensusOptions options;
    options.width = static_cast<int>(state.range(0));
    options.height = static_cast<int>(state.range(1));
    options.levels = state.range(2) != 0;
    options.threads = 1;  // CPU time of one core; the census scales across cores
    std::uint64_t unique = 0;
    for (auto _ : state) unique = nono::run_census(options).unique;
    state.counters["unique"] = static_cast<double>(unique);
    state.counters["grids/s"] = benchmark::Counter(
        static_cast<double>(std::uint64_t{1} << (options.width * options.height)),
        benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_Census)->Args({4, 4, 0})->Args({4, 4, 1})->Args({4, 5, 0})->Args({4, 5, 1})
    ->Unit(benchmark::kMillisecond);

// Levels of the shared corpus's small puzzles (sides up to 15): the cost of classify's default.
void BM_LevelOfCorpusPuzzles(benchmark::State& state) {
    std::vector<nono::Puzzle> puzzles;
    std::error_code ec;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(NONO_SHARED_PUZZLES, ec)) {
        if (!entry.is_regular_file() || entry.path().extension() != ".non") continue;
        try {
            nono::Puzzle puzzle = nono::read_puzzle(entry.path().string());
            if (puzzle.width <= 15 && puzzle.height <= 15) puzzles.push_back(std::move(puzzle));
        } catch (const nono::InputError&) {
        }
    }
    if (puzzles.empty()) {
        state.SkipWithError("no small corpus puzzles under " NONO_SHARED_PUZZLES);
        return;
    }
    for (auto _ : state)
        for (const auto& puzzle : puzzles) benchmark::DoNotOptimize(nono::difficulty_level(puzzle).level);
    state.counters["puzzles"] = static_cast<double>(puzzles.size());
}
BENCHMARK(BM_LevelOfCorpusPuzzles)->Unit(benchmark::kMillisecond);

}  // namespace
