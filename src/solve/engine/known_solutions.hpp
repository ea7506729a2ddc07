// The distinct solutions two searches have found between them (the engine's depth-first
// search and its SAT solver take turns on one puzzle and may meet the same picture), packed
// one bit a cell, or for a colour puzzle one byte.
#pragma once

#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono::detail {

class KnownSolutions {
public:
    explicit KnownSolutions(bool colour = false) : colour_(colour) {}

    // False when `solution` (a complete grid) was known already.
    bool insert(const Grid& solution) {
        std::string packed;
        if (colour_) {
            for (Cell cell : solution.cells()) packed.push_back(static_cast<char>(cell));
        } else {
            packed.assign((solution.cells().size() + 7) / 8, '\0');
            for (std::size_t i = 0; i < solution.cells().size(); ++i)
                if (solution.cells()[i] == Cell::Filled) packed[i / 8] = static_cast<char>(packed[i / 8] | (1 << (i % 8)));
        }
        if (!seen_.insert(packed).second) return false;
        unexcluded_.push_back(solution);
        return true;
    }
    // The solutions inserted since the last call, for a search that must be told which
    // pictures to skip.
    std::vector<Grid> take_unexcluded() { return std::exchange(unexcluded_, {}); }

private:
    bool colour_;
    std::unordered_set<std::string> seen_;
    std::vector<Grid> unexcluded_;
};

}  // namespace nono::detail
