// The census driver: the row-clue tuples ("groups", see census_group.hpp) of this shard,
// taken a few at a time by every thread, and the workers' counts summed. With symmetry
// reduction only the least tuple of each orbit under the grid's mirror images is run, with
// the orbit's size as its weight; on square grids transposition halves the line solving too.
#include <algorithm>
#include <atomic>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "census_group.hpp"
#include "nono/census.hpp"
#include "nono/worker_pool.hpp"

namespace nono {

namespace {

using analysis::CensusTables;
using analysis::CensusTally;

void check_options(const CensusOptions& options) {
    const int w = options.width, h = options.height;
    if (w < 1 || h < 1 || w > kMaxCensusSide || h > kMaxCensusSide)
        throw std::invalid_argument("census sizes must be 1.." + std::to_string(kMaxCensusSide) +
                                    " (got " + std::to_string(w) + "x" + std::to_string(h) + ")");
    if (w * h > kMaxCensusCells)
        throw std::invalid_argument("census of " + std::to_string(w) + "x" + std::to_string(h) +
                                    " is too large (at most " + std::to_string(kMaxCensusCells) +
                                    " cells)");
    if (options.shard_count < 1 || options.shard_index < 0 ||
        options.shard_index >= options.shard_count)
        throw std::invalid_argument("bad shard " + std::to_string(options.shard_index) + "/" +
                                    std::to_string(options.shard_count));
}

// The workers' tallies summed into this shard's result.
CensusResult summed(const CensusOptions& options, const std::vector<CensusTally>& tallies, bool interrupted) {
    CensusResult result;
    result.width = options.width;
    result.height = options.height;
    result.levels = options.levels;
    result.shard_count = options.shard_count;
    result.shards = {options.shard_index};
    result.interrupted = interrupted;
    if (options.levels) result.level_histogram.assign(static_cast<std::size_t>(options.width + options.height + 1), 0);
    for (const CensusTally& tally : tallies) {
        result.row_clue_tuples += tally.groups;
        result.grids += tally.grids;
        result.clue_sets += tally.clue_sets;
        result.unique += tally.unique;
        result.line_solvable += tally.line_solvable;
        for (std::size_t k = 0; k < tally.levels.size(); ++k) result.level_histogram[k] += tally.levels[k];
    }
    return result;
}

}  // namespace

std::uint64_t census_work_units(int width, int height) {
    const analysis::LineCatalogue rows(width);
    std::uint64_t units = 1;
    for (int row = 0; row < height; ++row) units *= static_cast<std::uint64_t>(rows.clue_count());
    return units;
}

CensusResult run_census(const CensusOptions& options) {
    check_options(options);
    const int width = options.width, height = options.height;
    const CensusTables tables(width, height);
    std::uint64_t groups = 1;
    for (int row = 0; row < height; ++row) groups *= static_cast<std::uint64_t>(tables.rows.clue_count());
    // A visitor sees every unique grid itself, so it runs without reduction.
    const bool symmetry = options.symmetry && !options.visitor;
    const bool transposed_pairs = symmetry && width == height;
    const auto shard_count = static_cast<std::uint64_t>(options.shard_count);
    const auto shard_index = static_cast<std::uint64_t>(options.shard_index);
    // This shard's groups are shard_index, shard_index + N, ...: interleaved, so shards of very
    // different group sizes even out.
    const std::uint64_t local = groups > shard_index ? (groups - shard_index + shard_count - 1) / shard_count : 0;

    const unsigned threads = worker_count(static_cast<unsigned>(std::max(options.threads, 0)), local);
    std::vector<CensusTally> tallies(static_cast<std::size_t>(threads));
    std::atomic<std::uint64_t> next{0};
    std::atomic<bool> stopped{false};
    constexpr std::uint64_t kChunk = 16;  // groups taken at a time: small, so threads finish together
    auto work = [&](unsigned thread) {
        analysis::UniqueGridVisitor visitor;
        if (options.visitor)
            visitor = [&options](std::uint64_t grid, int level) { options.visitor(grid, level); };
        const std::unique_ptr<analysis::GroupCounter> counter =
            analysis::make_group_counter(tables, options.levels, tallies[thread], visitor);
        for (;;) {
            if (options.stop && options.stop->load(std::memory_order_relaxed)) {
                stopped = true;
                return;
            }
            const std::uint64_t first = next.fetch_add(kChunk);
            if (first >= local) return;
            const std::uint64_t last = std::min(local, first + kChunk);
            for (std::uint64_t i = first; i < last; ++i) {
                const std::uint64_t group = shard_index + i * shard_count;
                if (!symmetry) {
                    counter->run(group, 1, false);
                    continue;
                }
                int orbit = 0;
                if (tables.row_symmetry.canonical(group, orbit) == group)
                    counter->run(group, static_cast<std::uint64_t>(orbit), transposed_pairs);
            }
            if (options.done) options.done->fetch_add(last - first, std::memory_order_relaxed);
        }
    };
    run_workers(threads, work, [&] { next = local; });  // on a failure the others take no new groups
    return summed(options, tallies, stopped);
}

}  // namespace nono
