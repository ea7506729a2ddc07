// Grid finding; see grid.hpp.
#include "scan/grid.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "scan/grid_text.hpp"
#include "scan/median.hpp"

namespace nono::scan {

namespace {

// One direction of the page, turned so that its lines run along rows: which pixels are ink,
// and how strong.
struct Plane {
    cv::Mat ink;       // strength above kLineInk
    cv::Mat strength;  // Page::strength
    cv::Mat bgr;       // the page's colours, as the page is (not turned)
    bool turned = false;

    // The colours of rows y0..y1 and columns x0..x1 of the plane (clipped to it), turned as
    // the plane is.
    cv::Mat colours(int y0, int y1, int x0, int x1) const {
        const cv::Rect area = cv::Rect(cv::Point(x0, y0), cv::Point(x1, y1)) & cv::Rect(0, 0, ink.cols, ink.rows);
        if (bgr.empty() || area.empty()) return {};
        if (!turned) return bgr(area);
        return cv::Mat(bgr(cv::Rect(area.y, area.x, area.height, area.width)).t());
    }
};

// A line across the page: its centre, thickness and extent along its direction.
struct Line {
    double position = 0;
    int thickness = 0;
    int from = 0, to = 0;
    int length = 0;  // pixels on it (its longest row)
};

// How far (pitches) past the board's lines at both ends a frame round it runs, at least: a
// grid's border runs on past them by its thickness, or into the clues at one end.
constexpr double kFrameReach = 0.5;
// Ink strength above which a pixel may belong to a line: light grey lines on white are ~30-60.
constexpr int kLineInk = 24;
// The thickest a grid's line is on a page `side` pixels across (about 1% of it).
int thickest_line(int side) { return std::max(5, side / 90); }

// Fewest lines a grid has (two cells).
constexpr int kFewestLines = 3;
// Contrast with what lies beside it at which a pixel may belong to a thin line (a dark
// theme's grey lines on grey cells stand out by ~20).
constexpr int kRidgeInk = 12;
// How far (in each channel) a filled cell's colour may stray from another's of the same fill
// (anti-aliasing, JPEG noise).
constexpr int kFillTolerance = 40;
// Strength difference from a cell's background at which a pixel is part of what is drawn in it.
constexpr int kDigitContrast = 60;
// The largest cell (pixels) whose clue box's digit may touch the box's anti-aliased edge
// (boxed_digit): print-preview chips of 14 to 16 pixels do.
constexpr double kLargestChip = 40;

// The gaps of a pixel in `mask` along `along` (3 x 1: along rows; 1 x 3: along columns) where
// `strength` is above `weak`: a stroke dimmed under the threshold every few pixels (a screen's
// scanlines darkening every third or fourth row) is broken there, not ended.
cv::Mat dimmed_gaps(const cv::Mat& mask, const cv::Mat& strength, int weak, cv::Size along) {
    cv::Mat closed;
    cv::morphologyEx(mask, closed, cv::MORPH_CLOSE, cv::getStructuringElement(cv::MORPH_RECT, along));
    return closed & ~mask & (strength > weak);
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

// The pitches most lines are apart, most votes first: of the gaps between neighbouring lines
// (and the mean gaps over two to four of them, since lines a fractional pitch apart are drawn
// on whole pixels, 30 and 33 apart for a pitch of 31), the ones that most pairs of lines are a
// whole number of times apart, each pair counting as much as its shorter line is long (the
// grid's lines are long, the strokes of digits and the edges of boxes short). Up to three,
// each more than 15 % from the others.
std::vector<double> common_pitches(const std::vector<double>& at, const std::vector<Line>& lines, double min_pitch) {
    std::vector<double> candidates;
    for (std::size_t i = 0; i < at.size(); ++i)
        for (std::size_t k = 1; k <= 4 && i + k < at.size(); ++k) candidates.push_back((at[i + k] - at[i]) / static_cast<double>(k));
    std::vector<std::pair<long, double>> voted;  // (votes, pitch)
    for (const double d : candidates) {
        if (d < min_pitch) continue;
        long votes = 0;
        for (std::size_t a = 0; a < at.size(); ++a)
            for (std::size_t b = a + 1; b < at.size() && at[b] - at[a] < 8.5 * d; ++b) {
                const double m = (at[b] - at[a]) / d;
                if (m >= 0.5 && std::abs(m - std::round(m)) * d < std::max(1.6, 0.08 * d))
                    votes += std::min(lines[a].length, lines[b].length);
            }
        voted.push_back({votes, d});
    }
    std::sort(voted.begin(), voted.end(), [](const auto& x, const auto& y) { return x > y; });
    std::vector<double> out;
    for (const auto& [votes, pitch] : voted) {
        if (out.size() == 3) break;
        // A copy: Emscripten's clang 14 cannot capture a structured binding.
        const double d = pitch;
        const bool apart = std::none_of(out.begin(), out.end(), [d](double e) { return std::abs(e - d) < 0.15 * e; });
        if (votes > 0 && apart) out.push_back(d);
    }
    return out;
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

// Whether something is drawn at `position` (from..to along it) of `strength`: an edge (the
// page a fifth of a pitch before it unlike the page a fifth of a pitch after it) or a line
// (the page within a pixel of it unlike both), along most of it. The grid's outer line hidden
// under a row of filled cells is an edge (the fill inside, the board outside), a border
// merged with a clue table's frame a line; a patterned backdrop around the board, inked all
// along any line, is neither.
bool edge_row(const cv::Mat& strength, double position, int from, int to, double pitch) {
    const int d = std::max(2, static_cast<int>(std::lround(0.2 * pitch)));
    const int y = static_cast<int>(std::lround(position));
    from = std::max(0, from);
    to = std::min(strength.cols - 1, to);
    if (y - d < 0 || y + d >= strength.rows || to <= from) return false;  // the page's edge: nothing to tell by
    const cv::Mat before = strength.row(y - d).colRange(from, to + 1), after = strength.row(y + d).colRange(from, to + 1);
    cv::Mat drawn;
    cv::absdiff(before, after, drawn);
    for (int o = -1; o <= 1; ++o) {
        const cv::Mat on = strength.row(y + o).colRange(from, to + 1);
        cv::Mat one, other;
        cv::absdiff(on, before, one);
        cv::absdiff(on, after, other);
        drawn = cv::max(drawn, cv::min(one, other));
    }
    return cv::countNonZero(drawn > kLineInk) >= 0.5 * (to - from + 1);
}

bool edge_along(const cv::Mat& strength, double position, const Span& span, double pitch) {
    return edge_row(strength, position, span.from, span.to, pitch) ||
           (span.across_to > span.across_from && edge_row(strength, position, span.across_from, span.across_to, pitch));
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

// Where a heavy line runs at its full weight (at least `level`), from..to: the longest
// stretch, gaps under `gap` bridged. Returns {first, last} offsets, or {0, -1}.
std::pair<int, int> heavy_stretch(const std::vector<int>& weight, double level, int gap) {
    std::pair<int, int> best{0, -1};
    int start = -1, last = -1;
    for (int i = 0; i < static_cast<int>(weight.size()); ++i) {
        if (weight[static_cast<std::size_t>(i)] < level) continue;
        if (start < 0 || i - last > gap) start = i;
        last = i;
        if (last - start > best.second - best.first) best = {start, last};
    }
    return best;
}

// The median start and end of the lines at a run's positions.
std::pair<double, double> line_ends(const Run& run, const LineIndex& index, double tolerance) {
    std::vector<double> froms, tos;
    for (const double at : run.positions)
        if (const int k = index.nearest(at, tolerance, 0); k >= 0) {
            froms.push_back(index.lines[static_cast<std::size_t>(k)].from);
            tos.push_back(index.lines[static_cast<std::size_t>(k)].to);
        }
    return froms.empty() ? std::pair{0.0, -1.0} : std::pair{median(froms), median(tos)};
}

// Where a run's board is: from its first to its last position, along the longest stretch where
// at least half of its lines are drawn as lines, inked with the page a third of a cell before or
// after them not (a panel round the board is inked all over; a line's own extent may take in a window's rule in line
// with it, the other direction's run a frame's strip beside the board).
struct Board {
    double first = 0, last = 0;
    int from = 0, to = -1;
};

Board board_of(const Run& run, const LineIndex& index, double tolerance, const cv::Mat& ink, double pitch) {
    if (run.positions.empty()) return {};
    cv::Mat counts = cv::Mat::zeros(1, ink.cols, CV_32S);
    int seen = 0;
    for (const double at : run.positions) {
        if (index.nearest(at, tolerance, 0) < 0) continue;
        const int y = static_cast<int>(std::lround(at)), d = std::max(2, static_cast<int>(pitch / 3));
        if (y - d < 0 || y + d >= ink.rows) continue;
        cv::Mat any;
        cv::reduce(ink.rowRange(y - 1, y + 2), any, 0, cv::REDUCE_MAX);
        const cv::Mat line = any & ~(ink.row(y - d) & ink.row(y + d));  // not inked a third of a cell either side
        cv::add(counts, line / 255, counts, cv::noArray(), CV_32S);
        ++seen;
    }
    const std::vector<int> weight(counts.begin<int>(), counts.end<int>());
    const auto [from, to] = heavy_stretch(weight, std::max(1.0, 0.5 * seen), static_cast<int>(pitch / 2));
    // Drawn as lines along under half of the lines' middle extents (the board's page all ink
    // on a viewer's backdrop; a colour board's lines mostly between filled cells): along those.
    const std::pair<double, double> ends = line_ends(run, index, tolerance);
    if (to - from >= std::max(2 * pitch, 0.5 * (ends.second - ends.first))) return {run.positions.front(), run.positions.back(), from, to};
    return {run.positions.front(), run.positions.back(), static_cast<int>(ends.first), static_cast<int>(ends.second)};
}

// Whether `line` begins or ends where the board's lines do (`ends`: their median start and end),
// within a fifth of a cell: a line of the grid beyond lines hidden under filled cells does (its
// other end may run on into a clue table or a frame), a window's rule near the grid's pitch
// runs on beyond the board at both ends.
bool ends_with(const Line& line, std::pair<double, double> ends, double pitch) {
    const double slack = std::max(2.0, pitch / 5);
    return std::abs(line.from - ends.first) <= slack || std::abs(line.to - ends.second) <= slack;
}

// Whether the middle of a strip is cut into cells: at least half as many stretches about a
// cell long (0.6 to 1.2 pitches) between sharp changes of colour as the board is cells long (a
// row of cells crossed by the grid's lines; a panel is one stretch, a status bar's text short
// ones).
bool cut_into_cells(const cv::Mat& strip, double pitch) {
    if (strip.rows < 1 || strip.cols < 2) return false;
    const cv::Mat middle = strip.row(strip.rows / 2);
    int cells = 0, last = 0;
    for (int x = 1; x <= middle.cols; ++x) {
        bool edge = x == middle.cols;
        if (!edge) {
            const cv::Vec3b p = middle.at<cv::Vec3b>(0, x), q = middle.at<cv::Vec3b>(0, x - 1);
            for (int k = 0; k < 3; ++k) edge = edge || std::abs(p[k] - q[k]) > kFillTolerance;
        }
        if (!edge) continue;
        cells += x - last >= 0.6 * pitch && x - last <= 1.2 * pitch;
        last = x;
    }
    return cells >= 0.5 * middle.cols / pitch;
}

// Whether the strip of cells between positions `a` and `b` (along the board) is cut into cells,
// or coloured as cells of the board are: the strip's commonest colour (its fill, or its empty
// cells') covers, somewhere inside the grid, a patch half a cell across (a filled cell; the
// grid's thin lines do not). A line hidden at the grid's end lies under a row of filled cells;
// a panel drawn round the board (a bevelled frame, a window's status bar) is inked all along
// any line too, but is not cut into cells and has a colour no cell of the board is filled with.
bool filled_like_grid(const Plane& plane, double a, double b, const Board& board, double pitch) {
    const int inset = std::max(1, static_cast<int>(0.15 * pitch));
    const int y0 = static_cast<int>(std::min(a, b)) + inset, y1 = static_cast<int>(std::max(a, b)) - inset;
    const cv::Mat strip = plane.colours(y0, y1, board.from, board.to + 1);
    const cv::Mat inside = plane.colours(static_cast<int>(board.first), static_cast<int>(board.last), board.from, board.to + 1);
    if (strip.empty() || inside.empty()) return false;
    if (cut_into_cells(strip, pitch)) return true;
    const cv::Vec3b common = common_colour(strip, cv::Rect(0, 0, strip.cols, strip.rows));
    const cv::Scalar colour(common[0], common[1], common[2]);
    cv::Mat same;
    cv::inRange(inside, colour - cv::Scalar::all(kFillTolerance), colour + cv::Scalar::all(kFillTolerance), same);
    const int patch = std::max(3, static_cast<int>(pitch / 2));
    cv::erode(same, same, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(patch, patch)));
    return cv::countNonZero(same) > 0;
}

// Lines a walk filled in (hidden under filled cells) at its ends, beyond the longest stretch of
// lines it saw one after another: such a line is the grid's when the line seen beyond it begins
// or ends where the stretch's lines do (ends_with), or when the strip of cells on either side of it is
// filled as the board's cells are; else the walk ends before it (it ran on over a panel below
// the board to a window's rule near its pitch).
void cut_at_unfilled(Walk& walk, const LineIndex& index, double tolerance, const Plane& plane, double pitch) {
    const std::vector<double>& at = walk.run.positions;
    const std::size_t n = at.size();
    std::size_t a = 0, b = 0;  // the longest stretch of lines seen: [a, b)
    for (std::size_t i = 0, start = 0; i <= n; ++i) {
        if (i < n && walk.lengths[i] > 0) continue;
        if (i - start > b - a) a = start, b = i;
        start = i + 1;
    }
    if (b - a == n || b - a < 2) return;
    Run core;
    core.positions.assign(at.begin() + static_cast<long>(a), at.begin() + static_cast<long>(b));
    const Board board = board_of(core, index, tolerance, plane.ink, pitch);
    const std::pair<double, double> ends = line_ends(core, index, tolerance);
    auto keep = [&](std::size_t k, std::size_t beyond) {
        if (walk.lengths[k] > 0) return true;
        if (const int seen = index.nearest(at[beyond], tolerance, 0); seen >= 0 && walk.lengths[beyond] > 0) {
            const Line& line = index.lines[static_cast<std::size_t>(seen)];
            if (ends_with(line, ends, pitch)) return true;
        }
        return (k > 0 && filled_like_grid(plane, at[k - 1], at[k], board, pitch)) ||
               (k + 1 < n && filled_like_grid(plane, at[k], at[k + 1], board, pitch));
    };
    std::size_t end = b, start = a;
    // The first line seen from k on, away from the stretch (`up`: towards the walk's end).
    auto next_seen = [&](std::size_t k, bool up) {
        while (walk.lengths[k] == 0 && (up ? k + 1 < n : k > 0)) k = up ? k + 1 : k - 1;
        return k;
    };
    while (end < n && keep(end, next_seen(end, true))) ++end;
    while (start > 0 && keep(start - 1, next_seen(start - 1, false))) --start;
    if (start == 0 && end == n) return;
    walk.run.positions = std::vector<double>(at.begin() + static_cast<long>(start), at.begin() + static_cast<long>(end));
    walk.lengths = std::vector<int>(walk.lengths.begin() + static_cast<long>(start), walk.lengths.begin() + static_cast<long>(end));
    walk.run.found = static_cast<int>(std::count_if(walk.lengths.begin(), walk.lengths.end(), [](int l) { return l > 0; }));
}

// The grid's first and last lines may be broken by filled cells (or clue boxes drawn against
// them) more than the others: shorter, or hidden where the page is inked all along them, or
// drawn a few pixels off.
void extend_ends(Run& run, const LineIndex& index, double pitch, double tolerance, int typical, const Span& span,
                 const Plane& plane) {
    // A line where it is expected; else one about as long as the others a little further off
    // (a border drawn thicker, or on whole pixels), not a much longer one (a run of short
    // lines beside the grid does not take the grid's lines that way).
    // A line so found runs beside the grid (along the other direction's run, or the first
    // line's extent), not only in line with it (a side panel's edge level with the grid's end).
    const int from = span.across_to > span.across_from ? span.across_from : span.from;
    const int to = span.across_to > span.across_from ? span.across_to : span.to;
    auto beside = [&](int k) {
        const Line& line = index.lines[static_cast<std::size_t>(k)];
        return std::min(line.to, to) - std::max(line.from, from) >= typical / 2;
    };
    // Whether a line begins or ends where most of the run's lines do (ends_with).
    auto aligned = [&](const Line& line) {
        const std::pair<double, double> ends = line_ends(run, index, tolerance);
        return ends_with(line, ends, pitch);
    };
    auto nearest_end = [&](double at) {
        const int near = index.nearest(at, tolerance, typical / 4);
        if (near >= 0) return beside(near) ? near : -1;
        const int far = index.nearest(at, 1.4 * tolerance, typical / 2);
        return far >= 0 && index.lines[static_cast<std::size_t>(far)].length <= 2 * typical && beside(far) ? far : -1;
    };
    // Lines hidden under filled cells (inked all along) are the grid's when a line beginning or
    // ending where the grid's do is seen beyond them, or up to the last of them where something
    // is drawn (the border hidden under a filled outer row, the fill inside and the board
    // outside; a border merged with a frame beside it): a patterned backdrop beside the board is
    // inked all along any line too, but no line follows, and nothing is drawn there. Hidden so,
    // or with a line beyond them that runs on past the board at both ends (a window's rule, a
    // taskbar's), their rows must be filled as the board's cells are (filled_like_grid: a
    // bevelled panel round the board, a status bar below it, is inked all along and has edges,
    // in a colour no cell is filled with).
    auto extend = [&](double step, auto&& add) {
        std::vector<double> hidden;
        std::size_t edge = 0;  // hidden[0..edge) end where something is drawn
        double at = step < 0 ? run.positions.front() : run.positions.back();
        // How many of the hidden lines close strips of filled cells, from the run's end on.
        auto filled = [&] {
            const Board board = board_of(run, index, tolerance, plane.ink, pitch);
            std::size_t k = 0;
            for (double before = step < 0 ? run.positions.front() : run.positions.back(); k < hidden.size(); before = hidden[k++])
                if (!filled_like_grid(plane, before, hidden[k], board, pitch)) break;
            return k;
        };
        while (true) {
            at += step;
            if (const int seen = nearest_end(at); seen >= 0) {
                if (!hidden.empty() && !aligned(index.lines[static_cast<std::size_t>(seen)]) && filled() < hidden.size()) {
                    edge = filled();
                    break;
                }
                for (const double h : hidden) add(h);
                hidden.clear();
                edge = 0;
                at = index.at[static_cast<std::size_t>(seen)];
                add(at);
                ++run.found;
            } else if (solid_along(plane.ink, at, span, pitch)) {
                hidden.push_back(at);
                if (edge_along(plane.strength, at, span, pitch)) edge = hidden.size();
            } else {
                break;
            }
        }
        if (edge > 0) edge = std::min(edge, filled());
        for (std::size_t k = 0; k < edge; ++k) add(hidden[k]);
    };
    extend(-pitch, [&](double at) { run.positions.insert(run.positions.begin(), at); });
    extend(pitch, [&](double at) { run.positions.push_back(at); });
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

// The grid's lines of one direction at `pitch`: the run from a first line (none a pitch
// before it) with most lines found, then the longest lines.
Run run_at(const LineIndex& index, double pitch, const Plane& plane, const Span* across) {
    Run best;
    const std::vector<Line>& lines = index.lines;
    const double tolerance = std::max(1.6, 0.1 * pitch);
    double best_length = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (index.nearest(index.at[i] - pitch, tolerance, lines[i].length / 2) >= 0) continue;  // not a first line
        const Span span{lines[i].from, lines[i].to, across ? across->from : 0, across ? across->to : -1};
        Walk walk = walk_from(index, i, pitch, tolerance, plane.ink, span);
        const int typical = typical_length(walk);
        drop_short_ends(walk, typical);
        cut_at_unfilled(walk, index, tolerance, plane, pitch);
        double length = 0;
        for (int l : walk.lengths) length += l;
        extend_ends(walk.run, index, pitch, tolerance, typical, span, plane);
        if (walk.run.found > best.found || (walk.run.found == best.found && length > best_length)) {
            best = walk.run;
            best_length = length;
        }
    }
    return best;
}

// Whether three quarters of a run's positions are lines seen (a run at half the grid's pitch
// has every other line filled in: a grid hides that many only under large filled blocks).
double span(const Run& run) { return run.positions.empty() ? 0.0 : run.positions.back() - run.positions.front(); }

bool dense(const Run& run) { return run.found >= 0.75 * static_cast<double>(run.positions.size()); }

// A run at half the grid's pitch: a column's clue digits set in the middle of its cell, one
// above the other, line up into short lines between the grid's long ones (a dark page's faint
// grid, every other line split over two pixels, then has fewer lines seen than such a run).
// When the lines seen at every other position are much shorter (median under kShorterParity
// of the others') and each parity has lines enough, the run keeps the longer lines' positions.
constexpr double kShorterParity = 0.4;
void keep_longer_parity(Run& run, const LineIndex& index) {
    const std::size_t n = run.positions.size();
    if (n < 2 * kFewestLines) return;
    const double tolerance = std::max(1.6, 0.1 * span(run) / static_cast<double>(n - 1));
    std::array<std::vector<double>, 2> lengths;
    for (std::size_t k = 0; k < n; ++k)
        if (const int i = index.nearest(run.positions[k], tolerance, 0); i >= 0)
            lengths[k % 2].push_back(index.lines[static_cast<std::size_t>(i)].length);
    if (lengths[0].size() < kFewestLines || lengths[1].size() < kFewestLines) return;
    const double even = median(lengths[0]), odd = median(lengths[1]);
    if (std::min(even, odd) >= kShorterParity * std::max(even, odd)) return;
    const std::size_t keep = even > odd ? 0 : 1;
    std::vector<double> kept;
    for (std::size_t k = keep; k < n; k += 2) kept.push_back(run.positions[k]);
    run.positions = std::move(kept);
    run.found = static_cast<int>(lengths[keep].size());
}

// The grid's lines of one direction: at the pitch most lines share, unless the run at another
// of the pitches most lines share finds clearly more lines (long lines of the page around, a
// toolbar's and a tab bar's, may vote for a pitch of their own, but few lines lie on it; at
// half the grid's pitch a stray line or two may lie on the lattice, hence "clearly"), or
// about as many over about as long where the first is not dense (half the grid's pitch, voted
// for by clue text; not a short stretch of stray lines at another pitch beside a played board).
Run regular_run(const std::vector<Line>& lines, double min_pitch, const Plane& plane, const Span* across = nullptr) {
    Run best;
    const LineIndex index(lines);
    for (const double pitch : common_pitches(index.at, lines, min_pitch)) {
        Run run = run_at(index, pitch, plane, across);
        const bool denser = dense(run) && !dense(best) && run.found >= kFewestLines && run.found >= 0.8 * best.found &&
                            span(run) >= 0.8 * span(best);
        const bool more = dense(run) == dense(best) && run.found >= best.found + std::max(2, best.found / 4);
        if (best.found == 0 || denser || more) best = std::move(run);
    }
    keep_longer_parity(best, index);
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

// Whether the line at the grid's edge `edge` (of `positions`, the lines found `lines`) runs on
// past the board's other lines at both ends (by kFrameReach): a frame round the board (a
// figure's box, a gallery's crop guide across the screen) may be taken for the grid's next
// line a cell off its edge.
bool runs_past_board(const std::vector<Line>& lines, const std::vector<double>& positions, std::size_t edge, double pitch) {
    const LineIndex index(lines);
    const double tolerance = pitch / 4;
    const int k = index.nearest(positions[edge], tolerance, 0);
    if (k < 0) return false;
    std::vector<double> froms, tos;
    for (std::size_t i = 0; i < positions.size(); ++i)
        if (const int j = index.nearest(positions[i], tolerance, 0); i != edge && j >= 0) {
            froms.push_back(lines[static_cast<std::size_t>(j)].from);
            tos.push_back(lines[static_cast<std::size_t>(j)].to);
        }
    if (froms.size() < 2) return false;
    const Line& line = lines[static_cast<std::size_t>(k)];
    return line.from < median(froms) - kFrameReach * pitch && line.to > median(tos) + kFrameReach * pitch;
}

// The grid's edge lines that run on past the board at both ends (GridLines::framed); whether
// such an edge is the board's or a frame's is told once the clues are read (scan.cpp).
void mark_framed_edges(const std::vector<Line>& rows, const std::vector<Line>& columns, GridLines& grid) {
    if (!puzzle_sized(grid)) return;
    const double pitch =
        std::min((grid.xs.back() - grid.xs.front()) / grid.width(), (grid.ys.back() - grid.ys.front()) / grid.height());
    grid.framed = {runs_past_board(rows, grid.ys, 0, pitch), runs_past_board(rows, grid.ys, grid.ys.size() - 1, pitch),
                   runs_past_board(columns, grid.xs, 0, pitch), runs_past_board(columns, grid.xs, grid.xs.size() - 1, pitch)};
}

// How much ink a line at `position` carries at each point from..to along it: the strength
// summed across it, `half` pixels each side (a thick or dark line carries more than a thin
// grey one, whatever its exact thickness and position).
std::vector<int> line_weight(const cv::Mat& strength, double position, int from, int to, int half) {
    const int y = static_cast<int>(std::lround(position));
    const int y0 = std::max(0, y - half), y1 = std::min(strength.rows, y + half + 1);
    from = std::max(0, from);
    to = std::min(strength.cols - 1, to);
    if (y1 <= y0 || to < from) return {};
    cv::Mat sums;
    cv::reduce(strength.rowRange(y0, y1).colRange(from, to + 1), sums, 0, cv::REDUCE_SUM, CV_32S);
    return std::vector<int>(sums.begin<int>(), sums.end<int>());
}

// How heavy a line is where it is drawn heaviest: of its weight above the page a third of a
// pitch to both sides (so that filled cells and their edges do not count), the largest
// median over four cells' length (a board's line is that long; a cursor's glow round a cell,
// heavier, is not).
double line_peak(const cv::Mat& strength, double position, int from, int to, int half, double pitch) {
    const std::vector<int> on = line_weight(strength, position, from, to, half);
    const std::vector<int> before = line_weight(strength, position - pitch / 3, from, to, half);
    const std::vector<int> after = line_weight(strength, position + pitch / 3, from, to, half);
    if (on.empty() || before.size() != on.size() || after.size() != on.size()) return 0;
    const std::size_t length = std::min(on.size(), static_cast<std::size_t>(std::max(3, static_cast<int>(4 * pitch))));
    double peak = 0;
    for (std::size_t start = 0; start + length <= on.size(); start += length / 2) {
        std::vector<double> contrast;
        for (std::size_t i = start; i < start + length; ++i) contrast.push_back(on[i] - std::max(before[i], after[i]));
        peak = std::max(peak, median(contrast));
    }
    return peak;
}

// Where the board's heavy lines of one direction run (a spreadsheet's board is told from the
// sheet's lattice around it only by its thick border and fifth lines: the lattice is not the
// board, the heavy lines bound it). Lines whose peak is at least 0.6 of the heaviest's are
// heavy; the span they cover together (each where it carries half its peak or more, three
// cells at least: a line blurred by re-compression, or hand-drawn, loses its weight in places,
// and may be heavy for under four cells beyond; a cursor's glow round a cell is shorter) along
// the other direction, or {0, -1} when fewer than two are.
std::pair<double, double> heavy_span(const cv::Mat& strength, const std::vector<double>& positions, double from, double to,
                                     double pitch) {
    const int half = std::max(2, static_cast<int>(std::ceil(0.08 * pitch)));
    const int a = std::max(0, static_cast<int>(from)), b = static_cast<int>(to);
    std::vector<double> peaks;
    for (const double at : positions) peaks.push_back(line_peak(strength, at, a, b, half, pitch));
    const double heaviest = *std::max_element(peaks.begin(), peaks.end());
    double first = to, last = from;
    int heavy = 0;
    for (std::size_t k = 0; k < positions.size(); ++k) {
        if (peaks[k] < 0.6 * heaviest || peaks[k] <= 0) continue;
        const std::vector<int> weight = line_weight(strength, positions[k], a, b, half);
        const auto [i, j] = heavy_stretch(weight, 0.5 * peaks[k], static_cast<int>(pitch / 2));
        if (j - i < 3 * pitch) continue;
        first = std::min(first, static_cast<double>(a + i));
        last = std::max(last, static_cast<double>(a + j));
        ++heavy;
    }
    return heavy >= 2 ? std::pair{first, last} : std::pair{0.0, -1.0};
}

// Lattice lines beyond the span of the heavy lines across them (the sheet's cells around a
// board drawn with a heavy border) are not the grid's.
void keep_within(std::vector<double>& positions, std::pair<double, double> span, double pitch) {
    if (span.second - span.first < (kSmallestSide - 0.5) * pitch) return;  // no board's
    std::vector<double> kept;
    for (const double at : positions)
        if (at >= span.first - 0.3 * pitch && at <= span.second + 0.3 * pitch) kept.push_back(at);
    if (kept.size() >= static_cast<std::size_t>(kFewestLines)) positions = std::move(kept);
}

void bound_by_heavy_lines(const Plane& across, const Plane& down, GridLines& grid) {
    const double pitch =
        std::min((grid.xs.back() - grid.xs.front()) / grid.width(), (grid.ys.back() - grid.ys.front()) / grid.height());
    const auto along_x = heavy_span(across.strength, grid.ys, grid.xs.front(), grid.xs.back(), pitch);
    const auto along_y = heavy_span(down.strength, grid.xs, grid.ys.front(), grid.ys.back(), pitch);
    keep_within(grid.xs, along_x, pitch);
    keep_within(grid.ys, along_y, pitch);
}

// Whether blob `k` of `labels` (its box `box`) is shaped like an X, a crossed cell's mark: its
// four corners and its middle inked, the middle thirds of its top and bottom rows and of its
// first and last columns not (every digit inks the middle of its top or bottom: a stem, a bar
// or a bow).
bool cross_shaped(const cv::Mat& labels, int k, const cv::Rect& box) {
    auto inked = [&](int x0, int x1, int y0, int y1) {  // inclusive, relative to the box
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x)
                if (labels.at<int>(box.y + y, box.x + x) == k) return true;
        return false;
    };
    const int w = box.width, h = box.height, cw = std::max(1, w / 4), ch = std::max(1, h / 4);
    const bool corners = inked(0, cw - 1, 0, ch - 1) && inked(w - cw, w - 1, 0, ch - 1) && inked(0, cw - 1, h - ch, h - 1) &&
                         inked(w - cw, w - 1, h - ch, h - 1);
    const bool middle = inked(w / 3, (2 * w - 1) / 3, h / 3, (2 * h - 1) / 3);
    const bool sides = inked(w / 3, (2 * w - 1) / 3, 0, 0) || inked(w / 3, (2 * w - 1) / 3, h - 1, h - 1) ||
                       inked(0, 0, h / 3, (2 * h - 1) / 3) || inked(w - 1, w - 1, h / 3, (2 * h - 1) / 3);
    return w >= 3 && h >= 3 && corners && middle && !sides;
}

// Whether blob `k` of `labels` (its box `box`, `area` pixels) fills its convex hull nearly all
// over, as a dot or a pill does and no digit but a plain 1 (each has a hole, a bay or a bend).
bool convex_blob(const cv::Mat& labels, int k, const cv::Rect& box, int area) {
    std::vector<cv::Point> points;
    for (int y = 0; y < box.height; ++y)
        for (int x = 0; x < box.width; ++x)
            if (labels.at<int>(box.y + y, box.x + x) == k) points.emplace_back(x, y);
    std::vector<cv::Point> hull;
    cv::convexHull(points, hull);
    cv::Mat filled = cv::Mat::zeros(box.size(), CV_8U);
    cv::fillConvexPoly(filled, hull, cv::Scalar(255));
    return area >= 0.9 * cv::countNonZero(filled);
}

// Whether `window` of `bgr` holds a blob shaped like a digit against `background`: clear of
// the window's edges, its middle in `own` (window coordinates), taller than a fifth of a cell
// (a third, or not convex) and clearly narrower than tall; in a `widened` window, not a line's
// sliver either (a bar on the cell's side line, or no wider than the grid's lines, `line`
// pixels, across it: a glowing line's brightest stretch; or a pixel wide).
bool digit_blob(const cv::Mat& bgr, const cv::Rect& window, const cv::Vec3b& background, const cv::Rect& own, double pitch,
                bool widened, int line) {
    const cv::Mat differs = ink_strength(bgr(window), background) > kDigitContrast;
    cv::Mat labels, stats, centroids;
    const int count = cv::connectedComponentsWithStats(differs, labels, stats, centroids, 8);
    for (int k = 1; k < count; ++k) {
        const int x = stats.at<int>(k, cv::CC_STAT_LEFT), y = stats.at<int>(k, cv::CC_STAT_TOP);
        const int w = stats.at<int>(k, cv::CC_STAT_WIDTH), h = stats.at<int>(k, cv::CC_STAT_HEIGHT);
        if (x == 0 || y == 0 || x + w == window.width || y + h == window.height) continue;
        if (!own.contains(cv::Point(x + w / 2, y + h / 2))) continue;
        const bool on_edge = (x <= own.x && x + w > own.x - 1) || (x <= own.br().x && x + w > own.br().x - 1);
        if (widened && (w < 2 || (on_edge && (w < 0.3 * h || w <= line)))) continue;  // a sliver of a line
        // A blob under a third of a cell tall is a digit only when it is not convex (a small
        // face's digits in a table's clue cells are a quarter of a cell; a dot or a pill marking
        // an empty cell is about as tall, and convex).
        const bool small = h < 0.3 * pitch;
        if (h >= 5 && h >= 0.2 * pitch && h <= 0.85 * pitch && w <= 0.8 * h && !cross_shaped(labels, k, cv::Rect(x, y, w, h)) &&
            !(small && convex_blob(labels, k, cv::Rect(x, y, w, h), stats.at<int>(k, cv::CC_STAT_AREA))))
            return true;
    }
    return false;
}

// Whether a clue box filling `cell` (a cell `pitch` pixels across) holds a digit: a box
// drawn at the grid's pitch (a colour puzzle's clue chips stacked a cell apart) is as large as
// the cell, its small digit set high in it touching the box's anti-aliased edge (print-preview
// chips: a 7-pixel digit in a 12-pixel box, its top on the box's first full row), so that the
// tests above see the digit joined to the edge. The rows and columns at the cell's sides that
// mostly differ from its middle colour (the gap, the box's edge) are trimmed off, and what
// differs within the rest may touch one of its sides.
bool boxed_digit(const cv::Mat& bgr, const cv::Rect& cell, double pitch) {
    // A larger box leaves its digit a few pixels clear of its edge, which the tests above see;
    // a cell of a lattice of every fifth line holds fills shaped anyhow.
    if (cell.width < 8 || cell.height < 8 || pitch > kLargestChip) return false;
    // The box's colour from the cell's middle half: a box a pixel or two smaller than the cell
    // with a blended edge leaves its own colour under half of the whole cell once its digit is in.
    const int quarter = static_cast<int>(pitch / 4);
    const cv::Vec3b middle = median_colour(bgr(cv::Rect(cell.x + quarter, cell.y + quarter, cell.width - 2 * quarter, cell.height - 2 * quarter)));
    const cv::Mat differs = ink_strength(bgr(cell), middle) > kDigitContrast;
    int top = 0, bottom = differs.rows, left = 0, right = differs.cols;
    auto mostly = [](const cv::Mat& strip) { return 2 * cv::countNonZero(strip) > static_cast<int>(strip.total()); };
    while (bottom - top > 4 && mostly(differs.row(top).colRange(left, right))) ++top;
    while (bottom - top > 4 && mostly(differs.row(bottom - 1).colRange(left, right))) --bottom;
    while (right - left > 4 && mostly(differs.col(left).rowRange(top, bottom))) ++left;
    while (right - left > 4 && mostly(differs.col(right - 1).rowRange(top, bottom))) --right;
    if (bottom - top < 0.6 * pitch || right - left < 0.6 * pitch) return false;  // no box as large as the cell
    const cv::Mat box = differs(cv::Range(top, bottom), cv::Range(left, right));
    cv::Mat labels, stats, centroids;
    const int count = cv::connectedComponentsWithStats(box, labels, stats, centroids, 8);
    for (int k = 1; k < count; ++k) {
        const int x = stats.at<int>(k, cv::CC_STAT_LEFT), y = stats.at<int>(k, cv::CC_STAT_TOP);
        const int w = stats.at<int>(k, cv::CC_STAT_WIDTH), h = stats.at<int>(k, cv::CC_STAT_HEIGHT);
        const bool across = x == 0 && x + w == box.cols, down = y == 0 && y + h == box.rows;
        const int sides = (x == 0) + (y == 0) + (x + w == box.cols) + (y + h == box.rows);
        if (across || down || sides > 1) continue;  // a line or a rounded corner
        // In the box's middle, and shorter than the box (not a neighbouring fill's edge).
        const double middle_x = (x + w / 2.0) / box.cols, middle_y = (y + h / 2.0) / box.rows;
        if (middle_x < 0.25 || middle_x > 0.75 || middle_y < 0.25 || middle_y > 0.75 || h > 0.75 * box.rows) continue;
        if (h >= 5 && h >= 0.3 * pitch && w <= 0.8 * h && !cross_shaped(labels, k, cv::Rect(x, y, w, h)) &&
            !convex_blob(labels, k, cv::Rect(x, y, w, h), stats.at<int>(k, cv::CC_STAT_AREA)))
            return true;
    }
    return false;
}

// Whether the cell between lines x0..x1 and y0..y1 holds something shaped like a digit
// against the cell's own background (paper, a grey clue cell or a coloured clue box): inside
// the cell's lines, or, for a clue table of its own a few pixels off the grid's lattice (its
// digits across a cell's edge), in the cell widened by a quarter of a cell each way, its
// middle in the cell (lines and neighbouring fills run out of that window).
// Grid cells never hold one: they are empty, filled, crossed (an X is as wide as tall, or
// shaped like one) or dotted.
bool holds_digit(const cv::Mat& bgr, double x0, double x1, double y0, double y1, int thickness) {
    const cv::Rect page(0, 0, bgr.cols, bgr.rows);
    const cv::Rect cell = cv::Rect(static_cast<int>(std::ceil(x0)), static_cast<int>(std::ceil(y0)), static_cast<int>(x1 - x0),
                                   static_cast<int>(y1 - y0)) & page;
    const int inset = thickness / 2 + 1;
    const cv::Rect inside = cv::Rect(cell.x + inset, cell.y + inset, cell.width - 2 * inset, cell.height - 2 * inset) & page;
    if (inside.width < 4 || inside.height < 6) return false;
    const double pitch = std::min(x1 - x0, y1 - y0);
    const cv::Vec3b background = median_colour(bgr(inside));
    if (digit_blob(bgr, inside, background, cv::Rect(0, 0, inside.width, inside.height), pitch, false, thickness)) return true;
    const int grow = static_cast<int>(pitch / 4);
    const cv::Rect window = cv::Rect(cell.x - grow, cell.y - grow, cell.width + 2 * grow, cell.height + 2 * grow) & page;
    return digit_blob(bgr, window, background, cell - window.tl(), pitch, true, thickness) || boxed_digit(bgr, cell, pitch);
}

// Digit cells of a grid in rows >= r and columns >= c, for every r and c.
using Counts = std::vector<std::vector<int>>;

// How likely `digits` of `cells` are, each a digit by the share they make (log, 0 for none).
double binomial_fit(int digits, int cells) {
    if (digits == 0 || digits == cells) return 0;
    const double p = static_cast<double>(digits) / cells;
    return digits * std::log(p) + (cells - digits) * std::log(1 - p);
}

// Of the cuts no farther than `farthest` (left, top), the one that tells two shares of digit
// cells apart best (the clue cells' and the board's, each as likely as it can be), with the
// share in the cells cut at least a quarter and three times the rest's; nullopt when none does.
std::optional<std::pair<int, int>> likeliest_cut(const Counts& below, int w, int h, std::pair<int, int> farthest) {
    const int all = below[0][0];
    std::optional<std::pair<int, int>> best;
    double best_fit = binomial_fit(all, w * h);
    for (int top = 0; top <= farthest.second; ++top)
        for (int left = 0; left <= farthest.first; ++left) {
            const int kept = (w - left) * (h - top), kept_digits = below[static_cast<std::size_t>(top)][static_cast<std::size_t>(left)];
            const int cut = w * h - kept, cut_digits = all - kept_digits;
            if (cut == 0 || 4 * cut_digits < cut || static_cast<double>(cut_digits) / cut < 3.0 * kept_digits / kept) continue;
            const double fit = binomial_fit(cut_digits, cut) + binomial_fit(kept_digits, kept);
            if (fit > best_fit + 1e-9) best_fit = fit, best = std::pair{left, top};
        }
    return best;
}

}  // namespace

// Lines of a clue band ruled like the grid (a table's clue cells, a row of clue boxes at the
// grid's pitch) are found with the grid's. Clue bands are left of and above the grid, grid
// cells hold no digits: the fewest first columns and rows to drop so that what is left holds
// (almost) no digit. A board's own cells may look like digits here and there (crossed cells
// blurred by a video call's compression, the corners of fills: 6% of a played 25x25 board's):
// the likeliest cut, when it drops fewer.
void drop_clue_cells(const cv::Mat& bgr, GridLines& grid) {
    const int w = grid.width(), h = grid.height();
    Counts below(static_cast<std::size_t>(h + 1), std::vector<int>(static_cast<std::size_t>(w + 1), 0));
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
    if (const auto cut = likeliest_cut(below, w, h, {best_left, best_top}); cut && cut->first + cut->second < best_dropped) {
        best_left = cut->first;
        best_top = cut->second;
    }
    grid.xs.erase(grid.xs.begin(), grid.xs.begin() + best_left);
    grid.ys.erase(grid.ys.begin(), grid.ys.begin() + best_top);
}

namespace {

// Both directions' lines and the grid's runs of them.
struct Lattice {
    std::vector<Line> rows, columns;
    Run ys, xs;
    bool found() const { return ys.found >= kFewestLines && xs.found >= kFewestLines; }
};

// A puzzle's cells are square (within kSquare): a direction whose run is at a pitch far from
// the other's, and finds fewer lines, is looked for again at the other's pitch, and that run
// taken when it finds more lines and three quarters of its positions are lines seen (a pixel
// editor's checkered canvas behind the board, and its clue columns, voted for a pitch one
// and a half cells wide).
constexpr double kSquare = 1.3;

double mean_pitch(const Run& run) {
    return (run.positions.back() - run.positions.front()) / static_cast<double>(run.positions.size() - 1);
}

void square_cells(Lattice& lattice, const Plane& across, const Plane& down) {
    const double py = mean_pitch(lattice.ys), px = mean_pitch(lattice.xs);
    if (std::max(px, py) <= kSquare * std::min(px, py)) return;
    const bool redo_columns = lattice.xs.found < lattice.ys.found;
    Run& worse = redo_columns ? lattice.xs : lattice.ys;
    const LineIndex index(redo_columns ? lattice.columns : lattice.rows);
    Run again = run_at(index, redo_columns ? py : px, redo_columns ? down : across, nullptr);
    if (again.positions.size() < 2 || again.found < kFewestLines || again.found <= worse.found || !dense(again)) return;
    again.positions = fit_evenly(again.positions, index);
    worse = std::move(again);
}

Lattice find_lattice(const Plane& across, const Plane& down, int side) {
    // A grid is at least about 40 pixels across; lines are at most ~1% of the page thick.
    const int min_length = std::max(30, side / 12);
    const int max_thickness = thickest_line(side);
    int run = std::max(10, side / 60);
    Lattice lattice;
    // Twice: once to learn the pitch, then with only runs of ink most of a cell long, so that
    // the strokes of large digits stacked in a clue band are not taken for lines.
    for (int pass = 0; pass < 2; ++pass) {
        lattice.rows = horizontal_lines(across.ink, run, min_length, max_thickness);
        lattice.columns = horizontal_lines(down.ink, run, min_length, max_thickness);
        lattice.ys = regular_run(lattice.rows, 7, across);
        lattice.xs = regular_run(lattice.columns, 7, down);
        if (!lattice.found()) break;
        const double pitch = std::min(mean_pitch(lattice.ys), mean_pitch(lattice.xs));
        if (0.6 * pitch <= run) break;
        run = static_cast<int>(0.6 * pitch);
    }
    if (!lattice.found()) return lattice;
    square_cells(lattice, across, down);
    // Again, lines hidden under filled cells judged along the other direction's run.
    const Span along_rows{static_cast<int>(lattice.xs.positions.front()), static_cast<int>(lattice.xs.positions.back())};
    const Span along_columns{static_cast<int>(lattice.ys.positions.front()), static_cast<int>(lattice.ys.positions.back())};
    if (Run again = regular_run(lattice.rows, 7, across, &along_rows); again.found >= lattice.ys.found) lattice.ys = std::move(again);
    if (Run again = regular_run(lattice.columns, 7, down, &along_columns); again.found >= lattice.xs.found) lattice.xs = std::move(again);
    return lattice;
}

// The largest channel difference of two images.
cv::Mat channel_difference(const cv::Mat& a, const cv::Mat& b) {
    cv::Mat difference, channels[3];
    cv::absdiff(a, b, difference);
    cv::split(difference, channels);
    return cv::max(channels[0], cv::max(channels[1], channels[2]));
}

// Thin horizontal lines against whatever lies beside them: how much each pixel differs from
// the pixels `d` above it and `d` below it, the lesser of the two (a line differs from both
// sides, an edge of a filled cell from one). Lines drawn on cells of a colour of their own (a
// dark theme's grey lines between grey cells on a black page), whose strength against the
// paper is that of the cells around them, are found so.
cv::Mat line_contrast(const cv::Mat& bgr, int d) {
    cv::Mat out = cv::Mat::zeros(bgr.size(), CV_8U);
    if (bgr.rows <= 2 * d) return out;
    const cv::Mat middle = bgr.rowRange(d, bgr.rows - d);
    const cv::Mat above = channel_difference(middle, bgr.rowRange(0, bgr.rows - 2 * d));
    const cv::Mat below = channel_difference(middle, bgr.rowRange(2 * d, bgr.rows));
    cv::Mat inner = out.rowRange(d, bgr.rows - d);  // shares out's pixels
    cv::min(above, below, inner);
    // Where a line crosses it, a line is like what lies `d` above and below it (the crossing
    // line): gaps that narrow are closed.
    cv::morphologyEx(out, out, cv::MORPH_CLOSE, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(d | 1, 1)));
    return out;
}

// The grid made of a lattice: bounded by its heavy lines (unless not `heavy`), its open edges
// and the clue cells its runs took in dropped, fitted to its own lines. `vertical` and
// `turned_horizontal`: the ink of the vertical lines as the page is and of the horizontal ones
// turned.
GridLines grid_of(const Lattice& lattice, const Plane& across, const Plane& down, const cv::Mat& vertical,
                  const cv::Mat& turned_horizontal, const cv::Mat& bgr, bool heavy = true) {
    GridLines grid;
    grid.xs = lattice.xs.positions;
    grid.ys = lattice.ys.positions;
    grid.thickness = std::max(grid_thickness(lattice.rows, grid.ys), grid_thickness(lattice.columns, grid.xs));
    if (heavy) bound_by_heavy_lines(across, down, grid);
    drop_open_edges(vertical, turned_horizontal, grid);
    drop_clue_cells(bgr, grid);
    mark_framed_edges(lattice.rows, lattice.columns, grid);
    // Fitted again to the grid's own lines alone.
    grid.xs = fit_evenly(grid.xs, LineIndex(lattice.columns));
    grid.ys = fit_evenly(grid.ys, LineIndex(lattice.rows));
    grid.pitch = ((grid.xs.back() - grid.xs.front()) / grid.width() + (grid.ys.back() - grid.ys.front()) / grid.height()) / 2;
    grid.clue_top = reach(lattice.columns, grid.xs, grid.ys.front(), grid.pitch);
    grid.clue_left = reach(lattice.rows, grid.ys, grid.xs.front(), grid.pitch);
    return grid;
}

}  // namespace

namespace {

// Lines against what lies beside them (line_contrast) of `bgr`, each direction, compared with
// the page `d` pixels to either side.
Lattice contrast_lattice_at(const cv::Mat& bgr, const Plane& across, int d, Plane& contrast_across, Plane& contrast_down,
                            cv::Mat& vertical, cv::Mat& turned_horizontal) {
    const int side = std::min(bgr.cols, bgr.rows);
    const cv::Mat horizontal = line_contrast(bgr, d), turned_vertical = line_contrast(bgr.t(), d);
    contrast_across = Plane{horizontal > kRidgeInk, horizontal, bgr, false};
    contrast_down = Plane{turned_vertical > kRidgeInk, turned_vertical, bgr, true};
    // A row's cells are closed by the lines across it or inked over (filled).
    vertical = contrast_down.ink.t() | across.ink;
    turned_horizontal = (contrast_across.ink | across.ink).t();
    return find_lattice(contrast_across, contrast_down, side);
}

// Lines against what lies beside them, compared with the page as far to either side as the
// thickest line is thick. A filled cell less than twice that tall stands out from the empty
// cells above and below it as a line does: on a page of small cells (16 pixels on a 1440-pixel
// page, compared 9 away) a row of filled cells is a line along the cells' middle, and the
// lattice taken is at half the grid's pitch. When the lattice's cells are no more than twice
// that reach, the lines are looked for again compared a quarter of its pitch away.
Lattice contrast_lattice(const cv::Mat& bgr, const Plane& across, Plane& contrast_across, Plane& contrast_down,
                         cv::Mat& vertical, cv::Mat& turned_horizontal) {
    const int side = std::min(bgr.cols, bgr.rows);
    const int d = thickest_line(side) / 2 + 1;
    Lattice lattice = contrast_lattice_at(bgr, across, d, contrast_across, contrast_down, vertical, turned_horizontal);
    if (!lattice.found()) return lattice;
    const double pitch = std::min(mean_pitch(lattice.xs), mean_pitch(lattice.ys));
    const int near = std::max(2, static_cast<int>(pitch / 4));
    if (pitch > 2 * d || near >= d) return lattice;
    Plane near_across, near_down;
    cv::Mat near_vertical, near_horizontal;
    Lattice again = contrast_lattice_at(bgr, across, near, near_across, near_down, near_vertical, near_horizontal);
    if (!again.found()) return lattice;
    contrast_across = std::move(near_across);
    contrast_down = std::move(near_down);
    vertical = near_vertical;
    turned_horizontal = near_horizontal;
    return again;
}

// A grid whose cells are large (60 pixels or more) or far from square may be a lattice of
// every fifth line (the only ones strong against the paper at a browser's zoom, or the only
// ones drawn).
bool large_cells(const GridLines& grid) {
    const double wide = (grid.xs.back() - grid.xs.front()) / grid.width(), tall = (grid.ys.back() - grid.ys.front()) / grid.height();
    return std::max(wide, tall) >= 60 || std::max(wide, tall) >= 1.5 * std::min(wide, tall);
}

// Within such a lattice, lines against the cells beside them may cut it finer. The finer
// grid, in page pixels.
std::optional<GridLines> finer_grid(const Page& page, const Plane& across, const GridLines& grid) {
    if (!large_cells(grid)) return std::nullopt;
    const int margin = 12;  // the border's contrast is measured against the page a few pixels beyond it
    const cv::Rect area = cv::Rect(cv::Point(static_cast<int>(grid.xs.front()) - margin, static_cast<int>(grid.ys.front()) - margin),
                                   cv::Point(static_cast<int>(grid.xs.back()) + margin + 1, static_cast<int>(grid.ys.back()) + margin + 1)) &
                          cv::Rect(0, 0, page.bgr.cols, page.bgr.rows);
    const cv::Mat part = page.bgr(area).clone();
    const Plane part_across{across.ink(area).clone(), page.strength(area).clone(), part, false};
    Plane contrast_across, contrast_down;
    cv::Mat vertical, turned_horizontal;
    const Lattice lattice = contrast_lattice(part, part_across, contrast_across, contrast_down, vertical, turned_horizontal);
    if (!lattice.found()) return std::nullopt;
    GridLines finer = grid_of(lattice, contrast_across, contrast_down, vertical, turned_horizontal, part);
    const double slack = 0.5 * finer.pitch;
    for (double& x : finer.xs) x += area.x;
    for (double& y : finer.ys) y += area.y;
    // The finer grid spans the coarse one at least one way (the other way, the coarse one
    // may have taken in lines of the page beyond the board at its large pitch).
    const bool same = (std::abs(finer.xs.front() - grid.xs.front()) < slack && std::abs(finer.xs.back() - grid.xs.back()) < slack) ||
                      (std::abs(finer.ys.front() - grid.ys.front()) < slack && std::abs(finer.ys.back() - grid.ys.back()) < slack);
    if (!same || finer.width() * finer.height() <= grid.width() * grid.height()) return std::nullopt;
    finer.clue_top = finer.clue_left = -1;
    return finer;
}

}  // namespace

namespace {

// The page's ink with gaps of a pixel along rows closed where the gap is half as strong and no
// wider across the row than a line is thick: a thin line dimmed under the threshold every few
// pixels (a screen's scanlines darkening every third row) is a line; the paper between two
// letters, or between a cell's colour and its line, running on across the row, is no ink.
cv::Mat bridged(const cv::Mat& ink, const cv::Mat& strength, int side) {
    const cv::Mat gaps = dimmed_gaps(ink, strength, kLineInk / 2, cv::Size(3, 1));
    cv::Mat wide;
    cv::morphologyEx(gaps, wide, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(1, thickest_line(side) + 1)));
    return ink | (gaps & ~wide);
}

// The mean gap of a run's positions.
double pitch_of(const Run& run) {
    return run.positions.size() < 2 ? 0.0 : span(run) / static_cast<double>(run.positions.size() - 1);
}

// Whether `bridged` (found on the bridged ink) completes `plain`: the same pitch each way (within
// a tenth), as many lines each way at least and two more in all (a dimmed stretch of a board
// hides several lines; one more may be a page's rule beyond a run's end), or a lattice where
// `plain` has none. Bridging may join a dimmed line's pieces; where it changes the pitch it
// joined other things (digits stacked a pixel apart), and the plain ink's lattice stands.
bool completes(const Lattice& bridged, const Lattice& plain) {
    if (!bridged.found()) return false;
    if (!plain.found()) return true;
    auto same = [](const Run& a, const Run& b) { return std::abs(pitch_of(a) - pitch_of(b)) <= 0.1 * pitch_of(b); };
    const std::size_t xs = bridged.xs.positions.size(), ys = bridged.ys.positions.size();
    return same(bridged.xs, plain.xs) && same(bridged.ys, plain.ys) && xs >= plain.xs.positions.size() &&
           ys >= plain.ys.positions.size() && xs + ys >= plain.xs.positions.size() + plain.ys.positions.size() + 2;
}

}  // namespace

std::optional<GridLines> find_grid(const Page& page, std::string& why) {
    const int side = std::min(page.bgr.cols, page.bgr.rows);
    const cv::Mat ink = page.strength > kLineInk;
    const Plane across{ink, page.strength, page.bgr, false};          // rows
    const Plane down{ink.t(), page.strength.t(), page.bgr, true};     // columns, turned
    Lattice lattice = find_lattice(across, down, side);
    // The lines again on the bridged ink, each way along its lines, when bridging adds a
    // hundredth to the ink (a CRT's scanlines add 8-11 %; a clean screenshot's anti-aliasing
    // under 0.3 %, and the second search would cost it a quarter more CPU).
    const Plane bridged_across{bridged(ink, page.strength, side), page.strength, page.bgr, false};
    const Plane bridged_down{bridged(down.ink, down.strength, side), down.strength, page.bgr, true};
    const double inked = cv::countNonZero(ink);
    const double added = cv::countNonZero(bridged_across.ink) + cv::countNonZero(bridged_down.ink) - 2 * inked;
    bool dimmed = false;
    if (added >= 0.01 * 2 * inked) {
        Lattice on_bridged = find_lattice(bridged_across, bridged_down, side);
        dimmed = completes(on_bridged, lattice);
        if (dimmed) lattice = std::move(on_bridged);
    }
    const Plane& lines_across = dimmed ? bridged_across : across;
    const Plane& lines_down = dimmed ? bridged_down : down;
    std::optional<GridLines> grid;
    if (lattice.found())
        grid = grid_of(lattice, lines_across, lines_down, lines_down.ink.t(), lines_across.ink.t(), page.bgr);
    // No puzzle is under 5 cells a side: a smaller grid is something else's lattice, and the
    // puzzle's lines may not stand out from the paper but from the cells beside them.
    if (grid && puzzle_sized(*grid)) {
        if (std::optional<GridLines> finer = finer_grid(page, across, *grid)) return finer;
        if (std::optional<GridLines> split = large_cells(*grid) ? split_by_text(page, *grid) : std::nullopt) return split;
        return grid;
    }
    const std::optional<GridLines> on_paper = grid;
    Plane contrast_across, contrast_down;
    cv::Mat vertical, turned_horizontal;
    if (const Lattice again = contrast_lattice(page.bgr, across, contrast_across, contrast_down, vertical, turned_horizontal);
        again.found()) {
        GridLines other = grid_of(again, contrast_across, contrast_down, vertical, turned_horizontal, page.bgr);
        if (!grid || other.width() * other.height() > grid->width() * grid->height()) grid = std::move(other);
    }
    // Only some lines drawn (a terminal's rules every fifth cell): the clue text cuts the cells.
    if (grid && (!puzzle_sized(*grid) || large_cells(*grid)))
        for (const std::optional<GridLines>& drawn : {grid, on_paper})
            if (drawn)
                if (std::optional<GridLines> split = split_by_text(page, *drawn); split && puzzle_sized(*split)) return split;
    if (!grid)
        why = "no grid found: looked for at least " + std::to_string(kFewestLines) +
              " evenly spaced straight lines each way (found " + std::to_string(lattice.ys.found) + " horizontal, " +
              std::to_string(lattice.xs.found) + " vertical)";
    return grid;
}

std::vector<GridLines> other_grids(const Page& page, const GridLines& chosen, std::size_t most) {
    const int side = std::min(page.bgr.cols, page.bgr.rows);
    const cv::Mat ink = page.strength > kLineInk;
    const Plane across{ink, page.strength, page.bgr, false};
    const Plane down{ink.t(), page.strength.t(), page.bgr, true};
    std::vector<GridLines> grids;
    auto add = [&](const GridLines& grid) {
        auto same = [&](const GridLines& other) { return other.same_lines(grid); };
        if (grids.size() < most && puzzle_sized(grid) && !same(chosen) &&
            std::none_of(grids.begin(), grids.end(), same))
            grids.push_back(grid);
    };
    Plane contrast_across, contrast_down;
    cv::Mat vertical, turned_horizontal;
    const Lattice plain = find_lattice(across, down, side);
    const Lattice contrast = contrast_lattice(page.bgr, across, contrast_across, contrast_down, vertical, turned_horizontal);
    for (const bool heavy : {true, false}) {
        if (contrast.found()) add(grid_of(contrast, contrast_across, contrast_down, vertical, turned_horizontal, page.bgr, heavy));
        if (plain.found()) add(grid_of(plain, across, down, down.ink.t(), across.ink.t(), page.bgr, heavy));
    }
    return grids;
}

}  // namespace nono::scan
