// Belief-propagation-guided decimation (the classic method for random constraint problems):
// fix the few open cells belief propagation is surest of, line-solve, let belief propagation
// settle again on the smaller board, fix the next few, and so on; the beliefs sharpen as
// cells are fixed, where one run on the root's board leaves most cells of a large random
// picture unsure. It makes the guided SAT turn's preferred cells (portfolio.cpp): a guess
// list, never a deduction. Written once over both cell domains: black and white over
// belief.hpp's filled probabilities, colour over colour_belief.hpp's (a colour cell is fixed
// to its likeliest colour line solving does not refute, and ranked by the log-odds of that
// colour against the next).
#pragma once

#include <cstddef>
#include <functional>
#include <utility>
#include <vector>

#include "nono/solver.hpp"
#include "preferred_cells.hpp"
#include "solve/limits.hpp"

namespace nono::detail {

// How decimation steps. The defaults are the large random pictures' (the boards of 4000 open
// cells or more): each step fixes 0.5% of the open cells, at least one (on random 70x70 seed 5
// one run of 30 rounds and steps of 2% ended with a cell that fits neither value; 0.5% gave a
// picture); belief propagation runs 5 rounds after each step, from the messages where the last
// step left them (30 from the root's board, as for the one-run preferences); and when a cell
// fits neither value, decimation backs up at most 20 times, then hands what it has to the SAT
// solver (on random 80x80 pictures 1000 back-ups did not reach a picture where 20 had given the
// SAT solver what it needed, seeds 4 and 9; docs/performance-history.md, "Larger random pictures").
// Small boards step coarsely (EngineTuning::coarse_decimation_share, tuning.hpp).
struct DecimationSteps {
    double share = 0.005;
    int rounds = 5;
    int most_backups = 20;
};

// A check of the cells fixed so far by a stronger solver than line solving (the SAT solver:
// SatSearch::check), every `every_steps` steps: on random 80x80 seed 3 line solving let
// decimation go on for thousands of cells after its first wrong one, within the first 1300
// (docs/performance-history.md, "Larger random pictures"). `check` is given the cells fixed so far in
// the order they were fixed and answers Picture (some picture has them all: decimation
// stops, the checker has it), Refuted (no picture has the first `refuted_length` of them:
// decimation backs up to the last of those and strikes its value off), Unknown (goes on),
// or Stopped (gives up: decimation returns the cells fixed so far).
struct DecimationCheck {
    std::function<CellsCheck(const PreferredCells& cells, std::size_t& refuted_length)> check;
    int every_steps = 10;
};

// The cells decimation fixed on top of the root's board `root`, in the order they were
// fixed, as (cell, value): those it chose and those line solving then implied. When it
// reached a whole picture these are every open cell, and the picture is a solution (its
// lines were all line-solved); when it gave up (too many cells whose values all
// contradicted), those fixed so far. Line solves are counted in `stats`; empty when `limits`
// stopped it. With `board_beliefs`, also where it ended: each cell's probability of being
// filled (colour: of each foreground colour; 1 or 0 where decided, belief propagation's last
// estimate where open), the difference map's start (difference_map.hpp). With `checked`,
// also checked as it says.
PreferredCells decimated_cells(const Puzzle& puzzle, const Grid& root, Limits& limits, SolveStats& stats,
                              std::vector<double>* board_beliefs = nullptr, const DecimationSteps& steps = DecimationSteps{},
                              const DecimationCheck* checked = nullptr);

}  // namespace nono::detail
