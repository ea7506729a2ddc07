// Line logic over a clue whose blocks may each be one of several colours and sizes
// (src/scan/colour_set_line.hpp), against every line of the cells' colours tried in turn.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "scan/colour_set_line.hpp"

namespace {

using nono::Cell;
using nono::scan::ColourSetClue;
using nono::scan::solve_colour_set_line;

// The blocks and colours of a finished line (colour per cell, 0 the background), by hand.
void runs_of(const std::vector<int>& line, std::vector<int>& blocks, std::vector<int>& colours) {
    blocks.clear();
    colours.clear();
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (line[i] == 0) continue;
        if (i > 0 && line[i - 1] == line[i]) {
            ++blocks.back();
        } else {
            blocks.push_back(1);
            colours.push_back(line[i]);
        }
    }
}

// Every line the cells allow that the clue describes, each cell's colours over them; false when none.
bool every_line(const ColourSetClue& clue, const std::vector<Cell>& cells, std::vector<unsigned>& may) {
    const std::size_t length = cells.size();
    may.assign(length, 0);
    std::vector<int> line(length, 0), blocks, colours;
    bool any = false;
    while (true) {
        bool fits = true;
        for (std::size_t i = 0; i < length && fits; ++i) fits = (static_cast<unsigned>(cells[i]) >> line[i]) & 1u;
        if (fits) {
            runs_of(line, blocks, colours);
            fits = blocks.size() == clue.blocks.size();
            for (std::size_t j = 0; fits && j < blocks.size(); ++j) {
                const bool sized = j < clue.sizes.size() && !clue.sizes[j].empty();
                fits = sized ? std::find(clue.sizes[j].begin(), clue.sizes[j].end(), blocks[j]) != clue.sizes[j].end()
                             : blocks[j] == clue.blocks[j];
            }
            for (std::size_t j = 0; fits && j < colours.size(); ++j) fits = (clue.colours[j] >> colours[j]) & 1u;
        }
        if (fits) {
            any = true;
            for (std::size_t i = 0; i < length; ++i) may[i] |= 1u << line[i];
        }
        std::size_t i = 0;  // the next line, as an odometer turns (colours 0-3)
        while (i < length && ++line[i] == 4) line[i++] = 0;
        if (i == length) break;
    }
    return any;
}

// The clue on a line of `length` cells, some of them narrowed at random, solved and against
// every line tried in turn: true when some line fits (the cells as every fitting line leaves
// them), false when none (the cells left as they were).
bool checked_on_random_cells(const ColourSetClue& clue, std::size_t length, std::mt19937& random, int round) {
    std::vector<Cell> cells(length, nono::any_colour(4));
    for (Cell& cell : cells)
        if (random() % 3 == 0) cell = static_cast<Cell>(1u + random() % 15);
    std::vector<unsigned> may;
    const bool expected = every_line(clue, cells, may);
    std::vector<Cell> got = cells;
    EXPECT_EQ(solve_colour_set_line(clue, got), expected) << "round " << round;
    if (!expected) {
        EXPECT_EQ(got, cells) << "round " << round;
        return false;
    }
    for (std::size_t i = 0; i < length; ++i) EXPECT_EQ(static_cast<unsigned>(got[i]), may[i]) << "round " << round << " cell " << i;
    return true;
}

// The blocks of a random line of colours 0-3, each block its own colour or others besides.
ColourSetClue clue_of_random_line(std::size_t length, std::mt19937& random) {
    std::vector<int> truth(length);
    for (int& c : truth) c = static_cast<int>(random() % 4);
    ColourSetClue clue;
    std::vector<int> colours;
    runs_of(truth, clue.blocks, colours);
    for (const int c : colours) clue.colours.push_back((1u << c) | ((random() % 16) & 0b1110u));
    return clue;
}

TEST(ScanColourSetLine, MatchesEveryLineTriedInTurn) {
    std::mt19937 random(20261202);
    int solved = 0, refused = 0;
    for (int round = 0; round < 3000; ++round) {
        const std::size_t length = 1 + random() % 8;
        ColourSetClue clue = clue_of_random_line(length, random);
        if (round % 5 == 0 && !clue.blocks.empty()) ++clue.blocks[random() % clue.blocks.size()];  // may fit no more
        if (checked_on_random_cells(clue, length, random, round)) ++solved; else ++refused;
    }
    EXPECT_GT(solved, 1000);
    EXPECT_GT(refused, 100);
}

TEST(ScanColourSetLine, BlocksOfSeveralSizesMatchEveryLineTriedInTurn) {
    // A number read unsurely: its block any of the sizes it may be (1-5), the true size among
    // them or not.
    std::mt19937 random(20261203);
    int solved = 0, refused = 0, several = 0;
    for (int round = 0; round < 3000; ++round) {
        const std::size_t length = 1 + random() % 8;
        ColourSetClue clue = clue_of_random_line(length, random);
        for (const int block : clue.blocks) {
            std::vector<int> sizes;
            if (random() % 5 != 0) sizes.push_back(block);  // the true size, or not
            for (int size = 1; size <= 5; ++size)
                if (random() % 3 == 0 && std::find(sizes.begin(), sizes.end(), size) == sizes.end()) sizes.push_back(size);
            several += sizes.size() > 1;
            clue.sizes.push_back(sizes.empty() ? std::vector<int>{block} : sizes);
        }
        if (checked_on_random_cells(clue, length, random, round)) ++solved; else ++refused;
    }
    EXPECT_GT(solved, 1000);
    EXPECT_GT(refused, 100);
    EXPECT_GT(several, 1000);
}

TEST(ScanColourSetLine, SameColoursNeedAGap) {
    // 2 2 in a line of 4, each red or blue: red red / blue blue cannot touch, so the blocks
    // are two colours, one each way.
    ColourSetClue clue{{2, 2}, {0b110u, 0b110u}};
    std::vector<Cell> cells(4, nono::any_colour(3));
    ASSERT_TRUE(solve_colour_set_line(clue, cells));
    for (const Cell cell : cells) EXPECT_EQ(static_cast<unsigned>(cell), 0b110u);
    clue.colours = {0b010u, 0b010u};  // both red: 5 cells at least
    EXPECT_FALSE(solve_colour_set_line(clue, cells));
}

}  // namespace
