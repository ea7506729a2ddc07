// Cutting a grid drawn with only some of its lines by the clue text beside it; see grid_text.hpp.
#include "scan/grid_text.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <vector>

namespace nono::scan {

namespace {

// Ink strength at which a pixel is part of clue text (a terminal's dimmed "done" clues are
// ~100 against its black; a light grey line is ~30-60, text is darker).
constexpr int kTextInk = 40;
// Smallest cell the cut may make, in pixels.
constexpr double kSmallestCell = 8;
// Most cells a drawn cell may hold a side.
constexpr int kMostCells = 12;
// Fewest cells with text beside them a cut must find (no puzzle is under 5 cells a side).
constexpr std::size_t kFewestTexted = 5;

// A row (or column) of text: its middle and height.
struct Text {
    double middle = 0;
    int height = 0;
};

// Whether `text` could stand in a cell `pitch` high: at least 0.3 of it (not a speck of
// JPEG noise, not a piece of a digit), at most all of it.
bool fits_cell(const Text& text, double pitch) { return text.height >= 0.3 * pitch && text.height <= pitch; }

// The middles of the rows of text in rows from..to, columns x0..x1 of `ink` (binary): the
// stretches of rows holding ink, each under `tallest` rows (taller ones are text rows run
// together, or something else, and say nothing).
std::vector<Text> text_middles(const cv::Mat& ink, int x0, int x1, int from, int to, double tallest) {
    std::vector<Text> middles;
    x0 = std::max(0, x0);
    x1 = std::min(ink.cols, x1);
    from = std::max(0, from);
    to = std::min(ink.rows, to);
    if (x1 <= x0 || to <= from) return middles;
    int start = -1;
    for (int y = from; y <= to; ++y) {
        const bool inked = y < to && cv::countNonZero(ink.row(y).colRange(x0, x1)) > 0;
        if (inked && start < 0) start = y;
        if (!inked && start >= 0) {
            if (y - start < tallest && start > from && y < to) middles.push_back({(start + y - 1) / 2.0, y - start});
            start = -1;
        }
    }
    return middles;
}

// A cut of drawn lines: lines[first..last] (indices), each cell between them cut into n.
struct Cut {
    int n = 0;
    std::size_t first = 0, last = 0;
    std::size_t hits = 0;
};

// The cell's side of a cut.
double cell_of(const std::vector<double>& lines, const Cut& how) {
    return (lines[how.last] - lines[how.first]) / static_cast<double>(how.n * (how.last - how.first));
}

// Whether a text middle at `cell` (in cells from a line) lies in the middle half of its cell.
bool in_middle_half(double cell) { return std::abs(cell - std::floor(cell) - 0.5) <= 0.25; }

// Where the band of text beside the grid begins: going out from row `edge` of `ink` (binary;
// columns from..to), the row after the first `empty` rows in a row with no ink (a page's
// header text above the clue columns is no clue's), or 0.
int band_start(const cv::Mat& ink, int edge, int from, int to, double empty) {
    from = std::max(0, from);
    to = std::min(ink.cols, to);
    if (to <= from) return 0;
    int blank = 0;
    for (int y = std::min(edge, ink.rows) - 1; y >= 0; --y) {
        blank = cv::countNonZero(ink.row(y).colRange(from, to)) > 0 ? 0 : blank + 1;
        if (blank >= empty) return y + blank;
    }
    return 0;
}

// How many of the cells of lines[first..last] cut into `n` hold a text middle in their
// middle half; 0 when more than a tenth of the middles between them lie off those (only text
// that could stand in such a cell counts).
std::size_t text_hits(const std::vector<Text>& middles, const std::vector<double>& lines, std::size_t first, std::size_t last,
                      int n) {
    const double pitch = cell_of(lines, Cut{n, first, last, 0});
    std::set<long> hit;
    int inside = 0, off = 0;
    for (const Text& text : middles) {
        const double at = text.middle;
        if (at < lines[first] || at > lines[last] || !fits_cell(text, pitch)) continue;
        ++inside;
        const double cell = (at - lines[first]) / pitch;
        if (in_middle_half(cell)) hit.insert(static_cast<long>(cell));
        else ++off;
    }
    return off <= 0.1 * inside ? hit.size() : 0;
}

// How many cells each drawn cell holds (2..kMostCells), and between which of the drawn lines
// the board is, so that the text middles beside it lie in the middle half of its cells, one
// at least in three fifths of them (a row of clues for every row, a few empty): the cut
// hitting the most cells (of those, the fewest cells: a drawn cell beyond the text is no
// board's). Twice the count would put the middles on lines, a third of it
// leaves two cells in three empty. Drawn lines beyond the text are no board's (a window's
// title bar and a status bar a whole number of drawn cells away).
Cut cells_per_drawn(const std::vector<Text>& middles, const std::vector<double>& lines) {
    Cut best;
    for (std::size_t first = 0; first + 1 < lines.size(); ++first)
        for (std::size_t last = first + 1; last < lines.size(); ++last) {
            const double drawn = (lines[last] - lines[first]) / static_cast<double>(last - first);
            for (int n = 2; n <= kMostCells && drawn / n >= kSmallestCell; ++n) {
                const std::size_t hits = text_hits(middles, lines, first, last, n);
                const int cells = n * static_cast<int>(last - first);
                if (hits < 0.6 * cells || hits < kFewestTexted || hits < best.hits) continue;
                if (hits > best.hits || cells < best.n * static_cast<int>(best.last - best.first)) best = Cut{n, first, last, hits};
            }
        }
    if (best.n == 0) return best;
    // Drawn cells on either side whose cells hold text as often are the board's, with up to as
    // many middles off the cells' (the digits of two-digit clues side by side in a terminal's
    // two-character cells lie a quarter of a cell off their middles, or run together).
    const double pitch = cell_of(lines, best);
    auto texted = [&](std::size_t i) {
        std::set<long> hit;
        int off = 0;
        for (const Text& text : middles) {
            const double cell = (text.middle - lines[i]) / pitch;
            if (cell < 0 || cell >= best.n || !fits_cell(text, pitch)) continue;
            if (in_middle_half(cell)) hit.insert(static_cast<long>(cell));
            else ++off;
        }
        return hit.size() >= 0.6 * best.n && off <= static_cast<double>(hit.size()) &&
               std::abs(lines[i + 1] - lines[i] - best.n * pitch) <= 0.5 * pitch;
    };
    while (best.first > 0 && texted(best.first - 1)) --best.first;
    while (best.last + 1 < lines.size() && texted(best.last)) ++best.last;
    return best;
}

// The cut of all `lines` into cells about `pitch` (the other direction's: square cells), or
// none (n = 0).
Cut cut_at_pitch(const std::vector<double>& lines, double pitch) {
    const double drawn = (lines.back() - lines.front()) / static_cast<double>(lines.size() - 1);
    const int n = pitch > 0 ? static_cast<int>(std::lround(drawn / pitch)) : 0;
    if (n < 2 || n > kMostCells || std::abs(drawn / n - pitch) > 0.12 * pitch) return {};
    return Cut{n, 0, lines.size() - 1, 0};
}

// Whether `ink` (binary; lines along its rows) is inked along most of from..to at `at`,
// give or take `slack` rows.
bool inked_along(const cv::Mat& ink, double at, int slack, double from, double to) {
    const int y = static_cast<int>(std::lround(at));
    const int y0 = std::max(0, y - slack), y1 = std::min(ink.rows, y + slack + 1);
    const int a = std::max(0, static_cast<int>(std::lround(std::min(from, to))));
    const int b = std::min(ink.cols, static_cast<int>(std::lround(std::max(from, to))));
    if (y1 <= y0 || b <= a) return false;
    cv::Mat any;
    cv::reduce(ink.rowRange(y0, y1).colRange(a, b), any, 0, cv::REDUCE_MAX);
    return cv::countNonZero(any) >= 0.9 * (b - a);
}

// Whether the board runs on from its drawn line `last` to a border at `position` (of `ink`,
// lines along its rows): a thin line drawn there across the board (between the outer lines
// `others` of the other direction; the page a third of a cell to both sides of it not inked
// all along: a bar of colour is no line), and those outer lines (in `across`, turned) drawn on
// from `last` to it.
bool border_at(const cv::Mat& ink, const cv::Mat& across, double position, double last, const std::vector<double>& others,
               double pitch) {
    const int slack = std::max(1, static_cast<int>(std::lround(pitch / 12)));
    const double from = others.front(), to = others.back();
    return inked_along(ink, position, slack, from, to) && !inked_along(ink, position - pitch / 3, 0, from, to) &&
           !inked_along(ink, position + pitch / 3, 0, from, to) && inked_along(across, from, slack, last, position) &&
           inked_along(across, to, slack, last, position);
}

// The lines of `lines` that `how` keeps, every drawn cell cut into its n, run on to a border up
// to n - 1 cells beyond either end (`ink`: this direction's lines along its rows, `across`
// the other direction's, whose outer lines are `others`' ends).
std::vector<double> cut(const std::vector<double>& lines, const Cut& how, const cv::Mat& ink, const cv::Mat& across,
                        const std::vector<double>& others) {
    const int n = how.n;
    const double front = lines[how.first], back = lines[how.last];
    std::vector<double> out;
    for (std::size_t i = how.first; i < how.last; ++i)
        for (int k = 0; k < n; ++k) out.push_back(lines[i] + (lines[i + 1] - lines[i]) * k / n);
    out.push_back(back);
    const double pitch = cell_of(lines, how);
    for (int k = n - 1; k >= 1; --k)
        if (border_at(ink, across, back + k * pitch, back, others, pitch)) {
            for (int j = 1; j <= k; ++j) out.push_back(back + j * pitch);
            break;
        }
    for (int k = n - 1; k >= 1; --k)
        if (border_at(ink, across, front - k * pitch, front, others, pitch)) {
            for (int j = 1; j <= k; ++j) out.insert(out.begin(), front - j * pitch);
            break;
        }
    return out;
}

// The lines `how` keeps, uncut.
std::vector<double> kept(const std::vector<double>& lines, const Cut& how) {
    return {lines.begin() + static_cast<long>(how.first), lines.begin() + static_cast<long>(how.last) + 1};
}

}  // namespace

std::optional<GridLines> split_by_text(const Page& page, const GridLines& drawn) {
    if (drawn.xs.size() < 2 || drawn.ys.size() < 2) return std::nullopt;
    const cv::Mat ink = page.strength > kTextInk, turned = ink.t();
    const double wide = (drawn.xs.back() - drawn.xs.front()) / drawn.width();
    const double tall = (drawn.ys.back() - drawn.ys.front()) / drawn.height();
    const int gap = drawn.thickness + 2;  // clear of the grid's own border
    // Rows of clue text left of the grid, columns of it above (the turned page's rows); each
    // band again beside the lines the other way's cut keeps (a window's rule drawn a whole
    // number of cells from the board is no board line).
    auto rows_beside = [&](double left) {
        return text_middles(ink, 0, static_cast<int>(left) - gap, static_cast<int>(drawn.ys.front()),
                            static_cast<int>(drawn.ys.back()), tall / 2);
    };
    auto columns_beside = [&](double top, double cell) {
        const int x0 = static_cast<int>(drawn.xs.front()), x1 = static_cast<int>(drawn.xs.back());
        const int end = static_cast<int>(top) - gap;
        return text_middles(turned, band_start(ink, end, x0, x1, cell), end, x0, x1, wide / 2);
    };
    const std::vector<Text> rows = rows_beside(drawn.xs.front());
    Cut down = cells_per_drawn(rows, drawn.ys);
    std::vector<Text> columns = down.n ? columns_beside(drawn.ys[down.first], cell_of(drawn.ys, down))
                                         : columns_beside(drawn.ys.front(), tall / 5);
    Cut across = cells_per_drawn(columns, drawn.xs);
    if (across.n && across.first > 0)
        if (const Cut again = cells_per_drawn(rows_beside(drawn.xs[across.first]), drawn.ys); again.n) down = again;
    if (down.n == 0 && across.n == 0) return std::nullopt;
    // Text run together one way (two-digit clues side by side above a terminal's narrow
    // cells): the cells are as wide as the other way's are tall.
    if (across.n == 0) across = cut_at_pitch(drawn.xs, cell_of(drawn.ys, down));
    if (down.n == 0) down = cut_at_pitch(drawn.ys, cell_of(drawn.xs, across));
    if (down.n == 0 || across.n == 0) return std::nullopt;
    GridLines grid = drawn;
    grid.ys = cut(drawn.ys, down, ink, turned, kept(drawn.xs, across));
    grid.xs = cut(drawn.xs, across, turned, ink, kept(drawn.ys, down));
    grid.pitch = ((grid.xs.back() - grid.xs.front()) / grid.width() + (grid.ys.back() - grid.ys.front()) / grid.height()) / 2;
    grid.clue_top = grid.clue_left = -1;
    return grid;
}

}  // namespace nono::scan
