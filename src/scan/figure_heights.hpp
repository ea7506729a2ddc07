// Figures of two heights, as book and newspaper faces set them (old-style figures: 0, 1 and 2
// at the x-height, 3 to 9 rising above it or hanging below the baseline) and some hands (a short
// 1): the digit reader scales each glyph to its square and so cannot tell a short 1 from a tall
// 8. Where a page's clue glyphs come in two heights and its surely read 0s, 1s or 2s are the
// short ones, each glyph's reading is weighed by its height beside its neighbours'.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "scan/clues.hpp"
#include "scan/digits.hpp"

namespace nono::scan {

// Each glyph's height over the tall glyphs' (the 90th percentile of the numbers' glyphs, both
// bands, as straightened: a band of mostly 1s and 2s is measured against the other's tall
// figures); 0 for a glyph in no number, or all 0 when there are too few.
std::vector<double> relative_heights(const ClueBands& bands);

// Which digits a page's short glyphs may be and which its tall glyphs may not.
struct FigureHeights {
    double short_below = 0;  // a glyph of a relative height under this is short
    double tall_from = 0;    // and from this on tall (between the two: either)
    std::array<bool, 10> short_digit{};  // the digits the short glyphs may be
    std::array<bool, 10> tall_digit{};   // the digits the tall glyphs may be
};

// The page's figure heights, when its glyphs (relative heights, read so) are of two heights:
// two groups (the split of the heights with the least spread within them) whose middles are at
// most kHeightRatio apart and kSeparation of their spread, each of a tenth of the glyphs, and
// some of 0, 1 and 2 surely read (kSureDigit) mostly in the short group (kMostly times as often
// as in the tall one), none of them surely read as often in the tall group, and 3 to 9 surely
// read kMostly times as often in the tall group as in the short one. 3 to 9 are never short: a
// face's figures are as tall as its capitals, or rise above or hang below its x-height.
std::optional<FigureHeights> figure_heights(const std::vector<double>& heights, const std::vector<DigitScores>& scores);
inline constexpr double kHeightRatio = 0.83;
inline constexpr double kSeparation = 3;
inline constexpr double kSureDigit = 0.9;
inline constexpr int kMostly = 3;

// Where the page's figures are of two heights, a glyph's likelihoods of the digits its height
// rules out are multiplied by kOffHeight; whether they were.
bool weigh_by_figure_height(const ClueBands& bands, std::vector<DigitScores>& scores);
inline constexpr double kOffHeight = 0.05;

}  // namespace nono::scan
