// The palette read from the numbers' colours (src/scan/palette.hpp): greyed "done" numbers,
// drawn in their colour faded towards the paper or a mid grey, take their colour, not one of
// their own; close colours stay apart; too many colours are merged, never dropped.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "nono/puzzle.hpp"
#include "scan/palette.hpp"

namespace {

cv::Vec3b faded(const cv::Vec3b& colour, const cv::Vec3b& paper, double a) {
    cv::Vec3b out;
    for (int k = 0; k < 3; ++k) out[k] = cv::saturate_cast<uchar>(paper[k] + a * (colour[k] - paper[k]));
    return out;
}

TEST(ScanPalette, GreyedNumbersTakeTheColourTheyAreAFadingOf) {
    // BGR, as a phone game's light theme draws them: its done clues at a third of their ink.
    const cv::Vec3b paper(251, 248, 246), brown(45, 91, 139), black(32, 32, 32), blue(208, 80, 32), green(64, 160, 32);
    const std::vector<cv::Vec3b> colours{brown,
                                         black,
                                         blue,
                                         green,
                                         faded(brown, paper, 0.35),  // nearly grey
                                         faded(black, paper, 0.4),
                                         faded(green, paper, 0.35),
                                         faded(blue, paper, 0.35)};
    nono::Puzzle puzzle;
    const std::vector<int> index = nono::scan::assign_palette(colours, std::vector<bool>(colours.size(), false), paper, puzzle);
    EXPECT_EQ(puzzle.palette.size(), 5u);  // the paper and four colours
    EXPECT_EQ(index[4], index[0]);
    EXPECT_EQ(index[5], index[1]);
    EXPECT_EQ(index[6], index[3]);
    EXPECT_EQ(index[7], index[2]);
}

TEST(ScanPalette, YellowAndOrangeNumbersAreTwoColours) {
    // BGR of numbers drawn in yellow (#f0c020) and orange (#f08020), as their glyphs' strong ink
    // measures them: 62 apart in green only, a little spread each.
    const cv::Vec3b paper(255, 255, 255);
    const std::vector<cv::Vec3b> colours{{32, 192, 240}, {35, 130, 240}, {30, 188, 241}, {41, 132, 239},
                                         {34, 195, 240}, {48, 136, 238}, {32, 190, 240}, {35, 130, 240}};
    nono::Puzzle puzzle;
    const std::vector<int> index = nono::scan::assign_palette(colours, std::vector<bool>(colours.size(), false), paper, puzzle);
    EXPECT_EQ(puzzle.palette.size(), 3u);  // the paper, yellow and orange
    for (std::size_t i = 2; i < colours.size(); ++i) EXPECT_EQ(index[i], index[i % 2]) << i;
    EXPECT_NE(index[0], index[1]);
}

TEST(ScanPalette, OneColourSpreadEvenlyStaysOne) {
    // A colour whose numbers' ink ranges evenly over 50 levels (thin and bold strokes, a photo's
    // light) is one colour: no gap parts it.
    const cv::Vec3b paper(255, 255, 255);
    std::vector<cv::Vec3b> colours;
    for (int k = 0; k <= 10; ++k) colours.push_back(cv::Vec3b(30, static_cast<uchar>(110 + 5 * k), 230));
    nono::Puzzle puzzle;
    const std::vector<int> index = nono::scan::assign_palette(colours, std::vector<bool>(colours.size(), false), paper, puzzle);
    EXPECT_EQ(puzzle.palette.size(), 2u);
    for (int i : index) EXPECT_EQ(i, index[0]);
}

TEST(ScanPalette, APaleColourInTheSameLinesAsItsDarkOneIsAColourOfItsOwn) {
    // Peach (#f7b58c) and coral (#ef6f5e) chips on cream (#fff6e9), as a children's app draws
    // them: peach lies 58% of the way from the paper to coral, within 13 levels, as a done
    // clue greyed to half its ink would. But a game greys a done line's numbers all alike, and
    // these stand side by side in the same lines (with blue): two colours. Without the lines
    // peach is taken for done coral; a done line (all its numbers faded) still is.
    const cv::Vec3b paper(233, 246, 255), peach(140, 181, 247), coral(95, 112, 239), blue(232, 166, 73);
    std::vector<cv::Vec3b> colours;
    std::vector<int> lines;
    for (int line = 0; line < 6; ++line) {
        colours.insert(colours.end(), {peach, coral, blue});
        lines.insert(lines.end(), {line, line, line});
    }
    const std::vector<bool> boxed(colours.size(), true);
    nono::Puzzle puzzle;
    std::vector<int> index = nono::scan::assign_palette(colours, boxed, paper, puzzle, lines);
    EXPECT_EQ(puzzle.palette.size(), 4u);  // the paper, peach, coral and blue
    for (std::size_t i = 3; i < colours.size(); ++i) EXPECT_EQ(index[i], index[i % 3]) << i;
    EXPECT_NE(index[0], index[1]);
    index = nono::scan::assign_palette(colours, boxed, paper, puzzle);
    EXPECT_EQ(index[0], index[1]);  // the lines not known: peach taken for done coral

    // Done lines: coral and blue faded alike, alone in their lines.
    const cv::Vec3b done_coral = faded(coral, paper, 0.5), done_blue = faded(blue, paper, 0.5);
    colours = {coral, blue, coral, blue, done_coral, done_blue, done_coral, done_blue, done_coral, done_blue};
    lines = {0, 0, 1, 1, 2, 2, 3, 3, 4, 4};
    index = nono::scan::assign_palette(colours, std::vector<bool>(colours.size(), true), paper, puzzle, lines);
    EXPECT_EQ(puzzle.palette.size(), 3u);
    for (std::size_t i = 2; i < colours.size(); ++i) EXPECT_EQ(index[i], index[i % 2]) << i;
}

TEST(ScanPalette, ALightColourBesideItsDarkOneIsNoFading) {
    // Sky (#4f9be6) and blue (#1c5fc9) numbers on white: sky lies 70% of the way from the paper
    // to blue, within a few levels; a "done" number is greyed far more (a third to a half).
    const cv::Vec3b paper(255, 255, 255), sky(230, 155, 79), blue(201, 95, 28);
    const std::vector<cv::Vec3b> colours{sky, blue, sky, blue, sky, blue, sky, blue};
    nono::Puzzle puzzle;
    const std::vector<int> index = nono::scan::assign_palette(colours, std::vector<bool>(colours.size(), false), paper, puzzle);
    EXPECT_EQ(puzzle.palette.size(), 3u);  // the paper, sky and blue
    for (std::size_t i = 2; i < colours.size(); ++i) EXPECT_EQ(index[i], index[i % 2]) << i;
    EXPECT_NE(index[0], index[1]);
}

TEST(ScanPalette, ThreeCloseColoursInOneGroupAreThree) {
    // Red (#d62828), crimson (#9d1c24) and brown (#7a4a22): each within kSameColour of crimson,
    // so first one group; parted twice.
    const cv::Vec3b paper(255, 255, 255), crimson(36, 28, 157), red(40, 40, 214), brown(35, 75, 122);
    std::vector<cv::Vec3b> colours;
    for (int k = 0; k < 4; ++k) colours.insert(colours.end(), {crimson, red, brown});
    nono::Puzzle puzzle;
    const std::vector<int> index = nono::scan::assign_palette(colours, std::vector<bool>(colours.size(), false), paper, puzzle);
    EXPECT_EQ(puzzle.palette.size(), 4u);
    for (std::size_t i = 3; i < colours.size(); ++i) EXPECT_EQ(index[i], index[i % 3]) << i;
    EXPECT_NE(index[0], index[1]);
    EXPECT_NE(index[0], index[2]);
    EXPECT_NE(index[1], index[2]);
}

TEST(ScanPalette, TwoColoursWithAFewNumbersMeasuredOffAreTwo) {
    // Crimson and red small digits in a JPEG: most measure within a few levels of their colour,
    // one crimson number in ten is lighter by 35 (chroma blurred into the paper).
    const cv::Vec3b paper(255, 255, 255);
    std::vector<cv::Vec3b> colours;
    for (int k = 0; k < 10; ++k) {
        colours.push_back(k == 0 ? cv::Vec3b(75, 66, 172) : cv::Vec3b(static_cast<uchar>(37 + k), static_cast<uchar>(29 + k), 158));
        colours.push_back(cv::Vec3b(40, 40, 214));
    }
    nono::Puzzle puzzle;
    const std::vector<int> index = nono::scan::assign_palette(colours, std::vector<bool>(colours.size(), false), paper, puzzle);
    EXPECT_EQ(puzzle.palette.size(), 3u);
    for (std::size_t i = 2; i < colours.size(); ++i) EXPECT_EQ(index[i], index[i % 2]) << i;
    EXPECT_NE(index[0], index[1]);
}

TEST(ScanPalette, DoneNumbersOfADarkThemeHalfMixedWithGreyTakeTheirColour) {
    // A dark theme's done clues (phone-d): each colour at half its ink on a chip greyed to about
    // 110, far from any fading towards the dark paper. Six colours and their six fadings would
    // be twelve; they are six.
    const cv::Vec3b paper(37, 29, 28);
    const std::vector<cv::Vec3b> strong{{224, 128, 155}, {46, 170, 224}, {141, 141, 33},
                                        {126, 75, 217},  {200, 90, 30},   {61, 162, 108}};
    std::vector<cv::Vec3b> colours;
    for (int k = 0; k < 3; ++k) colours.insert(colours.end(), strong.begin(), strong.end());
    for (const cv::Vec3b& c : strong) colours.push_back(faded(c, cv::Vec3b(110, 110, 110), 0.5));
    nono::Puzzle puzzle;
    const std::vector<int> index = nono::scan::assign_palette(colours, std::vector<bool>(colours.size(), false), paper, puzzle);
    EXPECT_EQ(puzzle.palette.size(), 7u);  // the paper and six colours
    for (std::size_t i = 0; i < colours.size(); ++i) EXPECT_EQ(index[i], index[i % strong.size()]) << i;
}

TEST(ScanPalette, AColourMixedWithADarkGreyIsAColourOfItsOwn) {
    // Olive (#8a8f2a) beside yellow (#f2c21b) and brown (#7a4a22) beside red (#d62828), on
    // white (colour-c): each is about half its neighbour mixed with a dark grey (63), not the
    // mid grey a done clue is greyed with. Four colours.
    const cv::Vec3b paper(255, 255, 255), yellow(27, 194, 242), olive(42, 143, 138), red(40, 40, 214), brown(34, 74, 122);
    const std::vector<cv::Vec3b> colours{yellow, olive, red, brown, yellow, olive, red, brown};
    nono::Puzzle puzzle;
    const std::vector<int> index = nono::scan::assign_palette(colours, std::vector<bool>(colours.size(), false), paper, puzzle);
    EXPECT_EQ(puzzle.palette.size(), 5u);
    for (std::size_t i = 4; i < colours.size(); ++i) EXPECT_EQ(index[i], index[i - 4]) << i;
    EXPECT_NE(index[0], index[1]);
    EXPECT_NE(index[2], index[3]);
}

TEST(ScanPalette, MoreColoursThanAPuzzleHoldsAreMergedNotDropped) {
    // A photo's colours spread: nine groups of numbers, each at least 70 levels from the
    // others, two of them only 70 from a neighbour. A puzzle holds seven colours besides the
    // paper: each of the two joins its neighbour, and the puzzle stays a colour puzzle (it used
    // to be read as black and white).
    const cv::Vec3b paper(255, 255, 255);
    const std::vector<cv::Vec3b> nine{{0, 0, 255},   {0, 255, 0},   {255, 0, 0},  {0, 255, 255}, {255, 0, 255},
                                      {255, 255, 0}, {128, 128, 0}, {0, 70, 255}, {255, 70, 0}};
    std::vector<cv::Vec3b> colours;
    for (int k = 0; k < 3; ++k) colours.insert(colours.end(), nine.begin(), nine.end());
    colours.push_back(nine[0]);  // red and blue have more numbers than their neighbours
    colours.push_back(nine[2]);
    nono::Puzzle puzzle;
    const std::vector<int> index = nono::scan::assign_palette(colours, std::vector<bool>(colours.size(), false), paper, puzzle);
    ASSERT_EQ(puzzle.palette.size(), 8u);
    EXPECT_EQ(index[7], index[0]);  // (0 70 255) into red
    EXPECT_EQ(index[8], index[2]);  // (255 70 0) into blue
    for (std::size_t i = 0; i < 7; ++i)
        for (std::size_t j = 0; j < i; ++j) EXPECT_NE(index[i], index[j]) << i << " " << j;
    EXPECT_EQ(puzzle.palette[static_cast<std::size_t>(index[0])].rgb, 0xff0000u);
}

TEST(ScanPalette, AColourAPhotosLightWashedOutIsOneWhenTheTotalsSaySo) {
    // A photo's flash over the column clues mixes brown (#8b5a2b) half with white there; beside
    // it cyan, washed out a little. The rows' brown numbers add up to 6 and the columns' washed
    // ones to 6; cyan 5 and 5. Apart, brown's totals could not agree: made one, they do.
    const cv::Vec3b paper(255, 255, 255), brown(43, 90, 139), cyan(192, 176, 32);
    const cv::Vec3b washed_brown = faded(brown, paper, 0.5), washed_cyan = faded(cyan, paper, 0.8);
    const std::vector<cv::Vec3b> colours{brown, brown, brown, cyan, cyan, washed_brown, washed_brown, washed_cyan, washed_cyan};
    const nono::scan::SignedValues totals{{2, 3, 1, 4, 1, -4, -2, -2, -3}};
    const std::vector<bool> boxed(colours.size(), true);
    const std::vector<int> lines{0, 1, 2, 0, 1, 5, 6, 5, 7};
    nono::Puzzle puzzle;
    std::vector<int> index = nono::scan::assign_palette(colours, boxed, paper, puzzle, lines, &totals);
    EXPECT_EQ(puzzle.palette.size(), 3u);  // the paper, brown and cyan
    for (std::size_t i : {1u, 2u, 5u, 6u}) EXPECT_EQ(index[i], index[0]) << i;
    EXPECT_EQ(index[7], index[3]);
    EXPECT_EQ(index[8], index[3]);
    EXPECT_NE(index[0], index[3]);

    // Sky beside blue (sky 70% of the way from the paper to blue), each colour's totals
    // agreeing apart: two colours, however alike.
    const cv::Vec3b sky(230, 155, 79), blue(201, 95, 28);
    const std::vector<cv::Vec3b> two{sky, sky, blue, blue, sky, blue, blue};
    const nono::scan::SignedValues two_totals{{2, 1, 4, 1, -3, -3, -2}};
    index = nono::scan::assign_palette(two, std::vector<bool>(two.size(), false), paper, puzzle, {0, 1, 0, 1, 3, 3, 4}, &two_totals);
    EXPECT_EQ(puzzle.palette.size(), 3u);
    EXPECT_NE(index[0], index[2]);
    EXPECT_EQ(index[4], index[0]);
    EXPECT_EQ(index[5], index[2]);
}

TEST(ScanPalette, AGroupReadOnlyInColumnsJoinsTheColourItIsNearest) {
    // Under a flash over the column clues, pink chips' dark digits read near grey: neutral ink,
    // but in columns only, which no colour of a puzzle can be (its rows and columns fill as many
    // cells of it). The grey number joins pink, the colour on both sides nearest it; no black.
    const cv::Vec3b paper(255, 255, 255), pink(177, 125, 228), cyan(192, 176, 32), greyed_pink(205, 185, 200);
    const std::vector<cv::Vec3b> colours{pink, cyan, pink, cyan, greyed_pink};
    const nono::scan::SignedValues totals{{3, 2, -1, -2, -2}};
    nono::Puzzle puzzle;
    const std::vector<int> index =
        nono::scan::assign_palette(colours, std::vector<bool>(colours.size(), false), paper, puzzle, {0, 1, 5, 6, 7}, &totals);
    EXPECT_EQ(puzzle.palette.size(), 3u);  // the paper, pink and cyan
    EXPECT_EQ(index[4], index[0]);
    EXPECT_NE(index[0], index[1]);
}

TEST(ScanPalette, APhotosNavyDigitsPartlyReadAsAColourAreBlackWhenTheTotalsSaySo) {
    // A navy pixel font photographed: some digits measure neutral (blue darkened 0.94 as much
    // as red), some just past it (0.78). Both sides hold each kind; made one, as black, the
    // totals agree.
    const cv::Vec3b paper(255, 255, 255), navy(90, 80, 80), bluer(110, 70, 70);
    const std::vector<cv::Vec3b> colours{navy, navy, bluer, navy, bluer, bluer};
    const nono::scan::SignedValues totals{{4, 2, 3, -5, -2, -2}};
    nono::Puzzle puzzle;
    const std::vector<int> index =
        nono::scan::assign_palette(colours, std::vector<bool>(colours.size(), false), paper, puzzle, {0, 1, 2, 5, 6, 7}, &totals);
    EXPECT_TRUE(puzzle.palette.empty());  // black and white
    for (int i : index) EXPECT_EQ(i, 1);
}


TEST(ScanPalette, ColoursAreNamedByTheirHue) {
    // A teal (#389898) and a dark blue (#394d80) are nearer a mid grey than a pure cyan or blue
    // by RGB distance, and were named "grey" and "grey2".
    const cv::Vec3b paper(255, 255, 255);
    const std::vector<cv::Vec3b> colours{{152, 152, 56}, {128, 77, 57}, {42, 169, 224}, {32, 32, 32}};
    nono::Puzzle puzzle;
    nono::scan::assign_palette(colours, std::vector<bool>(colours.size(), false), paper, puzzle);
    std::vector<std::string> names;
    for (const auto& colour : puzzle.palette) names.push_back(colour.name);
    EXPECT_EQ(names, (std::vector<std::string>{"white", "teal", "blue", "orange", "black"}));
}

// BGR, as a TV app's night theme draws a black-and-white puzzle's numbers (fresh7/tv/024):
// white on a dark blue panel in lines 0-17 but line 4, then numbers in a muted grey-blue in
// `muted_lines`.
struct TvNumbers {
    const cv::Vec3b paper{55, 26, 20}, ink{254, 242, 240}, muted{195, 148, 139};
    std::vector<cv::Vec3b> colours;
    std::vector<int> lines;
    explicit TvNumbers(std::initializer_list<int> muted_lines) {
        for (int line = 0; line < 18; ++line)
            if (line != 4) colours.push_back(ink), lines.push_back(line);
        for (const int line : muted_lines) colours.push_back(muted), lines.push_back(line);
    }
};

TEST(ScanPalette, DoneLinesInAMutedColourOfTheirOwnAreTheSameInk) {
    // The two done lines' numbers muted: no line holds both, and the muted ones stand out from
    // the panel under three quarters as much: one ink.
    const TvNumbers tv{4, 4, 19};
    nono::Puzzle puzzle;
    const std::vector<int> index =
        nono::scan::assign_palette(tv.colours, std::vector<bool>(tv.colours.size(), false), tv.paper, puzzle, tv.lines);
    EXPECT_TRUE(puzzle.palette.empty());  // black and white
    EXPECT_EQ(index.front(), index.back());
}

TEST(ScanPalette, TwoColoursSharingALineStayTwo) {
    // The same two colours, one line holding both: a colour puzzle's.
    const TvNumbers tv{4, 5, 19};
    nono::Puzzle puzzle;
    nono::scan::assign_palette(tv.colours, std::vector<bool>(tv.colours.size(), false), tv.paper, puzzle, tv.lines);
    EXPECT_EQ(puzzle.palette.size(), 3u);
}

TEST(ScanPalette, AVividColourInLinesOfItsOwnStaysAColour) {
    // A dark page's white numbers and dark red ones, no line holding both (two shapes far
    // apart), the red standing out from the paper under three quarters as much as the white: a
    // colour of its own (its channels 120 apart), not a muted done colour.
    const cv::Vec3b paper(30, 30, 30), white(240, 240, 240), red(30, 30, 150);
    std::vector<cv::Vec3b> colours;
    std::vector<int> lines;
    for (int line = 0; line < 12; ++line) colours.push_back(white), lines.push_back(line);
    for (int line = 12; line < 16; ++line) colours.push_back(red), lines.push_back(line);
    nono::Puzzle puzzle;
    nono::scan::assign_palette(colours, std::vector<bool>(colours.size(), false), paper, puzzle, lines);
    EXPECT_EQ(puzzle.palette.size(), 3u);
}

}  // namespace
