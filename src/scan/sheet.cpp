// The board's own sheet: find_grid_on_sheet, declared in grid.hpp.
#include "scan/grid.hpp"

#include <algorithm>
#include <cstdlib>
#include <optional>

namespace nono::scan {

namespace {

// How far (the largest channel difference) a sheet's colour is from the paper: a tinted clue
// panel (light grey on white, dark grey on black) is nearer, and read on the paper as it is.
constexpr int kSheetContrast = 60;
// How far the band round the grid reaches, in cells: the clue bands' width, about.
constexpr double kBandCells = 3;

int difference(const cv::Vec3b& a, const cv::Vec3b& b) {
    return std::max({std::abs(a[0] - b[0]), std::abs(a[1] - b[1]), std::abs(a[2] - b[2])});
}

// The colour of the sheet round `grid`: the commonest above it, when that and the commonest
// left of it are both far from `paper` (a checkered canvas's two colours may each be the
// commonest on one side); else nullopt.
std::optional<cv::Vec3b> sheet_round(const cv::Mat& bgr, const GridLines& grid, const cv::Vec3b& paper) {
    const int band = static_cast<int>(kBandCells * grid.pitch);
    const int x0 = static_cast<int>(grid.xs.front()), x1 = static_cast<int>(grid.xs.back());
    const int y0 = static_cast<int>(grid.ys.front()), y1 = static_cast<int>(grid.ys.back());
    const cv::Rect page(0, 0, bgr.cols, bgr.rows);
    const cv::Rect above = cv::Rect(x0, y0 - band, x1 - x0, band) & page, left = cv::Rect(x0 - band, y0, band, y1 - y0) & page;
    if (above.area() == 0 || left.area() == 0) return std::nullopt;
    const cv::Vec3b top = common_colour(bgr, above), side = common_colour(bgr, left);
    if (difference(top, paper) < kSheetContrast || difference(side, paper) < kSheetContrast) return std::nullopt;
    return top;
}

}  // namespace

std::optional<GridLines> find_grid_on_sheet(Page& page, std::string& why) {
    std::optional<GridLines> grid = find_grid(page, why);
    if (!grid) return grid;
    const std::optional<cv::Vec3b> sheet = sheet_round(page.bgr, *grid, page.paper);
    if (!sheet) return grid;
    Page on_sheet = make_page(page.bgr, *sheet);
    std::string why_sheet;
    std::optional<GridLines> again = find_grid(on_sheet, why_sheet);
    if (!again || again->width() * again->height() < grid->width() * grid->height()) return grid;
    page = std::move(on_sheet);
    return again;
}

}  // namespace nono::scan
