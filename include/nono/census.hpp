// The census of a grid size: every W x H picture, grouped by its clues, counted as grids,
// distinct clue sets, uniquely solvable pictures, line-solvable (D_1) ones and, optionally,
// the histogram of difficulty levels D_k among the unique ones. A run can be one shard of N;
// shards merge into exactly the result of one run.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace nono {

// Sides up to this many cells (clue tables grow as 4^side), and at most this many cells in all
// (7x7, a cluster's work: docs/analysis.md has the cost model).
inline constexpr int kMaxCensusSide = 8;
inline constexpr int kMaxCensusCells = 49;

struct CensusOptions {
    int width = 0;
    int height = 0;
    bool levels = false;       // also the D_k histogram of the unique grids
    int shard_index = 0;       // this run covers the row-clue tuples g with g % shard_count == shard_index
    int shard_count = 1;
    int threads = 0;           // 0 = every core
    // Run one row-clue tuple per orbit of the grid's mirror images (weighted by the orbit's
    // size) and, on square grids, line-solve a grid or its transpose, not both. The counts are
    // exactly those without; only which shard holds what differs. Off when `visitor` is set.
    bool symmetry = true;
    // Called with every unique grid (row r in bits r*width.., first column lowest) and its
    // level (1 = line-solvable; k >= 4 with `levels`; 0 = not line-solvable, levels off),
    // from the worker threads; with threads = 1 in a fixed order.
    std::function<void(std::uint64_t grid, int level)> visitor;
    // Polled by the workers: set it (e.g. from a SIGINT handler) to stop early; the result is
    // then marked interrupted.
    const std::atomic<bool>* stop = nullptr;
    // Progress, for a progress bar: row-clue tuples done so far, out of `total`.
    std::atomic<std::uint64_t>* done = nullptr;
};

struct CensusResult {
    int width = 0;
    int height = 0;
    bool levels = false;
    int shard_count = 1;
    std::vector<int> shards;        // the shards included, ascending; all of them = complete
    std::uint64_t row_clue_tuples = 0;  // groups enumerated (grids with the same row clues)
    std::uint64_t grids = 0;
    std::uint64_t clue_sets = 0;    // distinct (row clues, column clues)
    std::uint64_t unique = 0;       // grids that are the only solution of their clues
    std::uint64_t line_solvable = 0;  // grids that line solving alone solves (D_1)
    // level_histogram[k] = unique grids of level exactly k (index 0 unused); empty without levels.
    std::vector<std::uint64_t> level_histogram;
    bool interrupted = false;

    bool complete() const { return static_cast<int>(shards.size()) == shard_count && !interrupted; }
    // One whole run and a full set of merged shards are the same result: both say shard 0 of 1.
    CensusResult normalised() const {
        CensusResult result = *this;
        if (result.complete()) {
            result.shard_count = 1;
            result.shards = {0};
        }
        return result;
    }
    bool operator==(const CensusResult&) const = default;
};

// The counts of a result, in report order: the one list the text and JSON reports, reading a
// report back (nono/report.hpp) and merging shards all follow.
struct CensusCount {
    const char* name;
    std::uint64_t CensusResult::*member;
};
inline constexpr CensusCount kCensusCounts[] = {
    {"grids", &CensusResult::grids},
    {"row_clue_tuples", &CensusResult::row_clue_tuples},
    {"clue_sets", &CensusResult::clue_sets},
    {"unique", &CensusResult::unique},
    {"line_solvable", &CensusResult::line_solvable},
};

// The number of row-clue tuples (work units) of a size: (clues of a row)^height.
std::uint64_t census_work_units(int width, int height);

// Throws std::invalid_argument for sizes outside 1..kMaxCensusSide or more than
// kMaxCensusCells cells, or a bad shard.
CensusResult run_census(const CensusOptions& options);

// Sums shard results of the same size, level flag and shard count; throws
// std::invalid_argument naming the problem when they differ, overlap or one was interrupted.
CensusResult merge_census(const std::vector<CensusResult>& parts);
// Its reports (text, JSON, and reading the JSON back) are in nono/report.hpp.

}  // namespace nono
