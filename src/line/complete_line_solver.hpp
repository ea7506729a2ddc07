// The exact ("complete") line solver by dynamic programming over both cell domains, black and
// white and colour; see complete_line_solver.cpp.
#pragma once

#include <vector>

#include "nono/line_solver.hpp"

namespace nono::detail {

// Exact: after solve, each cell holds exactly the values (colours) some fitting arrangement
// gives it. Blocks of the same colour need a background cell between them; blocks of
// different colours may touch.
class CompleteLineSolver final : public LineSolver {
public:
    using LineSolver::solve;
    std::string_view name() const override { return "complete"; }
    LineStatus solve(const Clue& clue, std::span<const int> colours, std::span<Cell> cells) override {
        return solve_table(clue, colours, cells);
    }
    // The same, and with `earliest` and `latest` each block's first and last start over the
    // arrangements that fit (the SAT encoding's bounds, sat_encoding.cpp).
    LineStatus solve_table(const Clue& clue, std::span<const int> colours, std::span<Cell> cells,
                           std::vector<int>* earliest = nullptr, std::vector<int>* latest = nullptr);
    // Only those bounds, false when no arrangement fits. On a black-and-white line they are
    // the leftmost and rightmost fitting arrangements' starts ("fast" and "olsak" start from
    // them): the componentwise least (greatest) starts of two fitting arrangements fit too.
    bool placements(const Clue& clue, std::span<const Cell> cells, std::vector<int>& earliest, std::vector<int>& latest);
    // Whether some arrangement of the black-and-white `clue` fits `cells`.
    bool fits(const Clue& clue, std::span<const Cell> cells);

private:
    // The tables and the line as a phase reads them, copied into locals: a store into the byte
    // tables may alias anything, so through members each one reloaded them (45% more
    // instructions on bench/line_bench.cpp's lines).
    struct View {
        const Cell* cells;
        const int* gap;
        unsigned char* forward;
        unsigned char* backward;
        int n, k, stride;
        unsigned char& f(int j, int i) const { return forward[static_cast<std::size_t>(j) * stride + i]; }
        unsigned char& b(int j, int i) const { return backward[static_cast<std::size_t>(j) * stride + i]; }
        bool background(int i) const { return (static_cast<unsigned>(cells[i]) & 1u) != 0; }
        // Whether block `block` may start at `start` given blocks 0..block-1 (in F), and end at
        // `end` given blocks block+1.. (in B); `gap`: whether a background cell must come
        // between (gap_before(), gap_after(): the callers hoist it out of their loops). The
        // bounds the callers loop within keep start - 1 and end + 1 on the line.
        bool fits_before(int block, bool gap, int start) const {
            return gap ? background(start - 1) && f(block, start - 1) : f(block, start) != 0;
        }
        bool fits_after(int block, bool gap, int end) const {
            return gap ? background(end) && b(block + 1, end + 1) : b(block + 1, end) != 0;
        }
        bool gap_before(int block) const { return gap[block] != 0; }
        bool gap_after(int block) const { return block < k - 1 && gap[block + 1] != 0; }
    };
    View view(std::span<const Cell> cells) {
        return {cells.data(), gap_.data(), forward_.data(), backward_.data(), n_, k_, stride_};
    }
    bool prepare(const Clue& clue, std::span<const int> colours, std::span<const Cell> cells);
    bool fill_forward(View v);
    void fill_backward(View v);
    void cover_placements(View v, std::vector<int>* earliest, std::vector<int>* latest);
    bool write_cells(View v, std::span<Cell> cells) const;
    const int* blocked(int colour) const { return &blocked_[static_cast<std::size_t>(colour) * stride_]; }

    // The line being solved, and scratch buffers reused across calls, so a solve allocates
    // nothing once warm.
    const Clue* clue_ = nullptr;
    int n_ = 0, k_ = 0, stride_ = 0;
    unsigned used_ = 0;                 // the blocks' colours, as bits
    std::vector<int> colour_;           // per block
    std::vector<int> gap_;              // [j]: background cells blocks j-1 and j need between them
    std::vector<int> prefix_need_;      // [j]: cells the first j blocks need
    std::vector<int> suffix_need_;      // [j]: cells blocks j.. need
    std::vector<int> blocked_;          // per colour used: how many of cells [0, i) cannot take it
    std::vector<int> cover_;            // per colour used: difference array of fitting placements
    std::vector<unsigned char> forward_, backward_;
};

}  // namespace nono::detail
