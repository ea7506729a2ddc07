// Conflict-driven search (CaDiCaL) for the questions "one solution?", "unique?" and "up to N":
// the cells decided at the search's root become unit clauses, each solution found is
// excluded by a blocking clause, and an unsatisfiable answer proves there are no more.
// It runs in turns of a conflict budget, so the engine can take turns with its depth-first
// search (portfolio.cpp). CaDiCaL runs on a thread of its own that waits, in the middle of its
// search, while it is not its turn: a search stopped and called again loses its restart and
// phase state: sliced that way taai2011 0469 needed 25930 conflicts instead of 9231. Only one
// of the two threads runs at a time.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>

#include "nono/strategy.hpp"
#include "state.hpp"

namespace CaDiCaL {
class Solver;
}

namespace nono::detail {

class SatSearch {
public:
    // The clues of `puzzle` with the cells `root` decides (sat_encoding.hpp); limits
    // (deadline, interrupt) and progress reports are those of `board`, which the SAT thread
    // polls during its turns. Conflicts are added to stats.sat_conflicts, calls to
    // stats.sat_calls.
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
    class Turns;
    void work();  // the SAT thread
    // The SAT thread's checkpoint, called by CaDiCaL between steps: true to stop the search.
    bool checkpoint();
    void hand_back(Answer answer);  // ends the SAT thread's turn (lock held)

    std::unique_ptr<CaDiCaL::Solver> solver_;
    std::unique_ptr<Turns> turns_;
    Board& board_;
    SolveStats& stats_;
    std::vector<std::size_t> open_;  // cells the root left undecided
    Grid solution_;
    StopReason stop_reason_ = StopReason::Time;

    // The baton: which thread may run, and what the SAT thread was asked and answered.
    std::mutex mutex_;
    std::condition_variable changed_;
    bool sat_turn_ = false;
    bool quit_ = false;
    Answer answer_ = Answer::OutOfBudget;
    std::uint64_t budget_end_ = 0;  // sat_conflicts at which this turn ends
    std::vector<Grid> to_exclude_;
    std::uint32_t checkpoints_ = 0;
    std::thread thread_;
};

}  // namespace nono::detail
