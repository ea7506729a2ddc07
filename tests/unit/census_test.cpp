// The census against an independent brute force (every grid's clues as a string, grouped in
// a map; line logic by the brute-force line oracle), against the published counts, and the
// shard / merge / JSON round trip giving exactly one run's result.
#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "nono/analyze.hpp"
#include "nono/census.hpp"
#include "nono/puzzle.hpp"
#include "nono/report.hpp"
#include "support/level_oracle.hpp"

namespace nono {
namespace {

Grid grid_of(std::uint64_t bits, int width, int height) {
    Grid grid(width, height, Cell::Empty);
    for (int i = 0; i < width * height; ++i)
        if ((bits >> i) & 1) grid.cells()[static_cast<std::size_t>(i)] = Cell::Filled;
    return grid;
}

std::string clue_key(const Puzzle& puzzle) {
    std::string key;
    for (const auto* lines : {&puzzle.rows, &puzzle.columns}) {
        for (const Clue& clue : *lines) {
            for (int block : clue) key += std::to_string(block) + ",";
            key += ";";
        }
        key += "|";
    }
    return key;
}

struct BruteCensus {
    std::uint64_t grids = 0, clue_sets = 0, unique = 0, line_solvable = 0;
    std::vector<Puzzle> unique_not_line_solvable;
};

BruteCensus brute_census(int width, int height, bool line_logic) {
    std::map<std::string, std::pair<int, std::uint64_t>> groups;  // key -> (count, a grid)
    BruteCensus census;
    for (std::uint64_t bits = 0; bits < (std::uint64_t{1} << (width * height)); ++bits) {
        ++census.grids;
        auto& entry = groups[clue_key(puzzle_from_grid(grid_of(bits, width, height)))];
        ++entry.first;
        entry.second = bits;
    }
    census.clue_sets = groups.size();
    for (const auto& [key, entry] : groups) {
        if (entry.first != 1) continue;
        ++census.unique;
        if (!line_logic) continue;
        Puzzle puzzle = puzzle_from_grid(grid_of(entry.second, width, height));
        puzzle.goal.reset();
        Grid grid(width, height, Cell::Unknown);
        if (testing::reference_line_logic(puzzle, grid) == testing::ClosureEnd::Complete)
            ++census.line_solvable;
        else
            census.unique_not_line_solvable.push_back(puzzle);
    }
    return census;
}

CensusResult census(int width, int height, bool levels = false, int shard = 0, int shards = 1,
                    int threads = 2, bool symmetry = true) {
    CensusOptions options;
    options.symmetry = symmetry;
    options.width = width;
    options.height = height;
    options.levels = levels;
    options.shard_index = shard;
    options.shard_count = shards;
    options.threads = threads;
    return run_census(options);
}

TEST(Census, MatchesBruteForceUpTo3x4) {
    for (int width = 1; width <= 4; ++width)
        for (int height = 1; height <= 4; ++height) {
            if (width * height > 12) continue;
            SCOPED_TRACE(std::to_string(width) + "x" + std::to_string(height));
            const BruteCensus expected = brute_census(width, height, true);
            const CensusResult got = census(width, height, true);
            EXPECT_EQ(got.grids, expected.grids);
            EXPECT_EQ(got.clue_sets, expected.clue_sets);
            EXPECT_EQ(got.unique, expected.unique);
            EXPECT_EQ(got.line_solvable, expected.line_solvable);
            // Levels of the unique grids line logic leaves open, by the brute-force closure.
            std::vector<std::uint64_t> histogram(static_cast<std::size_t>(width + height + 1), 0);
            histogram[1] = expected.line_solvable;
            for (const Puzzle& puzzle : expected.unique_not_line_solvable)
                ++histogram[static_cast<std::size_t>(testing::reference_level(puzzle))];
            EXPECT_EQ(got.level_histogram, histogram);
            EXPECT_TRUE(got.complete());
        }
}

TEST(Census, FourByFourMatchesBruteForce) {
    const BruteCensus expected = brute_census(4, 4, false);
    const CensusResult got = census(4, 4);
    EXPECT_EQ(got.grids, expected.grids);
    EXPECT_EQ(got.clue_sets, expected.clue_sets);
    EXPECT_EQ(got.unique, expected.unique);
}

TEST(Census, FourByFourLevelsAgreeWithTheLevelOfEachPuzzle) {
    // The census histogram against difficulty_level (itself checked against the reference) on
    // every unique 4x4 grid that line logic leaves open, and a sample against the reference.
    const BruteCensus expected = brute_census(4, 4, true);
    std::vector<std::uint64_t> histogram(9, 0);
    histogram[1] = expected.line_solvable;
    for (std::size_t i = 0; i < expected.unique_not_line_solvable.size(); ++i) {
        const Puzzle& puzzle = expected.unique_not_line_solvable[i];
        const LevelResult level = difficulty_level(puzzle);
        ASSERT_EQ(level.outcome, LevelOutcome::Level);
        ++histogram[static_cast<std::size_t>(level.level)];
        if (i % 100 == 0) ASSERT_EQ(level.level, testing::reference_level(puzzle));
    }
    EXPECT_EQ(census(4, 4, true).level_histogram, histogram);
}

// Published counts. unique: OEIS A384764 (uniquely solvable n x m nonograms; its diagonal is
// A242876). line_solvable: the table of olligobber/LocalNonogram (README, "Results"), whose
// 5x5 entry is the 24,976,511 of pixelogic.app's "Every 5x5 Nonogram". See docs/analysis.md.
struct Anchor {
    int width, height;
    std::uint64_t unique, line_solvable;
};
constexpr Anchor kAnchors[] = {
    {1, 1, 2, 2},         {1, 5, 32, 32},       {2, 2, 14, 14},       {2, 3, 52, 52},
    {2, 4, 210, 208},     {2, 5, 816, 810},     {3, 3, 384, 384},     {3, 4, 3152, 3116},
    {3, 5, 24230, 24052}, {4, 4, 52362, 51234}, {4, 5, 814632, 801832}, {5, 4, 814632, 801832},
};

TEST(Census, MatchesThePublishedCounts) {
    for (const Anchor& anchor : kAnchors) {
        SCOPED_TRACE(std::to_string(anchor.width) + "x" + std::to_string(anchor.height));
        const CensusResult got = census(anchor.width, anchor.height);
        EXPECT_EQ(got.grids, std::uint64_t{1} << (anchor.width * anchor.height));
        EXPECT_EQ(got.unique, anchor.unique);
        EXPECT_EQ(got.line_solvable, anchor.line_solvable);
    }
}

TEST(Census, ShardsMergeIntoExactlyOneRun) {
    const CensusResult whole = census(4, 4, true);
    std::vector<CensusResult> parts;
    for (int shard = 0; shard < 3; ++shard) {
        const CensusResult part = census(4, 4, true, shard, 3, 1);
        EXPECT_FALSE(part.complete());
        // Through JSON, as the command line does it.
        parts.push_back(parse_census_json(census_json(part), "part"));
        EXPECT_EQ(parts.back(), part);
    }
    const CensusResult merged = merge_census({parts[2], parts[0], parts[1]});
    EXPECT_TRUE(merged.complete());
    EXPECT_EQ(census_json(merged), census_json(whole));
    EXPECT_EQ(census_text(merged), census_text(whole));
    EXPECT_EQ(merged.unique, 52362u);
}

TEST(Census, MergeRefusesOverlapsMismatchesAndInterruptedParts) {
    const CensusResult a = census(3, 3, false, 0, 2);
    const CensusResult b = census(3, 3, false, 1, 2);
    EXPECT_THROW(merge_census({a, a}), std::invalid_argument);
    EXPECT_THROW(merge_census({a, census(3, 2, false, 1, 2)}), std::invalid_argument);
    EXPECT_THROW(merge_census({a, census(3, 3, true, 1, 2)}), std::invalid_argument);
    EXPECT_THROW(merge_census({a, census(3, 3, false, 1, 3)}), std::invalid_argument);
    CensusResult stopped = b;
    stopped.interrupted = true;
    EXPECT_THROW(merge_census({a, stopped}), std::invalid_argument);
    EXPECT_FALSE(merge_census({a}).complete());
    EXPECT_TRUE(merge_census({a, b}).complete());
}

TEST(Census, SymmetryReductionChangesNoCount) {
    // Every count, levels included, with one row-clue tuple per orbit (and transposed pairs on
    // square grids) against every tuple run, on every size up to 5x5 (levels up to 20 cells:
    // the unreduced 5x5 histogram alone would take most of this test's time).
    for (int width = 1; width <= 5; ++width)
        for (int height = 1; height <= 5; ++height) {
            SCOPED_TRACE(std::to_string(width) + "x" + std::to_string(height));
            const bool levels = width * height <= 20;
            const CensusResult reduced = census(width, height, levels, 0, 1, 2, true);
            const CensusResult full = census(width, height, levels, 0, 1, 2, false);
            EXPECT_EQ(reduced, full);
            EXPECT_EQ(census_json(reduced), census_json(full));
        }
}

TEST(Census, ReducedShardsMergeIntoTheFullCount) {
    // Shards of a reduced run hold other counts than unreduced ones (a tuple stands for its
    // orbit, a grid for its transpose), but they add up to the same whole.
    std::vector<CensusResult> parts;
    for (int shard = 0; shard < 5; ++shard) parts.push_back(census(4, 4, true, shard, 5, 1, true));
    EXPECT_EQ(merge_census(parts), census(4, 4, true, 0, 1, 2, false));
}

TEST(Census, EditedResultsAreRefusedByTheirChecksum) {
    const std::string text = census_json(census(3, 3, false, 1, 2));
    EXPECT_NO_THROW(parse_census_json(text, "piece.json"));
    // Pretty-printed is still the same result.
    EXPECT_NO_THROW(parse_census_json(nlohmann::json::parse(text).dump(2), "pretty.json"));
    const std::string unique = "\"unique\":" + std::to_string(census(3, 3, false, 1, 2).unique);
    std::string edited = text;
    edited.replace(edited.find(unique), unique.size(), "\"unique\":1");
    try {
        parse_census_json(edited, "edited.json");
        FAIL() << "an edited count was accepted";
    } catch (const InputError& error) {
        EXPECT_EQ(error.source(), "edited.json");
        EXPECT_NE(std::string(error.what()).find("checksum"), std::string::npos) << error.what();
    }
    nlohmann::json stripped = nlohmann::json::parse(text);
    stripped.erase("checksum");
    EXPECT_THROW(parse_census_json(stripped.dump(), "old.json"), InputError);
}

TEST(Census, ThreadCountDoesNotChangeTheResult) {
    EXPECT_EQ(census(4, 3, true, 0, 1, 1), census(4, 3, true, 0, 1, 4));
}

TEST(Census, StopFlagInterrupts) {
    std::atomic<bool> stop{true};
    CensusOptions options;
    options.width = options.height = 4;
    options.stop = &stop;
    const CensusResult result = run_census(options);
    EXPECT_TRUE(result.interrupted);
    EXPECT_FALSE(result.complete());
    EXPECT_LT(result.grids, 65536u);
}

TEST(Census, RefusesBadSizesAndShards) {
    CensusOptions options;
    options.width = 9;
    options.height = 1;
    EXPECT_THROW(run_census(options), std::invalid_argument);
    options.width = 8;
    options.height = 7;  // 56 cells
    EXPECT_THROW(run_census(options), std::invalid_argument);
    options.width = options.height = 2;
    options.shard_index = 2;
    options.shard_count = 2;
    EXPECT_THROW(run_census(options), std::invalid_argument);
}

TEST(Census, JsonErrorsAreLocated) {
    try {
        parse_census_json("{\n  \"width\": 3,\n  oops\n}", "bad.json");
        FAIL() << "no error";
    } catch (const InputError& error) {
        EXPECT_EQ(error.source(), "bad.json");
        EXPECT_EQ(error.line(), 3);
    }
    EXPECT_THROW(parse_census_json("{\"width\": 3}", "short.json"), InputError);
    EXPECT_THROW(parse_census_json("[]", "array.json"), InputError);
}

}  // namespace
}  // namespace nono
