#include "probe_reuse.hpp"

#include <bit>

namespace nono::detail {

template <typename Board>
ProbeReuse<Board>::ProbeReuse(Board& board)
    : board_(board), masks_(board.has_line_masks()),
      line_words_((static_cast<std::size_t>(board.width() + board.height()) + 63) / 64),
      line_stamp_(static_cast<std::size_t>(board.width() + board.height()), 0),
      line_hashes_(masks_ ? static_cast<std::size_t>(board.width() + board.height()) : 0) {}

template <typename Board>
void ProbeReuse<Board>::allocate() {
    lines_.assign(board_.cell_count() * line_words_, 0);
    signature_.assign(board_.cell_count(), 0);
    recorded_.assign(board_.cell_count(), 0);
}

template <typename Board>
std::uint64_t ProbeReuse<Board>::line_signature(std::size_t line) const {
    if constexpr (!Board::kLineMasks) {
        return line_stamp_[line];
    } else {
        if (!masks_) return line_stamp_[line];
        const std::uint64_t filled = board_.line_filled(line), empty = board_.line_empty(line);
        // The hash of the line's masks when last asked, kept while they are the same: probing
        // asks about the same lines over and over between changes (taai2011 0369 `--no-sat`:
        // lines_signature 16.7 M -> 13.7 M instructions, callgrind).
        LineHash& last = line_hashes_[line];
        if (last.filled == filled && last.empty == empty) return last.hash;
        std::uint64_t h = filled * 0x9E3779B97F4A7C15ull ^ empty * 0xC2B2AE3D27D4EB4Full ^ (line + 1) * 0x165667B19E3779F9ull;
        h ^= h >> 31;
        h *= 0xBF58476D1CE4E5B9ull;
        last = {filled, empty, h ^ (h >> 29)};
        return last.hash;
    }
}

template <typename Board>
std::uint64_t ProbeReuse<Board>::lines_signature(const std::uint64_t* lines) const {
    std::uint64_t sum = 0;
    for (std::size_t word = 0; word < line_words_; ++word)
        for (std::uint64_t bits = lines[word]; bits != 0; bits &= bits - 1)
            sum += line_signature(word * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
    return sum;
}

template <typename Board>
void ProbeReuse<Board>::stamp_lines_since(std::size_t mark) {
    if (masks_ || mark >= noted_mark_) return;
    ++clock_;
    board_.for_each_since(mark, [&](std::uint32_t cell, Cell, Cell) {
        line_stamp_[board_.row_line(cell)] = clock_;
        line_stamp_[board_.column_line(cell)] = clock_;
    }, noted_mark_);
}

template <typename Board>
void ProbeReuse<Board>::note_changes() {
    const std::size_t end = board_.trail_mark();
    if (noted_mark_ >= end) return;
    const std::size_t from = noted_mark_;
    noted_mark_ = end;
    stamp_lines_since(from);
}

template <typename Board>
void ProbeReuse<Board>::undo_to(std::size_t mark) {
    // Changes made since the last note and undone here were never seen by a probe.
    stamp_lines_since(mark);
    noted_mark_ = std::min(noted_mark_, mark);
    board_.undo_to(mark);
}

template class ProbeReuse<Board>;
template class ProbeReuse<ColourBoard>;
template class ProbeReuse<SimpsonBoard>;

}  // namespace nono::detail
