// Finding the grid (src/scan/grid.hpp) on pages drawn here with OpenCV: where the clue cells
// are ruled like the grid (a web table, clue boxes at the grid's pitch), the grid is where the
// digits end, not the table's outline.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include <opencv2/imgproc.hpp>

#include "scan/grid.hpp"
#include "scan/page.hpp"

namespace {

using nono::scan::find_grid;
using nono::scan::GridLines;
using nono::scan::make_page;

constexpr int kPitch = 24;
constexpr int kMargin = 30;

// A table of `band` clue columns and rows and a `width` x `height` grid, every cell ruled
// alike; each clue cell gets a digit, drawn in `ink` on `clue_fill` (grey cells, coloured
// boxes). Grid cells stay blank. Returns the page image.
cv::Mat ruled_table(int width, int height, int band, const cv::Scalar& clue_fill, const cv::Scalar& ink) {
    const int cells_x = band + width, cells_y = band + height;
    cv::Mat image(2 * kMargin + cells_y * kPitch + 1, 2 * kMargin + cells_x * kPitch + 1, CV_8UC3, cv::Scalar(255, 255, 255));
    for (int r = 0; r < cells_y; ++r)
        for (int c = 0; c < cells_x; ++c) {
            if ((r < band) == (c < band)) continue;  // the grid, and the empty corner
            const cv::Point at(kMargin + c * kPitch, kMargin + r * kPitch);
            cv::rectangle(image, cv::Rect(at.x + 2, at.y + 2, kPitch - 3, kPitch - 3), clue_fill, cv::FILLED);
            const std::string digit(1, static_cast<char>('1' + (r * 7 + c * 3) % 9));
            cv::putText(image, digit, at + cv::Point(7, 19), cv::FONT_HERSHEY_SIMPLEX, 0.6, ink, 2, cv::LINE_AA);
        }
    // The table's lines: the clue cells ruled as the grid is, across the whole table.
    for (int k = 0; k <= cells_x; ++k) {
        const int x = kMargin + k * kPitch;
        cv::line(image, {x, kMargin + (k < band ? band * kPitch : 0)}, {x, kMargin + cells_y * kPitch}, cv::Scalar(90, 90, 90));
    }
    for (int k = 0; k <= cells_y; ++k) {
        const int y = kMargin + k * kPitch;
        cv::line(image, {kMargin + (k < band ? band * kPitch : 0), y}, {kMargin + cells_x * kPitch, y}, cv::Scalar(90, 90, 90));
    }
    return image;
}

void expect_grid(const cv::Mat& image, int width, int height, int band, cv::Point origin = {kMargin, kMargin}) {
    std::string why;
    const std::optional<GridLines> grid = find_grid(make_page(image), why);
    ASSERT_TRUE(grid) << why;
    EXPECT_EQ(grid->width(), width);
    EXPECT_EQ(grid->height(), height);
    EXPECT_NEAR(grid->xs.front(), origin.x + band * kPitch, 1.5);
    EXPECT_NEAR(grid->ys.front(), origin.y + band * kPitch, 1.5);
}

TEST(ScanGrid, TableWithGreyClueCellsEndsWhereTheDigitsEnd) {
    expect_grid(ruled_table(10, 8, 3, cv::Scalar(215, 215, 215), cv::Scalar(20, 20, 20)), 10, 8, 3);
}

TEST(ScanGrid, ClueBoxesAtTheGridsPitchAreNotGrid) {
    // Dark digits on orange boxes: as far from white as the digits are, so the digits are told
    // from the box by colour, not by distance from the paper.
    expect_grid(ruled_table(12, 9, 4, cv::Scalar(30, 130, 240), cv::Scalar(30, 30, 30)), 12, 9, 4);
}

// A phone's grid: cells 31.2 pixels wide, its lines drawn on whole pixels a pixel either side
// of that, so no two neighbours are 31 apart (29 or 33), and one line each way is missing (the
// touched cell's row and column tinted over them): two cells' gap, 62, fits the others better
// than 29 or 33 does. Clue digits left of and above it, none in the grid.
TEST(ScanGrid, FractionalPitchWithALineMissing) {
    constexpr int kCells = 25;
    constexpr double kStep = 31.2;
    constexpr int kLeft = 200, kTop = 200;
    cv::Mat image(kTop + 840, kLeft + 840, CV_8UC3, cv::Scalar(250, 250, 250));
    auto at = [&](int k) { return static_cast<int>(std::lround(k * kStep)) + (k % 2 == 0 ? -1 : 1); };
    for (int k = 0; k <= kCells; ++k) {
        const int thickness = k % 5 == 0 ? 4 : 2;
        if (k != 21) cv::line(image, {kLeft + at(k), kTop}, {kLeft + at(k), kTop + at(kCells)}, cv::Scalar(120, 120, 120), thickness);
        if (k != 12) cv::line(image, {kLeft, kTop + at(k)}, {kLeft + at(kCells), kTop + at(k)}, cv::Scalar(120, 120, 120), thickness);
    }
    for (int k = 0; k < kCells; ++k) {
        const std::string digit(1, static_cast<char>('1' + k % 9));
        cv::putText(image, digit, {kLeft - 40, kTop + at(k) + 23}, cv::FONT_HERSHEY_SIMPLEX, 0.7, cv::Scalar(20, 20, 20), 2, cv::LINE_AA);
        cv::putText(image, digit, {kLeft + at(k) + 9, kTop - 12}, cv::FONT_HERSHEY_SIMPLEX, 0.7, cv::Scalar(20, 20, 20), 2, cv::LINE_AA);
    }
    std::string why;
    const std::optional<GridLines> grid = find_grid(make_page(image), why);
    ASSERT_TRUE(grid) << why;
    EXPECT_EQ(grid->width(), kCells);
    EXPECT_EQ(grid->height(), kCells);
    EXPECT_NEAR(grid->pitch, kStep, 0.3);
}

// A page of `paper` with a `cells` x `cells` grid of 1-pixel `ink` lines from `origin`, and
// room round it.
cv::Mat plain_grid(int cells, cv::Point origin, const cv::Scalar& paper, const cv::Scalar& ink) {
    cv::Mat image(origin.y + cells * kPitch + 40, origin.x + cells * kPitch + 40, CV_8UC3, paper);
    for (int k = 0; k <= cells; ++k) {
        cv::line(image, {origin.x + k * kPitch, origin.y}, {origin.x + k * kPitch, origin.y + cells * kPitch}, ink, 1);
        cv::line(image, {origin.x, origin.y + k * kPitch}, {origin.x + cells * kPitch, origin.y + k * kPitch}, ink, 1);
    }
    return image;
}

// One pitch above the grid, a row of short thin strokes (the tops of clue chips, underlines)
// touching the digits below it is long enough in all to pass for a broken first line, but no
// line of the grid crosses the band it would close: it is not the grid's.
TEST(ScanGrid, StrokesAPitchAboveAreNotALine) {
    constexpr int kCells = 10;
    constexpr int kLeft = 150, kTop = 150;
    cv::Mat image = plain_grid(kCells, {kLeft, kTop}, cv::Scalar(255, 255, 255), cv::Scalar(100, 100, 100));
    for (int k = 0; k < kCells; ++k) {
        const std::string digit(1, static_cast<char>('1' + k % 9));
        cv::putText(image, digit, {kLeft - 30, kTop + k * kPitch + 19}, cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(20, 20, 20), 2, cv::LINE_AA);
        cv::putText(image, digit, {kLeft + k * kPitch + 7, kTop - 9}, cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(20, 20, 20), 2, cv::LINE_AA);
        const int y = kTop - kPitch;
        cv::line(image, {kLeft + k * kPitch + 3, y}, {kLeft + k * kPitch + 20, y}, cv::Scalar(100, 100, 100), 1);
    }
    expect_grid(image, kCells, kCells, 0, {kLeft, kTop});
}

// The border drawn thicker and a few pixels outside where the cells' lines would put it (more
// than a tenth of a cell off): it is still the grid's first and last line.
TEST(ScanGrid, BorderAFewPixelsOffIsTheGrids) {
    constexpr int kCells = 20, kStep = 27;
    constexpr int kLeft = 150, kTop = 150;
    cv::Mat image(kTop + kCells * kStep + 40, kLeft + kCells * kStep + 40, CV_8UC3, cv::Scalar(255, 255, 255));
    for (int k = 1; k < kCells; ++k) {
        cv::line(image, {kLeft + k * kStep, kTop}, {kLeft + k * kStep, kTop + kCells * kStep}, cv::Scalar(150, 150, 150), 1);
        cv::line(image, {kLeft, kTop + k * kStep}, {kLeft + kCells * kStep, kTop + k * kStep}, cv::Scalar(150, 150, 150), 1);
    }
    cv::rectangle(image, cv::Point(kLeft - 3, kTop - 3), cv::Point(kLeft + kCells * kStep + 3, kTop + kCells * kStep + 3),
                  cv::Scalar(60, 60, 60), 3);
    for (int k = 0; k < kCells; ++k) {
        const std::string digit(1, static_cast<char>('1' + k % 9));
        cv::putText(image, digit, {kLeft - 35, kTop + k * kStep + 20}, cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(20, 20, 20), 2, cv::LINE_AA);
        cv::putText(image, digit, {kLeft + k * kStep + 8, kTop - 12}, cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(20, 20, 20), 2, cv::LINE_AA);
    }
    std::string why;
    const std::optional<GridLines> grid = find_grid(make_page(image), why);
    ASSERT_TRUE(grid) << why;
    EXPECT_EQ(grid->width(), kCells);
    EXPECT_EQ(grid->height(), kCells);
}

// Colour clue boxes side by side left of the grid, a few pixels apart, their anti-aliased
// edges on each row's line: broken lines that seem to go on from the grid's. The grid's lines
// do not reach into the clue band (it is not a table), so the band is not cut where the boxes
// begin.
TEST(ScanGrid, ClueBoxEdgesBesideTheGridAreNoTableLines) {
    constexpr int kCells = 10;
    constexpr int kLeft = 200, kTop = 150;
    cv::Mat image = plain_grid(kCells, {kLeft, kTop}, cv::Scalar(240, 250, 240), cv::Scalar(60, 60, 160));
    const cv::Scalar colours[] = {{200, 80, 40}, {60, 160, 40}};
    for (int r = 0; r < kCells; ++r)
        for (int k = 0; k < 2 + r % 5; ++k) {
            const cv::Rect box(kLeft - (k + 1) * kPitch + 3, kTop + r * kPitch + 1, kPitch - 6, kPitch - 1);
            cv::rectangle(image, box, colours[(r + k) % 2], cv::FILLED);
            const cv::Scalar edge = (colours[(r + k) % 2] + cv::Scalar(240, 250, 240)) * 0.5;
            cv::line(image, {box.x, box.y - 1}, {box.br().x - 1, box.y - 1}, edge, 1);
            cv::line(image, {box.x, box.br().y}, {box.br().x - 1, box.br().y}, edge, 1);
            cv::putText(image, std::to_string(1 + k % 9), box.tl() + cv::Point(7, 18), cv::FONT_HERSHEY_SIMPLEX, 0.55,
                        cv::Scalar(255, 255, 255), 1, cv::LINE_AA);
        }
    std::string why;
    const std::optional<GridLines> grid = find_grid(make_page(image), why);
    ASSERT_TRUE(grid) << why;
    EXPECT_EQ(grid->width(), kCells);
    EXPECT_EQ(grid->height(), kCells);
    EXPECT_LT(grid->clue_left, 0);
}

// Clue tables of their own beside the grid (a griddlers-like page): every number slot a
// bordered cell at the grid's pitch, each table framed, a few pixels from the grid's black
// border, so that their lines are near the grid's lattice but a few pixels off it. The grid is
// the 10 x 8 cells inside the black border, not the tables.
TEST(ScanGrid, ClueTablesOfTheirOwnAFewPixelsOffAreNotGrid) {
    constexpr int kCells = 10, kRows = 8, kBand = 3, kGap = 4;
    constexpr int kLeft = 200, kTop = 200;
    cv::Mat image(kTop + kRows * kPitch + 60, kLeft + kCells * kPitch + 60, CV_8UC3, cv::Scalar(255, 255, 255));
    const cv::Scalar slot(176, 176, 176), frame(64, 64, 64);
    for (int k = 0; k <= kCells; ++k)
        cv::line(image, {kLeft + k * kPitch, kTop}, {kLeft + k * kPitch, kTop + kRows * kPitch}, cv::Scalar(160, 160, 160), 1);
    for (int k = 0; k <= kRows; ++k)
        cv::line(image, {kLeft, kTop + k * kPitch}, {kLeft + kCells * kPitch, kTop + k * kPitch}, cv::Scalar(160, 160, 160), 1);
    cv::rectangle(image, cv::Rect(kLeft - 1, kTop - 1, kCells * kPitch + 2, kRows * kPitch + 2), cv::Scalar(0, 0, 0), 2);
    // The column table above (kBand rows), the row table left (kBand columns).
    const cv::Point column_table(kLeft, kTop - kGap - kBand * kPitch), row_table(kLeft - kGap - kBand * kPitch, kTop);
    auto slots = [&](cv::Point origin, int across, int down, bool columns) {
        for (int r = 0; r < down; ++r)
            for (int c = 0; c < across; ++c) {
                const cv::Rect cell(origin.x + c * kPitch, origin.y + r * kPitch, kPitch, kPitch);
                cv::rectangle(image, cell, slot, 1);
                if ((columns ? r : c) + (c + r) % 2 < kBand - 1) continue;  // blank slots, as a table's
                const std::string digit(1, static_cast<char>('1' + (r * 5 + c * 3) % 9));
                cv::putText(image, digit, cell.tl() + cv::Point(7, 18), cv::FONT_HERSHEY_SIMPLEX, 0.55, cv::Scalar(0, 0, 0), 1, cv::LINE_AA);
            }
        cv::rectangle(image, cv::Rect(origin.x - 1, origin.y - 1, across * kPitch + 3, down * kPitch + 3), frame, 2);
    };
    slots(column_table, kCells, kBand, true);
    slots(row_table, kBand, kRows, false);
    expect_grid(image, kCells, kRows, 0, {kLeft, kTop});
}

// A part-played board: three columns filled from top to bottom hide the lines between them
// (a line beside a filled cell is no thin line), and a panel's frame far above runs in line
// with the grid's outer column lines. The hidden lines are still the grid's.
TEST(ScanGrid, LinesHiddenUnderFilledColumnsAreTheGrids) {
    constexpr int kCells = 10;
    constexpr int kLeft = 150, kTop = 300;
    cv::Mat image = plain_grid(kCells, {kLeft, kTop}, cv::Scalar(248, 248, 248), cv::Scalar(150, 150, 150));
    for (int c = 6; c < 9; ++c)
        for (int r = 0; r < kCells; ++r)
            if (!(r == 7 && c == 7)) cv::rectangle(image, cv::Rect(kLeft + c * kPitch + 1, kTop + r * kPitch + 1, kPitch - 1, kPitch - 1), cv::Scalar(40, 40, 40), cv::FILLED);
    cv::rectangle(image, cv::Rect(kLeft, 20, kCells * kPitch, 100), cv::Scalar(150, 150, 150), 1);
    for (int k = 0; k < kCells; ++k) {
        const std::string digit(1, static_cast<char>('1' + k % 9));
        cv::putText(image, digit, {kLeft - 30, kTop + k * kPitch + 19}, cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(20, 20, 20), 2, cv::LINE_AA);
        cv::putText(image, digit, {kLeft + k * kPitch + 7, kTop - 9}, cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(20, 20, 20), 2, cv::LINE_AA);
    }
    expect_grid(image, kCells, kCells, 0, {kLeft, kTop});
}

}  // namespace
