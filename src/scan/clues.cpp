// Clue bands; see clues.hpp.
#include "scan/clues.hpp"

#include <algorithm>
#include <cmath>
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

// The pieces of `strength` above kClueInk in `area` (page coordinates), each with only its
// own ink. Pieces that are solid boxes about a cell in size are opened: the light digits on
// them become boxed pieces.
void add_pieces(const Page& page, const cv::Mat& strength, const cv::Rect& area, double pitch, bool inside_box,
                const cv::Vec3b& box_colour, std::vector<Piece>& pieces) {
    cv::Mat mask = strength > kClueInk;
    if (!inside_box) mask = without_lines(mask, std::max(8, static_cast<int>(1.25 * pitch)));
    cv::Mat labels, stats, centroids;
    const int count = cv::connectedComponentsWithStats(mask, labels, stats, centroids, 8, CV_32S);
    for (int label = 1; label < count; ++label) {
        const cv::Rect box(stats.at<int>(label, cv::CC_STAT_LEFT), stats.at<int>(label, cv::CC_STAT_TOP),
                           stats.at<int>(label, cv::CC_STAT_WIDTH), stats.at<int>(label, cv::CC_STAT_HEIGHT));
        const int pixels = stats.at<int>(label, cv::CC_STAT_AREA);
        if (pixels < 3) continue;
        if (inside_box && (box.x == 0 || box.y == 0 || box.br().x >= mask.cols || box.br().y >= mask.rows))
            continue;  // the paper round a box's rounded corners
        const cv::Rect page_box = box + area.tl();
        if (!inside_box && box.width >= 0.45 * pitch && box.height >= 0.45 * pitch && pixels >= 0.55 * box.area()) {
            const cv::Vec3b colour = common_colour(page.bgr, page_box);
            add_pieces(page, ink_strength(page.bgr(page_box), colour), page_box, pitch, true, colour, pieces);
            continue;
        }
        Piece piece;
        piece.box = page_box;
        piece.strength = strength(box).clone();
        const cv::Mat own = labels(box);
        for (int y = 0; y < own.rows; ++y)
            for (int x = 0; x < own.cols; ++x) {
                const int other = own.at<int>(y, x);
                if (other != label && (other != 0 || inside_box)) piece.strength.at<uchar>(y, x) = 0;
            }
        piece.boxed = inside_box;
        piece.box_colour = box_colour;
        pieces.push_back(std::move(piece));
    }
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

// Glyphs (indices, sorted left to right) grouped into numbers: a gap wider than `join`
// starts a new number.
std::vector<ClueGlyphs> group_numbers(const std::vector<Glyph>& glyphs, std::vector<int> line, double join) {
    std::sort(line.begin(), line.end(), [&](int a, int b) { return glyphs[static_cast<std::size_t>(a)].box.x < glyphs[static_cast<std::size_t>(b)].box.x; });
    std::vector<ClueGlyphs> numbers;
    for (int index : line) {
        const cv::Rect& box = glyphs[static_cast<std::size_t>(index)].box;
        if (!numbers.empty() && box.x - numbers.back().box.br().x <= join) {
            numbers.back().glyphs.push_back(index);
            numbers.back().box |= box;
        } else {
            numbers.push_back({box, {index}});
        }
    }
    return numbers;
}

// The band's glyphs, with the typical digit height: pieces far from it are dropped.
std::vector<Glyph> band_glyphs(const Page& page, const cv::Rect& band, double pitch, double& height) {
    std::vector<Piece> pieces;
    if (band.width > 0 && band.height > 0)
        add_pieces(page, page.strength(band), band, pitch, false, {}, pieces);
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

}  // namespace

ClueBands find_clue_glyphs(const Page& page, const GridLines& grid) {
    ClueBands bands;
    const double pitch = grid.pitch;
    const int margin = grid.thickness / 2 + 2;
    const int left = static_cast<int>(grid.xs.front()) - margin;
    const int top = static_cast<int>(grid.ys.front()) - margin;
    const cv::Rect row_band(0, static_cast<int>(grid.ys.front()), std::max(0, left),
                            static_cast<int>(grid.ys.back() - grid.ys.front()));
    const cv::Rect column_band(static_cast<int>(grid.xs.front()), 0,
                               static_cast<int>(grid.xs.back() - grid.xs.front()), std::max(0, top));
    // One digit height for both bands: the row band's, else the column band's.
    double height = 0;
    std::vector<Glyph> row_glyphs = band_glyphs(page, row_band, pitch, height);
    std::vector<Glyph> column_glyphs = band_glyphs(page, column_band, pitch, height);
    bands.digit_height = height;
    const double join = 0.3 * height;
    const double far = std::max(1.3 * pitch, 2.5 * height);  // a gap that ends a band

    bands.rows.resize(static_cast<std::size_t>(grid.height()));
    std::vector<std::vector<int>> per_row(static_cast<std::size_t>(grid.height()));
    for (std::size_t i = 0; i < row_glyphs.size(); ++i) {
        const double cy = row_glyphs[i].box.y + row_glyphs[i].box.height / 2.0;
        const auto it = std::upper_bound(grid.ys.begin(), grid.ys.end(), cy);
        const long r = (it - grid.ys.begin()) - 1;
        if (r < 0 || r >= grid.height()) continue;
        bands.glyphs.push_back(row_glyphs[i]);
        per_row[static_cast<std::size_t>(r)].push_back(static_cast<int>(bands.glyphs.size() - 1));
    }
    for (std::size_t r = 0; r < per_row.size(); ++r) {
        std::vector<ClueGlyphs> numbers = group_numbers(bands.glyphs, per_row[r], join);
        // From the grid leftwards, until a wide gap.
        double edge = grid.xs.front();
        std::size_t first = numbers.size();
        while (first > 0 && edge - numbers[first - 1].box.br().x <= far) {
            --first;
            edge = numbers[first].box.x;
        }
        bands.rows[r].assign(numbers.begin() + static_cast<long>(first), numbers.end());
    }

    bands.columns.resize(static_cast<std::size_t>(grid.width()));
    std::vector<std::vector<int>> per_column(static_cast<std::size_t>(grid.width()));
    for (std::size_t i = 0; i < column_glyphs.size(); ++i) {
        const double cx = column_glyphs[i].box.x + column_glyphs[i].box.width / 2.0;
        const auto it = std::upper_bound(grid.xs.begin(), grid.xs.end(), cx);
        const long c = (it - grid.xs.begin()) - 1;
        if (c < 0 || c >= grid.width()) continue;
        bands.glyphs.push_back(column_glyphs[i]);
        per_column[static_cast<std::size_t>(c)].push_back(static_cast<int>(bands.glyphs.size() - 1));
    }
    for (std::size_t c = 0; c < per_column.size(); ++c) {
        // Text lines: glyphs whose middles are within half a digit of each other.
        std::vector<int> order = per_column[c];
        auto middle = [&](int g) { const cv::Rect& b = bands.glyphs[static_cast<std::size_t>(g)].box; return b.y + b.height / 2.0; };
        std::sort(order.begin(), order.end(), [&](int a, int b) { return middle(a) < middle(b); });
        std::vector<ClueGlyphs> numbers;
        std::vector<int> line;
        auto flush = [&] {
            for (ClueGlyphs& number : group_numbers(bands.glyphs, line, join)) numbers.push_back(std::move(number));
            line.clear();
        };
        for (int g : order) {
            if (!line.empty() && middle(g) - middle(line.front()) > 0.5 * height) flush();
            line.push_back(g);
        }
        flush();
        // From the grid upwards, until a wide gap.
        double edge = grid.ys.front();
        std::size_t first = numbers.size();
        while (first > 0 && edge - numbers[first - 1].box.br().y <= far) {
            --first;
            edge = std::min<double>(edge, numbers[first].box.y);
        }
        bands.columns[c].assign(numbers.begin() + static_cast<long>(first), numbers.end());
    }
    return bands;
}

}  // namespace nono::scan
