// The board's own sheet: find_grid_on_sheet, declared in grid.hpp.
#include "scan/grid.hpp"

#include <optional>
#include <vector>

namespace nono::scan {

namespace {

// How far (the largest channel difference) a sheet's colour is from the paper: a tinted clue
// panel (light grey on white, dark grey on black) is nearer, and read on the paper as it is.
constexpr int kSheetContrast = 60;
// The largest channel spread of a grey (a sheet's colour, a JPEG's tint allowed).
constexpr int kGreySpread = 24;
// How far the band round the grid reaches, in cells: the clue bands' width, about.
constexpr double kBandCells = 3;

// The colours the sheet round `grid` may be: the commonest above it and the commonest left of
// it (a checkered canvas's two colours may each be the commonest on one side; a grey clue
// panel may be the commonest on one), when both are far from `paper` and grey (paper and
// canvases are; coloured clue boxes all round a board are no sheet); else none.
std::vector<cv::Vec3b> sheet_colours(const cv::Mat& bgr, const GridLines& grid, const cv::Vec3b& paper) {
    const int band = static_cast<int>(kBandCells * grid.pitch);
    const int x0 = static_cast<int>(grid.xs.front()), x1 = static_cast<int>(grid.xs.back());
    const int y0 = static_cast<int>(grid.ys.front()), y1 = static_cast<int>(grid.ys.back());
    const cv::Rect page(0, 0, bgr.cols, bgr.rows);
    const cv::Rect above = cv::Rect(x0, y0 - band, x1 - x0, band) & page, left = cv::Rect(x0 - band, y0, band, y1 - y0) & page;
    if (above.area() == 0 || left.area() == 0) return {};
    const cv::Vec3b top = common_colour(bgr, above), side = common_colour(bgr, left);
    auto grey = [](const cv::Vec3b& c) { return colour_spread(c) < kGreySpread; };
    if (colour_difference(top, paper) < kSheetContrast || colour_difference(side, paper) < kSheetContrast || !grey(top) || !grey(side)) return {};
    if (colour_difference(top, side) < 8) return {top};  // one colour (the bins' means differ by a level or two)
    return {top, side};
}

}  // namespace

std::optional<GridLines> find_grid_on_sheet(Page& page, std::string& why) {
    std::optional<GridLines> grid = find_grid(page, why);
    if (!grid) return grid;
    const std::vector<cv::Vec3b> sheets = sheet_colours(page.bgr, *grid, page.paper);
    // Two sheet colours are a checkered canvas (an image editor's transparency): on either one
    // alone, the other's squares are a lattice of their own, larger than the board's. On both
    // as paper (a pixel's ink its distance from the nearer) only the board's lines are left.
    if (sheets.size() == 2) {
        Page checkered = make_page(page.bgr, sheets[0]);
        cv::min(checkered.strength, ink_strength(page.bgr, sheets[1]), checkered.strength);
        std::string why_checkered;
        std::optional<GridLines> on_both = find_grid(checkered, why_checkered);
        if (on_both && puzzle_sized(*on_both)) {
            page = std::move(checkered);
            return on_both;
        }
    }
    // The largest grid found on the sheet's colours (the first of those as large), when at least
    // as large as the paper's.
    int largest = grid->width() * grid->height() - 1;
    for (const cv::Vec3b& sheet : sheets) {
        Page on_sheet = make_page(page.bgr, sheet);
        std::string why_sheet;
        std::optional<GridLines> again = find_grid(on_sheet, why_sheet);
        if (!again || again->width() * again->height() <= largest) continue;
        largest = again->width() * again->height();
        page = std::move(on_sheet);
        grid = std::move(again);
    }
    return grid;
}

}  // namespace nono::scan
