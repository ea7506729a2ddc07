// The comparison of strategies over the shared corpus (docs/algorithms.md shows its output):
// every strategy from the table, simpson with each line solver, perm-elim with and without
// then_search, and brute force in both modes, each asked "is it unique?" (max_solutions 2) on
// every puzzle with a time limit per puzzle. A puzzle counts as solved when the strategy's
// verdict is the engine's (found, for random brute force, when the engine says unique), refused
// when the strategy refuses it up front, limit when a limit or a stall stopped it (or random
// brute force found a solution of a puzzle that has several), wrong never, or it is a bug.
// Run: build/bench/nono_strategies_bench [--timeout SECONDS] [--per-set N] [--slow SECONDS] [SET...]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "nono/io.hpp"
#include "nono/line_solver.hpp"
#include "nono/solver.hpp"

namespace {

namespace fs = std::filesystem;

struct Config {
    std::string label;
    std::string strategy;
    std::function<void(nono::SolveOptions&)> tune;
};

std::vector<Config> configs() {
    std::vector<Config> list = {{"engine", "engine", [](nono::SolveOptions&) {}}};
    for (const auto& info : nono::line_solvers()) {
        const std::string name(info.name);
        list.push_back({"simpson --line-solver " + name, "simpson", [name](nono::SolveOptions& o) { o.line_solver = name; }});
    }
    list.push_back({"backtrack", "backtrack", [](nono::SolveOptions&) {}});
    list.push_back({"perm-elim", "perm-elim", [](nono::SolveOptions&) {}});
    list.push_back({"perm-elim --then-search", "perm-elim", [](nono::SolveOptions& o) { o.then_search = true; }});
    list.push_back({"brute-force (10 proposals)", "brute-force", [](nono::SolveOptions&) {}});
    list.push_back({"brute-force --exhaustive", "brute-force", [](nono::SolveOptions& o) { o.exhaustive = true; }});
    return list;
}

struct Tally {
    int solved = 0, refused = 0, limited = 0, wrong = 0;
    double seconds = 0;
    std::uint64_t line_solves = 0;
};

}  // namespace

int main(int argc, char** argv) {
    double timeout = 1.0;
    std::size_t per_set = 0;  // 0 = every puzzle of the set
    double slow = 0;          // print each puzzle that takes longer than this (0 = none)
    std::vector<std::string> sets;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--timeout" && i + 1 < argc) timeout = std::atof(argv[++i]);
        else if (arg == "--slow" && i + 1 < argc) slow = std::atof(argv[++i]);
        else if (arg == "--per-set" && i + 1 < argc) per_set = static_cast<std::size_t>(std::atol(argv[++i]));
        else sets.push_back(arg);
    }
    if (sets.empty()) sets = {"r-examples", "webpbn-free", "nonogram-db", "jwilk"};

    std::vector<nono::Puzzle> puzzles;
    std::vector<std::string> names;
    std::vector<nono::Verdict> engine_verdicts;
    for (const std::string& set : sets) {
        std::vector<fs::path> files;
        std::error_code ec;
        for (const auto& entry : fs::directory_iterator(fs::path(NONO_SHARED_PUZZLES) / set, ec))
            if (entry.path().extension() == ".non") files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        if (per_set != 0 && files.size() > per_set) files.resize(per_set);
        for (const auto& file : files) {
            puzzles.push_back(nono::read_puzzle(file.string()));
            names.push_back(set + "/" + file.filename().string());
        }
    }
    for (const auto& puzzle : puzzles) engine_verdicts.push_back(nono::solve(puzzle).verdict);

    std::printf("%zu puzzles (", puzzles.size());
    for (std::size_t i = 0; i < sets.size(); ++i) std::printf("%s%s", i ? ", " : "", sets[i].c_str());
    std::printf("), uniqueness asked (max 2 solutions), %.2g s per puzzle\n\n", timeout);
    std::printf("| strategy | solved | refused | limit or stalled | wrong | seconds (all) | line solves (solved ones) |\n");
    std::printf("|---|---:|---:|---:|---:|---:|---:|\n");
    for (const Config& config : configs()) {
        const auto strategy = nono::make_strategy(config.strategy);  // one instance: perm-elim keeps its sets
        Tally tally;
        for (std::size_t i = 0; i < puzzles.size(); ++i) {
            nono::SolveOptions options;
            options.timeout_seconds = timeout;
            config.tune(options);
            const auto start = std::chrono::steady_clock::now();
            try {
                const nono::SolveResult r = nono::solve(*strategy, puzzles[i], options);
                const bool right = r.verdict == engine_verdicts[i] ||
                                   (r.verdict == nono::Verdict::Found && engine_verdicts[i] == nono::Verdict::Unique);
                const bool definite = r.verdict == nono::Verdict::Unique || r.verdict == nono::Verdict::Multiple ||
                                      r.verdict == nono::Verdict::None;
                if (right) {
                    ++tally.solved;
                    tally.line_solves += r.stats.line_solves;  // a timed-out run's count says only how fast it was
                }
                else if (definite) ++tally.wrong;
                else ++tally.limited;  // undecided, or a solution found without the uniqueness answer
            } catch (const nono::StrategyRefused&) {
                ++tally.refused;
            }
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            tally.seconds += seconds;
            if (slow > 0 && seconds > slow)
                std::fprintf(stderr, "%s: %s %dx%d %.3f s\n", config.label.c_str(), names[i].c_str(),
                             puzzles[i].width, puzzles[i].height, seconds);
        }
        std::printf("| %s | %d | %d | %d | %d | %.2f | %llu |\n", config.label.c_str(), tally.solved, tally.refused,
                    tally.limited, tally.wrong, tally.seconds, static_cast<unsigned long long>(tally.line_solves));
        std::fflush(stdout);
    }
    return 0;
}
