// Regression corpus: every puzzle under ../shared/puzzles parses, solves, and its solutions
// satisfy the clues; verdicts match tests/data/corpus-expectations.tsv, which lists every
// corpus file (a new file without an expectation fails, so the list cannot silently rot).
// Every puzzle also converts through every format unchanged, with its solution as the goal.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "nono/io.hpp"
#include "nono/solver.hpp"
#include "support/io_checks.hpp"

namespace nono {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> corpus_files() {
    std::vector<fs::path> files;
    std::error_code ec;
    for (const auto& entry : fs::recursive_directory_iterator(NONO_SHARED_PUZZLES, ec)) {
        if (!entry.is_regular_file()) continue;
        if (format_from_path(entry.path().string())) files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::map<std::string, std::string> expectations() {
    std::map<std::string, std::string> verdicts;
    std::ifstream in(NONO_TEST_DATA_DIR "/corpus-expectations.tsv");
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string path, verdict;
        fields >> path >> verdict;
        verdicts[path] = verdict;
    }
    return verdicts;
}

TEST(Corpus, EveryPuzzleSolvesWithTheExpectedVerdict) {
    const auto files = corpus_files();
    if (files.empty()) GTEST_SKIP() << "no corpus at " << NONO_SHARED_PUZZLES;
    const auto expected = expectations();
    ASSERT_FALSE(expected.empty()) << "missing tests/data/corpus-expectations.tsv";
    std::size_t solved = 0;
    for (const auto& file : files) {
        const std::string name = fs::relative(file, NONO_SHARED_PUZZLES).generic_string();
        SCOPED_TRACE(name);
        Puzzle puzzle;
        ASSERT_NO_THROW(puzzle = read_puzzle(file.string()));
        SolveOptions options;
        options.max_solutions = 2;
        options.max_nodes = 2'000'000;  // a bound, so a regression shows as a failure, not a hang
        const SolveResult result = solve(puzzle, options);
        for (const Grid& solution : result.solutions) EXPECT_TRUE(satisfies(puzzle, solution));
        if (puzzle.goal && result.verdict == Verdict::Unique) EXPECT_EQ(result.solutions[0], *puzzle.goal);
        const auto want = expected.find(name);
        ASSERT_NE(want, expected.end()) << "no expectation listed for " << name;
        EXPECT_EQ(verdict_name(result.verdict), want->second);
        ++solved;
    }
    EXPECT_EQ(solved, files.size());
}

TEST(Corpus, EveryPuzzleConvertsThroughEveryFormat) {
    const auto files = corpus_files();
    if (files.empty()) GTEST_SKIP() << "no corpus at " << NONO_SHARED_PUZZLES;
    std::size_t with_goal = 0;
    for (const auto& file : files) {
        SCOPED_TRACE(file.string());
        Puzzle puzzle;
        ASSERT_NO_THROW(puzzle = read_puzzle(file.string()));
        for (Format format : {Format::Non, Format::Xml, Format::Json})
            EXPECT_EQ(testing::reread(puzzle, format), puzzle) << format_name(format);
        if (puzzle.goal) continue;  // its goal went through above
        SolveOptions options;
        options.max_solutions = 1;
        options.max_nodes = 2'000'000;
        const SolveResult result = solve(puzzle, options);
        if (result.solutions.empty()) continue;
        puzzle.goal = result.solutions.front();
        for (Format format : {Format::Non, Format::Xml, Format::Json})
            EXPECT_EQ(testing::reread(puzzle, format), puzzle) << format_name(format) << " with goal";
        Puzzle picture_only = puzzle;
        picture_only.title.clear();
        picture_only.author.clear();
        EXPECT_EQ(testing::reread(puzzle, Format::Grid), picture_only);
        ++with_goal;
    }
    EXPECT_GT(with_goal, 0u) << "no corpus puzzle was solved, so no goal was converted";
}

}  // namespace
}  // namespace nono
