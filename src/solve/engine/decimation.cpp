#include "decimation.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>

#include "belief.hpp"
#include "board.hpp"
#include "colour_belief.hpp"
#include "colour_board.hpp"
#include "line/bitwise_line_solver.hpp"

namespace nono::detail {

namespace {

// Belief propagation's rounds on the root's board, before the first step (as for the one-run
// preferences).
constexpr int kFirstRounds = 30;

// The most values a cell can take (its colours), for the lists below.
constexpr int kMostValues = kMaxColours;

// What decimation asks of each domain's beliefs, after a run of its propagation: black and
// white's (belief.hpp) first. How sure belief propagation is of an open cell: the log-odds of
// its likelier value against the other (near certainty the probabilities themselves round to 1
// and tie).
double sureness(const BeliefPropagation& beliefs, const std::vector<Cell>&, std::size_t index) {
    return std::fabs(beliefs.log_odds(index));
}
// An open cell's values, likeliest first (the filled one on a tie of none); how many.
int values(const BeliefPropagation& beliefs, const std::vector<Cell>&, std::size_t index, Cell* value) {
    const bool filled = beliefs.log_odds(index) > 0;
    value[0] = filled ? Cell::Filled : Cell::Empty;
    value[1] = filled ? Cell::Empty : Cell::Filled;
    return 2;
}

// The same of a colour puzzle's beliefs (colour_belief.hpp), whose cell's values are the colours
// its set still has. How sure: the log-odds of its likeliest colour against the next.
double sureness(const ColourBeliefPropagation& beliefs, const std::vector<Cell>& known, std::size_t index) {
    double p[kMostValues];
    beliefs.beliefs(known, index, p);
    std::partial_sort(p, p + 2, p + beliefs.colours(), std::greater<>());  // (at least 3 colours)
    return std::log(std::max(p[0], 1e-300)) - std::log(std::max(p[1], 1e-300));
}
int values(const ColourBeliefPropagation& beliefs, const std::vector<Cell>& known, std::size_t index, Cell* value) {
    double p[kMostValues];
    beliefs.beliefs(known, index, p);
    int count = 0;
    for (std::size_t c = 0; c < beliefs.colours(); ++c)
        if ((static_cast<unsigned>(known[index]) >> c & 1u) != 0) value[count++] = colour_cell(static_cast<int>(c));
    std::stable_sort(value, value + count, [&p](Cell a, Cell b) {
        return p[std::countr_zero(static_cast<unsigned>(a))] > p[std::countr_zero(static_cast<unsigned>(b))];
    });
    return count;
}

// Where decimation ended, the difference map's start: each cell's probability of being filled,
// or of each foreground colour (1 or 0 where decided): beliefs() but the background's.
template <typename Propagation>
void ends(const Propagation& beliefs, const std::vector<Cell>& known, std::vector<double>& belief) {
    const std::size_t values = beliefs.values_per_cell(), from = values == 1 ? 0 : 1;
    belief.resize(known.size() * (values - from));
    double p[kMostValues];
    for (std::size_t index = 0; index < known.size(); ++index) {
        beliefs.beliefs(known, index, p);
        std::copy(p + from, p + values, &belief[index * (values - from)]);
    }
}

// One decimation over a board of either domain (board.hpp, colour_board.hpp) with its belief
// propagation.
template <typename AnyBoard, typename Propagation>
class Decimation {
public:
    Decimation(const Puzzle& puzzle, Limits& limits, SolveStats& stats, const DecimationSteps& steps,
               const DecimationCheck* checked)
        : board_(puzzle, line_solver_, stats), beliefs_(puzzle), limits_(limits), steps_(steps), checked_(checked) {
        board_.set_limits(limits);
    }

    // decimated_cells, from the root's board `root`.
    PreferredCells run(const Grid& root, std::vector<double>* board_beliefs);

private:
    // Whether `value` survives line solving on the board as it is (left as it was).
    bool fits(std::size_t index, Cell value) {
        const std::size_t mark = board_.trail_mark();
        board_.assign(index, value);
        const auto outcome = board_.propagate();
        board_.undo_to(mark);
        aborted_ = aborted_ || outcome == AnyBoard::Outcome::Aborted;
        return outcome == AnyBoard::Outcome::Consistent;
    }
    void fix(std::size_t index, Cell value) {
        board_.assign(index, value);
        board_.propagate();  // (consistent: fits said so)
    }
    bool back_up(std::size_t misfit);
    std::size_t fix_surest();
    enum class Checked { On, Stop, Failed };
    Checked check();
    const PreferredCells& fixed_so_far();

    BitwiseLineSolver line_solver_;  // both cell domains: a colour line by its coloured form
    AnyBoard board_;
    Propagation beliefs_;
    Limits& limits_;
    const DecimationSteps& steps_;
    const DecimationCheck* checked_;
    bool aborted_ = false;
    std::size_t start_ = 0;
    std::vector<std::pair<double, std::size_t>> ranked_;
    std::vector<std::size_t> marks_;  // the trail at the start of each step still on the board
    // The cells fixed so far (decided, in the order they were), and each one's trail position.
    PreferredCells fixed_;
    std::vector<std::size_t> fixed_at_;
    std::vector<std::size_t> last_entry_;  // per cell: its last trail position (fixed_so_far)
};

// Back up: a cell fixed before `misfit` (which fits none of its values) is wrong. Undo steps,
// latest first, until one of its values fits; fix it there (to the likeliest that fits), and
// go on from that board. False when none fits the root's board (the puzzle has no solution)
// or a limit stopped it.
template <typename AnyBoard, typename Propagation>
bool Decimation<AnyBoard, Propagation>::back_up(std::size_t misfit) {
    while (!marks_.empty()) {
        board_.undo_to(marks_.back());
        marks_.pop_back();
        // Every value is tried, from the highest colour down (black and white: filled, then empty).
        unsigned fitting = 0;
        for (unsigned rest = static_cast<unsigned>(board_.cell(misfit)); rest != 0;) {
            const unsigned colour = std::bit_floor(rest);
            rest &= ~colour;
            if (fits(misfit, static_cast<Cell>(colour))) fitting |= colour;
        }
        if (aborted_) return false;
        if (fitting == 0) continue;
        Cell value[kMostValues];
        const int count = values(beliefs_, board_.cells(), misfit, value);
        for (int v = 0; v < count; ++v) {
            if ((fitting & static_cast<unsigned>(value[v])) == 0) continue;
            fix(misfit, value[v]);
            return true;
        }
    }
    return false;
}

// Rank the open cells by how sure belief propagation is of them, then fix the surest in turn,
// each to the likeliest of its values line solving does not refute; a cell that fits none
// ends the step. Returns that cell, or SIZE_MAX; `aborted_` when a limit stopped it.
template <typename AnyBoard, typename Propagation>
std::size_t Decimation<AnyBoard, Propagation>::fix_surest() {
    const std::vector<Cell>& cells = board_.cells();
    ranked_.clear();
    for (std::size_t index = 0; index < board_.cell_count(); ++index)
        if (AnyBoard::open(cells[index])) ranked_.emplace_back(-sureness(beliefs_, cells, index), index);
    const std::size_t batch = std::clamp<std::size_t>(
        static_cast<std::size_t>(steps_.share * static_cast<double>(ranked_.size())), 1, ranked_.size());
    std::partial_sort(ranked_.begin(), ranked_.begin() + static_cast<std::ptrdiff_t>(batch), ranked_.end());
    marks_.push_back(board_.trail_mark());
    for (std::size_t k = 0; k < batch; ++k) {
        const std::size_t index = ranked_[k].second;
        if (!AnyBoard::open(cells[index])) continue;
        Cell value[kMostValues];
        const int count = values(beliefs_, cells, index, value);
        int v = 0;
        while (v < count && !fits(index, value[v]) && !aborted_) ++v;
        if (aborted_) return SIZE_MAX;
        if (v == count) return index;
        fix(index, value[v]);
    }
    return SIZE_MAX;
}

// The cells fixed so far, for the check: the decided ones, in the order they were (a colour
// cell narrowed more than once where its last narrowing decided it).
template <typename AnyBoard, typename Propagation>
const PreferredCells& Decimation<AnyBoard, Propagation>::fixed_so_far() {
    fixed_.clear();
    fixed_at_.clear();
    last_entry_.resize(board_.cell_count());
    std::size_t at = start_;
    board_.for_each_since(start_, [&](std::size_t index, Cell, Cell) { last_entry_[index] = at++; });
    at = start_;
    board_.for_each_since(start_, [&](std::size_t index, Cell, Cell value) {
        if (last_entry_[index] == at && single_colour(value)) {
            fixed_.emplace_back(index, value);
            fixed_at_.push_back(at);
        }
        ++at;
    });
    return fixed_;
}

// The check (DecimationCheck): on a refutation, undo to the first cell found wrong and strike
// its value off (backing up as after a misfit when what is left does not fit either).
template <typename AnyBoard, typename Propagation>
typename Decimation<AnyBoard, Propagation>::Checked Decimation<AnyBoard, Propagation>::check() {
    std::size_t refuted_length = 0;
    const CellsCheck answer = checked_->check(fixed_so_far(), refuted_length);
    if (answer == CellsCheck::Picture || answer == CellsCheck::Stopped) return Checked::Stop;
    if (answer != CellsCheck::Refuted || refuted_length == 0) return Checked::On;
    const auto [wrong, value] = fixed_[refuted_length - 1];
    board_.undo_to(fixed_at_[refuted_length - 1]);
    while (!marks_.empty() && marks_.back() > board_.trail_mark()) marks_.pop_back();
    const auto other = static_cast<Cell>(static_cast<unsigned>(board_.cell(wrong)) & ~static_cast<unsigned>(value));
    if (fits(wrong, other)) {
        if (marks_.empty() || marks_.back() != board_.trail_mark()) marks_.push_back(board_.trail_mark());
        fix(wrong, other);
        return Checked::On;
    }
    return aborted_ || !back_up(wrong) ? Checked::Failed : Checked::On;
}

template <typename AnyBoard, typename Propagation>
PreferredCells Decimation<AnyBoard, Propagation>::run(const Grid& root, std::vector<double>* board_beliefs) {
    for (std::size_t index = 0; index < root.cells().size(); ++index)
        if (root.cells()[index] != board_.cell(index)) board_.assign(index, root.cells()[index]);
    start_ = board_.trail_mark();
    board_.queue_all_lines();
    if (board_.propagate() != AnyBoard::Outcome::Consistent) return {};
    const auto stop = [this] { return limits_.check(); };
    int backups = 0;
    for (int step = 0; board_.undecided() > 0; ++step) {
        if (!beliefs_.run(board_.cells(), step == 0 ? kFirstRounds : steps_.rounds, stop)) return {};
        const std::size_t misfit = fix_surest();
        if (aborted_) return {};
        if (misfit != SIZE_MAX) {
            if (++backups > steps_.most_backups) break;
            if (!back_up(misfit)) return {};
            continue;
        }
        if (checked_ == nullptr || (step % checked_->every_steps != 0 && board_.undecided() > 0)) continue;
        const Checked checked = check();
        if (checked == Checked::Stop) break;
        if (checked == Checked::Failed) return {};
    }
    if (board_beliefs != nullptr) ends(beliefs_, board_.cells(), *board_beliefs);
    return fixed_so_far();
}

}  // namespace

PreferredCells decimated_cells(const Puzzle& puzzle, const Grid& root, Limits& limits, SolveStats& stats,
                              std::vector<double>* board_beliefs, const DecimationSteps& steps,
                              const DecimationCheck* checked) {
    if (is_colour_puzzle(puzzle))
        return Decimation<ColourBoard, ColourBeliefPropagation>(puzzle, limits, stats, steps, checked).run(root, board_beliefs);
    return Decimation<Board, BeliefPropagation>(puzzle, limits, stats, steps, checked).run(root, board_beliefs);
}

}  // namespace nono::detail
