// Cutting the clue bands into numbers (src/scan/clues.hpp), on pages drawn here with OpenCV:
// the grid is given, so only the bands are tested: where they end, which glyphs make one
// number, and what is not a clue; and on a committed crop of a forum's recompressed chips.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "scan/clues.hpp"
#include "scan/grid.hpp"
#include "scan/page.hpp"

namespace {

using nono::scan::ClueBands;
using nono::scan::GridLines;

// A page with a `width` x `height` grid of `pitch`-pixel cells whose top left corner is at
// (`x`, `y`): thin grey lines, a 3-pixel black outer line.
struct Drawing {
    cv::Mat bgr;
    GridLines grid;
};

Drawing grid_page(int width, int height, int pitch, int x, int y, cv::Size size) {
    Drawing d;
    d.bgr = cv::Mat(size, CV_8UC3, cv::Scalar(255, 255, 255));
    for (int c = 0; c <= width; ++c) d.grid.xs.push_back(x + c * pitch);
    for (int r = 0; r <= height; ++r) d.grid.ys.push_back(y + r * pitch);
    d.grid.pitch = pitch;
    d.grid.thickness = 2;
    for (double gx : d.grid.xs)
        cv::line(d.bgr, {static_cast<int>(gx), y}, {static_cast<int>(gx), y + height * pitch}, cv::Scalar(160, 160, 160), 1);
    for (double gy : d.grid.ys)
        cv::line(d.bgr, {x, static_cast<int>(gy)}, {x + width * pitch, static_cast<int>(gy)}, cv::Scalar(160, 160, 160), 1);
    cv::rectangle(d.bgr, cv::Rect(x - 1, y - 1, width * pitch + 2, height * pitch + 2), cv::Scalar(0, 0, 0), 2);
    return d;
}

// The page's white (where nothing is drawn yet) in the colour of `paper`.
void paint_paper(cv::Mat& bgr, const cv::Scalar& paper) {
    cv::Mat white;
    cv::inRange(bgr, cv::Scalar(255, 255, 255), cv::Scalar(255, 255, 255), white);
    bgr.setTo(paper, white);
}

void text(cv::Mat& bgr, const std::string& s, cv::Point at, double scale, cv::Scalar colour, int thickness = 1) {
    cv::putText(bgr, s, at, cv::FONT_HERSHEY_SIMPLEX, scale, colour, thickness, cv::LINE_AA);
}

std::vector<std::size_t> counts(const std::vector<std::vector<nono::scan::ClueGlyphs>>& lines) {
    std::vector<std::size_t> out;
    for (const auto& line : lines) out.push_back(line.size());
    return out;
}

TEST(ScanClues, ReadsColumnBoxesThatComeWithinAPixelOfTheGrid) {
    // Each column: three coloured boxes stacked, light digits on them, the lowest box ending
    // one pixel above the grid's 2-pixel top line (as a web table's clue cells do).
    Drawing d = grid_page(4, 3, 14, 40, 80, cv::Size(110, 130));
    const cv::Scalar colours[] = {{40, 40, 200}, {200, 120, 40}, {180, 40, 140}};
    for (int c = 0; c < 4; ++c)
        for (int k = 0; k < 3; ++k) {
            const cv::Rect box(40 + c * 14 + 2, 80 - 3 - (3 - k) * 11 + 1, 10, 10);
            cv::rectangle(d.bgr, box, colours[k], cv::FILLED);
            text(d.bgr, std::to_string(k + 1), {box.x + 2, box.br().y - 2}, 0.28, cv::Scalar(255, 255, 255));
        }
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    EXPECT_EQ(counts(bands.columns), (std::vector<std::size_t>{3, 3, 3, 3}));
}

TEST(ScanClues, JoinsNarrowDigitsByTheirMiddlesNotTheirGap) {
    // Row 1: "11" as a proportional font sets it (the ones' middles 10 pixels, 0.77 digit
    // heights, apart: a gap of 0.38 heights between their strokes); row 2: "1 1", a space
    // between (middles 1.6 heights apart).
    Drawing d = grid_page(3, 2, 20, 100, 30, cv::Size(180, 90));
    const int height = 13;  // FONT_HERSHEY_SIMPLEX at 0.55: a '1' 13 pixels tall, 5 wide
    auto one = [&](double middle, int row) { text(d.bgr, "1", {static_cast<int>(middle) - 5, 30 + 20 * row + 16}, 0.55, cv::Scalar(0, 0, 0)); };
    one(70, 0);
    one(80, 0);
    one(80 - 1.6 * height, 1);
    one(80, 1);
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>{1, 2}));
    ASSERT_EQ(bands.rows[0].size(), 1u);
    EXPECT_EQ(bands.rows[0][0].glyphs.size(), 2u);
}

TEST(ScanClues, TwoGlyphsOnOneTextLineOfAColumnAreOneNumber) {
    // A column's clues stand one number to a text line. A face that sets a two-digit number's
    // digits wide apart (a photographed Bodoni's narrow 1 beside its 3, 0.8 digit heights of
    // paper between) still makes one number of them there; a row's "1 3" so set stays two.
    Drawing d = grid_page(2, 2, 40, 100, 60, cv::Size(200, 150));
    auto digit = [&](const char* s, int left, int baseline) { text(d.bgr, s, {left, baseline}, 0.55, cv::Scalar(0, 0, 0)); };
    digit("1", 104, 52);  // column 0: "13", its digits 11 pixels apart
    digit("3", 120, 52);
    digit("2", 114, 34);  // column 0's first number, above it
    digit("4", 154, 52);  // column 1: "4"
    digit("1", 60, 86);  // row 0: "1 3" set alike
    digit("3", 76, 86);
    digit("5", 84, 126);  // row 1: "5"
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    ASSERT_EQ(counts(bands.columns), (std::vector<std::size_t>{2, 1}));
    EXPECT_EQ(bands.columns[0][1].glyphs.size(), 2u);
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>{2, 1}));
}

// A rounded chip: a filled rectangle with corners of `radius`, anti-aliased.
void chip(cv::Mat& bgr, const cv::Rect& box, int radius, const cv::Scalar& colour) {
    cv::rectangle(bgr, cv::Rect(box.x + radius, box.y, box.width - 2 * radius, box.height), colour, cv::FILLED);
    cv::rectangle(bgr, cv::Rect(box.x, box.y + radius, box.width, box.height - 2 * radius), colour, cv::FILLED);
    for (const cv::Point centre : {cv::Point(box.x + radius, box.y + radius), cv::Point(box.br().x - radius - 1, box.y + radius),
                                   cv::Point(box.x + radius, box.br().y - radius - 1), cv::Point(box.br().x - radius - 1, box.br().y - radius - 1)})
        cv::circle(bgr, centre, radius, colour, cv::FILLED, cv::LINE_AA);
}

TEST(ScanClues, ReadsDigitsOnRoundedChipsDarkPaleAndFaded) {
    // A phone game's clues: every number on a rounded chip, the chips 4 pixels apart, on a
    // cream page. Row 1: white digits on dark chips; row 2: dark digits on pale chips (~35
    // from the paper, less than a digit's ink); row 3: a "done" row, cream digits on faded
    // chips (the digit ~30 from its chip). Each chip is one number of one digit, none of its
    // rounded corners a glyph.
    Drawing d = grid_page(3, 3, 40, 170, 60, cv::Size(300, 190));
    const cv::Scalar paper(243, 250, 255);
    paint_paper(d.bgr, paper);
    const cv::Scalar chips[] = {{40, 40, 40}, {205, 230, 245}, {172, 194, 215}};
    const cv::Scalar digits[] = {{255, 255, 255}, {20, 20, 20}, {209, 221, 233}};
    for (int r = 0; r < 3; ++r)
        for (int k = 0; k < 3; ++k) {
            const cv::Rect box(170 - 4 - (3 - k) * 34, 60 + r * 40 + 3, 30, 34);
            chip(d.bgr, box, 9, chips[r]);
            text(d.bgr, std::to_string(k + 2 + r), {box.x + 8, box.br().y - 9}, 0.65, digits[r], 2);
        }
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>{3, 3, 3}));
    for (const auto& row : bands.rows)
        for (const auto& number : row) EXPECT_EQ(number.glyphs.size(), 1u);
    EXPECT_NEAR(bands.digit_height, 17, 3);
}

TEST(ScanClues, TextFarLeftOfTheBandIsNoClue) {
    // A desktop app's window: a list of puzzles down the left (small text, two lines an entry,
    // more of it than of clues), then a wide empty panel, then the row clues against the grid.
    // The list gives neither the digits' height nor numbers: every row has its two numbers.
    Drawing d = grid_page(4, 8, 28, 420, 60, cv::Size(560, 300));
    for (int k = 0; k < 6; ++k) {
        text(d.bgr, "#" + std::to_string(100 + 17 * k) + " Robot 25", {10, 74 + 38 * k}, 0.32, cv::Scalar(30, 30, 30));
        text(d.bgr, "30x30 12:48", {10, 90 + 38 * k}, 0.3, cv::Scalar(90, 90, 90));
    }
    for (int r = 0; r < 8; ++r) {
        text(d.bgr, std::to_string(1 + r % 9), {360, 60 + 28 * r + 21}, 0.55, cv::Scalar(0, 0, 0));
        text(d.bgr, std::to_string(2 + r % 7), {390, 60 + 28 * r + 21}, 0.55, cv::Scalar(0, 0, 0));
    }
    for (int c = 0; c < 4; ++c) text(d.bgr, std::to_string(3 + c), {420 + 28 * c + 9, 50}, 0.55, cv::Scalar(0, 0, 0));
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>(8, 2)));
    EXPECT_EQ(counts(bands.columns), (std::vector<std::size_t>(4, 1)));
    EXPECT_NEAR(bands.digit_height, 13, 2);
}

TEST(ScanClues, ColumnBandOnAPanelEndsWithIt) {
    // A phone game's column clues on a grey panel of their own above the grid; a timer in the
    // header a little above the panel (nearer than the gap that ends a band) is no clue.
    Drawing d = grid_page(4, 3, 30, 100, 120, cv::Size(260, 230));
    cv::rectangle(d.bgr, cv::Rect(100, 58, 120, 60), cv::Scalar(225, 225, 225), cv::FILLED);
    for (int c = 0; c < 4; ++c) {
        text(d.bgr, std::to_string(1 + c), {100 + 30 * c + 9, 84}, 0.55, cv::Scalar(0, 0, 0));
        text(d.bgr, std::to_string(5 - c), {100 + 30 * c + 9, 110}, 0.55, cv::Scalar(0, 0, 0));
    }
    text(d.bgr, "3 8 : 2 5", {104, 44}, 0.55, cv::Scalar(0, 0, 0));
    for (int r = 0; r < 3; ++r) text(d.bgr, std::to_string(2 + r), {75, 120 + 30 * r + 21}, 0.55, cv::Scalar(0, 0, 0));
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    EXPECT_EQ(counts(bands.columns), (std::vector<std::size_t>(4, 2)));
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>(3, 1)));
}

TEST(ScanClues, SplitAndMergeLikelihoodsFollowTheJoinRule) {
    // The "11" of JoinsNarrowDigitsByTheirMiddlesNotTheirGap: a gap of 0.38 digit heights, but
    // the middles 0.77 apart, so the cutter joins them with room to spare (0.92 against 1.03):
    // a split is unlikely (by the gap alone, 0.38 > 0.3, it was thought as likely as not).
    const double height = 13;
    const cv::Rect one(100, 10, 5, 13), eleven(110, 10, 5, 13);
    EXPECT_LT(nono::scan::join_score(one, eleven, height), nono::scan::kOneNumber);
    EXPECT_LT(nono::scan::split_likelihood(one, eleven, height), 0.05);
    // At the rule itself a split and a merge are alike; further apart, a merge gets less likely
    // and then impossible.
    // Glyphs of no width 10 pixels apart score 1.7 * 10 / height: at the rule for this height.
    const double rule_height = 17.0 / nono::scan::kOneNumber;
    const cv::Rect left(100, 10, 0, 13), right(110, 10, 0, 13);
    EXPECT_NEAR(nono::scan::split_likelihood(left, right, rule_height), nono::scan::merge_likelihood(left, right, rule_height), 1e-9);
    EXPECT_GT(nono::scan::merge_likelihood(left, right, rule_height),
              nono::scan::merge_likelihood(left, right + cv::Point(3, 0), rule_height));
    EXPECT_EQ(nono::scan::merge_likelihood(left, right + cv::Point(40, 0), rule_height), 0.0);
}

TEST(ScanClues, TitleRunningPastTheGridIsNoClueLine) {
    // A bold title just above the column clues, starting left of the grid and running over it:
    // its letters, some digit-sized, are no column's numbers.
    Drawing d = grid_page(6, 3, 24, 90, 90, cv::Size(260, 180));
    cv::putText(d.bgr, "Puzzle nonogram one", {20, 40}, cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(40, 40, 40), 2, cv::LINE_AA);
    for (int c = 0; c < 6; ++c) text(d.bgr, std::to_string(c + 1), {90 + c * 24 + 7, 80}, 0.5, cv::Scalar(0, 0, 0));
    for (int r = 0; r < 3; ++r) text(d.bgr, std::to_string(r + 2), {70, 90 + r * 24 + 18}, 0.5, cv::Scalar(0, 0, 0));
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    EXPECT_EQ(counts(bands.columns), (std::vector<std::size_t>{1, 1, 1, 1, 1, 1}));
}

TEST(ScanClues, ButtonBelowTheGridBesideTheLastRowIsNoClue) {
    // A phone's colour buttons start below the grid but rise beside its last row, left of it,
    // where that row's clue chip is (the button behind the chip): only the chip's digit is a
    // clue.
    Drawing d = grid_page(4, 3, 40, 120, 20, cv::Size(290, 200));
    const cv::Rect button(60, 120, 60, 70);
    chip(d.bgr, button, 12, cv::Scalar(32, 160, 240));
    const cv::Rect chip_box(80, 105, 30, 34);
    chip(d.bgr, chip_box, 9, cv::Scalar(40, 40, 40));
    text(d.bgr, "3", {chip_box.x + 8, chip_box.br().y - 9}, 0.65, cv::Scalar(255, 255, 255), 2);
    for (int r = 0; r < 2; ++r) text(d.bgr, "2", {95, 20 + r * 40 + 28}, 0.65, cv::Scalar(0, 0, 0), 2);
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    ASSERT_EQ(counts(bands.rows), (std::vector<std::size_t>{1, 1, 1}));
    EXPECT_EQ(bands.rows[2][0].glyphs.size(), 1u);
}

TEST(ScanClues, HeaderFarAboveTheColumnsIsNoClue) {
    // A phone's header line (digits of a level and a timer) far above the column clues, over
    // several columns: the band ends at the wide gap, however many columns it is above.
    Drawing d = grid_page(6, 2, 24, 40, 170, cv::Size(220, 230));
    text(d.bgr, "12 3456 78", {50, 40}, 0.5, cv::Scalar(0, 0, 0));
    for (int c = 0; c < 6; ++c) text(d.bgr, std::to_string(c + 1), {40 + c * 24 + 7, 160}, 0.5, cv::Scalar(0, 0, 0));
    for (int r = 0; r < 2; ++r) text(d.bgr, std::to_string(r + 2), {20, 170 + r * 24 + 18}, 0.5, cv::Scalar(0, 0, 0));
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    EXPECT_EQ(counts(bands.columns), (std::vector<std::size_t>{1, 1, 1, 1, 1, 1}));
}

TEST(ScanClues, BandFullOfSpecksIsCutInOnePass) {
    // Left of the grid, thousands of specks in pairs, each a digit's stroke with a dot a pixel
    // under it (as moire or halftone photographed leaves them): every pair is two pieces of one
    // digit. Merging them started the search over after each merge (cubic in the pieces): a
    // band like this (24,000 pieces) took hours; each merge now goes on from the piece it changed.
    Drawing d = grid_page(10, 25, 20, 1520, 20, cv::Size(1750, 540));
    for (int y = 22; y + 10 < 518; y += 12)
        for (int x = 10; x + 3 < 1500; x += 5) {
            cv::rectangle(d.bgr, cv::Rect(x, y, 2, 8), cv::Scalar(0, 0, 0), cv::FILLED);
            cv::rectangle(d.bgr, cv::Rect(x, y + 9, 3, 1), cv::Scalar(0, 0, 0), cv::FILLED);
        }
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    ASSERT_FALSE(bands.glyphs.empty());
    for (const nono::scan::Glyph& glyph : bands.glyphs) EXPECT_EQ(glyph.box.height, 10) << "stroke and dot not one digit";
}

TEST(ScanClues, CluesOnACreamAreaRuledLikeASheetAreReadAgainstIt) {
    // A spreadsheet: grey gridlines everywhere on white, the clue areas filled cream (more than
    // a digit's ink from the white, the image's most common colour), one number a cell.
    Drawing d = grid_page(4, 3, 24, 120, 100, cv::Size(260, 200));
    const cv::Scalar cream(204, 242, 255), rule(222, 222, 222);
    cv::rectangle(d.bgr, cv::Rect(48, 100, 71, 72), cream, cv::FILLED);
    cv::rectangle(d.bgr, cv::Rect(120, 28, 96, 71), cream, cv::FILLED);
    for (int x = 0; x < 260; x += 24) cv::line(d.bgr, {x, 0}, {x, 99}, rule, 1);
    for (int y = 4; y < 100; y += 24) cv::line(d.bgr, {0, y}, {259, y}, rule, 1);
    for (int x = 0; x < 120; x += 24) cv::line(d.bgr, {x, 100}, {x, 199}, rule, 1);
    for (int y = 124; y < 200; y += 24) cv::line(d.bgr, {0, y}, {119, y}, rule, 1);
    for (int r = 0; r < 3; ++r)
        for (int k = 0; k < 2; ++k) text(d.bgr, std::to_string(1 + r + k), {72 + 24 * k + 7, 100 + 24 * r + 18}, 0.5, cv::Scalar(0, 0, 0));
    for (int c = 0; c < 4; ++c)
        for (int k = 0; k < 2; ++k) text(d.bgr, std::to_string(2 + c + k), {120 + 24 * c + 7, 52 + 24 * k + 18}, 0.5, cv::Scalar(0, 0, 0));
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>(3, 2)));
    EXPECT_EQ(counts(bands.columns), (std::vector<std::size_t>(4, 2)));
}

TEST(ScanPage, PaperCandidatesAreTheCommonColoursAfterTheMostCommon) {
    // A PDF viewer: a grey backdrop round a smaller white page: the grey is the most common
    // colour, the white the next paper to try; a colour on under a tenth of the image is none.
    cv::Mat bgr(300, 400, CV_8UC3, cv::Scalar(214, 214, 214));
    cv::rectangle(bgr, cv::Rect(100, 20, 200, 260), cv::Scalar(255, 255, 255), cv::FILLED);
    cv::rectangle(bgr, cv::Rect(0, 0, 400, 20), cv::Scalar(60, 50, 40), cv::FILLED);
    const std::vector<cv::Vec3b> papers = nono::scan::paper_colours(bgr);
    ASSERT_EQ(papers.size(), 2u);
    EXPECT_EQ(papers[0], cv::Vec3b(214, 214, 214));
    EXPECT_EQ(papers[1], cv::Vec3b(255, 255, 255));
}

TEST(ScanClues, ADoneLineFadedNearlyToItsPanelIsRead) {
    // A dark site: the clues on a slate panel, a done row's and a done column's numbers faded
    // to 26 levels from the panel (under a digit's ink), the others light. The faded lines
    // have their numbers, as the others do; a line with nothing in it stays empty.
    Drawing d = grid_page(4, 4, 24, 100, 80, cv::Size(230, 190));
    d.bgr.setTo(cv::Scalar(32, 22, 15));
    const cv::Scalar panel(58, 42, 28), light(242, 224, 207), faded(84, 66, 50);
    cv::rectangle(d.bgr, cv::Rect(20, 80, 79, 96), panel, cv::FILLED);
    cv::rectangle(d.bgr, cv::Rect(100, 10, 96, 69), panel, cv::FILLED);
    cv::rectangle(d.bgr, cv::Rect(99, 79, 4 * 24 + 2, 4 * 24 + 2), cv::Scalar(190, 160, 130), 1);
    for (int r = 0; r < 4; ++r)
        for (int k = 0; k < 2 && r != 3; ++k)
            text(d.bgr, std::to_string(1 + r + k), {52 + 20 * k, 80 + 24 * r + 18}, 0.5, r == 1 ? faded : light);
    for (int c = 0; c < 4; ++c)
        for (int k = 0; k < 2; ++k)
            text(d.bgr, std::to_string(2 + c + k), {100 + 24 * c + 7, 44 + 24 * k}, 0.5, c == 2 ? faded : light);
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>{2, 2, 2, 0}));
    EXPECT_EQ(counts(bands.columns), (std::vector<std::size_t>(4, 2)));
}

// Rows of numbers ("1" a plain upright stroke), each number 22 pixels from the next, with
// upright grey bars half-way between them when `bars`: the bands as read.
ClueBands rows_with_strokes(const std::vector<std::vector<std::string>>& rows, bool bars) {
    const int height = static_cast<int>(rows.size());
    Drawing d = grid_page(3, height, 24, 140, 30, cv::Size(230, 40 + 24 * height));
    for (int r = 0; r < height; ++r) {
        const int count = static_cast<int>(rows[static_cast<std::size_t>(r)].size()), top = 30 + 24 * r;
        for (int k = 0; k < count; ++k) {
            const int x = 140 - 22 * (count - k);
            const std::string& number = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(k)];
            if (number == "1") cv::line(d.bgr, {x + 8, top + 6}, {x + 8, top + 18}, cv::Scalar(0, 0, 0), 2);
            else text(d.bgr, number, {x + 4, top + 18}, 0.5, cv::Scalar(0, 0, 0));
            if (bars && k > 0) cv::line(d.bgr, {x - 3, top + 6}, {x - 3, top + 18}, cv::Scalar(150, 150, 150), 2);
        }
    }
    for (int c = 0; c < 3; ++c) text(d.bgr, std::to_string(c + 2), {140 + 24 * c + 7, 24}, 0.5, cv::Scalar(0, 0, 0));
    return nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
}

TEST(ScanClues, BarsBetweenARowsNumbersAreNoDigits) {
    // A site's row clues as one run with upright bars between the numbers, "2 | 5 | 4": each
    // number one glyph, no bar a digit, nor joined to one.
    const ClueBands bands = rows_with_strokes({{"2", "5", "4"}, {"3", "6"}, {"7", "2", "8"}}, true);
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>{3, 2, 3}));
    for (const auto& row : bands.rows)
        for (const auto& number : row) EXPECT_EQ(number.glyphs.size(), 1u);
}

TEST(ScanClues, PlainStrokeOnesAreDigitsWhereverTheyStand) {
    // A font whose 1 is a plain stroke, no separators: the 1s at a line's ends and between
    // numbers are all numbers.
    const ClueBands bands = rows_with_strokes({{"1", "3", "1"}, {"3", "1", "2"}, {"1", "5"}}, false);
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>{3, 3, 2}));
}

TEST(ScanClues, ReadsHeavyDigitsOnTouchingRoundChips) {
    // A children's app: every row clue in a circle of its colour touching the next, bold white
    // digits with holes (8, 6, 4, 0) nearly filling it. A circle fills 79 % of its rectangle,
    // less its digit: each is a chip all the same, and each row has its three numbers.
    Drawing d = grid_page(3, 3, 40, 160, 40, cv::Size(300, 170));
    const cv::Scalar colours[] = {{40, 140, 240}, {150, 60, 110}, {50, 140, 120}};
    const char* digits[] = {"8", "6", "4", "0", "8", "6", "4", "8", "0"};
    for (int r = 0; r < 3; ++r)
        for (int k = 0; k < 3; ++k) {
            const cv::Point centre(160 - 4 - 18 - 36 * (2 - k), 40 + 40 * r + 20);
            cv::circle(d.bgr, centre, 18, colours[(r + k) % 3], cv::FILLED, cv::LINE_AA);
            text(d.bgr, digits[3 * r + k], {centre.x - 9, centre.y + 10}, 0.8, cv::Scalar(255, 255, 255), 4);
        }
    for (int c = 0; c < 3; ++c) text(d.bgr, std::to_string(c + 1), {160 + 40 * c + 14, 30}, 0.8, cv::Scalar(0, 0, 0), 2);
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>(3, 3)));
}

TEST(ScanClues, PaleStripesOfABandAreNoBoxes) {
    // A band striped row by row in a pale tint and the paper, every number dark on a white
    // circle: a stripe three cells long is the numbers' background, not a box (against it the
    // white circles would be the ink).
    Drawing d = grid_page(3, 4, 40, 140, 40, cv::Size(280, 210));
    const cv::Scalar paper(238, 250, 243), tint(213, 242, 226);
    paint_paper(d.bgr, paper);
    for (int r = 0; r < 4; r += 2) cv::rectangle(d.bgr, cv::Rect(18, 40 + 40 * r + 1, 120, 39), tint, cv::FILLED);
    for (int r = 0; r < 4; ++r)
        for (int k = 0; k < 3; ++k) {
            const cv::Point centre(140 - 20 - 40 * (2 - k), 40 + 40 * r + 20);
            cv::circle(d.bgr, centre, 17, cv::Scalar(255, 255, 255), cv::FILLED, cv::LINE_AA);
            text(d.bgr, std::to_string(1 + (r + k) % 9), {centre.x - 7, centre.y + 8}, 0.6, cv::Scalar(60, 90, 30), 2);
        }
    for (int c = 0; c < 3; ++c) text(d.bgr, std::to_string(c + 2), {140 + 40 * c + 14, 30}, 0.6, cv::Scalar(60, 90, 30), 2);
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>(4, 3)));
    EXPECT_EQ(counts(bands.columns), (std::vector<std::size_t>(3, 1)));
    EXPECT_LT(bands.digit_height, 22) << "the circles taken for digits";
}

TEST(ScanClues, ADottedZeroKeepsItsRing) {
    // "10" and "20" in a font whose zero has a dot in its middle: the dot is part of the zero,
    // and the zero is its whole ring (merging the dot into it once zeroed the ring's ink).
    Drawing d = grid_page(2, 2, 30, 100, 40, cv::Size(180, 110));
    for (int r = 0; r < 2; ++r) {
        const int middle = 40 + 30 * r + 15;
        text(d.bgr, r == 0 ? "1" : "2", {60, middle + 8}, 0.6, cv::Scalar(0, 0, 0), 2);
        cv::ellipse(d.bgr, {82, middle}, {5, 8}, 0, 0, 360, cv::Scalar(0, 0, 0), 2, cv::LINE_AA);
        cv::circle(d.bgr, {82, middle}, 1, cv::Scalar(0, 0, 0), cv::FILLED);
    }
    for (int c = 0; c < 2; ++c) text(d.bgr, std::to_string(c + 3), {100 + 30 * c + 10, 30}, 0.6, cv::Scalar(0, 0, 0), 2);
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    ASSERT_EQ(counts(bands.rows), (std::vector<std::size_t>(2, 1)));
    for (const auto& row : bands.rows) {
        ASSERT_EQ(row[0].glyphs.size(), 2u);
        const nono::scan::Glyph& zero = bands.glyphs[static_cast<std::size_t>(row[0].glyphs[1])];
        EXPECT_GE(zero.box.height, 0.9 * bands.digit_height);
        EXPECT_GE(cv::countNonZero(zero.ink > 0.5f), 30);
    }
}

TEST(ScanClues, DigitsOnATintedStripeOfAStripedBandAreRead) {
    // A console's bands striped line by line, the stripes longer than four cells: every other
    // column's (and row's) strip tinted 42 levels from the panel (more than a digit's ink), the
    // others 20, the panel's plain paper beyond the stripes; dark digits on both tints. The
    // tint is the digits' background there, not ink: every line has its numbers.
    Drawing d = grid_page(6, 4, 36, 200, 200, cv::Size(430, 360));
    const cv::Scalar paper(246, 251, 255), tints[] = {{226, 238, 253}, {204, 223, 249}};
    paint_paper(d.bgr, paper);
    for (int c = 0; c < 6; ++c) cv::rectangle(d.bgr, cv::Rect(200 + 36 * c + 1, 28, 35, 170), tints[c % 2], cv::FILLED);
    for (int r = 0; r < 4; ++r) cv::rectangle(d.bgr, cv::Rect(28, 200 + 36 * r + 1, 170, 35), tints[r % 2], cv::FILLED);
    const cv::Scalar ink(74, 43, 43);
    for (int c = 0; c < 6; ++c)
        for (int k = 0; k < 2; ++k) text(d.bgr, std::to_string(1 + (c + k) % 9), {200 + 36 * c + 11, 150 + 36 * k + 4}, 0.6, ink, 2);
    for (int r = 0; r < 4; ++r)
        for (int k = 0; k < 2; ++k) text(d.bgr, std::to_string(2 + (r + k) % 8), {130 + 34 * k, 200 + 36 * r + 26}, 0.6, ink, 2);
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    EXPECT_EQ(counts(bands.columns), (std::vector<std::size_t>(6, 2)));
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>(4, 2)));
}

TEST(ScanClues, NoiseRoundDigitsOnATintedStripeIsNoInk) {
    // A video frame's striped band: every other row tinted 42 levels from the panel, and round
    // each digit the 8x8 blocks' noise, pixels up to 18 levels off the stripe (a checkerboard
    // here). That is no ink, as it would not be on the paper: each number is one glyph no
    // taller than its digit, not a digit with strokes of noise beside it (read as 21 or 11).
    Drawing d = grid_page(3, 4, 36, 200, 100, cv::Size(320, 260));
    const cv::Scalar paper(246, 251, 255), tints[] = {{226, 238, 253}, {204, 223, 249}};
    paint_paper(d.bgr, paper);
    for (int r = 0; r < 4; ++r) cv::rectangle(d.bgr, cv::Rect(28, 100 + 36 * r + 1, 170, 35), tints[r % 2], cv::FILLED);
    const cv::Scalar ink(74, 43, 43);
    for (int r = 0; r < 4; ++r)
        for (int k = 0; k < 2; ++k) {
            const cv::Point at(130 + 34 * k, 100 + 36 * r + 26);
            const cv::Scalar noise = tints[r % 2] - cv::Scalar(18, 18, 18);
            for (int y = at.y - 20; y < at.y + 4; ++y)
                for (int x = at.x - 4; x < at.x + 20; ++x)
                    if ((x + y) % 2 == 0) d.bgr.at<cv::Vec3b>(y, x) = cv::Vec3b(static_cast<uchar>(noise[0]), static_cast<uchar>(noise[1]), static_cast<uchar>(noise[2]));
            text(d.bgr, std::to_string(2 + (r + k) % 8), at, 0.6, ink, 2);
        }
    for (int c = 0; c < 3; ++c) text(d.bgr, std::to_string(c + 2), {200 + 36 * c + 11, 80}, 0.6, ink, 2);
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    ASSERT_EQ(counts(bands.rows), (std::vector<std::size_t>(4, 2)));
    for (const auto& row : bands.rows)
        for (const auto& number : row) {
            EXPECT_EQ(number.glyphs.size(), 1u);
            EXPECT_LE(number.box.height, 18);
        }
}

}  // namespace

namespace {

// The row bands of a 3 x 8 grid (cells of 20) whose rows hold `rows`' numbers set right to
// left from the grid, each number's digits' middles `step` digit heights (13 pixels) apart,
// neighbouring numbers 2.6 apart, as the page finds them.
ClueBands wide_set_rows(const std::vector<std::vector<std::string>>& rows, double step) {
    Drawing d = grid_page(3, 8, 20, 160, 30, cv::Size(230, 200));
    const int height = 13;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        double middle = 160 - 0.8 * height;  // the last digit's middle
        for (auto number = rows[r].rbegin(); number != rows[r].rend(); ++number) {
            for (auto digit = number->rbegin(); digit != number->rend(); ++digit) {
                text(d.bgr, std::string(1, *digit), {static_cast<int>(middle) - 4, 30 + 20 * static_cast<int>(r) + 16}, 0.55,
                     cv::Scalar(0, 0, 0));
                middle -= step * height;
            }
            middle -= (2.6 - step) * height;
        }
    }
    return nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
}

}  // namespace

TEST(ScanClues, DigitsSetWideApartAreJoinedWhenThePageSetsEveryNumberSo) {
    // Full-width digits (a Japanese site's): a number's digits stand 1.35 digit heights apart
    // (middles), past the usual rule, its numbers 2.6 apart; two rows hold a two-digit number.
    const ClueBands bands = wide_set_rows({{"3", "1", "2"}, {"12", "4"}, {"2", "2", "1"}, {"1", "3", "1"},
                                           {"2", "11"},     {"4", "2"},  {"1", "1", "3"}, {"5", "2"}},
                                          1.35);
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>{3, 2, 3, 3, 2, 2, 3, 2}));
    ASSERT_EQ(bands.rows[1].size(), 2u);
    EXPECT_EQ(bands.rows[1][0].glyphs.size(), 2u);
    ASSERT_EQ(bands.rows[4].size(), 2u);
    EXPECT_EQ(bands.rows[4][1].glyphs.size(), 2u);
}

TEST(ScanClues, DigitsSetWideApartAreJoinedThoughTheNarrowestPairsMeetTheRule) {
    // A wide-set face (a high-contrast theme's): a number's digits' middles 0.87 digit heights
    // apart, so that its 11s' narrow digits stand past the usual rule and a wider pair (12)
    // within it; its numbers 2.6 apart. Every two-digit number is one number.
    const ClueBands bands = wide_set_rows({{"3", "1", "2"}, {"11", "4"}, {"2", "2", "1"}, {"1", "3", "1"},
                                           {"2", "12"},     {"4", "2"},  {"1", "1", "3"}, {"5", "11"}},
                                          0.87);
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>{3, 2, 3, 3, 2, 2, 3, 2}));
    for (const std::size_t r : {1, 4, 7}) {
        ASSERT_EQ(bands.rows[r].size(), 2u);
        EXPECT_EQ(bands.rows[r][r == 1 ? 0 : 1].glyphs.size(), 2u);
    }
}

namespace {

TEST(ScanClues, ReadsCluesOnAnEditorsCheckerboard) {
    // A picture drawn over an image editor's transparency checkerboard (white and light grey
    // squares of 6 pixels) on the editor's dark backdrop: the squares are the clues' ground,
    // not ink. Each row: "1 2"; each column: "3".
    cv::Mat bgr(cv::Size(400, 300), CV_8UC3, cv::Scalar(60, 60, 60));
    const cv::Rect canvas(20, 10, 210, 120);
    for (int y = canvas.y; y < canvas.br().y; ++y)
        for (int x = canvas.x; x < canvas.br().x; ++x) {
            const bool light = ((x - canvas.x) / 6 + (y - canvas.y) / 6) % 2 == 0;
            bgr.at<cv::Vec3b>(y, x) = light ? cv::Vec3b(255, 255, 255) : cv::Vec3b(204, 204, 204);
        }
    GridLines grid;
    for (int c = 0; c <= 3; ++c) grid.xs.push_back(140 + c * 24);
    for (int r = 0; r <= 2; ++r) grid.ys.push_back(60 + r * 24);
    grid.pitch = 24;
    grid.thickness = 2;
    const cv::Scalar navy(110, 50, 60);
    for (double x : grid.xs) cv::line(bgr, {static_cast<int>(x), 60}, {static_cast<int>(x), 108}, navy, 2);
    for (double y : grid.ys) cv::line(bgr, {140, static_cast<int>(y)}, {212, static_cast<int>(y)}, navy, 2);
    for (int r = 0; r < 2; ++r) text(bgr, "1  2", {80, 60 + r * 24 + 19}, 0.6, navy, 2);
    for (int c = 0; c < 3; ++c) text(bgr, "3", {140 + c * 24 + 6, 52}, 0.6, navy, 2);
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(bgr), grid);
    EXPECT_EQ(counts(bands.rows), (std::vector<std::size_t>{2, 2}));
    EXPECT_EQ(counts(bands.columns), (std::vector<std::size_t>{1, 1, 1}));
}

}  // namespace

namespace {

TEST(ScanClues, PenCircleRoundAPrintedDigitIsNoPartOfIt) {
    // A player's blue pen circle round a printed black "4", touching it: with the circle the
    // piece is too tall for a digit and the row read empty; the digit alone is the glyph. A
    // red "2" (a colour puzzle's number) in the next row stays whole.
    Drawing d = grid_page(3, 2, 30, 100, 30, cv::Size(190, 100));
    text(d.bgr, "4", {70, 30 + 22}, 0.6, cv::Scalar(0, 0, 0), 2);
    cv::ellipse(d.bgr, {76, 30 + 15}, {7, 10}, 0, 0, 360, cv::Scalar(230, 90, 30), 1, cv::LINE_AA);
    text(d.bgr, "2", {70, 60 + 22}, 0.6, cv::Scalar(40, 40, 220), 2);
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    ASSERT_EQ(counts(bands.rows), (std::vector<std::size_t>{1, 1}));
    EXPECT_LE(bands.rows[0][0].box.height, bands.rows[1][0].box.height + 2) << "the circle joined to the digit";
    EXPECT_GE(bands.rows[1][0].box.height, 12) << "a coloured number is not a pen's mark";
}

TEST(ScanClues, PenStrokeThroughAPrintedDigitIsNeitherABoxNorTheDigit) {
    // A stylus page's done clues struck through: a thick slanted blue stroke across a printed
    // "5", longer than the digit, and a green one (channels 83 apart) across a "2". A stroke
    // fills its own hull, but not half its rectangle: it is no clue box, and its pixels are
    // taken out of the digit it crosses, which is a fifth of the piece. Each row reads its
    // three numbers, the struck one a digit tall.
    Drawing d = grid_page(3, 2, 40, 160, 30, cv::Size(300, 120));
    const int first = 30 + 30, second = 70 + 30;
    for (const auto& [row, struck] : {std::pair{first, "5"}, std::pair{second, "2"}}) {
        text(d.bgr, "2", {20, row}, 0.8, cv::Scalar(20, 20, 20), 2);
        text(d.bgr, struck, {62, row}, 0.8, cv::Scalar(20, 20, 20), 2);
        text(d.bgr, "1", {104, row}, 0.8, cv::Scalar(20, 20, 20), 2);
    }
    cv::line(d.bgr, {52, first - 16}, {88, first}, cv::Scalar(220, 110, 57), 5, cv::LINE_AA);
    cv::line(d.bgr, {50, second - 14}, {92, second - 4}, cv::Scalar(101, 163, 80), 5, cv::LINE_AA);
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    ASSERT_EQ(counts(bands.rows), (std::vector<std::size_t>{3, 3}));
    for (const auto& row : bands.rows) {
        EXPECT_GE(row[1].box.height, row[0].box.height - 3) << "the struck digit cut short";
        EXPECT_LE(row[1].box.height, row[0].box.height + 3) << "the stroke joined to the digit";
        EXPECT_LE(row[1].box.width, row[0].box.width + 3) << "the stroke joined to the digit";
        ASSERT_EQ(row[1].glyphs.size(), 1u);
        const nono::scan::Glyph& struck = bands.glyphs[static_cast<std::size_t>(row[1].glyphs[0])];
        EXPECT_LT(nono::scan::colour_spread(struck.colour), 32) << "read in the pen's colour";
    }
}

TEST(ScanClues, OldStyleFiguresReachingBelowTheLineAreDigits) {
    // A book face's old-style figures: 1s and 2s an x high, most of the clues, and a 7 and a 3
    // reaching below the line, about 1.5 times as tall and, against the x, as wide as two
    // digits. Each is one digit of its row, not dropped as too tall nor cut in two; a bar as
    // tall is no 1.
    Drawing d = grid_page(3, 3, 30, 120, 20, cv::Size(230, 120));
    const std::vector<std::vector<std::string>> rows = {{"2", "1", "7"}, {"1", "2", "1"}, {"3", "2", "1"}};
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::size_t k = 0; k < rows[r].size(); ++k) {
            const bool tall = rows[r][k] == "7" || rows[r][k] == "3";
            const int baseline = 20 + 30 * static_cast<int>(r) + 20;
            text(d.bgr, rows[r][k], {56 + 20 * static_cast<int>(k), tall ? baseline + 4 : baseline}, tall ? 0.68 : 0.42,
                 cv::Scalar(0, 0, 0), 2);
        }
    // A table's rule between two clue cells of the middle row, as tall as the 7: no digit.
    cv::line(d.bgr, {71, 50 + 4}, {71, 50 + 22}, cv::Scalar(150, 150, 150), 1);
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    ASSERT_EQ(counts(bands.rows), (std::vector<std::size_t>{3, 3, 3}));
    EXPECT_EQ(bands.rows[0][2].glyphs.size(), 1u) << "the tall 7 cut in two";
    for (const auto& number : bands.rows[1]) EXPECT_EQ(number.glyphs.size(), 1u) << "the rule read as a 1";
    EXPECT_GT(bands.rows[0][2].box.height, 1.3 * bands.rows[0][0].box.height);
}

TEST(ScanClues, ADigitBrokenUnderItsBarIsOneGlyph) {
    // A photographed newspaper's thin 7, its stroke faded out for a quarter of its height under
    // the bar (fresh5 photo-newspaper/000, whose 7s were no glyphs: the bar and the stem's
    // foot, 0.23 digit heights apart, each too short for a digit, and its row's other numbers
    // lost with them). The two parts are one digit.
    Drawing d = grid_page(3, 3, 30, 120, 20, cv::Size(230, 120));
    const std::vector<std::vector<std::string>> rows = {{"2", "1", "7"}, {"1", "2", "1"}, {"3", "2", "1"}};
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::size_t k = 0; k < rows[r].size(); ++k)
            text(d.bgr, rows[r][k], {56 + 20 * static_cast<int>(k), 20 + 30 * static_cast<int>(r) + 22}, 0.6, cv::Scalar(0, 0, 0), 2);
    // The 7's stroke erased for 4 pixels, 4 under its top: a quarter of its height.
    cv::Mat page = d.bgr.clone();
    cv::Mat seven = page(cv::Rect(96, 20, 16, 30));
    cv::Mat dark;
    cv::inRange(seven, cv::Scalar(0, 0, 0), cv::Scalar(200, 200, 200), dark);
    int top = -1;
    for (int y = 0; y < dark.rows && top < 0; ++y)
        if (cv::countNonZero(dark.row(y)) > 0) top = y;
    ASSERT_GE(top, 0);
    seven(cv::Rect(0, top + 4, seven.cols, 4)).setTo(cv::Scalar(255, 255, 255));
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(page), d.grid);
    ASSERT_EQ(counts(bands.rows), (std::vector<std::size_t>{3, 3, 3}));
    EXPECT_EQ(bands.rows[0][2].glyphs.size(), 1u);
    EXPECT_GT(bands.rows[0][2].box.height, 0.9 * bands.rows[0][0].box.height) << "only a part of the 7";
}

TEST(ScanClues, AFadedChipTouchingTheNextColumnsChipsEdgeIsABox) {
    // A phone game's played board: a column's "done" number, a dark 4 on a pale cream chip,
    // the chips as wide as a column but a pixel or two, beside a yellow chip of the column to
    // its left (within its blurred edge). The cream chip is a box, not ink: its 4 is one
    // glyph, not a 1 (the chip's edge) and a 4.
    Drawing d = grid_page(3, 2, 35, 40, 120, cv::Size(160, 200));
    const cv::Scalar paper(244, 235, 231);
    paint_paper(d.bgr, paper);
    const cv::Rect yellow(41, 120 - 4 - 23, 33, 23), cream(75, 120 - 4 - 23, 33, 23);
    chip(d.bgr, yellow, 4, cv::Scalar(32, 192, 240));
    chip(d.bgr, cream, 4, cv::Scalar(168, 220, 232));
    text(d.bgr, "2", {yellow.x + 11, yellow.br().y - 5}, 0.5, cv::Scalar(20, 20, 20), 2);
    text(d.bgr, "4", {cream.x + 11, cream.br().y - 5}, 0.5, cv::Scalar(83, 120, 128), 2);
    for (int c = 0; c < 3; ++c) text(d.bgr, "3", {40 + 35 * c + 12, 120 - 34}, 0.5, cv::Scalar(64, 160, 32), 2);
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    ASSERT_EQ(counts(bands.columns), (std::vector<std::size_t>{2, 2, 1}));
    for (int c = 0; c < 2; ++c) {
        EXPECT_EQ(bands.columns[static_cast<std::size_t>(c)][1].glyphs.size(), 1u) << "column " << c + 1;
        EXPECT_LT(bands.columns[static_cast<std::size_t>(c)][1].box.width, 20) << "column " << c + 1;
    }
}

// A forum's recompressed colour chips (tests/data/scan-chips): the blur between two chips
// leaves threads of solid colour that join every chip of the band in one region longer than a
// box; its threads are cut, and the chips' digits found. The crop's grid starts at (231, 13),
// cells of 37 pixels; its first five rows' clues have 6, 4, 5, 7 and 5 numbers (27).
TEST(ScanClues, ChipsJoinedByThreadsOfABlurredGapAreBoxes) {
    const cv::Mat image = cv::imread(std::string(NONO_TEST_DATA_DIR) + "/scan-chips/forum-chips.png", cv::IMREAD_COLOR);
    ASSERT_FALSE(image.empty());
    GridLines grid;
    for (int c = 0; c <= 5; ++c) grid.xs.push_back(231 + 37 * c);
    for (int r = 0; r <= 5; ++r) grid.ys.push_back(13 + 37 * r);
    grid.pitch = 37;
    grid.thickness = 2;
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(image), grid);
    ASSERT_EQ(bands.rows.size(), 5u);
    // As read before the threads were cut: 0, 2, 3, 2 and 3 numbers.
    EXPECT_EQ(bands.rows[0].size(), 6u);
    EXPECT_EQ(bands.rows[1].size(), 4u);
    std::size_t found = 0;
    for (const auto& row : bands.rows) found += row.size();
    EXPECT_GE(found, 22u);  // of 27
}


TEST(ScanClues, DigitsOfAFaceWiderThanTallAreNotCutInTwo) {
    // A TV app's flat techno face: every digit, its 1 too, wider than it is tall, and no digit
    // narrower to say how wide one digit is. Each is one digit, not two halves.
    Drawing d = grid_page(3, 4, 30, 170, 20, cv::Size(280, 150));
    const std::vector<std::vector<std::string>> rows = {{"4", "2", "3"}, {"1", "3", "2"}, {"4", "1", "6"}, {"2", "5", "8"}};
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::size_t k = 0; k < rows[r].size(); ++k) {
            cv::Mat digit(24, 16, CV_8UC3, cv::Scalar(255, 255, 255));
            cv::putText(digit, rows[r][k], {2, 19}, cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(0, 0, 0), 2, cv::LINE_AA);
            cv::Mat wide;
            cv::resize(digit, wide, cv::Size(40, 18), 0, 0, cv::INTER_AREA);
            wide.copyTo(d.bgr(cv::Rect(20 + 48 * static_cast<int>(k), 26 + 30 * static_cast<int>(r), 40, 18)));
        }
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    ASSERT_EQ(counts(bands.rows), (std::vector<std::size_t>{3, 3, 3, 3}));
    for (const auto& row : bands.rows)
        for (const auto& number : row) EXPECT_EQ(number.glyphs.size(), 1u) << "a wide digit cut in two";
}


TEST(ScanClues, InkReachingDownToTheGridAtTheColumnBandsEndIsNoTitle) {
    // A phone game's row clues on a panel whose top reaches up beside the column clues' last
    // text line, at the band's left end (half a cell left of the grid): ink reaching down to
    // the grid is no title running on past the band, and that text line's numbers stay (with
    // them gone, the gap left ended the band below the others too).
    Drawing d = grid_page(6, 2, 24, 40, 110, cv::Size(230, 170));
    for (int c = 0; c < 6; ++c)
        for (int line = 0; line < 3; ++line)
            text(d.bgr, std::to_string(1 + (c + line) % 5), {40 + c * 24 + 7, 40 + line * 22 + 14}, 0.45, cv::Scalar(0, 0, 0));
    cv::rectangle(d.bgr, cv::Rect(26, 92, 12, 19), cv::Scalar(90, 90, 90), cv::FILLED);
    for (int r = 0; r < 2; ++r) text(d.bgr, std::to_string(r + 2), {10, 110 + r * 24 + 18}, 0.45, cv::Scalar(0, 0, 0));
    const ClueBands bands = nono::scan::find_clue_glyphs(nono::scan::make_page(d.bgr), d.grid);
    EXPECT_EQ(counts(bands.columns), (std::vector<std::size_t>{3, 3, 3, 3, 3, 3}));
}

}  // namespace
