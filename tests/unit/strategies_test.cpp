// The strategies' contracts: what each refuses and says, how each stops at a limit, and that
// replaying the cell changes of its trace gives every solution it reports.
#include <gtest/gtest.h>

#include <random>
#include <cmath>
#include <set>
#include <string>

#include "nono/solver.hpp"
#include "nono/line_solver.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

Puzzle from_rows(const std::vector<std::string>& rows) {
    Grid grid(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()));
    for (int r = 0; r < grid.height(); ++r)
        for (int c = 0; c < grid.width(); ++c) grid.set(r, c, rows[r][c] == '#' ? Cell::Filled : Cell::Empty);
    return puzzle_from_grid(grid);
}

// Two solutions (the diagonals of a 2x2): permutation elimination cannot decide any cell.
Puzzle two_diagonals() { return from_rows({"#-", "-#"}); }

std::string refusal(const std::string& strategy, const Puzzle& puzzle, const SolveOptions& options) {
    auto made = make_strategy(strategy);
    try {
        solve(*made, puzzle, options);
    } catch (const StrategyRefused& e) {
        return e.what();
    }
    return "";
}

TEST(Strategies, TableNamesEveryStrategyOnce) {
    std::vector<std::string> names;
    for (const auto& info : strategies()) names.emplace_back(info.name);
    for (const auto& info : strategies()) {
        EXPECT_EQ(std::count(names.begin(), names.end(), info.name), 1) << info.name;
        EXPECT_EQ(find_strategy(info.name), &info) << info.name;
        EXPECT_NE(make_strategy(info.name), nullptr) << info.name;
    }
    EXPECT_EQ(std::count(names.begin(), names.end(), "engine"), 1);  // the default
    EXPECT_THROW(make_strategy("nope"), std::invalid_argument);
}

TEST(Strategies, RefuseWhatMakesNoSense) {
    Grid big(7, 6, Cell::Empty);
    big.set(0, 0, Cell::Filled);
    const Puzzle big_puzzle = puzzle_from_grid(big);
    SolveOptions exhaustive;
    exhaustive.exhaustive = true;
    const std::string too_big = refusal("brute-force", big_puzzle, exhaustive);
    EXPECT_NE(too_big.find("2^42"), std::string::npos) << too_big;
    EXPECT_NE(too_big.find("40 cells"), std::string::npos) << too_big;

    SolveOptions count_all;
    count_all.max_solutions = 0;
    EXPECT_NE(refusal("brute-force", two_diagonals(), count_all).find("--exhaustive"), std::string::npos);
    count_all.exhaustive = true;
    EXPECT_EQ(refusal("brute-force", two_diagonals(), count_all), "");

    SolveOptions tiny_budget;
    tiny_budget.memory_budget = 1000;
    const std::string memory = refusal("perm-elim", from_rows({"#-#-#-#-#-#-"}), tiny_budget);
    EXPECT_NE(memory.find("need 34 KiB for the permutation sets of lengths 1 and 12"), std::string::npos) << memory;
    // Length 5 needs 2^5 * 4 bytes of vectors and 13 clues * 48 bytes of index: 752 <= 1000.
    EXPECT_NE(memory.find("at most 5 cells"), std::string::npos) << memory;
    SolveOptions default_budget;
    Grid long_line(28, 1, Cell::Empty);
    long_line.set(0, 3, Cell::Filled);
    EXPECT_NE(refusal("perm-elim", puzzle_from_grid(long_line), default_budget).find("at most 27 cells"), std::string::npos);

    Grid wide(31, 1, Cell::Empty);
    wide.set(0, 3, Cell::Filled);
    EXPECT_NE(refusal("perm-elim", puzzle_from_grid(wide), {}).find("at most 30"), std::string::npos);

    SolveOptions nodes;
    nodes.max_nodes = 10;
    EXPECT_NE(refusal("perm-elim", two_diagonals(), nodes), "");
    EXPECT_NE(refusal("brute-force", two_diagonals(), nodes), "");
    nodes.then_search = true;
    EXPECT_EQ(refusal("perm-elim", two_diagonals(), nodes), "");

    SolveOptions unknown_line_solver;
    unknown_line_solver.line_solver = "psychic";
    EXPECT_NE(refusal("simpson", two_diagonals(), unknown_line_solver).find("complete"), std::string::npos);

    // A 60-wide row of 15 single cells has C(46, 15) arrangements: enumerate refuses it.
    std::string row;
    for (int i = 0; i < 60; ++i) row += i % 4 == 0 ? '#' : '-';
    SolveOptions enumerate;
    enumerate.line_solver = "enumerate";
    const std::string absurd = refusal("simpson", from_rows({row}), enumerate);
    EXPECT_NE(absurd.find("row 1"), std::string::npos) << absurd;
    EXPECT_NE(absurd.find("arrangements"), std::string::npos) << absurd;
    EXPECT_NE(refusal("engine", from_rows({row}), enumerate), "");
}

TEST(Strategies, RandomBruteForceGivesUpWithTheProposalCountAndIsReproducible) {
    // Rows and columns clue sets that contradict: no proposal can ever fit.
    Puzzle impossible = from_rows({"##-", "---", "--#"});
    impossible.columns = from_rows({"#--", "#--", "--#"}).columns;
    impossible.goal.reset();
    SolveOptions options;
    options.max_iterations = 500;
    auto strategy = make_strategy("brute-force");
    const SolveResult r = solve(*strategy, impossible, options);
    EXPECT_EQ(r.stop, StopReason::Iterations);
    EXPECT_EQ(r.verdict, Verdict::Undecided);
    EXPECT_EQ(r.stats.iterations, 500u);
    EXPECT_NE(r.message.find("500 random proposals"), std::string::npos) << r.message;

    const Puzzle small = from_rows({"#-#", "-#-", "##-"});
    options.max_iterations = 0;  // no limit: it must find it
    options.seed = 99;
    const SolveResult a = solve(*strategy, small, options);
    const SolveResult b = solve(*strategy, small, options);
    ASSERT_EQ(a.solution_count, 1u);
    EXPECT_EQ(a.verdict, Verdict::Found);
    EXPECT_EQ(a.stats.iterations, b.stats.iterations);
    EXPECT_EQ(a.solutions, b.solutions);
    EXPECT_TRUE(satisfies(small, a.solutions[0]));
}

TEST(Strategies, PermElimStallsThenSearchFindsBoth) {
    auto strategy = make_strategy("perm-elim");
    SolveOptions options;
    const SolveResult stalled = solve(*strategy, two_diagonals(), options);
    EXPECT_EQ(stalled.stop, StopReason::Stalled);
    EXPECT_EQ(stalled.message, "cannot converge: 4 lines still have several candidates");
    options.then_search = true;
    options.max_solutions = 0;
    const SolveResult searched = solve(*strategy, two_diagonals(), options);  // same instance: sets reused
    EXPECT_EQ(searched.verdict, Verdict::Multiple);
    EXPECT_EQ(searched.solution_count, 2u);
    EXPECT_TRUE(searched.exhausted());
}

TEST(Strategies, NodeAndInterruptLimitsStopTheSearchers) {
    // An empty-ish 6x6 with many solutions: one guess cannot finish it.
    const Puzzle many = from_rows({"#-----", "-#----", "--#---", "---#--", "----#-", "-----#"});
    for (const char* name : {"backtrack", "simpson"}) {
        SolveOptions options;
        options.max_solutions = 0;
        options.max_nodes = 1;
        auto strategy = make_strategy(name);
        const SolveResult r = solve(*strategy, many, options);
        EXPECT_EQ(r.stop, StopReason::Nodes) << name;
        EXPECT_EQ(r.verdict, Verdict::Undecided) << name;
        std::atomic<bool> stop{true};
        SolveOptions interrupted;
        interrupted.max_solutions = 0;
        interrupted.interrupt = &stop;
        // The flag is read every few hundred steps: on a large puzzle it must stop the run.
        std::mt19937 rng(5);
        const Puzzle large = puzzle_from_grid(testing::random_grid(rng, 30, 30, 0.5));
        EXPECT_EQ(solve(*strategy, large, interrupted).stop, StopReason::Interrupted) << name;
    }
}

struct Replay {
    Grid board;
    std::vector<Grid> solutions;
    void apply(const Step& step) {
        for (const CellChange& change : step.cells) board.cells().at(change.index) = change.value;
        if (step.kind == StepKind::Solution) solutions.push_back(board);
    }
};

TEST(Strategies, ReplayingTheTraceGivesEverySolution) {
    std::mt19937 rng(8);
    struct Run {
        const char* strategy;
        bool exhaustive, then_search;
        const char* line_solver;
    };
    const Run runs[] = {{"backtrack", false, false, "complete"}, {"simpson", false, false, "fast"},
                        {"simpson", false, false, "olsak"},     {"perm-elim", false, true, "complete"},
                        {"brute-force", true, false, "complete"}};
    for (int round = 0; round < 60; ++round) {
        const Puzzle puzzle = puzzle_from_grid(testing::random_grid(rng, 2 + round % 4, 2 + round / 4 % 4, 0.5));
        for (const Run& run : runs) {
            SolveOptions options;
            options.max_solutions = 0;
            options.exhaustive = run.exhaustive;
            options.then_search = run.then_search;
            options.line_solver = run.line_solver;
            auto strategy = make_strategy(run.strategy);
            TraceRecorder recorder;
            const SolveResult traced = solve(*strategy, puzzle, options, &recorder);
            EXPECT_EQ(traced.solutions, solve(*strategy, puzzle, options).solutions) << run.strategy;
            Replay replay{Grid(puzzle.width, puzzle.height), {}};
            bool iteration_seen = false, progress_seen = false;
            for (const Step& step : recorder.steps()) {
                replay.apply(step);
                iteration_seen |= step.kind == StepKind::Iteration && step.total >= 1;
                progress_seen |= step.kind == StepKind::Progress && step.count >= 1;
                if (step.kind == StepKind::Line) EXPECT_EQ(step.solver, run.line_solver);
            }
            EXPECT_EQ(replay.solutions, traced.solutions) << run.strategy << " round " << round;
            if (std::string(run.strategy) == "perm-elim") EXPECT_TRUE(iteration_seen);
            if (std::string(run.strategy) == "brute-force") EXPECT_TRUE(progress_seen);
        }
    }
}

}  // namespace
}  // namespace nono

namespace nono {
namespace {

// The option table (nono/solve_options.hpp): every reader it names is a registered strategy,
// names and flags are unique, and each default is the struct's.
TEST(SolveOptionTable, NamesRegisteredStrategiesAndUniqueKeysAndFlags) {
    std::set<std::string_view> keys, flags;
    for (const SolveOptionInfo& info : solve_options()) {
        EXPECT_TRUE(keys.insert(info.key).second) << info.key;
        if (!info.flag.empty()) EXPECT_TRUE(flags.insert(info.flag).second) << info.flag;
        EXPECT_TRUE(info.scope == "limit" || info.scope == "algorithm") << info.key;
        EXPECT_EQ(find_solve_option(info.key), &info);
        std::string_view readers = info.readers;
        while (!readers.empty()) {
            const std::size_t space = readers.find(' ');
            const std::string_view name = readers.substr(0, space);
            EXPECT_NE(find_strategy(name), nullptr) << info.key << " names " << name;
            EXPECT_TRUE(info.read_by(name));
            readers = space == std::string_view::npos ? std::string_view() : readers.substr(space + 1);
        }
        for (const StrategyInfo& strategy : strategies())
            if (info.readers.empty()) EXPECT_TRUE(info.read_by(strategy.name));
    }
    EXPECT_EQ(find_solve_option("no-such"), nullptr);
    EXPECT_EQ(find_solve_option("timeout")->default_text, "0");
    EXPECT_EQ(find_solve_option("line_solver")->default_text, SolveOptions{}.line_solver);
    EXPECT_FALSE(find_solve_option("seed")->read_by("engine"));
}

// Each row's kind and range: its default lies in the range, the ends are taken, a value past
// either end (or not whole, for a count or a seed) is refused with one message naming the
// option and the range, as every edge gives it (tests/server/option_table_test.py walks the
// edges themselves).
TEST(SolveOptionTable, EveryRowChecksItsRange) {
    for (const SolveOptionInfo& info : solve_options()) {
        SCOPED_TRACE(std::string(info.key));
        EXPECT_LE(info.low, info.high);
        switch (info.kind) {
            case OptionKind::Flag:
                EXPECT_EQ(info.type, "bool");
                EXPECT_EQ(info.value_error(info.key, 1), "");
                EXPECT_NE(info.value_error(info.key, 2), "");
                break;
            case OptionKind::LineSolver:
                EXPECT_EQ(info.value_error(info.key, info.default_text), "");
                EXPECT_EQ(info.value_error(info.key, "no-such"),
                          std::string(info.key) + " must be " + info.range_text() + " (not 'no-such')");
                break;
            case OptionKind::Count:
            case OptionKind::Seed:
            case OptionKind::Seconds: {
                const double value = std::stod(info.default_text);
                EXPECT_GE(value, info.low);
                EXPECT_LE(value, info.high);
                EXPECT_EQ(info.value_error(info.key, info.low), "");
                EXPECT_EQ(info.value_error(info.key, info.high), "");
                for (const double outside : {info.low - 1, info.high * 2 + 1, std::nan("")}) {
                    const std::string message = info.value_error(info.key, outside);
                    EXPECT_EQ(message.rfind(std::string(info.key) + " must be " + info.range_text() + " (not ", 0), 0u)
                        << message;
                }
                if (info.kind != OptionKind::Seconds) EXPECT_NE(info.value_error(info.key, info.low + 0.5), "");
                break;
            }
        }
    }
    EXPECT_EQ(find_solve_option("max_nodes")->value_error("--max-nodes", -1),
              "--max-nodes must be a whole number from 0 to 1e+18 (not -1)");
    EXPECT_FALSE(find_solve_option("memory_budget")->server);
    EXPECT_TRUE(find_solve_option("timeout")->server);
}

}  // namespace
}  // namespace nono
