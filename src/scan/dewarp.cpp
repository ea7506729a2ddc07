// Flattening a curled page; see dewarp.hpp.
#include "scan/dewarp.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "scan/photo_grid.hpp"

namespace nono::scan {

namespace {

// The strips the frame is cut into along its lines: each line is found once in each, so that
// its curve is known at this many points.
constexpr int kStrips = 12;
// The share of a strip's length along which a line is dark (a grid line all of it, less the
// cells filled beside it; a stack of digits, a cross or a scribble far less).
constexpr double kSteadyShare = 0.7;
// How far (pixels) a curved line may drift across within one strip.
constexpr int kDrift = 2;
// How much darker (0-255) than the paper nearby a line's steady darkness must be: a
// straightened photo's grid lines are made 60 dark (photo.cpp).
constexpr double kLineContrast = 25;
// The widest run of dark columns taken for one line (wider: a filled cell's side).
constexpr int kWidestLine = 12;
// The share of the strips a line must be found in to be traced.
constexpr double kFoundShare = 0.6;
// Lines within this many pixels of straight and evenly spaced are left as they are: a flat
// page's lines, straightened, stray 1-2.3 pixels (photo-b), a curled one's 3-50.
constexpr double kFlatEnough = 2.5;
// How much narrower or wider than even a cell may be and still be taken for one: a page curled
// into the spine crowds its cells there to half their width; lines traced wrong (a thick line
// every five cells and only some thin ones) give cells far off.
constexpr double kNarrowest = 0.4, kWidest = 1.8;

// The steady darkness (the darkness that `kSteadyShare` of the rows reach, photo_grid.hpp) of
// each column of `dark` (ink 255) over rows [from, to), and the mean darkness of each column.
void column_profiles(const cv::Mat& dark, int from, int to, std::vector<double>& steady, std::vector<double>& mean) {
    steady = steady_darkness(dark.rowRange(from, to), true, kSteadyShare, kDrift);
    cv::Mat average;
    cv::reduce(dark.rowRange(from, to), average, 0, cv::REDUCE_AVG, CV_64F);
    mean.assign(average.begin<double>(), average.end<double>());
}

// The lines in one strip: runs of columns whose steady darkness stands `kLineContrast` above
// the lightest column within 8 pixels, each at the centre of its mean darkness; `offset` is the
// first column's position.
std::vector<double> strip_lines(const std::vector<double>& steady, const std::vector<double>& mean, double offset) {
    const int n = static_cast<int>(steady.size()), reach = 8;
    std::vector<bool> on(static_cast<std::size_t>(n), false);
    for (int i = 0; i < n; ++i) {
        double lightest = steady[static_cast<std::size_t>(i)];
        for (int j = std::max(0, i - reach); j <= std::min(n - 1, i + reach); ++j)
            lightest = std::min(lightest, steady[static_cast<std::size_t>(j)]);
        on[static_cast<std::size_t>(i)] = steady[static_cast<std::size_t>(i)] - lightest > kLineContrast;
    }
    std::vector<double> out;
    for (int i = 0; i < n;) {
        if (!on[static_cast<std::size_t>(i)]) {
            ++i;
            continue;
        }
        int end = i;
        while (end < n && on[static_cast<std::size_t>(end)]) ++end;
        double weight = 0, sum = 0;
        for (int j = i; j < end; ++j) {
            weight += mean[static_cast<std::size_t>(j)];
            sum += mean[static_cast<std::size_t>(j)] * j;
        }
        if (end - i <= kWidestLine && weight > 0) out.push_back(offset + sum / weight);
        i = end;
    }
    return out;
}

// A line's position at every strip from the points it was found at (strip index, position):
// a point far (`slack`) from the straight step between its neighbours is dropped, strips
// without one take that step, and strips past the ends the end's position. Nullopt when it
// was found in fewer than `least` strips.
std::optional<std::vector<double>> whole_line(std::vector<cv::Point2d> points, std::size_t strips, double slack, std::size_t least) {
    std::stable_sort(points.begin(), points.end(), [](const cv::Point2d& a, const cv::Point2d& b) { return a.x < b.x; });
    std::vector<cv::Point2d> kept;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (i == 0 || i + 1 == points.size()) {
            const cv::Point2d& next = points[i == 0 ? std::min<std::size_t>(1, points.size() - 1) : i - 1];
            if (std::abs(next.y - points[i].y) <= slack * std::max(1.0, std::abs(next.x - points[i].x))) kept.push_back(points[i]);
            continue;
        }
        const cv::Point2d &before = points[i - 1], &after = points[i + 1];
        const double between = before.y + (after.y - before.y) * (points[i].x - before.x) / (after.x - before.x);
        if (std::abs(between - points[i].y) <= slack) kept.push_back(points[i]);
    }
    if (kept.size() < least) return std::nullopt;
    std::vector<double> out(strips);
    std::size_t j = 0;
    for (std::size_t k = 0; k < strips; ++k) {
        const double at = static_cast<double>(k);
        while (j + 1 < kept.size() && kept[j + 1].x <= at) ++j;
        if (at <= kept.front().x) out[k] = kept.front().y;
        else if (j + 1 >= kept.size()) out[k] = kept.back().y;
        else out[k] = kept[j].y + (kept[j + 1].y - kept[j].y) * (at - kept[j].x) / (kept[j + 1].x - kept[j].x);
    }
    return out;
}

// The line found in strip after strip, from strip `from` (where it is at `start`) outwards:
// each strip's nearest line within `tolerance` of where it was last seen.
std::vector<cv::Point2d> track(const std::vector<std::vector<double>>& strips, std::size_t from, double start, double tolerance) {
    std::vector<cv::Point2d> points{{static_cast<double>(from), start}};
    for (const int step : {1, -1}) {
        double last = start;
        for (long k = static_cast<long>(from) + step; k >= 0 && k < static_cast<long>(strips.size()); k += step) {
            const std::vector<double>& lines = strips[static_cast<std::size_t>(k)];
            const auto nearest = std::min_element(lines.begin(), lines.end(),
                                                  [&](double a, double b) { return std::abs(a - last) < std::abs(b - last); });
            if (nearest == lines.end() || std::abs(*nearest - last) > tolerance) continue;
            last = *nearest;
            points.emplace_back(static_cast<double>(k), last);
        }
    }
    return points;
}

// Each gap between neighbouring lines against the median of the gaps around it: about 1 for
// a cell (crowded or not, its neighbours are alike), 2 where a line was lost in every strip.
std::vector<double> gap_shares(const std::vector<double>& at_middle) {
    std::vector<double> gaps;
    for (std::size_t i = 1; i < at_middle.size(); ++i) gaps.push_back(at_middle[i] - at_middle[i - 1]);
    std::vector<double> shares;
    for (std::size_t i = 0; i < gaps.size(); ++i) {
        std::vector<double> near(gaps.begin() + static_cast<long>(i >= 2 ? i - 2 : 0),
                                 gaps.begin() + static_cast<long>(std::min(gaps.size(), i + 3)));
        std::nth_element(near.begin(), near.begin() + static_cast<long>(near.size() / 2), near.end());
        shares.push_back(gaps[i] / std::max(1.0, near[near.size() / 2]));
    }
    return shares;
}

// Where the traced lines go: evenly spaced from the first line's middle to the last's.
std::vector<double> targets(const TracedLines& traced) {
    const double first = traced.across(0, traced.middle), last = traced.across(traced.lines.size() - 1, traced.middle);
    int total = 0;
    for (const int c : traced.cells) total += c;
    std::vector<double> out{first};
    for (const int c : traced.cells) out.push_back(out.back() + (last - first) * c / total);
    return out;
}

// Whether the lines stand away from straight and even by more than `kFlatEnough` somewhere,
// and every cell between them is between `kNarrowest` and `kWidest` of its even width.
bool worth_flattening(const TracedLines& traced, const std::vector<double>& to) {
    double worst = 0;
    for (std::size_t k = 0; k < traced.alongs.size(); ++k)
        for (std::size_t i = 0; i < to.size(); ++i) {
            const double at = traced.lines[i][k];
            worst = std::max(worst, std::abs(at - to[i]));
            if (i == 0) continue;
            const double share = (at - traced.lines[i - 1][k]) / (to[i] - to[i - 1]);
            if (share < kNarrowest || share > kWidest) return false;
        }
    return worst > kFlatEnough;
}

// The longest run of lines (sorted across) whose gaps are each about a whole number of cells,
// at most two (a line lost in every strip leaves a gap of two cells; a clue band between the
// grid and a table's outer line, or a line beside the grid, is no whole number of them), and
// the cells between its lines.
void keep_longest_run(TracedLines& traced) {
    std::vector<double> at_middle;
    for (std::size_t i = 0; i < traced.lines.size(); ++i) at_middle.push_back(traced.across(i, traced.middle));
    const std::vector<double> shares = gap_shares(at_middle);
    auto whole = [](double share) { return share < 2.5 && std::abs(share - std::round(share)) < 0.3; };
    std::size_t best_from = 0, best_to = 0, from = 0;
    for (std::size_t i = 0; i <= shares.size(); ++i) {
        if (i < shares.size() && whole(shares[i])) continue;
        if (i - from > best_to - best_from) best_from = from, best_to = i;  // lines from..i
        from = i + 1;
    }
    traced.lines = std::vector<std::vector<double>>(traced.lines.begin() + static_cast<long>(best_from),
                                                    traced.lines.begin() + static_cast<long>(best_to) + 1);
    traced.cells.clear();
    for (std::size_t i = best_from; i < best_to; ++i) traced.cells.push_back(std::max(1, static_cast<int>(std::lround(shares[i]))));
}

// `bgr` remapped so that the vertical lines in `frame` are straight and even: each output
// row's x taken from between the traced lines at that row (above and below the frame, at its
// top or bottom edge; beside the outer lines, shifted with them). `also` (of `bgr`'s size, when
// not empty) is remapped alike.
std::optional<cv::Mat> flattened_across(const cv::Mat& bgr, const cv::Rect2d& frame, cv::Mat& also) {
    const std::optional<TracedLines> traced = traced_vertical_lines(bgr, frame);
    if (!traced) return std::nullopt;
    const std::vector<double> to = targets(*traced);
    if (!worth_flattening(*traced, to)) return std::nullopt;
    cv::Mat map_x(bgr.size(), CV_32F), map_y(bgr.size(), CV_32F);
    std::vector<double> from(to.size());
    for (int y = 0; y < bgr.rows; ++y) {
        for (std::size_t i = 0; i < to.size(); ++i) from[i] = traced->across(i, y);
        float* xs = map_x.ptr<float>(y);
        float* ys = map_y.ptr<float>(y);
        std::size_t j = 0;
        for (int x = 0; x < bgr.cols; ++x) {
            while (j + 1 < to.size() && to[j + 1] <= x) ++j;
            double source;
            if (x <= to.front()) source = from.front() + (x - to.front());
            else if (j + 1 >= to.size()) source = from.back() + (x - to.back());
            else source = from[j] + (x - to[j]) * (from[j + 1] - from[j]) / (to[j + 1] - to[j]);
            xs[x] = static_cast<float>(source);
            ys[x] = static_cast<float>(y);
        }
    }
    cv::Mat out;
    cv::remap(bgr, out, map_x, map_y, cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    if (!also.empty()) {
        cv::Mat moved;
        cv::remap(also, moved, map_x, map_y, cv::INTER_LINEAR, cv::BORDER_REPLICATE);
        also = moved;
    }
    return out;
}

}  // namespace

double TracedLines::across(std::size_t line, double along) const {
    const std::vector<double>& at = lines[line];
    if (along <= alongs.front()) return at.front();
    if (along >= alongs.back()) return at.back();
    const std::size_t k = static_cast<std::size_t>(std::upper_bound(alongs.begin(), alongs.end(), along) - alongs.begin());
    return at[k - 1] + (at[k] - at[k - 1]) * (along - alongs[k - 1]) / (alongs[k] - alongs[k - 1]);
}

std::optional<TracedLines> traced_vertical_lines(const cv::Mat& bgr, const cv::Rect2d& frame) {
    const double margin = std::max(6.0, 0.03 * frame.width);
    const cv::Rect area = cv::Rect(cv::Point(static_cast<int>(frame.x - margin), static_cast<int>(frame.y)),
                                   cv::Point(static_cast<int>(frame.br().x + margin), static_cast<int>(frame.br().y))) &
                          cv::Rect(0, 0, bgr.cols, bgr.rows);
    if (area.width < 40 || area.height < 8 * kStrips) return std::nullopt;
    cv::Mat grey;
    cv::cvtColor(bgr(area), grey, cv::COLOR_BGR2GRAY);
    const cv::Mat dark = 255 - grey;
    TracedLines out;
    out.middle = frame.y + 0.5 * frame.height;
    std::vector<std::vector<double>> strips;
    std::vector<double> steady, mean;
    for (int k = 0; k < kStrips; ++k) {
        const int from = area.height * k / kStrips, to = area.height * (k + 1) / kStrips;
        column_profiles(dark, from, to, steady, mean);
        strips.push_back(strip_lines(steady, mean, area.x));
        out.alongs.push_back(area.y + 0.5 * (from + to));
    }
    // The strip with the most lines (the nearer the middle, the better on a tie) is where
    // each line is first seen; from there it is followed strip by strip.
    std::size_t reference = 0;
    for (std::size_t k = 0; k < strips.size(); ++k) {
        const bool nearer = std::abs(out.alongs[k] - out.middle) < std::abs(out.alongs[reference] - out.middle);
        if (strips[k].size() > strips[reference].size() || (strips[k].size() == strips[reference].size() && nearer)) reference = k;
    }
    const std::vector<double>& seen = strips[reference];
    if (seen.size() < 4) return std::nullopt;
    const auto least = static_cast<std::size_t>(std::ceil(kFoundShare * kStrips));
    for (std::size_t i = 0; i < seen.size(); ++i) {
        const double gap = std::min(i > 0 ? seen[i] - seen[i - 1] : 1e9, i + 1 < seen.size() ? seen[i + 1] - seen[i] : 1e9);
        if (std::optional<std::vector<double>> line = whole_line(track(strips, reference, seen[i], 0.3 * gap), strips.size(), 1.5 + 0.1 * gap, least))
            out.lines.push_back(*line);
    }
    if (out.lines.size() < 4) return std::nullopt;
    std::stable_sort(out.lines.begin(), out.lines.end(), [&](const auto& a, const auto& b) { return a[reference] < b[reference]; });
    keep_longest_run(out);
    if (out.lines.size() < 4 || out.across(out.lines.size() - 1, out.middle) - out.across(0, out.middle) < 0.5 * frame.width)
        return std::nullopt;
    return out;
}

std::optional<cv::Mat> flattened(const cv::Mat& bgr, const cv::Rect2d& frame, cv::Mat* also) {
    bool changed = false;
    cv::Mat out = bgr;
    cv::Mat other = also ? *also : cv::Mat();
    if (std::optional<cv::Mat> across = flattened_across(out, frame, other)) {
        out = *across;
        changed = true;
    }
    // The horizontal lines: the same on the image turned over its diagonal.
    const cv::Mat turned = out.t();
    cv::Mat other_turned = other.empty() ? cv::Mat() : cv::Mat(other.t());
    if (std::optional<cv::Mat> down = flattened_across(turned, cv::Rect2d(frame.y, frame.x, frame.height, frame.width), other_turned)) {
        out = down->t();
        if (!other_turned.empty()) other = other_turned.t();
        changed = true;
    }
    if (also) *also = other;
    if (!changed) return std::nullopt;
    return out;
}

}  // namespace nono::scan
