// Conflict-driven search (CryptoMiniSat) for the questions "one solution?", "unique?" and "up
// to N": the cells decided at the search's root become unit clauses, each solution found is
// excluded by a blocking clause, and an unsatisfiable answer proves there are no more.
// It runs in turns of a conflict budget, so the engine can take turns with its depth-first
// search (portfolio.cpp); between turns the solver keeps what it learned. During a turn a
// watcher thread checks the limits (deadline, interrupt) and progress reports of the board
// and interrupts the solver when one is reached; only one of the two threads works at a time.
#pragma once

#include <cstdint>
#include <memory>

#include "nono/strategy.hpp"
#include "state.hpp"

namespace CMSat {
class SATSolver;
}

namespace nono::detail {

class SatSearch {
public:
    // The clues of `puzzle` with the cells `root` decides (sat_encoding.hpp); limits
    // (deadline, interrupt) and progress reports are those of `board`. Conflicts are added to
    // stats.sat_conflicts, calls to stats.sat_calls.
    SatSearch(const Puzzle& puzzle, const Grid& root, Board& board, SolveStats& stats);
    ~SatSearch();

    enum class Answer {
        Solution,     // solution() is a picture not excluded yet
        NoMore,       // every picture is excluded: the solutions excluded are all there are
        OutOfBudget,  // the conflict budget ran out first; call again to go on
        Stopped,      // a limit (time, interrupt): stop_reason() says which
    };
    // Looks for a picture not excluded yet, within `conflicts` more conflicts.
    Answer next(std::uint64_t conflicts);
    const Grid& solution() const { return solution_; }
    // No answer after the current search is `picture` (a solution, whoever found it).
    void exclude(const Grid& picture);
    StopReason stop_reason() const { return stop_reason_; }

private:
    std::unique_ptr<CMSat::SATSolver> solver_;
    Board& board_;
    SolveStats& stats_;
    std::vector<std::size_t> open_;  // cells the root left undecided
    Grid solution_;
    StopReason stop_reason_ = StopReason::Time;
    bool finished_ = false;  // NoMore or Stopped was answered: every later call answers the same
    Answer last_ = Answer::OutOfBudget;
};

}  // namespace nono::detail
