// Regression corpus: puzzles under ../shared/puzzles parse, solve, and their solutions satisfy
// the clues; verdicts match tests/data/corpus-expectations.tsv. Sets named "complete" there
// must have every file listed (a new file without an expectation fails, so the list cannot
// silently rot); in other sets only the listed files are tested, since their hard tail is a
// benchmark, not a test. Every tested puzzle also converts through every format unchanged,
// with its solution as the goal (keeping what each format can hold). One test per set, so ctest runs the sets in parallel.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "nono/io.hpp"
#include "nono/solver.hpp"
#include "support/io_checks.hpp"

namespace nono {
namespace {

namespace fs = std::filesystem;

struct Expectations {
    std::set<std::string> complete_sets;
    std::map<std::string, std::string> verdicts;  // "set/file" -> verdict name
};

const Expectations& expectations() {
    static const Expectations loaded = [] {
        Expectations result;
        std::ifstream in(NONO_TEST_DATA_DIR "/corpus-expectations.tsv");
        std::string line;
        while (std::getline(in, line)) {
            if (line.empty() || line[0] == '#') continue;
            std::istringstream fields(line);
            std::string first, second;
            fields >> first;
            if (first == "complete") {
                while (fields >> second) result.complete_sets.insert(second);
                continue;
            }
            fields >> second;
            result.verdicts[first] = second;
        }
        return result;
    }();
    return loaded;
}

bool corpus_present() { return fs::is_directory(NONO_SHARED_PUZZLES); }

// The files of one set that are tested: all of a complete set, the listed ones otherwise.
std::vector<std::string> tested_files(const std::string& set) {
    std::vector<std::string> names;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(fs::path(NONO_SHARED_PUZZLES) / set, ec)) {
        if (!entry.is_regular_file() || !format_from_path(entry.path().string())) continue;
        const std::string name = set + "/" + entry.path().filename().string();
        if (expectations().complete_sets.count(set) || expectations().verdicts.count(name))
            names.push_back(name);
    }
    std::sort(names.begin(), names.end());
    return names;
}

std::vector<std::string> listed_sets() {
    std::set<std::string> sets(expectations().complete_sets);
    for (const auto& [name, verdict] : expectations().verdicts) sets.insert(name.substr(0, name.find('/')));
    return {sets.begin(), sets.end()};
}

class CorpusSet : public ::testing::TestWithParam<std::string> {};

TEST_P(CorpusSet, EveryPuzzleSolvesWithTheExpectedVerdict) {
    if (!corpus_present()) GTEST_SKIP() << "no corpus at " << NONO_SHARED_PUZZLES << " (../shared beside the repository)";
    const auto files = tested_files(GetParam());
    ASSERT_FALSE(files.empty()) << "no puzzle of " << GetParam() << " found";
    for (const auto& name : files) {
        SCOPED_TRACE(name);
        Puzzle puzzle;
        ASSERT_NO_THROW(puzzle = read_puzzle((fs::path(NONO_SHARED_PUZZLES) / name).string()));
        SolveOptions options;
        options.max_solutions = 2;
        // A bound, so a regression shows as a failure, not a hang (a time bound rather than
        // a node bound, which would turn the SAT hand-over off).
        options.timeout_seconds = 120;
        const SolveResult result = solve(puzzle, options);
        for (const Grid& solution : result.solutions) EXPECT_TRUE(satisfies(puzzle, solution));
        if (puzzle.goal && result.verdict == Verdict::Unique) EXPECT_EQ(result.solutions[0], *puzzle.goal);
        const auto want = expectations().verdicts.find(name);
        ASSERT_NE(want, expectations().verdicts.end()) << "no expectation listed for " << name;
        EXPECT_EQ(verdict_name(result.verdict), want->second);
    }
}

TEST_P(CorpusSet, EveryPuzzleConvertsThroughEveryFormat) {
    if (!corpus_present()) GTEST_SKIP() << "no corpus at " << NONO_SHARED_PUZZLES << " (../shared beside the repository)";
    std::size_t with_goal = 0;
    for (const auto& name : tested_files(GetParam())) {
        SCOPED_TRACE(name);
        Puzzle puzzle;
        ASSERT_NO_THROW(puzzle = read_puzzle((fs::path(NONO_SHARED_PUZZLES) / name).string()));
        for (Format format : testing::all_formats())
            if (!format_info(format).picture)
                EXPECT_EQ(testing::reread(puzzle, format), testing::kept_by(puzzle, format)) << format_name(format);
        if (!puzzle.goal) {
            SolveOptions options;
            options.max_solutions = 1;
            options.timeout_seconds = 120;
            const SolveResult result = solve(puzzle, options);
            if (result.solutions.empty()) continue;
            puzzle.goal = result.solutions.front();
        }
        // Every format of the table, pictures included, now that the puzzle has its goal.
        for (Format format : testing::all_formats())
            EXPECT_EQ(testing::reread(puzzle, format), testing::kept_by(puzzle, format)) << format_name(format) << " with goal";
        ++with_goal;
    }
    EXPECT_GT(with_goal, 0u) << "no puzzle of " << GetParam() << " was solved, so no goal was converted";
}

TEST(Corpus, EveryListedPuzzleExists) {
    if (!corpus_present()) GTEST_SKIP() << "no corpus at " << NONO_SHARED_PUZZLES << " (../shared beside the repository)";
    for (const auto& [name, verdict] : expectations().verdicts)
        EXPECT_TRUE(fs::is_regular_file(fs::path(NONO_SHARED_PUZZLES) / name)) << name << " is listed but missing";
}

// Jakub Wilk's .nin originals read as the same puzzles as the .non copies beside them.
TEST(Corpus, JwilkNinOriginalsHoldTheCluesOfTheirNonCopies) {
    if (!corpus_present()) GTEST_SKIP() << "no corpus at " << NONO_SHARED_PUZZLES << " (../shared beside the repository)";
    const fs::path folder = fs::path(NONO_SHARED_PUZZLES) / "jwilk";
    int compared = 0;
    for (const auto& entry : fs::directory_iterator(folder / "nin")) {
        if (entry.path().extension() != ".nin") continue;
        SCOPED_TRACE(entry.path().string());
        const Puzzle original = read_puzzle(entry.path().string());
        const Puzzle copy = read_puzzle((folder / entry.path().stem()).string() + ".non");
        EXPECT_EQ(original.rows, copy.rows);
        EXPECT_EQ(original.columns, copy.columns);
        ++compared;
    }
    EXPECT_EQ(compared, 151);
}

std::string set_test_name(const ::testing::TestParamInfo<std::string>& info) {
    std::string name;
    for (char c : info.param) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(Corpus, CorpusSet, ::testing::ValuesIn(listed_sets()), set_test_name);

}  // namespace
}  // namespace nono
