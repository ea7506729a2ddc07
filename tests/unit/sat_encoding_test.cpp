// Unit tests of the SAT encoding of a line (src/solve/sat_encoding.cpp), checked against the
// brute-force oracle with a unit propagation and a model search written here: the clauses
// admit exactly the clue's arrangements, and what unit propagation concludes from some known
// cells is what the arrangements agree on, never more.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "solve/sat_encoding.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

// Assignment: 0 unassigned, 1 true, -1 false, per variable (index 0 unused).
using Assignment = std::vector<int>;

std::vector<std::vector<int>> clauses_of(const detail::Cnf& cnf) {
    std::vector<std::vector<int>> clauses(1);
    for (int literal : cnf.literals) {
        if (literal == 0) clauses.emplace_back();
        else clauses.back().push_back(literal);
    }
    clauses.pop_back();
    return clauses;
}

int value_of(const Assignment& a, int literal) { return literal > 0 ? a[literal] : -a[-literal]; }

// Unit propagation to a fixpoint; false on a falsified clause.
bool propagate(const std::vector<std::vector<int>>& clauses, Assignment& a) {
    for (bool changed = true; changed;) {
        changed = false;
        for (const auto& clause : clauses) {
            int open = 0, last = 0;
            bool satisfied = false;
            for (int literal : clause) {
                const int v = value_of(a, literal);
                if (v > 0) satisfied = true;
                if (v == 0) ++open, last = literal;
            }
            if (satisfied) continue;
            if (open == 0) return false;
            if (open == 1) {
                a[last > 0 ? last : -last] = last > 0 ? 1 : -1;
                changed = true;
            }
        }
    }
    return true;
}

// A model extending `a`, by propagation and splitting on the first open variable.
bool satisfiable(const std::vector<std::vector<int>>& clauses, Assignment a) {
    if (!propagate(clauses, a)) return false;
    for (std::size_t var = 1; var < a.size(); ++var) {
        if (a[var] != 0) continue;
        for (int v : {1, -1}) {
            Assignment b = a;
            b[var] = v;
            if (satisfiable(clauses, b)) return true;
        }
        return false;
    }
    return true;
}

struct Line {
    Clue clue;
    int length;
};

Line random_line(std::mt19937& rng, int max_length) {
    const int length = std::uniform_int_distribution<int>(1, max_length)(rng);
    const Grid picture = testing::random_grid(rng, length, 1, std::uniform_real_distribution<double>(0.2, 0.8)(rng));
    Line line{{}, length};
    int run = 0;
    for (int i = 0; i <= length; ++i) {
        if (i < length && picture.cells()[static_cast<std::size_t>(i)] == Cell::Filled) {
            ++run;
        } else if (run > 0) {
            line.clue.push_back(run);
            run = 0;
        }
    }
    return line;
}

detail::Cnf encode(const Line& line, const std::vector<Cell>& known, detail::Reasoning reasoning) {
    detail::Cnf cnf;
    cnf.variables = line.length;
    std::vector<int> vars;
    for (int i = 1; i <= line.length; ++i) vars.push_back(i);
    detail::encode_line(cnf, line.clue, vars, known, reasoning);
    return cnf;
}

constexpr detail::Reasoning kReasonings[] = {detail::Reasoning::BothWays, detail::Reasoning::Forward};

TEST(SatEncoding, ModelsAreExactlyTheArrangements) {
    std::mt19937 rng(11);
    for (int round = 0; round < 300; ++round) {
        const Line line = random_line(rng, 9);
        for (const detail::Reasoning reasoning : kReasonings) {
            const detail::Cnf cnf =
                encode(line, std::vector<Cell>(static_cast<std::size_t>(line.length), Cell::Unknown), reasoning);
            const auto clauses = clauses_of(cnf);
            const auto arrangements = testing::all_arrangements(line.clue, line.length);
            for (unsigned bits = 0; bits < (1u << line.length); ++bits) {
                std::vector<Cell> cells;
                Assignment a(static_cast<std::size_t>(cnf.variables) + 1, 0);
                for (int i = 0; i < line.length; ++i) {
                    const bool filled = (bits >> i & 1u) != 0;
                    cells.push_back(filled ? Cell::Filled : Cell::Empty);
                    a[static_cast<std::size_t>(i) + 1] = filled ? 1 : -1;
                }
                const bool fits = std::find(arrangements.begin(), arrangements.end(), cells) != arrangements.end();
                ASSERT_EQ(satisfiable(clauses, a), fits) << "round " << round << ", cells " << bits;
            }
        }
    }
}

// With some cells of a fitting arrangement as units, unit propagation never fails and fixes
// only cells every fitting arrangement agrees on. When the encoder is also given those cells
// (it then leaves out states no fitting arrangement passes through), propagation fixes every
// such cell: the support clauses (a value needs a state that can read it) are what conclude
// it; without them this test fails. Both with and without the backward clauses.
TEST(SatEncoding, UnitPropagationIsSoundAndCompleteOnPrunedLines) {
    std::mt19937 rng(12);
    int fixed_beyond_given = 0;
    for (int round = 0; round < 2000; ++round) {
        const Line line = random_line(rng, 20);
        const auto arrangements = testing::all_arrangements(line.clue, line.length);
        ASSERT_FALSE(arrangements.empty());
        const auto& chosen = arrangements[std::uniform_int_distribution<std::size_t>(0, arrangements.size() - 1)(rng)];
        std::vector<Cell> known(static_cast<std::size_t>(line.length), Cell::Unknown);
        for (int i = 0; i < line.length; ++i)
            if (std::bernoulli_distribution(0.3)(rng)) known[static_cast<std::size_t>(i)] = chosen[static_cast<std::size_t>(i)];
        const std::vector<Cell> agreed = testing::brute_force_line(line.clue, known);
        for (const detail::Reasoning reasoning : kReasonings) {
            for (bool prune : {false, true}) {
                const detail::Cnf cnf = encode(
                    line, prune ? known : std::vector<Cell>(static_cast<std::size_t>(line.length), Cell::Unknown), reasoning);
                Assignment a(static_cast<std::size_t>(cnf.variables) + 1, 0);
                for (int i = 0; i < line.length; ++i)
                    if (known[static_cast<std::size_t>(i)] != Cell::Unknown)
                        a[static_cast<std::size_t>(i) + 1] = known[static_cast<std::size_t>(i)] == Cell::Filled ? 1 : -1;
                ASSERT_TRUE(propagate(clauses_of(cnf), a)) << "round " << round;
                for (int i = 0; i < line.length; ++i) {
                    const int v = a[static_cast<std::size_t>(i) + 1];
                    if (v == 0) continue;
                    ASSERT_EQ(agreed[static_cast<std::size_t>(i)], v > 0 ? Cell::Filled : Cell::Empty) << "round " << round;
                    if (!prune && reasoning == detail::Reasoning::BothWays && known[static_cast<std::size_t>(i)] == Cell::Unknown)
                        ++fixed_beyond_given;
                }
                if (prune) {  // pruned by the known cells, propagation finds all the line solver does
                    for (int i = 0; i < line.length; ++i)
                        if (agreed[static_cast<std::size_t>(i)] == Cell::Filled || agreed[static_cast<std::size_t>(i)] == Cell::Empty)
                            ASSERT_NE(a[static_cast<std::size_t>(i) + 1], 0) << "round " << round << ", cell " << i;
                }
            }
        }
    }
    EXPECT_GT(fixed_beyond_given, 1000);
}

}  // namespace
}  // namespace nono
