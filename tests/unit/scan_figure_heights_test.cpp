// Figures of two heights (src/scan/figure_heights.hpp): a page whose surely read 1s and 2s are
// short and whose 3 to 9 are tall has each glyph's reading weighed by its height; a page of
// one height, or whose 1s are surely read at both heights, is left as read. The glyphs are boxes
// only and their scores are set by hand, as a reader misreading short 1s as 8s would give them.
#include <gtest/gtest.h>

#include <vector>

#include "scan/clues.hpp"
#include "scan/digits.hpp"
#include "scan/figure_heights.hpp"
#include "support/digit_scores.hpp"

namespace {

using nono::scan::ClueBands;
using nono::scan::DigitScores;

constexpr auto scores = nono::testing::digit_scores;

// A page's clue glyphs, one number each, `heights[i]` pixels tall, in rows of ten numbers.
ClueBands page_of(const std::vector<int>& heights) {
    ClueBands bands;
    for (std::size_t i = 0; i < heights.size(); ++i) {
        nono::scan::Glyph glyph;
        glyph.box = cv::Rect(static_cast<int>(i % 10) * 20, static_cast<int>(i / 10) * 30, 9, heights[i]);
        bands.glyphs.push_back(glyph);
        if (i % 10 == 0) bands.rows.emplace_back();
        nono::scan::ClueGlyphs number;
        number.box = glyph.box;
        number.glyphs = {static_cast<int>(i)};
        bands.rows.back().push_back(number);
    }
    return bands;
}

TEST(ScanFigureHeights, ShortOnesReadAsEightAreReadAsOneAndATallGlyphIsNoOne) {
    // Old-style figures: 1s at 14 pixels (20 read surely, 8 read as 8 with 1 next), 3 to 9 at
    // 20 (20 read surely, and one read as 1 with 7 next).
    std::vector<int> heights;
    std::vector<DigitScores> read;
    for (int i = 0; i < 20; ++i) heights.push_back(14), read.push_back(scores(1, 0.95, 7, 0.03));
    for (int i = 0; i < 8; ++i) heights.push_back(14), read.push_back(scores(8, 0.6, 1, 0.3));
    for (int i = 0; i < 20; ++i) heights.push_back(i % 2 ? 20 : 21), read.push_back(scores(3 + i % 5, 0.95, 8, 0.03));
    heights.push_back(20), read.push_back(scores(1, 0.6, 7, 0.3));
    const ClueBands bands = page_of(heights);
    std::vector<DigitScores> weighed = read;
    ASSERT_TRUE(nono::scan::weigh_by_figure_height(bands, weighed));
    for (int i = 0; i < 20; ++i) EXPECT_EQ(weighed[static_cast<std::size_t>(i)].digit[0], 1);
    for (int i = 20; i < 28; ++i) {
        EXPECT_EQ(weighed[static_cast<std::size_t>(i)].digit[0], 1) << "glyph " << i;
        EXPECT_EQ(weighed[static_cast<std::size_t>(i)].digit[1], 8) << "glyph " << i;  // still the next reading
    }
    for (int i = 28; i < 48; ++i) EXPECT_EQ(weighed[static_cast<std::size_t>(i)].digit[0], read[static_cast<std::size_t>(i)].digit[0]);
    EXPECT_EQ(weighed[48].digit[0], 7);
    double total = 0;
    for (const double p : weighed[48].p) total += p;
    EXPECT_NEAR(total, 1.0, 1e-9);
}

TEST(ScanFigureHeights, FiguresOfOneHeightAreLeftAsRead) {
    std::vector<int> heights;
    std::vector<DigitScores> read;
    for (int i = 0; i < 40; ++i) heights.push_back(19 + i % 3), read.push_back(scores(i % 10, 0.95, (i + 3) % 10, 0.03));
    std::vector<DigitScores> weighed = read;
    EXPECT_FALSE(nono::scan::weigh_by_figure_height(page_of(heights), weighed));
    for (std::size_t i = 0; i < read.size(); ++i) EXPECT_EQ(weighed[i].digit, read[i].digit);
}

TEST(ScanFigureHeights, OnesSurelyReadAtBothHeightsSayNothing) {
    // A photo's lining 1s, some of them thinned short by the light: two heights, but a 1 is
    // surely read at both, so the heights are not the face's.
    std::vector<int> heights;
    std::vector<DigitScores> read;
    for (int i = 0; i < 20; ++i) heights.push_back(14), read.push_back(scores(1, 0.95, 7, 0.03));
    for (int i = 0; i < 6; ++i) heights.push_back(14), read.push_back(scores(4, 0.7, 1, 0.2));
    for (int i = 0; i < 10; ++i) heights.push_back(20), read.push_back(scores(1, 0.95, 7, 0.03));
    for (int i = 0; i < 20; ++i) heights.push_back(20), read.push_back(scores(3 + i % 5, 0.95, 8, 0.03));
    std::vector<DigitScores> weighed = read;
    EXPECT_FALSE(nono::scan::weigh_by_figure_height(page_of(heights), weighed));
    for (std::size_t i = 0; i < read.size(); ++i) EXPECT_EQ(weighed[i].digit, read[i].digit);
}

}  // namespace
