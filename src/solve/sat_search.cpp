#include "sat_search.hpp"

#include <cadical.hpp>


#include "sat_encoding.hpp"

namespace nono::detail {

// CaDiCaL's two callbacks, both forwarded to the SatSearch: the terminator, asked between
// search steps, is where the thread waits for its turn; the learner counts conflicts (one
// learned clause each) and asks for no literals.
class SatSearch::Turns final : public CaDiCaL::Terminator, public CaDiCaL::Learner {
public:
    explicit Turns(SatSearch& owner) : owner_(owner) {}
    bool terminate() override { return owner_.checkpoint(); }
    bool learning(int) override {
        ++owner_.stats_.sat_conflicts;
        return false;
    }
    void learn(int) override {}

private:
    SatSearch& owner_;
};

SatSearch::SatSearch(const Puzzle& puzzle, const Grid& root, Board& board, SolveStats& stats)
    : solver_(std::make_unique<CaDiCaL::Solver>()),
      turns_(std::make_unique<Turns>(*this)),
      board_(board),
      stats_(stats),
      solution_(root) {
    solver_->set("quiet", 1);
    // The "sat" configuration (tuned for satisfiable formulas) decides the hard taai2011
    // puzzles 2-2.5x faster than the default (0507: 4.8 -> 2.2 s, 0591: 5.7 -> 2.0 s CPU,
    // on the earlier automaton formula); on the block-start formula, CaDiCaL alone on the
    // 1149 tournament puzzles over 0.03 s took 147.7 s with it, 254.1 s with the default.
    solver_->configure("sat");
    // No "lucky" assignments (all cells empty, all filled, ...) before the search: they never
    // satisfy a puzzle's clauses, and on a 25x25 puzzle they cost 4-20 ms, a large part of a
    // first SAT turn the search then makes unneeded (both tournament sets: 328.0 -> 320.0 s,
    // 86.8 -> 80.1 s on the puzzles under 0.3 s).
    solver_->set("lucky", 0);
    const Cnf cnf = encode_puzzle(puzzle, root.cells());
    solver_->reserve(cnf.variables);
    for (int literal : cnf.literals) solver_->add(literal);
    // What the root proved holds in every solution: units. Blocking clauses need only
    // mention the cells still open.
    for (std::size_t index = 0; index < root.cells().size(); ++index) {
        const Cell value = root.cells()[index];
        if (value == Cell::Unknown) {
            open_.push_back(index);
        } else {
            solver_->add(value == Cell::Filled ? cell_variable(index) : -cell_variable(index));
            solver_->add(0);
        }
    }
    solver_->connect_terminator(turns_.get());
    solver_->connect_learner(turns_.get());
    thread_ = std::thread([this] { work(); });
}

SatSearch::~SatSearch() {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        quit_ = true;
        sat_turn_ = true;
    }
    changed_.notify_all();
    thread_.join();
    solver_->disconnect_learner();
    solver_->disconnect_terminator();
}

SatSearch::Answer SatSearch::next(std::uint64_t conflicts) {
    std::unique_lock<std::mutex> lock(mutex_);
    if (answer_ == Answer::NoMore || answer_ == Answer::Stopped) return answer_;
    budget_end_ = stats_.sat_conflicts + conflicts;
    sat_turn_ = true;
    changed_.notify_all();
    changed_.wait(lock, [this] { return !sat_turn_; });
    return answer_;
}

void SatSearch::exclude(const Grid& picture) {
    std::lock_guard<std::mutex> lock(mutex_);
    to_exclude_.push_back(picture);
}

void SatSearch::hand_back(Answer answer) {
    answer_ = answer;
    sat_turn_ = false;
    changed_.notify_all();
}

bool SatSearch::checkpoint() {
    // Only the SAT thread calls this, during its turn: the other thread is waiting, so the
    // fields are read without the lock except to hand the turn over.
    if ((++checkpoints_ & 255u) == 0 && board_.check_limits()) {
        stop_reason_ = board_.abort_reason();
        return true;
    }
    if (stats_.sat_conflicts < budget_end_) return false;
    std::unique_lock<std::mutex> lock(mutex_);
    hand_back(Answer::OutOfBudget);
    changed_.wait(lock, [this] { return sat_turn_; });
    return quit_;
}

void SatSearch::work() {
    std::unique_lock<std::mutex> lock(mutex_);
    changed_.wait(lock, [this] { return sat_turn_; });
    while (!quit_) {
        // Some open cell must differ from each excluded picture in any other solution. A
        // board complete at the root has one picture only: the empty clause says so.
        for (const Grid& picture : to_exclude_) {
            for (std::size_t index : open_)
                solver_->add(picture.cells()[index] == Cell::Filled ? -cell_variable(index) : cell_variable(index));
            solver_->add(0);
        }
        to_exclude_.clear();
        ++stats_.sat_calls;
        lock.unlock();
        const int status = solver_->solve();
        lock.lock();
        if (quit_) break;
        if (status == 10) {
            for (std::size_t index : open_)
                solution_.cells()[index] = solver_->val(cell_variable(index)) > 0 ? Cell::Filled : Cell::Empty;
            hand_back(Answer::Solution);
        } else {
            hand_back(status == 20 ? Answer::NoMore : Answer::Stopped);
            break;
        }
        changed_.wait(lock, [this] { return sat_turn_; });
    }
}

}  // namespace nono::detail
