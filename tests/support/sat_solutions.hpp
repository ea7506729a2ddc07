// Every picture a SatSearch gives from `root`, each excluded once it comes, with `preferred`
// values asked first: the belief tests (black and white, colour) check with it that
// preferences change which solution comes first, never which solutions there are.
#pragma once

#include <gtest/gtest.h>

#include <set>
#include <utility>
#include <vector>

#include "nono/puzzle.hpp"
#include "solve/engine/sat_search.hpp"

namespace nono::testing {

// `Preferred` is what SatSearch::prefer takes: (cell, filled) pairs or (cell, colour) pairs.
// `first`, when given, receives the first picture found.
template <typename Preferred>
std::set<std::vector<Cell>> all_sat_solutions(const Puzzle& puzzle, const Grid& root, Preferred preferred,
                                              std::vector<Cell>* first = nullptr) {
    SolveStats stats;
    detail::Limits limits;
    bool running = false;
    detail::SatSearch sat(puzzle, root, limits, running, stats);
    sat.prefer(std::move(preferred));
    std::set<std::vector<Cell>> found;
    for (;;) {
        const detail::SatSearch::Answer answer = sat.next(1'000'000);
        if (answer != detail::SatSearch::Answer::Solution) {
            EXPECT_EQ(answer, detail::SatSearch::Answer::NoMore);
            return found;
        }
        if (found.empty() && first != nullptr) *first = sat.solution().cells();
        EXPECT_TRUE(found.insert(sat.solution().cells()).second) << "a solution came twice";
        sat.exclude(sat.solution());
    }
}

}  // namespace nono::testing
