// The board's own sheet: find_grid_on_sheet, declared in grid.hpp.
#include "scan/grid.hpp"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <vector>

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

// The colours the sheet round `grid` may be, when the commonest colours above it and left of it
// are both far from `paper`: the commonest over the grid and those bands together (the cells'
// colour, not a clue panel's tint), then those two (a checkered canvas's two colours may each
// be the commonest on one side), each far from `paper` and from those before it; else none.
std::vector<cv::Vec3b> sheet_colours(const cv::Mat& bgr, const GridLines& grid, const cv::Vec3b& paper) {
    const int band = static_cast<int>(kBandCells * grid.pitch);
    const int x0 = static_cast<int>(grid.xs.front()), x1 = static_cast<int>(grid.xs.back());
    const int y0 = static_cast<int>(grid.ys.front()), y1 = static_cast<int>(grid.ys.back());
    const cv::Rect page(0, 0, bgr.cols, bgr.rows);
    const cv::Rect above = cv::Rect(x0, y0 - band, x1 - x0, band) & page, left = cv::Rect(x0 - band, y0, band, y1 - y0) & page;
    if (above.area() == 0 || left.area() == 0) return {};
    const cv::Vec3b top = common_colour(bgr, above), side = common_colour(bgr, left);
    if (difference(top, paper) < kSheetContrast || difference(side, paper) < kSheetContrast) return {};
    const cv::Vec3b all = common_colour(bgr, cv::Rect(cv::Point(x0 - band, y0 - band), cv::Point(x1, y1)) & page);
    std::vector<cv::Vec3b> out;
    for (const cv::Vec3b& colour : {all, top, side})
        if (difference(colour, paper) >= kSheetContrast &&
            std::none_of(out.begin(), out.end(), [&](const cv::Vec3b& taken) { return difference(colour, taken) < kSheetContrast / 2; }))
            out.push_back(colour);
    return out;
}

}  // namespace

std::optional<GridLines> find_grid_on_sheet(Page& page, std::string& why) {
    std::optional<GridLines> grid = find_grid(page, why);
    if (!grid) return grid;
    // The largest grid found on the sheet's colours (the first of those as large), when at
    // least as large as the paper's.
    int largest = grid->width() * grid->height() - 1;
    for (const cv::Vec3b& sheet : sheet_colours(page.bgr, *grid, page.paper)) {
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
