// The palette read from the numbers' colours (src/scan/palette.hpp): greyed "done" numbers,
// drawn in their colour faded towards the paper, take their colour, not one of their own.
#include <gtest/gtest.h>

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

}  // namespace
