// Finding the grid (src/scan/grid.hpp) on pages drawn here with OpenCV: where the clue cells
// are ruled like the grid (a web table, clue boxes at the grid's pitch), the grid is where the
// digits end, not the table's outline.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <tuple>

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
// boxes), one of `digits`. Grid cells stay blank. Returns the page image.
cv::Mat ruled_table(int width, int height, int band, const cv::Scalar& clue_fill, const cv::Scalar& ink,
                    const std::string& digits = "123456789") {
    const int cells_x = band + width, cells_y = band + height;
    cv::Mat image(2 * kMargin + cells_y * kPitch + 1, 2 * kMargin + cells_x * kPitch + 1, CV_8UC3, cv::Scalar(255, 255, 255));
    for (int r = 0; r < cells_y; ++r)
        for (int c = 0; c < cells_x; ++c) {
            if ((r < band) == (c < band)) continue;  // the grid, and the empty corner
            const cv::Point at(kMargin + c * kPitch, kMargin + r * kPitch);
            cv::rectangle(image, cv::Rect(at.x + 2, at.y + 2, kPitch - 3, kPitch - 3), clue_fill, cv::FILLED);
            const std::string digit(1, digits[static_cast<std::size_t>(r * 7 + c * 3) % digits.size()]);
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

// Clue digits left of and above a grid of `cells` x `rows` at `origin` (pitch kPitch), in
// `ink`.
void clue_digits(cv::Mat& image, cv::Point origin, int cells, int rows, const cv::Scalar& ink) {
    for (int k = 0; k < std::max(cells, rows); ++k) {
        const std::string digit(1, static_cast<char>('1' + k % 9));
        if (k < rows)
            cv::putText(image, digit, {origin.x - 30, origin.y + k * kPitch + 19}, cv::FONT_HERSHEY_SIMPLEX, 0.6, ink, 2, cv::LINE_AA);
        if (k < cells)
            cv::putText(image, digit, {origin.x + k * kPitch + 7, origin.y - 9}, cv::FONT_HERSHEY_SIMPLEX, 0.6, ink, 2, cv::LINE_AA);
    }
}

// A console game's board: the grid on a light panel that ends half a cell past it, on a
// backdrop of diagonal stripes in two close colours, inked all along any line beside the
// board (unlike the panel). No line hides there: the backdrop is no row of filled cells.
TEST(ScanGrid, PatternedBackdropBesideTheBoardIsNoHiddenLine) {
    constexpr int kCells = 10;
    constexpr int kLeft = 150, kTop = 100;
    cv::Mat image(kTop + kCells * kPitch + 150, kLeft + kCells * kPitch + 260, CV_8UC3, cv::Scalar(150, 120, 240));
    for (int k = -image.rows; k < image.cols; k += 24)
        cv::line(image, {k, image.rows}, {k + image.rows, 0}, cv::Scalar(140, 112, 236), 10);
    cv::rectangle(image, cv::Rect(20, 20, kLeft + kCells * kPitch + kPitch / 2 - 20, kTop + kCells * kPitch + kPitch / 2 - 20),
                  cv::Scalar(246, 250, 255), cv::FILLED);
    for (int k = 0; k <= kCells; ++k) {
        cv::line(image, {kLeft + k * kPitch, kTop}, {kLeft + k * kPitch, kTop + kCells * kPitch}, cv::Scalar(90, 90, 150), k % 5 ? 1 : 2);
        cv::line(image, {kLeft, kTop + k * kPitch}, {kLeft + kCells * kPitch, kTop + k * kPitch}, cv::Scalar(90, 90, 150), k % 5 ? 1 : 2);
    }
    clue_digits(image, {kLeft, kTop}, kCells, kCells, cv::Scalar(40, 40, 90));
    expect_grid(image, kCells, kCells, 0, {kLeft, kTop});
}

// A puzzle typed into a spreadsheet: the sheet's light grey lattice over the whole window, the
// clue cells part of it, the board told apart only by its black border and fifth lines, and
// an `x` typed into some crossed cells (narrower than tall, as a letter is). The grid is the
// lattice inside the heavy lines, not the sheet.
TEST(ScanGrid, SpreadsheetBoardIsBoundedByItsHeavyLines) {
    constexpr int kCells = 10, kRows = 8, kBand = 3;
    constexpr int kLeft = kMargin + kBand * kPitch, kTop = kMargin + kBand * kPitch;
    cv::Mat image(kTop + kRows * kPitch + 5 * kPitch + 10, kLeft + kCells * kPitch + 20 * kPitch + 10, CV_8UC3, cv::Scalar(255, 255, 255));
    for (int x = kMargin % kPitch; x < image.cols; x += kPitch) cv::line(image, {x, 0}, {x, image.rows}, cv::Scalar(212, 212, 212), 1);
    for (int y = kMargin % kPitch; y < image.rows; y += kPitch) cv::line(image, {0, y}, {image.cols, y}, cv::Scalar(212, 212, 212), 1);
    for (int k = 0; k <= kCells; ++k)
        cv::line(image, {kLeft + k * kPitch, kTop}, {kLeft + k * kPitch, kTop + kRows * kPitch}, cv::Scalar(0, 0, 0), k % 5 && k < kCells ? 1 : 3);
    for (int k = 0; k <= kRows; ++k)
        cv::line(image, {kLeft, kTop + k * kPitch}, {kLeft + kCells * kPitch, kTop + k * kPitch}, cv::Scalar(0, 0, 0), k % 5 && k < kRows ? 1 : 3);
    for (int r = 0; r < kBand; ++r)
        for (int k = 0; k < std::max(kCells, kRows); ++k) {
            const std::string digit(1, static_cast<char>('1' + (k + r) % 9));
            if (k < kRows)
                cv::putText(image, digit, {kMargin + r * kPitch + 7, kTop + k * kPitch + 19}, cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(20, 20, 20), 1, cv::LINE_AA);
            if (k < kCells)
                cv::putText(image, digit, {kLeft + k * kPitch + 7, kMargin + r * kPitch + 19}, cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(20, 20, 20), 1, cv::LINE_AA);
        }
    for (int r = 0; r < kRows; ++r)
        for (int c = (r * 3) % 4; c < kCells; c += 3) {  // a typed x: 6 wide, 9 tall
            const cv::Point at(kLeft + c * kPitch + 9, kTop + r * kPitch + 8);
            cv::line(image, at, at + cv::Point(6, 9), cv::Scalar(60, 60, 60), 1, cv::LINE_AA);
            cv::line(image, at + cv::Point(6, 0), at + cv::Point(0, 9), cv::Scalar(60, 60, 60), 1, cv::LINE_AA);
        }
    expect_grid(image, kCells, kRows, kBand);
}

// A dark theme: the cells grey on a black page, the lines a lighter grey, 20 levels from the
// cells and the cells 20 from the paper, so that against the paper the whole board is ink;
// the border light. The lines stand out from the cells beside them.
TEST(ScanGrid, DarkThemeLinesOnGreyCellsStandOutFromTheCells) {
    constexpr int kCells = 12;
    constexpr int kLeft = 160, kTop = 140;
    cv::Mat image(kTop + kCells * kPitch + 200, kLeft + kCells * kPitch + 200, CV_8UC3, cv::Scalar(27, 23, 22));
    cv::rectangle(image, cv::Rect(kLeft, kTop, kCells * kPitch, kCells * kPitch), cv::Scalar(53, 45, 42), cv::FILLED);
    for (int k = 1; k < kCells; ++k) {
        cv::line(image, {kLeft + k * kPitch, kTop}, {kLeft + k * kPitch, kTop + kCells * kPitch}, cv::Scalar(76, 65, 61), 1);
        cv::line(image, {kLeft, kTop + k * kPitch}, {kLeft + kCells * kPitch, kTop + k * kPitch}, cv::Scalar(76, 65, 61), 1);
    }
    cv::rectangle(image, cv::Rect(kLeft, kTop, kCells * kPitch + 1, kCells * kPitch + 1), cv::Scalar(173, 160, 154), 2);
    for (int k = 0; k < kCells; k += 2)  // filled cells, light, along the first row and column
        cv::rectangle(image, cv::Rect(kLeft + k * kPitch + 2, kTop + 2, kPitch - 3, kPitch - 3), cv::Scalar(236, 230, 227), cv::FILLED);
    clue_digits(image, {kLeft, kTop}, kCells, kCells, cv::Scalar(230, 230, 230));
    expect_grid(image, kCells, kCells, 0, {kLeft, kTop});
}

// Long rules of the page around a small grid (a window's title bar, toolbar and tab bar, each
// as long as the window) stand a large pitch apart, a few grid lines on that pitch too: the
// pitch is the one whose run finds the grid's lines, not the one the long rules vote for.
TEST(ScanGrid, LongPageRulesDoNotSetThePitch) {
    constexpr int kCells = 5, kStep = 39;
    constexpr int kLeft = 220, kTop = 450;
    cv::Mat image(1080, 1920, CV_8UC3, cv::Scalar(252, 252, 252));
    for (const int y : {93, 228, 256, 1011, 1047}) cv::line(image, {0, y}, {image.cols, y}, cv::Scalar(200, 200, 200), 2);
    cv::line(image, {2, 295}, {220, 295}, cv::Scalar(150, 150, 150), 1);
    for (int k = 0; k <= kCells; ++k) {
        cv::line(image, {kLeft + k * kStep, kTop}, {kLeft + k * kStep, kTop + kCells * kStep}, cv::Scalar(0, 0, 0), k % 5 ? 1 : 3);
        cv::line(image, {kLeft, kTop + k * kStep}, {kLeft + kCells * kStep, kTop + k * kStep}, cv::Scalar(0, 0, 0), k % 5 ? 1 : 3);
    }
    for (int k = 0; k < kCells; ++k) {
        const std::string digit(1, static_cast<char>('1' + k % 9));
        cv::putText(image, digit, {kLeft - 28, kTop + k * kStep + 28}, cv::FONT_HERSHEY_SIMPLEX, 0.9, cv::Scalar(20, 20, 20), 2, cv::LINE_AA);
        cv::putText(image, digit, {kLeft + k * kStep + 10, kTop - 10}, cv::FONT_HERSHEY_SIMPLEX, 0.9, cv::Scalar(20, 20, 20), 2, cv::LINE_AA);
    }
    std::string why;
    const std::optional<GridLines> grid = find_grid(make_page(image), why);
    ASSERT_TRUE(grid) << why;
    EXPECT_EQ(grid->width(), kCells);
    EXPECT_EQ(grid->height(), kCells);
    EXPECT_NEAR(grid->pitch, kStep, 0.5);
}

// A dark theme at a browser's zoom: the cells the page's colour, the thin lines 18 levels
// lighter (fainter against the paper than any line is taken for), every fifth line and the
// border light. Against the paper only the fifth lines show, a lattice of 80-pixel blocks;
// within it the thin lines stand out from the cells beside them and cut it into the cells.
TEST(ScanGrid, FaintThinLinesCutTheFifthLinesBlocks) {
    constexpr int kCells = 25, kStep = 16;
    constexpr int kLeft = 120, kTop = 140;
    cv::Mat image(kTop + kCells * kStep + 60, kLeft + kCells * kStep + 60, CV_8UC3, cv::Scalar(27, 23, 22));
    for (int k = 0; k <= kCells; ++k) {
        const bool fifth = k % 5 == 0;
        const cv::Scalar ink = fifth ? cv::Scalar(190, 180, 175) : cv::Scalar(45, 41, 40);
        cv::line(image, {kLeft + k * kStep, kTop}, {kLeft + k * kStep, kTop + kCells * kStep}, ink, fifth ? 2 : 1);
        cv::line(image, {kLeft, kTop + k * kStep}, {kLeft + kCells * kStep, kTop + k * kStep}, ink, fifth ? 2 : 1);
    }
    for (int k = 0; k < kCells; ++k) {
        const std::string digit(1, static_cast<char>('1' + k % 9));
        cv::putText(image, digit, {kLeft - 20, kTop + k * kStep + 13}, cv::FONT_HERSHEY_SIMPLEX, 0.4, cv::Scalar(230, 230, 230), 1, cv::LINE_AA);
        cv::putText(image, digit, {kLeft + k * kStep + 4, kTop - 8}, cv::FONT_HERSHEY_SIMPLEX, 0.4, cv::Scalar(230, 230, 230), 1, cv::LINE_AA);
    }
    std::string why;
    const std::optional<GridLines> grid = find_grid(make_page(image), why);
    ASSERT_TRUE(grid) << why;
    EXPECT_EQ(grid->width(), kCells);
    EXPECT_EQ(grid->height(), kCells);
    EXPECT_NEAR(grid->xs.front(), kLeft, 1.5);
    EXPECT_NEAR(grid->ys.front(), kTop, 1.5);
}


// A puzzle site whose clues are rows and columns of the board's own table: the lattice runs on
// through the clue cells, tinted as far from the paper as a light line is, their digits small
// (a quarter of a cell tall, in a thin face), the pointer's row and column highlighted pale
// yellow through clues and board alike, and empty cells marked with a dot a pixel taller than
// wide. The lines between tinted cells are thin lines still; the grid is the board, where the
// digits end, and no dot is taken for one.
TEST(ScanGrid, InlineClueCellsOnATintWithSmallDigits) {
    constexpr int kCells = 10, kRows = 8, kBand = 3;
    const int cells_x = kBand + kCells, cells_y = kBand + kRows;
    cv::Mat image(2 * kMargin + cells_y * kPitch + 1, 2 * kMargin + cells_x * kPitch + 1, CV_8UC3, cv::Scalar(255, 255, 255));
    const cv::Scalar tint(240, 232, 226), highlight(196, 243, 255);
    for (int r = 0; r < cells_y; ++r)
        for (int c = 0; c < cells_x; ++c) {
            const cv::Rect cell(kMargin + c * kPitch, kMargin + r * kPitch, kPitch, kPitch);
            const bool pointer = r == kBand + 2 || c == kBand + 4, clue = (r < kBand) != (c < kBand);
            if (pointer && (clue || (r >= kBand && c >= kBand))) cv::rectangle(image, cell, highlight, cv::FILLED);
            else if (r < kBand || c < kBand) cv::rectangle(image, cell, tint, cv::FILLED);
            if (clue) {
                const std::string digit(1, static_cast<char>('1' + (r * 7 + c * 3) % 9));
                cv::putText(image, digit, cell.tl() + cv::Point(9, 15), cv::FONT_HERSHEY_SIMPLEX, 0.25, cv::Scalar(40, 40, 40), 1, cv::LINE_AA);
            } else if (r >= kBand && c >= kBand && (r + c) % 3 == 0) {
                cv::ellipse(image, cell.tl() + cv::Point(12, 12), cv::Size(2, 3), 0, 0, 360, cv::Scalar(140, 140, 140), cv::FILLED);
            }
        }
    for (int k = 0; k <= cells_x; ++k) {
        const int x = kMargin + k * kPitch;
        cv::line(image, {x, kMargin}, {x, kMargin + cells_y * kPitch}, cv::Scalar(200, 200, 200), k == kBand || k % 5 == kBand % 5 ? 2 : 1);
    }
    for (int k = 0; k <= cells_y; ++k) {
        const int y = kMargin + k * kPitch;
        cv::line(image, {kMargin, y}, {kMargin + cells_x * kPitch, y}, cv::Scalar(200, 200, 200), k == kBand || k % 5 == kBand % 5 ? 2 : 1);
    }
    expect_grid(image, kCells, kRows, kBand);
}

}  // namespace

namespace {

// A board on a bevelled grey window panel (white cells and clue panels, grey lines, black fifth
// lines), and below it, in the panel's grey, a status bar's rules and the window's edge, one of
// them `drop` pixels off three cells below the board. The panel is inked all along any line and
// has edges; its rows are no filled cells of the board (no cell is filled with its grey).
cv::Mat board_on_a_panel(int drop) {
    const int pitch = 20, w = 20, h = 15, left = 180, top = 150;
    cv::Mat image(top + h * pitch + 90, left + w * pitch + 20, CV_8UC3, cv::Scalar(192, 192, 192));
    const cv::Scalar white(255, 255, 255), grey(128, 128, 128), black(0, 0, 0);
    cv::rectangle(image, cv::Rect(20, top, left - 26, h * pitch), white, cv::FILLED);  // the row clues' panel
    cv::rectangle(image, cv::Rect(left, 20, w * pitch, top - 26), white, cv::FILLED);  // the column clues'
    cv::rectangle(image, cv::Rect(left, top, w * pitch, h * pitch), white, cv::FILLED);
    for (int k = 0; k <= w; ++k)
        cv::line(image, {left + k * pitch, top}, {left + k * pitch, top + h * pitch}, k % 5 ? grey : black, k % 5 ? 1 : 2);
    for (int k = 0; k <= h; ++k)
        cv::line(image, {left, top + k * pitch}, {left + w * pitch, top + k * pitch}, k % 5 ? grey : black, k % 5 ? 1 : 2);
    const int bottom = top + h * pitch;
    cv::line(image, {left - 4, bottom + 4}, {left + w * pitch + 4, bottom + 4}, white, 1);  // the sunken panel's lit edge
    cv::line(image, {10, bottom + 30 + drop}, {image.cols - 10, bottom + 30 + drop}, grey, 1);
    cv::line(image, {10, bottom + 60 + drop}, {image.cols - 10, bottom + 60 + drop}, white, 1);
    cv::line(image, {0, bottom + 70 + drop}, {image.cols, bottom + 70 + drop}, black, 2);
    return image;
}

TEST(ScanGrid, APanelRoundTheBoardIsNoFilledRow) {
    for (const int drop : {-5, 0, 3, 10}) {
        SCOPED_TRACE(drop);
        std::string why;
        const std::optional<GridLines> grid = find_grid(make_page(board_on_a_panel(drop)), why);
        ASSERT_TRUE(grid) << why;
        EXPECT_EQ(grid->width(), 20);
        EXPECT_EQ(grid->height(), 15);
        EXPECT_NEAR(grid->ys.back(), 450, 1.5);
    }
}

}  // namespace

namespace {

// A board whose heavy lines lose their weight in places (a line blurred by re-compression, or
// hand-drawn): the left ones are heavy down to three and a half cells above the bottom, the
// right ones only along those last three and a half cells (and the first two). Together they
// still bound the whole board.
TEST(ScanGrid, HeavyLinesHeavyInPiecesStillBoundTheBoard) {
    constexpr int pitch = 20, cells = 25, origin = 60, split = origin + cells * pitch - 7 * pitch / 2;
    cv::Mat image(origin + cells * pitch + 40, origin + cells * pitch + 40, CV_8UC3, cv::Scalar(255, 255, 255));
    const cv::Scalar grey(170, 170, 170), black(0, 0, 0);
    for (int k = 0; k <= cells; ++k) {
        const int at = origin + k * pitch, end = origin + cells * pitch;
        cv::line(image, {origin, at}, {end, at}, k % 5 ? grey : black, k % 5 ? 1 : 3);
        cv::line(image, {at, origin}, {at, end}, grey, 1);
        if (k % 5) continue;
        if (k < 15) {
            cv::line(image, {at, origin}, {at, split}, black, 3);
        } else {
            cv::line(image, {at, origin}, {at, origin + 2 * pitch}, black, 3);
            cv::line(image, {at, split}, {at, end}, black, 3);
        }
    }
    std::string why;
    const std::optional<GridLines> grid = find_grid(make_page(image), why);
    ASSERT_TRUE(grid) << why;
    EXPECT_EQ(grid->width(), cells);
    EXPECT_EQ(grid->height(), cells);
    EXPECT_NEAR(grid->ys.back(), origin + cells * pitch, 1.5);
}

}  // namespace

namespace {

// A board whose last row is filled in a colour no other cell has, its border merged with the
// fill (hidden): the row is cut into cells by the grid's lines, so it is the board's.
TEST(ScanGrid, ALastRowFilledInAColourOfItsOwnIsTheBoards) {
    constexpr int pitch = 30, cells = 10, origin = 80;
    cv::Mat image(origin + cells * pitch + 60, origin + cells * pitch + 60, CV_8UC3, cv::Scalar(255, 255, 255));
    const int end = origin + cells * pitch;
    for (int c = 0; c < cells; ++c)
        cv::rectangle(image, cv::Rect(origin + c * pitch + 2, end - pitch + 2, pitch - 3, pitch - 2), cv::Scalar(40, 70, 120), cv::FILLED);
    for (int k = 0; k <= cells; ++k) {
        const bool outer = k == 0 || k == cells;
        const cv::Scalar ink = outer ? cv::Scalar(0, 0, 0) : cv::Scalar(160, 160, 160);
        cv::line(image, {origin + k * pitch, origin}, {origin + k * pitch, end}, ink, outer ? 2 : 1);
        cv::line(image, {origin, origin + k * pitch}, {end, origin + k * pitch}, ink, outer ? 2 : 1);
    }
    std::string why;
    const std::optional<GridLines> grid = find_grid(make_page(image), why);
    ASSERT_TRUE(grid) << why;
    EXPECT_EQ(grid->width(), cells);
    EXPECT_EQ(grid->height(), cells);
    EXPECT_NEAR(grid->ys.back(), end, 1.5);
}

}  // namespace

// A terminal's nonogram: on a black page the board is ruled only along its border and every
// fifth line (box-drawing characters), none between; its 12 columns end two cells past the
// third drawn line. Each row's clue stands left of it, each column's above it, one text row
// or column to a cell: the text's pitch cuts the drawn blocks into the cells, and the border
// drawn short of a whole block is the board's end.
TEST(ScanGrid, OnlyFifthLinesDrawnTheClueTextCutsTheCells) {
    constexpr int kWide = 12, kTall = 15, kStep = 22;
    constexpr int kLeft = 110, kTop = 120;
    cv::Mat image(kTop + kTall * kStep + 60, kLeft + kWide * kStep + 60, CV_8UC3, cv::Scalar(0, 0, 0));
    const cv::Scalar rule(138, 138, 138), text(192, 192, 192);
    for (int k = 0; k <= kWide; ++k)
        if (k % 5 == 0 || k == kWide) cv::line(image, {kLeft + k * kStep, kTop}, {kLeft + k * kStep, kTop + kTall * kStep}, rule);
    for (int k = 0; k <= kTall; ++k)
        if (k % 5 == 0 || k == kTall) cv::line(image, {kLeft, kTop + k * kStep}, {kLeft + kWide * kStep, kTop + k * kStep}, rule);
    for (int k = 0; k < kTall; ++k) {
        const std::string clue = std::to_string(1 + k % 9) + " " + std::to_string(1 + (k * 4) % 9);
        cv::putText(image, clue, {kLeft - 50, kTop + k * kStep + 16}, cv::FONT_HERSHEY_SIMPLEX, 0.5, text, 1, cv::LINE_AA);
    }
    for (int k = 0; k < kWide; ++k)
        for (int row = 0; row < 2; ++row) {
            const std::string digit(1, static_cast<char>('1' + (k + 3 * row) % 9));
            cv::putText(image, digit, {kLeft + k * kStep + 6, kTop - 40 + row * kStep}, cv::FONT_HERSHEY_SIMPLEX, 0.5, text, 1,
                        cv::LINE_AA);
        }
    // A few filled cells, as played.
    cv::rectangle(image, cv::Rect(kLeft + 3 * kStep + 2, kTop + 7 * kStep + 2, kStep - 3, kStep - 3), text, cv::FILLED);
    std::string why;
    const std::optional<GridLines> grid = find_grid(make_page(image), why);
    ASSERT_TRUE(grid) << why;
    EXPECT_EQ(grid->width(), kWide);
    EXPECT_EQ(grid->height(), kTall);
    EXPECT_NEAR(grid->xs.front(), kLeft, 1.5);
    EXPECT_NEAR(grid->ys.front(), kTop, 1.5);
    EXPECT_NEAR(grid->xs.back(), kLeft + kWide * kStep, 1.5);
}

// A screen's scanlines: every third row of a light-on-dark board darkened, on its right half
// (further from the screen's bright middle) until its thin vertical lines there are under the
// ink threshold, so that each is a column of two-pixel dashes. Bridged along their length,
// they are lines again: the whole board is found, not its left half.
TEST(ScanGrid, LinesDimmedEveryThirdRowAreLines) {
    constexpr int kCells = 12, kStep = 30;
    constexpr int kLeft = 150, kTop = 150;
    const cv::Scalar paper(0, 12, 24), line(0, 70, 110);
    cv::Mat image(kTop + kCells * kStep + 60, kLeft + kCells * kStep + 60, CV_8UC3, paper);
    for (int k = 0; k <= kCells; ++k) {
        const int thickness = k % 5 == 0 ? 3 : 2;
        cv::line(image, {kLeft + k * kStep, kTop}, {kLeft + k * kStep, kTop + kCells * kStep}, line, thickness);
        cv::line(image, {kLeft, kTop + k * kStep}, {kLeft + kCells * kStep, kTop + k * kStep}, line, thickness);
    }
    for (int k = 0; k < kCells; ++k) {
        const std::string digit(1, static_cast<char>('1' + k % 9));
        cv::putText(image, digit, {kLeft - 30, kTop + k * kStep + 22}, cv::FONT_HERSHEY_SIMPLEX, 0.7, line, 2, cv::LINE_AA);
        cv::putText(image, digit, {kLeft + k * kStep + 8, kTop - 10}, cv::FONT_HERSHEY_SIMPLEX, 0.7, line, 2, cv::LINE_AA);
    }
    // Every third row brought towards the paper: 0.6 of the way on the left (the lines there
    // 52 from it), 0.2 right of the board's middle (17 from it).
    const int middle = kLeft + kCells * kStep / 2 - kStep / 2;
    for (int y = 0; y < image.rows; y += 3)
        for (const auto& [from, to, keep] : {std::tuple{0, middle, 0.6}, std::tuple{middle, image.cols, 0.2}}) {
            cv::Mat part = image.row(y).colRange(from, to);
            cv::addWeighted(part, keep, cv::Mat(part.size(), part.type(), paper), 1 - keep, 0, part);
        }
    expect_grid(image, kCells, kCells, 0, {kLeft, kTop});
}

// A glowing board (light lines on a dark screen, every fifth 6 pixels wide): the fifth lines'
// brightest middle, broken at each crossing, is a stretch in each cell 6 pixels wide and 18 tall
// on the cell's side, as tall and narrow as a digit. It is no wider than the grid's lines, so it
// is the line's, not a digit in the cell: no columns are taken for a clue band's.
TEST(ScanGrid, AGlowingLinesBrightMiddleIsNoDigit) {
    constexpr int kCells = 10, kStep = 50;
    constexpr int kLeft = 200, kTop = 200;
    const cv::Scalar paper(10, 20, 5), line(40, 70, 40), glow(130, 170, 130);
    cv::Mat image(kTop + kCells * kStep + 200, kLeft + kCells * kStep + 200, CV_8UC3, paper);
    for (int k = 0; k <= kCells; ++k) {
        const int thickness = k % 5 == 0 ? 5 : 2;
        cv::line(image, {kLeft + k * kStep, kTop}, {kLeft + k * kStep, kTop + kCells * kStep}, line, thickness);
        cv::line(image, {kLeft, kTop + k * kStep}, {kLeft + kCells * kStep, kTop + k * kStep}, line, thickness);
    }
    for (int r = 0; r < kCells; ++r)  // the fifth vertical line's middle, cell by cell
        cv::rectangle(image, cv::Rect(kLeft + 5 * kStep - 3, kTop + r * kStep + 15, 6, 18), glow, cv::FILLED);
    expect_grid(image, kCells, kCells, 0, {kLeft, kTop});
}

// A clue table ruled like the grid and taken with it, its 3 clue columns and rows a 1 in every
// cell (a digit as narrow as the page's test for digits asks: Hershey's others are as wide as
// tall), on a board where one cell in twelve holds something shaped like a digit too (a video
// call's compression blurs crossed cells and fills' corners into such shapes).
// The clue cells are dropped, and no more: the board's cells are not a clue band for holding a
// few digits each row.
TEST(ScanGrid, ClueCellsAreDroppedThoughSomeBoardCellsLookLikeDigits) {
    constexpr int kWidth = 12, kHeight = 10, kBand = 3;
    cv::Mat image = ruled_table(kWidth, kHeight, kBand, cv::Scalar(215, 215, 215), cv::Scalar(20, 20, 20), "1");
    const cv::Point marked[] = {{2, 0}, {7, 1}, {4, 2}, {9, 3}, {0, 4}, {6, 5}, {11, 6}, {3, 7}, {8, 8}, {1, 9}};
    for (const cv::Point& cell : marked) {
        const cv::Point at(kMargin + (kBand + cell.x) * kPitch, kMargin + (kBand + cell.y) * kPitch);
        cv::putText(image, "1", at + cv::Point(7, 19), cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(20, 20, 20), 2, cv::LINE_AA);
    }
    GridLines grid;
    for (int k = 0; k <= kBand + kWidth; ++k) grid.xs.push_back(kMargin + k * kPitch);
    for (int k = 0; k <= kBand + kHeight; ++k) grid.ys.push_back(kMargin + k * kPitch);
    nono::scan::drop_clue_cells(image, grid);
    EXPECT_EQ(grid.width(), kWidth);
    EXPECT_EQ(grid.height(), kHeight);
    EXPECT_NEAR(grid.xs.front(), kMargin + kBand * kPitch, 0.5);
    EXPECT_NEAR(grid.ys.front(), kMargin + kBand * kPitch, 0.5);
}

// Colour clue chips stacked at the grid's pitch above and left of it (a print preview's), each
// as large as its cell but for a pixel's gap, its edge anti-aliased half way to the paper, and
// its small light digit set high in it, touching that edge (the face's line height centres the
// digits' box, not the digits). The clue cells are dropped.
TEST(ScanGrid, SmallDigitsSetHighInClueChipsAtTheGridsPitchAreClues) {
    constexpr int kWidth = 12, kHeight = 10, kBand = 4, kCell = 16;
    const int cells_x = kBand + kWidth, cells_y = kBand + kHeight;
    cv::Mat image(2 * kMargin + cells_y * kCell + 1, 2 * kMargin + cells_x * kCell + 1, CV_8UC3, cv::Scalar(238, 238, 238));
    const cv::Scalar chips[] = {cv::Scalar(40, 40, 214), cv::Scalar(27, 27, 27), cv::Scalar(30, 30, 160)};
    for (int r = 0; r < cells_y; ++r)
        for (int c = 0; c < cells_x; ++c) {
            if ((r < kBand) == (c < kBand)) continue;
            const cv::Point at(kMargin + c * kCell, kMargin + r * kCell);
            const cv::Scalar chip = chips[static_cast<std::size_t>(r + 2 * c) % 3];
            const cv::Rect box(at.x + 1, at.y + 1, kCell - 2, kCell - 2);
            cv::rectangle(image, box, (chip + cv::Scalar(238, 238, 238)) * 0.5, cv::FILLED);  // the anti-aliased edge
            cv::rectangle(image, cv::Rect(box.x + 1, box.y + 1, box.width - 2, box.height - 2), chip, cv::FILLED);
            const std::string digit(1, "235"[static_cast<std::size_t>(r + c) % 3]);
            cv::putText(image, digit, cv::Point(box.x + 4, box.y + 8), cv::FONT_HERSHEY_SIMPLEX, 0.3, cv::Scalar(255, 255, 255), 1,
                        cv::LINE_AA);
        }
    GridLines grid;
    for (int k = 0; k <= cells_x; ++k) grid.xs.push_back(kMargin + k * kCell);
    for (int k = 0; k <= cells_y; ++k) grid.ys.push_back(kMargin + k * kCell);
    for (int k = kBand; k <= cells_x; ++k)
        cv::line(image, {kMargin + k * kCell, kMargin + kBand * kCell}, {kMargin + k * kCell, kMargin + cells_y * kCell}, cv::Scalar(60, 60, 60));
    for (int k = kBand; k <= cells_y; ++k)
        cv::line(image, {kMargin + kBand * kCell, kMargin + k * kCell}, {kMargin + cells_x * kCell, kMargin + k * kCell}, cv::Scalar(60, 60, 60));
    grid.thickness = 3;  // the board's fifth lines
    nono::scan::drop_clue_cells(image, grid);
    EXPECT_EQ(grid.width(), kWidth);
    EXPECT_EQ(grid.height(), kHeight);
}
