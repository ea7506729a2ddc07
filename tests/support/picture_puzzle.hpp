// Puzzles drawn as pictures for the tests: one string a row, '#' filled, 'a'.. the palette's
// colours 1.., '.' empty; the clues are the picture's.
#pragma once

#include <string>
#include <vector>

#include "nono/io.hpp"
#include "nono/puzzle.hpp"

namespace nono::testing {

inline Puzzle picture_puzzle(const std::vector<std::string>& rows, const std::vector<Colour>& palette = {}) {
    Grid picture(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()), Cell::Empty);
    for (int r = 0; r < picture.height(); ++r)
        for (int c = 0; c < picture.width(); ++c) {
            const char ch = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            if (ch == '#') picture.set(r, c, Cell::Filled);
            if (ch >= 'a' && ch <= 'f') picture.set(r, c, colour_cell(ch - 'a' + 1));
        }
    return palette.empty() ? puzzle_from_grid(picture) : puzzle_from_grid(picture, palette);
}

// A triangle of `size` rows: row r has r + 1 cells filled from the left; one solution.
inline Puzzle triangle_puzzle(int size) {
    std::vector<std::string> rows;
    for (int r = 0; r < size; ++r)
        rows.push_back(std::string(static_cast<std::size_t>(r + 1), '#') + std::string(static_cast<std::size_t>(size - 1 - r), '.'));
    return picture_puzzle(rows);
}

}  // namespace nono::testing
