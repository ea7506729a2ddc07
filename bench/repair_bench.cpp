// The repair figures of docs/making.md: random SIDE x SIDE pictures at DENSITY (random_picture,
// seeds 1, 2, ...), keeping the first COUNT whose clues are not unique (with --line-solvable:
// not line-solvable), each repaired with at most 10 changes. Prints one line per picture and
// a summary: the share repaired, the mean changes, the CPU seconds per picture.
// Usage: nono_repair_bench SIDE COUNT [--line-solvable] [--density D] [--max-changes K] [--only SEED]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

#include "nono/make.hpp"

namespace {

double cpu_seconds() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s SIDE COUNT [--line-solvable] [--density D] [--max-changes K]\n", argv[0]);
        return 2;
    }
    const int side = std::atoi(argv[1]);
    const int count = std::atoi(argv[2]);
    nono::RepairOptions options;
    double density = 0.5;
    std::uint64_t only = 0;  // --only SEED: that picture alone (to look at one)
    for (int arg = 3; arg < argc; ++arg) {
        const std::string flag = argv[arg];
        if (flag == "--line-solvable") options.line_solvable = true;
        else if (flag == "--density" && arg + 1 < argc) density = std::atof(argv[++arg]);
        else if (flag == "--max-changes" && arg + 1 < argc) options.max_changes = std::atoi(argv[++arg]);
        else if (flag == "--only" && arg + 1 < argc) only = std::strtoull(argv[++arg], nullptr, 10);
        else {
            std::fprintf(stderr, "unknown argument %s\n", flag.c_str());
            return 2;
        }
    }
    nono::Target target;
    target.kind = options.line_solvable ? nono::TargetKind::LineSolvable : nono::TargetKind::Unique;
    int taken = 0, repaired = 0, skipped = 0;
    long total_changes = 0;
    double total_cpu = 0, worst_cpu = 0;
    for (std::uint64_t seed = 1; taken < count; ++seed) {
        const nono::Grid picture = nono::random_picture(side, side, density, seed);
        if (only && seed != only) continue;
        if (nono::check_target(nono::puzzle_from_grid(picture), target).met) {
            ++skipped;
            continue;
        }
        ++taken;
        const double start = cpu_seconds();
        const nono::RepairResult result = nono::repair(picture, options);
        const double cpu = cpu_seconds() - start;
        total_cpu += cpu;
        worst_cpu = std::max(worst_cpu, cpu);
        const bool ok = result.outcome == nono::RepairOutcome::Repaired;
        // Checked again from scratch, apart from repair's own checks.
        if (ok && !nono::check_target(nono::puzzle_from_grid(result.picture), target).met) {
            std::fprintf(stderr, "seed %llu: the repaired picture misses the target\n",
                         static_cast<unsigned long long>(seed));
            return 1;
        }
        if (ok) {
            ++repaired;
            total_changes += static_cast<long>(result.changes.size());
        }
        std::printf("seed %llu: %s, %zu changes, %llu evaluations, %.3f s CPU\n",
                    static_cast<unsigned long long>(seed), std::string(nono::repair_outcome_name(result.outcome)).c_str(),
                    result.changes.size(), static_cast<unsigned long long>(result.evaluations), cpu);
        std::fflush(stdout);
    }
    std::printf("%dx%d density %.2f %s: %d pictures (%d skipped as already %s), %d repaired (%.1f%%) "
                "within %d changes, mean %.2f changes, CPU per picture mean %.3f s, max %.3f s\n",
                side, side, density, options.line_solvable ? "line-solvable" : "unique", taken, skipped,
                options.line_solvable ? "line-solvable" : "unique", repaired, 100.0 * repaired / taken,
                options.max_changes, repaired ? static_cast<double>(total_changes) / repaired : 0.0,
                total_cpu / taken, worst_cpu);
}
