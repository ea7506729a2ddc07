// Ink is a pixel more than 40 grey levels from the paper (the outer pixels' usual level), so light
// grey lines and a dark page's light lines count as well as black ones.
// Drawn grid lines are found as thin bands of columns (rows) whose longest ink run is about
// as long as the longest of all: the grid's height (width). Their spacing gives the pitch,
// the extent of the lines across gives the box. Without lines, a uniform margin is cut off
// when the cells inside it are more uniform than the whole image's (a picture whose outer
// cells are empty stays whole).
#include "make/grid_finder.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <vector>

namespace nono::make {

namespace {

constexpr int kInk = 40;             // grey levels from the paper's: a line's or a number's
constexpr int kPaperTolerance = 24;  // grey levels a margin's pixels may differ from its colour
constexpr int kMaxLineWidth = 4;     // pixels; a wider dark band is filled cells
constexpr double kMinPitch = 4;      // pixels a cell between lines, at least

struct Pixels {
    const GreyImage& image;
    int paper = 255;  // light paper, or a dark page with light lines
    bool ink(int x, int y) const { return std::abs(at(x, y) - paper) > kInk; }
    int at(int x, int y) const {
        return image.pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width) +
                            static_cast<std::size_t>(x)];
    }
    // Along a column (vertical) or a row: `position` picks the line, `step` the pixel on it.
    bool ink_along(bool vertical, int position, int step) const {
        return vertical ? ink(position, step) : ink(step, position);
    }
};

struct Run {
    int length = 0;
    int start = 0;
};

// The longest ink run on each column (vertical) or row.
std::vector<Run> longest_runs(const Pixels& pixels, bool vertical) {
    const int positions = vertical ? pixels.image.width : pixels.image.height;
    const int steps = vertical ? pixels.image.height : pixels.image.width;
    std::vector<Run> runs(static_cast<std::size_t>(positions));
    for (int position = 0; position < positions; ++position) {
        Run& best = runs[static_cast<std::size_t>(position)];
        int start = 0;
        for (int step = 0; step <= steps; ++step) {
            if (step < steps && pixels.ink_along(vertical, position, step)) continue;
            if (step - start > best.length) best = {step - start, start};
            start = step + 1;
        }
    }
    return runs;
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

struct Lines {
    std::vector<double> centres;  // across the lines, pixel edges (a line on column 3 is 3.5)
    double from = 0, to = 0;      // along them: where most start and end
    double pitch = 0;             // the spacing, when regular
    int cells = 0;                // pitches from the first line to the last
};

// Thin bands of long ink runs, kept when they are regular: every spacing a whole number of the
// smallest, at least three lines and at least two fifths of the lattice between them drawn.
Lines find_lines(const Pixels& pixels, bool vertical) {
    const std::vector<Run> runs = longest_runs(pixels, vertical);
    int longest = 0;
    for (const Run& run : runs) longest = std::max(longest, run.length);
    Lines lines;
    if (longest < 3 * kMinPitch) return lines;
    std::vector<double> starts, ends;
    const int positions = static_cast<int>(runs.size());
    for (int position = 0; position < positions;) {
        const auto is_long = [&](int p) { return 10 * runs[static_cast<std::size_t>(p)].length >= 9 * longest; };
        if (!is_long(position)) {
            ++position;
            continue;
        }
        int end = position;
        while (end < positions && is_long(end)) ++end;
        if (end - position <= kMaxLineWidth) {
            lines.centres.push_back((position + end) / 2.0);
            for (int p = position; p < end; ++p) {
                starts.push_back(runs[static_cast<std::size_t>(p)].start);
                ends.push_back(runs[static_cast<std::size_t>(p)].start + runs[static_cast<std::size_t>(p)].length);
            }
        }
        position = end;
    }
    if (lines.centres.size() < 3) return {};
    // The pitch: the mean of the one-cell spacings (a thick line is centred on its place, a
    // thin one beside it, so they alternate a half pixel either side of the pitch).
    std::vector<double> spacings;
    for (std::size_t i = 1; i < lines.centres.size(); ++i) spacings.push_back(lines.centres[i] - lines.centres[i - 1]);
    const double smallest = *std::min_element(spacings.begin(), spacings.end());
    double sum = 0;
    int singles = 0;
    for (const double spacing : spacings)
        if (spacing < 1.5 * smallest) sum += spacing, ++singles;
    const double pitch = sum / singles;
    if (pitch < kMinPitch) return {};
    for (const double spacing : spacings) {
        const double cells = std::max(1.0, std::round(spacing / pitch));
        if (std::abs(spacing - cells * pitch) > std::max(1.0, 0.15 * pitch)) return {};
        lines.cells += static_cast<int>(cells);
    }
    if (5 * static_cast<int>(lines.centres.size()) < 2 * (lines.cells + 1)) return {};
    lines.pitch = (lines.centres.back() - lines.centres.front()) / lines.cells;
    lines.from = median(starts);
    lines.to = median(ends);
    return lines;
}

// How many rows of cells have ink beside the box, left or right of it: row clue numbers.
int rows_marked_beside(const Pixels& pixels, const GridBox& box) {
    const int gap = static_cast<int>(std::ceil(box.pitch_x / 4));
    int marked = 0;
    for (int row = 0; row < box.rows; ++row) {
        const int first = static_cast<int>(box.top + (row + 0.25) * box.pitch_y);
        const int last = static_cast<int>(box.top + (row + 0.75) * box.pitch_y);
        bool mark = false;
        for (int y = first; y < last && !mark; ++y)
            for (int x = 0; x < pixels.image.width && !mark; ++x)
                mark = (x < box.left - gap || x >= box.right + gap) && pixels.ink(x, y);
        if (mark) ++marked;
    }
    return marked;
}

// Whether the cells of a line grid hold clue numbers in bands along its top and left, as
// drawings whose lines run through the clues have them: cells partly inked (more than 4%
// and less than 60% of their inside) fill at least 15% of a band of leading rows and
// columns (each at most half the grid), and under 3% of the cells beyond both bands. A
// solution picture's cells are all blank or all ink; marks in every empty cell (a solved
// screenshot's crosses) are no band.
bool clue_bands_inside(const Pixels& pixels, const GridBox& box) {
    const int rows = box.rows, columns = box.columns;
    // sums[(r * (columns + 1)) + c]: the mixed cells above row r and left of column c.
    std::vector<int> sums(static_cast<std::size_t>(rows + 1) * static_cast<std::size_t>(columns + 1), 0);
    const auto sum_at = [&](int r, int c) -> int& {
        return sums[static_cast<std::size_t>(r) * static_cast<std::size_t>(columns + 1) + static_cast<std::size_t>(c)];
    };
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c) {
            const int y0 = static_cast<int>(box.top + (r + 0.2) * box.pitch_y), y1 = static_cast<int>(box.top + (r + 0.8) * box.pitch_y);
            const int x0 = static_cast<int>(box.left + (c + 0.2) * box.pitch_x), x1 = static_cast<int>(box.left + (c + 0.8) * box.pitch_x);
            int ink = 0, all = 0;
            for (int y = std::max(0, y0); y < std::min(y1, pixels.image.height); ++y)
                for (int x = std::max(0, x0); x < std::min(x1, pixels.image.width); ++x) ink += pixels.ink(x, y), ++all;
            const bool mixed = all > 0 && 25 * ink > all && 5 * ink < 3 * all;
            sum_at(r + 1, c + 1) = sum_at(r, c + 1) + sum_at(r + 1, c) - sum_at(r, c) + (mixed ? 1 : 0);
        }
    const auto mixed_in = [&](int r0, int c0, int r1, int c1) {  // rows [r0, r1), columns [c0, c1)
        return sum_at(r1, c1) - sum_at(r0, c1) - sum_at(r1, c0) + sum_at(r0, c0);
    };
    for (int top = 1; 2 * top <= rows; ++top)
        for (int left = 1; 2 * left <= columns; ++left) {
            const int beyond = (rows - top) * (columns - left);
            if (100 * mixed_in(top, left, rows, columns) >= 3 * beyond) continue;
            const int band = rows * columns - beyond;
            if (100 * (mixed_in(0, 0, rows, columns) - mixed_in(top, left, rows, columns)) >= 15 * band) return true;
        }
    return false;
}

// The box of a drawn line grid, from both directions' lines (each direction's extent along
// the lines is the other's box edges), or nothing.
bool boxed_by_lines(const Pixels& pixels, GridBox& box) {
    const Lines vertical = find_lines(pixels, true);
    const Lines horizontal = find_lines(pixels, false);
    if (vertical.cells == 0 || horizontal.cells == 0) return false;
    box.lines = true;
    // The other direction's lines run from edge to edge, through the outer lines' width: the
    // outer lines' centres are the edges when they were found.
    const auto edge = [](double extent, double centre, double pitch) {
        return std::abs(centre - extent) < pitch / 2 ? centre : extent;
    };
    box.left = edge(horizontal.from, vertical.centres.front(), vertical.pitch);
    box.right = edge(horizontal.to, vertical.centres.back(), vertical.pitch);
    box.top = edge(vertical.from, horizontal.centres.front(), horizontal.pitch);
    box.bottom = edge(vertical.to, horizontal.centres.back(), horizontal.pitch);
    box.pitch_x = vertical.pitch;
    box.pitch_y = horizontal.pitch;
    box.columns = std::max(1, static_cast<int>(std::lround((box.right - box.left) / box.pitch_x)));
    box.rows = std::max(1, static_cast<int>(std::lround((box.bottom - box.top) / box.pitch_y)));
    box.pitch_x = (box.right - box.left) / box.columns;
    box.pitch_y = (box.bottom - box.top) / box.rows;
    const int rows_marked = rows_marked_beside(pixels, box);
    box.drawn_puzzle = (2 * rows_marked >= box.rows && rows_marked >= 2) || clue_bands_inside(pixels, box);
    return true;
}

// Inside a margin of one colour all round: the box of everything else (the whole image when
// the outer pixels differ).
GridBox inside_margin(const Pixels& pixels) {
    const GreyImage& image = pixels.image;
    GridBox whole{0, 0, static_cast<double>(image.width), static_cast<double>(image.height)};
    int low = 255, high = 0;
    for (int x = 0; x < image.width; ++x)
        for (const int y : {0, image.height - 1}) low = std::min(low, pixels.at(x, y)), high = std::max(high, pixels.at(x, y));
    for (int y = 0; y < image.height; ++y)
        for (const int x : {0, image.width - 1}) low = std::min(low, pixels.at(x, y)), high = std::max(high, pixels.at(x, y));
    if (high - low > kPaperTolerance) return whole;
    const int paper = (low + high) / 2;
    int left = image.width, right = -1, top = image.height, bottom = -1;
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x)
            if (std::abs(pixels.at(x, y) - paper) > kPaperTolerance) {
                left = std::min(left, x), right = std::max(right, x);
                top = std::min(top, y), bottom = std::max(bottom, y);
            }
    if (right < 0) return whole;
    return GridBox{static_cast<double>(left), static_cast<double>(top), right + 1.0, bottom + 1.0};
}

// Mean variance of the pixels within each cell of a columns x rows lattice over the box.
double cell_variance(const Pixels& pixels, const GridBox& box, int columns, int rows) {
    double total = 0;
    for (int row = 0; row < rows; ++row) {
        const int y0 = static_cast<int>(box.top + row * (box.bottom - box.top) / rows);
        const int y1 = std::max(y0 + 1, static_cast<int>(box.top + (row + 1) * (box.bottom - box.top) / rows));
        for (int column = 0; column < columns; ++column) {
            const int x0 = static_cast<int>(box.left + column * (box.right - box.left) / columns);
            const int x1 =
                std::max(x0 + 1, static_cast<int>(box.left + (column + 1) * (box.right - box.left) / columns));
            double sum = 0, squares = 0;
            for (int y = y0; y < y1; ++y)
                for (int x = x0; x < x1; ++x) {
                    const double value = pixels.at(x, y);
                    sum += value;
                    squares += value * value;
                }
            const double n = static_cast<double>(y1 - y0) * (x1 - x0);
            total += squares / n - (sum / n) * (sum / n);
        }
    }
    return total / (static_cast<double>(rows) * columns);
}

// The paper: the most common level of the outer pixels (a picture mostly of ink still has
// paper round it when it is a drawing or a screenshot).
int paper_level(const GreyImage& image) {
    std::array<std::size_t, 256> histogram{};
    const auto count = [&](int x, int y) {
        ++histogram[image.pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width) +
                                 static_cast<std::size_t>(x)]];
    };
    for (int x = 0; x < image.width; ++x) count(x, 0), count(x, image.height - 1);
    for (int y = 0; y < image.height; ++y) count(0, y), count(image.width - 1, y);
    return static_cast<int>(std::max_element(histogram.begin(), histogram.end()) - histogram.begin());
}

}  // namespace

GridBox find_grid(const GreyImage& image, int columns, int rows) {
    const Pixels pixels{image, paper_level(image)};
    GridBox box;
    box.dark_paper = pixels.paper < 128;
    if (boxed_by_lines(pixels, box)) return box;
    box = GridBox{0, 0, static_cast<double>(image.width), static_cast<double>(image.height)};
    if (columns == 0 || rows == 0) return box;
    const GridBox inside = inside_margin(pixels);
    if (inside.left == box.left && inside.top == box.top && inside.right == box.right && inside.bottom == box.bottom)
        return box;
    if (inside.right - inside.left < columns || inside.bottom - inside.top < rows) return box;
    // The margin goes when it makes the cells clearly more uniform (a tie keeps the image).
    return cell_variance(pixels, inside, columns, rows) < 0.8 * cell_variance(pixels, box, columns, rows) ? inside
                                                                                                          : box;
}

}  // namespace nono::make
