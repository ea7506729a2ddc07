#include "belief.hpp"

#include <algorithm>
#include <cmath>

#include "model/line_ref.hpp"

namespace nono::detail {

namespace {

// The weight of a block of each of the clue's lengths at each start p, with the empty cell
// after it (the product of `filled` over its cells, times `empty` after: prefix sums of the
// logs, cells of weight 0 counted apart), into work.by_length; and each block's length and
// row of those weights, into work.block_length and work.block_weights. Computed once per
// length for the three passes (it was three times per block, and the exponentials were most
// of the time: 30 rounds on random 60x60 87 -> 31 ms). work.empty_weight gets `empty` and a
// padding cell n, empty with weight 1, so the last block is followed by an empty cell like
// every other.
void placement_weights(const Clue& clue, const std::vector<double>& filled, const std::vector<double>& empty,
                       LineMarginalsWork& work) {
    const std::size_t n = filled.size(), k = clue.size();
    std::vector<double>& empty_weight = work.empty_weight;
    empty_weight.assign(empty.begin(), empty.end());
    empty_weight.push_back(1.0);
    std::vector<double>& log_prefix = work.log_prefix;
    std::vector<std::size_t>& zeros_prefix = work.zeros_prefix;
    log_prefix.assign(n + 1, 0.0);
    zeros_prefix.assign(n + 1, 0);
    for (std::size_t i = 0; i < n; ++i) {
        log_prefix[i + 1] = log_prefix[i] + (filled[i] > 0 ? std::log(filled[i]) : 0.0);
        zeros_prefix[i + 1] = zeros_prefix[i] + (filled[i] > 0 ? 0 : 1);
    }
    std::vector<std::size_t>& slot = work.slot;  // per length: its row of by_length
    std::vector<double>& by_length = work.by_length;
    constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    slot.assign(n + 1, kNone);
    by_length.clear();
    for (const int clue_length : clue) {
        const auto length = static_cast<std::size_t>(clue_length);
        if (length > n || slot[length] != kNone) continue;  // (no placement / done)
        slot[length] = by_length.size() / (n + 1);
        by_length.resize(by_length.size() + n + 1, 0.0);
        double* weights = &by_length[slot[length] * (n + 1)];
        for (std::size_t p = 0; p + length <= n; ++p)
            if (zeros_prefix[p + length] == zeros_prefix[p])
                weights[p] = std::exp(log_prefix[p + length] - log_prefix[p]) * empty_weight[p + length];
    }
    // Read through plain pointers in the passes: through the vectors, every store into
    // `forward` made the compiler load `by_length`'s data, the slot and the clue again (the
    // same sums; coarse decimation on taai2011 0537: 65.5 M -> 60.4 M instructions, callgrind).
    work.block_length.resize(k);
    work.block_weights.resize(k);
    for (std::size_t j = 0; j < k; ++j) {
        const auto length = static_cast<std::size_t>(clue[j]);
        work.block_length[j] = length;
        work.block_weights[j] = length > n ? nullptr : &by_length[slot[length] * (n + 1)];
    }
}

// The forward and backward passes over work's placement weights: forward[j * width + p], the
// weight of cells [0, p) holding exactly the first j blocks, ready at p ("ready at p": the
// blocks so far end before p - 1 and p may start the next one); backward, the weight of the
// rest from there. Returns the total weight (forward's last entry).
double forward_backward(std::size_t n, std::size_t k, LineMarginalsWork& work) {
    const std::size_t* const lengths = work.block_length.data();
    const double* const* const weights = work.block_weights.data();
    const double* const empty_at = work.empty_weight.data();
    const std::size_t width = n + 2;  // ready positions 0 .. n + 1
    work.forward.assign((k + 1) * width, 0.0);
    work.backward.assign((k + 1) * width, 0.0);
    double* const forward = work.forward.data();
    double* const backward = work.backward.data();
    forward[0] = 1.0;
    for (std::size_t p = 0; p <= n; ++p) {
        for (std::size_t j = 0; j <= k; ++j) {
            const double here = forward[j * width + p];
            if (here == 0.0) continue;
            forward[j * width + p + 1] += here * empty_at[p];
            if (j < k && p + lengths[j] <= n)
                forward[(j + 1) * width + p + lengths[j] + 1] += here * weights[j][p];
        }
    }
    const double total = forward[k * width + n + 1];
    if (!(total > 0.0) || !std::isfinite(total)) return total;
    backward[k * width + n + 1] = 1.0;
    for (std::size_t p = n + 1; p-- > 0;) {
        for (std::size_t j = 0; j <= k; ++j) {
            double rest = empty_at[p] * backward[j * width + p + 1];
            if (j < k && p + lengths[j] <= n) rest += weights[j][p] * backward[(j + 1) * width + p + lengths[j] + 1];
            backward[j * width + p] = rest;
        }
    }
    return total;
}

}  // namespace

// The three passes share the placement weights, computed once per block length; their tables
// live in `work`, reused from line to line: made afresh for each line they were 10
// allocations a call (coarse decimation on taai2011 0369: 3000 calls).
bool line_marginals(const Clue& clue, const std::vector<double>& filled, const std::vector<double>& empty,
                    std::vector<double>& marginal, LineMarginalsWork& work) {
    const std::size_t n = filled.size(), k = clue.size();
    placement_weights(clue, filled, empty, work);
    const double total = forward_backward(n, k, work);
    if (!(total > 0.0) || !std::isfinite(total)) return false;
    // Each placement of block j at p adds its weight to the cells it covers: a difference
    // array, summed once.
    const std::size_t width = n + 2;
    const double* const forward = work.forward.data();
    const double* const backward = work.backward.data();
    std::vector<double>& covered = work.covered;
    covered.assign(n + 1, 0.0);
    for (std::size_t j = 0; j < k; ++j) {
        const std::size_t length = work.block_length[j];
        const double* const weights = work.block_weights[j];
        for (std::size_t p = 0; p + length <= n; ++p) {
            const double weight = forward[j * width + p] * weights[p] * backward[(j + 1) * width + p + length + 1];
            covered[p] += weight;
            covered[p + length] -= weight;
        }
    }
    marginal.resize(n);
    double running = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        running += covered[i];
        marginal[i] = std::clamp(running / total, 0.0, 1.0);
    }
    return true;
}

double belief_round_work(const Puzzle& puzzle) {
    double work = 0.0;
    for (const Clue& clue : puzzle.rows) work += static_cast<double>(clue.size() + 1) * puzzle.width;
    for (const Clue& clue : puzzle.columns) work += static_cast<double>(clue.size() + 1) * puzzle.height;
    return work;
}

BeliefPropagation::BeliefPropagation(const Puzzle& puzzle)
    : puzzle_(puzzle), from_row_(static_cast<std::size_t>(puzzle.width) * static_cast<std::size_t>(puzzle.height), 0.5),
      from_column_(from_row_) {}

bool BeliefPropagation::run(const std::vector<Cell>& known, int rounds, const std::function<bool()>& stop) {
    // One line's round: the cells' weights are what the crossing lines said (known cells
    // certain), scaled so the larger is 1; the message back is the line's marginal with the
    // cell's own weight divided out. A line with no open cell has nothing to say.
    const auto update = [&](const Clue& clue, const std::vector<double>& incoming, std::vector<double>& outgoing) {
        filled_.resize(cells_.size());
        empty_.resize(cells_.size());
        bool open = false;
        for (std::size_t i = 0; i < cells_.size(); ++i) {
            const Cell value = known[cells_[i]];
            open = open || value == Cell::Unknown;
            const double q = value == Cell::Filled ? 1.0 : value == Cell::Empty ? 0.0 : incoming[cells_[i]];
            const double larger = std::max(q, 1.0 - q);
            filled_[i] = q / larger;
            empty_[i] = (1.0 - q) / larger;
        }
        if (!open || !line_marginals(clue, filled_, empty_, marginal_, work_)) return;
        for (std::size_t i = 0; i < cells_.size(); ++i) {
            if (known[cells_[i]] != Cell::Unknown) continue;
            const double yes = marginal_[i] / filled_[i], no = (1.0 - marginal_[i]) / empty_[i];
            const double message = std::clamp(yes / (yes + no), kBeliefSurest, 1.0 - kBeliefSurest);
            double& old = outgoing[cells_[i]];
            old = kBeliefDamping * old + (1.0 - kBeliefDamping) * message;
        }
    };
    for (int round = 0; round < rounds; ++round) {
        for (int line = 0; line < line_count(puzzle_); ++line) {  // rows, then columns
            const LineRef ref(puzzle_, line);
            cells_.clear();
            for (int i = 0; i < ref.length; ++i) cells_.push_back(ref.cell(i));
            if (ref.is_row) update(ref.clue(), from_column_, from_row_);
            else update(ref.clue(), from_row_, from_column_);
            if (stop && stop()) return false;
        }
    }
    return true;
}

void BeliefPropagation::beliefs(const std::vector<Cell>& known, std::size_t index, double* belief) const {
    const double yes = from_row_[index] * from_column_[index];
    const double no = (1.0 - from_row_[index]) * (1.0 - from_column_[index]);
    *belief = known[index] != Cell::Unknown ? (known[index] == Cell::Filled ? 1.0 : 0.0) : yes / (yes + no);
}

}  // namespace nono::detail
