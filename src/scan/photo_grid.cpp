// Counting a straightened photo's cells from its frame; see photo_grid.hpp.
#include "scan/photo_grid.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <opencv2/imgproc.hpp>

namespace nono::scan {

namespace {

// The smallest cell side (pixels) counted: below it lines blur together.
constexpr double kSmallestPitch = 7;
// The share of a count's inner lines that must show as a peak: half of them fall on cell
// middles for twice the true count, a third for three times, so only the true count passes.
constexpr double kLinesShowing = 0.8;
// How much darker than the cell middles on either side (mean darkness over the grid's other
// side, 0-255) a line must be to show.
constexpr double kLineContrast = 1.5;
// The share of a line's length that must be dark for the steady profile (below): a grid line's
// all of it, less the cells filled on either side; a cell's middle through crossed or
// scribbled cells far less.
constexpr double kSteadyShare = 0.6;
// How far (pixels) a line may drift across its length after straightening (a residual turn of
// a few tenths of a degree).
constexpr int kDrift = 2;

// The mean darkness (255 - grey) of each column (`vertical`) or row of `grey` across `frame`:
// index 0 is the frame's first pixel.
std::vector<double> darkness_profile(const cv::Mat& grey, const cv::Rect& frame, bool vertical) {
    cv::Mat profile;
    cv::reduce(255 - grey(frame), profile, vertical ? 0 : 1, cv::REDUCE_AVG, CV_64F);
    return std::vector<double>(profile.begin<double>(), profile.end<double>());
}

// The darkness that most of each column's (`vertical`) or row's length across `frame` reaches.
std::vector<double> steady_profile(const cv::Mat& grey, const cv::Rect& frame, bool vertical) {
    return steady_darkness(255 - grey(frame), vertical, kSteadyShare, kDrift);
}

double mean_at(const std::vector<double>& p, double at, double radius) {
    const int from = std::max(0, static_cast<int>(std::floor(at - radius)));
    const int to = std::min(static_cast<int>(p.size()) - 1, static_cast<int>(std::ceil(at + radius)));
    double sum = 0;
    for (int i = from; i <= to; ++i) sum += p[static_cast<std::size_t>(i)];
    return to >= from ? sum / (to - from + 1) : 0;
}

double max_at(const std::vector<double>& p, double at, double radius) {
    const int from = std::max(0, static_cast<int>(std::floor(at - radius)));
    const int to = std::min(static_cast<int>(p.size()) - 1, static_cast<int>(std::ceil(at + radius)));
    double best = 0;
    for (int i = from; i <= to; ++i) best = std::max(best, p[static_cast<std::size_t>(i)]);
    return best;
}

// The share of the inner lines of `cells` evenly spaced cells that show in the profile.
double lines_showing(const std::vector<double>& p, double length, int cells, double contrast) {
    const double pitch = length / cells;
    const double radius = std::max(1.0, 0.12 * pitch), middle = std::max(1.0, 0.15 * pitch);
    int showing = 0;
    for (int k = 1; k < cells; ++k) {
        const double at = k * pitch;
        const double sides = 0.5 * (mean_at(p, at - 0.5 * pitch, middle) + mean_at(p, at + 0.5 * pitch, middle));
        if (max_at(p, at, radius) - sides >= contrast) ++showing;
    }
    return static_cast<double>(showing) / (cells - 1);
}

// The most cells whose lines all (nearly) show, in the mean darkness (`p`) and in the steady
// darkness (`steady`), each `contrast` darker than the cells' middles, none nearer each other
// than `smallest`; 0 when no count of two or more does.
int count_cells(const std::vector<double>& p, const std::vector<double>& steady, double length, double smallest = kSmallestPitch,
                double contrast = kLineContrast) {
    for (int cells = static_cast<int>(length / smallest); cells >= 2; --cells)
        if (lines_showing(p, length, cells, contrast) >= kLinesShowing && lines_showing(steady, length, cells, contrast) >= kLinesShowing)
            return cells;
    return 0;
}

// The lines' positions (frame pixels): evenly spaced, each moved to its peak's centre of
// darkness within a few pixels, as a lens or a sheet's curl leaves them a little uneven.
std::vector<double> line_positions(const std::vector<double>& p, double length, int cells, double offset) {
    const double pitch = length / cells;
    const int radius = std::max(1, static_cast<int>(std::lround(0.12 * pitch)));
    std::vector<double> out;
    for (int k = 0; k <= cells; ++k) {
        const int at = static_cast<int>(std::lround(k * pitch));
        const double floor = std::min(mean_at(p, at - radius - 1, 0), mean_at(p, at + radius + 1, 0));
        double weighted = 0, weight = 0;
        for (int i = std::max(0, at - radius); i <= std::min(static_cast<int>(p.size()) - 1, at + radius); ++i) {
            const double w = std::max(0.0, p[static_cast<std::size_t>(i)] - floor);
            weighted += w * i;
            weight += w;
        }
        out.push_back(offset + (weight > 0 ? weighted / weight : k * pitch));
    }
    return out;
}

// The cells of `grey` counted across `inside` each way (columns, rows), as `count_cells`
// counts them; 0 a way none counts.
std::pair<int, int> cells_counted(const cv::Mat& grey, const cv::Rect& inside, double smallest = kSmallestPitch,
                                  double contrast = kLineContrast) {
    const int columns = count_cells(darkness_profile(grey, inside, true), steady_profile(grey, inside, true), inside.width, smallest, contrast);
    if (columns == 0) return {0, 0};
    return {columns, count_cells(darkness_profile(grey, inside, false), steady_profile(grey, inside, false), inside.height, smallest, contrast)};
}

// The longest side a quadrilateral is warped to for `frames_grid`.
constexpr double kFrameSide = 800;
// A grid that frames must show plainly there: cells of at least 10 pixels (up to 80 a way),
// lines at least 6 grey levels darker (or lighter) than the cells' middles. Grain, moire and a
// page's text, at a lower contrast or a smaller pitch, then count no cells.
constexpr double kFramePitch = 10;
constexpr double kFrameContrast = 6;
// The fewest cells a way for a quadrilateral to frame a grid: a puzzle has five or more, and a
// screen's or a page's few panels and bars count as two or three.
constexpr int kFewestCells = 5;
// The margin (pixels) kept around a quadrilateral warped upright.
constexpr int kFrameMargin = 4;

// Whether the first and the last of `cells` evenly spaced lines across `length` show in
// profile `p`, which starts `kFrameMargin` before the first (a frame one cell too large, around
// a column of clue digits, has no line at its edge).
bool borders_show(const std::vector<double>& p, double length, int cells) {
    const double pitch = length / cells, first = kFrameMargin, last = kFrameMargin + length;
    const double radius = std::max(1.0, 0.12 * pitch), middle = std::max(1.0, 0.15 * pitch);
    return max_at(p, first, radius) - mean_at(p, first + 0.5 * pitch, middle) >= kFrameContrast &&
           max_at(p, last, radius) - mean_at(p, last - 0.5 * pitch, middle) >= kFrameContrast;
}

}  // namespace

std::vector<double> steady_darkness(const cv::Mat& dark, bool vertical, double share, int drift) {
    cv::Mat spread;
    const cv::Size across = vertical ? cv::Size(2 * drift + 1, 1) : cv::Size(1, 2 * drift + 1);
    cv::dilate(dark, spread, cv::getStructuringElement(cv::MORPH_RECT, across));
    const cv::Mat lines = vertical ? cv::Mat(spread.t()) : spread;
    std::vector<double> out;
    out.reserve(static_cast<std::size_t>(lines.rows));
    std::vector<uchar> line;
    for (int i = 0; i < lines.rows; ++i) {
        line.assign(lines.ptr<uchar>(i), lines.ptr<uchar>(i) + lines.cols);
        const auto at = line.begin() + static_cast<long>((1 - share) * static_cast<double>(line.size() - 1));
        std::nth_element(line.begin(), at, line.end());
        out.push_back(*at);
    }
    return out;
}

bool frames_grid(const cv::Mat& grey, const std::array<cv::Point2f, 4>& corners) {
    const double width = std::max(cv::norm(corners[1] - corners[0]), cv::norm(corners[2] - corners[3]));
    const double height = std::max(cv::norm(corners[3] - corners[0]), cv::norm(corners[2] - corners[1]));
    const double scale = std::min(1.0, kFrameSide / std::max(width, height));
    const int w = static_cast<int>(width * scale), h = static_cast<int>(height * scale);
    if (w < 2 * kSmallestPitch || h < 2 * kSmallestPitch) return false;
    // Warped with a margin, so that a border line a pixel or two outside the corners still shows.
    const float m = kFrameMargin, right = static_cast<float>(w) + m, bottom = static_cast<float>(h) + m;
    const std::array<cv::Point2f, 4> to{cv::Point2f(m, m), cv::Point2f(right, m), cv::Point2f(right, bottom), cv::Point2f(m, bottom)};
    cv::Mat upright;
    cv::warpPerspective(grey, upright, cv::getPerspectiveTransform(corners.data(), to.data()),
                        cv::Size(w + 2 * kFrameMargin, h + 2 * kFrameMargin), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    const cv::Rect inside(kFrameMargin, kFrameMargin, w, h);
    for (const bool light_lines : {false, true}) {
        const cv::Mat lines = light_lines ? cv::Mat(255 - upright) : upright;
        const auto [columns, rows] = cells_counted(lines, inside, kFramePitch, kFrameContrast);
        if (columns >= kFewestCells && rows >= kFewestCells &&
            borders_show(darkness_profile(lines, cv::Rect(0, kFrameMargin, w + 2 * kFrameMargin, h), true), w, columns) &&
            borders_show(darkness_profile(lines, cv::Rect(kFrameMargin, 0, w, h + 2 * kFrameMargin), false), h, rows))
            return true;
    }
    return false;
}

std::optional<GridLines> grid_in_frame(const Page& page, const cv::Rect2d& frame) {
    cv::Mat grey;
    cv::cvtColor(page.bgr, grey, cv::COLOR_BGR2GRAY);
    const cv::Rect inside = cv::Rect(frame) & cv::Rect(0, 0, grey.cols, grey.rows);
    if (inside.width < 2 * kSmallestPitch || inside.height < 2 * kSmallestPitch) return std::nullopt;
    const auto [columns, rows] = cells_counted(grey, inside);
    if (columns == 0 || rows == 0) return std::nullopt;
    GridLines grid;
    grid.xs = line_positions(darkness_profile(grey, inside, true), inside.width, columns, inside.x);
    grid.ys = line_positions(darkness_profile(grey, inside, false), inside.height, rows, inside.y);
    grid.pitch = 0.5 * (inside.width / static_cast<double>(columns) + inside.height / static_cast<double>(rows));
    grid.thickness = std::max(2, static_cast<int>(std::lround(0.1 * grid.pitch)));
    return grid;
}

bool grid_fills_frame(const GridLines& grid, const cv::Rect2d& frame) {
    const double slack = 0.5 * grid.pitch;
    auto near = [&](double a, double b) { return std::abs(a - b) < slack; };
    // The frame may be a table's outline: the grid with its clue cells ruled as cells left of
    // it and above it (the finder drops the cells holding digits).
    return near(grid.xs.back(), frame.br().x) && near(grid.ys.back(), frame.br().y) &&
           grid.xs.front() > frame.x - slack && grid.ys.front() > frame.y - slack;
}

bool grid_refines(const GridLines& finer, const GridLines& coarser) {
    if (finer.width() <= coarser.width() && finer.height() <= coarser.height()) return false;
    if (finer.width() < coarser.width() || finer.height() < coarser.height()) return false;
    auto on = [&](const std::vector<double>& fine, const std::vector<double>& coarse) {
        return std::all_of(coarse.begin(), coarse.end(), [&](double line) {
            return std::any_of(fine.begin(), fine.end(), [&](double f) { return std::abs(f - line) < 0.25 * finer.pitch; });
        });
    };
    return on(finer.xs, coarser.xs) && on(finer.ys, coarser.ys);
}

}  // namespace nono::scan
