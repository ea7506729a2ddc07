#include "difference_map.hpp"

#include <algorithm>
#include <limits>
#include <random>
#include <span>

namespace nono::detail {

namespace {

// RRR's step: x += beta (P_lines(2 P_concur(x) - x) - P_concur(x)). On random 80x80 seeds 1 and
// 7 (from decimation's board) 0.8 found a picture within 2600 iterations where 0.5 and 0.3 had
// not within 20000 (0.5 circled two cells short of one on seed 7; docs/performance-history.md, "Larger
// random pictures").
constexpr double kBeta = 0.8;
// One run's iterations at most, and when it is given up early. On random 80x80 pictures the
// runs that found a picture found it within 2500 iterations, and their rows and columns stayed
// within about 150 cells of agreeing (of 6400; seeds 1, 7, 9, sampled every 250 iterations);
// runs that strayed beyond 1/20 of the cells wandered at around 1000 and found none within
// 20000 iterations (seed 3). Giving those up after 200 iterations leaves the budget to more
// runs: from a throw-away driver's decimation, 40 runs on seed 3 took 8210 iterations in all
// instead of 100000 (none found a picture), and seed 4 found one in 12119.
constexpr std::uint64_t kRunIterations = 2500;
constexpr std::uint64_t kSettling = 200;
constexpr std::size_t kStrayShare = 20;

// A line's blocks (without the 0 of an empty line's clue) and their colours: `colours`, the
// line's (line_colours), or 1 for black and white, whose line has none.
struct LineBlocks {
    std::vector<int> lengths, colours;
};
LineBlocks blocks_of(const Clue& clue, std::span<const int> colours) {
    LineBlocks blocks;
    for (std::size_t j = 0; j < clue.size(); ++j) {
        if (clue[j] == 0) continue;
        blocks.lengths.push_back(clue[j]);
        blocks.colours.push_back(j < colours.size() ? colours[j] : 1);
    }
    return blocks;
}

// The nearest-arrangement projection of every line, with its buffers reused between lines.
class LineProjector {
public:
    // `target` and `arrangement` hold the line's cells `stride` apart, each cell's weights of
    // the `values` foreground colours one after the other.
    bool project(const LineBlocks& blocks, const double* target, std::size_t stride, std::size_t length,
                 std::size_t values, double* arrangement);

private:
    std::vector<double> gain_prefix_, best_;  // gain_prefix_: a row of n + 1 per colour
    std::vector<std::size_t> earliest_;       // the earliest ready position after j blocks
};

// The squared distance to an arrangement (each cell one colour: a 1 in that colour's weight,
// 0 in the others; the background all 0) is a constant minus the sum over its filled cells of
// the gain of their colour c: t_c - t_background, the background's weight being 1 minus the
// sum of the cell's weights (black and white: 2 t - 1). Dynamic programming over (blocks
// placed, the position ready for the next; a background cell after a block when the next is
// of its colour, and after the last), as belief.cpp's forward pass, with max in place of sum.
// After j blocks the ready position is within the line's slack of its earliest, so only that
// window is kept (about 4 times fewer states on random 80x80 lines), indexed by (j, offset in
// the window); a block moves (j, offset) to (j + 1, the same offset).
bool LineProjector::project(const LineBlocks& blocks, const double* target, std::size_t stride, std::size_t length,
                            std::size_t values, double* arrangement) {
    const std::size_t n = length, k = blocks.lengths.size();
    earliest_.assign(k + 1, 0);
    for (std::size_t j = 0; j < k; ++j) {
        const bool gap = j + 1 == k || blocks.colours[j] == blocks.colours[j + 1];
        earliest_[j + 1] = earliest_[j] + static_cast<std::size_t>(blocks.lengths[j]) + (gap ? 1 : 0);
    }
    if (earliest_[k] > n + 1) return false;  // (the clue is longer than the line)
    const std::size_t span = n + 2 - earliest_[k];  // ready positions in each window
    constexpr double kNone = -std::numeric_limits<double>::infinity();
    gain_prefix_.assign(values * (n + 1), 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        const double* cell = target + i * stride;
        double sum = 0.0;
        for (std::size_t v = 0; v < values; ++v) sum += cell[v];
        for (std::size_t v = 0; v < values; ++v)  // (t + sum - 1: exactly 2 t - 1 for black and white)
            gain_prefix_[v * (n + 1) + i + 1] = gain_prefix_[v * (n + 1) + i] + (cell[v] + sum - 1);
    }
    best_.assign((k + 1) * span, 0.0);  // (no block yet: 0 at every offset)
    // By offset, the gain of state (j, offset) with block j - 1 ending there (the gap after it background).
    const auto with_block = [&](std::size_t j) {
        const double* before = &best_[(j - 1) * span];
        const double* prefix = &gain_prefix_[static_cast<std::size_t>(blocks.colours[j - 1] - 1) * (n + 1) + earliest_[j - 1]];
        const auto block = static_cast<std::size_t>(blocks.lengths[j - 1]);
        return [before, prefix, block](std::size_t offset) { return before[offset] + prefix[offset + block] - prefix[offset]; };
    };
    // State (j, offset) comes from (j, offset - 1), the cell before the ready position background,
    // or from (j - 1, offset), block j - 1 placed: the better (on a tie the block), without branches
    // on the values (with a branch a state, random 2-colour 60x60 seed 6's 3000 iterations took 2.4
    // times as long). The way back tells the two apart again: with a table of the choices (a byte
    // a state), seed 5's 12000 iterations took about 1.6 times as long.
    const auto better = [](double a, double b) { return a > b ? a : b; };
    for (std::size_t j = 1; j <= k; ++j) {
        const auto gain = with_block(j);
        double* here = &best_[j * span];
        double background = kNone;
        for (std::size_t offset = 0; offset < span; ++offset) here[offset] = background = better(background, gain(offset));
    }
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t v = 0; v < values; ++v) arrangement[i * stride + v] = 0.0;
    for (std::size_t j = k, offset = span - 1; j > 0;) {
        if ((offset > 0 ? best_[j * span + offset - 1] : kNone) > with_block(j)(offset)) {
            --offset;
            continue;
        }
        --j;
        const std::size_t start = earliest_[j] + offset, block = static_cast<std::size_t>(blocks.lengths[j]);
        const auto colour = static_cast<std::size_t>(blocks.colours[j] - 1);
        for (std::size_t i = start; i < start + block; ++i) arrangement[i * stride + colour] = 1.0;
    }
    return true;
}

// One run from `start` (`values` weights a cell): one loop of iterations, each marked in the
// body (concur, reflect and project, step), sharing the two copies and the projections.
std::vector<Cell> one_run(const Puzzle& puzzle, const std::vector<double>& start, std::size_t values,
                          std::uint64_t most_iterations, Limits& limits, SolveStats& stats) {
    const auto width = static_cast<std::size_t>(puzzle.width), height = static_cast<std::size_t>(puzzle.height);
    const std::size_t cells = width * height, weights = cells * values;
    if (start.size() != weights || cells == 0) return {};
    std::vector<LineBlocks> blocks;  // rows, then columns
    for (std::size_t line = 0; line < height + width; ++line)
        blocks.push_back(blocks_of(line < height ? puzzle.rows[line] : puzzle.columns[line - height],
                                   line_colours(puzzle, static_cast<int>(line))));
    // The row copy and the column copy of each cell's weights, their mean, a reflection, and
    // the lines' nearest arrangements (rows', columns').
    std::vector<double> by_row(start), by_column(start), mean(weights), reflected(weights), row_arranged(weights),
        column_arranged(weights);
    LineProjector projector;
    for (std::uint64_t iteration = 0; iteration < most_iterations; ++iteration) {
        if (limits.check()) return {};
        ++stats.iterations;
        // Concur: both copies to their mean.
        for (std::size_t i = 0; i < weights; ++i) mean[i] = 0.5 * (by_row[i] + by_column[i]);
        // Reflect each copy through the mean, and move each line of it to its nearest arrangement.
        for (std::size_t i = 0; i < weights; ++i) reflected[i] = 2 * mean[i] - by_row[i];
        for (std::size_t row = 0; row < height; ++row) {
            const std::size_t first = row * width * values;
            if (!projector.project(blocks[row], &reflected[first], values, width, values, &row_arranged[first]))
                return {};  // (a clue longer than its line)
        }
        for (std::size_t i = 0; i < weights; ++i) reflected[i] = 2 * mean[i] - by_column[i];
        for (std::size_t column = 0; column < width; ++column) {
            const std::size_t first = column * values;
            if (!projector.project(blocks[height + column], &reflected[first], width * values, height, values,
                                   &column_arranged[first]))
                return {};
        }
        // Step; where the rows' and the columns' arrangements agree everywhere, that is a picture.
        std::size_t disagree = 0;
        for (std::size_t i = 0; i < weights; ++i) {
            disagree += row_arranged[i] != column_arranged[i] ? 1 : 0;
            by_row[i] += kBeta * (row_arranged[i] - mean[i]);
            by_column[i] += kBeta * (column_arranged[i] - mean[i]);
        }
        if (iteration >= kSettling && disagree * kStrayShare > cells) return {};
        if (disagree > 0) continue;
        std::vector<Cell> picture(cells, colour_cell(0));
        for (std::size_t i = 0; i < weights; ++i)
            if (row_arranged[i] != 0.0) picture[i / values] = colour_cell(static_cast<int>(i % values) + 1);
        return picture;
    }
    return {};
}

}  // namespace

bool nearest_arrangement(const Clue& clue, const std::vector<double>& target, std::vector<double>& arrangement) {
    arrangement.assign(target.size(), 0.0);
    LineProjector projector;
    return projector.project(blocks_of(clue, {}), target.data(), 1, target.size(), 1, arrangement.data());
}

std::vector<Cell> difference_map_picture(const Puzzle& puzzle, const std::vector<double>& start,
                                         std::uint64_t most_iterations, Limits& limits, SolveStats& stats) {
    // Each later run starts from `start` moved by up to kNoise either way in each weight (a
    // fixed seed: the same solve takes the same path). Colour's runs are moved further: on
    // random 2-colour 60x60 pictures (from coarse decimation's board, 5000 iterations, seeds
    // 1-11 and 14-20) 0.25 found a picture on 3 (2, 3, 17), 0.75 on 5 (2, 3, 9, 15, 17).
    const std::size_t values = static_cast<std::size_t>(colour_count(puzzle) - 1);
    const double most_noise = values == 1 ? 0.25 : 0.75;
    std::mt19937 random(1);
    std::uniform_real_distribution<double> noise(-most_noise, most_noise);
    std::vector<double> moved(start);
    const std::uint64_t budget_end = stats.iterations + most_iterations;
    for (bool first = true; stats.iterations < budget_end; first = false) {
        if (!first)
            for (std::size_t i = 0; i < start.size(); ++i) moved[i] = start[i] + noise(random);
        const std::uint64_t run = std::min(kRunIterations, budget_end - stats.iterations);
        std::vector<Cell> picture = one_run(puzzle, moved, values, run, limits, stats);
        if (!picture.empty() || limits.stopped()) return picture;
    }
    return {};
}

}  // namespace nono::detail
