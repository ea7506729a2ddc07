// Probe reuse: a probe's outcome depends only on the state of the lines its two trials
// changed (with the probed cell's row and column). While those lines are as they were,
// probing the cell again would give the same gains (a board at its fixpoint that agrees on
// those lines reaches the same cells through the same line solves), and the search takes the
// same path without it: 30-40% fewer probes on tournament puzzles (EngineTuning::reuse_probes, tuning.hpp).
// A line's state is read as a 64-bit hash of its bit masks (a collision could only misjudge a
// branching score, never a deduction), so a line undone to the state of a probe (after a
// backtrack) serves again; boards without masks (lines over 63 cells) stamp each line with a
// clock whenever the search (not a trial) assigns or undoes a cell in it. Colour boards have
// no masks (ColourBoard::kLineMasks): they stamp.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "board.hpp"
#include "colour_board.hpp"
#include "simpson_board.hpp"

namespace nono::detail {

template <typename Board>
class ProbeReuse {
public:
    explicit ProbeReuse(Board& board)
        : board_(board), masks_(board.has_line_masks()),
          line_words_((static_cast<std::size_t>(board.width() + board.height()) + 63) / 64),
          line_stamp_(static_cast<std::size_t>(board.width() + board.height()), 0),
          line_hashes_(masks_ ? static_cast<std::size_t>(board.width() + board.height()) : 0) {}

    // Whether `cell` was probed and the lines its probe changed are as they were then.
    bool unchanged_since_probe(std::size_t cell) const {
        return !recorded_.empty() && recorded_[cell] && lines_signature(lines_of_probe(cell)) == signature_[cell];
    }
    // A probe of `cell` begins: it forgets the last one, and collects the lines the trials
    // change, starting with the cell's own row and column.
    void start(std::size_t cell) {
        if (recorded_.empty()) allocate();
        recorded_[cell] = 0;  // until this probe ends with a score
        probing_ = &lines_[cell * line_words_];
        std::fill(probing_, probing_ + line_words_, 0);
        add_lines_of(cell);
    }
    // A trial of the probe in progress changed `cell`.
    void add_lines_of(std::size_t cell) {
        const std::size_t row = board_.row_line(cell), column = board_.column_line(cell);
        probing_[row / 64] |= std::uint64_t{1} << (row % 64);
        probing_[column / 64] |= std::uint64_t{1} << (column % 64);
    }
    // The probe of `cell` ended with a score: it holds while its lines stay as they are now.
    void record(std::size_t cell) {
        signature_[cell] = lines_signature(lines_of_probe(cell));
        recorded_[cell] = 1;
    }

    // The search (not a trial) changes the board only through these two, so stamps follow.
    // Stamps what the trail gained since last noted.
    void note_changes() {
        const std::size_t end = board_.trail_mark();
        if (noted_mark_ >= end) return;
        const std::size_t from = noted_mark_;
        noted_mark_ = end;
        stamp_lines_since(from);
    }
    // Stamps what is undone, then undoes it: changes made since the last note and undone here
    // were never seen by a probe.
    void undo_to(std::size_t mark) {
        stamp_lines_since(mark);
        noted_mark_ = std::min(noted_mark_, mark);
        board_.undo_to(mark);
    }

private:
    // The per-cell tables are made at the first probe: a puzzle the root's propagation settles
    // never probes, and zeroing them cost a 30x35 one 26 KB of fresh heap (6-7 page faults).
    void allocate() {
        lines_.assign(board_.cell_count() * line_words_, 0);
        signature_.assign(board_.cell_count(), 0);
        recorded_.assign(board_.cell_count(), 0);
    }
    const std::uint64_t* lines_of_probe(std::size_t cell) const { return &lines_[cell * line_words_]; }
    std::uint64_t line_signature(std::size_t line) const {
        if constexpr (Board::kLineMasks) {
            if (masks_) {
                const std::uint64_t filled = board_.line_filled(line), empty = board_.line_empty(line);
                // The hash of the line's masks when last asked, kept while they are the same:
                // probing asks about the same lines over and over between changes (taai2011 0369
                // `--no-sat`: lines_signature 16.7 M -> 13.7 M instructions, callgrind).
                LineHash& last = line_hashes_[line];
                if (last.filled == filled && last.empty == empty) return last.hash;
                std::uint64_t h =
                    filled * 0x9E3779B97F4A7C15ull ^ empty * 0xC2B2AE3D27D4EB4Full ^ (line + 1) * 0x165667B19E3779F9ull;
                h ^= h >> 31;
                h *= 0xBF58476D1CE4E5B9ull;
                last = {filled, empty, h ^ (h >> 29)};
                return last.hash;
            }
        }
        return line_stamp_[line];
    }
    std::uint64_t lines_signature(const std::uint64_t* lines) const {
        std::uint64_t sum = 0;
        for (std::size_t word = 0; word < line_words_; ++word)
            for (std::uint64_t bits = lines[word]; bits != 0; bits &= bits - 1)
                sum += line_signature(word * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
        return sum;
    }
    // Stamps the lines of the trail from `mark` up to noted_mark_.
    void stamp_lines_since(std::size_t mark) {
        if (masks_ || mark >= noted_mark_) return;
        ++clock_;
        board_.for_each_since(mark, [&](std::uint32_t cell, Cell, Cell) {
            line_stamp_[board_.row_line(cell)] = clock_;
            line_stamp_[board_.column_line(cell)] = clock_;
        }, noted_mark_);
    }

    Board& board_;
    bool masks_;                            // the board keeps line masks: no stamps
    std::size_t line_words_;                // words of a set of lines
    std::vector<std::uint64_t> lines_;      // per cell: the lines its trials changed
    std::vector<std::uint64_t> signature_;  // per cell: those lines' signature then
    std::vector<char> recorded_;            // per cell: the two above are set (empty until the first probe)
    std::vector<std::uint64_t> line_stamp_;  // per line: clock_ at its last change
    std::uint64_t clock_ = 1;
    std::size_t noted_mark_ = 0;            // the trail up to here is stamped
    std::uint64_t* probing_ = nullptr;      // lines_ of the probe in progress
    // Per line (with masks): its masks when its hash was last made, and that hash. Both masks
    // all ones, a state no line has, until the first.
    struct LineHash {
        std::uint64_t filled = ~std::uint64_t{0}, empty = ~std::uint64_t{0}, hash = 0;
    };
    mutable std::vector<LineHash> line_hashes_;
};

}  // namespace nono::detail
