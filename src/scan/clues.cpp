// Clue bands; see clues.hpp.
#include "scan/clues.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>

#include <opencv2/imgproc.hpp>

#include "scan/check.hpp"
#include "scan/glyph.hpp"
#include "scan/median.hpp"
#include "scan/scanlines.hpp"

namespace nono::scan {

namespace {

// Ink strength a clue digit's pixel has at least (greyed "done" numbers included).
constexpr int kClueInk = 40;
// Strength of the paler regions looked at as clue boxes.
constexpr int kBoxInk = 20;

// A piece of ink in a band, in page coordinates: its box and its ink strength there (the
// pixels of other pieces zeroed). A boxed piece is a light digit cut out of a coloured box.
struct Piece {
    cv::Rect box;
    cv::Mat strength;  // CV_8U, box-sized
    bool boxed = false;
    cv::Vec3b box_colour{};
    cv::Vec3b box_true_colour{};  // the box's colour in Page::colour (`box_colour` when it is empty)
    // A half of a piece whole_digits cut in two: the uncut piece's box, and on the left half its
    // ink (the reader weighs it read whole against its halves: scan.cpp's keep_cut_digits_whole).
    cv::Rect whole;
    cv::Mat whole_strength;
};

// A photo's clue box whose channels, in its true light, differ this much is a colour, however
// pale its whitened page shows it (a pink chip under a flash: #f0b0d2; a cream chip: ~25).
constexpr int kWashedColour = 56;

// The long straight runs (lines, borders) of `mask` in either direction, widened by a pixel.
cv::Mat line_pixels(const cv::Mat& mask, int length) {
    cv::Mat horizontal, vertical;
    cv::morphologyEx(mask, horizontal, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(length, 1)));
    cv::morphologyEx(mask, vertical, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(1, length)));
    cv::Mat lines = horizontal | vertical;
    cv::dilate(lines, lines, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(3, 3)));
    return lines;
}

// `mask` without the regions that the band cuts at its ends along the grid (`rows`: its top
// and bottom): a button below the grid, a title beside it. The grid's lines reaching into a
// table's band also meet its ends; a region that is mostly such lines stays (its lines are
// taken out later, not the digits that touch them).
void drop_cut_regions(cv::Mat& mask, const cv::Mat& lines, bool rows) {
    cv::Mat labels, stats, centroids;
    const int count = cv::connectedComponentsWithStats(mask, labels, stats, centroids, 8, CV_32S);
    std::vector<int> on_lines(static_cast<std::size_t>(count), 0);
    std::vector<bool> cut(static_cast<std::size_t>(count), false);
    for (int y = 0; y < labels.rows; ++y)
        for (int x = 0; x < labels.cols; ++x) {
            const auto label = static_cast<std::size_t>(labels.at<int>(y, x));
            if (label == 0) continue;
            on_lines[label] += lines.at<uchar>(y, x) != 0;
            if (rows ? y == 0 || y == labels.rows - 1 : x == 0 || x == labels.cols - 1) cut[label] = true;
        }
    for (int label = 1; label < count; ++label) {
        const auto l = static_cast<std::size_t>(label);
        cut[l] = cut[l] && 2 * on_lines[l] < stats.at<int>(label, cv::CC_STAT_AREA);
    }
    for (int y = 0; y < labels.rows; ++y)
        for (int x = 0; x < labels.cols; ++x)
            if (cut[static_cast<std::size_t>(labels.at<int>(y, x))]) mask.at<uchar>(y, x) = 0;
}

// The rows (band coordinates, as a 0/1 vector) of the text lines that run on across the column
// band's left or right end (a title over the grid and beyond it): where a line of ink (letters
// joined by a fifth of a cell), at most a cell tall, meets the band's end, half a cell past the
// grid's side, where no column's number is. Ink that reaches down to the grid is no title
// line: the top of the row clues' panel beside a phone game's last text line of column
// numbers, at the band's end, had that line's numbers dropped (and the band's numbers above,
// past the gap so left, with them).
std::vector<uchar> lines_past_ends(const cv::Mat& mask, double pitch) {
    std::vector<uchar> rows(static_cast<std::size_t>(mask.rows), 0);
    cv::Mat joined, labels, stats, centroids;
    const int widen = std::max(3, static_cast<int>(pitch / 5));
    cv::dilate(mask, joined, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(widen, 1)));
    const int count = cv::connectedComponentsWithStats(joined, labels, stats, centroids, 8, CV_32S);
    for (int label = 1; label < count; ++label) {
        const int x = stats.at<int>(label, cv::CC_STAT_LEFT), w = stats.at<int>(label, cv::CC_STAT_WIDTH);
        const int y = stats.at<int>(label, cv::CC_STAT_TOP), h = stats.at<int>(label, cv::CC_STAT_HEIGHT);
        const bool across = x == 0 || x + w == mask.cols;
        if (across && h <= pitch && y + h < mask.rows)
            for (int k = y; k < y + h; ++k) rows[static_cast<std::size_t>(k)] = 1;
    }
    return rows;
}

// The pieces of ink above kClueInk in `mask` (of `area`, page coordinates), each with only its
// own ink from `strength`. `boxed`: the area is a clue box of colour `box_colour` and `shape`;
// a piece lying mostly outside the shape (a neighbour's edge) or on its `rim` (the shape's
// anti-aliased or JPEG-blurred edge) is no digit (a digit as tall as the box only touches the
// rim, one a little taller than the box pokes out of it).
void add_pieces(const cv::Mat& mask, const cv::Mat& strength, const cv::Rect& area, bool boxed, const cv::Mat& shape,
                const cv::Mat& rim, const cv::Vec3b& box_colour, std::vector<Piece>& pieces) {
    cv::Mat labels, stats, centroids;
    const int count = cv::connectedComponentsWithStats(mask, labels, stats, centroids, 8, CV_32S);
    std::vector<int> on_rim(static_cast<std::size_t>(count), 0), in_shape(static_cast<std::size_t>(count), 0);
    if (boxed)
        for (int y = 0; y < labels.rows; ++y)
            for (int x = 0; x < labels.cols; ++x) {
                const auto label = static_cast<std::size_t>(labels.at<int>(y, x));
                on_rim[label] += rim.at<uchar>(y, x) != 0;
                in_shape[label] += shape.at<uchar>(y, x) != 0;
            }
    for (int label = 1; label < count; ++label) {
        const cv::Rect box(stats.at<int>(label, cv::CC_STAT_LEFT), stats.at<int>(label, cv::CC_STAT_TOP),
                           stats.at<int>(label, cv::CC_STAT_WIDTH), stats.at<int>(label, cv::CC_STAT_HEIGHT));
        const int pixels = stats.at<int>(label, cv::CC_STAT_AREA);
        const auto l = static_cast<std::size_t>(label);
        if (pixels < 3 || (boxed && (2 * on_rim[l] > pixels || 2 * in_shape[l] < pixels))) continue;
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

// An edge: an inked pixel with an inked neighbour of another colour at least as strong
// (paper-coloured digits on a box leave its pixels whole; a box's outer pixels stay whole next
// to a paler region round it, a grey clue cell, whose own pixels there are the edge).
cv::Mat colour_edges(const cv::Mat& bgr, const cv::Mat& strength, const cv::Mat& inked) {
    cv::Mat edge = cv::Mat::zeros(bgr.size(), CV_8U);
    for (int y = 0; y < bgr.rows; ++y)
        for (int x = 0; x < bgr.cols; ++x) {
            if (!inked.at<uchar>(y, x)) continue;
            const cv::Vec3b c = bgr.at<cv::Vec3b>(y, x);
            const int own = strength.at<uchar>(y, x);
            auto differs = [&](int yy, int xx) {
                if (!inked.at<uchar>(yy, xx) || strength.at<uchar>(yy, xx) + 16 < own) return false;
                const cv::Vec3b d = bgr.at<cv::Vec3b>(yy, xx);
                return colour_difference(c, d) > 32;
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
    std::vector<Part> parts;
    std::vector<int> roots;
    // Twice: the solid parts as they are, then those of the parts longer than 4 cells thinned
    // by two pixels all round. Boxes a few pixels apart whose blurred gaps keep a thread of
    // solid pixels (a recompressed JPEG's halo between chips, forum/011) are one such part
    // until its threads are cut.
    cv::Mat long_parts = cv::Mat::zeros(solid.size(), CV_8U);
    for (int pass = 0; pass < 2; ++pass) {
        cv::Mat mask = solid;
        if (pass == 1) {
            if (cv::countNonZero(long_parts) == 0) break;
            cv::erode(long_parts, mask, cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(5, 5)));
        }
        cv::Mat labels, stats, centroids;
        const int count = cv::connectedComponentsWithStats(mask, labels, stats, centroids, 4, CV_32S);
        for (int label = 1; label < count; ++label) {
            const cv::Rect box(stats.at<int>(label, cv::CC_STAT_LEFT), stats.at<int>(label, cv::CC_STAT_TOP),
                               stats.at<int>(label, cv::CC_STAT_WIDTH), stats.at<int>(label, cv::CC_STAT_HEIGHT));
            const int pixels = stats.at<int>(label, cv::CC_STAT_AREA);
            if (pixels < 3) continue;
            if (std::max(box.width, box.height) > 4 * pitch) {
                if (pass == 0) long_parts.setTo(255, labels == label);
                continue;
            }
            parts.push_back({box, cv::mean(bgr(box), labels(box) == label), pixels});
            roots.push_back(static_cast<int>(roots.size()));
        }
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

// How close (largest channel difference) a pixel is to a box's colour to be the box's: 48, or
// less for a pale box on the paper (a cream chip is only ~40 from the paper round it).
int same_as_box(const cv::Vec3b& colour, const cv::Vec3b& paper) {
    int apart = 0;
    for (int k = 0; k < 3; ++k) apart = std::max(apart, std::abs(colour[k] - paper[k]));
    return std::clamp(apart / 2, 8, 48);
}

// The whole box round a part of it: the pixels of its colour within half a cell that touch
// the part (a digit may have cut the part short). `open`: they reach the edge of that reach
// (inside the band), so the region goes on: a tinted panel, not a box.
cv::Rect grown_box(const cv::Mat& bgr, const cv::Rect& box, const cv::Vec3b& colour, int same, double pitch, bool& open) {
    const int reach = static_cast<int>(pitch / 2);
    const cv::Rect around = cv::Rect(box.x - reach, box.y - reach, box.width + 2 * reach, box.height + 2 * reach) &
                            cv::Rect(0, 0, bgr.cols, bgr.rows);
    const cv::Mat same_colour = ink_strength(bgr(around), colour) < same;
    cv::Mat same_labels;
    const int same_count = cv::connectedComponents(same_colour, same_labels, 8, CV_32S);
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
    open = (around.x > 0 && grown.x <= around.x) || (around.y > 0 && grown.y <= around.y) ||
           (around.br().x < bgr.cols && grown.br().x >= around.br().x) || (around.br().y < bgr.rows && grown.br().y >= around.br().y);
    return grown;
}

// Whether `box` (page coordinates) in `band` goes on past the band's end along the grid
// (`rows`: its top or bottom): the page just beyond that end, across the box, has the box's
// colour. Such a region is something beyond the grid (a button below it), not a clue box.
bool runs_past_band(const Page& page, const cv::Rect& band, const cv::Rect& box, const cv::Vec3b& colour, int same,
                    bool rows) {
    const cv::Rect page_rect(0, 0, page.bgr.cols, page.bgr.rows);
    std::vector<cv::Rect> beyond;
    if (rows) {
        if (box.y <= band.y + 1) beyond.push_back(cv::Rect(box.x, band.y - 2, box.width, 1));
        if (box.br().y >= band.br().y - 1) beyond.push_back(cv::Rect(box.x, band.br().y + 1, box.width, 1));
    } else {
        if (box.x <= band.x + 1) beyond.push_back(cv::Rect(band.x - 2, box.y, 1, box.height));
        if (box.br().x >= band.br().x - 1) beyond.push_back(cv::Rect(band.br().x + 1, box.y, 1, box.height));
    }
    for (const cv::Rect& strip : beyond) {
        const cv::Rect inside = strip & page_rect;
        if (inside.area() > 0 && cv::countNonZero(ink_strength(page.bgr(inside), colour) < same) > inside.area() / 2)
            return true;
    }
    return false;
}

// The box's own shape within its rectangle (`strength`: against the box's colour): the convex
// hull of its colour's pixels, less a pixel of anti-aliased rim. A rounded chip's corners, the
// paper round it and a sliver of a neighbour are outside it; its digit, however it cuts the
// colour in parts, is inside.
cv::Mat box_shape(const cv::Mat& strength, int same_level) {
    const cv::Mat same = strength < same_level;
    cv::Mat labels, stats, centroids;
    const int count = cv::connectedComponentsWithStats(same, labels, stats, centroids, 4, CV_32S);
    int largest = 0;
    for (int label = 1; label < count; ++label) largest = std::max(largest, stats.at<int>(label, cv::CC_STAT_AREA));
    std::vector<cv::Point> points;
    for (int y = 0; y < labels.rows; ++y)
        for (int x = 0; x < labels.cols; ++x) {
            const int label = labels.at<int>(y, x);
            if (label > 0 && stats.at<int>(label, cv::CC_STAT_AREA) * 10 >= largest) points.push_back({x, y});
        }
    cv::Mat shape = cv::Mat::zeros(strength.size(), CV_8U);
    if (points.size() < 3) return shape;
    std::vector<cv::Point> hull;
    cv::convexHull(points, hull);
    cv::fillConvexPoly(shape, hull, cv::Scalar(255));
    cv::erode(shape, shape, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(3, 3)));
    return shape;
}

// A box this close to grey is grey; ink this far from it is coloured. A screenshot's ink is
// drawn exactly: a "done" digit in its colour faded on a greyed chip (leaf, navy: 39 to 42
// apart) is coloured, and black digits stay within 12. A photo's grey box and black digits
// are tinted by its light and its camera's noise.
constexpr int kGreyBox = 16;
constexpr int kColouredInk = 48;
constexpr int kColouredScreenInk = 24;

// Clue boxes in `band`: regions of one colour, unlike the paper, about a cell across (the
// numbers' boxes, chips). Colour edges (a box's digit, the border between two boxes that
// touch) cut regions apart.
std::vector<std::pair<cv::Rect, cv::Vec3b>> clue_boxes(const Page& page, const cv::Rect& band, double pitch, bool rows) {
    const cv::Mat bgr = page.bgr(band);
    // Boxes may be paler than digits (a cream chip ~35 from the paper): found from fainter ink.
    const cv::Mat inked = page.strength(band) > kBoxInk;
    const cv::Mat solid = inked & ~colour_edges(bgr, page.strength(band), inked);
    std::vector<std::pair<cv::Rect, cv::Vec3b>> boxes;
    std::vector<cv::Rect> found;  // the boxes' own rectangles (band coordinates), without their blurred edge
    // Strong colours first: a pale region round boxes found already (a grey table cell holding
    // coloured boxes) is not a box itself.
    std::vector<Part> parts = solid_parts(bgr, solid, pitch);
    const cv::Vec3b background = common_colour(page.bgr, band);
    auto apart = [&](const Part& part) {
        return std::max({std::abs(part.colour[0] - page.paper[0]), std::abs(part.colour[1] - page.paper[1]),
                         std::abs(part.colour[2] - page.paper[2])});
    };
    std::stable_sort(parts.begin(), parts.end(), [&](const Part& a, const Part& b) { return apart(a) > apart(b); });
    for (const Part& part : parts) {
        if (std::max(part.box.width, part.box.height) < 0.25 * pitch) continue;
        const cv::Vec3b c(cv::saturate_cast<uchar>(part.colour[0]), cv::saturate_cast<uchar>(part.colour[1]),
                          cv::saturate_cast<uchar>(part.colour[2]));
        const int same = same_as_box(c, page.paper);
        bool open = false;
        cv::Rect box = grown_box(bgr, part.box, c, same, pitch, open);
        // A digit may leave only a small part of its box solid: grown once more from the box.
        if (open) box = grown_box(bgr, box, c, same, pitch, open);
        // A pale region (found only from faint ink) is a box only when it is closed, and so is
        // a region of the band's own background colour (a slide's navy behind its chips, on an
        // app's white page: the chips cover more of the band than the navy does, so the band
        // is read on the page's paper).
        if (open && (same < kClueInk || colour_difference(c, background) < kClueInk / 2)) continue;
        // A pale region longer than a chip (a stripe of a striped band, a tinted panel holding
        // several numbers) is a background, as the paper is, not one number's box: a light
        // chip on it would be taken for ink. Removes the assumption that a tinted region
        // shorter than the band is a box.
        if (2 * same < kClueInk && std::max(box.width, box.height) > 1.6 * pitch) continue;
        // A narrow chip holding a 1 (8 by 13 pixels at a pitch of 18: its white 1 was read as a
        // colour of its own) is a box when it is coloured (a bold black stroke, a dotted zero's
        // ring, is as narrow), a digit stands in it (8% of its shape unlike it at least) and its
        // colour fills 60% of it (a bold coloured digit fills half).
        const bool narrow = colour_spread(c) >= kColouredInk && std::min(box.width, box.height) < 0.45 * pitch &&
                            std::min(box.width, box.height) >= 0.35 * pitch && std::max(box.width, box.height) >= 0.6 * pitch;
        if ((!narrow && (box.width < 0.45 * pitch || box.height < 0.45 * pitch)) || std::min(box.width, box.height) > 1.6 * pitch ||
            std::max(box.width, box.height) > 4 * pitch || runs_past_band(page, band, box + band.tl(), c, same, rows))
            continue;
        // A box is mostly unlike the paper, even with a digit on it; digits and bold letters on
        // paper are not. Measured within the box's own shape (its colour's convex hull), not its
        // rectangle: a round chip fills only 79 % of its rectangle, less the digit on it.
        // Removes the assumption that a box is a rectangle.
        const cv::Mat against = ink_strength(bgr(box), c);
        const cv::Mat shape = box_shape(against, same);
        if (narrow && (cv::countNonZero((against > kClueInk) & shape) < 0.08 * cv::countNonZero(shape) ||
                       cv::countNonZero(against < same) < 0.6 * box.area()))
            continue;
        if (cv::countNonZero((page.strength(band)(box) > same) & shape) < 0.7 * cv::countNonZero(shape)) continue;
        // A box fills half its rectangle at least (a round chip 79 %, a diamond 50 %); a pen's
        // stroke across a digit, a cell long and a few pixels thick, fills its own hull but a
        // quarter of its rectangle or less when slanted, and a digit struck through read as
        // the box's, not as ink (a stylus page's struck clues lost).
        if (2 * cv::countNonZero(shape) < box.area()) continue;
        // A pale region overlapping a box found already holds it (a grey cell round a chip); one
        // touching only its blurred edge is the next column's box (a faded "done" chip beside a
        // coloured one: phone-a's 4 read as 14, the chip's edge taken for a 1).
        bool known = false;
        for (const cv::Rect& other : found) {
            const int overlap = (other & box).area();
            known = known || overlap > box.area() / 2 || (same < kClueInk && overlap > 0);
        }
        if (known) continue;
        found.push_back(box);
        // With its blurred edge (a JPEG's colours spread two pixels): that is not loose ink.
        const cv::Rect whole = cv::Rect(box.x - 2, box.y - 2, box.width + 4, box.height + 4) &
                               cv::Rect(0, 0, band.width, band.height);
        boxes.push_back({whole + band.tl(), c});
    }
    return boxes;
}

// A faded ("done") box's digit may differ from the box by less than kClueInk (a cream digit on
// a pale chip): the ink inside the box's shape is scaled so that its strongest is twice
// kClueInk. A flat box has little noise to lift; the scale is at most 4.
void lift_faint_ink(cv::Mat& strength, const cv::Mat& shape) {
    double strongest = 0;
    cv::minMaxLoc(strength, nullptr, &strongest, nullptr, nullptr, shape);
    if (strongest >= 2 * kClueInk || strongest < kClueInk / 2.0) return;
    strength.convertTo(strength, CV_8U, 2 * kClueInk / strongest);
}

// The pixels of a box's digit that poke out of its shape (a digit a little taller than its
// chip): outside the shape, unlike the paper, and of the colour of the digit's ink inside it
// (a neighbouring box's edge is not).
cv::Mat poking_out(const Page& page, const cv::Rect& box, const cv::Mat& strength, const cv::Mat& shape) {
    const cv::Mat bgr = page.bgr(box);
    const cv::Mat digit = (strength > 2 * kClueInk) & shape;
    if (cv::countNonZero(digit) == 0) return cv::Mat::zeros(box.size(), CV_8U);
    const cv::Scalar mean = cv::mean(bgr, digit);
    const cv::Vec3b colour(cv::saturate_cast<uchar>(mean[0]), cv::saturate_cast<uchar>(mean[1]), cv::saturate_cast<uchar>(mean[2]));
    return ~shape & (page.strength(box) > kClueInk) & (ink_strength(bgr, colour) < 64);
}

// What drop_pen_marks did to a pixel.
constexpr uchar kPenTaken = 1, kUnderPen = 2;
// A pen's ink: channels this far apart (a green pen's 83, a blue one's more).
constexpr int kPenInk = 64;

// The digit under a pen's stroke: where the stroke was taken out (`taken`) it cut the digit's
// strokes in two (a struck 2's top and foot, too far apart to be joined as parts of one
// digit, each too small to be one). A straight run of taken pixels (down, across or along a
// diagonal: the digit's strokes cross the pen at a slant) no longer than the pen is wide, with
// the digit's ink at both ends (its `print`, or a pixel of `mask` beside it; not a bit of the
// pen's soft edge left in `mask` away from the digit), is ink again. Runs with paper in them
// (a 0's hole, the paper beside the digit) stay out, and so do runs along a straight stroke
// (`along`, per piece of `labels`: its axis, or none for a round mark), which would draw the
// stroke back between two of the digit's strokes (a struck 4's stem and slant). Returns the
// pixels made ink again.
cv::Mat bridge_pen_gaps(cv::Mat& mask, const cv::Mat& print, const cv::Mat& taken, const cv::Mat& pen, const cv::Mat& labels,
                        const std::vector<cv::Point2d>& along) {
    if (cv::countNonZero(taken) == 0) return cv::Mat::zeros(mask.size(), CV_8U);
    cv::Mat distance;
    cv::distanceTransform(pen, distance, cv::DIST_L2, 3);
    double deepest = 0;
    cv::minMaxLoc(distance, nullptr, &deepest);
    const int longest = static_cast<int>(2 * deepest) + 3;  // the pen's width and its soft edges
    cv::Mat bridged = mask.clone(), ends;
    cv::dilate(print, ends, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(3, 3)));
    ends &= mask;
    const cv::Rect inside(0, 0, mask.cols, mask.rows);
    for (const cv::Point step : {cv::Point(0, 1), cv::Point(1, 0), cv::Point(1, 1), cv::Point(-1, 1)}) {
        const cv::Point2d unit = cv::Point2d(step) * (1 / std::hypot(step.x, step.y));
        for (int y = 0; y < mask.rows; ++y)
            for (int x = 0; x < mask.cols; ++x) {
                const cv::Point from(x, y), before = from - step;
                if (!taken.at<uchar>(from) || !inside.contains(before) || !ends.at<uchar>(before)) continue;
                const cv::Point2d axis = along[static_cast<std::size_t>(labels.at<int>(from))];
                if (std::abs(axis.dot(unit)) > 0.9) continue;  // within 25 degrees of the stroke
                cv::Point end = from;
                int length = 0;
                for (; inside.contains(end) && taken.at<uchar>(end) && length <= longest; end += step) ++length;
                if (length > longest || !inside.contains(end) || !ends.at<uchar>(end)) continue;
                for (cv::Point p = from; p != end; p += step) bridged.at<uchar>(p) = 255;
            }
    }
    const cv::Mat made = bridged & ~mask;
    mask = bridged;
    return made;
}

// The axis of each piece's pen pixels (`labels`' pieces), when they make a straight stroke
// (twice as long as wide or more); (0, 0) for a round mark or none.
std::vector<cv::Point2d> stroke_axes(const cv::Mat& labels, const cv::Mat& pen, int count) {
    std::vector<double> n(static_cast<std::size_t>(count), 0), sx(n), sy(n), sxx(n), syy(n), sxy(n);
    for (int y = 0; y < labels.rows; ++y)
        for (int x = 0; x < labels.cols; ++x) {
            if (!pen.at<uchar>(y, x)) continue;
            const auto l = static_cast<std::size_t>(labels.at<int>(y, x));
            n[l] += 1;
            sx[l] += x;
            sy[l] += y;
            sxx[l] += static_cast<double>(x) * x;
            syy[l] += static_cast<double>(y) * y;
            sxy[l] += static_cast<double>(x) * y;
        }
    std::vector<cv::Point2d> axes(static_cast<std::size_t>(count), cv::Point2d(0, 0));
    for (std::size_t l = 1; l < axes.size(); ++l) {
        if (n[l] < 3) continue;
        const double mx = sx[l] / n[l], my = sy[l] / n[l];
        const double a = sxx[l] / n[l] - mx * mx, b = sxy[l] / n[l] - mx * my, c = syy[l] / n[l] - my * my;
        const double mean = (a + c) / 2, spread = std::sqrt(std::max(0.0, (a - c) * (a - c) / 4 + b * b));
        const double major = mean + spread, minor = std::max(mean - spread, 1e-9);
        if (major < 4 * minor) continue;  // variance ratio 4: twice as long as wide
        const double angle = 0.5 * std::atan2(2 * b, a - c);
        axes[l] = cv::Point2d(std::cos(angle), std::sin(angle));
    }
    return axes;
}

// A player's pen marks over printed digits (a stroke through a done clue, a circle round a
// number, in a pen's colour): in a piece of ink that is a twentieth print (neutral: black,
// grey, at 0.6 of the piece's strongest ink at least) and a tenth coloured (channels 64
// levels apart or more: the pen), the coloured pixels (and those of its soft edge) are taken
// out of `mask`, so that the digit is read without the mark. A piece of one colour (any colour
// puzzle's number) is left whole: a coloured digit's soft edge passes through grey only where
// it is half paper or more, under the print's share of the strength. A long stroke or a
// circle is most of its piece (a twentieth, not a quarter, is print: a struck 5 is a fifth
// of it), and a green pen's channels are 83 levels apart (not 96). Returns where the pen
// was: kPenTaken where its pixels were taken out, kUnderPen where they were given back to
// the digit (bridge_pen_gaps).
cv::Mat drop_pen_marks(cv::Mat& mask, const cv::Mat& bgr, const cv::Mat& strength) {
    cv::Mat labels;
    const int count = cv::connectedComponents(mask, labels, 8, CV_32S);
    std::vector<int> neutral(static_cast<std::size_t>(count), 0), coloured(static_cast<std::size_t>(count), 0),
        total(static_cast<std::size_t>(count), 0), strongest(static_cast<std::size_t>(count), 0);
    for (int y = 0; y < mask.rows; ++y)
        for (int x = 0; x < mask.cols; ++x) {
            const auto label = static_cast<std::size_t>(labels.at<int>(y, x));
            strongest[label] = std::max<int>(strongest[label], strength.at<uchar>(y, x));
        }
    cv::Mat pen = cv::Mat::zeros(mask.size(), CV_8U), print = cv::Mat::zeros(mask.size(), CV_8U);
    for (int y = 0; y < mask.rows; ++y)
        for (int x = 0; x < mask.cols; ++x) {
            const auto label = static_cast<std::size_t>(labels.at<int>(y, x));
            if (label == 0) continue;
            const int apart = colour_spread(bgr.at<cv::Vec3b>(y, x));
            ++total[label];
            // Neutral print is strong ink: a coloured digit's soft edge blended with a coloured
            // paper (yellow on navy) passes through grey at a fraction of the digit's strength.
            if (apart < 32 && 10 * strength.at<uchar>(y, x) >= 6 * strongest[label]) {
                ++neutral[label];
                print.at<uchar>(y, x) = 255;
            }
            if (apart >= kPenInk) {
                ++coloured[label];
                pen.at<uchar>(y, x) = 255;
            }
        }
    const cv::Mat before = mask.clone();
    // With the pen's soft edge: the pixels beside it that are not neutral either.
    cv::Mat edge;
    cv::dilate(pen, edge, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(3, 3)));
    for (int y = 0; y < mask.rows; ++y)
        for (int x = 0; x < mask.cols; ++x) {
            const auto label = static_cast<std::size_t>(labels.at<int>(y, x));
            if (label == 0 || !edge.at<uchar>(y, x) || 20 * neutral[label] < total[label] || 5 * coloured[label] < total[label]) continue;
            if (pen.at<uchar>(y, x) || colour_spread(bgr.at<cv::Vec3b>(y, x)) >= 32) mask.at<uchar>(y, x) = 0;
        }
    const cv::Mat taken = before & ~mask;
    cv::Mat marks = cv::Mat::zeros(mask.size(), CV_8U);
    marks.setTo(kPenTaken, taken);
    marks.setTo(kUnderPen, bridge_pen_gaps(mask, print, taken, pen, labels, stroke_axes(labels, pen, count)));
    return marks;
}

// The strength of a mark's strong ink: the 90th percentile of `strength` where `mask` is set
// (a digit's edges are anti-aliased, a speck of noise may be stronger), or -1 where none is.
int strong_ink(const cv::Mat& strength, const cv::Mat& mask) {
    std::vector<uchar> values;
    for (int y = 0; y < mask.rows; ++y)
        for (int x = 0; x < mask.cols; ++x)
            if (mask.at<uchar>(y, x)) values.push_back(strength.at<uchar>(y, x));
    if (values.empty()) return -1;
    const auto at = values.begin() + static_cast<long>(values.size() * 9 / 10);
    std::nth_element(values.begin(), at, values.end());
    return *at;
}

// Drops from `boxes` (clue_boxes' in `band`) those that are blobs of the clues' own ink, not
// boxes: two digits set close and blurred together look like a grey box with paper-coloured
// strokes inside (a CRT's dotted pixel 12; a forum's shrunk serif "15", "13" and "10", their
// digits never read, and the row's numbers beyond them cut off with them). A page of boxes has
// one for most numbers; these are a few among many loose digits (fewer than one in eight of
// the band's pieces of a digit's height off the boxes), grey (channels at most 24 apart) and
// not pale (at least 0.3 of the loose ink's 90th percentile strength: a light grey chip
// holding a "done" clue stays a box).
void drop_ink_blobs(std::vector<std::pair<cv::Rect, cv::Vec3b>>& boxes, const Page& page, const cv::Rect& band,
                    const cv::Mat& mask, double pitch) {
    if (boxes.empty()) return;
    cv::Mat loose = mask.clone();
    for (const auto& box : boxes) loose(box.first - band.tl()).setTo(0);
    cv::Mat labels, stats, centroids;
    const int count = cv::connectedComponentsWithStats(loose, labels, stats, centroids, 8, CV_32S);
    int digits = 0;
    for (int label = 1; label < count; ++label)
        digits += stats.at<int>(label, cv::CC_STAT_HEIGHT) >= 0.3 * pitch && stats.at<int>(label, cv::CC_STAT_HEIGHT) <= pitch;
    if (8 * static_cast<int>(boxes.size()) >= digits) return;
    const int ink = strong_ink(page.strength(band), loose);
    if (ink < 0) return;
    std::erase_if(boxes, [&](const auto& box) {
        return colour_spread(box.second) <= 24 && colour_difference(box.second, page.paper) >= 0.3 * ink;
    });
}

// Every piece of the band: the digits in clue boxes, and the ink on the paper around them
// (without lines and borders). The band's ends along the grid (`rows`: its top and bottom, on
// the grid's first and last lines) hold no digit: ink the band cuts there is something beyond
// the grid (a button below it, a title beside it), not a clue.
std::vector<Piece> band_pieces(const Page& page, const cv::Rect& band, double pitch, bool rows) {
    std::vector<Piece> pieces;
    cv::Mat mask = page.strength(band) > kClueInk;
    std::vector<std::pair<cv::Rect, cv::Vec3b>> boxes = clue_boxes(page, band, pitch, rows);
    drop_ink_blobs(boxes, page, band, mask, pitch);
    for (const auto& [box, colour] : boxes) {
        cv::Mat strength = ink_strength(page.bgr(box), colour);
        // Only what is inside the box's shape: the box is found with a pixel round it (paper
        // or a neighbour), and a rounded box leaves paper in its rectangle's corners.
        const int same = same_as_box(colour, page.paper);
        const cv::Mat shape = box_shape(strength, same);
        lift_faint_ink(strength, shape);
        const cv::Mat inside = (strength > kClueInk) & (shape | poking_out(page, box, strength, shape));
        cv::Mat core;
        cv::erode(shape, core, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(3, 3)));
        const std::size_t first = pieces.size();
        add_pieces(inside, strength, box, true, shape, shape & ~core, colour, pieces);
        const cv::Vec3b true_colour = page.colour.empty() ? colour : median_colour(page.colour(box), core & ~inside, colour);
        for (std::size_t k = first; k < pieces.size(); ++k) pieces[k].box_true_colour = true_colour;
        // A pale box (a chip under the digits' ink level from the paper) is a background, as
        // the paper is: its numbers take their own ink's colour. Not so a photo's box that is a
        // colour in its true light (a pink chip washed out by a flash, whitened with the paper).
        const bool washed_colour = !page.colour.empty() && colour_spread(true_colour) >= kWashedColour;
        if (2 * same < kClueInk && !washed_colour)
            for (std::size_t k = first; k < pieces.size(); ++k) pieces[k].boxed = false;
        mask(box - band.tl()).setTo(0);
    }
    const cv::Mat lines = line_pixels(mask, std::max(8, static_cast<int>(1.25 * pitch)));
    drop_cut_regions(mask, lines, rows);
    cv::Mat loose = mask & ~lines;
    const cv::Mat pen = drop_pen_marks(loose, page.bgr(band), page.strength(band));
    cv::Mat loose_strength = page.strength(band);
    if (cv::countNonZero(pen) > 0) {
        // A piece's strength beside its own pixels is kept (its soft edge), so the pen's is
        // taken out of it too. The digit's strokes under the pen are a little weaker than its
        // print: ink in its shape, but not among the strongest pixels that give the glyph its
        // colour (the print's, not the pen's).
        double strongest = 0;
        cv::minMaxLoc(loose_strength, nullptr, &strongest, nullptr, nullptr, loose);
        loose_strength = loose_strength.clone();
        loose_strength.setTo(0, pen == kPenTaken);
        loose_strength.setTo(cv::Scalar(0.7 * strongest), pen == kUnderPen);
    }
    add_pieces(loose, loose_strength, band, false, cv::Mat(), cv::Mat(), {}, pieces);
    if (!rows) {
        // No column's numbers in a text line running on past the band's ends (a title).
        const std::vector<uchar> title = lines_past_ends(page.strength(band) > kClueInk, pitch);
        std::erase_if(pieces, [&](const Piece& piece) {
            return title[static_cast<std::size_t>(piece.box.y - band.y + piece.box.height / 2)] != 0;
        });
    }
    return pieces;
}

// Two pieces as one (a digit broken in two by thin strokes).
Piece merged(const Piece& a, const Piece& b) {
    Piece out = a;
    out.box = a.box | b.box;
    // A new matrix: assigning zeros() to the copy of `a`'s header would zero `a`'s own ink when
    // the box does not grow (a dotted or slashed zero's dot inside its ring).
    out.strength = cv::Mat(out.box.size(), CV_8U, cv::Scalar(0));
    for (const Piece* part : {&a, &b}) {
        cv::Mat target = out.strength(part->box - out.box.tl());
        cv::max(target, part->strength, target);
    }
    return out;
}

// Whether two pieces are parts of one digit: stacked in one column of ink, close (a photo's
// thin stroke may fade out for a quarter of the digit's height: 0.3 of it, not 0.2, gained
// seven development images, lost none), a digit tall.
bool parts_of_one_digit(const cv::Rect& a, const cv::Rect& b, double height) {
    const int overlap = std::min(a.br().x, b.br().x) - std::max(a.x, b.x);
    const int gap = std::max(a.y, b.y) - std::min(a.br().y, b.br().y);
    return overlap >= 0.5 * std::min(a.width, b.width) && gap <= 0.3 * height && (a | b).height <= 1.3 * height;
}

// Pieces whose widths are measured for a digit's typical width, at least; and how much wider
// than it two touching digits are.
constexpr std::size_t kTypicalWidthPieces = 8;
constexpr double kTwoDigitsWide = 1.5;

// Merges pieces stacked in one column of ink (parts of one digit), then splits pieces as wide
// as two digits (touching digits of a two-digit number) at their thinnest column. `digit_width`:
// the other band's typical digit width (0: none measured), and this band's when it has none.
std::vector<Piece> whole_digits(std::vector<Piece> pieces, double height, double& digit_width) {
    // The first pair in index order that joins is merged, again and again. After a merge into
    // piece i only pairs with i can have changed, so the search goes on from there, not from
    // the start: a band full of specks (moire photographed) holds thousands of pieces, and
    // starting over after each merge took minutes on one.
    std::size_t i = 0, j = 1;
    while (i < pieces.size()) {
        if (j >= pieces.size()) {
            ++i;
            j = i + 1;
        } else if (!parts_of_one_digit(pieces[i].box, pieces[j].box, height)) {
            ++j;
        } else {
            pieces[i] = merged(pieces[i], pieces[j]);
            pieces.erase(pieces.begin() + static_cast<long>(j));
            std::size_t earlier = 0;
            while (earlier < i && !parts_of_one_digit(pieces[earlier].box, pieces[i].box, height)) ++earlier;
            j = earlier < i ? i : i + 1;
            i = earlier < i ? earlier : i;
        }
    }
    // A digit's typical width: the median of the pieces half a digit height wide or more (a
    // 1 is narrower) and narrower than they are tall (not two digits touching, which a page of
    // two-digit numbers holds many of), when there are enough of them to tell; else the other
    // band's (a column band of 10s, 11s and 12s holds few single digits, the rows many). A face
    // whose digits are all wider than tall (a TV app's flat techno face, its 1 a wide foot)
    // leaves too few such pieces in both bands: then the median of the wide ones, most clue
    // numbers being one digit.
    std::vector<double> widths, wide;
    for (const Piece& piece : pieces) {
        if (piece.box.width < 0.5 * height) continue;
        if (piece.box.width < 0.95 * std::max<double>(height, piece.box.height))
            widths.push_back(piece.box.width);
        else
            wide.push_back(piece.box.width);
    }
    const double own_width = widths.size() >= kTypicalWidthPieces ? median(widths) : 0;
    const double typical_width = own_width > 0     ? own_width
                                 : digit_width > 0 ? digit_width
                                 : wide.size() >= kTypicalWidthPieces ? median(wide) : 0;
    if (digit_width <= 0) digit_width = typical_width;
    std::vector<Piece> out;
    for (Piece& piece : pieces) {
        // Two digits side by side are wider than they are tall, and wider than a digit by
        // half again at least (a small font's 0, five pixels square beside digits four wide,
        // was cut at its hole); one digit taller than the band's typical one (an old-style 7
        // reaching below the line, where most clues are 1s and 2s no taller than an x) is not
        // two, however wide against the typical height.
        const double own = std::max<double>(height, piece.box.height);
        if (piece.box.width < 0.95 * own || piece.box.width > 2.2 * height || piece.box.width < kTwoDigitsWide * typical_width) {
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
        const std::size_t first = out.size();
        for (const cv::Rect part : {cv::Rect(0, 0, cut, piece.box.height),
                                    cv::Rect(cut + 1, 0, piece.box.width - cut - 1, piece.box.height)}) {
            if (part.width <= 0) continue;
            Piece half = piece;
            half.box = part + piece.box.tl();
            half.strength = piece.strength(part).clone();
            half.whole = piece.box;
            out.push_back(std::move(half));
        }
        if (out.size() == first + 2) out[first].whole_strength = piece.strength;
    }
    return out;
}

// The mean colour of `bgr`'s pixels where `ink` (same size) is strongest (0.8 or more).
cv::Vec3b ink_colour(const cv::Mat& bgr, const cv::Mat& ink) {
    cv::Scalar sum(0, 0, 0);
    int count = 0;
    for (int y = 0; y < bgr.rows; ++y)
        for (int x = 0; x < bgr.cols; ++x)
            if (ink.at<float>(y, x) >= 0.8f) {
                const cv::Vec3b c = bgr.at<cv::Vec3b>(y, x);
                sum += cv::Scalar(c[0], c[1], c[2]);
                ++count;
            }
    if (count == 0) return {};
    return {cv::saturate_cast<uchar>(sum[0] / count), cv::saturate_cast<uchar>(sum[1] / count),
            cv::saturate_cast<uchar>(sum[2] / count)};
}

// The glyph of a piece: ink 0..1 against the piece's own strongest ink, cropped.
Glyph make_glyph(const Page& page, const Piece& piece) {
    Glyph glyph;
    const int strongest = strong_ink(piece.strength, piece.strength > kClueInk);
    const double level = strongest < 0 ? 255 : std::max(kClueInk, strongest);
    cv::Mat ink;
    piece.strength.convertTo(ink, CV_32F, 1.0 / level);
    cv::min(ink, 1.0, ink);
    cv::Rect tight = ink_bounds(ink, 0.16f);
    if (tight.empty()) tight = cv::Rect(0, 0, ink.cols, ink.rows);
    glyph.ink = ink(tight).clone();
    glyph.box = tight + piece.box.tl();
    glyph.colour = ink_colour(page.bgr(piece.box), ink);
    // A number on a box takes the box's colour, unless the box is grey and the number is
    // coloured (a puzzle site's grey clue boxes, coloured numbers on them; a dark game's done
    // clues, each digit its colour faded on a chip greyed alike).
    const int coloured = page.to_image.empty() ? kColouredScreenInk : kColouredInk;
    if (piece.boxed && !(colour_spread(piece.box_colour) < kGreyBox && colour_spread(glyph.colour) >= coloured)) {
        glyph.colour = piece.box_true_colour;
        glyph.boxed = true;
    } else if (!page.colour.empty()) {
        glyph.colour = ink_colour(page.colour(piece.box), ink);
    }
    return glyph;
}

// Glyphs (indices, sorted left to right) grouped into numbers: neighbours at most kOneNumber
// apart (join_score) are one number, so "11" (narrow digits, a wide gap) is one number and
// "1 1" two. Measured on the tune split's glyph pairs (nono-scan-clues --gaps): one number at
// most 0.95, two at least 1.10. On a page that sets its digits wide apart (spacing_rule:
// `join_height` above `height`) two glyphs that far apart are one number too, but no more than
// two: "1 1 1 1" evenly set is 11 and 11.
std::vector<ClueGlyphs> group_numbers(const std::vector<Glyph>& glyphs, std::vector<int> line, double height, double join_height) {
    auto glyph = [&](int i) -> const cv::Rect& { return glyphs[static_cast<std::size_t>(i)].box; };
    std::stable_sort(line.begin(), line.end(), [&](int a, int b) { return glyph(a).x < glyph(b).x; });
    std::vector<ClueGlyphs> numbers;
    for (int index : line) {
        const cv::Rect& box = glyph(index);
        const bool join = !numbers.empty() && (join_score(glyph(numbers.back().glyphs.back()), box, height) <= kOneNumber ||
                                               (numbers.back().glyphs.size() == 1 &&
                                                join_score(glyph(numbers.back().glyphs.back()), box, join_height) <= kOneNumber));
        if (join) {
            numbers.back().glyphs.push_back(index);
            numbers.back().box |= box;
            continue;
        }
        numbers.push_back({box, {index}});
    }
    return numbers;
}

// Whether a glyph is a plain upright stroke: a few columns, at most a quarter of a digit
// height wide, inked down most of its height, and (almost) no ink beside them (a 1's flag or
// foot is ink beside its stem).
bool plain_stroke(const Glyph& glyph, double height) {
    const cv::Mat inked = glyph.ink > 0.5f;
    const int total = cv::countNonZero(inked);
    if (total == 0) return false;
    int stem = 0, beside = 0;
    for (int x = 0; x < inked.cols; ++x) {
        const int column = cv::countNonZero(inked.col(x));
        if (column >= 0.8 * inked.rows) ++stem;
        else beside += column;
    }
    return stem > 0 && stem <= 0.25 * height && beside <= 0.03 * total;
}

// Separators between the numbers of a text line (a bar in "2|5|1") are no digits. A font
// whose 1 is a plain stroke has such strokes at a line's ends too; separators stand only
// between glyphs: so the band's plain strokes are dropped when there are at least four and
// (almost) every one has a glyph on its text line within a digit height and a half on either
// side (a 1 stands between numbers about half the time: four all between by chance, 1 in 16). Removes the assumption that every digit-tall mark in a band is a digit.
void drop_separators(std::vector<Glyph>& glyphs, double height) {
    std::vector<std::size_t> strokes;
    for (std::size_t i = 0; i < glyphs.size(); ++i)
        if (plain_stroke(glyphs[i], height)) strokes.push_back(i);
    if (strokes.size() < 4) return;
    std::size_t between = 0;
    for (const std::size_t i : strokes) {
        const cv::Rect& bar = glyphs[i].box;
        bool left = false, right = false;
        for (const Glyph& other : glyphs) {
            const cv::Rect& box = other.box;
            if (&other == &glyphs[i] || std::min(box.br().y, bar.br().y) - std::max(box.y, bar.y) < 0.5 * bar.height) continue;
            left = left || (box.br().x <= bar.x && bar.x - box.br().x <= 1.5 * height);
            right = right || (box.x >= bar.br().x && box.x - bar.br().x <= 1.5 * height);
        }
        between += left && right;
    }
    if (between < 0.9 * static_cast<double>(strokes.size())) return;
    for (auto it = strokes.rbegin(); it != strokes.rend(); ++it) glyphs.erase(glyphs.begin() + static_cast<long>(*it));
}

// How much taller than the band's typical digit a digit may be: old-style figures (a book
// face's, a forum's serif) set 0, 1 and 2 an x high and 3 to 9 reaching above or below it,
// 1.4 to 1.5 times as tall, and the median is the x when most clues are 1s and 2s.
constexpr double kTallestDigit = 1.6;

// Of a page's clue glyphs this share at least on boxes (kBoxedPage), of this many at least,
// are a page whose clue numbers all stand on boxes.
constexpr double kBoxedPage = 0.9;
constexpr std::size_t kBoxedPageGlyphs = 12;
// On a page whose clue numbers all stand on boxes, a glyph in a pen's colour on the paper
// beside them is no digit: a stylus's ring drawn round a number, a tick, read as 1s the check
// would have to drop one by one. A glyph in neutral ink stays (a photo's flash may wash out a
// box's edge round a digit, which is then read on the paper).
void drop_marks_beside_boxes(std::vector<Glyph>& row_glyphs, std::vector<Glyph>& column_glyphs) {
    std::size_t boxed = 0;
    for (const std::vector<Glyph>* glyphs : {&row_glyphs, &column_glyphs})
        for (const Glyph& glyph : *glyphs) boxed += glyph.boxed;
    const std::size_t all = row_glyphs.size() + column_glyphs.size();
    if (all < kBoxedPageGlyphs || boxed < kBoxedPage * static_cast<double>(all)) return;
    for (std::vector<Glyph>* glyphs : {&row_glyphs, &column_glyphs})
        std::erase_if(*glyphs, [](const Glyph& glyph) { return !glyph.boxed && colour_spread(glyph.colour) >= kPenInk; });
}

// How wide (of the digit height) each side of a broken 0 is at most.
constexpr double kHalfWide = 0.5;

// Two narrow pieces side by side, a pixel or two apart, are one digit when fainter ink joins
// them (at half kClueInk), on a screen: a small serif 0's thin top and bottom strokes,
// anti-aliased under the ink level, leave its two sides, each read as a bar and dropped (a "10"
// of 7 pixels lost whole; a 3's thin middle breaks it so too). Digits side by side on a screen
// have paper between them; a photo's blur bridges them (a narrow face's 11 read as one 8). On
// the paper only: a box's colour is ink against the paper all round a digit on it. Each side
// is under kHalfWide digit heights wide.
void join_faint_halves(std::vector<Piece>& pieces, const cv::Mat& strength, double height) {
    const double narrow = kHalfWide * height;
    for (std::size_t i = 0; i < pieces.size(); ++i)
        for (std::size_t j = 0; j < pieces.size(); ++j) {
            if (i == j) continue;
            const cv::Rect a = pieces[i].box, b = pieces[j].box;
            const int gap = b.x - a.br().x;
            const int overlap = std::min(a.br().y, b.br().y) - std::max(a.y, b.y);
            const cv::Rect both = a | b;
            if (pieces[i].boxed || pieces[j].boxed || gap < 0 || gap > 2 || a.width > narrow || b.width > narrow ||
                overlap < 0.7 * std::min(a.height, b.height) ||
                both.width > 0.9 * height || both.height > 1.1 * std::max(a.height, b.height))
                continue;
            cv::Mat labels;
            const cv::Mat faint = strength(both) > kClueInk / 2;
            cv::connectedComponents(faint, labels, 8, CV_32S);
            // A pixel of each piece's own ink, and whether the two are one component.
            auto label_of = [&](const Piece& piece) {
                for (int y = 0; y < piece.strength.rows; ++y)
                    for (int x = 0; x < piece.strength.cols; ++x)
                        if (piece.strength.at<uchar>(y, x) > kClueInk)
                            return labels.at<int>(y + piece.box.y - both.y, x + piece.box.x - both.x);
                return 0;
            };
            const int la = label_of(pieces[i]), lb = label_of(pieces[j]);
            if (la == 0 || la != lb) continue;
            Piece joined = pieces[i];
            joined.box = both;
            joined.strength = cv::Mat(both.size(), CV_8U, cv::Scalar(0));
            strength(both).copyTo(joined.strength, labels == la);
            pieces[i] = std::move(joined);
            pieces.erase(pieces.begin() + static_cast<long>(j));
            if (j < i) --i;
            j = static_cast<std::size_t>(-1);  // the joined piece may join another
        }
}

// The band's glyphs, with the typical digit height: pieces far from it are dropped. `height`
// and `digit_width` as whole_digits': the other band's when given, else this band's.
std::vector<Glyph> band_glyphs(const Page& page, const cv::Rect& band, double pitch, bool rows, double& height,
                               double& digit_width) {
    std::vector<Piece> pieces;
    if (band.width > 0 && band.height > 0) pieces = band_pieces(page, band, pitch, rows);
    std::vector<double> heights;
    for (const Piece& piece : pieces)
        if (piece.box.height >= 0.2 * pitch && piece.box.height <= 1.1 * pitch) heights.push_back(piece.box.height);
    if (height <= 0) height = median(heights);
    std::vector<Piece> sized;
    for (Piece& piece : pieces)
        if (piece.box.height <= kTallestDigit * height) sized.push_back(std::move(piece));
    if (page.to_image.empty()) join_faint_halves(sized, page.strength, height);
    sized = whole_digits(std::move(sized), height, digit_width);
    std::vector<Glyph> glyphs;
    for (const Piece& piece : sized)
        if (piece.box.height >= 0.6 * height && piece.box.height <= kTallestDigit * height) {
            glyphs.push_back(make_glyph(page, piece));
            glyphs.back().whole = piece.whole;
            if (!piece.whole_strength.empty()) {
                Piece whole = piece;
                whole.box = piece.whole;
                whole.strength = piece.whole_strength;
                glyphs.back().whole_ink = make_glyph(page, whole).ink;
            }
        }
    // No old-style figure taller than the x is a plain bar (its 1 is an x high): a bar that
    // tall is a table's rule between clue cells.
    std::erase_if(glyphs, [&](const Glyph& glyph) { return glyph.box.height > 1.45 * height && plain_stroke(glyph, height); });
    drop_separators(glyphs, height);
    return glyphs;
}


// The median gap between neighbouring numbers of a line (`vertical`: stacked, in columns), of
// those under a cell (numbers ruled a cell apart in a table are further apart than a few digit
// heights, and a band of them must not end there; a title further off is no clue); 0 when
// fewer than three are seen.
double typical_gap(const std::vector<std::vector<ClueGlyphs>>& lines, bool vertical, double pitch) {
    std::vector<double> gaps;
    for (const std::vector<ClueGlyphs>& line : lines)
        for (std::size_t k = 1; k < line.size(); ++k) {
            const cv::Rect& a = line[k - 1].box;
            const cv::Rect& b = line[k].box;
            const double gap = vertical ? b.y - a.br().y : b.x - a.br().x;
            if (gap > 0 && gap < pitch) gaps.push_back(gap);
        }
    return gaps.size() < 3 ? 0 : median(gaps);
}

// Each row's numbers: the row glyphs grouped by the row their middle is in, then, from the grid
// leftwards, the numbers until a gap wider than `far` (or than 1.3 times the typical gap).
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
    std::vector<std::vector<ClueGlyphs>> lines;
    for (const std::vector<int>& row : per_row) lines.push_back(group_numbers(bands.glyphs, row, bands.digit_height, bands.join_height));
    far = std::max(far, 1.3 * typical_gap(lines, false, grid.pitch));
    for (std::size_t r = 0; r < lines.size(); ++r) {
        const std::vector<ClueGlyphs>& numbers = lines[r];
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
std::vector<ClueGlyphs> column_numbers(const std::vector<Glyph>& glyphs, std::vector<int> order, double height, double join_height) {
    auto middle = [&](int g) { const cv::Rect& b = glyphs[static_cast<std::size_t>(g)].box; return b.y + b.height / 2.0; };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return middle(a) < middle(b); });
    std::vector<ClueGlyphs> numbers;
    std::vector<int> line;
    auto flush = [&] {
        std::vector<ClueGlyphs> found = group_numbers(glyphs, line, height, join_height);
        // A column's text line holds one number: two glyphs side by side in it are its two
        // digits, however far apart a face sets them (a Bodoni 1 beside its 3, read as 1 and 3).
        if (found.size() == 2 && found[0].glyphs.size() == 1 && found[1].glyphs.size() == 1) {
            found[0].glyphs.push_back(found[1].glyphs[0]);
            found[0].box |= found[1].box;
            found.pop_back();
        }
        for (ClueGlyphs& number : found) numbers.push_back(std::move(number));
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
// not), as text lines, then, from the grid upwards, the numbers until a gap wider than `far`
// (or than 1.3 times the typical gap).
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
    std::vector<std::vector<ClueGlyphs>> lines;
    for (const std::vector<int>& column : per_column) lines.push_back(column_numbers(bands.glyphs, column, bands.digit_height, bands.join_height));
    far = std::max(far, 1.3 * typical_gap(lines, true, grid.pitch));
    for (std::size_t c = 0; c < lines.size(); ++c) {
        const std::vector<ClueGlyphs>& numbers = lines[c];
        double edge = grid.ys.front();
        std::size_t first = numbers.size();
        while (first > 0 && edge - numbers[first - 1].box.br().y <= far) {
            --first;
            edge = std::min<double>(edge, numbers[first].box.y);
        }
        bands.columns[c].assign(numbers.begin() + static_cast<long>(first), numbers.end());
    }
}

// Ink below kClueInk that may still be a faded digit (a "done" line's numbers faded nearly to
// the panel they stand on: 26 levels on a dark site's panel); JPEG noise stays under it.
constexpr int kFadedInk = 16;

// The glyphs of a line's strip (page coordinates) read with its faint ink lifted: against the
// strip's own commonest colour, the pieces of faint ink a digit tall set the level that is
// lifted to twice kClueInk (at most four times, as lift_faint_ink). None when no such piece
// is there, or when the strip's digit-tall ink is strong already (read as it is).
std::vector<Glyph> faded_glyphs(const Page& page, const cv::Rect& strip, double pitch, bool rows, double height) {
    if (strip.width <= 0 || strip.height <= 0 || height <= 0) return {};
    Page lifted;
    lifted.bgr = page.bgr(strip);
    lifted.paper = common_colour(page.bgr, strip);
    lifted.dark = page.dark;
    lifted.strength = ink_strength(lifted.bgr, lifted.paper);
    cv::Mat labels, stats, centroids;
    const int count = cv::connectedComponentsWithStats(lifted.strength > kFadedInk, labels, stats, centroids, 8, CV_32S);
    double level = 0;
    for (int label = 1; label < count; ++label) {
        const int h = stats.at<int>(label, cv::CC_STAT_HEIGHT), w = stats.at<int>(label, cv::CC_STAT_WIDTH);
        if (h < 0.6 * height || h > 1.45 * height || w > 1.5 * height) continue;
        double strongest = 0;
        const cv::Rect box(stats.at<int>(label, cv::CC_STAT_LEFT), stats.at<int>(label, cv::CC_STAT_TOP), w, h);
        cv::minMaxLoc(lifted.strength(box), nullptr, &strongest, nullptr, nullptr, labels(box) == label);
        level = std::max(level, strongest);
    }
    if (level < kClueInk / 2.0 || level >= kClueInk) return {};
    lifted.strength.convertTo(lifted.strength, CV_8U, 2 * kClueInk / level);
    double own_height = height, own_width = 0;
    std::vector<Glyph> glyphs = band_glyphs(lifted, cv::Rect(0, 0, strip.width, strip.height), pitch, rows, own_height, own_width);
    for (Glyph& glyph : glyphs) glyph.box += strip.tl();
    return glyphs;
}

// The lines the bands left without a number, read again for faded numbers (faded_glyphs), each
// in its own strip of the band, their numbers taken from the grid outwards as the band's are.
void read_faded_lines(const Page& page, const cv::Rect& band, const GridLines& grid, bool rows, double far, ClueBands& bands) {
    std::vector<std::vector<ClueGlyphs>>& lines = rows ? bands.rows : bands.columns;
    far = std::max(far, 1.3 * typical_gap(lines, !rows, grid.pitch));
    const std::vector<double>& across = rows ? grid.ys : grid.xs;
    for (std::size_t k = 0; k < lines.size(); ++k) {
        if (!lines[k].empty()) continue;
        const int from = static_cast<int>(std::lround(across[k])) + 1, to = static_cast<int>(std::lround(across[k + 1])) - 1;
        const cv::Rect strip = (rows ? cv::Rect(band.x, from, band.width, to - from) : cv::Rect(from, band.y, to - from, band.height)) & band;
        std::vector<int> indices;
        for (Glyph& glyph : faded_glyphs(page, strip, grid.pitch, rows, bands.digit_height)) {
            bands.glyphs.push_back(std::move(glyph));
            indices.push_back(static_cast<int>(bands.glyphs.size() - 1));
        }
        if (indices.empty()) continue;
        const std::vector<ClueGlyphs> numbers =
            rows ? group_numbers(bands.glyphs, indices, bands.digit_height, bands.join_height)
                 : column_numbers(bands.glyphs, indices, bands.digit_height, bands.join_height);
        double edge = rows ? grid.xs.front() : grid.ys.front();
        std::size_t first = numbers.size();
        while (first > 0 && edge - (rows ? numbers[first - 1].box.br().x : numbers[first - 1].box.br().y) <= far) {
            --first;
            edge = std::min<double>(edge, rows ? numbers[first].box.x : numbers[first].box.y);
        }
        lines[k].assign(numbers.begin() + static_cast<long>(first), numbers.end());
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

// Where a panel of one colour that the clues stand on ends (`rows`: the row band's left end;
// else the column band's top), in band coordinates; 0 when there is none. A panel covers the
// band next to the grid, across the grid's span: the strip beside the grid shows (almost) no
// paper and is mostly one colour (boxes of several colours, or chips with paper between, are
// no panel). It ends where paper shows across half the band for a quarter of a cell (a page's
// header, timer or menu beyond it are not clues, however near), or where the panel's colour is
// missing from half the band for kBeyondPanel cells (the app's background round the panel: a
// phone gallery's game, its board panel on a darker screen). Not in a straightened photo, whose
// paper is not one colour.
// How long (cells) a stretch beside the panel in neither the panel's colour nor the paper's
// (an app's own background round a game's board panel, its title and timer) shows before the
// panel is taken to end there; a row of chips on the panel is under a cell long.
constexpr double kBeyondPanel = 1.5;
int panel_end(const Page& page, const cv::Rect& band, double pitch, bool rows) {
    const int margin = rows ? 0 : static_cast<int>(pitch / 2);
    const cv::Rect span = rows ? band : cv::Rect(band.x + margin, band.y, band.width - 2 * margin, band.height);
    const int length = rows ? span.width : span.height, across = rows ? span.height : span.width;
    if (!page.to_image.empty() || across <= 0 || length < 12) return 0;
    const cv::Rect strip = rows ? cv::Rect(span.br().x - 8, span.y, 5, span.height) : cv::Rect(span.x, span.br().y - 8, span.width, 5);
    const cv::Mat strength = page.strength(strip);
    if (cv::countNonZero(strength <= 8) > 0.05 * strength.total()) return 0;
    const cv::Vec3b tint = common_colour(page.bgr, strip);
    if (cv::countNonZero(ink_strength(page.bgr(strip), tint) <= 12) < 0.7 * strength.total()) return 0;
    cv::Mat paper, tinted;
    cv::reduce(page.strength(span) <= 8, paper, rows ? 0 : 1, cv::REDUCE_SUM, CV_32S);
    cv::reduce(ink_strength(page.bgr(span), tint) <= 12, tinted, rows ? 0 : 1, cv::REDUCE_SUM, CV_32S);
    const int stretch = std::max(3, static_cast<int>(pitch / 4));
    const int beyond = static_cast<int>(kBeyondPanel * pitch);
    int run = 0, off = 0;
    for (int k = length - 9; k >= 0; --k) {
        const int at_row = rows ? 0 : k, at_column = rows ? k : 0;
        run = paper.at<int>(at_row, at_column) / 255.0 > 0.5 * across ? run + 1 : 0;
        if (run >= stretch) return k + stretch;
        off = tinted.at<int>(at_row, at_column) / 255.0 < 0.5 * across ? off + 1 : 0;
        if (off >= beyond) return k + beyond;
    }
    return 0;
}

// The part of a band next to the grid that its ink reaches without a gap wider than two cells
// (`rows`: the row band, left of the grid; else the column band, above it): the clues stand
// against the grid, and what lies beyond such a gap (a list of puzzles, a menu, a panel of
// other numbers, a title far above) is not theirs, so it neither gives the digits' height nor
// is read. The ink of every line counts together (a short line's numbers leave no gap).
cv::Rect next_to_grid(const Page& page, const cv::Rect& band, double pitch, bool rows) {
    if (band.width <= 0 || band.height <= 0) return band;
    cv::Mat inked;
    cv::reduce(page.strength(band) > kClueInk, inked, rows ? 0 : 1, cv::REDUCE_MAX);
    const int length = rows ? band.width : band.height;
    const int widest = std::max(8, static_cast<int>(2 * pitch));
    int reach = length, gap = 0;  // reach: the first position (from the band's far end) kept
    for (int k = length - 1; k >= 0 && gap <= widest; --k) {
        if (inked.at<uchar>(rows ? 0 : k, rows ? k : 0)) {
            reach = k;
            gap = 0;
        } else {
            ++gap;
        }
    }
    const int from = std::max({0, reach - 2, panel_end(page, band, pitch, rows)});
    return rows ? cv::Rect(band.x + from, band.y, band.width - from, band.height)
                : cv::Rect(band.x, band.y + from, band.width, band.height - from);
}

// Whether the grid's lines are drawn on a two-tone ground (`first`, `second`): at the middle of
// each cell's side along its inner lines, ink against both shades within a pixel of the line
// in half of the places at least. A lattice found along the tiles' own edges (an editor's
// checkerboard taken for a grid) has none there.
bool lines_drawn(const cv::Mat& bgr, const GridLines& grid, const cv::Vec3b& first, const cv::Vec3b& second) {
    auto inked = [&](double x, double y) {
        const cv::Rect around = cv::Rect(static_cast<int>(std::lround(x)) - 1, static_cast<int>(std::lround(y)) - 1, 3, 3) &
                                cv::Rect(0, 0, bgr.cols, bgr.rows);
        if (around.empty()) return false;
        const cv::Mat own = cv::min(ink_strength(bgr(around), first), ink_strength(bgr(around), second));
        double strongest = 0;
        cv::minMaxLoc(own, nullptr, &strongest);
        return strongest > kClueInk;
    };
    int places = 0, drawn = 0;
    for (std::size_t k = 1; k + 1 < grid.xs.size(); ++k)
        for (std::size_t r = 0; r + 1 < grid.ys.size(); ++r, ++places) drawn += inked(grid.xs[k], (grid.ys[r] + grid.ys[r + 1]) / 2);
    for (std::size_t k = 1; k + 1 < grid.ys.size(); ++k)
        for (std::size_t c = 0; c + 1 < grid.xs.size(); ++c, ++places) drawn += inked((grid.xs[c] + grid.xs[c + 1]) / 2, grid.ys[k]);
    return 2 * drawn >= places;
}

// The ink strength of `band` on a two-tone background (an image editor's checkerboard behind a
// transparent picture, a band tiled in two light shades): against the nearer of the two
// commonest colours of `core` (a part of `band`), when each covers a quarter of it at least,
// they are less than twice a digit's ink apart (two shades of one ground, not a box and its
// digit) and together they are half of it; else empty. No ink at all when the grid's lines are
// not drawn on them (lines_drawn).
cv::Mat two_tone_strength(const Page& page, const cv::Rect& band, const cv::Rect& core, const GridLines& grid) {
    const std::vector<cv::Vec3b> colours = paper_colours(page.bgr(core));
    if (colours.size() < 2) return {};
    const cv::Vec3b &first = colours[0], &second = colours[1];
    if (colour_difference(first, second) >= 2 * kClueInk)
        return {};
    const cv::Mat to_first = ink_strength(page.bgr(band), first), to_second = ink_strength(page.bgr(band), second);
    const cv::Rect inner = core - band.tl();
    const double quarter = 0.25 * inner.area();
    if (cv::countNonZero(to_first(inner) <= 8) < quarter || cv::countNonZero(to_second(inner) <= 8) < quarter) return {};
    cv::Mat own = cv::min(to_first, to_second);
    if (cv::countNonZero(own(inner) <= 8) < 0.5 * inner.area()) return {};
    // A lattice along the tiles' edges is no puzzle's grid: nothing beside it is its clues.
    if (!lines_drawn(page.bgr, grid, first, second)) own.setTo(0);
    return own;
}

// The page as the clues of `band` stand on it: when the band (for columns, without the half
// cells it reaches past the grid's sides) shows (almost) none of the page's paper and one
// colour, nearly as unlike that paper as a digit's ink, covers most of it (a sheet's cream
// clue area, a PDF page on a viewer's grey backdrop, a site's panel), or two shades of one
// ground do (two_tone_strength), its ink is measured against that colour (those two) inside
// the band (and in the half
// cells past the grid, against whichever of the two papers is nearer); else the page as it
// is. Removes the assumption that the clues stand on the image's most common colour.
Page on_band_paper(const Page& page, const cv::Rect& band, double pitch, bool rows, const GridLines& grid) {
    if (band.width <= 0 || band.height <= 0 || !page.to_image.empty()) return page;
    const int margin = rows ? 0 : std::min(static_cast<int>(pitch / 2), (band.width - 1) / 2);
    const cv::Rect core(band.x + margin, band.y, band.width - 2 * margin, band.height);
    const cv::Mat strength = page.strength(core);
    if (cv::countNonZero(strength <= 8) > 0.05 * strength.total()) return page;
    const cv::Vec3b paper = common_colour(page.bgr, core);
    // A paper nearly like the page's (a band's light stripes, 23 levels off) is read on the
    // page's: against it, faint "done" digits would only get fainter.
    if (colour_difference(paper, page.paper) < kClueInk * 3 / 4) return page;
    cv::Mat own = ink_strength(page.bgr(band), paper);
    if (cv::countNonZero(own(core - band.tl()) <= 8) < 0.5 * core.area()) {
        own = two_tone_strength(page, band, core, grid);
        if (own.empty()) return page;
    }
    for (const cv::Rect side : {cv::Rect(0, 0, margin, band.height), cv::Rect(band.width - margin, 0, margin, band.height)}) {
        cv::Mat part = own(side);
        cv::min(part, page.strength(side + band.tl()), part);
    }
    Page local = page;
    local.paper = paper;
    local.strength = page.strength.clone();
    own.copyTo(local.strength(band));
    return local;
}

// The band's part next to the grid (next_to_grid) on its own paper (on_band_paper): found
// again against that paper when it is not the page's.
cv::Rect band_on_paper(const Page& page, const cv::Rect& band, double pitch, bool rows, const GridLines& grid, Page& local) {
    const cv::Rect near = next_to_grid(page, band, pitch, rows);
    local = on_band_paper(page, near, pitch, rows, grid);
    if (local.paper == page.paper) return near;
    const cv::Rect again = next_to_grid(local, near, pitch, rows);
    local = on_band_paper(page, again, pitch, rows, grid);
    return again;
}

// How far a pixel on a stripe may be from the stripe's colour and still be the stripe (largest
// channel difference): half a digit's ink. A video's or a feed's JPEG leaves noise up to ~25
// levels round the digits on a stripe (ringing in its 8x8 blocks), which is no ink on the
// paper (under kClueInk) and must not be on a stripe either; a faded "done" digit on a stripe
// stands 30-45 levels off it.
constexpr int kOnStripe = kClueInk / 2;

// The positions along `sides` (a 2-pixel-wide strip: the pixels just inside a line's two
// sides) where either side is the stripe's `colour` (within kOnStripe), as a 0/255 vector.
std::vector<uchar> on_stripe(const cv::Mat& sides, const cv::Vec3b& colour) {
    const cv::Mat near = ink_strength(sides, colour) < kOnStripe;
    cv::Mat either;
    cv::reduce(near, either, near.rows > near.cols ? 1 : 0, cv::REDUCE_MAX);
    return either.isContinuous() ? std::vector<uchar>(either.datastart, either.dataend) : std::vector<uchar>(either.begin<uchar>(), either.end<uchar>());
}

// How far from the grid (in pixels along `sides`, whose last position is next to the grid) a
// stripe of `colour` runs: positions on the stripe (on_stripe), until none is for a quarter
// of a cell.
int stripe_length(const cv::Mat& sides, const cv::Vec3b& colour, double pitch) {
    const std::vector<uchar> on = on_stripe(sides, colour);
    const int length = static_cast<int>(on.size()), stop = std::max(2, static_cast<int>(pitch / 4));
    int reach = 0, miss = 0;
    for (int k = 0; k < length && miss <= stop; ++k) {
        const bool here = on[static_cast<std::size_t>(length - 1 - k)] != 0;
        miss = here ? 0 : miss + 1;
        if (here) reach = k + 1;
    }
    return reach;
}

// `local` (the page as `band` stands on it) with each line's stripe taken as paper too
// (`rows`: the row band's strips between the grid's rows; else the column band's between its
// columns): a band striped line by line (every other line tinted: a console's, a children's
// app's) has its tints as background, not as ink, which hid the digits on them and made the
// stripes boxes. A line's stripe is the colour just inside its two sides next to the grid
// (beside the chips), as far as it runs from the grid on either side, when it is further from
// the paper than kOnStripe (the paper is no part of it) but less than twice a digit's ink. The
// pixels of its colour (within kOnStripe: JPEG's noise round a digit included) keep only their
// strength against it; the others keep their strength against the paper, so a faded "done"
// digit on the stripe gets no fainter. Removes the assumption that a band's clues stand on one paper
// colour.
void on_stripes(Page& local, const cv::Rect& band, const GridLines& grid, bool rows) {
    const std::vector<double>& across = rows ? grid.ys : grid.xs;
    const int inset = 2 + grid.thickness / 2, start = static_cast<int>(grid.pitch);
    bool own = false;
    for (std::size_t k = 0; k + 1 < across.size(); ++k) {
        const int from = static_cast<int>(std::lround(across[k])) + 1, to = static_cast<int>(std::lround(across[k + 1])) - 1;
        const cv::Rect strip = (rows ? cv::Rect(band.x, from, band.width, to - from) : cv::Rect(from, band.y, to - from, band.height)) & band;
        if (std::min(strip.width, strip.height) <= 2 * inset + 2 || (rows ? strip.width : strip.height) < start) continue;
        cv::Mat sides;
        if (rows) cv::vconcat(local.bgr(cv::Rect(strip.x, strip.y + inset, strip.width, 1)),
                              local.bgr(cv::Rect(strip.x, strip.br().y - 1 - inset, strip.width, 1)), sides);
        else cv::hconcat(local.bgr(cv::Rect(strip.x + inset, strip.y, 1, strip.height)),
                         local.bgr(cv::Rect(strip.br().x - 1 - inset, strip.y, 1, strip.height)), sides);
        const cv::Rect next = rows ? cv::Rect(sides.cols - start, 0, start, 2) : cv::Rect(0, sides.rows - start, 2, start);
        const cv::Vec3b stripe = common_colour(sides, next);
        const int apart = colour_difference(stripe, local.paper);
        const std::vector<uchar> sample = on_stripe(sides(next), stripe);
        if (apart < kOnStripe || apart >= 2 * kClueInk ||
            std::count(sample.begin(), sample.end(), 255) < 0.8 * static_cast<double>(sample.size()))
            continue;
        const int length = stripe_length(sides, stripe, grid.pitch);
        if (length < start) continue;
        if (!own) local.strength = local.strength.clone();
        own = true;
        const cv::Rect part = rows ? cv::Rect(strip.br().x - length, strip.y, length, strip.height)
                                   : cv::Rect(strip.x, strip.br().y - length, strip.width, length);
        // The stripe's pixels (noise and a digit's soft edge included) keep only their strength
        // against the stripe.
        const cv::Mat against = ink_strength(local.bgr(part), stripe);
        cv::Mat lowered = local.strength(part), capped;
        cv::min(lowered, against, capped);
        capped.copyTo(lowered, against < kOnStripe);
    }
}

}  // namespace

double join_score(const cv::Rect& left, const cv::Rect& right, double height) {
    const double gap = right.x - left.br().x;
    const double middles = (right.x + right.width / 2.0) - (left.x + left.width / 2.0);
    return (gap + 0.7 * middles) / std::max(1.0, height);
}

namespace {

double cut_likelihood(double past_rule) { return std::exp(-merge_cost(std::max(0.0, past_rule))); }

// Neighbouring numbers further than this past the rule are never joined by the check.
constexpr double kFarthestMerge = 0.6;

}  // namespace

double split_likelihood(const cv::Rect& left, const cv::Rect& right, double height) {
    return cut_likelihood(kOneNumber - join_score(left, right, height));
}

double past_the_rule(const cv::Rect& left, const cv::Rect& right, double height) {
    return std::max(0.0, join_score(left, right, height) - kOneNumber);
}

double merge_likelihood(const cv::Rect& left, const cv::Rect& right, double height) {
    const double past = past_the_rule(left, right, height);
    return past < kFarthestMerge ? cut_likelihood(past) : 0.0;
}

namespace {

// How far apart two neighbouring glyphs of a text line are: the distance of their middles
// (their advance) and their join score, both in digit heights.
struct Spacing {
    double advance, score;
};

// The spacings of neighbouring glyphs along each text line of a band, line by line: a row's
// glyphs left to right (those sharing half their height), a column's text lines (middles
// within half a digit) left to right.
std::vector<std::vector<Spacing>> line_spacings(const std::vector<Glyph>& glyphs, const GridLines& grid, bool rows, double height) {
    const std::vector<double>& across = rows ? grid.ys : grid.xs;
    std::vector<std::vector<const cv::Rect*>> per_line(across.size());
    for (const Glyph& glyph : glyphs) {
        const double middle = rows ? glyph.box.y + glyph.box.height / 2.0 : glyph.box.x + glyph.box.width / 2.0;
        const auto it = std::upper_bound(across.begin(), across.end(), middle);
        if (it == across.begin() || it == across.end()) continue;
        per_line[static_cast<std::size_t>(it - across.begin() - 1)].push_back(&glyph.box);
    }
    auto mid_y = [](const cv::Rect* b) { return b->y + b->height / 2.0; };
    auto mid_x = [](const cv::Rect* b) { return b->x + b->width / 2.0; };
    std::vector<std::vector<Spacing>> out;
    for (std::vector<const cv::Rect*>& line : per_line) {
        std::stable_sort(line.begin(), line.end(), [&](const cv::Rect* a, const cv::Rect* b) { return rows ? a->x < b->x : mid_y(a) < mid_y(b); });
        for (std::size_t from = 0; from < line.size();) {
            std::size_t to = from + 1;  // [from, to): one text line
            while (to < line.size() && (rows || mid_y(line[to]) - mid_y(line[from]) <= 0.5 * height)) ++to;
            std::vector<const cv::Rect*> text(line.begin() + static_cast<long>(from), line.begin() + static_cast<long>(to));
            std::stable_sort(text.begin(), text.end(), [](const cv::Rect* a, const cv::Rect* b) { return a->x < b->x; });
            std::vector<Spacing> spacings;
            for (std::size_t k = 1; k < text.size(); ++k) {
                const cv::Rect &a = *text[k - 1], &b = *text[k];
                if (std::min(a.br().y, b.br().y) - std::max(a.y, b.y) >= 0.5 * std::min(a.height, b.height))
                    spacings.push_back({(mid_x(&b) - mid_x(&a)) / height, join_score(a, b, height)});
            }
            if (!spacings.empty()) out.push_back(std::move(spacings));
            from = to;
        }
    }
    return out;
}

// The size of the small tight cluster at the low end of sorted `values` set well apart from
// the rest (at least two, at most 60% of them, within 1.3 times each other, the next 1.3 times
// the cluster's largest); 0 when there is none. A page of many two-digit numbers has nearly
// as many pairs of glyphs inside numbers as between them (a scaled app's 15 of 33, its 11s
// and 12s read as 1 1 and 1 2 under a cap of 40%).
std::size_t low_cluster(const std::vector<double>& values) {
    std::size_t low = 0;
    double widest = 0;
    for (std::size_t k = 2; k <= 3 * values.size() / 5; ++k)
        if (values[k] / values[k - 1] > widest) {
            widest = values[k] / values[k - 1];
            low = k;
        }
    return low == 0 || widest < 1.3 || values[low - 1] > 1.3 * values.front() ? 0 : low;
}

}  // namespace

// The join rule (in join scores) for this page's glyphs: kOneNumber, or more on a page that
// sets a number's digits wide apart (full-width digits of a Japanese site, a monospaced
// font's wide cells) so that every two-digit number, 1.5-2 join scores apart, was read as two.
// Such a page shows it in its bands' neighbouring glyphs: a small tight cluster of join scores
// well apart from all the others (low_cluster), some of it past kOneNumber (a wide-set face's
// 1 and 5 of a 15 at 1.07 and its 11 at 1.01, its numbers 1.9 and more apart), whose
// advances (the distance of the middles: a number's digits stand one advance apart whatever
// their widths, its numbers further) are all below the others' too; the rule is then taken
// between the two, unless more than one in four of the cluster's pairs chain into runs of
// three digits (a page's tightly set numbers, no number's digits). Removes the
// assumption that a number's digits stand closer than a fixed share of their height.
double spacing_rule(const std::vector<Glyph>& row_glyphs, const std::vector<Glyph>& column_glyphs, const GridLines& grid, double height) {
    if (height <= 0) return kOneNumber;
    std::vector<std::vector<Spacing>> lines = line_spacings(row_glyphs, grid, true, height);
    for (std::vector<Spacing>& line : line_spacings(column_glyphs, grid, false, height)) lines.push_back(std::move(line));
    std::vector<Spacing> all;
    for (const std::vector<Spacing>& line : lines) all.insert(all.end(), line.begin(), line.end());
    std::stable_sort(all.begin(), all.end(), [](const Spacing& a, const Spacing& b) { return a.score < b.score; });
    std::vector<double> scores;
    for (const Spacing& spacing : all) scores.push_back(spacing.score);
    if (all.size() < 6) return kOneNumber;
    const std::size_t low = low_cluster(scores);
    if (low == 0 || scores[low - 1] <= kOneNumber) return kOneNumber;  // every pair of it joined already
    double joined = 0, apart = 1e9;  // the largest advance in the cluster, the smallest outside
    for (std::size_t k = 0; k < all.size(); ++k) {
        if (k < low) joined = std::max(joined, all[k].advance);
        else apart = std::min(apart, all[k].advance);
    }
    if (joined >= apart) return kOneNumber;
    const double rule = std::sqrt(scores[low - 1] * scores[low]);
    std::size_t chained = 0;  // glyphs that would join both neighbours
    for (const std::vector<Spacing>& line : lines)
        for (std::size_t k = 1; k < line.size(); ++k) chained += line[k - 1].score <= rule && line[k].score <= rule;
    return 4 * chained <= low ? rule : kOneNumber;
}

// Whether a line runs across the band at `at` (x when `vertical`, else y), from `from` to `to`
// along it: inked within two pixels of it, and not `apart` pixels to either side, along most of
// that (a table's outer border where its lines end; clue chips side by side, a pixel apart,
// make the grid's lines seem to reach into the band, but no line closes them there: the
// chips are inked either side of any line through them).
bool closed_at(const cv::Mat& strength, int at, double from, double to, bool vertical, int apart) {
    const int along = vertical ? strength.rows : strength.cols, across = vertical ? strength.cols : strength.rows;
    const int a = std::max(0, static_cast<int>(from)), b = std::min(along, static_cast<int>(to));
    if (b <= a || at - apart < 0 || at + apart >= across) return false;
    // The strip round the line, `along` running down its rows.
    const cv::Range near(at - apart, at + apart + 1);
    const cv::Mat ink = vertical ? cv::Mat(strength(cv::Range(a, b), near) > kClueInk)
                                 : cv::Mat(cv::Mat(strength(near, cv::Range(a, b)) > kClueInk).t());
    int lined = 0;
    for (int y = 0; y < ink.rows; ++y) {
        const uchar* row = ink.ptr<uchar>(y);
        bool on = false;
        for (int x = apart - 2; x <= apart + 2; ++x) on = on || row[x];
        lined += on && !(row[0] && row[2 * apart]);
    }
    return lined >= 0.8 * (b - a);
}

ClueBands find_clue_glyphs(const Page& drawn, const GridLines& grid) {
    // A screen's scanlines smoothed out: they cut the digits into bars and stripe the boxes.
    const Page page = without_scanlines(drawn, find_scanlines(drawn.bgr));
    ClueBands bands;
    const double pitch = grid.pitch;
    const int left = outer_edge(page, grid, false);
    const int top = outer_edge(page, grid, true);
    // Where the grid's lines reach into the clue bands (a table's), the bands end with them,
    // when a line closes the table there.
    const int apart = std::max(3, static_cast<int>(pitch / 3));
    const int band_left =
        grid.clue_left > 0 && closed_at(page.strength, grid.clue_left, grid.ys.front(), grid.ys.back(), true, apart) ? grid.clue_left : 0;
    const int band_top =
        grid.clue_top > 0 && closed_at(page.strength, grid.clue_top, grid.xs.front(), grid.xs.back(), false, apart) ? grid.clue_top : 0;
    Page row_page, column_page;
    const cv::Rect row_band = band_on_paper(page, cv::Rect(band_left, static_cast<int>(grid.ys.front()), std::max(0, left - band_left),
                                                           static_cast<int>(grid.ys.back() - grid.ys.front())), pitch, true, grid, row_page);
    // The column band reaches half a cell past the grid's sides: a two-digit number wider than
    // an outer column is inside it, a title running on past it is cut there.
    const int reach = static_cast<int>(pitch / 2);
    const int column_left = std::max(0, static_cast<int>(grid.xs.front()) - reach);
    const int column_right = std::min(page.bgr.cols, static_cast<int>(grid.xs.back()) + reach);
    const cv::Rect column_band = band_on_paper(
        page, cv::Rect(column_left, band_top, std::max(0, column_right - column_left), std::max(0, top - band_top)), pitch, false,
        grid, column_page);
    on_stripes(row_page, row_band, grid, true);
    on_stripes(column_page, column_band, grid, false);
    // One digit height for both bands: the row band's, else the column band's.
    double height = 0, digit_width = 0;
    std::vector<Glyph> row_glyphs = band_glyphs(row_page, row_band, pitch, true, height, digit_width);
    std::vector<Glyph> column_glyphs = band_glyphs(column_page, column_band, pitch, false, height, digit_width);
    drop_marks_beside_boxes(row_glyphs, column_glyphs);
    bands.digit_height = height;
    bands.photographed = !drawn.to_image.empty();
    bands.paper = row_page.paper != page.paper ? row_page.paper : column_page.paper;
    const double rule = spacing_rule(row_glyphs, column_glyphs, grid, height);
    bands.join_height = rule > kOneNumber ? height * rule / kOneNumber : height;
    const double far = 2.5 * height;  // a gap that ends a band (unless its numbers are further apart)
    assign_rows(row_glyphs, grid, far, bands);
    assign_columns(column_glyphs, grid, far, bands);
    read_faded_lines(row_page, row_band, grid, true, far, bands);
    read_faded_lines(column_page, column_band, grid, false, far, bands);
    return bands;
}

}  // namespace nono::scan
