// The image's own font (src/scan/font.hpp): glyphs drawn alike group together, a group's and a
// digit's other readings are offered as edits with their cost, and an edit relabels exactly its
// glyphs. Glyphs are drawn here with OpenCV's Hershey font; their scores are set by hand, as a
// reader misreading the font shape by shape would give them.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "scan/digits.hpp"
#include "scan/font.hpp"
#include "scan/glyph.hpp"
#include "support/digit_scores.hpp"

namespace {

using nono::scan::DigitScores;
using nono::scan::FontEdit;
using nono::scan::ShapeGroup;

// `digit` drawn `height` pixels tall as ink 0..1 (1 = ink), cropped to its ink.
cv::Mat glyph(int digit, int height) {
    const double scale = height / 22.0;
    int base = 0;
    const std::string text = std::to_string(digit);
    const cv::Size size = cv::getTextSize(text, cv::FONT_HERSHEY_SIMPLEX, scale, 2, &base);
    cv::Mat canvas(size.height + 8, size.width + 8, CV_8U, cv::Scalar(0));
    cv::putText(canvas, text, {4, 4 + size.height}, cv::FONT_HERSHEY_SIMPLEX, scale, cv::Scalar(255), 2, cv::LINE_AA);
    cv::Mat ink;
    canvas.convertTo(ink, CV_32F, 1.0 / 255);
    return ink(nono::scan::ink_bounds(ink, 0.16f)).clone();
}

constexpr auto scores = nono::testing::digit_scores;

// Five 3s misread as 5 (3 their second choice), four 1s read right, one 7 read as 1.
struct Page {
    cv::Mat features;
    std::vector<DigitScores> read;
    Page() {
        std::vector<cv::Mat> inks;
        for (int k = 0; k < 5; ++k) {
            inks.push_back(glyph(3, 24));
            read.push_back(scores(5, 0.7, 3, 0.2));
        }
        for (int k = 0; k < 4; ++k) {
            inks.push_back(glyph(1, 24));
            read.push_back(scores(1, 0.9, 7, 0.05));
        }
        inks.push_back(glyph(7, 24));
        read.push_back(scores(1, 0.6, 7, 0.3));
        features = nono::scan::feature_rows(inks);
    }
};

TEST(ScanFont, GlyphsDrawnAlikeGroupLargestFirst) {
    const Page page;
    const std::vector<ShapeGroup> groups = nono::scan::shape_groups(page.features, page.read);
    ASSERT_EQ(groups.size(), 2u);  // the lone 7 is in none
    EXPECT_EQ(groups[0].glyphs, (std::vector<int>{0, 1, 2, 3, 4}));
    EXPECT_EQ(groups[0].digit, 5);
    EXPECT_NEAR(groups[0].log_likelihood[3], std::log(0.2), 1e-9);
    EXPECT_EQ(groups[1].glyphs, (std::vector<int>{5, 6, 7, 8}));
    EXPECT_EQ(groups[1].digit, 1);
}

TEST(ScanFont, DifferentShapesDoNotGroup) {
    // A 3 and an 8 of the same font, drawn twice each: two groups, not one.
    const cv::Mat features = nono::scan::feature_rows({glyph(3, 24), glyph(8, 24), glyph(3, 24), glyph(8, 24)});
    const std::vector<DigitScores> read(4, scores(8, 0.8, 3, 0.1));
    const std::vector<ShapeGroup> groups = nono::scan::shape_groups(features, read);
    ASSERT_EQ(groups.size(), 2u);
    EXPECT_EQ(groups[0].glyphs, (std::vector<int>{0, 2}));
    EXPECT_EQ(groups[1].glyphs, (std::vector<int>{1, 3}));
}

TEST(ScanFont, EditsOfGroupsAndOfDigitsReadCheapestFirst) {
    const Page page;
    const std::vector<ShapeGroup> groups = nono::scan::shape_groups(page.features, page.read);
    const std::vector<FontEdit> edits = nono::scan::font_edits(groups, page.read, 3);
    ASSERT_FALSE(edits.empty());
    EXPECT_TRUE(std::is_sorted(edits.begin(), edits.end(), [](const FontEdit& a, const FontEdit& b) { return a.cost < b.cost; }));
    // The 3s' group as 3, at the cost of the likelihoods' ratio, and every 5 that may be a 3 as 3.
    auto find = [&](std::size_t group, int from, int digit) {
        return std::find_if(edits.begin(), edits.end(),
                            [&](const FontEdit& e) { return e.group == group && e.from == from && e.digit == digit; });
    };
    const auto group_edit = find(0, 5, 3);
    ASSERT_NE(group_edit, edits.end());
    EXPECT_NEAR(group_edit->cost, std::log(0.7) - std::log(0.2), 1e-9);
    EXPECT_EQ(group_edit->glyphs, 5u);
    const auto digit_edit = find(FontEdit::kNoGroup, 5, 3);
    ASSERT_NE(digit_edit, edits.end());
    EXPECT_EQ(digit_edit->glyphs, 5u);
    // Every 1 that may be a 7 (the four 1s and the 7), but no digit read fewer than 3 times.
    const auto ones = find(FontEdit::kNoGroup, 1, 7);
    ASSERT_NE(ones, edits.end());
    EXPECT_EQ(ones->glyphs, 5u);
    EXPECT_EQ(find(FontEdit::kNoGroup, 7, 1), edits.end());
}

TEST(ScanFont, NoEditToZeroNorToADigitTheReaderRuledOut) {
    // Glyphs read surely (a font the reader knows): relabelling them would only make clues
    // agree by chance; and a page of 0s would be an empty puzzle.
    const Page page;
    std::vector<DigitScores> sure(page.read.size(), scores(5, 0.9999, 0, 0.00009));
    const std::vector<ShapeGroup> groups = nono::scan::shape_groups(page.features, sure);
    for (const FontEdit& edit : nono::scan::font_edits(groups, sure, 3)) {
        EXPECT_NE(edit.digit, 0);
        EXPECT_LE(edit.cost, nono::scan::kMostUnlikely);
    }
    EXPECT_TRUE(nono::scan::font_edits(groups, sure, 3).empty());
}

TEST(ScanFont, AnEditRelabelsItsGlyphsOnly) {
    const Page page;
    const std::vector<ShapeGroup> groups = nono::scan::shape_groups(page.features, page.read);
    const std::vector<DigitScores> after = nono::scan::relabelled(page.read, groups, {FontEdit{0, 5, 3, 1.25, 5}});
    for (int g = 0; g < 5; ++g) {
        EXPECT_EQ(after[static_cast<std::size_t>(g)].digit[0], 3);
        EXPECT_EQ(after[static_cast<std::size_t>(g)].digit[1], 5);  // the digit read before, now second
        EXPECT_EQ(after[static_cast<std::size_t>(g)].p[0], 0.7);    // likelihoods stay in their places
    }
    for (std::size_t g = 5; g < after.size(); ++g) EXPECT_EQ(after[g].digit, page.read[g].digit);
    // A digit edit: every glyph read as 1 that may be 7, grouped or not.
    const std::vector<DigitScores> sevens =
        nono::scan::relabelled(page.read, groups, {FontEdit{FontEdit::kNoGroup, 1, 7, 1.0, 5}});
    for (std::size_t g = 5; g < sevens.size(); ++g) EXPECT_EQ(sevens[g].digit[0], 7);
    for (std::size_t g = 0; g < 5; ++g) EXPECT_EQ(sevens[g].digit, page.read[g].digit);
}

// A page in a font whose 1 the reader takes surely for a 3 (a photographed poster's slab 1):
// six 1s and six 3s all read as 3 (a second choice a hundred times less likely), drawn at sizes 22 to 27 pixels as
// a photo's blur and slant vary them, beside six each of 2, 5, 6, 8 and 9 read right.
struct SureMisreads {
    cv::Mat features;
    std::vector<DigitScores> read;
    SureMisreads() {
        std::vector<cv::Mat> inks;
        for (int digit : {1, 3, 2, 5, 6, 8, 9})
            for (int k = 0; k < 6; ++k) {
                inks.push_back(glyph(digit, 22 + k));
                read.push_back(scores(digit == 1 ? 3 : digit, 0.99, digit == 3 ? 8 : 7, 0.009));
            }
        features = nono::scan::feature_rows(inks);
    }
};

TEST(ScanFont, GlyphsReadAsOneDigitInTwoShapesSplitInTwo) {
    const SureMisreads page;
    const std::vector<ShapeGroup> parts = nono::scan::split_groups(page.features, page.read, 3);
    // The 3s' glyphs split at the top into the 1s and the 3s; no other digit's.
    std::vector<std::vector<int>> top;
    for (const ShapeGroup& part : parts) {
        EXPECT_TRUE(part.split);
        EXPECT_EQ(part.digit, 3);
        EXPECT_GE(part.separation, nono::scan::kSplitApart);
        if (part.parent == ShapeGroup::kWhole) top.push_back(part.glyphs);
    }
    std::sort(top.begin(), top.end());
    EXPECT_EQ(top, (std::vector<std::vector<int>>{{0, 1, 2, 3, 4, 5}, {6, 7, 8, 9, 10, 11}}));
}

TEST(ScanFont, OneShapeInSeveralSizesIsNotSplit) {
    // Twelve 3s of 22 to 27 pixels, read right, beside 1s, 2s, 6s, 8s and 9s: one shape, no parts.
    std::vector<cv::Mat> inks;
    std::vector<DigitScores> read;
    for (int digit : {3, 3, 1, 2, 6, 8, 9})
        for (int k = 0; k < 6; ++k) {
            inks.push_back(glyph(digit, 22 + k));
            read.push_back(scores(digit, 0.9999, 8, 0.00005));
        }
    EXPECT_TRUE(nono::scan::split_groups(nono::scan::feature_rows(inks), read, 3).empty());
}

TEST(ScanFont, APartIsOfferedAsEveryOtherDigitButZeroInTheReadersOrder) {
    const SureMisreads page;
    std::vector<ShapeGroup> parts = nono::scan::split_groups(page.features, page.read, 3);
    ASSERT_FALSE(parts.empty());
    parts.resize(1);
    const std::vector<FontEdit> edits = nono::scan::split_edits(parts, 3);
    ASSERT_EQ(edits.size(), 8u);  // 1-9 but the 3 read
    EXPECT_TRUE(std::is_sorted(edits.begin(), edits.end(), [](const FontEdit& a, const FontEdit& b) { return a.cost < b.cost; }));
    for (const FontEdit& edit : edits) {
        EXPECT_EQ(edit.group, 0u);
        EXPECT_EQ(edit.from, 3);
        EXPECT_NE(edit.digit, 0);
        EXPECT_NE(edit.digit, 3);
        EXPECT_EQ(edit.glyphs, 6u);
    }
    // The reader's next choice (8, for the 3s; 7 for the 1s) first, dearer by kSplitRank each.
    EXPECT_TRUE(edits[0].digit == 8 || edits[0].digit == 7);
    EXPECT_NEAR(edits[1].cost - edits[0].cost, nono::scan::kSplitRank, 1e-9);
    // Fewer glyphs than asked for: no edit.
    EXPECT_TRUE(nono::scan::split_edits(parts, 7).empty());
}

}  // namespace
