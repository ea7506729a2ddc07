// A census run in pieces (nono/census_pieces.hpp), without the CLI: the pieces add up to one
// run, an interrupted run resumes from its saved pieces without running them again, and a
// saved piece of another run is refused.
#include <gtest/gtest.h>

#include <map>
#include <optional>
#include <string>

#include "nono/census_pieces.hpp"
#include "nono/io.hpp"
#include "nono/report.hpp"

namespace nono {
namespace {

CensusOptions four_by_four() {
    CensusOptions options;
    options.width = 4;
    options.height = 4;
    options.levels = true;
    options.threads = 2;
    return options;
}

// A checkpoint kept in memory.
struct MemoryCheckpoint {
    std::map<std::string, std::string> files;
    CensusCheckpoint checkpoint() {
        return {[this](const std::string& name, std::string&) -> std::optional<std::string> {
                    const auto found = files.find(name);
                    if (found == files.end()) return std::nullopt;
                    return found->second;
                },
                [this](const std::string& name, const std::string& json) { files[name] = json; }};
    }
};

TEST(CensusPieces, AddUpToOneRunAndResumeFromTheSavedOnes) {
    const CensusResult one_run = run_census(four_by_four()).normalised();
    const CensusPieces pieces{four_by_four(), 7};
    MemoryCheckpoint saved;
    std::vector<int> ran;
    auto run_until = [&](int stop_at) {
        return [&ran, stop_at](const CensusOptions& piece, int index) -> std::optional<CensusResult> {
            if (index == stop_at) return std::nullopt;  // interrupted here
            ran.push_back(index);
            return run_census(piece);
        };
    };
    EXPECT_FALSE(run_census_pieces(pieces, saved.checkpoint(), run_until(3)));
    EXPECT_EQ(ran, (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(saved.files.size(), 3u);
    EXPECT_TRUE(saved.files.count("4x4-levels-piece-0-of-7.json"));

    ran.clear();
    const std::optional<CensusResult> whole = run_census_pieces(pieces, saved.checkpoint(), run_until(-1));
    ASSERT_TRUE(whole);
    EXPECT_EQ(ran, (std::vector<int>{3, 4, 5, 6}));  // the saved ones are not run again
    EXPECT_EQ(whole->normalised(), one_run);
}

TEST(CensusPieces, ASavedPieceOfAnotherRunIsRefused) {
    const CensusPieces pieces{four_by_four(), 4};
    CensusOptions other = four_by_four();
    other.levels = false;
    const std::string json = census_json(run_census(CensusPieces{other, 4}.piece(1)));
    EXPECT_THROW(pieces.saved(1, json, "elsewhere.json"), InputError);
    const std::string right = census_json(run_census(pieces.piece(1)));
    EXPECT_NO_THROW(pieces.saved(1, right, "here.json"));
    EXPECT_THROW(pieces.saved(2, right, "here.json"), InputError);  // piece 1 is not piece 2
}

TEST(CensusPieces, NamesSayTheSizeLevelsShardAndPiece) {
    CensusOptions shard = four_by_four();
    shard.shard_index = 1;
    shard.shard_count = 3;
    EXPECT_EQ((CensusPieces{shard, 64}.file_name(5)), "4x4-levels-shard-1-of-3-piece-5-of-64.json");
    const CensusOptions piece = CensusPieces{shard, 64}.piece(5);
    EXPECT_EQ(piece.shard_index, 1 + 5 * 3);
    EXPECT_EQ(piece.shard_count, 3 * 64);
}

}  // namespace
}  // namespace nono
