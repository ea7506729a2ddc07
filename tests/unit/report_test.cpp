// Reports: every verdict is worded exactly, in the solve wording and in the check wording, and
// the JSON carries the same facts. Results are built by hand so each case is reached on purpose.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <optional>

#include "nono/report.hpp"

namespace nono {
namespace {

SolveResult result_of(Verdict verdict, std::uint64_t found, bool exhausted,
                      std::optional<StopReason> limit = std::nullopt) {
    SolveResult result;
    result.verdict = verdict;
    result.solution_count = found;
    result.stop = limit ? *limit : exhausted ? StopReason::Exhausted : StopReason::Solutions;
    return result;
}

CheckReport check_of(const SolveResult& result) {
    CheckReport report;
    report.file = "p.non";
    report.result = result;
    return report;
}

TEST(Report, VerdictTextSaysWhatIsKnown) {
    EXPECT_EQ(verdict_text(result_of(Verdict::Unique, 1, true)), "unique solution");
    EXPECT_EQ(verdict_text(result_of(Verdict::None, 0, true)), "no solution");
    EXPECT_EQ(verdict_text(result_of(Verdict::Found, 1, false)), "a solution (uniqueness not checked)");
    EXPECT_EQ(verdict_text(result_of(Verdict::Multiple, 5, true)), "5 solutions");
    EXPECT_EQ(verdict_text(result_of(Verdict::Multiple, 2, false)),
              "2 solutions (search stopped at the limit of 2; there may be more)");
    EXPECT_EQ(verdict_text(result_of(Verdict::Multiple, 3, false, StopReason::Time)),
              "at least 3 solutions (time limit reached; there may be more)");
    EXPECT_EQ(verdict_text(result_of(Verdict::Undecided, 1, false, StopReason::Nodes)),
              "undecided: node limit reached after 1 solution");
    EXPECT_EQ(verdict_text(result_of(Verdict::Undecided, 0, false, StopReason::Iterations)),
              "undecided: iteration limit reached after 0 solutions");
    EXPECT_EQ(verdict_text(result_of(Verdict::Undecided, 0, false, StopReason::Interrupted)),
              "undecided: interrupted after 0 solutions");
    EXPECT_EQ(verdict_text(result_of(Verdict::Undecided, 0, false, StopReason::Stalled)),
              "undecided: no further deduction after 0 solutions");
    EXPECT_EQ(verdict_text(result_of(Verdict::Undecided, 0, false)), "undecided");
    EXPECT_EQ(verdict_for(0, StopReason::Time), Verdict::Undecided);
    EXPECT_EQ(verdict_for(2, StopReason::Stalled), Verdict::Multiple);
    EXPECT_EQ(verdict_for(1, StopReason::Solutions), Verdict::Found);
    EXPECT_EQ(verdict_for(1, StopReason::Exhausted), Verdict::Unique);
}

TEST(Report, StopReason) {
    EXPECT_EQ(stop_reason(result_of(Verdict::Unique, 1, true)), "");
    EXPECT_EQ(stop_reason(result_of(Verdict::Multiple, 2, false)), "solutions");
    EXPECT_EQ(stop_reason(result_of(Verdict::Undecided, 0, false, StopReason::Time)), "time");
}

TEST(Report, CheckLineForEachVerdict) {
    EXPECT_EQ(check_text(check_of(result_of(Verdict::Unique, 1, true))), "p.non: valid, unique solution");
    EXPECT_EQ(check_text(check_of(result_of(Verdict::None, 0, true))), "p.non: valid, no solution");
    EXPECT_EQ(check_text(check_of(result_of(Verdict::Found, 1, false))),
              "p.non: valid, at least one solution (uniqueness not checked)");
    EXPECT_EQ(check_text(check_of(result_of(Verdict::Multiple, 4, true))),
              "p.non: valid, multiple solutions (exactly 4)");
    EXPECT_EQ(check_text(check_of(result_of(Verdict::Multiple, 2, false))),
              "p.non: valid, multiple solutions (at least 2)");
    EXPECT_EQ(check_text(check_of(result_of(Verdict::Undecided, 1, false, StopReason::Time))),
              "p.non: valid, undecided (time limit, 1 solution found)");
    EXPECT_EQ(check_text(check_of(result_of(Verdict::Undecided, 0, false, StopReason::Nodes))),
              "p.non: valid, undecided (node limit)");
    EXPECT_EQ(check_text(check_of(result_of(Verdict::Undecided, 0, false))),
              "p.non: valid, undecided (stopped early)");
}

TEST(Report, CheckLineForInvalidFilesAndGoals) {
    CheckReport invalid;
    invalid.file = "x.non";
    invalid.error = "x.non:7: row 3: clue 9 does not fit";
    invalid.error_line = 7;
    EXPECT_EQ(check_text(invalid), "x.non: invalid: x.non:7: row 3: clue 9 does not fit");
    const auto json = nlohmann::json::parse(check_json(invalid));
    EXPECT_EQ(json["valid"], false);
    EXPECT_EQ(json["line"], 7);
    EXPECT_EQ(json["verdict"], nullptr);

    CheckReport differs = check_of(result_of(Verdict::Unique, 1, true));
    differs.goal_matches = false;
    EXPECT_EQ(check_text(differs),
              "p.non: valid, unique solution; but the solution found is not the goal picture given in the file");
    EXPECT_EQ(nlohmann::json::parse(check_json(differs))["goal"], "differs");
    differs.goal_matches = true;
    EXPECT_EQ(check_text(differs), "p.non: valid, unique solution");
    EXPECT_EQ(nlohmann::json::parse(check_json(differs))["goal"], "matches");
}

TEST(Report, ResultJsonCarriesTheVerdictAndTheShownSolutions) {
    Puzzle puzzle;
    puzzle.width = 2;
    puzzle.height = 1;
    puzzle.title = "t";
    SolveResult result = result_of(Verdict::Multiple, 3, false, StopReason::Time);
    result.solutions = {Grid(2, 1, Cell::Filled), Grid(2, 1, Cell::Empty), Grid(2, 1, Cell::Unknown)};
    ReportOptions options;
    options.max_shown = 2;
    options.max_solutions = 10;
    options.include_stats = false;
    const auto json = nlohmann::json::parse(result_json(puzzle, result, options));
    EXPECT_EQ(json["verdict"], "multiple");
    EXPECT_EQ(json["verdict_text"], "at least 3 solutions (time limit reached; there may be more)");
    EXPECT_EQ(json["limit"], "time");
    EXPECT_EQ(json["max_solutions"], 10);
    EXPECT_EQ(json["solutions"], nlohmann::json::parse(R"([["##"], ["--"]])"));
    EXPECT_FALSE(json.contains("stats"));
}

TEST(Report, StatsTextNamesEveryCounter) {
    SolveStats stats;
    stats.line_solves = 12;
    stats.line_cache_hits = 5;
    stats.probes = 3;
    stats.probe_forced = 2;
    stats.guesses = 1;
    stats.backtracks = 1;
    stats.max_depth = 1;
    stats.seconds = 0.25;
    EXPECT_EQ(stats_text(stats),
              "stats: line_solves=12 line_cache_hits=5 probes=3 probe_forced=2 probes_reused=0 guesses=1 backtracks=1 restarts=0 "
              "max_depth=1 iterations=0 candidates=0 sat_calls=0 sat_conflicts=0 swap_solutions=0 decimation_pictures=0 seconds=0.250000");
}

}  // namespace
}  // namespace nono
