// Clue bands; see clues.hpp.
#include "scan/clues.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>

#include <opencv2/imgproc.hpp>

#include "scan/glyph.hpp"

namespace nono::scan {

namespace {

// Ink strength a clue digit's pixel has at least (greyed "done" numbers included).
constexpr int kClueInk = 40;

// A piece of ink in a band, in page coordinates: its box and its ink strength there (the
// pixels of other pieces zeroed). A boxed piece is a light digit cut out of a coloured box.
struct Piece {
    cv::Rect box;
    cv::Mat strength;  // CV_8U, box-sized
    bool boxed = false;
    cv::Vec3b box_colour{};
};

double median(std::vector<double> values) {
    if (values.empty()) return 0;
    std::nth_element(values.begin(), values.begin() + static_cast<long>(values.size() / 2), values.end());
    return values[values.size() / 2];
}

// `mask` without the long straight runs (lines, borders) of either direction.
cv::Mat without_lines(const cv::Mat& mask, int length) {
    cv::Mat horizontal, vertical;
    cv::morphologyEx(mask, horizontal, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(length, 1)));
    cv::morphologyEx(mask, vertical, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(1, length)));
    cv::Mat lines = horizontal | vertical;
    cv::dilate(lines, lines, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(3, 3)));
    return mask & ~lines;
}

// The pieces of ink above kClueInk in `mask` (of `area`, page coordinates), each with only its
// own ink from `strength`. `boxed`: the area is a clue box of colour `box_colour`, whose
// pieces touching its edge are its own rounded corners or a neighbour, not digits.
void add_pieces(const cv::Mat& mask, const cv::Mat& strength, const cv::Rect& area, bool boxed,
                const cv::Vec3b& box_colour, std::vector<Piece>& pieces) {
    cv::Mat labels, stats, centroids;
    const int count = cv::connectedComponentsWithStats(mask, labels, stats, centroids, 8, CV_32S);
    for (int label = 1; label < count; ++label) {
        const cv::Rect box(stats.at<int>(label, cv::CC_STAT_LEFT), stats.at<int>(label, cv::CC_STAT_TOP),
                           stats.at<int>(label, cv::CC_STAT_WIDTH), stats.at<int>(label, cv::CC_STAT_HEIGHT));
        if (stats.at<int>(label, cv::CC_STAT_AREA) < 3) continue;
        // In a box, ink along its edge (inside the frame the caller cleared) is its rounded
        // corners or its neighbour's edge; a digit as tall as the box only touches the edge.
        if (boxed && (box.x <= 1 || box.y <= 1 || box.br().x >= mask.cols - 1 || box.br().y >= mask.rows - 1)) {
            int along = 0;
            for (int y = box.y; y < box.br().y; ++y)
                for (int x = box.x; x < box.br().x; ++x)
                    if (labels.at<int>(y, x) == label &&
                        (x < 2 || y < 2 || x >= mask.cols - 2 || y >= mask.rows - 2))
                        ++along;
            if (along > stats.at<int>(label, cv::CC_STAT_AREA) / 2) continue;
        }
        Piece piece;
        piece.box = box + area.tl();
        piece.strength = strength(box).clone();
        const cv::Mat own = labels(box);
        for (int y = 0; y < own.rows; ++y)
            for (int x = 0; x < own.cols; ++x) {
                const int other = own.at<int>(y, x);
                if (other != label && (other != 0 || boxed)) piece.strength.at<uchar>(y, x) = 0;
            }
        piece.boxed = boxed;
        piece.box_colour = box_colour;
        pieces.push_back(std::move(piece));
    }
}

// An edge: an inked pixel with an inked neighbour of another colour (paper-coloured digits on
// a box leave its pixels whole).
cv::Mat colour_edges(const cv::Mat& bgr, const cv::Mat& inked) {
    cv::Mat edge = cv::Mat::zeros(bgr.size(), CV_8U);
    for (int y = 0; y < bgr.rows; ++y)
        for (int x = 0; x < bgr.cols; ++x) {
            if (!inked.at<uchar>(y, x)) continue;
            const cv::Vec3b c = bgr.at<cv::Vec3b>(y, x);
            auto differs = [&](int yy, int xx) {
                if (!inked.at<uchar>(yy, xx)) return false;
                const cv::Vec3b d = bgr.at<cv::Vec3b>(yy, xx);
                return std::max({std::abs(c[0] - d[0]), std::abs(c[1] - d[1]), std::abs(c[2] - d[2])}) > 32;
            };
            if ((x + 1 < bgr.cols && differs(y, x + 1)) || (y + 1 < bgr.rows && differs(y + 1, x)) ||
                (x > 0 && differs(y, x - 1)) || (y > 0 && differs(y - 1, x)))
                edge.at<uchar>(y, x) = 255;
        }
    return edge;
}

// A solid part of one colour in a band, or several such parts that touch.
struct Part {
    cv::Rect box;
    cv::Scalar colour;
    int pixels = 0;
};

// The solid parts of `solid` (band coordinates) at most 4 cells long, those of one colour that
// touch joined (a box's digit may cut its solid part in pieces).
std::vector<Part> solid_parts(const cv::Mat& bgr, const cv::Mat& solid, double pitch) {
    cv::Mat labels, stats, centroids;
    const int count = cv::connectedComponentsWithStats(solid, labels, stats, centroids, 4, CV_32S);
    std::vector<Part> parts;
    std::vector<int> roots;
    for (int label = 1; label < count; ++label) {
        const cv::Rect box(stats.at<int>(label, cv::CC_STAT_LEFT), stats.at<int>(label, cv::CC_STAT_TOP),
                           stats.at<int>(label, cv::CC_STAT_WIDTH), stats.at<int>(label, cv::CC_STAT_HEIGHT));
        const int pixels = stats.at<int>(label, cv::CC_STAT_AREA);
        if (pixels < 3 || std::max(box.width, box.height) > 4 * pitch) continue;
        parts.push_back({box, cv::mean(bgr(box), labels(box) == label), pixels});
        roots.push_back(static_cast<int>(roots.size()));
    }
    std::function<int(int)> root = [&](int i) { return roots[static_cast<std::size_t>(i)] == i ? i : root(roots[static_cast<std::size_t>(i)]); };
    for (std::size_t i = 0; i < parts.size(); ++i)
        for (std::size_t j = i + 1; j < parts.size(); ++j) {
            const cv::Rect near(parts[i].box.x - 2, parts[i].box.y - 2, parts[i].box.width + 4, parts[i].box.height + 4);
            const cv::Scalar d = parts[i].colour - parts[j].colour;
            if ((near & parts[j].box).empty() || std::max({std::abs(d[0]), std::abs(d[1]), std::abs(d[2])}) > 40) continue;
            roots[static_cast<std::size_t>(root(static_cast<int>(j)))] = root(static_cast<int>(i));
        }
    std::vector<Part> joined;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (root(static_cast<int>(i)) != static_cast<int>(i)) continue;
        Part whole{parts[i].box, parts[i].colour * parts[i].pixels, parts[i].pixels};
        for (std::size_t j = i + 1; j < parts.size(); ++j)
            if (root(static_cast<int>(j)) == static_cast<int>(i)) {
                whole.box |= parts[j].box;
                whole.colour += parts[j].colour * parts[j].pixels;
                whole.pixels += parts[j].pixels;
            }
        whole.colour *= 1.0 / whole.pixels;
        joined.push_back(whole);
    }
    return joined;
}

// The whole box round a part of it: the pixels of its colour within half a cell that touch
// the part (a digit may have cut the part short).
cv::Rect grown_box(const cv::Mat& bgr, const cv::Rect& box, const cv::Vec3b& colour, double pitch) {
    const int reach = static_cast<int>(pitch / 2);
    const cv::Rect around = cv::Rect(box.x - reach, box.y - reach, box.width + 2 * reach, box.height + 2 * reach) &
                            cv::Rect(0, 0, bgr.cols, bgr.rows);
    const cv::Mat same = ink_strength(bgr(around), colour) < 48;
    cv::Mat same_labels;
    const int same_count = cv::connectedComponents(same, same_labels, 8, CV_32S);
    std::vector<bool> touches(static_cast<std::size_t>(same_count), false);
    const cv::Rect inner = box - around.tl();
    for (int y = inner.y; y < inner.br().y; ++y)
        for (int x = inner.x; x < inner.br().x; ++x) touches[static_cast<std::size_t>(same_labels.at<int>(y, x))] = true;
    cv::Rect grown = box;
    for (int y = 0; y < same_labels.rows; ++y)
        for (int x = 0; x < same_labels.cols; ++x) {
            const int label = same_labels.at<int>(y, x);
            if (label > 0 && touches[static_cast<std::size_t>(label)]) grown |= cv::Rect(x + around.x, y + around.y, 1, 1);
        }
    return grown;
}

// Clue boxes in `band`: regions of one colour, unlike the paper, about a cell across (the
// numbers' boxes, chips). Colour edges (a box's digit, the border between two boxes that
// touch) cut regions apart.
std::vector<std::pair<cv::Rect, cv::Vec3b>> clue_boxes(const Page& page, const cv::Rect& band, double pitch) {
    const cv::Mat bgr = page.bgr(band);
    const cv::Mat inked = page.strength(band) > kClueInk;
    const cv::Mat solid = inked & ~colour_edges(bgr, inked);
    std::vector<std::pair<cv::Rect, cv::Vec3b>> boxes;
    for (const Part& part : solid_parts(bgr, solid, pitch)) {
        if (std::max(part.box.width, part.box.height) < 0.25 * pitch) continue;
        const cv::Vec3b c(cv::saturate_cast<uchar>(part.colour[0]), cv::saturate_cast<uchar>(part.colour[1]),
                          cv::saturate_cast<uchar>(part.colour[2]));
        const cv::Rect box = grown_box(bgr, part.box, c, pitch);
        // A box is mostly ink, even with a light digit on it; digits on paper are not.
        if (box.width < 0.45 * pitch || box.height < 0.45 * pitch || std::min(box.width, box.height) > 1.6 * pitch ||
            std::max(box.width, box.height) > 4 * pitch || cv::countNonZero(inked(box)) < 0.5 * box.area())
            continue;
        bool known = false;
        for (const auto& other : boxes) known = known || ((other.first - band.tl()) & box).area() > box.area() / 2;
        if (known) continue;
        const cv::Rect whole = cv::Rect(box.x - 1, box.y - 1, box.width + 2, box.height + 2) &
                               cv::Rect(0, 0, band.width, band.height);
        boxes.push_back({whole + band.tl(), c});
    }
    return boxes;
}

// Every piece of the band: the digits in clue boxes, and the ink on the paper around them
// (without lines and borders).
std::vector<Piece> band_pieces(const Page& page, const cv::Rect& band, double pitch) {
    std::vector<Piece> pieces;
    cv::Mat mask = page.strength(band) > kClueInk;
    for (const auto& [box, colour] : clue_boxes(page, band, pitch)) {
        const cv::Mat strength = ink_strength(page.bgr(box), colour);
        // The box is found with a pixel round it: that frame is paper or a neighbour, and
        // would join a digit that comes near the box's edge to them.
        cv::Mat inside = strength > kClueInk;
        cv::rectangle(inside, cv::Rect(0, 0, inside.cols, inside.rows), cv::Scalar(0), 1);
        add_pieces(inside, strength, box, true, colour, pieces);
        mask(box - band.tl()).setTo(0);
    }
    mask = without_lines(mask, std::max(8, static_cast<int>(1.25 * pitch)));
    add_pieces(mask, page.strength(band), band, false, {}, pieces);
    return pieces;
}

// Two pieces as one (a digit broken in two by thin strokes).
Piece merged(const Piece& a, const Piece& b) {
    Piece out = a;
    out.box = a.box | b.box;
    out.strength = cv::Mat::zeros(out.box.size(), CV_8U);
    for (const Piece* part : {&a, &b}) {
        cv::Mat target = out.strength(part->box - out.box.tl());
        cv::max(target, part->strength, target);
    }
    return out;
}

// Merges pieces stacked in one column of ink (parts of one digit), then splits pieces as wide
// as two digits (touching digits of a two-digit number) at their thinnest column.
std::vector<Piece> whole_digits(std::vector<Piece> pieces, double height) {
    bool changed = true;
    while (changed) {
        changed = false;
        for (std::size_t i = 0; i < pieces.size() && !changed; ++i)
            for (std::size_t j = i + 1; j < pieces.size() && !changed; ++j) {
                const cv::Rect& a = pieces[i].box;
                const cv::Rect& b = pieces[j].box;
                const int overlap = std::min(a.br().x, b.br().x) - std::max(a.x, b.x);
                const int gap = std::max(a.y, b.y) - std::min(a.br().y, b.br().y);
                const cv::Rect both = a | b;
                if (overlap >= 0.5 * std::min(a.width, b.width) && gap <= 0.2 * height && both.height <= 1.3 * height) {
                    pieces[i] = merged(pieces[i], pieces[j]);
                    pieces.erase(pieces.begin() + static_cast<long>(j));
                    changed = true;
                }
            }
    }
    std::vector<Piece> out;
    for (Piece& piece : pieces) {
        if (piece.box.width < 0.95 * height || piece.box.width > 2.2 * height) {
            out.push_back(std::move(piece));
            continue;
        }
        // The column with the least ink in the middle half.
        cv::Mat columns;
        cv::reduce(piece.strength, columns, 0, cv::REDUCE_SUM, CV_32S);
        const int from = piece.box.width / 4, to = piece.box.width * 3 / 4;
        int cut = from;
        for (int x = from; x <= to; ++x)
            if (columns.at<int>(0, x) < columns.at<int>(0, cut)) cut = x;
        for (const cv::Rect part : {cv::Rect(0, 0, cut, piece.box.height),
                                    cv::Rect(cut + 1, 0, piece.box.width - cut - 1, piece.box.height)}) {
            if (part.width <= 0) continue;
            Piece half = piece;
            half.box = part + piece.box.tl();
            half.strength = piece.strength(part).clone();
            out.push_back(std::move(half));
        }
    }
    return out;
}

// The glyph of a piece: ink 0..1 against the piece's own strongest ink, cropped.
Glyph make_glyph(const Page& page, const Piece& piece) {
    Glyph glyph;
    std::vector<uchar> values;
    for (int y = 0; y < piece.strength.rows; ++y)
        for (int x = 0; x < piece.strength.cols; ++x)
            if (piece.strength.at<uchar>(y, x) > kClueInk) values.push_back(piece.strength.at<uchar>(y, x));
    double level = 255;
    if (!values.empty()) {
        std::sort(values.begin(), values.end());
        level = std::max<double>(kClueInk, values[values.size() * 9 / 10]);
    }
    cv::Mat ink;
    piece.strength.convertTo(ink, CV_32F, 1.0 / level);
    cv::min(ink, 1.0, ink);
    cv::Rect tight = ink_bounds(ink, 0.16f);
    if (tight.empty()) tight = cv::Rect(0, 0, ink.cols, ink.rows);
    glyph.ink = ink(tight).clone();
    glyph.box = tight + piece.box.tl();
    if (piece.boxed) {
        glyph.colour = piece.box_colour;
        glyph.boxed = true;
        return glyph;
    }
    cv::Scalar sum(0, 0, 0);
    int count = 0;
    const cv::Mat bgr = page.bgr(piece.box);
    for (int y = 0; y < bgr.rows; ++y)
        for (int x = 0; x < bgr.cols; ++x)
            if (ink.at<float>(y, x) >= 0.8f) {
                const cv::Vec3b c = bgr.at<cv::Vec3b>(y, x);
                sum += cv::Scalar(c[0], c[1], c[2]);
                ++count;
            }
    if (count > 0)
        glyph.colour = cv::Vec3b(cv::saturate_cast<uchar>(sum[0] / count), cv::saturate_cast<uchar>(sum[1] / count),
                                 cv::saturate_cast<uchar>(sum[2] / count));
    return glyph;
}

// Glyphs (indices, sorted left to right) grouped into numbers. Two neighbours are one number
// when their gap plus 0.7 times the distance of their middles is at most 1.03 digit heights:
// the middles of a number's digits are about a digit's advance apart, whatever their widths,
// so "11" (narrow digits, a wide gap) is one number and "1 1" two. Measured on the tune
// split's glyph pairs (nono-scan-clues --gaps): one number at most 0.95, two at least 1.10.
std::vector<ClueGlyphs> group_numbers(const std::vector<Glyph>& glyphs, std::vector<int> line, double height) {
    auto glyph = [&](int i) -> const cv::Rect& { return glyphs[static_cast<std::size_t>(i)].box; };
    std::sort(line.begin(), line.end(), [&](int a, int b) { return glyph(a).x < glyph(b).x; });
    std::vector<ClueGlyphs> numbers;
    for (int index : line) {
        const cv::Rect& box = glyph(index);
        if (!numbers.empty()) {
            const cv::Rect& before = glyph(numbers.back().glyphs.back());
            const double gap = box.x - before.br().x;
            const double middles = (box.x + box.width / 2.0) - (before.x + before.width / 2.0);
            if (gap + 0.7 * middles <= 1.03 * height) {
                numbers.back().glyphs.push_back(index);
                numbers.back().box |= box;
                continue;
            }
        }
        numbers.push_back({box, {index}});
    }
    return numbers;
}

// The band's glyphs, with the typical digit height: pieces far from it are dropped.
std::vector<Glyph> band_glyphs(const Page& page, const cv::Rect& band, double pitch, double& height) {
    std::vector<Piece> pieces;
    if (band.width > 0 && band.height > 0) pieces = band_pieces(page, band, pitch);
    std::vector<double> heights;
    for (const Piece& piece : pieces)
        if (piece.box.height >= 0.2 * pitch && piece.box.height <= 1.1 * pitch) heights.push_back(piece.box.height);
    if (height <= 0) height = median(heights);
    std::vector<Piece> sized;
    for (Piece& piece : pieces)
        if (piece.box.height <= 1.45 * height) sized.push_back(std::move(piece));
    sized = whole_digits(std::move(sized), height);
    std::vector<Glyph> glyphs;
    for (const Piece& piece : sized)
        if (piece.box.height >= 0.6 * height && piece.box.height <= 1.45 * height) glyphs.push_back(make_glyph(page, piece));
    return glyphs;
}


// Each row's numbers: the row glyphs grouped by the row their middle is in, then, from the grid
// leftwards, the numbers until a gap wider than `far`.
void assign_rows(const std::vector<Glyph>& row_glyphs, const GridLines& grid, double far,
                 ClueBands& bands) {
    bands.rows.resize(static_cast<std::size_t>(grid.height()));
    std::vector<std::vector<int>> per_row(static_cast<std::size_t>(grid.height()));
    for (const Glyph& glyph : row_glyphs) {
        const double cy = glyph.box.y + glyph.box.height / 2.0;
        const auto it = std::upper_bound(grid.ys.begin(), grid.ys.end(), cy);
        const long r = (it - grid.ys.begin()) - 1;
        if (r < 0 || r >= grid.height()) continue;
        bands.glyphs.push_back(glyph);
        per_row[static_cast<std::size_t>(r)].push_back(static_cast<int>(bands.glyphs.size() - 1));
    }
    for (std::size_t r = 0; r < per_row.size(); ++r) {
        std::vector<ClueGlyphs> numbers = group_numbers(bands.glyphs, per_row[r], bands.digit_height);
        double edge = grid.xs.front();
        std::size_t first = numbers.size();
        while (first > 0 && edge - numbers[first - 1].box.br().x <= far) {
            --first;
            edge = numbers[first].box.x;
        }
        bands.rows[r].assign(numbers.begin() + static_cast<long>(first), numbers.end());
    }
}

// A column's glyphs (indices) as numbers, top to bottom: text lines (glyphs whose middles are
// within half a digit of each other), each grouped into numbers.
std::vector<ClueGlyphs> column_numbers(const std::vector<Glyph>& glyphs, std::vector<int> order, double height) {
    auto middle = [&](int g) { const cv::Rect& b = glyphs[static_cast<std::size_t>(g)].box; return b.y + b.height / 2.0; };
    std::sort(order.begin(), order.end(), [&](int a, int b) { return middle(a) < middle(b); });
    std::vector<ClueGlyphs> numbers;
    std::vector<int> line;
    auto flush = [&] {
        for (ClueGlyphs& number : group_numbers(glyphs, line, height)) numbers.push_back(std::move(number));
        line.clear();
    };
    for (int g : order) {
        if (!line.empty() && middle(g) - middle(line.front()) > 0.5 * height) flush();
        line.push_back(g);
    }
    flush();
    return numbers;
}

// Each column's numbers: the column glyphs between the column's lines (text across the page is
// not), as text lines, then, from the grid upwards, the numbers until a gap wider than `far`.
void assign_columns(const std::vector<Glyph>& column_glyphs, const GridLines& grid, double far,
                    ClueBands& bands) {
    bands.columns.resize(static_cast<std::size_t>(grid.width()));
    std::vector<std::vector<int>> per_column(static_cast<std::size_t>(grid.width()));
    const double slack = 0.15 * grid.pitch;
    for (const Glyph& glyph : column_glyphs) {
        const double cx = glyph.box.x + glyph.box.width / 2.0;
        const auto it = std::upper_bound(grid.xs.begin(), grid.xs.end(), cx);
        const long c = (it - grid.xs.begin()) - 1;
        if (c < 0 || c >= grid.width()) continue;
        if (glyph.box.x < grid.xs[static_cast<std::size_t>(c)] - slack ||
            glyph.box.br().x > grid.xs[static_cast<std::size_t>(c) + 1] + slack)
            continue;
        bands.glyphs.push_back(glyph);
        per_column[static_cast<std::size_t>(c)].push_back(static_cast<int>(bands.glyphs.size() - 1));
    }
    for (std::size_t c = 0; c < per_column.size(); ++c) {
        const std::vector<ClueGlyphs> numbers = column_numbers(bands.glyphs, per_column[c], bands.digit_height);
        double edge = grid.ys.front();
        std::size_t first = numbers.size();
        while (first > 0 && edge - numbers[first - 1].box.br().y <= far) {
            --first;
            edge = std::min<double>(edge, numbers[first].box.y);
        }
        bands.columns[c].assign(numbers.begin() + static_cast<long>(first), numbers.end());
    }
}

// Where the grid's outer line ends on the clue side: above the top line (`top`) or left of the
// left line, the first pixel row (column) that is not nearly all ink across the grid, less one
// for the line's soft edge. Clue boxes may come within a pixel of the line.
int outer_edge(const Page& page, const GridLines& grid, bool top) {
    const int centre = static_cast<int>(std::lround(top ? grid.ys.front() : grid.xs.front()));
    const int from = static_cast<int>(std::lround(top ? grid.xs.front() : grid.ys.front()));
    const int to = static_cast<int>(std::lround(top ? grid.xs.back() : grid.ys.back()));
    int edge = centre;
    for (int step = 0; step <= grid.thickness + 2 && edge > 0; ++step) {
        const cv::Rect line = top ? cv::Rect(from, edge - 1, std::max(1, to - from), 1)
                                  : cv::Rect(edge - 1, from, 1, std::max(1, to - from));
        const cv::Mat strip = page.strength(line & cv::Rect(0, 0, page.strength.cols, page.strength.rows));
        if (strip.empty() || cv::countNonZero(strip > kClueInk) < 0.9 * strip.total()) break;
        --edge;
    }
    return std::max(0, edge - 1);
}

}  // namespace

ClueBands find_clue_glyphs(const Page& page, const GridLines& grid) {
    ClueBands bands;
    const double pitch = grid.pitch;
    const int left = outer_edge(page, grid, false);
    const int top = outer_edge(page, grid, true);
    // Where the grid's lines reach into the clue bands (a table's), the bands end with them.
    const int band_left = grid.clue_left > 0 ? grid.clue_left : 0;
    const int band_top = grid.clue_top > 0 ? grid.clue_top : 0;
    const cv::Rect row_band(band_left, static_cast<int>(grid.ys.front()), std::max(0, left - band_left),
                            static_cast<int>(grid.ys.back() - grid.ys.front()));
    const cv::Rect column_band(static_cast<int>(grid.xs.front()), band_top,
                               static_cast<int>(grid.xs.back() - grid.xs.front()), std::max(0, top - band_top));
    // One digit height for both bands: the row band's, else the column band's.
    double height = 0;
    const std::vector<Glyph> row_glyphs = band_glyphs(page, row_band, pitch, height);
    const std::vector<Glyph> column_glyphs = band_glyphs(page, column_band, pitch, height);
    bands.digit_height = height;
    const double far = std::max(1.3 * pitch, 2.5 * height);  // a gap that ends a band
    assign_rows(row_glyphs, grid, far, bands);
    assign_columns(column_glyphs, grid, far, bands);
    return bands;
}

}  // namespace nono::scan
