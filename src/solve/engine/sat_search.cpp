#include "sat_search.hpp"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <thread>

#include "cryptominisat.hpp"
#include "sat_encoding.hpp"

namespace nono::detail {

namespace {

CMSat::Lit to_literal(int dimacs) {
    return CMSat::Lit(static_cast<std::uint32_t>(std::abs(dimacs) - 1), dimacs < 0);
}

#ifndef NONO_SAT_WITHOUT_THREADS
// While the solver works on the calling thread, checks the limits (and lets them report
// progress, which reads the board) every few milliseconds on a thread of its own, and
// interrupts the solver when one is reached. The limits and the board are only touched here
// while the calling thread waits in the solver.
class LimitWatcher {
public:
    LimitWatcher(Limits& limits, CryptoMiniSat& solver)
        : thread_([this, &limits, &solver] {
              std::unique_lock<std::mutex> lock(mutex_);
              while (!changed_.wait_for(lock, kCheckEvery, [this] { return done_; })) {
                  if (!reached_) {
                      try {
                          reached_ = limits.check();
                      } catch (...) {  // from the progress report: handed to the caller
                          failure_ = std::current_exception();
                          reached_ = true;
                      }
                  }
                  // Again every round until the call returns: CryptoMiniSat clears the flag
                  // as a call starts, so one interrupt sent before it started would be lost.
                  if (reached_) solver.interrupt_asap();
              }
          }) {}
    LimitWatcher(const LimitWatcher&) = delete;
    LimitWatcher& operator=(const LimitWatcher&) = delete;
    ~LimitWatcher() {
        if (thread_.joinable()) stop();
    }

    // Stops watching; true when a limit was reached (and the solver interrupted). An exception
    // the progress report threw is thrown here.
    bool finish() {
        stop();
        if (failure_) std::rethrow_exception(failure_);
        return reached_;
    }

private:
    void stop() {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            done_ = true;
        }
        changed_.notify_all();
        thread_.join();
    }

    // A deadline is then kept to within a few milliseconds, as the search keeps it.
    static constexpr std::chrono::milliseconds kCheckEvery{4};
    std::mutex mutex_;
    std::condition_variable changed_;
    bool done_ = false;
    bool reached_ = false;
    std::exception_ptr failure_;
    std::thread thread_;  // last: it starts once the fields above are ready
};
#endif

}  // namespace

SatSearch::SatSearch(const Puzzle& puzzle, const Grid& root, Limits& limits, bool& running, SolveStats& stats)
    : solver_(std::make_unique<CryptoMiniSat>()), limits_(limits), running_(running), stats_(stats),
      solution_(root) {
    solver_->set_verbosity(0);
    const Cnf cnf = encode_puzzle(puzzle, root.cells());
    coding_ = cnf.coding;
    solver_->new_vars(static_cast<std::size_t>(cnf.variables));
    std::vector<CMSat::Lit> clause;
    for (int literal : cnf.literals) {
        if (literal != 0) {
            clause.push_back(to_literal(literal));
        } else {
            solver_->add_clause(clause);
            clause.clear();
        }
    }
    // What the root proved holds in every solution: units. Blocking clauses need only
    // mention the cells still open.
    for (std::size_t index = 0; index < root.cells().size(); ++index) {
        const Cell value = root.cells()[index];
        if (cell_colour(value) < 0) open_.push_back(index);
        for (int literal : coding_.known_units(index, value)) solver_->add_clause({to_literal(literal)});
    }
}

SatSearch::~SatSearch() = default;

void SatSearch::exclude(const Grid& picture) {
    // Some open cell must differ from `picture` in any other solution. A board complete at
    // the root has one picture only: the empty clause says so.
    std::vector<CMSat::Lit> clause;
    clause.reserve(open_.size());
    for (std::size_t index : open_) clause.push_back(to_literal(-coding_.literal(index, picture.cells()[index])));
    solver_->add_clause(clause);
}

std::vector<CMSat::Lit> SatSearch::literals_of(const PreferredCells& cells) const {
    std::vector<CMSat::Lit> literals;
    literals.reserve(cells.size());
    for (const auto& [index, value] : cells) literals.push_back(to_literal(coding_.literal(index, value)));
    return literals;
}

void SatSearch::prefer(const PreferredCells& cells) { preferred_ = literals_of(cells); }

void SatSearch::drop_blamed_preferences() {
    // The solver's final conflict is the negation of the preferred cells its proof used; of
    // those the less sure half goes (at least one), and every other preferred cell stays.
    // Keeping the surer half of all of them, as before, threw away most of what belief
    // propagation knew on the larger random pictures, whose surest cells are not all right
    // (random 70x70 seed 3: 2077 cells, none with them all after 203 conflicts, halved, and
    // no picture within 60 s). Dropping every blamed cell threw away the surest ones with the
    // wrong ones: the conflicts name hundreds (random 80x80 seed 2: 247-633 of 3951 each
    // time, 321 left after eight, no picture within 60 s). The less sure half of the blamed:
    // 70x70 seed 3 in 2.6 s, 80x80 seed 2 in 3.1 s (docs/performance-history.md, "Larger random
    // pictures").
    const std::vector<CMSat::Lit> blamed = blamed_literals();
    std::vector<std::size_t> positions;  // of the blamed in preferred_, surest first
    for (std::size_t i = 0; i < preferred_.size(); ++i)
        if (std::binary_search(blamed.begin(), blamed.end(), preferred_[i])) positions.push_back(i);
    // None blamed: the clauses alone have no model; on without any preferences.
    if (positions.empty()) {
        preferred_.clear();
        return;
    }
    std::vector<bool> dropped(preferred_.size(), false);
    const std::size_t drop = std::max<std::size_t>(1, positions.size() / 2);
    for (std::size_t k = positions.size() - drop; k < positions.size(); ++k) dropped[positions[k]] = true;
    std::size_t kept = 0;
    for (std::size_t i = 0; i < preferred_.size(); ++i)
        if (!dropped[i]) preferred_[kept++] = preferred_[i];
    // A handful left is not worth a call of its own.
    preferred_.resize(kept >= 32 ? kept : 0);
}

CMSat::lbool SatSearch::solve_within(const std::vector<CMSat::Lit>* assumptions, std::uint64_t conflicts,
                                     bool& limit_reached) {
    solver_->set_max_confl(conflicts);
    ++stats_.sat_calls;
    CMSat::lbool status;
    // (Set before the watcher starts and cleared after it ends: only this thread writes
    // it. When finish() throws, the solve ends and nothing reports progress again.)
    running_ = true;
#ifdef NONO_SAT_WITHOUT_THREADS
    // No thread to watch the limits: the solver keeps the deadline itself (it reads its clock
    // every 256 conflicts), and the limits are checked as the call returns. Nothing can set the
    // interrupt flag or report progress meanwhile on a single thread anyway.
    const double seconds_left = limits_.seconds_left();
    if (seconds_left >= 0) solver_->set_max_time(seconds_left);
    status = solver_->solve(assumptions);
    limit_reached = limits_.check();
    // Stopped short of its budget: by the deadline on the solver's clock (CPU time natively,
    // Emscripten's clock() in WebAssembly), which need not agree with the limits' steady clock.
    // That ends the solve as the deadline does; taken for a spent budget, the engine went on
    // to its next turn, and what it did then depended on the time.
    if (!limit_reached && status == CMSat::l_Undef && solver_->get_last_conflicts() < conflicts) {
        limits_.stop_at_deadline();
        limit_reached = true;
    }
#else
    {
        LimitWatcher watcher(limits_, *solver_);
        status = solver_->solve(assumptions);
        limit_reached = watcher.finish();
    }
#endif
    running_ = false;
    stats_.sat_conflicts += solver_->get_last_conflicts();
    if (status == CMSat::l_True) {
        const std::vector<CMSat::lbool>& model = solver_->get_model();
        for (std::size_t index : open_)
            solution_.cells()[index] = coding_.value(index, [&model](int variable) {
                return model[static_cast<std::size_t>(variable - 1)] == CMSat::l_True;
            });
    }
    return status;
}

std::vector<CMSat::Lit> SatSearch::blamed_literals() const {
    const std::vector<CMSat::Lit>& conflict = solver_->get_conflict();
    std::vector<CMSat::Lit> blamed;
    blamed.reserve(conflict.size());
    for (CMSat::Lit literal : conflict) blamed.push_back(~literal);
    std::sort(blamed.begin(), blamed.end());
    return blamed;
}

std::size_t SatSearch::last_blamed(const std::vector<CMSat::Lit>& assumptions, std::size_t length) const {
    const std::vector<CMSat::Lit> blamed = blamed_literals();
    for (std::size_t i = length; i-- > 0;)
        if (std::binary_search(blamed.begin(), blamed.end(), assumptions[i])) return i + 1;
    return 0;
}

SatSearch::Check SatSearch::check(const PreferredCells& cells, std::uint64_t conflicts, std::size_t& refuted_length) {
    if (final_ != Answer::OutOfBudget) return Check::Stopped;
    const std::vector<CMSat::Lit> assumptions = literals_of(cells);
    // The solver's proof names the cells it used: the start up to the last of those is refuted
    // already. Then bisection between the longest start not refuted within the budget (`kept`)
    // and the shortest refuted one: on random 80x80 seed 3 the whole list of 4200-5500 cells
    // was refuted each time with the last blamed cell near its end (backing up to it
    // undid a few steps and was refuted again), where the first wrong cell came within the
    // first 1300 (docs/performance-history.md, "Larger random pictures").
    bool limit_reached = false;
    std::size_t kept = 0, refuted = assumptions.size();
    if (assumptions.empty()) return Check::Unknown;
    for (bool whole = true; whole || kept + 1 < refuted; whole = false) {
        const std::size_t length = whole ? refuted : kept + (refuted - kept) / 2;
        std::vector<CMSat::Lit> start(assumptions.begin(), assumptions.begin() + static_cast<std::ptrdiff_t>(length));
        const CMSat::lbool status = solve_within(&start, conflicts, limit_reached);
        if (limit_reached) {
            stop_reason_ = limits_.reason();
            final_ = Answer::Stopped;
            return Check::Stopped;
        }
        if (status == CMSat::l_True) {
            if (whole) return Check::Picture;
            kept = length;  // (a picture with that start: the cells after it are not all right)
        } else if (status == CMSat::l_False) {
            refuted = last_blamed(start, length);
            if (refuted == 0) {  // the clauses alone have no model
                final_ = Answer::NoMore;
                return Check::Stopped;
            }
        } else if (whole) {
            return Check::Unknown;
        } else {
            kept = length;
        }
    }
    refuted_length = refuted;
    return Check::Refuted;
}

SatSearch::Answer SatSearch::next(std::uint64_t conflicts) {
    if (final_ != Answer::OutOfBudget) return final_;
    for (;;) {
        // (Limits first: a caller that gives no budget still stops at them.)
        if (limits_.check()) {
            stop_reason_ = limits_.reason();
            return final_ = Answer::Stopped;
        }
        if (conflicts == 0) return Answer::OutOfBudget;
        const bool preferring = !preferred_.empty();
        bool limit_reached;
        const std::uint64_t before = stats_.sat_conflicts;
        const CMSat::lbool status = solve_within(preferring ? &preferred_ : nullptr, conflicts, limit_reached);
        conflicts -= std::min(conflicts, stats_.sat_conflicts - before);
        if (status == CMSat::l_True) return Answer::Solution;  // (a limit reached meanwhile stops the next call at once)
        if (status == CMSat::l_False && preferring) {
            drop_blamed_preferences();
            continue;
        }
        if (status == CMSat::l_False) return final_ = Answer::NoMore;
        if (!limit_reached) return Answer::OutOfBudget;
        stop_reason_ = limits_.reason();
        return final_ = Answer::Stopped;
    }
}

}  // namespace nono::detail
