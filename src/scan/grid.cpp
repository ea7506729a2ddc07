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
// Strength difference from a cell's background at which a pixel is part of what is drawn in it.
constexpr int kDigitContrast = 60;

double median(std::vector<double> values) {
    if (values.empty()) return 0;
    std::nth_element(values.begin(), values.begin() + static_cast<long>(values.size() / 2), values.end());
    return values[values.size() / 2];
}

// The horizontal lines of `ink` (binary): rows with at least `min_length` pixels in runs of
// `run` or more that are thin, so that filled cells (thick) and text (short runs) are not
// taken for lines. A line may be broken (by filled cells drawn over it): its pieces count.
std::vector<Line> horizontal_lines(const cv::Mat& ink, int run, int min_length, int max_thickness) {
    cv::Mat long_runs, thick;
    cv::morphologyEx(ink, long_runs, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(run, 1)));
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

// A line of the grid may hide under filled cells drawn over it: whether the page is inked all
// along a line at `position` (through the run's extent), give or take a twentieth of a pitch
// (a position estimated from the pitch may be a pixel off the line drawn on whole pixels, and
// the cell beside it blank).
bool solid_row(const cv::Mat& ink, double position, int from, int to, double pitch) {
    const int slack = std::max(1, static_cast<int>(std::lround(0.05 * pitch)));
    const int y = static_cast<int>(std::lround(position));
    from = std::max(0, from);
    to = std::min(ink.cols - 1, to);
    const int y0 = std::max(0, y - slack), y1 = std::min(ink.rows, y + slack + 1);
    if (y1 <= y0 || to <= from) return false;
    cv::Mat any;
    cv::reduce(ink.rowRange(y0, y1).colRange(from, to + 1), any, 0, cv::REDUCE_MAX);
    return cv::countNonZero(any) >= 0.9 * (to - from + 1);
}

// The pitch most lines are apart: of the gaps between neighbouring lines (and the mean gaps
// over two to four of them, since lines a fractional pitch apart are drawn on whole pixels,
// 30 and 33 apart for a pitch of 31), the one that most pairs of lines are a whole number of
// times apart, each pair counting as much as its shorter line is long (the grid's lines are
// long, the strokes of digits and the edges of boxes short).
double common_pitch(const std::vector<double>& at, const std::vector<Line>& lines, double min_pitch) {
    std::vector<double> candidates;
    for (std::size_t i = 0; i < at.size(); ++i)
        for (std::size_t k = 1; k <= 4 && i + k < at.size(); ++k) candidates.push_back((at[i + k] - at[i]) / static_cast<double>(k));
    double best = 0;
    long best_votes = 0;
    for (const double d : candidates) {
        if (d < min_pitch) continue;
        long votes = 0;
        for (std::size_t a = 0; a < at.size(); ++a)
            for (std::size_t b = a + 1; b < at.size() && at[b] - at[a] < 8.5 * d; ++b) {
                const double m = (at[b] - at[a]) / d;
                if (m >= 0.5 && std::abs(m - std::round(m)) * d < std::max(1.6, 0.08 * d))
                    votes += std::min(lines[a].length, lines[b].length);
            }
        if (votes > best_votes || (votes == best_votes && d > best)) {
            best_votes = votes;
            best = d;
        }
    }
    return best;
}

// The lines of one direction, found by position.
struct LineIndex {
    const std::vector<Line>& lines;
    std::vector<double> at;  // each line's position, increasing

    explicit LineIndex(const std::vector<Line>& lines_) : lines(lines_) {
        for (const Line& line : lines) at.push_back(line.position);
    }
    // The line nearest `position` within `tolerance` at least `shortest` long, or -1.
    int nearest(double position, double tolerance, int shortest) const {
        const auto first = std::lower_bound(at.begin(), at.end(), position - tolerance);
        int chosen = -1;
        double gap = tolerance;
        for (auto k = first; k != at.end() && *k <= position + tolerance; ++k) {
            const std::size_t index = static_cast<std::size_t>(k - at.begin());
            if (std::abs(*k - position) <= gap && lines[index].length >= shortest) {
                gap = std::abs(*k - position);
                chosen = static_cast<int>(index);
            }
        }
        return chosen;
    }
};

// Where a hidden line would run (from..to along it): the first line's own extent and, once
// the other direction's lines are known, theirs (a line's extent may take in other things in
// line with it, a menu's rule on the same row; the other run may take in clue boxes at the
// grid's pitch). A line hides where the page is inked all along either.
struct Span {
    int from = 0, to = 0;
    int across_from = 0, across_to = -1;
};

bool solid_along(const cv::Mat& ink, double position, const Span& span, double pitch) {
    return solid_row(ink, position, span.from, span.to, pitch) ||
           (span.across_to > span.across_from && solid_row(ink, position, span.across_from, span.across_to, pitch));
}

// A run being built: its positions and each one's line length (0 where filled in).
struct Walk {
    Run run;
    std::vector<int> lengths;
};

// The lines at `pitch` from line `i` on, about as long as it is (lines of other things, box
// edges and rules, are shorter); up to three lines missing in a row are filled in where the
// page is inked along the first of them (filled cells drawn over it), one where the next is
// seen two pitches on.
Walk walk_from(const LineIndex& index, std::size_t i, double pitch, double tolerance, const cv::Mat& ink, const Span& span) {
    const Line& first = index.lines[i];
    const int shortest = first.length / 2;
    Walk walk;
    walk.run.positions = {index.at[i]};
    walk.run.found = 1;
    walk.lengths = {first.length};
    double at = index.at[i];
    auto skipped = [&](double from_at) {
        for (int k = 2; k <= 4; ++k)
            if (index.nearest(from_at + k * pitch, tolerance, shortest) >= 0)
                return k == 2 || solid_along(ink, from_at + pitch, span, pitch) ? k - 1 : 0;
        return 0;
    };
    while (true) {
        const int next = index.nearest(at + pitch, tolerance, shortest);
        if (next >= 0) {
            at = index.at[static_cast<std::size_t>(next)];
            walk.run.positions.push_back(at);
            ++walk.run.found;
            walk.lengths.push_back(index.lines[static_cast<std::size_t>(next)].length);
        } else if (int skip = skipped(at); skip > 0) {
            for (int k = 0; k < skip; ++k) {
                at += pitch;
                walk.run.positions.push_back(at);
                walk.lengths.push_back(0);
            }
        } else {
            return walk;
        }
    }
}

// The median length of the lines seen in `walk`.
int typical_length(const Walk& walk) {
    std::vector<int> seen;
    for (int l : walk.lengths)
        if (l > 0) seen.push_back(l);
    std::nth_element(seen.begin(), seen.begin() + static_cast<long>(seen.size() / 2), seen.end());
    return seen[seen.size() / 2];
}

// Shorter lines at either end (the edges of a row of boxes beside the grid) are not the grid's.
void drop_short_ends(Walk& walk, int typical) {
    while (walk.run.positions.size() > 1 && walk.lengths.front() > 0 && walk.lengths.front() < typical / 2) {
        walk.run.positions.erase(walk.run.positions.begin());
        walk.lengths.erase(walk.lengths.begin());
        --walk.run.found;
    }
    while (walk.run.positions.size() > 1 && walk.lengths.back() > 0 && walk.lengths.back() < typical / 2) {
        walk.run.positions.pop_back();
        walk.lengths.pop_back();
        --walk.run.found;
    }
}

// The grid's first and last lines may be broken by filled cells (or clue boxes drawn against
// them) more than the others: shorter, or hidden where the page is inked all along them, or
// drawn a few pixels off.
void extend_ends(Run& run, const LineIndex& index, double pitch, double tolerance, int typical, const Span& span,
                 const cv::Mat& ink) {
    // A line where it is expected; else one about as long as the others a little further off
    // (a border drawn thicker, or on whole pixels), not a much longer one (a run of short
    // lines beside the grid does not take the grid's lines that way).
    auto nearest_end = [&](double at) {
        const int near = index.nearest(at, tolerance, typical / 4);
        if (near >= 0) return near;
        const int far = index.nearest(at, 1.4 * tolerance, typical / 2);
        return far >= 0 && index.lines[static_cast<std::size_t>(far)].length <= 2 * typical ? far : -1;
    };
    while (true) {
        const int before = nearest_end(run.positions.front() - pitch);
        if (before >= 0) {
            run.positions.insert(run.positions.begin(), index.at[static_cast<std::size_t>(before)]);
            ++run.found;
        } else if (solid_along(ink, run.positions.front() - pitch, span, pitch)) {
            run.positions.insert(run.positions.begin(), run.positions.front() - pitch);
        } else {
            break;
        }
    }
    while (true) {
        const int after = nearest_end(run.positions.back() + pitch);
        if (after >= 0) {
            run.positions.push_back(index.at[static_cast<std::size_t>(after)]);
            ++run.found;
        } else if (solid_along(ink, run.positions.back() + pitch, span, pitch)) {
            run.positions.push_back(run.positions.back() + pitch);
        } else {
            break;
        }
    }
}

// Evenly spaced positions fitted to the lines found at them: the lattice most of them lie on
// (the median pitch of every two of them and the median phase, then a least-squares line
// through those within a tenth of a pitch of it), so that single lines a pixel off (their
// weight shifted by crosses or anti-aliasing) do not skew the cells, nor do the ends of a run
// that are not on the grid's lattice (the edges of clue boxes a few pixels off it).
std::vector<double> fit_evenly(const std::vector<double>& positions, const LineIndex& index) {
    const std::size_t n = positions.size();
    if (n < 2) return positions;
    const double rough = (positions.back() - positions.front()) / static_cast<double>(n - 1);
    std::vector<std::pair<double, double>> seen;  // (k, a line's position)
    for (std::size_t k = 0; k < n; ++k)
        if (const int i = index.nearest(positions[k], std::max(1.6, 0.15 * rough), 0); i >= 0)
            seen.push_back({static_cast<double>(k), index.at[static_cast<std::size_t>(i)]});
    if (seen.size() < 2) return positions;
    std::vector<double> pitches, phases;
    for (std::size_t a = 0; a < seen.size(); ++a)  // every pair's (Theil and Sen's estimator)
        for (std::size_t b = a + 1; b < seen.size(); ++b)
            pitches.push_back((seen[b].second - seen[a].second) / (seen[b].first - seen[a].first));
    const double pitch = median(pitches);
    for (const auto& [k, at] : seen) phases.push_back(at - k * pitch);
    const double phase = median(phases);
    double sk = 0, sa = 0, skk = 0, ska = 0, count = 0;
    for (const auto& [k, at] : seen)
        if (std::abs(at - (phase + k * pitch)) <= std::max(1.0, 0.1 * pitch)) {
            sk += k, sa += at, skk += k * k, ska += k * at, ++count;
        }
    double step = pitch, first = phase;
    if (count >= 2 && count * skk - sk * sk > 0) {
        step = (count * ska - sk * sa) / (count * skk - sk * sk);
        first = (sa - step * sk) / count;
    }
    std::vector<double> out(n);
    for (std::size_t k = 0; k < n; ++k) out[k] = first + step * static_cast<double>(k);
    return out;
}

// The grid's lines of one direction: at the pitch most lines share, the run from a first line
// (none a pitch before it) with most lines found, then the longest lines.
Run regular_run(const std::vector<Line>& lines, double min_pitch, const cv::Mat& ink, const Span* across = nullptr) {
    Run best;
    const LineIndex index(lines);
    const double pitch = common_pitch(index.at, lines, min_pitch);
    if (pitch <= 0) return best;
    const double tolerance = std::max(1.6, 0.1 * pitch);
    double best_length = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (index.nearest(index.at[i] - pitch, tolerance, lines[i].length / 2) >= 0) continue;  // not a first line
        const Span span{lines[i].from, lines[i].to, across ? across->from : 0, across ? across->to : -1};
        Walk walk = walk_from(index, i, pitch, tolerance, ink, span);
        const int typical = typical_length(walk);
        drop_short_ends(walk, typical);
        double length = 0;
        for (int l : walk.lengths) length += l;
        extend_ends(walk.run, index, pitch, tolerance, typical, span, ink);
        if (walk.run.found > best.found || (walk.run.found == best.found && length > best_length)) {
            best = walk.run;
            best_length = length;
        }
    }
    best.positions = fit_evenly(best.positions, index);
    return best;
}

// The lines of `lines` at the run's positions.
std::vector<const Line*> run_lines(const std::vector<Line>& lines, const std::vector<double>& positions) {
    std::vector<const Line*> out;
    for (double at : positions)
        for (const Line& line : lines)
            if (std::abs(line.position - at) < 1.6) {
                out.push_back(&line);
                break;
            }
    return out;
}

int grid_thickness(const std::vector<Line>& lines, const std::vector<double>& positions) {
    int thickness = 1;
    for (const Line* line : run_lines(lines, positions)) thickness = std::max(thickness, line->thickness);
    return thickness;
}

// Where most of the grid's lines begin, when that is over a cell and a half before its edge. A
// line reaches into the clue band only when it is drawn on unbroken (a table's): the edges of
// clue boxes side by side at its height make a broken one, which begins at the grid.
int reach(const std::vector<Line>& lines, const std::vector<double>& positions, double edge, double pitch) {
    std::vector<int> starts;
    for (const Line* line : run_lines(lines, positions))
        starts.push_back(line->length >= 0.9 * (line->to - line->from + 1) ? line->from : static_cast<int>(edge));
    if (starts.size() < positions.size() / 2 + 1) return -1;
    std::nth_element(starts.begin(), starts.begin() + static_cast<long>(starts.size() / 2), starts.end());
    const int start = starts[starts.size() / 2];
    return start < edge - 1.5 * pitch ? start : -1;
}

// Whether most of the lines at `across` (the perpendicular lines' positions) cross the band
// between `from` and `to` of `ink` (rows: y; for columns pass the turned page): the cells of a
// grid's row are closed by its vertical lines (or inked over, filled), a band of clues beside
// the grid is not.
bool lines_cross(const cv::Mat& ink, const std::vector<double>& across, double from, double to) {
    const int y0 = std::max(0, static_cast<int>(std::ceil(from)) + 2), y1 = std::min(ink.rows, static_cast<int>(to) - 1);
    if (y1 <= y0) return true;
    // Evenly spaced positions may be a few pixels off a line drawn on whole pixels.
    const int slack = std::max(1, static_cast<int>(std::lround(0.06 * (to - from))));
    int crossing = 0;
    for (const double at : across) {
        const int x = static_cast<int>(std::lround(at));
        const int x0 = std::max(0, x - slack), x1 = std::min(ink.cols, x + slack + 1);
        if (x1 <= x0) continue;
        int inked = 0;
        for (int y = y0; y < y1; ++y) inked += cv::countNonZero(ink.row(y).colRange(x0, x1)) > 0;
        crossing += inked >= 0.8 * (y1 - y0);
    }
    return crossing >= 0.6 * static_cast<double>(across.size());
}

// The grid's outer rows and columns whose cells the perpendicular lines do not close (a line
// of the clue band taken for the grid's first) are dropped.
void drop_open_edges(const cv::Mat& ink, const cv::Mat& turned, GridLines& grid) {
    bool dropped = true;
    while (dropped && grid.width() > 2 && grid.height() > 2) {
        dropped = false;
        if (!lines_cross(ink, grid.xs, grid.ys[0], grid.ys[1])) grid.ys.erase(grid.ys.begin()), dropped = true;
        else if (!lines_cross(ink, grid.xs, grid.ys[grid.ys.size() - 2], grid.ys.back())) grid.ys.pop_back(), dropped = true;
        else if (!lines_cross(turned, grid.ys, grid.xs[0], grid.xs[1])) grid.xs.erase(grid.xs.begin()), dropped = true;
        else if (!lines_cross(turned, grid.ys, grid.xs[grid.xs.size() - 2], grid.xs.back())) grid.xs.pop_back(), dropped = true;
    }
}

// Each channel's median: the colour most of `part` has.
cv::Scalar median_colour(const cv::Mat& part) {
    int histogram[3][256] = {};
    for (int y = 0; y < part.rows; ++y)
        for (const cv::Vec3b* p = part.ptr<cv::Vec3b>(y); p != part.ptr<cv::Vec3b>(y) + part.cols; ++p)
            for (int k = 0; k < 3; ++k) ++histogram[k][(*p)[k]];
    cv::Scalar median;
    for (int k = 0; k < 3; ++k) {
        int level = 0;
        for (int seen = 0; seen + histogram[k][level] <= static_cast<int>(part.total()) / 2; ++level) seen += histogram[k][level];
        median[k] = level;
    }
    return median;
}

// Whether `window` of `bgr` holds a blob shaped like a digit against `background`: clear of
// the window's edges, its middle in `own` (window coordinates), taller than a third of a cell
// and clearly narrower than tall; in a `widened` window, not a line's sliver either (a bar on
// the cell's side line, or a pixel wide).
bool digit_blob(const cv::Mat& bgr, const cv::Rect& window, const cv::Scalar& background, const cv::Rect& own, double pitch,
                bool widened) {
    cv::Mat difference, channels[3];
    cv::absdiff(bgr(window), background, difference);
    cv::split(difference, channels);
    const cv::Mat differs = cv::max(channels[0], cv::max(channels[1], channels[2])) > kDigitContrast;
    cv::Mat labels, stats, centroids;
    const int count = cv::connectedComponentsWithStats(differs, labels, stats, centroids, 8);
    for (int k = 1; k < count; ++k) {
        const int x = stats.at<int>(k, cv::CC_STAT_LEFT), y = stats.at<int>(k, cv::CC_STAT_TOP);
        const int w = stats.at<int>(k, cv::CC_STAT_WIDTH), h = stats.at<int>(k, cv::CC_STAT_HEIGHT);
        if (x == 0 || y == 0 || x + w == window.width || y + h == window.height) continue;
        if (!own.contains(cv::Point(x + w / 2, y + h / 2))) continue;
        const bool on_edge = (x <= own.x && x + w > own.x - 1) || (x <= own.br().x && x + w > own.br().x - 1);
        if (widened && (w < 2 || (w < 0.3 * h && on_edge))) continue;  // a sliver of a line
        if (h >= 5 && h >= 0.3 * pitch && h <= 0.85 * pitch && w <= 0.8 * h) return true;
    }
    return false;
}

// Whether the cell between lines x0..x1 and y0..y1 holds something shaped like a digit
// against the cell's own background (paper, a grey clue cell or a coloured clue box): inside
// the cell's lines, or, for a clue table of its own a few pixels off the grid's lattice (its
// digits across a cell's edge), in the cell widened by a quarter of a cell each way, its
// middle in the cell (lines and neighbouring fills run out of that window).
// Grid cells never hold one: they are empty, filled, crossed (an X is as wide as tall) or dotted.
bool holds_digit(const cv::Mat& bgr, double x0, double x1, double y0, double y1, int thickness) {
    const cv::Rect page(0, 0, bgr.cols, bgr.rows);
    const cv::Rect cell = cv::Rect(static_cast<int>(std::ceil(x0)), static_cast<int>(std::ceil(y0)), static_cast<int>(x1 - x0),
                                   static_cast<int>(y1 - y0)) & page;
    const int inset = thickness / 2 + 1;
    const cv::Rect inside = cv::Rect(cell.x + inset, cell.y + inset, cell.width - 2 * inset, cell.height - 2 * inset) & page;
    if (inside.width < 4 || inside.height < 6) return false;
    const double pitch = std::min(x1 - x0, y1 - y0);
    const cv::Scalar background = median_colour(bgr(inside));
    if (digit_blob(bgr, inside, background, cv::Rect(0, 0, inside.width, inside.height), pitch, false)) return true;
    const int grow = static_cast<int>(pitch / 4);
    const cv::Rect window = cv::Rect(cell.x - grow, cell.y - grow, cell.width + 2 * grow, cell.height + 2 * grow) & page;
    return digit_blob(bgr, window, background, cell - window.tl(), pitch, true);
}

// Lines of a clue band ruled like the grid (a table's clue cells, a row of clue boxes at the
// grid's pitch) are found with the grid's. Clue bands are left of and above the grid, grid
// cells hold no digits: the fewest first columns and rows to drop so that what is left holds
// (almost) no digit.
void drop_clue_cells(const cv::Mat& bgr, GridLines& grid) {
    const int w = grid.width(), h = grid.height();
    // below[r][c]: digit cells in rows >= r and columns >= c.
    std::vector<std::vector<int>> below(static_cast<std::size_t>(h + 1), std::vector<int>(static_cast<std::size_t>(w + 1), 0));
    for (int r = h - 1; r >= 0; --r)
        for (int c = w - 1; c >= 0; --c) {
            const auto ur = static_cast<std::size_t>(r), uc = static_cast<std::size_t>(c);
            const int here = holds_digit(bgr, grid.xs[uc], grid.xs[uc + 1], grid.ys[ur], grid.ys[ur + 1], grid.thickness);
            below[ur][uc] = here + below[ur + 1][uc] + below[ur][uc + 1] - below[ur + 1][uc + 1];
        }
    const int tolerance = std::max(1, w * h / 100);
    if (below[0][0] <= tolerance) return;
    int best_left = 0, best_top = 0, best_dropped = w + h;
    for (int top = 0; top <= h - 2; ++top)
        for (int left = 0; left <= w - 2 && top + left < best_dropped; ++left)
            if (below[static_cast<std::size_t>(top)][static_cast<std::size_t>(left)] <= tolerance) {
                best_left = left;
                best_top = top;
                best_dropped = top + left;
            }
    if (best_dropped == w + h) return;
    grid.xs.erase(grid.xs.begin(), grid.xs.begin() + best_left);
    grid.ys.erase(grid.ys.begin(), grid.ys.begin() + best_top);
}

}  // namespace

std::optional<GridLines> find_grid(const Page& page, std::string& why) {
    const cv::Mat ink = page.strength > kLineInk;
    const cv::Mat turned = ink.t();
    const int side = std::min(page.bgr.cols, page.bgr.rows);
    // A grid is at least about 40 pixels across; lines are at most ~1% of the page thick.
    const int min_length = std::max(30, side / 12);
    const int max_thickness = std::max(5, side / 90);
    int run = std::max(10, side / 60);
    std::vector<Line> rows, columns;
    Run ys, xs;
    // Twice: once to learn the pitch, then with only runs of ink most of a cell long, so that
    // the strokes of large digits stacked in a clue band are not taken for lines.
    for (int pass = 0; pass < 2; ++pass) {
        rows = horizontal_lines(ink, run, min_length, max_thickness);
        columns = horizontal_lines(turned, run, min_length, max_thickness);
        ys = regular_run(rows, 7, ink);
        xs = regular_run(columns, 7, turned);
        if (ys.found < kFewestLines || xs.found < kFewestLines) break;
        const double pitch = std::min((ys.positions.back() - ys.positions.front()) / static_cast<double>(ys.positions.size() - 1),
                                      (xs.positions.back() - xs.positions.front()) / static_cast<double>(xs.positions.size() - 1));
        if (0.6 * pitch <= run) break;
        run = static_cast<int>(0.6 * pitch);
    }
    if (ys.found < kFewestLines || xs.found < kFewestLines) {
        why = "no grid found: looked for at least " + std::to_string(kFewestLines) +
              " evenly spaced straight lines each way (found " + std::to_string(ys.found) + " horizontal, " +
              std::to_string(xs.found) + " vertical)";
        return std::nullopt;
    }
    // Again, lines hidden under filled cells judged along the other direction's run.
    const Span along_rows{static_cast<int>(xs.positions.front()), static_cast<int>(xs.positions.back())};
    const Span along_columns{static_cast<int>(ys.positions.front()), static_cast<int>(ys.positions.back())};
    if (Run again = regular_run(rows, 7, ink, &along_rows); again.found >= ys.found) ys = std::move(again);
    if (Run again = regular_run(columns, 7, turned, &along_columns); again.found >= xs.found) xs = std::move(again);
    GridLines grid;
    grid.xs = xs.positions;
    grid.ys = ys.positions;
    grid.thickness = std::max(grid_thickness(rows, grid.ys), grid_thickness(columns, grid.xs));
    drop_open_edges(ink, turned, grid);
    drop_clue_cells(page.bgr, grid);
    // Fitted again to the grid's own lines alone.
    grid.xs = fit_evenly(grid.xs, LineIndex(columns));
    grid.ys = fit_evenly(grid.ys, LineIndex(rows));
    grid.pitch = ((grid.xs.back() - grid.xs.front()) / grid.width() + (grid.ys.back() - grid.ys.front()) / grid.height()) / 2;
    grid.clue_top = reach(columns, grid.xs, grid.ys.front(), grid.pitch);
    grid.clue_left = reach(rows, grid.ys, grid.xs.front(), grid.pitch);
    return grid;
}

}  // namespace nono::scan
