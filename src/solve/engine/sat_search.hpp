// Conflict-driven search (CryptoMiniSat) for the questions "one solution?", "unique?" and "up
// to N": the cells decided at the search's root become unit clauses, each solution found is
// excluded by a blocking clause, and an unsatisfiable answer proves there are no more.
// It runs in turns of a conflict budget, so the engine can take turns with its depth-first
// search (portfolio.cpp); between turns the solver keeps what it learned. During a turn a
// watcher thread checks the board's limits (deadline, interrupt) and progress reports
// (solve/limits.hpp) and interrupts the solver when one is reached; only one of the two
// threads works at a time. Without threads (NONO_SAT_WITHOUT_THREADS: the WebAssembly engine)
// the solver is given the time to the deadline instead, and keeps it itself: a call it stops
// so ends the solve as the deadline does. Time only ever stops the solve; the turns are
// bounded by conflicts, so the work and statistics up to a stop do not depend on the time.
#pragma once

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "nono/strategy.hpp"
#include "preferred_cells.hpp"
#include "sat_encoding.hpp"
#include "solve/limits.hpp"

#include <cryptominisat5/solvertypesmini.h>

namespace nono::detail {

// Whether the engine may hand over to the SAT solver. A WebAssembly build (apps/wasm) without
// CryptoMiniSat built for it (scripts/build-cryptominisat-wasm.sh) defines NONO_NO_SAT_SOLVER:
// a browser cannot load the shared library, so there the engine decides by its own search
// alone, as `--no-sat` does (docs/web-static.md measures the cost).
#ifdef NONO_NO_SAT_SOLVER
inline constexpr bool kSatSolverAvailable = false;
#else
inline constexpr bool kSatSolverAvailable = true;
#endif

class CryptoMiniSat;

class SatSearch {
public:
    // The clues of `puzzle` (black and white or colour) with the cells `root` decides
    // (sat_encoding.hpp); limits (deadline, interrupt) and progress reports are `limits`,
    // and `running` is true during a turn (the board's flag for its progress report).
    // Conflicts are added to stats.sat_conflicts, calls to stats.sat_calls.
    SatSearch(const Puzzle& puzzle, const Grid& root, Limits& limits, bool& running, SolveStats& stats);
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
    // Cells to try first, surest first (each with its value, or colour): each turn looks for a picture with
    // all of them (CryptoMiniSat's assumptions), for the first solution and the later ones
    // (those are nearly always near the first); when none has them all, it drops the less
    // sure half of those the solver's proof of that used and goes on with the rest while 32
    // or more are left, then with none. A picture found so is a solution like any other, and
    // "no more" is only ever answered without them.
    void prefer(const PreferredCells& cells);
    // For decimation checked by the SAT solver (decimation.hpp): is there a picture with every
    // one of `cells` (in the order they were fixed), within `conflicts` a call?
    // Picture: solution() is one (the caller hands it back as preferred cells, for next() to
    // find and count). Refuted: no picture has the first `refuted_length` of them, and the
    // last of those is the first cell found wrong (bisection over the starts of the list, each
    // call within `conflicts`). Unknown: no answer within the budget. Stopped: a limit was
    // reached, or the clues have no picture at all; next() then says which.
    using Check = CellsCheck;
    Check check(const PreferredCells& cells, std::uint64_t conflicts, std::size_t& refuted_length);
    StopReason stop_reason() const { return stop_reason_; }
    // How many preferred cells are still asked for.
    std::size_t preferred_count() const { return preferred_.size(); }

private:
    // One call of the solver under `assumptions` (none when null) within `conflicts`, with the
    // watcher on the limits; counted in stats; on l_True, solution_ is the model's picture.
    CMSat::lbool solve_within(const std::vector<CMSat::Lit>* assumptions, std::uint64_t conflicts, bool& limit_reached);
    // The literals "cell is that value" of the cells, in their order.
    std::vector<CMSat::Lit> literals_of(const PreferredCells& cells) const;
    // After l_False under assumptions: those the proof used (the final conflict negated), sorted.
    std::vector<CMSat::Lit> blamed_literals() const;
    // After l_False under `assumptions`: 1 + the position of the last of their first `length`
    // that the proof used (0 when none).
    std::size_t last_blamed(const std::vector<CMSat::Lit>& assumptions, std::size_t length) const;
    // After "no picture has all the preferred cells": the preferences that answer used go.
    void drop_blamed_preferences();

    std::unique_ptr<CryptoMiniSat> solver_;  // cryptominisat.hpp
    Limits& limits_;
    bool& running_;
    SolveStats& stats_;
    CellCoding coding_;
    std::vector<std::size_t> open_;  // cells the root left undecided
    Grid solution_;
    StopReason stop_reason_ = StopReason::Time;
    // NoMore or Stopped once answered, which every later call answers too; OutOfBudget until then.
    Answer final_ = Answer::OutOfBudget;
    std::vector<CMSat::Lit> preferred_;  // prefer(), surest first; empty once dropped
};

}  // namespace nono::detail
