// Straightening a photo; see photo.hpp.
#include "scan/photo.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "scan/dewarp.hpp"
#include "scan/photo_grid.hpp"
#include "scan/photo_lines.hpp"

namespace nono::scan {

namespace {

using Quad = std::array<cv::Point2f, 4>;  // top-left, top-right, bottom-right, bottom-left

// The longest side of the image the grid's outline is looked for in: lines stay at least a
// pixel wide for cells of 12 pixels or more, and the search costs a few milliseconds.
constexpr int kFindSide = 1000;
// The longest side of the straight image: a phone's full-size photo is made smaller (its cells
// would be 50 to 100 pixels across, costing time and reading no better).
constexpr int kLargestSide = 2400;
// The lowest evened level above which a pixel outside the grid may be taken for paper and made
// white (70 % of the paper's), and how far below the paper's darkest levels that is set.
constexpr double kWhite = 180;
constexpr double kBelowPaper = 30;
// A faint print's digits (thin strokes blurred to 130-170 of 255 on paper at 250) must stay:
// the white level is at least this share of the way from their ink to the paper, and their
// ink is made as dark as `kInkDark`.
constexpr double kAboveInk = 0.6;
constexpr double kInkDark = 60;
// How much darker than the paper a mark's core must be to count as ink (not a grey box's
// edge, a shadow or grain).
constexpr double kInkContrast = 50;
// The reach of the light evened for the clues' colours (page.hpp's Page::colour): several
// cells, so that no clue box is its own background.
constexpr int kColourReach = 200;

// Each channel divided by its background, the page's brightest nearby value (a maximum over
// about `reach` pixels at a coarse scale, smoothed), so that paper is white however it is lit
// and ink keeps its contrast.
cv::Mat even_light(const cv::Mat& image, int reach = 40) {
    const double coarse = std::min(1.0, 160.0 / std::max(image.cols, image.rows));
    const int kernel = std::max(3, static_cast<int>(std::lround(reach * coarse)) | 1);
    cv::Mat small, background;
    cv::resize(image, small, cv::Size(), coarse, coarse, cv::INTER_AREA);
    cv::dilate(small, background, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(kernel, kernel)));
    cv::blur(background, background, cv::Size(kernel, kernel));
    cv::resize(background, background, image.size(), 0, 0, cv::INTER_LINEAR);
    cv::Mat even;
    cv::divide(image, cv::max(background, 1), even, 255.0);
    return even;
}

// The corners of `points` (a grid's outline) as top-left, top-right, bottom-right,
// bottom-left: the extremes of x + y and x - y, right for a rectangle turned less than 45
// degrees.
Quad extreme_corners(const std::vector<cv::Point>& points) {
    auto sum = [](const cv::Point& q) { return q.x + q.y; };
    auto diff = [](const cv::Point& q) { return q.x - q.y; };
    Quad out;
    out[0] = *std::min_element(points.begin(), points.end(), [&](auto a, auto b) { return sum(a) < sum(b); });
    out[2] = *std::max_element(points.begin(), points.end(), [&](auto a, auto b) { return sum(a) < sum(b); });
    out[1] = *std::max_element(points.begin(), points.end(), [&](auto a, auto b) { return diff(a) < diff(b); });
    out[3] = *std::min_element(points.begin(), points.end(), [&](auto a, auto b) { return diff(a) < diff(b); });
    return out;
}

// The corners of the rectangle around `points` (a grid's outline, or a table's: the grid with
// ruled clue bands, an L): each side the longest edge of the convex hull running that way
// (within 25 degrees), the corners where those sides meet; nullopt when a side has none.
std::optional<Quad> hull_corners(const std::vector<cv::Point>& points) {
    std::vector<cv::Point> hull;
    cv::convexHull(points, hull);
    const cv::Moments m = cv::moments(hull);
    if (m.m00 <= 0) return std::nullopt;
    const cv::Point2f centre(static_cast<float>(m.m10 / m.m00), static_cast<float>(m.m01 / m.m00));
    // Sides: top, right, bottom, left; each the longest fitting edge (from, to).
    std::array<std::pair<cv::Point2f, cv::Point2f>, 4> sides;
    std::array<double, 4> longest{0, 0, 0, 0};
    const double slope = std::tan(25 * CV_PI / 180);
    for (std::size_t i = 0; i < hull.size(); ++i) {
        const cv::Point2f a = hull[i], b = hull[(i + 1) % hull.size()];
        const cv::Point2f d = b - a, mid = (a + b) * 0.5f;
        std::size_t side = 4;
        if (std::abs(d.y) <= slope * std::abs(d.x)) side = mid.y < centre.y ? 0 : 2;
        else if (std::abs(d.x) <= slope * std::abs(d.y)) side = mid.x > centre.x ? 1 : 3;
        if (side == 4 || cv::norm(d) <= longest[side]) continue;
        longest[side] = cv::norm(d);
        sides[side] = {a, b};
    }
    if (std::any_of(longest.begin(), longest.end(), [](double l) { return l == 0; })) return std::nullopt;
    Quad out;
    for (std::size_t k = 0; k < 4; ++k) {  // corner k: where side k-1 (before it) meets side k
        const auto& [p, q] = sides[(k + 3) % 4];
        const auto& [r, t] = sides[k];
        const cv::Point2f u = q - p, v = t - r;
        const double det = u.x * v.y - u.y * v.x;
        if (std::abs(det) < 1e-6) return std::nullopt;
        const double along = ((r.x - p.x) * v.y - (r.y - p.y) * v.x) / det;
        out[k] = p + u * static_cast<float>(along);
    }
    return out;
}

// The corners made more exact: a straight line fitted to the outline's points along each
// side (away from the corners, which blur rounds, and from digits touching the border),
// and the corners where the lines meet.
Quad fitted_corners(const std::vector<cv::Point>& outline, const Quad& rough) {
    std::array<cv::Vec4f, 4> sides;
    for (std::size_t k = 0; k < 4; ++k) {
        const cv::Point2f a = rough[k], b = rough[(k + 1) % 4];
        const double length = cv::norm(b - a);
        const cv::Point2f along = (b - a) / static_cast<float>(length);
        std::vector<cv::Point2f> near;
        for (const cv::Point& p : outline) {
            const cv::Point2f d = cv::Point2f(p) - a;
            const double t = d.dot(along) / length;
            const double off = std::abs(d.x * along.y - d.y * along.x);
            if (t > 0.1 && t < 0.9 && off < 3 + 0.02 * length) near.push_back(p);
        }
        if (near.size() < 8) return rough;
        cv::fitLine(near, sides[k], cv::DIST_HUBER, 0, 0.01, 0.01);
    }
    Quad out;
    for (std::size_t k = 0; k < 4; ++k) {
        const cv::Vec4f& s = sides[(k + 3) % 4];  // the side ending at corner k
        const cv::Vec4f& t = sides[k];            // the side starting there
        const double det = s[0] * t[1] - s[1] * t[0];
        if (std::abs(det) < 1e-6) return rough;
        const double u = ((t[2] - s[2]) * t[1] - (t[3] - s[3]) * t[0]) / det;
        out[k] = cv::Point2f(static_cast<float>(s[2] + u * s[0]), static_cast<float>(s[3] + u * s[1]));
        if (cv::norm(out[k] - rough[k]) > 0.05 * cv::norm(rough[(k + 2) % 4] - rough[k])) return rough;
    }
    return out;
}

// How many of the outline's points lie on the quadrilateral's sides (within 1.5 pixels).
int support(const std::vector<cv::Point>& outline, const Quad& quad) {
    int count = 0;
    for (const cv::Point& p : outline)
        for (std::size_t k = 0; k < 4; ++k) {
            const cv::Point2f a = quad[k], b = quad[(k + 1) % 4];
            const cv::Point2f ab = b - a, ap = cv::Point2f(p) - a;
            const float t = std::clamp(ap.dot(ab) / std::max(1e-6f, ab.dot(ab)), 0.f, 1.f);
            if (cv::norm(ap - t * ab) <= 1.5) {
                ++count;
                break;
            }
        }
    return count;
}

// A hole smaller than this (pixels, at the finding scale) is no cell: a halftone's or a
// cork board's grain.
constexpr double kSmallestCell = 12;
// The widest ratio of cell areas counted as one grid's (perspective and a curled page make the
// far or crowded cells smaller).
constexpr double kCellSpread = 3;

// The grid in `binary` (ink white): the outline around the most holes alike in size (cells),
// and the rim of those cells (their hull's edge, and the outline's points near it).
struct GridOutline {
    std::vector<cv::Point> outline;
    std::vector<cv::Point> rim;
    double cells_area = 0;  // the cells' area, pixels
};

// The largest number of `areas` within `kCellSpread` of each other (at least
// `kSmallestCell`), and the smallest of them.
std::pair<int, double> alike_cells(std::vector<double> areas) {
    std::sort(areas.begin(), areas.end());
    const auto first = std::lower_bound(areas.begin(), areas.end(), kSmallestCell);
    int best = 0;
    double smallest = 0;
    for (auto lo = first, hi = first; lo != areas.end(); ++lo) {
        while (hi != areas.end() && *hi <= kCellSpread * *lo) ++hi;
        if (hi - lo > best) {
            best = static_cast<int>(hi - lo);
            smallest = *lo;
        }
    }
    return {best, smallest};
}

// The rim of the grid's cells: their convex hull's edge, a point per pixel, and the outline's
// points within half a cell of it (the border's outer edge), but not those of clue panels or
// boxes the outline runs round too (an L, not a rectangle).
std::vector<cv::Point> cells_rim(const std::vector<cv::Point>& outline, const std::vector<cv::Point>& cells,
                                 double pitch) {
    std::vector<cv::Point> hull, rim;
    cv::convexHull(cells, hull);
    for (std::size_t i = 0; i < hull.size(); ++i) {
        const cv::Point a = hull[i], b = hull[(i + 1) % hull.size()];
        const int steps = std::max(1, static_cast<int>(cv::norm(b - a)));
        for (int k = 0; k < steps; ++k) rim.push_back(a + (b - a) * k / steps);
    }
    for (const cv::Point& p : outline)
        if (cv::pointPolygonTest(hull, cv::Point2f(p), true) > -0.5 * pitch) rim.push_back(p);
    return rim;
}

// How many outlines, those around the most cells first, are checked for framing a grid (a
// halftone picture's or a crossword's may come before the puzzle's).
constexpr std::size_t kOutlinesTried = 3;

// The outlines in `binary` around the most holes alike in size (cells), most first, at most
// `kOutlinesTried`; none around fewer than a few.
std::vector<GridOutline> grid_outlines(const cv::Mat& binary) {
    std::vector<std::vector<cv::Point>> contours;
    std::vector<cv::Vec4i> hierarchy;
    cv::findContours(binary, contours, hierarchy, cv::RETR_CCOMP, cv::CHAIN_APPROX_NONE);
    std::vector<double> area(contours.size(), 0.0);  // of each hole (a contour with a parent)
    std::vector<std::vector<double>> holes(contours.size());
    for (std::size_t i = 0; i < contours.size(); ++i) {
        const int parent = hierarchy[i][3];
        if (parent < 0) continue;
        area[i] = cv::contourArea(contours[i]);
        holes[static_cast<std::size_t>(parent)].push_back(area[i]);
    }
    std::vector<std::tuple<int, std::size_t, double>> ranked;  // cells, outline, smallest cell
    for (std::size_t i = 0; i < contours.size(); ++i) {
        const auto [count, least] = alike_cells(holes[i]);
        if (count >= 4) ranked.emplace_back(count, i, least);
    }
    // Stable: outlines around as many cells keep their contour order, the same in the browser's
    // libc++ as here (std::sort orders ties apart there: web.same_answers, photo-b/000).
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto& x, const auto& y) { return std::get<0>(x) > std::get<0>(y); });
    std::vector<GridOutline> out;
    for (std::size_t r = 0; r < std::min(kOutlinesTried, ranked.size()); ++r) {
        const auto [count, best, smallest] = ranked[r];
        std::vector<cv::Point> cells;
        std::vector<double> areas;
        for (std::size_t i = 0; i < contours.size(); ++i) {
            if (hierarchy[i][3] != static_cast<int>(best)) continue;
            if (area[i] < smallest || area[i] > kCellSpread * smallest) continue;
            cells.insert(cells.end(), contours[i].begin(), contours[i].end());
            areas.push_back(area[i]);
        }
        std::nth_element(areas.begin(), areas.begin() + static_cast<long>(areas.size() / 2), areas.end());
        const double pitch = std::sqrt(areas[areas.size() / 2]) + 2;
        const double cells_area = areas[areas.size() / 2] * static_cast<double>(areas.size());
        out.push_back(GridOutline{contours[best], cells_rim(contours[best], cells, pitch), cells_area});
    }
    return out;
}

// The sheet the grid is printed on, as a mask of `grey` (the image scaled down): the ink
// closed over, the area of smoothly changing light around the grid's brightest point (soft
// shadows and fall-off are crossed, the sheet's edge against the table is not), its holes
// filled and its edge pulled in a little so that no table shows past it.
cv::Mat sheet_mask(const cv::Mat& grey, const std::vector<cv::Point>& outline) {
    cv::Mat closed;
    cv::morphologyEx(grey, closed, cv::MORPH_CLOSE, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(9, 9)));
    cv::GaussianBlur(closed, closed, cv::Size(5, 5), 0);
    cv::Mat inside = cv::Mat::zeros(grey.size(), CV_8U);
    cv::drawContours(inside, std::vector<std::vector<cv::Point>>{outline}, 0, cv::Scalar(255), cv::FILLED);
    cv::Point seed;
    cv::minMaxLoc(closed, nullptr, nullptr, nullptr, &seed, inside);
    cv::Mat filled = cv::Mat::zeros(grey.rows + 2, grey.cols + 2, CV_8U);
    cv::floodFill(closed, filled, seed, cv::Scalar(), nullptr, cv::Scalar(3), cv::Scalar(3),
                  4 | cv::FLOODFILL_MASK_ONLY | (255 << 8));
    cv::Mat sheet = filled(cv::Rect(1, 1, grey.cols, grey.rows)) | inside;
    std::vector<std::vector<cv::Point>> outer;
    cv::findContours(sheet.clone(), outer, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
    sheet.setTo(0);
    cv::drawContours(sheet, outer, -1, cv::Scalar(255), cv::FILLED);
    cv::erode(sheet, sheet, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(7, 7)));
    return sheet | inside;
}

// The grid's rectangle around `outline`, from the better of two guesses, each fitted: the
// outline's extreme corners or its hull's longest sides; the one more of the outline lies on.
Quad corners_of(const std::vector<cv::Point>& outline) {
    Quad out = fitted_corners(outline, extreme_corners(outline));
    if (const std::optional<Quad> rough = hull_corners(outline)) {
        const Quad other = fitted_corners(outline, *rough);
        if (support(outline, other) > support(outline, out)) out = other;
    }
    return out;
}

// How many times the cells' rim's area an outline's quadrilateral must be for the rim to be
// tried first: a page's edge run round with the grid (5 times and more), not a table of the
// grid and its ruled clue bands (1.5 to 2.5 times), read better framed by the table.
constexpr double kOutlineOverRim = 3;

// The corners to try for `grid`, the likelier first: its outline's, then its cells' rim's;
// the rim's first when the outline's quadrilateral is far larger than the rim's and the
// cells fill at least half of the rim's.
std::array<Quad, 2> candidate_quads(const GridOutline& grid) {
    const Quad outer = corners_of(grid.outline), rim = corners_of(grid.rim);
    const auto area = [](const Quad& q) { return cv::contourArea(std::vector<cv::Point2f>(q.begin(), q.end())); };
    if (area(outer) > kOutlineOverRim * area(rim) && grid.cells_area > 0.5 * area(rim)) return {rim, outer};
    return {outer, rim};
}

Quad scaled(Quad quad, double by) {
    for (cv::Point2f& c : quad) c *= static_cast<float>(by);
    return quad;
}

// Where the grid is in a photo, found in the image scaled down by `scale`: the grid's corners
// (in the image's pixels) and the sheet around it (in the scaled-down pixels).
struct Found {
    Quad corners;
    cv::Mat sheet;  // CV_8U: 255 on the sheet
    double scale = 1;
};

// The grid's four corners and its sheet, or nullopt with `why`: from the outline of the inked
// pixels around the most holes, or of the long straight lines when only that frames a grid.
std::optional<Found> find_sheet(const cv::Mat& bgr, std::string& why) {
    Found found;
    found.scale = std::min(1.0, static_cast<double>(kFindSide) / std::max(bgr.cols, bgr.rows));
    cv::Mat small, grey, even_grey, binary;
    cv::resize(bgr, small, cv::Size(), found.scale, found.scale, cv::INTER_AREA);
    cv::cvtColor(small, grey, cv::COLOR_BGR2GRAY);
    cv::cvtColor(even_light(small), even_grey, cv::COLOR_BGR2GRAY);
    cv::adaptiveThreshold(even_grey, binary, 255, cv::ADAPTIVE_THRESH_MEAN_C, cv::THRESH_BINARY_INV, 21, 12);
    cv::Mat full_grey;
    cv::cvtColor(bgr, full_grey, cv::COLOR_BGR2GRAY);
    // The first outline (most cells first) that frames a grid: of the ink, or else of the long
    // straight lines (a screen's grainy bezel, a page taken with a column of clue digits, a dark
    // theme's light lines, thin lines lost in scaling down); else the ink's first. Each outline
    // is framed by its own corners (a grid's, or a table's with ruled clue bands) or its cells'
    // rim's (a grid whose clue bands are on grey panels, an L), the likelier first.
    const std::vector<GridOutline> inked = grid_outlines(binary);
    std::optional<GridOutline> outline;
    const auto framing = [&](const std::vector<GridOutline>& candidates) {
        for (const GridOutline& candidate : candidates)
            for (const Quad& quad : candidate_quads(candidate)) {
                found.corners = scaled(quad, 1 / found.scale);
                if (frames_grid(full_grey, found.corners)) return std::optional<GridOutline>(candidate);
            }
        return std::optional<GridOutline>();
    };
    outline = framing(inked);
    if (!outline) outline = framing(grid_outlines(straight_line_mask(bgr, small.size())));
    if (!outline && !inked.empty()) {
        outline = inked.front();
        found.corners = scaled(corners_of(outline->outline), 1 / found.scale);
    }
    if (!outline) {
        why = "no grid outline (a ruled area around several cells) found";
        return std::nullopt;
    }
    found.sheet = sheet_mask(grey, outline->outline);
    return found;
}

// The warp taking the grid to an upright rectangle of its size in the photo, and the part of
// the straight image to keep (`area`, in which the warp's result starts at 0, 0): the sheet,
// but no more than one and a half grids left of the grid and above it (clue bands), and only
// a sliver right of it and below it, where nothing is read (so that the sheet's edge there,
// should the sheet be taken for larger than it is, is no line next to the grid's last).
cv::Mat upright_warp(const Found& found, cv::Size& area, cv::Rect2d& grid) {
    const Quad& from = found.corners;
    const float width = static_cast<float>(std::max(cv::norm(from[1] - from[0]), cv::norm(from[2] - from[3])));
    const float height = static_cast<float>(std::max(cv::norm(from[3] - from[0]), cv::norm(from[2] - from[1])));
    const Quad to{cv::Point2f(0, 0), cv::Point2f(width, 0), cv::Point2f(width, height), cv::Point2f(0, height)};
    cv::Mat warp = cv::getPerspectiveTransform(from.data(), to.data());
    std::vector<std::vector<cv::Point>> outlines;
    cv::findContours(found.sheet.clone(), outlines, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
    std::vector<cv::Point2f> points, moved;
    for (const auto& outline : outlines)
        for (const cv::Point& p : outline) points.push_back(cv::Point2f(p) * static_cast<float>(1 / found.scale));
    cv::perspectiveTransform(points, moved, warp);
    const float sliver = 8 + 0.02f * std::max(width, height);
    const cv::Rect most(cv::Point(static_cast<int>(-1.5f * width), static_cast<int>(-1.5f * height)),
                        cv::Point(static_cast<int>(width + sliver), static_cast<int>(height + sliver)));
    const cv::Rect frame(0, 0, static_cast<int>(width + sliver), static_cast<int>(height + sliver));
    const cv::Rect kept = (cv::boundingRect(moved) | frame) & most;  // the grid even where the sheet is mistaken
    const double smaller = std::min(1.0, static_cast<double>(kLargestSide) / std::max(kept.width, kept.height));
    const cv::Mat shift = (cv::Mat_<double>(3, 3) << smaller, 0, -kept.x * smaller, 0, smaller, -kept.y * smaller, 0, 0, 1);
    area = cv::Size(static_cast<int>(kept.width * smaller), static_cast<int>(kept.height * smaller));
    grid = cv::Rect2d(-kept.x * smaller, -kept.y * smaller, width * smaller, height * smaller);
    return shift * warp;
}

// How dark (of 255, above the paper) the grid's lines are made inside its frame: a light grey
// line of a screenshot, which the grid finder sees, is 30-90.
constexpr double kLineDarkness = 60;

// The gain that makes the grid's lines `kLineDarkness` dark inside `frame` of `grey` (evened,
// paper white), and the paper's darkness there: from the darkness of each column across the
// grid, the median (paper) and the 93rd percentile (lines, about one column in twelve).
std::pair<double, double> line_gain(const cv::Mat& grey, const cv::Rect& frame) {
    cv::Mat profile;
    cv::reduce(255 - grey(frame), profile, 0, cv::REDUCE_AVG, CV_32F);
    std::vector<float> v(profile.begin<float>(), profile.end<float>());
    std::sort(v.begin(), v.end());
    const double paper = v[v.size() / 2];
    const double line = v[static_cast<std::size_t>(0.93 * static_cast<double>(v.size() - 1))] - paper;
    return {std::clamp(kLineDarkness / std::max(1.0, line), 1.0, 4.0), paper};
}

// The clue bands' levels (evened grey): `white`, above which a pixel is paper, and `ink`, the
// level of the digits' cores.
struct ClueLevels {
    double white;
    double ink;
};

// How dark the cores of the bands' marks shaped like text are (the median of each one's
// darkest level): 0 when there are too few to tell.
double ink_core(const cv::Mat& grey, const std::array<cv::Rect, 2>& bands, double paper) {
    std::vector<int> cores;
    for (const cv::Rect& band : bands) {
        if (band.width < 8 || band.height < 8) continue;
        cv::Mat binary, labels, stats, centroids;
        cv::adaptiveThreshold(grey(band), binary, 255, cv::ADAPTIVE_THRESH_MEAN_C, cv::THRESH_BINARY_INV, 21, 12);
        const int n = cv::connectedComponentsWithStats(binary, labels, stats, centroids, 8, CV_32S);
        std::vector<int> darkest(static_cast<std::size_t>(n), 255);
        for (int y = 0; y < labels.rows; ++y) {
            const int* label = labels.ptr<int>(y);
            const uchar* level = grey.ptr<uchar>(band.y + y) + band.x;
            for (int x = 0; x < labels.cols; ++x)
                darkest[static_cast<std::size_t>(label[x])] = std::min<int>(darkest[static_cast<std::size_t>(label[x])], level[x]);
        }
        for (int i = 1; i < n; ++i) {
            const int w = stats.at<int>(i, cv::CC_STAT_WIDTH), h = stats.at<int>(i, cv::CC_STAT_HEIGHT);
            const int core = darkest[static_cast<std::size_t>(i)];
            if (h >= 5 && h <= 100 && w <= 2 * h && core < paper - kInkContrast) cores.push_back(core);
        }
    }
    if (cores.size() < 3) return 0;
    std::nth_element(cores.begin(), cores.begin() + static_cast<long>(cores.size() / 2), cores.end());
    return cores[cores.size() / 2];
}

// Light evened out; then outside the grid its lightest levels made white (paper, grey clue
// boxes, blur's halo between close digits: photo-a 70.0 % exactly read without, 86.7 % with),
// and inside it the contrast raised until the thin lines, faint after blur and a grey print,
// are as dark as a screenshot's (whitened like the rest, photo-b's grey lines faded away).
// The level above which the clue bands' pixels are made white: of their pixels lighter than
// the ink (Otsu's threshold), the darkest 2 %, less `kBelowPaper`, so that grey clue boxes (a
// second light level) become white too; within 180-230. Measured (exactly read, photo-a /
// photo-b): 230 everywhere 90 / 0 %; 180: 86.7 / 33.3 %; 25 below: 93.3 / 33.3 % (but a title
// letter read as a clue on the test photo); 30 below: 86.7 / 30 %. But never within 60 % of the
// way from the digits' ink to the paper: a pale newsprint's digits, 130-170 of 255, were lost
// (photo-c 11 -> 50 % exactly read with, photo-b 37 -> 43 %).
ClueLevels clue_levels(const cv::Mat& grey, const cv::Rect& frame) {
    const cv::Rect all(0, 0, grey.cols, grey.rows);
    const cv::Rect left = cv::Rect(frame.x - frame.width, frame.y, frame.width - 2, frame.height) & all;
    const cv::Rect above = cv::Rect(frame.x, frame.y - frame.height, frame.width, frame.height - 2) & all;
    std::vector<uchar> levels;
    for (const cv::Rect& band : {left, above})
        for (int y = band.y; y < band.br().y; ++y)
            levels.insert(levels.end(), grey.ptr<uchar>(y) + band.x, grey.ptr<uchar>(y) + band.br().x);
    if (levels.size() < 100) return {kWhite, 0};
    cv::Mat ignored;
    const double ink = cv::threshold(cv::Mat(levels), ignored, 0, 255, cv::THRESH_BINARY | cv::THRESH_OTSU);
    std::vector<uchar> light, dark;
    for (const uchar v : levels) (v > ink ? light : dark).push_back(v);
    if (light.empty() || dark.empty()) return {kWhite, 0};
    const std::size_t darkest = light.size() / 50;
    std::nth_element(light.begin(), light.begin() + static_cast<long>(darkest), light.end());
    const double paper_edge = light[darkest];
    std::nth_element(light.begin(), light.begin() + static_cast<long>(light.size() / 2), light.end());
    const double paper = light[light.size() / 2];
    const double ink_level = ink_core(grey, {left, above}, paper);
    const double white = std::max(std::clamp(paper_edge - kBelowPaper, kWhite, 230.0),
                                  std::min(230.0, ink_level + kAboveInk * (paper - ink_level)));
    return {white, ink_level};
}

// `even` with `white` made 255 (each channel scaled alike, so that a colour's channel
// differences, which tell coloured ink from black, keep their size), and its grey level then
// lowered further where the bands' ink is faint, until that ink is as dark as a screenshot's
// text (`kInkDark`); lighter than `white`, paper.
cv::Mat whitened(const cv::Mat& even, const cv::Mat& grey, const ClueLevels& levels) {
    const double scale = 255.0 / levels.white;
    const double stretch = std::max(scale, (255.0 - kInkDark) / std::max(8.0, levels.white - levels.ink));
    cv::Mat out;
    even.convertTo(out, CV_32FC3, scale);
    if (stretch > scale) {
        cv::Mat darker;
        grey.convertTo(darker, CV_32F, stretch - scale, -(stretch - scale) * levels.white);
        darker = cv::min(darker, 0);
        cv::Mat spread;
        cv::merge(std::vector<cv::Mat>{darker, darker, darker}, spread);
        out += spread;
    }
    out.convertTo(out, CV_8UC3);
    return out;
}

// Glare (a flash's or a lamp's reflection) adds light, so evening the light out by division
// leaves the ink under it paler than elsewhere, and whitening takes it for paper. Where the
// light is brighter than the page's usual paper (from kGlareLight above it, wholly from
// kGlareLight + kGlareSpan) and the strongest stroke nearby is under kGlareContrast of the
// page's ink contrast, the strokes are darkened back to that contrast (at most kGlareStretch
// times). Only a failed reading is read again so (scan.cpp): a blurred photo's small digits are
// paler too, and darkening them misread five development photos that read right without.
constexpr double kGlareLight = 1.03;
constexpr double kGlareSpan = 0.07;
constexpr double kGlareContrast = 0.6;
constexpr double kGlareStretch = 3.0;
// The stretch somewhere in the bands that says there is glare.
constexpr double kGlareFound = 1.2;
cv::Mat undo_glare(const cv::Mat& straight, const cv::Mat& even, const cv::Mat& grey, double ink, bool& found) {
    const double full = 255.0 - ink;
    if (ink <= 0 || full < 40) return even;
    // Where the light is brighter than the page's usual paper (glare adds light; a shadow or a
    // pale box does not): the paper's level at a coarse scale, a local maximum as even_light's.
    cv::Mat light;
    cv::cvtColor(straight, light, cv::COLOR_BGR2GRAY);
    const double coarse = std::min(1.0, 160.0 / std::max(light.cols, light.rows));
    cv::resize(light, light, cv::Size(), coarse, coarse, cv::INTER_AREA);
    cv::dilate(light, light, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(5, 5)));
    cv::blur(light, light, cv::Size(5, 5));
    std::vector<uchar> levels(light.begin<uchar>(), light.end<uchar>());
    std::nth_element(levels.begin(), levels.begin() + static_cast<long>(levels.size() / 2), levels.end());
    const double usual = std::max(1, static_cast<int>(levels[levels.size() / 2]));
    cv::Mat glare;
    light.convertTo(glare, CV_32F, 1.0 / (kGlareSpan * usual), -kGlareLight / kGlareSpan);
    glare = cv::max(cv::min(glare, 1.0), 0.0);
    cv::resize(glare, glare, grey.size(), 0, 0, cv::INTER_LINEAR);
    // The stretch that makes the strongest stroke nearby (about a cell) as strong as the page's
    // ink cores, measured only where there is ink (paper alone tells nothing), spread over its
    // surroundings.
    const int k = std::max(15, std::max(grey.cols, grey.rows) / 30) | 1;
    // Strokes against their own background (a grey band's digits against the band): a pale band
    // or box, flat, is no stroke and is left as it is.
    const int stroke = std::max(5, k / 4) | 1;
    cv::Mat closed, strokes, strongest;
    cv::morphologyEx(grey, closed, cv::MORPH_CLOSE, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(stroke, stroke)));
    cv::subtract(closed, grey, strokes);
    cv::dilate(strokes, strongest, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(k, k)));
    cv::Mat raw(grey.size(), CV_32F), inked(grey.size(), CV_32F);
    for (int y = 0; y < grey.rows; ++y) {
        const uchar* f = strongest.ptr<uchar>(y);
        float* r = raw.ptr<float>(y);
        float* i = inked.ptr<float>(y);
        for (int x = 0; x < grey.cols; ++x) {
            const double c = f[x];
            i[x] = c >= full / 3 ? 1.0f : 0.0f;
            r[x] = c < full / 3 ? 0.0f : c >= kGlareContrast * full ? 1.0f : static_cast<float>(std::clamp(full / c, 1.0, kGlareStretch));
        }
    }
    cv::blur(raw, raw, cv::Size(2 * k + 1, 2 * k + 1));
    cv::blur(inked, inked, cv::Size(2 * k + 1, 2 * k + 1));
    cv::Mat stretch = raw / cv::max(inked, 1e-3f);
    stretch.setTo(1.0f, inked < 0.02f);
    stretch = 1.0f + glare.mul(cv::max(stretch, 1.0f) - 1.0f);
    double most = 1;
    cv::minMaxLoc(stretch, nullptr, &most);
    found = most > kGlareFound;
    if (!found) return even;
    // The strokes darkened, each channel by the same amount (their differences, which tell
    // coloured ink from black, kept as they are).
    cv::Mat darker;
    strokes.convertTo(darker, CV_32F);
    darker = darker.mul(1.0f - stretch);
    cv::Mat out;
    even.convertTo(out, CV_32FC3);
    cv::Mat spread;
    cv::merge(std::vector<cv::Mat>{darker, darker, darker}, spread);
    out += spread;
    out.convertTo(out, CV_8UC3);
    return out;
}

cv::Mat clean_paper(const cv::Mat& straight, const cv::Rect2d& frame, cv::Mat& grey, bool without_glare, bool& glare) {
    const cv::Mat even = even_light(straight);
    cv::cvtColor(even, grey, cv::COLOR_BGR2GRAY);
    const cv::Rect inside = cv::Rect(frame) & cv::Rect(0, 0, grey.cols, grey.rows);
    cv::Mat out;
    // The clue bands with glare taken out; the grid's inside as evened (its lines found already).
    const cv::Mat clues = without_glare ? undo_glare(straight, even, grey, clue_levels(grey, inside).ink, glare) : even;
    // A grey of its own: converted into `grey`'s buffer, it would change the evened grey the
    // grid's inside and the caller read.
    cv::Mat clue_grey = grey;
    if (glare) {
        clue_grey = cv::Mat();
        cv::cvtColor(clues, clue_grey, cv::COLOR_BGR2GRAY);
    }
    out = whitened(clues, clue_grey, clue_levels(clue_grey, inside));
    const cv::Rect within(inside.x + 2, inside.y + 2, inside.width - 4, inside.height - 4);  // off the border
    if (within.width < 8 || within.height < 8) return out;
    const auto [gain, paper] = line_gain(grey, inside);
    even(within).convertTo(out(within), -1, gain, 255 - gain * (255 - paper));
    return out;
}

}  // namespace

bool looks_like_photo(const cv::Mat& bgr) {
    // A screenshot's background is one exact colour over much of it (a JPEG keeps flat
    // areas flat); a photo's light, grain and noise leave no colour on more than a few
    // percent of its pixels (tune corpus: photos at most 2.3 %, screenshots at least 40 %).
    std::unordered_map<int, int> counts;
    const int step = std::max(1, static_cast<int>(std::sqrt(static_cast<double>(bgr.total()) / 100000.0)));
    int samples = 0, most = 0;
    for (int y = 0; y < bgr.rows; y += step) {
        const cv::Vec3b* row = bgr.ptr<cv::Vec3b>(y);
        for (int x = 0; x < bgr.cols; x += step) {
            const int key = row[x][0] << 16 | row[x][1] << 8 | row[x][2];
            most = std::max(most, ++counts[key]);
            ++samples;
        }
    }
    return samples > 0 && most < 0.1 * samples;
}

std::optional<StraightPage> straightened_page(const cv::Mat& bgr, std::string& why, bool without_glare) {
    const std::optional<Found> found = find_sheet(bgr, why);
    if (!found) return std::nullopt;
    cv::Size area;
    cv::Rect2d grid;
    const cv::Mat warp = upright_warp(*found, area, grid);
    cv::Mat straight, sheet;
    cv::warpPerspective(bgr, straight, warp, area, cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    const cv::Mat from_small = warp * (cv::Mat_<double>(3, 3) << 1 / found->scale, 0, 0, 0, 1 / found->scale, 0, 0, 0, 1);
    cv::warpPerspective(found->sheet, sheet, from_small, area, cv::INTER_NEAREST, cv::BORDER_CONSTANT, cv::Scalar(0));
    // Off the sheet: white, as the evened paper is, so that no table edge looks like a line.
    cv::Mat even_grey;
    bool glare = false;
    cv::Mat clean = clean_paper(straight, grid, even_grey, without_glare, glare);
    clean.setTo(cv::Scalar(255, 255, 255), sheet == 0);
    // The clues' colours from the light evened over a few cells (a clue box among them leaves
    // the paper's level as it is), not cell by cell as `clean`, which lightens a box's weaker
    // channels most (cyan read as pale cyan under a flash, as dark teal beside it).
    cv::Mat colour = even_light(straight, kColourReach);
    // A page curled into a book's spine still has curved, crowded lines: flattened by them.
    if (std::optional<cv::Mat> flat = flattened(clean, grid, &colour)) {
        clean = *flat;
        even_grey = cv::Mat();
    }
    StraightPage out{make_page(clean), grid, even_grey, glare};
    out.page.to_image = warp.inv();
    out.page.colour = colour;
    return out;
}

}  // namespace nono::scan
