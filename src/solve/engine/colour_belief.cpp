#include "colour_belief.hpp"

#include <algorithm>
#include <cmath>

#include "model/line_ref.hpp"

namespace nono::detail {

namespace {

// The weight of each block at each start: the product of its colour's weights over its
// cells (prefix sums of logs, cells of weight 0 counted apart), one table per block.
std::vector<double> block_weights(const Clue& clue, std::span<const int> colours, int K,
                                  const std::vector<double>& weight, std::size_t n) {
    const std::size_t k = clue.size();
    std::vector<double> result(k * (n + 1), 0.0);
    std::vector<double> log_prefix(n + 1);
    std::vector<std::size_t> zeros_prefix(n + 1);
    for (int colour = 1; colour < K; ++colour) {
        if (std::find(colours.begin(), colours.end(), colour) == colours.end()) continue;
        for (std::size_t i = 0; i < n; ++i) {
            const double w = weight[i * static_cast<std::size_t>(K) + static_cast<std::size_t>(colour)];
            log_prefix[i + 1] = log_prefix[i] + (w > 0 ? std::log(w) : 0.0);
            zeros_prefix[i + 1] = zeros_prefix[i] + (w > 0 ? 0 : 1);
        }
        for (std::size_t j = 0; j < k; ++j) {
            if (colours[j] != colour) continue;
            const auto length = static_cast<std::size_t>(clue[j]);
            // A block of the same colour and length has the same table.
            std::size_t same = 0;
            while (same < j && (colours[same] != colour || clue[same] != clue[j])) ++same;
            if (same < j) {
                std::copy_n(&result[same * (n + 1)], n + 1, &result[j * (n + 1)]);
                continue;
            }
            for (std::size_t s = 0; s + length <= n; ++s)
                if (zeros_prefix[s + length] == zeros_prefix[s])
                    result[j * (n + 1) + s] = std::exp(log_prefix[s + length] - log_prefix[s]);
        }
    }
    return result;
}

}  // namespace

// Over 60 lines on purpose: the forward pass, the backward pass and the coverage pass share
// the block weights and the tables; each pass is marked in the body.
bool colour_line_marginals(const Clue& clue, std::span<const int> colours, int K, const std::vector<double>& weight,
                           std::vector<double>& marginal) {
    const std::size_t kk = static_cast<std::size_t>(K);
    const std::size_t n = weight.size() / kk, k = clue.size();
    const std::size_t width = n + 1;  // positions 0 .. n
    std::vector<double> background(n);
    for (std::size_t i = 0; i < n; ++i) background[i] = weight[i * kk];
    const std::vector<double> placed = block_weights(clue, colours, K, weight, n);
    const auto gap = [&](std::size_t j) { return j + 1 < k && colours[j] == colours[j + 1]; };
    // Forward. any[j][p]: the weight of cells [0, p) holding exactly the first j blocks
    // (the rest background); ends[j][p]: the same with block j - 1 ending at p.
    std::vector<double> any(width * (k + 1), 0.0), ends(width * (k + 1), 0.0);
    // The weight of [0, s) ready for block j to start at s.
    const auto before = [&](std::size_t j, std::size_t s) {
        if (j == 0 || !gap(j - 1)) return any[j * width + s];
        return s >= 1 ? any[j * width + s - 1] * background[s - 1] : 0.0;
    };
    for (std::size_t p = 0; p <= n; ++p) {
        for (std::size_t j = 0; j <= k; ++j) {
            double here = j == 0 && p == 0 ? 1.0 : ends[j * width + p];
            if (p >= 1) here += any[j * width + p - 1] * background[p - 1];
            any[j * width + p] = here;
        }
        for (std::size_t j = 0; j < k; ++j) {
            const auto length = static_cast<std::size_t>(clue[j]);
            if (p + length <= n) ends[(j + 1) * width + p + length] += before(j, p) * placed[j * width + p];
        }
    }
    const double total = any[k * width + n];
    if (!(total > 0.0) || !std::isfinite(total)) return false;
    // Backward. rest[j][q]: the weight of cells [q, n) holding blocks j .. k-1, block j
    // starting at q or later.
    std::vector<double> rest(width * (k + 1), 0.0);
    // The weight of [e, n) after block j ended at e.
    const auto after = [&](std::size_t j, std::size_t e) {
        if (!gap(j)) return rest[(j + 1) * width + e];
        return e < n ? background[e] * rest[(j + 1) * width + e + 1] : 0.0;
    };
    for (std::size_t q = n + 1; q-- > 0;) {
        for (std::size_t j = k + 1; j-- > 0;) {
            double here = q < n ? background[q] * rest[j * width + q + 1] : (j == k ? 1.0 : 0.0);
            if (j < k) {
                const auto length = static_cast<std::size_t>(clue[j]);
                if (q + length <= n) here += placed[j * width + q] * after(j, q + length);
            }
            rest[j * width + q] = here;
        }
    }
    // Coverage: each placement of block j at s adds its weight to its colour on the cells it
    // covers (a difference array per colour, summed once).
    std::vector<double> covered((n + 1) * kk, 0.0);
    for (std::size_t j = 0; j < k; ++j) {
        const auto length = static_cast<std::size_t>(clue[j]);
        const auto colour = static_cast<std::size_t>(colours[j]);
        for (std::size_t s = 0; s + length <= n; ++s) {
            const double w = placed[j * width + s];
            if (w == 0.0) continue;
            const double through = before(j, s) * w * after(j, s + length);
            covered[s * kk + colour] += through;
            covered[(s + length) * kk + colour] -= through;
        }
    }
    marginal.assign(n * kk, 0.0);
    std::vector<double> running(kk, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        double foreground = 0.0;
        for (std::size_t c = 1; c < kk; ++c) {
            running[c] += covered[i * kk + c];
            marginal[i * kk + c] = std::clamp(running[c] / total, 0.0, 1.0);
            foreground += marginal[i * kk + c];
        }
        marginal[i * kk] = std::clamp(1.0 - foreground, 0.0, 1.0);
    }
    return true;
}

ColourBeliefPropagation::ColourBeliefPropagation(const Puzzle& puzzle)
    : puzzle_(puzzle), K_(static_cast<std::size_t>(colour_count(puzzle))),
      from_row_(static_cast<std::size_t>(puzzle.width) * static_cast<std::size_t>(puzzle.height) * K_, 0.0),
      from_column_(from_row_) {}

// One line's round: the cells' weights are what the crossing lines said (0 for a colour the
// cell's set has lost), scaled so the largest is 1; the message back is the line's marginal
// with the cell's own weight divided out, renormalised. A decided cell is told nothing.
void ColourBeliefPropagation::update(int line, const std::vector<Cell>& known, const std::vector<double>& incoming,
                                     std::vector<double>& outgoing) {
    const std::size_t kk = K_;
    const LineRef ref(puzzle_, line);
    const auto n = static_cast<std::size_t>(ref.length);
    weight_.assign(n * kk, 0.0);
    bool open = false;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t index = ref.cell(static_cast<int>(i));
        const auto set = static_cast<unsigned>(known[index]);
        open = open || cell_colour(known[index]) < 0;
        double largest = 0.0;
        for (std::size_t c = 0; c < kk; ++c)
            if ((set >> c & 1u) != 0) largest = std::max(largest, incoming[index * kk + c]);
        for (std::size_t c = 0; c < kk; ++c)
            weight_[i * kk + c] = (set >> c & 1u) != 0 && largest > 0 ? incoming[index * kk + c] / largest : 0.0;
    }
    if (!open || !colour_line_marginals(ref.clue(), line_colours(puzzle_, line), static_cast<int>(kk), weight_, marginal_))
        return;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t index = ref.cell(static_cast<int>(i));
        if (cell_colour(known[index]) >= 0) continue;
        double sum = 0.0;
        for (std::size_t c = 0; c < kk; ++c)
            if (weight_[i * kk + c] > 0) sum += marginal_[i * kk + c] / weight_[i * kk + c];
        if (!(sum > 0.0)) continue;
        for (std::size_t c = 0; c < kk; ++c) {
            if ((static_cast<unsigned>(known[index]) >> c & 1u) == 0) continue;
            const double message = weight_[i * kk + c] > 0
                                       ? std::max(marginal_[i * kk + c] / weight_[i * kk + c] / sum, kBeliefSurest)
                                       : kBeliefSurest;
            double& old = outgoing[index * kk + c];
            old = kBeliefDamping * old + (1.0 - kBeliefDamping) * message;
        }
    }
}

bool ColourBeliefPropagation::run(const std::vector<Cell>& known, int rounds, const std::function<bool()>& stop) {
    if (!started_) {  // the first messages: uniform over the colours each cell's set allows
        started_ = true;
        for (std::size_t index = 0; index < known.size(); ++index) {
            const auto set = static_cast<unsigned>(known[index]);
            double count = 0;
            for (std::size_t c = 0; c < K_; ++c) count += (set >> c & 1u) != 0 ? 1 : 0;
            for (std::size_t c = 0; c < K_; ++c) from_row_[index * K_ + c] = (set >> c & 1u) != 0 ? 1.0 / count : 0.0;
        }
        from_column_ = from_row_;
    }
    for (int round = 0; round < rounds; ++round) {
        for (int row = 0; row < puzzle_.height; ++row) {
            update(row, known, from_column_, from_row_);
            if (stop && stop()) return false;
        }
        for (int column = 0; column < puzzle_.width; ++column) {
            update(puzzle_.height + column, known, from_row_, from_column_);
            if (stop && stop()) return false;
        }
    }
    return true;
}

void ColourBeliefPropagation::beliefs(const std::vector<Cell>& known, std::size_t index, double* belief) const {
    const auto set = static_cast<unsigned>(known[index]);
    double sum = 0.0;
    for (std::size_t c = 0; c < K_; ++c)
        if ((set >> c & 1u) != 0) sum += from_row_[index * K_ + c] * from_column_[index * K_ + c];
    for (std::size_t c = 0; c < K_; ++c)
        belief[c] = (set >> c & 1u) != 0 && sum > 0 ? from_row_[index * K_ + c] * from_column_[index * K_ + c] / sum : 0.0;
}

}  // namespace nono::detail
