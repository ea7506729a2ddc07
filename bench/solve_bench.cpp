// Whole-puzzle solving: each shared corpus puzzle solved to a uniqueness verdict, and the
// whole corpus in one go. Run: build/bench/nono_bench --benchmark_filter=Corpus
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>

#include "nono/io.hpp"
#include "nono/solver.hpp"

namespace {

std::vector<std::filesystem::path> corpus_files() {
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(NONO_SHARED_PUZZLES, ec))
        if (entry.is_regular_file() && entry.path().extension() == ".non") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

void BM_CorpusUniqueness(benchmark::State& state) {
    std::vector<nono::Puzzle> puzzles;
    for (const auto& file : corpus_files()) puzzles.push_back(nono::read_puzzle(file.string()));
    if (puzzles.empty()) {
        state.SkipWithError("no corpus under " NONO_SHARED_PUZZLES);
        return;
    }
    std::uint64_t line_solves = 0;
    for (auto _ : state) {
        for (const auto& puzzle : puzzles) {
            const auto result = nono::solve(puzzle);
            line_solves += result.stats.line_solves;
            benchmark::DoNotOptimize(result.solution_count);
        }
    }
    state.counters["puzzles"] = static_cast<double>(puzzles.size());
    state.counters["line_solves/iter"] =
        benchmark::Counter(static_cast<double>(line_solves), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_CorpusUniqueness)->Unit(benchmark::kMillisecond);

}  // namespace
