// A tiny model checker for the SAT encoding's tests (black and white, colour), sharing no code
// with the SAT solver the engine uses: a formula's clauses, unit propagation, and a model
// search by propagation and splitting on the first open variable.
#pragma once

#include <gtest/gtest.h>

#include <vector>

#include "solve/engine/sat_encoding.hpp"

namespace nono::testing {

// Assignment: 0 unassigned, 1 true, -1 false, per variable (index 0 unused).
using Assignment = std::vector<int>;

// The clauses; a literal naming no variable of the formula is a test failure (and left out,
// so that it cannot index past an assignment).
inline std::vector<std::vector<int>> clauses_of(const detail::Cnf& cnf) {
    std::vector<std::vector<int>> clauses(1);
    for (int literal : cnf.literals) {
        if (literal == 0) {
            clauses.emplace_back();
        } else if (literal < -cnf.variables || literal > cnf.variables) {
            ADD_FAILURE() << "literal " << literal << " out of 1.." << cnf.variables;
        } else {
            clauses.back().push_back(literal);
        }
    }
    clauses.pop_back();
    return clauses;
}

inline int value_of(const Assignment& a, int literal) { return literal > 0 ? a[literal] : -a[-literal]; }

// Unit propagation to a fixpoint; false on a falsified clause.
inline bool propagate(const std::vector<std::vector<int>>& clauses, Assignment& a) {
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
inline bool satisfiable(const std::vector<std::vector<int>>& clauses, Assignment a) {
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

}  // namespace nono::testing
