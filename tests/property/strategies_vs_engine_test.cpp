// Differential test of the strategies: every exact one (and perm-elim with then_search,
// brute-force with exhaustive, simpson with each line solver) finds exactly the engine's
// solution set on random puzzles up to 6x6, contradictory clue sets included, and the engine's
// verdict on the corpus puzzles small enough for it. The incomplete ones (random brute force,
// perm-elim alone) are checked for soundness: whatever they decide is right.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <random>
#include <string>

#include "nono/io.hpp"
#include "nono/line_solver.hpp"
#include "nono/solver.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

namespace fs = std::filesystem;

struct Config {
    std::string label;
    std::string strategy;
    std::function<void(SolveOptions&)> tune;
    int max_corpus_cells;  // corpus puzzles up to this size are tested (0: none)
    int max_corpus_side;
};

std::vector<Config> exact_configs() {
    std::vector<Config> configs = {
        {"backtrack", "backtrack", [](SolveOptions&) {}, 100, 10},
        // Larger ones build the 2^25 permutation set: seconds, too slow for a unit test.
        {"perm_elim_then_search", "perm-elim", [](SolveOptions& o) { o.then_search = true; }, 400, 20},
        {"brute_force_exhaustive", "brute-force", [](SolveOptions& o) { o.exhaustive = true; }, 0, 0},
    };
    for (const auto& info : line_solvers()) {
        const std::string name(info.name);
        configs.push_back({"simpson_" + name, "simpson", [name](SolveOptions& o) { o.line_solver = name; }, 625, 25});
    }
    return configs;
}

std::vector<std::vector<Cell>> sorted_cells(const std::vector<Grid>& grids) {
    std::vector<std::vector<Cell>> cells;
    for (const Grid& g : grids) cells.push_back(g.cells());
    std::sort(cells.begin(), cells.end());
    return cells;
}

class ExactStrategy : public ::testing::TestWithParam<Config> {};

void expect_same_solutions(const Config& config, const Puzzle& puzzle, int& none, int& multiple) {
    SolveOptions options;
    options.max_solutions = 0;
    const SolveResult want = solve(puzzle, options);
    config.tune(options);
    auto strategy = make_strategy(config.strategy);
    const SolveResult got = solve(*strategy, puzzle, options);
    ASSERT_EQ(got.stop, StopReason::Exhausted) << got.message;
    ASSERT_EQ(got.solution_count, want.solution_count);
    ASSERT_EQ(got.verdict, want.verdict);
    ASSERT_EQ(sorted_cells(got.solutions), sorted_cells(want.solutions));
    none += want.solution_count == 0;
    multiple += want.solution_count > 1;
    // Asked whether it is unique, it stops at two and still agrees.
    SolveOptions two;
    config.tune(two);
    EXPECT_EQ(solve(*strategy, puzzle, two).verdict, solve(puzzle).verdict);
}

TEST_P(ExactStrategy, SameSolutionsAsTheEngineOnRandomPuzzles) {
    std::mt19937 rng(606);
    int none = 0, multiple = 0;
    for (int round = 0; round < 400; ++round) {
        const int width = std::uniform_int_distribution<int>(1, 6)(rng);
        const int height = std::uniform_int_distribution<int>(1, 6)(rng);
        const Puzzle puzzle = round % 2 ? testing::random_clues(rng, width, height)
                                        : puzzle_from_grid(testing::random_grid(rng, width, height, 0.5));
        SCOPED_TRACE("round " + std::to_string(round));
        expect_same_solutions(GetParam(), puzzle, none, multiple);
        if (HasFatalFailure()) return;
    }
    EXPECT_GT(none, 20);  // contradictory clue sets were part of it
    EXPECT_GT(multiple, 20);
}

TEST_P(ExactStrategy, SameVerdictsAsTheEngineOnSmallCorpusPuzzles) {
    const Config& config = GetParam();
    if (!fs::is_directory(NONO_SHARED_PUZZLES)) GTEST_SKIP() << "no corpus at " << NONO_SHARED_PUZZLES;
    if (config.max_corpus_cells == 0) GTEST_SKIP() << config.label << " takes no corpus puzzle (all are over 40 cells)";
    int tested = 0;
    auto strategy = make_strategy(config.strategy);  // one for all: perm-elim reuses its sets
    // Not webpbn-free or nonogram-db: their small puzzles include #6574 Forever, which needs
    // probing; the strategies here would spend minutes guessing.
    for (const char* set : {"r-examples", "jwilk"}) {
        std::vector<fs::path> files;
        for (const auto& entry : fs::directory_iterator(fs::path(NONO_SHARED_PUZZLES) / set))
            if (entry.path().extension() == ".non") files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        for (const fs::path& file : files) {
            const Puzzle puzzle = read_puzzle(file.string());
            if (puzzle.width * puzzle.height > config.max_corpus_cells ||
                std::max(puzzle.width, puzzle.height) > config.max_corpus_side)
                continue;
            SCOPED_TRACE(file.string());
            SolveOptions options;
            config.tune(options);
            const SolveResult got = solve(*strategy, puzzle, options);
            const SolveResult want = solve(puzzle);
            EXPECT_EQ(got.verdict, want.verdict) << got.message;
            // With several solutions, which two come first depends on the search order.
            if (want.verdict == Verdict::Unique) EXPECT_EQ(got.solutions, want.solutions);
            ++tested;
        }
    }
    EXPECT_GT(tested, 0) << "no corpus puzzle was small enough for " << config.label;
}

INSTANTIATE_TEST_SUITE_P(Strategies, ExactStrategy, ::testing::ValuesIn(exact_configs()),
                         [](const auto& info) { return info.param.label; });

// Every solution a strategy finds is one of the engine's.
void expect_solutions_among(const SolveResult& got, const SolveResult& all) {
    const auto want = sorted_cells(all.solutions);
    for (const Grid& g : got.solutions)
        EXPECT_TRUE(std::binary_search(want.begin(), want.end(), g.cells()));
}

TEST(IncompleteStrategies, RandomBruteForceIsSound) {
    std::mt19937 rng(31);
    int found = 0, gave_up = 0;
    for (int round = 0; round < 300; ++round) {
        const Puzzle puzzle = round % 2 ? testing::random_clues(rng, 1 + round % 4, 1 + round / 4 % 4)
                                        : puzzle_from_grid(testing::random_grid(rng, 1 + round % 4, 1 + round / 4 % 4, 0.5));
        SCOPED_TRACE("round " + std::to_string(round));
        SolveOptions options;
        options.max_iterations = 2000;
        options.seed = static_cast<std::uint64_t>(round);
        auto strategy = make_strategy("brute-force");
        const SolveResult got = solve(*strategy, puzzle, options);
        SolveOptions all;
        all.max_solutions = 0;
        expect_solutions_among(got, solve(puzzle, all));
        if (got.solution_count == 1) {
            ++found;
            EXPECT_EQ(got.verdict, Verdict::Found);
        } else {
            ++gave_up;
            EXPECT_EQ(got.stop, StopReason::Iterations);
            EXPECT_EQ(got.verdict, Verdict::Undecided);
            EXPECT_NE(got.message.find("2000"), std::string::npos) << got.message;
        }
    }
    EXPECT_GT(found, 100);
    EXPECT_GT(gave_up, 20);  // the contradictory ones, at least
}

TEST(IncompleteStrategies, PermElimAloneIsSound) {
    std::mt19937 rng(47);
    int stalled = 0, decided = 0;
    for (int round = 0; round < 600; ++round) {
        const int width = std::uniform_int_distribution<int>(1, 6)(rng);
        const int height = std::uniform_int_distribution<int>(1, 6)(rng);
        const Puzzle puzzle = round % 2 ? testing::random_clues(rng, width, height)
                                        : puzzle_from_grid(testing::random_grid(rng, width, height, 0.5));
        SCOPED_TRACE("round " + std::to_string(round));
        auto strategy = make_strategy("perm-elim");
        SolveOptions options;
        options.max_solutions = 0;
        const SolveResult got = solve(*strategy, puzzle, options);
        const SolveResult all = solve(puzzle, options);
        expect_solutions_among(got, all);
        if (got.stop == StopReason::Stalled) {
            ++stalled;
            EXPECT_EQ(got.verdict, Verdict::Undecided);
            EXPECT_EQ(got.message.rfind("cannot converge: ", 0), 0u) << got.message;
            EXPECT_NE(got.message.find(" lines still have several candidates"), std::string::npos);
        } else {
            ++decided;
            ASSERT_EQ(got.stop, StopReason::Exhausted);
            EXPECT_EQ(got.verdict, all.verdict);  // solved means unique; a line with none means none
        }
        // Every cell it deduced holds in every solution.
        for (const Grid& solution : all.solutions)
            for (std::size_t i = 0; i < solution.cells().size(); ++i)
                if (got.deduced.cells()[i] != Cell::Unknown) EXPECT_EQ(got.deduced.cells()[i], solution.cells()[i]);
    }
    EXPECT_GT(stalled, 20);
    EXPECT_GT(decided, 100);
}

}  // namespace
}  // namespace nono
