// Grid finding; see grid.hpp.
#include "scan/grid.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

namespace nono::scan {

namespace {

// A line across the page: its centre, thickness and extent along its direction.
struct Line {
    double position = 0;
    int thickness = 0;
    int from = 0, to = 0;
    int length = 0;  // pixels on it (its longest row)
};

// Ink strength above which a pixel may belong to a line: light grey lines on white are ~30-60.
constexpr int kLineInk = 24;
// Fewest lines a grid has (two cells).
constexpr int kFewestLines = 3;

// The horizontal lines of `ink` (binary): long runs of ink that are thin, so that filled cells
// (thick) are not taken for lines.
std::vector<Line> horizontal_lines(const cv::Mat& ink, int min_length, int max_thickness) {
    cv::Mat long_runs, thick;
    cv::morphologyEx(ink, long_runs, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(min_length, 1)));
    cv::morphologyEx(ink, thick, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(1, max_thickness)));
    cv::Mat thin = long_runs & ~thick;
    std::vector<Line> lines;
    Line current;
    bool open = false;
    double weighted = 0, weight = 0;
    auto close = [&] {
        if (open && current.thickness <= max_thickness) {
            current.position = weighted / weight;
            lines.push_back(current);
        }
        open = false;
    };
    for (int y = 0; y < thin.rows; ++y) {
        const int count = cv::countNonZero(thin.row(y));
        if (count < min_length) {
            close();
            continue;
        }
        int from = thin.cols, to = -1;
        const uchar* row = thin.ptr<uchar>(y);
        for (int x = 0; x < thin.cols; ++x)
            if (row[x]) {
                from = std::min(from, x);
                to = x;
            }
        if (!open) {
            current = Line{0, 0, from, to, 0};
            weighted = weight = 0;
            open = true;
        }
        ++current.thickness;
        current.from = std::min(current.from, from);
        current.to = std::max(current.to, to);
        current.length = std::max(current.length, count);
        weighted += static_cast<double>(y) * count;
        weight += count;
    }
    close();
    return lines;
}

// The longest run of lines at one pitch: the positions from first to last, with up to one line
// missing in a row filled in, and how many of them were found.
struct Run {
    std::vector<double> positions;
    int found = 0;
};

Run regular_run(const std::vector<Line>& lines, double min_pitch) {
    Run best;
    std::vector<double> at_position;
    for (const Line& line : lines) at_position.push_back(line.position);  // increasing
    // The line nearest `at` within `tolerance`, or -1.
    auto nearest = [&](double at, double tolerance) -> int {
        const auto it = std::lower_bound(at_position.begin(), at_position.end(), at - tolerance);
        int chosen = -1;
        double gap = tolerance;
        for (auto k = it; k != at_position.end() && *k <= at + tolerance; ++k)
            if (std::abs(*k - at) <= gap) {
                gap = std::abs(*k - at);
                chosen = static_cast<int>(k - at_position.begin());
            }
        return chosen;
    };
    const std::size_t n = lines.size();
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            const double pitch = at_position[j] - at_position[i];
            if (pitch < min_pitch) continue;
            const double tolerance = std::max(1.6, 0.08 * pitch);
            // Only runs that start at i: a line one pitch before i would give a longer run.
            if (nearest(at_position[i] - pitch, tolerance) >= 0) continue;
            Run run;
            run.positions = {at_position[i], at_position[j]};
            run.found = 2;
            double step = pitch;
            double at = at_position[j];
            while (true) {
                const int next = nearest(at + step, tolerance);
                if (next >= 0) {
                    at = at_position[static_cast<std::size_t>(next)];
                    run.positions.push_back(at);
                    ++run.found;
                    step = (at - run.positions.front()) / static_cast<double>(run.positions.size() - 1);
                } else if (nearest(at + 2 * step, tolerance) >= 0) {
                    at += step;  // one line not seen (a filled row, say): filled in
                    run.positions.push_back(at);
                } else {
                    break;
                }
            }
            if (run.found > best.found ||
                (run.found == best.found && run.positions.size() > best.positions.size()))
                best = run;
        }
    return best;
}

}  // namespace

std::optional<GridLines> find_grid(const Page& page, std::string& why) {
    const cv::Mat ink = page.strength > kLineInk;
    const int side = std::min(page.bgr.cols, page.bgr.rows);
    // A grid is at least about 40 pixels across; lines are at most ~1% of the page thick.
    const int min_length = std::max(30, side / 12);
    const int max_thickness = std::max(5, side / 90);
    const std::vector<Line> rows = horizontal_lines(ink, min_length, max_thickness);
    const std::vector<Line> columns = horizontal_lines(ink.t(), min_length, max_thickness);
    const Run ys = regular_run(rows, 7);
    const Run xs = regular_run(columns, 7);
    if (ys.found < kFewestLines || xs.found < kFewestLines) {
        why = "no grid found: looked for at least " + std::to_string(kFewestLines) +
              " evenly spaced straight lines each way (found " + std::to_string(ys.found) + " horizontal, " +
              std::to_string(xs.found) + " vertical)";
        return std::nullopt;
    }
    GridLines grid;
    grid.xs = xs.positions;
    grid.ys = ys.positions;
    grid.pitch = ((grid.xs.back() - grid.xs.front()) / grid.width() + (grid.ys.back() - grid.ys.front()) / grid.height()) / 2;
    for (const Line& line : rows) grid.thickness = std::max(grid.thickness, line.thickness);
    for (const Line& line : columns) grid.thickness = std::max(grid.thickness, line.thickness);
    return grid;
}

}  // namespace nono::scan
