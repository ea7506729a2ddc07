#include "difference_map.hpp"

#include <algorithm>
#include <limits>
#include <random>

namespace nono::detail {

namespace {

// RRR's step: x += beta (P_lines(2 P_concur(x) - x) - P_concur(x)). On random 80x80 seeds 1 and
// 7 (from decimation's board) 0.8 found a picture within 2600 iterations where 0.5 and 0.3 had
// not within 20000 (0.5 circled two cells short of one on seed 7; docs/performance.md, "Larger
// random pictures").
constexpr double kBeta = 0.8;

// The clue's blocks, without the 0 of an empty line's clue.
std::vector<int> blocks_of(const Clue& clue) {
    std::vector<int> blocks;
    for (const int length : clue)
        if (length > 0) blocks.push_back(length);
    return blocks;
}

// The nearest-arrangement projection of every line, with its buffers reused between lines.
class LineProjector {
public:
    // `target` and `arrangement` hold the line's cells `stride` apart.
    bool project(const std::vector<int>& blocks, const double* target, std::size_t stride, std::size_t length,
                 double* arrangement);

private:
    std::vector<double> gain_prefix_, best_;
    std::vector<unsigned char> placed_;  // at each (blocks so far, ready position): 1 when a block ended there
};

// The squared distance to an arrangement is a constant minus the sum of (2 target - 1) over
// its filled cells: dynamic programming over (blocks placed, the position ready for the
// next), as belief.cpp's forward pass, with max in place of sum.
bool LineProjector::project(const std::vector<int>& blocks, const double* target, std::size_t stride,
                            std::size_t length, double* arrangement) {
    const std::size_t n = length, k = blocks.size(), width = n + 2;
    constexpr double kNone = -std::numeric_limits<double>::infinity();
    gain_prefix_.assign(n + 1, 0.0);
    for (std::size_t i = 0; i < n; ++i) gain_prefix_[i + 1] = gain_prefix_[i] + (2 * target[i * stride] - 1);
    best_.assign((k + 1) * width, kNone);
    placed_.assign((k + 1) * width, 0);
    best_[0] = 0.0;
    for (std::size_t p = 0; p <= n; ++p) {
        for (std::size_t j = 0; j <= k; ++j) {
            const double here = best_[j * width + p];
            if (here == kNone) continue;
            if (here > best_[j * width + p + 1]) {  // cell p empty
                best_[j * width + p + 1] = here;
                placed_[j * width + p + 1] = 0;
            }
            if (j == k) continue;
            const auto block = static_cast<std::size_t>(blocks[j]);
            if (p + block > n) continue;
            const std::size_t ready = (j + 1) * width + p + block + 1;  // (the cell after it empty)
            const double gain = here + gain_prefix_[p + block] - gain_prefix_[p];
            if (gain > best_[ready]) {
                best_[ready] = gain;
                placed_[ready] = 1;
            }
        }
    }
    if (best_[k * width + n + 1] == kNone) return false;
    for (std::size_t i = 0; i < n; ++i) arrangement[i * stride] = 0.0;
    for (std::size_t j = k, p = n + 1; p > 0;) {
        if (placed_[j * width + p] == 0) {
            --p;
            continue;
        }
        const auto block = static_cast<std::size_t>(blocks[--j]);
        p -= block + 1;
        for (std::size_t i = p; i < p + block; ++i) arrangement[i * stride] = 1.0;
    }
    return true;
}

// One run from `start`. Over 60 lines on purpose: one loop of iterations, each marked in the body (concur, reflect
// and project, step), sharing the two copies and the projections.
std::vector<Cell> one_run(const Puzzle& puzzle, const std::vector<double>& start, std::uint64_t most_iterations,
                          Limits& limits, SolveStats& stats) {
    const auto width = static_cast<std::size_t>(puzzle.width), height = static_cast<std::size_t>(puzzle.height);
    const std::size_t cells = width * height;
    if (start.size() != cells || cells == 0) return {};
    std::vector<std::vector<int>> row_blocks, column_blocks;
    for (const Clue& clue : puzzle.rows) row_blocks.push_back(blocks_of(clue));
    for (const Clue& clue : puzzle.columns) column_blocks.push_back(blocks_of(clue));
    // The row copy and the column copy of each cell, their mean, a reflection, and the
    // lines' nearest arrangements (rows', columns').
    std::vector<double> by_row(start), by_column(start), mean(cells), reflected(cells), row_arranged(cells),
        column_arranged(cells);
    LineProjector projector;
    for (std::uint64_t iteration = 0; iteration < most_iterations; ++iteration) {
        if (limits.check()) return {};
        ++stats.iterations;
        // Concur: both copies to their mean.
        for (std::size_t i = 0; i < cells; ++i) mean[i] = 0.5 * (by_row[i] + by_column[i]);
        // Reflect each copy through the mean, and move each line of it to its nearest arrangement.
        for (std::size_t i = 0; i < cells; ++i) reflected[i] = 2 * mean[i] - by_row[i];
        for (std::size_t row = 0; row < height; ++row)
            if (!projector.project(row_blocks[row], &reflected[row * width], 1, width, &row_arranged[row * width]))
                return {};  // (a clue longer than its line)
        for (std::size_t i = 0; i < cells; ++i) reflected[i] = 2 * mean[i] - by_column[i];
        for (std::size_t column = 0; column < width; ++column)
            if (!projector.project(column_blocks[column], &reflected[column], width, height, &column_arranged[column]))
                return {};
        // Step; where the rows' and the columns' arrangements agree everywhere, that is a picture.
        bool agree = true;
        for (std::size_t i = 0; i < cells; ++i) {
            agree = agree && row_arranged[i] == column_arranged[i];
            by_row[i] += kBeta * (row_arranged[i] - mean[i]);
            by_column[i] += kBeta * (column_arranged[i] - mean[i]);
        }
        if (!agree) continue;
        std::vector<Cell> picture(cells);
        for (std::size_t i = 0; i < cells; ++i) picture[i] = row_arranged[i] != 0.0 ? Cell::Filled : Cell::Empty;
        return picture;
    }
    return {};
}

}  // namespace

bool nearest_arrangement(const Clue& clue, const std::vector<double>& target, std::vector<double>& arrangement) {
    arrangement.assign(target.size(), 0.0);
    LineProjector projector;
    return projector.project(blocks_of(clue), target.data(), 1, target.size(), arrangement.data());
}

std::vector<Cell> difference_map_picture(const Puzzle& puzzle, const std::vector<double>& start, int attempts,
                                         std::uint64_t iterations_each, Limits& limits, SolveStats& stats) {
    // Each later attempt starts from `start` moved by up to kNoise either way in each cell (a
    // fixed seed: the same solve takes the same path).
    constexpr double kNoise = 0.25;
    std::mt19937 random(1);
    std::uniform_real_distribution<double> noise(-kNoise, kNoise);
    std::vector<double> moved(start);
    for (int attempt = 0; attempt < attempts; ++attempt) {
        if (attempt > 0)
            for (std::size_t i = 0; i < start.size(); ++i) moved[i] = start[i] + noise(random);
        std::vector<Cell> picture = one_run(puzzle, moved, iterations_each, limits, stats);
        if (!picture.empty() || limits.stopped()) return picture;
    }
    return {};
}

}  // namespace nono::detail
