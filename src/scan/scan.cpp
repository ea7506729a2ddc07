// The reader: image -> page -> grid -> clue glyphs -> digits -> numbers with their colours ->
// the solver's check -> ScanResult. See nono/scan.hpp.
#include "nono/scan.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <set>

#include <opencv2/imgproc.hpp>

#include "nono/io.hpp"
#include "scan/check.hpp"
#include "scan/clues.hpp"
#include "scan/digits.hpp"
#include "scan/figure_heights.hpp"
#include "scan/font.hpp"
#include "scan/glyph.hpp"
#include "scan/grid.hpp"
#include "scan/image_file.hpp"
#include "scan/mend.hpp"
#include "scan/page.hpp"
#include "scan/palette.hpp"
#include "scan/photo.hpp"
#include "scan/photo_grid.hpp"

namespace nono {

namespace {

using scan::ClueBands;
using scan::ClueGlyphs;
using scan::DigitScores;
using scan::GridLines;
using scan::NumberReading;
using scan::Page;

// A number as read, before the check: where it is, its glyphs' scores.
struct ReadNumber {
    NumberReading reading;
    cv::Rect box;
    cv::Vec3b colour;
    std::vector<int> glyphs;
};

// The values a number's digits may spell, most likely first, with their likelihood: the
// reader's top choices for each digit, combined.
std::vector<std::pair<int, double>> spellings(const std::vector<const DigitScores*>& digits) {
    std::vector<std::pair<int, double>> out{{0, 1.0}};
    for (const DigitScores* d : digits) {
        std::vector<std::pair<int, double>> next;
        for (const auto& [value, p] : out)
            for (int k = 0; k < 3; ++k) {
                const int digit = d->digit[static_cast<std::size_t>(k)];
                if (value == 0 && digit == 0) continue;  // no leading zero, no 0 clue
                next.push_back({value * 10 + digit, p * d->p[static_cast<std::size_t>(k)]});
            }
        out = std::move(next);
    }
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    return out;
}

// A lone 0 after a one-digit number of its text line is no clue of its own (a clue number
// never starts with 0, and a 0 stands alone only for an empty line) but the 0 of a 10 (20,
// ...) the cutter read apart. The two are one number; the check may still read it as one of
// its digits (a stray mark joined to it). A 0 under a column's number is joined only when
// wrapped (below): a column's next text line is as often a misread digit (web-dark's
// struck-through 3 read as 0 under an 8).
bool zero_of(const ClueGlyphs& before, const ClueGlyphs& zero, const std::vector<DigitScores>& scores, const ClueBands& bands) {
    auto top = [&](const ClueGlyphs& g) { return scores[static_cast<std::size_t>(g.glyphs.front())].digit[0]; };
    if (before.glyphs.size() != 1 || zero.glyphs.size() != 1 || top(before) == 0 || top(zero) != 0) return false;
    const cv::Rect& left = bands.glyphs[static_cast<std::size_t>(before.glyphs.front())].box;
    const cv::Rect& right = bands.glyphs[static_cast<std::size_t>(zero.glyphs.front())].box;
    return right.y < left.br().y && right.br().y > left.y && right.x >= left.x;
}

// The usual step between neighbouring numbers of a column (their middles), pixels; 0 when
// fewer than six pairs tell it.
double column_step(const ClueBands& bands) {
    std::vector<double> steps;
    for (const std::vector<ClueGlyphs>& column : bands.columns)
        for (std::size_t k = 1; k < column.size(); ++k)
            steps.push_back((column[k].box.y + column[k].box.height / 2.0) - (column[k - 1].box.y + column[k - 1].box.height / 2.0));
    if (steps.size() < 6) return 0;
    std::nth_element(steps.begin(), steps.begin() + static_cast<long>(steps.size() / 2), steps.end());
    return steps[steps.size() / 2];
}

// A column's numbers stand a text line apart; two one-glyph numbers a digit tall each, one
// under the other, much nearer than that (under kWrapStep of the column's usual step: a
// wrapped pair stands a digit and a small gap apart, 0.69 of the step on a page of full-width
// digits) are the two digits of a number wrapped in a narrow column.
constexpr double kWrapStep = 0.8;

bool wrapped(const ClueGlyphs& above, const ClueGlyphs& below, const ClueBands& bands, double step) {
    if (step <= 0 || above.glyphs.size() != 1 || below.glyphs.size() != 1) return false;
    const double height = bands.digit_height > 0 ? bands.digit_height : above.box.height;
    auto digit_tall = [&](const cv::Rect& box) { return box.height >= 0.75 * height && box.height <= 1.3 * height; };
    const cv::Rect& a = above.box;
    const cv::Rect& b = below.box;
    const double apart = (b.y + b.height / 2.0) - (a.y + a.height / 2.0);
    return digit_tall(a) && digit_tall(b) && b.x < a.br().x && b.br().x > a.x && apart >= 0.8 * height && apart < kWrapStep * step;
}

// A line's numbers with each lone 0 joined to the one-digit number before it (zero_of), and in
// a column each number wrapped over two text lines joined (wrapped).
std::vector<ClueGlyphs> cut_numbers_joined(const std::vector<ClueGlyphs>& numbers, const std::vector<DigitScores>& scores,
                                           const ClueBands& bands, bool column, double step) {
    std::vector<ClueGlyphs> out;
    for (const ClueGlyphs& group : numbers) {
        if (!out.empty() && (zero_of(out.back(), group, scores, bands) || (column && wrapped(out.back(), group, bands, step)))) {
            out.back().glyphs.push_back(group.glyphs.front());
            out.back().box |= group.box;
        } else {
            out.push_back(group);
        }
    }
    return out;
}

// A glyph's readings as two touching digits (touching_pairs): two-digit values and their
// likelihood against the glyph's own reading; empty for most glyphs.
using PairReadings = std::vector<std::pair<int, double>>;

// A glyph read as 0 this surely, beside other numbers of its line, is a stray mark, no number.
constexpr double kSureZero = 0.9;

std::vector<ReadNumber> read_numbers(const ClueBands& bands, const std::vector<DigitScores>& scores,
                                     const std::vector<PairReadings>& pairs = {}, const std::vector<PairReadings>& wholes = {}) {
    std::vector<ReadNumber> out;
    const double step = column_step(bands);
    auto add_line = [&](bool column, int line, const std::vector<ClueGlyphs>& read) {
        const std::vector<ClueGlyphs> numbers = cut_numbers_joined(read, scores, bands, column, step);
        for (std::size_t k = 0; k < numbers.size(); ++k) {
            const ClueGlyphs& group = numbers[k];
            std::vector<const DigitScores*> digits;
            for (int g : group.glyphs) digits.push_back(&scores[static_cast<std::size_t>(g)]);
            if (digits.size() > 2) continue;  // no clue of three digits here: not a number
            // A lone glyph read as 0 is an empty line's clue; among other numbers it is a digit
            // misread (a chat's JPEG'd 8 read as 0 at 0.79, as 8 at 0.16: a row's first number) and
            // is read as its next likeliest digits, unless its 0 is sure.
            if (digits.size() == 1 && digits[0]->digit[0] == 0 && (numbers.size() == 1 || digits[0]->p[0] >= kSureZero)) continue;
            std::vector<std::pair<int, double>> values = spellings(digits);
            if (values.empty()) continue;
            ReadNumber n;
            n.reading.column = column;
            n.reading.line = line;
            n.reading.value = values[0].first;
            n.reading.confidence = values[0].second;
            for (std::size_t a = 1; a < values.size() && a < 6; ++a)
                n.reading.alternatives.push_back({values[a].first, values[a].second / values[0].second});
            if (digits.size() == 2 && digits[1]->digit[0] == 0)  // a 0 joined (zero_of), maybe a stray mark
                n.reading.alternatives.push_back({n.reading.value / 10, std::exp(-scan::kStrayGlyphCost)});
            if (digits.size() == 1 && static_cast<std::size_t>(group.glyphs[0]) < pairs.size())
                for (const auto& pair : pairs[static_cast<std::size_t>(group.glyphs[0])]) n.reading.alternatives.push_back(pair);
            if (digits.size() == 2 && static_cast<std::size_t>(group.glyphs[0]) < wholes.size())  // a piece cut in two
                for (const auto& [value, likelihood] : wholes[static_cast<std::size_t>(group.glyphs[0])])
                    n.reading.alternatives.push_back({value, std::min(1.0, likelihood / values[0].second)});
            n.box = group.box;
            n.glyphs = group.glyphs;
            for (const DigitScores* d : digits) n.reading.strange = n.reading.strange || d->distance > scan::kNotADigit / 2;
            auto glyph_box = [&](int g) -> const cv::Rect& { return bands.glyphs[static_cast<std::size_t>(g)].box; };
            const double height = bands.digit_height > 0 ? bands.digit_height : group.box.height;
            if (digits.size() == 2 && digits[1]->digit[0] != 0 && digits[0]->digit[0] != 0) {
                n.reading.split = std::pair<int, int>{digits[0]->digit[0], digits[1]->digit[0]};
                n.reading.split_likelihood = scan::split_likelihood(glyph_box(group.glyphs[0]), glyph_box(group.glyphs[1]), height);
            }
            if (k + 1 < numbers.size() && numbers[k + 1].box.y < group.box.br().y &&
                numbers[k + 1].box.br().y > group.box.y) {  // the next one is on the same text line
                const cv::Rect& last = glyph_box(group.glyphs.back());
                const cv::Rect& next = glyph_box(numbers[k + 1].glyphs.front());
                n.reading.merge_likelihood = scan::merge_likelihood(last, next, height);
                n.reading.merge_past = scan::past_the_rule(last, next, height);
            }
            out.push_back(std::move(n));
        }
    };
    for (std::size_t r = 0; r < bands.rows.size(); ++r) add_line(false, static_cast<int>(r), bands.rows[r]);
    for (std::size_t c = 0; c < bands.columns.size(); ++c) add_line(true, static_cast<int>(c), bands.columns[c]);
    return out;
}

// Where each number stands along its band (rows: the middle of its box in x; columns: in y),
// for the check's room for a missed number (scan::measure_room).
void measure_room(std::vector<ReadNumber>& read, const GridLines& grid) {
    std::vector<NumberReading> readings;
    std::vector<double> along;
    for (const ReadNumber& n : read) {
        readings.push_back(n.reading);
        along.push_back(n.reading.column ? n.box.y + n.box.height / 2.0 : n.box.x + n.box.width / 2.0);
    }
    scan::measure_room(readings, along, grid.xs.front(), grid.ys.front());
    for (std::size_t i = 0; i < read.size(); ++i) read[i].reading = readings[i];
}

// How far each number's ink is from each colour of the palette (NumberReading::colour_distances).
void measure_colour_distances(std::vector<ReadNumber>& read, const std::vector<cv::Vec3b>& colours, const Puzzle& base) {
    if (base.palette.empty()) return;
    for (std::size_t i = 0; i < read.size(); ++i)
        for (const Colour& entry : base.palette) {
            read[i].reading.colour_distances.push_back(cv::norm(cv::Vec3d(scan::bgr_of(entry.rgb)) - cv::Vec3d(colours[i])));
        }
}

// The lines with no number read beside them (nothing at all, or glyphs that make none: a
// group of three or more; never an empty line's lone 0) whose neighbours have clues, as
// (column, line): an empty line then is as likely a grid line too many, or clues the bands
// missed or could not read, as a line the puzzle leaves empty.
std::vector<std::pair<bool, int>> bare_line_list(const ClueBands& bands, const std::vector<ReadNumber>& read) {
    std::vector<std::pair<bool, int>> out;
    for (const bool column : {false, true}) {
        const std::vector<std::vector<ClueGlyphs>>& lines = column ? bands.columns : bands.rows;
        std::vector<bool> numbered(lines.size(), false);
        for (const ReadNumber& n : read)
            if (n.reading.column == column && !n.reading.bare && static_cast<std::size_t>(n.reading.line) < lines.size())
                numbered[static_cast<std::size_t>(n.reading.line)] = true;
        auto no_number = [&](std::size_t k) {
            return !numbered[k] && std::none_of(lines[k].begin(), lines[k].end(), [](const ClueGlyphs& g) { return g.glyphs.size() == 1; });
        };
        for (std::size_t k = 0; k < lines.size(); ++k) {
            const bool before = k == 0 || !lines[k - 1].empty(), after = k + 1 == lines.size() || !lines[k + 1].empty();
            if (no_number(k) && before && after && lines.size() > 1) out.emplace_back(column, static_cast<int>(k));
        }
    }
    return out;
}

// The bare lines in words: a reading is never silent about them.
std::vector<std::string> bare_lines(const ClueBands& bands, const std::vector<ReadNumber>& read) {
    std::vector<std::string> out;
    for (const auto& line : bare_line_list(bands, read))
        out.push_back(std::string(line.first ? "column " : "row ") + std::to_string(line.second + 1) +
                      ": nothing read beside it, though the lines beside it have clues");
    return out;
}

// A placeholder number for each bare line, after the numbers read (NumberReading::bare): the
// check may fill one with the number the totals ask for. Its box is the cell beside the grid.
void add_bare_lines(std::vector<ReadNumber>& read, const ClueBands& bands, const GridLines& grid) {
    for (const auto& line : bare_line_list(bands, read)) {
        ReadNumber n;
        n.reading.column = line.first;
        n.reading.line = line.second;
        n.reading.value = 0;
        n.reading.confidence = 0;
        n.reading.bare = true;
        const auto k = static_cast<std::size_t>(line.second);
        if (k + 1 >= (line.first ? grid.xs : grid.ys).size()) continue;
        const int step = std::max(1, static_cast<int>(std::lround(grid.pitch)));
        n.box = line.first ? cv::Rect(static_cast<int>(grid.xs[k]), std::max(0, static_cast<int>(grid.ys.front()) - step),
                                      static_cast<int>(grid.xs[k + 1] - grid.xs[k]), step)
                           : cv::Rect(std::max(0, static_cast<int>(grid.xs.front()) - step), static_cast<int>(grid.ys[k]),
                                      step, static_cast<int>(grid.ys[k + 1] - grid.ys[k]));
        read.push_back(std::move(n));
    }
}

PixelBox to_image(const Page& page, double x0, double y0, double x1, double y1) {
    if (page.to_image.empty())
        return {static_cast<int>(std::lround(x0)), static_cast<int>(std::lround(y0)),
                static_cast<int>(std::lround(x1 - x0)), static_cast<int>(std::lround(y1 - y0))};
    std::vector<cv::Point2f> corners{{static_cast<float>(x0), static_cast<float>(y0)},
                                     {static_cast<float>(x1), static_cast<float>(y0)},
                                     {static_cast<float>(x1), static_cast<float>(y1)},
                                     {static_cast<float>(x0), static_cast<float>(y1)}};
    std::vector<cv::Point2f> mapped;
    cv::perspectiveTransform(corners, mapped, page.to_image);
    const cv::Rect box = cv::boundingRect(mapped);
    return {box.x, box.y, box.width, box.height};
}

PixelBox to_image(const Page& page, const cv::Rect& box) {
    return to_image(page, box.x, box.y, box.x + box.width, box.y + box.height);
}

// The board as played: a cell mostly covered by ink is filled (its colour, in a colour
// puzzle), one with a little ink (a cross, a dot) is empty, a clean one unknown.
Grid played_state(const Page& page, const GridLines& grid, const Puzzle& puzzle) {
    Grid state(grid.width(), grid.height(), Cell::Unknown);
    for (int r = 0; r < grid.height(); ++r)
        for (int c = 0; c < grid.width(); ++c) {
            const double inset = 0.2 * grid.pitch;
            const cv::Rect inside(static_cast<int>(grid.xs[static_cast<std::size_t>(c)] + inset),
                                  static_cast<int>(grid.ys[static_cast<std::size_t>(r)] + inset),
                                  std::max(1, static_cast<int>(grid.xs[static_cast<std::size_t>(c) + 1] - grid.xs[static_cast<std::size_t>(c)] - 2 * inset)),
                                  std::max(1, static_cast<int>(grid.ys[static_cast<std::size_t>(r) + 1] - grid.ys[static_cast<std::size_t>(r)] - 2 * inset)));
            const cv::Mat ink = page.strength(inside) > 60;
            const double covered = cv::countNonZero(ink) / static_cast<double>(inside.area());
            if (covered > 0.6) {
                Cell cell = Cell::Filled;
                if (!puzzle.palette.empty()) {
                    // A photo's colours as given (its evened page lifts a dark fill toward a lighter colour's).
                    const cv::Scalar mean = cv::mean((page.colour.empty() ? page.bgr : page.colour)(inside));
                    cell = colour_cell(scan::nearest_colour(puzzle.palette, cv::Vec3b(cv::saturate_cast<uchar>(mean[0]), cv::saturate_cast<uchar>(mean[1]), cv::saturate_cast<uchar>(mean[2])), 1));
                }
                state.set(r, c, cell);
            } else if (covered > 0.03) {
                state.set(r, c, Cell::Empty);
            }
        }
    return state;
}

ScanVerdict verdict_of(const scan::CheckedReading& checked) {
    if (!checked.consistent) return ScanVerdict::Inconsistent;
    switch (checked.verdict) {
        case Verdict::Unique: return ScanVerdict::Unique;
        case Verdict::Multiple:
        case Verdict::Found: return ScanVerdict::Multiple;
        case Verdict::None: return ScanVerdict::NoSolution;
        case Verdict::Undecided: break;
    }
    return ScanVerdict::Undecided;
}

void fill_numbers(ScanResult& result, const std::vector<ReadNumber>& read, const scan::CheckedReading& checked,
                  const ClueBands& bands, const Page& page, double doubt) {
    std::vector<int> next_index(static_cast<std::size_t>(result.puzzle.width + result.puzzle.height), 0);
    for (std::size_t i = 0; i < read.size(); ++i) {
        const NumberReading& n = read[i].reading;
        const std::vector<int>& values = checked.values[i];
        for (std::size_t v = 0; v < values.size(); ++v) {
            ScanNumber number;
            number.column = n.column;
            number.line = n.line;
            int& index = next_index[static_cast<std::size_t>(n.column ? result.puzzle.height + n.line : n.line)];
            number.index = index++;
            number.value = values[v];
            number.read = n.value;
            number.colour = checked.colours[i][v];
            number.confidence = n.confidence;
            number.doubtful = n.confidence < doubt;
            cv::Rect box = read[i].box;
            if (n.split && values == std::vector<int>{n.split->first, n.split->second})  // split: each digit its own box
                box = bands.glyphs[static_cast<std::size_t>(read[i].glyphs[v])].box;
            number.box = to_image(page, box);
            number.alternatives = n.alternatives;
            // Added by the check: nothing read there (every number of a bare line filled).
            if (checked.added[i] == static_cast<int>(v) || (n.bare && checked.added[i] >= 0)) {
                number.read = 0;
                number.confidence = 0;
                number.doubtful = true;
                number.alternatives.clear();
            }
            result.numbers.push_back(std::move(number));
        }
    }
    std::stable_sort(result.numbers.begin(), result.numbers.end(),
                     [](const ScanNumber& a, const ScanNumber& b) { return !a.column && b.column; });
}

// A straightened photo's grid: the screenshot finder's when it is the grid in the frame (the
// outer border the photo was straightened by) and the cells counted in the frame do not split
// its cells (its lines then were only the thick ones every few cells), else the cells counted
// in the frame, whose faint or broken thin lines the finder may miss; either when the other
// finds nothing; the cells counted before the page was whitened when they split that grid's.
std::optional<GridLines> photo_grid(const scan::StraightPage& straight, std::string& why) {
    std::optional<GridLines> found = scan::find_grid(straight.page, why);
    std::optional<GridLines> counted = scan::grid_in_frame(straight.page, straight.frame);
    std::optional<GridLines> grid = counted ? counted : found;
    if (found && scan::grid_fills_frame(*found, straight.frame) && !(counted && scan::grid_refines(*counted, *found)))
        grid = found;
    // The whitened page may keep only the thick lines every few cells of a screen's faint thin
    // ones: a count in the page's grey before the whitening replaces that grid when it splits
    // its cells (a count of a grid's true cells, its lines all showing, splits none).
    if (!straight.grey.empty()) {
        std::optional<GridLines> unwhitened = scan::grid_in_frame(straight.grey, straight.frame);
        if (unwhitened && (!grid || scan::grid_refines(*unwhitened, *grid))) grid = unwhitened;
    }
    return grid;
}

// A screenshot's page and grid as the image is: on the image's most common colour, else on
// the next (a PDF viewer's grey backdrop may cover more of the screen than the white page the
// puzzle is on). `why`: the first paper's reason when none gives a grid.
std::optional<GridLines> plain_grid(const cv::Mat& image, Page& page, std::string& why) {
    for (const cv::Vec3b& paper : scan::paper_colours(image)) {
        std::string why_here;
        Page plain = scan::make_page(image, paper);
        std::optional<GridLines> grid = scan::find_grid_on_sheet(plain, why_here);
        if (grid) {
            page = std::move(plain);
            return grid;
        }
        if (why.empty()) why = why_here;
    }
    return std::nullopt;
}

// The page and its grid. A photo is straightened first (its turned lines would give a wrong
// grid); either way, when no grid is found, the other way is tried. `why`: the first way's
// reason when neither finds one. `looked_both`, when given: the first way found no grid.
std::optional<GridLines> page_and_grid(const cv::Mat& image, Page& page, bool& straightened, std::string& why,
                                       std::optional<bool> only = std::nullopt, bool* looked_both = nullptr,
                                       bool without_glare = false, bool* glare = nullptr) {
    const bool photo = scan::looks_like_photo(image);
    if (looked_both) *looked_both = false;
    for (const bool straighten : {photo, !photo}) {
        if (only && straighten != *only) continue;
        std::string why_here;
        std::optional<GridLines> grid;
        if (straighten) {
            std::optional<scan::StraightPage> straight = scan::straightened_page(image, why_here, without_glare);
            if (straight && glare) *glare = straight->glare;
            if (straight) grid = photo_grid(*straight, why_here);
            if (grid) page = std::move(straight->page);
        } else {
            grid = plain_grid(image, page, why_here);
        }
        if (grid) {
            straightened = straighten;
            return grid;
        }
        if (why.empty()) why = why_here;
        if (looked_both && !only) *looked_both = true;
    }
    return std::nullopt;
}

// Other grids of a page read when the first grid's reading fails (read_other_grids), at most.
constexpr std::size_t kOtherGrids = 3;

// The clue bands' glyphs as the digit reader saw them (their features) and read them.
struct ReadGlyphs {
    cv::Mat features;
    std::vector<DigitScores> scores;
    // Per glyph, for the left half of a piece cut in two and not kept whole
    // (keep_cut_digits_whole), the piece's readings whole as one digit; empty for the others.
    std::vector<PairReadings> wholes;
};

// How likely a piece cut in two and read as two digits is one digit, against its reading
// whole, before the check says more.
constexpr double kWholePrior = 0.5;

// A glyph this much wider than the page's typical glyph may be two touching digits.
constexpr double kTouchingWidth = 1.15;
// How likely two touching digits are against one digit, before their shapes say more.
constexpr double kTouchingPrior = 0.5;
// Glyphs cut, at most (the widest first), and cuts per glyph: a photographed monitor's moiré
// made 2,012 glyphs of its bands, 21,000 halves to read (20 s of CPU) before they were bounded.
constexpr std::size_t kTouchingGlyphs = 64;
constexpr int kTouchingCuts = 16;

// The halves of `ink` cut at column `cut`, each cropped to its ink; empty when one has none.
std::vector<cv::Mat> halves_at(const cv::Mat& ink, int cut) {
    std::vector<cv::Mat> halves;
    for (const cv::Rect part : {cv::Rect(0, 0, cut, ink.rows), cv::Rect(cut + 1, 0, ink.cols - cut - 1, ink.rows)}) {
        if (part.width <= 0) return {};
        const cv::Mat half = ink(part);
        const cv::Rect tight = scan::ink_bounds(half, 0.16f);
        if (tight.empty()) return {};
        halves.push_back(half(tight).clone());
    }
    return halves;
}

// A glyph a little wider than the page's glyphs may be two touching digits (a photographed
// italic 13, its narrow 1 against the 3, read as one 8). It is cut at each column of its middle
// three fifths (kTouchingCuts columns evenly spread, at most); the cut whose halves the reader
// finds likeliest gives two-digit values (the two likeliest digits of each half), each as
// likely, against the glyph read whole, as its halves' digits together times kTouchingPrior
// (at most as likely).
std::vector<PairReadings> touching_pairs(const ClueBands& bands, const std::vector<DigitScores>& scores) {
    std::vector<PairReadings> out(bands.glyphs.size());
    std::vector<int> widths;
    for (const scan::Glyph& glyph : bands.glyphs) widths.push_back(glyph.box.width);
    if (widths.empty()) return out;
    std::nth_element(widths.begin(), widths.begin() + static_cast<std::ptrdiff_t>(widths.size() / 2), widths.end());
    const double typical = widths[widths.size() / 2];
    std::vector<cv::Mat> halves;
    std::vector<std::size_t> owners;  // per pair of halves, its glyph
    std::vector<std::size_t> wide;
    for (std::size_t i = 0; i < bands.glyphs.size(); ++i) {
        const cv::Mat& ink = bands.glyphs[i].ink;
        if (ink.cols >= kTouchingWidth * typical && ink.cols >= 6) wide.push_back(i);
    }
    std::stable_sort(wide.begin(), wide.end(),
                     [&](std::size_t a, std::size_t b) { return bands.glyphs[a].ink.cols > bands.glyphs[b].ink.cols; });
    if (wide.size() > kTouchingGlyphs) wide.resize(kTouchingGlyphs);
    for (const std::size_t i : wide) {
        const cv::Mat& ink = bands.glyphs[i].ink;
        const int first = ink.cols / 5, last = ink.cols - 1 - ink.cols / 5;
        const int step = (last - first) / kTouchingCuts + 1;
        for (int cut = first; cut <= last; cut += step) {
            std::vector<cv::Mat> two = halves_at(ink, cut);
            if (two.size() != 2) continue;
            halves.insert(halves.end(), two.begin(), two.end());
            owners.push_back(i);
        }
    }
    if (halves.empty()) return out;
    const std::vector<DigitScores> read = scan::read_digit_rows(scan::feature_rows(halves));
    std::vector<std::pair<double, std::size_t>> best(bands.glyphs.size(), {-1.0, 0});  // per glyph: likelihood, pair
    for (std::size_t k = 0; k < owners.size(); ++k) {
        const double likelihood = read[2 * k].digit[0] == 0 ? 0.0 : read[2 * k].p[0] * read[2 * k + 1].p[0];
        if (likelihood > best[owners[k]].first) best[owners[k]] = {likelihood, k};
    }
    for (std::size_t i = 0; i < bands.glyphs.size(); ++i) {
        if (best[i].first <= 0 || scores[i].p[0] <= 0) continue;
        const DigitScores &left = read[2 * best[i].second], &right = read[2 * best[i].second + 1];
        for (std::size_t a = 0; a < 2; ++a)
            for (std::size_t b = 0; b < 2; ++b)
                if (left.digit[a] != 0)  // no leading 0
                    out[i].push_back({10 * left.digit[a] + right.digit[b],
                                      std::min(1.0, kTouchingPrior * left.p[a] * right.p[b] / scores[i].p[0])});
    }
    return out;
}

// The glyphs the cutter made of one piece as wide as two digits (clues.cpp's whole_digits: a
// photographed bold 4 or 2 is as wide as it is tall) kept whole where the piece read whole is
// nearer a digit's samples than one of its halves is, and near enough not to be strange: two
// touching digits read whole are far from every sample, a digit's halves are one or both far.
// Measured on the development images' cut pieces, 1,633 of them in numbers of the first
// reading: of those whose truth is one digit the rule keeps 463 whole; of those whose truth is
// two digits it keeps 5 whole, none of them read right as halves. `glyphs` are read already.
void keep_cut_digits_whole(ClueBands& bands, ReadGlyphs& glyphs) {
    glyphs.wholes.clear();
    std::vector<std::size_t> left;
    std::vector<cv::Mat> wholes;
    for (std::size_t i = 0; i + 1 < bands.glyphs.size(); ++i)
        if (!bands.glyphs[i].whole_ink.empty() && bands.glyphs[i + 1].whole == bands.glyphs[i].whole) {
            left.push_back(i);
            wholes.push_back(bands.glyphs[i].whole_ink);
        }
    if (left.empty()) return;
    // Each glyph's number and place in it: halves are kept whole only where one number holds
    // them side by side (a half the bands gave to another line is left as it is).
    std::vector<std::pair<const scan::ClueGlyphs*, std::size_t>> owner(bands.glyphs.size(), {nullptr, 0});
    for (const auto* lines : {&bands.rows, &bands.columns})
        for (const std::vector<scan::ClueGlyphs>& line : *lines)
            for (const scan::ClueGlyphs& number : line)
                for (std::size_t k = 0; k < number.glyphs.size(); ++k) owner[static_cast<std::size_t>(number.glyphs[k])] = {&number, k};
    const cv::Mat features = scan::feature_rows(wholes);
    const std::vector<DigitScores> read = scan::read_digit_rows(features);
    std::vector<bool> dropped(bands.glyphs.size(), false);
    std::vector<PairReadings> whole_readings(bands.glyphs.size());
    for (std::size_t k = 0; k < left.size(); ++k) {
        const std::size_t i = left[k];
        if (owner[i].first == nullptr || owner[i + 1].first != owner[i].first || owner[i + 1].second != owner[i].second + 1) continue;
        const double halves = std::max(glyphs.scores[i].distance, glyphs.scores[i + 1].distance);
        if (read[k].distance >= halves || read[k].distance >= scan::kNotADigit / 2) {
            // Kept as two digits, the piece's one-digit readings left to the check.
            for (std::size_t a = 0; a < 2; ++a)
                if (read[k].digit[a] != 0) whole_readings[i].push_back({read[k].digit[a], kWholePrior * read[k].p[a]});
            continue;
        }
        scan::Glyph& glyph = bands.glyphs[i];
        glyph.box = glyph.whole;
        glyph.ink = glyph.whole_ink;
        glyph.whole = cv::Rect();
        glyph.whole_ink = cv::Mat();
        features.row(static_cast<int>(k)).copyTo(glyphs.features.row(static_cast<int>(i)));
        glyphs.scores[i] = read[k];
        dropped[i + 1] = true;
    }
    if (std::none_of(dropped.begin(), dropped.end(), [](bool d) { return d; })) {
        glyphs.wholes = std::move(whole_readings);
        return;
    }
    // The right halves taken out: every later glyph's index moves down.
    std::vector<int> index(bands.glyphs.size(), -1);
    std::vector<scan::Glyph> kept;
    std::vector<DigitScores> scores;
    cv::Mat rows;
    for (std::size_t i = 0; i < bands.glyphs.size(); ++i) {
        if (dropped[i]) continue;
        index[i] = static_cast<int>(kept.size());
        glyphs.wholes.push_back(std::move(whole_readings[i]));
        kept.push_back(std::move(bands.glyphs[i]));
        scores.push_back(glyphs.scores[i]);
        rows.push_back(glyphs.features.row(static_cast<int>(i)));
    }
    for (auto* lines : {&bands.rows, &bands.columns})
        for (std::vector<scan::ClueGlyphs>& line : *lines)
            for (scan::ClueGlyphs& number : line) {
                std::vector<int> glyph_indices;
                for (const int g : number.glyphs)
                    if (index[static_cast<std::size_t>(g)] >= 0) glyph_indices.push_back(index[static_cast<std::size_t>(g)]);
                number.glyphs = std::move(glyph_indices);
                for (const int g : number.glyphs) number.box |= kept[static_cast<std::size_t>(g)].box;
            }
    bands.glyphs = std::move(kept);
    glyphs.scores = std::move(scores);
    glyphs.features = rows;
}

// The numbers read in clue bands found already.
std::vector<ReadNumber> read_bands(ClueBands& bands, ReadGlyphs& glyphs) {
    std::vector<cv::Mat> inks;
    for (const scan::Glyph& glyph : bands.glyphs) inks.push_back(glyph.ink);
    glyphs.features = scan::feature_rows(inks);
    glyphs.scores = scan::read_digit_rows(glyphs.features);
    scan::weigh_by_figure_height(bands, glyphs.scores);
    keep_cut_digits_whole(bands, glyphs);
    return read_numbers(bands, glyphs.scores, {}, glyphs.wholes);
}

// The clue bands beside `grid` and the numbers read in them.
std::vector<ReadNumber> read_beside(const Page& page, const GridLines& grid, ClueBands& bands, ReadGlyphs& glyphs) {
    bands = scan::find_clue_glyphs(page, grid);
    return read_bands(bands, glyphs);
}

// A grid's edge row or column that a frame round the board closes (GridLines::framed) and that
// has no number beside it while the line next to it has is the strip between the board and the
// frame: dropped (a wiki figure's box two thirds of a cell past the board made a 15x15 16 wide,
// its last column empty, and the check found one solution). Whether any was dropped.
bool drop_framed_edges(GridLines& grid, const ClueBands& bands) {
    if (!scan::puzzle_sized(grid) || bands.rows.size() != static_cast<std::size_t>(grid.height()) ||
        bands.columns.size() != static_cast<std::size_t>(grid.width()))
        return false;
    auto bare_edge = [](const std::vector<std::vector<ClueGlyphs>>& lines, bool last) {
        const std::size_t edge = last ? lines.size() - 1 : 0, next = last ? edge - 1 : 1;
        return lines.size() > static_cast<std::size_t>(scan::kSmallestSide) && lines[edge].empty() && !lines[next].empty();
    };
    const std::array<bool, 4> drop{grid.framed[0] && bare_edge(bands.rows, false), grid.framed[1] && bare_edge(bands.rows, true),
                                   grid.framed[2] && bare_edge(bands.columns, false), grid.framed[3] && bare_edge(bands.columns, true)};
    if (drop[1]) grid.ys.pop_back();
    if (drop[0]) grid.ys.erase(grid.ys.begin());
    if (drop[3]) grid.xs.pop_back();
    if (drop[2]) grid.xs.erase(grid.xs.begin());
    grid.framed = {};
    return std::any_of(drop.begin(), drop.end(), [](bool d) { return d; });
}

// Whether the bands beside `grid` hold more glyphs than its lines' clues could (two digits
// for each number a line has room for): a photographed screen's moiré cut into specks, not
// clues. Reading them costs seconds (2,000 glyphs beside a 25x25: 4 s) and mends nothing.
bool swamped(const ClueBands& bands, const GridLines& grid) {
    const std::size_t most = static_cast<std::size_t>(grid.height() * (grid.width() + 1) + grid.width() * (grid.height() + 1));
    return bands.glyphs.size() > most;
}

// Whether numbers were read left of the grid (rows) and above it (columns).
struct ClueSides {
    bool rows = false, columns = false;
    bool both() const { return rows && columns; }
};

// A side has clues when numbers are read beside a fifth of its lines at least (one at least):
// a lattice inside a board (an LCD game's 18x14 stretch of its 20x25 cells) has a few marks
// beside it read as numbers, two rows and five columns of them, and the check mended those into
// a puzzle of one solution; a puzzle's clues stand beside most of its lines.
constexpr int kCluedShare = 5;  // one line in this many, at least

ClueSides clue_sides(const std::vector<ReadNumber>& read, const GridLines& grid) {
    std::set<int> rows, columns;
    for (const ReadNumber& n : read) (n.reading.column ? columns : rows).insert(n.reading.line);
    auto enough = [](std::size_t clued, int lines) { return clued > 0 && kCluedShare * static_cast<int>(clued) >= lines; };
    return {enough(rows.size(), grid.height()), enough(columns.size(), grid.width())};
}

// A grid with nothing read beside it as the image is may be read as in a photo (a printed
// sheet shown on a viewer's grey backdrop: straightened and cropped to the sheet, its paper is
// the sheet's), and the other way round: that reading replaces this one when it has clues.
void read_the_other_way(const cv::Mat& image, Page& page, std::optional<GridLines>& grid, ClueBands& bands,
                        ReadGlyphs& glyphs, std::vector<ReadNumber>& read, bool& straightened) {
    Page other_page;
    bool other_straightened = false;
    std::string other_why;
    std::optional<GridLines> other = page_and_grid(image, other_page, other_straightened, other_why, !straightened);
    if (!other) return;
    ClueBands other_bands;
    ReadGlyphs other_glyphs;
    std::vector<ReadNumber> other_read = read_beside(other_page, *other, other_bands, other_glyphs);
    if (!clue_sides(other_read, *other).both()) return;
    page = std::move(other_page);
    grid = std::move(other);
    bands = std::move(other_bands);
    glyphs = std::move(other_glyphs);
    read = std::move(other_read);
    straightened = other_straightened;
}

// A straightened photo's grid with nothing read beside it may be a table's outline, its clue
// cells ruled like the grid's and counted with them in the frame (the clue numbers are then
// inside the grid): those cells dropped, the reading beside what is left replaces this one
// when it has clues both ways.
void read_inside_table(const Page& page, std::optional<GridLines>& grid, ClueBands& bands, ReadGlyphs& glyphs,
                       std::vector<ReadNumber>& read) {
    GridLines inner = scan::without_ruled_clue_cells(page.bgr, *grid);
    if (inner.width() == grid->width() && inner.height() == grid->height()) return;
    ClueBands inner_bands;
    ReadGlyphs inner_glyphs;
    std::vector<ReadNumber> inner_read = read_beside(page, inner, inner_bands, inner_glyphs);
    if (!clue_sides(inner_read, inner).both()) return;
    grid = std::move(inner);
    bands = std::move(inner_bands);
    glyphs = std::move(inner_glyphs);
    read = std::move(inner_read);
}

// The numbers read, their colours and the solver's check of them.
struct CheckedNumbers {
    Puzzle base;  // size and palette
    std::vector<ReadNumber> read;
    std::vector<NumberReading> readings;
    scan::CheckedReading checked;
};

bool solved(const scan::CheckedReading& checked) {
    return checked.consistent && (checked.verdict == Verdict::Unique || checked.verdict == Verdict::Multiple);
}

// A reading the check could not mend: its lines do not fit, its totals disagree, or it has no
// solution (a reading the check stopped on undecided is not one).
bool unmended(const scan::CheckedReading& checked) { return !checked.consistent || checked.verdict == Verdict::None; }

// Another reading of the numbers (`trial`) takes the place of `out` when it has one solution,
// `change` named first among its changes. Returns whether it did.
bool take_if_unique(CheckedNumbers& out, CheckedNumbers& trial, std::string change) {
    if (!trial.checked.consistent || trial.checked.verdict != Verdict::Unique) return false;
    trial.checked.changes.insert(trial.checked.changes.begin(), std::move(change));
    trial.checked.tried += out.checked.tried;
    out = std::move(trial);
    return true;
}

// A black-and-white puzzle's numbers may be read in two colours: two shades of one ink (a
// screen's clues greyed as their lines are done, an LCD's lit and dim digits, a photo's
// uneven light), too many to give another colour one by one. A colour reading the check
// cannot mend is checked again in one colour; when that reading has one solution it replaces
// the colour one, the change named first.
void read_in_one_colour(CheckedNumbers& out, const ScanOptions& options) {
    CheckedNumbers plain;
    plain.base = out.base;
    plain.base.palette.clear();
    plain.read = out.read;
    for (ReadNumber& n : plain.read) {
        n.reading.colour = 1;
        n.reading.colour_distances.clear();
        plain.readings.push_back(n.reading);
    }
    plain.checked = scan::check_reading(plain.base, plain.readings, options.doubt, options.repair_budget,
                                        {options.max_nodes, options.max_conflicts});
    take_if_unique(out, plain, "read in one colour: the " + std::to_string(out.base.palette.size() - 1) +
                                   " colours read do not make the clues agree, one colour does");
}

// The clue a line's cells give as played on the board: its runs of filled cells (of one
// colour each), cells not filled taken as empty. Empty when the line has no filled cell.
std::vector<std::pair<int, int>> played_runs(const Grid& state, bool column, int line) {
    std::vector<std::pair<int, int>> runs;  // (length, colour)
    int previous = 0;
    const int length = column ? state.height() : state.width();
    for (int k = 0; k < length; ++k) {
        const Cell cell = column ? state.at(k, line) : state.at(line, k);
        const int colour = cell == Cell::Unknown ? 0 : std::max(0, cell_colour(cell));
        if (colour > 0 && colour == previous) ++runs.back().first;
        else if (colour > 0) runs.emplace_back(1, colour);
        previous = colour;
    }
    return runs;
}

// A game greys a line's numbers once its cells are done, often too faintly for the bands to
// read (a high-contrast theme's chips faded to a tint of the paper): a played board shows
// those lines' cells, and a done line's clue is its runs. A reading the check cannot mend
// with lines that have nothing read beside them is checked again with each such line's clue
// read off the board (where it has filled cells), and taken when it has one solution. A line
// still being played gives a wrong clue, which the check refuses.
template <typename Check>
void read_off_the_board(CheckedNumbers& out, const std::vector<ReadNumber>& read, const std::vector<cv::Vec3b>& colours, const Page& page,
                        const GridLines& grid, Check&& check) {
    const Grid state = played_state(page, grid, out.base);
    std::vector<ReadNumber> with_board = read;
    std::vector<int> colour_index;
    for (std::size_t i = 0; i < read.size(); ++i) colour_index.push_back(out.read[i].reading.colour);
    std::vector<cv::Vec3b> inks = colours;  // a board's number's ink: its colour's
    std::vector<std::string> lines;
    for (const ReadNumber& bare : out.read) {
        if (!bare.reading.bare) continue;
        const std::vector<std::pair<int, int>> runs = played_runs(state, bare.reading.column, bare.reading.line);
        if (runs.empty()) continue;
        std::string clue;
        for (const auto& [value, colour] : runs) {
            ReadNumber n;
            n.reading.column = bare.reading.column;
            n.reading.line = bare.reading.line;
            n.reading.value = value;
            // Sure: a done line's runs are its clue. A line still being played gives a wrong
            // clue, which the check then refuses rather than mends (a board's right 8 was
            // changed to 7 to make up for a 1 lost elsewhere).
            n.reading.confidence = 1;
            n.box = bare.box;
            with_board.push_back(std::move(n));
            colour_index.push_back(out.base.palette.empty() ? 1 : colour);
            inks.push_back(scan::bgr_of(out.base.palette.empty() ? 0 : out.base.palette[static_cast<std::size_t>(colour)].rgb));
            clue += (clue.empty() ? "" : " ") + std::to_string(value);
        }
        lines.push_back(std::string(bare.reading.column ? "column " : "row ") + std::to_string(bare.reading.line + 1) + ": " + clue);
    }
    if (lines.empty()) return;
    CheckedNumbers from_board;
    from_board.base = out.base;
    check(from_board, std::move(with_board), colour_index, inks);
    std::string change = "nothing read beside " + std::to_string(lines.size()) + " lines, their clues read off the board as played (";
    for (std::size_t k = 0; k < lines.size(); ++k) change += (k ? "; " : "") + lines[k];
    take_if_unique(out, from_board, change + ")");
}

CheckedNumbers check_numbers(std::vector<ReadNumber> read, const ClueBands& bands, const GridLines& grid, const Page& page,
                             const ScanOptions& options) {
    CheckedNumbers out;
    out.base.width = grid.width();
    out.base.height = grid.height();
    std::vector<cv::Vec3b> colours;
    std::vector<bool> boxed;
    std::vector<int> lines;  // each number's clue line: rows first, then columns
    for (const ReadNumber& n : read) {
        colours.push_back(bands.glyphs[static_cast<std::size_t>(n.glyphs[0])].colour);
        boxed.push_back(bands.glyphs[static_cast<std::size_t>(n.glyphs[0])].boxed);
        lines.push_back(n.reading.column ? out.base.height + n.reading.line : n.reading.line);
    }
    // A photo's light may wash a colour out where it falls: its totals tell.
    scan::SignedValues signed_values;
    for (const ReadNumber& n : read) signed_values.values.push_back(n.reading.column ? -n.reading.value : n.reading.value);
    const Puzzle uncoloured = out.base;  // size only: assign_palette fills in the palette
    const std::vector<int> colour_of = scan::assign_palette(colours, boxed, bands.paper, out.base, lines,
                                                            page.colour.empty() ? nullptr : &signed_values);
    auto check = [&](CheckedNumbers& into, std::vector<ReadNumber> numbers, const std::vector<int>& colour_index,
                     const std::vector<cv::Vec3b>& inks) {
        for (std::size_t i = 0; i < numbers.size(); ++i) numbers[i].reading.colour = colour_index[i];
        measure_colour_distances(numbers, inks, into.base);
        measure_room(numbers, grid);
        add_bare_lines(numbers, bands, grid);
        into.readings.clear();
        for (const ReadNumber& n : numbers) into.readings.push_back(n.reading);
        into.read = std::move(numbers);
        into.checked = scan::check_reading(into.base, into.readings, options.doubt, options.repair_budget,
                                           {options.max_nodes, options.max_conflicts});
    };
    check(out, read, colour_of, colours);
    // A screen's colours are read without the totals (a photo's are read with them, its light
    // uneven): a screenshot's colour reading the check cannot mend is read again with them, two
    // shades of one colour (a stream's encoder, a panel's tint over some chips) then made one.
    // A reading left with one colour is a black-and-white puzzle's, read so below.
    if (!out.base.palette.empty() && unmended(out.checked) && page.colour.empty()) {
        CheckedNumbers by_totals;
        by_totals.base = uncoloured;
        const std::vector<int> joined = scan::assign_palette(colours, boxed, bands.paper, by_totals.base, lines, &signed_values);
        if (by_totals.base.palette.size() < out.base.palette.size() && by_totals.base.palette.size() > 2) {
            check(by_totals, read, joined, colours);
            take_if_unique(out, by_totals,
                           "colours joined: the " + std::to_string(out.base.palette.size() - 1) +
                               " colours read do not make the clues agree, " + std::to_string(by_totals.base.palette.size() - 1) + " do");
        }
    }
    if (unmended(out.checked)) read_off_the_board(out, read, colours, page, grid, check);
    if (!out.base.palette.empty() && unmended(out.checked)) read_in_one_colour(out, options);
    return out;
}

// The rows' total less the columns' of the numbers as read: 0 for any right reading (of each
// colour, and so of all).
int rows_less_columns(const std::vector<ReadNumber>& read) {
    int gap = 0;
    for (const ReadNumber& n : read) gap += n.reading.column ? -n.reading.value : n.reading.value;
    return gap;
}

// How many lines of `read` need more cells than `grid` gives them: each number's cells, and
// one between two numbers of one colour (ink within kSameInk levels on every channel).
int misfit_lines(const std::vector<ReadNumber>& read, const GridLines& grid) {
    constexpr int kSameInk = 40;
    std::map<std::pair<bool, int>, std::vector<const ReadNumber*>> lines;
    for (const ReadNumber& n : read) lines[{n.reading.column, n.reading.line}].push_back(&n);
    int misfits = 0;
    for (const auto& [line, numbers] : lines) {
        int cells = 0;
        for (std::size_t k = 0; k < numbers.size(); ++k) {
            cells += numbers[k]->reading.value;
            if (k > 0 && cv::norm(cv::Vec3i(numbers[k]->colour) - cv::Vec3i(numbers[k - 1]->colour), cv::NORM_INF) <= kSameInk) ++cells;
        }
        misfits += cells > (line.first ? grid.height() : grid.width());
    }
    return misfits;
}

// Whether two font edits change the same glyphs as a whole (one group, or one digit read), or
// one's split group is part of the other's.
bool clash(const scan::FontEdit& a, const scan::FontEdit& b, const std::vector<scan::ShapeGroup>& groups) {
    if (a.group == b.group) return a.group != scan::FontEdit::kNoGroup || a.from == b.from;
    if (a.group == scan::FontEdit::kNoGroup || b.group == scan::FontEdit::kNoGroup) return false;
    auto within = [&](std::size_t part, std::size_t whole) {
        for (std::size_t k = groups[part].parent; k != scan::ShapeGroup::kWhole; k = groups[k].parent)
            if (k == whole) return true;
        return false;
    };
    // A part read as another digit than its whole is no clash: the whole's edit comes first.
    if (within(a.group, b.group)) return a.digit == b.digit;
    if (within(b.group, a.group)) return a.digit == b.digit;
    return false;
}

// Sets of one to three font edits (none clashing) whose effects on the totals (`effect`,
// each edit's alone) close `gap` to within `slack`, cheapest first; at most `limit`.
std::vector<std::vector<scan::FontEdit>> font_edit_sets(const std::vector<scan::FontEdit>& edits, const std::vector<int>& effect,
                                                        const std::vector<scan::ShapeGroup>& groups, int gap, int slack,
                                                        std::size_t limit) {
    // A set that closes the gap exactly comes before one that leaves the mending some of it.
    constexpr double kLeftOpen = 2;
    std::vector<std::pair<double, std::vector<std::size_t>>> found;
    const std::size_t n = edits.size();
    auto add = [&](int sum, double cost, std::vector<std::size_t> set) {
        if (std::abs(gap + sum) <= slack) found.push_back({cost + (gap + sum != 0 ? kLeftOpen : 0), std::move(set)});
    };
    for (std::size_t a = 0; a < n; ++a) {
        add(effect[a], edits[a].cost, {a});
        for (std::size_t b = a + 1; b < n; ++b) {
            if (clash(edits[a], edits[b], groups)) continue;
            add(effect[a] + effect[b], edits[a].cost + edits[b].cost, {a, b});
            for (std::size_t c = b + 1; c < n; ++c)
                if (!clash(edits[c], edits[a], groups) && !clash(edits[c], edits[b], groups))
                    add(effect[a] + effect[b] + effect[c], edits[a].cost + edits[b].cost + edits[c].cost, {a, b, c});
        }
    }
    std::stable_sort(found.begin(), found.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    std::vector<std::vector<scan::FontEdit>> sets;
    for (std::size_t k = 0; k < found.size() && k < limit; ++k) {
        sets.emplace_back();
        for (std::size_t e : found[k].second) sets.back().push_back(edits[e]);
    }
    return sets;
}

// As the check names its changes ("row 3, the number read as 8: 3").
std::string font_change(const scan::FontEdit& edit, const std::vector<scan::ShapeGroup>& groups) {
    const std::string how = edit.group == scan::FontEdit::kNoGroup ? "read as " + std::to_string(edit.from) + " that may be " +
                                                                         std::to_string(edit.digit)
                            : groups[edit.group].split ? "of one shape among those read as " + std::to_string(edit.from)
                                                       : "drawn alike read as " + std::to_string(edit.from);
    return "the " + std::to_string(edit.glyphs) + " digits " + how + ": " + std::to_string(edit.digit) + " (the image's font)";
}

// Sets of `edits` (font_edit_sets) checked in turn, as read_in_font says; the first the check
// solves (with one solution when `unique`) replaces `checked`. Returns whether one did, and
// counts the checks made and the solver's readings in `checks` and `budget`.
bool check_font_edits(CheckedNumbers& checked, const ClueBands& bands, const ReadGlyphs& glyphs, const GridLines& grid,
                      const Page& page, const ScanOptions& options, const std::vector<scan::ShapeGroup>& groups,
                      const std::vector<scan::FontEdit>& edits, bool unique, int& checks, int& budget) {
    constexpr int kChecks = 12;           // relabellings checked, at most
    constexpr std::size_t kSets = 96;     // sets of edits whose effects close the gap, looked at
    constexpr int kNearlyAgree = 6;       // the totals' disagreement the check's mending may still close
    constexpr std::size_t kRanked = 400;  // split sets ranked by the lines they leave too long
    const int gap = rows_less_columns(checked.read);
    std::vector<int> effect;  // each edit's change of the totals' disagreement, alone
    for (const scan::FontEdit& edit : edits)
        effect.push_back(rows_less_columns(read_numbers(bands, scan::relabelled(glyphs.scores, groups, {edit}), {}, glyphs.wholes)) - gap);
    std::set<std::vector<int>> tried;  // the digits each set read: one that reads as another did is not checked again
    constexpr std::size_t kFewProblems = 2;  // lines that do not fit or totals that disagree
    std::optional<std::pair<std::vector<scan::FontEdit>, std::vector<ReadNumber>>> fitting;
    std::size_t fewest = 0;
    std::vector<std::vector<scan::FontEdit>> sets = font_edit_sets(edits, effect, groups, gap, kNearlyAgree, unique ? kRanked : kSets);
    if (unique) {
        // A split's wrong digit makes lines too long for the grid as often as not: the sets
        // that leave fewest such lines first, cheapest first among them.
        std::vector<std::pair<int, std::size_t>> order;
        for (std::size_t k = 0; k < sets.size(); ++k) {
            std::vector<scan::FontEdit> ordered = sets[k];
            std::stable_sort(ordered.begin(), ordered.end(), [](const scan::FontEdit& a, const scan::FontEdit& b) { return a.glyphs > b.glyphs; });
            const std::vector<ReadNumber> read = read_numbers(bands, scan::relabelled(glyphs.scores, groups, ordered), {}, glyphs.wholes);
            order.push_back({misfit_lines(read, grid), k});
        }
        // Fewest lines too long, then fewest edits (sets stay cheapest first within).
        std::stable_sort(order.begin(), order.end(), [&](const auto& a, const auto& b) {
            return a.first != b.first ? a.first < b.first : sets[a.second].size() < sets[b.second].size();
        });
        std::vector<std::vector<scan::FontEdit>> ranked;
        for (std::size_t k = 0; k < order.size() && k < kSets; ++k) ranked.push_back(std::move(sets[order[k].second]));
        sets = std::move(ranked);
    }
    for (const std::vector<scan::FontEdit>& set : sets) {
        if (checks >= kChecks || budget <= 0) break;
        std::vector<scan::FontEdit> ordered = set;  // a split part's edit after its whole's: the part's digit is kept
        std::stable_sort(ordered.begin(), ordered.end(), [](const scan::FontEdit& a, const scan::FontEdit& b) { return a.glyphs > b.glyphs; });
        const std::vector<DigitScores> scores = scan::relabelled(glyphs.scores, groups, ordered);
        std::vector<int> reading;
        for (const DigitScores& d : scores) reading.push_back(d.digit[0]);
        if (!tried.insert(reading).second) continue;
        std::vector<ReadNumber> read = read_numbers(bands, scores, {}, glyphs.wholes);
        if (std::abs(rows_less_columns(read)) > kNearlyAgree) continue;  // edits of one number's two digits
        ScanOptions quick = options;
        quick.repair_budget = std::min(options.repair_budget / 32, budget);
        CheckedNumbers trial = check_numbers(read, bands, grid, page, quick);
        trial.read = std::move(read);
        if (unique ? trial.checked.consistent && trial.checked.verdict == Verdict::Unique : solved(trial.checked)) {
            for (const scan::FontEdit& edit : set)
                trial.checked.changes.insert(trial.checked.changes.begin(), font_change(edit, groups));
            checked = std::move(trial);
            return true;
        }
        budget -= trial.checked.tried;
        ++checks;
        const std::size_t problems = trial.checked.consistent ? 0 : std::max<std::size_t>(1, trial.checked.problems.size());
        if (unique && problems <= kFewProblems && (!fitting || problems < fewest)) {
            fewest = problems;
            fitting = std::make_pair(set, std::move(trial.read));
        }
    }
    // The relabelling whose lines fit and totals agree, else the first with fewest problems,
    // its few other misreadings left to the check's whole mending (a quick check's few readings
    // did not find them).
    if (!fitting) return false;
    CheckedNumbers trial = check_numbers(std::move(fitting->second), bands, grid, page, options);
    if (!trial.checked.consistent || trial.checked.verdict != Verdict::Unique) return false;
    for (const scan::FontEdit& edit : fitting->first) trial.checked.changes.insert(trial.checked.changes.begin(), font_change(edit, groups));
    checked = std::move(trial);
    return true;
}

// A reading the check cannot mend may be in a font the digit reader misreads shape by shape
// (every 3 of the image read as 1): glyphs drawn alike are grouped (font.hpp) and a whole group,
// or every glyph read as one digit that may be another, read as another digit, one to three
// such edits at once, cheapest first. A relabelling whose totals agree, or nearly (the check
// still mends a few numbers), is checked; the first the check solves replaces `checked`, its
// edits named first among the changes. When none does, the glyphs read as one digit are split
// by shape (split_groups: a font whose 3s the reader takes surely for 5s) and those parts read
// as other digits so, the first reading with one solution replacing `checked`. A reading no
// edit mends costs the solver at most an eighth as many readings again as the check's repair
// budget, and one for each check (twelve at most, `budget`).
void read_in_font(CheckedNumbers& checked, const ClueBands& bands, const ReadGlyphs& glyphs, const GridLines& grid,
                  const Page& page, const ScanOptions& options) {
    constexpr std::size_t kMembers = 3;   // fewer glyphs are mended number by number
    constexpr std::size_t kEdits = 80;    // edits combined into sets, at most
    std::vector<scan::ShapeGroup> groups = scan::shape_groups(glyphs.features, glyphs.scores);
    std::vector<scan::FontEdit> edits = scan::font_edits(groups, glyphs.scores, kMembers);
    if (edits.size() > kEdits) edits.resize(kEdits);  // the cheapest: sets of three of them are many
    int checks = 0;
    int budget = options.repair_budget / 8;  // readings the solver checks, in all the font's checks
    if (check_font_edits(checked, bands, glyphs, grid, page, options, groups, edits, false, checks, budget)) return;
    const std::size_t first = groups.size();
    for (scan::ShapeGroup& part : scan::split_groups(glyphs.features, glyphs.scores, kMembers)) {
        if (part.parent != scan::ShapeGroup::kWhole) part.parent += first;
        groups.push_back(std::move(part));
    }
    std::vector<scan::FontEdit> splits = scan::split_edits(groups, kMembers);
    if (splits.size() > 2 * kEdits) splits.resize(2 * kEdits);
    checks = 0;
    budget = options.repair_budget / 4;
    check_font_edits(checked, bands, glyphs, grid, page, options, groups, splits, true, checks, budget);
}

// The page's other grids (grid.hpp's other_grids), found once when first asked for: each
// search of them costs about as much as finding the first grid.
class OtherGrids {
public:
    OtherGrids(const Page& page, const GridLines& first) : page_(page), first_(first) {}
    const std::vector<GridLines>& get() {
        if (!grids_) grids_ = scan::other_grids(page_, first_, kOtherGrids);
        return *grids_;
    }

private:
    const Page& page_;
    GridLines first_;
    std::optional<std::vector<GridLines>> grids_;
};

// The numbers read beside another of the page's grids (its bands and glyphs in `bands`,
// `glyphs`), or nullopt when its bands hold more glyphs than clues could (swamped) or no
// numbers were read both ways.
std::optional<std::vector<ReadNumber>> read_beside_other(const Page& page, const GridLines& other, ClueBands& bands,
                                                         ReadGlyphs& glyphs) {
    bands = scan::find_clue_glyphs(page, other);
    if (swamped(bands, other)) return std::nullopt;
    std::vector<ReadNumber> read = read_bands(bands, glyphs);
    if (!clue_sides(read, other).both()) return std::nullopt;
    return read;
}

// As the check names its changes: the grid read, and why the one found first was not.
std::string grid_change(const GridLines& other, const GridLines& first, const std::string& why) {
    auto size = [](const GridLines& g) { return std::to_string(g.width()) + "x" + std::to_string(g.height()); };
    return "the grid: " + size(other) + ", another of the page's lattices (the " + size(first) + " grid found first " + why + ")";
}

// A grid with nothing read beside it may be the wrong grid of the page: the first of the
// page's other grids with numbers read both ways replaces it. Returns the change ("" if none).
std::string read_beside_other_grids(OtherGrids& others, const Page& page, GridLines& grid, ClueBands& bands,
                                    ReadGlyphs& glyphs, std::vector<ReadNumber>& read) {
    for (const GridLines& other : others.get()) {
        ClueBands other_bands;
        ReadGlyphs other_glyphs;
        std::optional<std::vector<ReadNumber>> other_read = read_beside_other(page, other, other_bands, other_glyphs);
        if (!other_read) continue;
        const std::string change = grid_change(other, grid, "had no numbers beside it both ways");
        grid = other;
        bands = std::move(other_bands);
        glyphs = std::move(other_glyphs);
        read = std::move(*other_read);
        return change;
    }
    return "";
}

// A reading the check cannot mend may be beside the wrong grid: the page's other grids are
// read in turn (but the one read), and the first whose reading the check solves (font edits
// tried too) replaces the grid, its bands, glyphs and reading, named first among the changes.
void read_other_grids(OtherGrids& others, CheckedNumbers& checked, const Page& page, GridLines& grid, ClueBands& bands,
                      ReadGlyphs& glyphs, const ScanOptions& options) {
    for (const GridLines& other : others.get()) {
        if (other.same_lines(grid)) continue;
        ClueBands other_bands;
        ReadGlyphs other_glyphs;
        std::optional<std::vector<ReadNumber>> read = read_beside_other(page, other, other_bands, other_glyphs);
        if (!read) continue;
        CheckedNumbers trial = check_numbers(std::move(*read), other_bands, other, page, options);
        if (unmended(trial.checked))
            read_in_font(trial, other_bands, other_glyphs, other, page, options);
        if (!solved(trial.checked)) continue;
        trial.checked.changes.insert(trial.checked.changes.begin(), grid_change(other, grid, "read clues that do not fit"));
        checked = std::move(trial);
        grid = other;
        bands = std::move(other_bands);
        glyphs = std::move(other_glyphs);
        return;
    }
}

// A wide glyph read as two digits without the check's choosing, when the page has this many
// such glyphs or more (read_touching), each with its two-digit reading this likely at least.
constexpr int kFusedNumbers = 2;
constexpr double kSurelyTwo = 0.5;

// A reading nothing else mends may have two touching digits read as one glyph: the numbers
// read again with those glyphs' two-digit readings among their alternatives (touching_pairs),
// and checked; the reading replaces `checked` when the check solves it. A face that joins the
// digits of every two-digit number (a script face's 1 running into the digit after it: a
// worksheet's 10, 11 and 16 read as 9, 7 and 6) leaves more such numbers than the check's
// sets of three changes mend: then every wide glyph whose two-digit reading is at least
// kSurelyTwo as likely as its reading whole (its halves' digits together at least as likely as
// the glyph's, with kTouchingPrior) is read as two digits, when there are kFusedNumbers such
// glyphs or more, and the reading replaces `checked` when it has one solution.
void read_touching(CheckedNumbers& checked, const ClueBands& bands, const ReadGlyphs& glyphs, const GridLines& grid,
                   const Page& page, const ScanOptions& options) {
    const std::vector<PairReadings> pairs = touching_pairs(bands, glyphs.scores);
    if (std::all_of(pairs.begin(), pairs.end(), [](const PairReadings& p) { return p.empty(); })) return;
    std::vector<ReadNumber> forced = read_numbers(bands, glyphs.scores, pairs, glyphs.wholes);
    CheckedNumbers trial = check_numbers(forced, bands, grid, page, options);
    if (solved(trial.checked)) {
        checked = std::move(trial);
        return;
    }
    int count = 0;
    for (ReadNumber& n : forced) {
        if (n.glyphs.size() != 1) continue;
        const PairReadings& pair = pairs[static_cast<std::size_t>(n.glyphs[0])];
        if (pair.empty()) continue;
        const auto best = *std::max_element(pair.begin(), pair.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
        if (best.second < kSurelyTwo) continue;
        std::vector<std::pair<int, double>> alternatives{{n.reading.value, std::min(1.0, 1.0 / best.second)}};
        for (const auto& [value, likelihood] : n.reading.alternatives)
            if (value != best.first) alternatives.push_back({value, std::min(1.0, likelihood / best.second)});
        n.reading.value = best.first;
        n.reading.confidence *= best.second;
        n.reading.alternatives = std::move(alternatives);
        ++count;
    }
    if (count < kFusedNumbers) return;
    CheckedNumbers all = check_numbers(std::move(forced), bands, grid, page, options);
    take_if_unique(checked, all, "the " + std::to_string(count) + " glyphs as wide as two digits read as two");
}

// A photographed page's reading nothing else mends, read again with each glyph read together
// with the page's glyphs most like it (read_photo_digit_rows: a blurred 3 among clearer ones),
// checked, and relabelled in the image's font when that does not mend it; the reading replaces
// `checked` when it has one solution. Not the first reading: read so from the start, development
// photos read right were lost (a blurred 6 read as the 5s near it; the 2s read as 7 no longer
// read as "7 that may be 2", the font's relabelling lost), and gained as many.
void read_alike(CheckedNumbers& checked, const ClueBands& bands, const ReadGlyphs& glyphs, const GridLines& grid,
                const Page& page, const ScanOptions& options) {
    if (!bands.photographed || glyphs.scores.empty()) return;
    ReadGlyphs alike = glyphs;
    alike.scores = scan::read_photo_digit_rows(glyphs.features);
    scan::weigh_by_figure_height(bands, alike.scores);
    CheckedNumbers trial = check_numbers(read_numbers(bands, alike.scores, {}, alike.wholes), bands, grid, page, options);
    if (unmended(trial.checked)) read_in_font(trial, bands, alike, grid, page, options);
    take_if_unique(checked, trial, "the digits: each read with the photo's digits most like it");
}

// A reading nothing else mends, its least surely read lines given the clues the other lines
// leave them (check.hpp's free_doubtful_lines); it replaces `checked` when it has one solution
// (or, its numbers all as read and only their colours given, several).
void read_doubtful_lines_free(CheckedNumbers& checked, const ScanOptions& options) {
    std::optional<scan::CheckedReading> freed =
        scan::free_doubtful_lines(checked.base, checked.readings, {options.max_nodes, options.max_conflicts});
    if (!freed) return;
    freed->tried += checked.checked.tried;
    checked.checked = std::move(*freed);
}

}  // namespace

ScanResult scan_image(const std::string& path, const ScanOptions& options) {
    return scan_image_bytes(read_text(path), path, options);
}

namespace {

// What a reading one way says beside its result: the other way was looked at already and
// found no grid (`both`), and how many numbers read the check's changes left with no value
// (dropped, or merged into the number before them). Asked of it: a photo's clue bands read
// with glare taken out (`without_glare`); it says whether there was any (`glare`).
struct WayRead {
    bool both = false;
    int dropped = 0;
    bool without_glare = false;
    bool glare = false;
};

// The image read one way: straightened as a photo (`only` true), as it is (false), or the way
// it looks (neither, the other tried when that way finds no grid).
ScanResult read_image(const cv::Mat& image, const ScanOptions& options, std::optional<bool> only, WayRead& way) {
    ScanResult result;
    Page page;
    std::string why;
    std::optional<GridLines> grid = page_and_grid(image, page, result.straightened, why, only, &way.both, way.without_glare, &way.glare);
    // Asked to take out glare and finding none: the page is the first reading's, read already.
    if (way.without_glare && !way.glare) return result;
    if (!grid) {
        result.message = why;
        return result;
    }
    ClueBands bands;
    ReadGlyphs glyphs;
    std::vector<ReadNumber> read = read_beside(page, *grid, bands, glyphs);
    if (drop_framed_edges(*grid, bands)) read = read_beside(page, *grid, bands, glyphs);
    if (!clue_sides(read, *grid).both() && result.straightened) read_inside_table(page, grid, bands, glyphs, read);
    if (!clue_sides(read, *grid).both()) read_the_other_way(image, page, grid, bands, glyphs, read, result.straightened);
    result.dark = page.dark;
    OtherGrids others(page, *grid);
    const std::string grid_changed =
        clue_sides(read, *grid).both() ? "" : read_beside_other_grids(others, page, *grid, bands, glyphs, read);
    result.pitch = grid->pitch;
    // A grid with nothing read beside it or above it is no puzzle to read (a picture of a
    // solution, a grid of something else, or a grid found in the wrong place).
    const ClueSides sides = clue_sides(read, *grid);
    if (!sides.both()) {
        result.message = "found a " + std::to_string(grid->width()) + "x" + std::to_string(grid->height()) +
                         " grid but no clue numbers " + (sides.rows ? "above it" : sides.columns ? "left of it" : "left of it or above it");
        if (!read.empty()) result.message += " (numbers beside a fifth of its lines at least each way)";
        return result;
    }

    CheckedNumbers checked = check_numbers(std::move(read), bands, *grid, page, options);
    if (unmended(checked.checked))
        read_in_font(checked, bands, glyphs, *grid, page, options);
    if (unmended(checked.checked))
        read_other_grids(others, checked, page, *grid, bands, glyphs, options);
    if (unmended(checked.checked))
        read_touching(checked, bands, glyphs, *grid, page, options);
    if (unmended(checked.checked))
        read_alike(checked, bands, glyphs, *grid, page, options);
    if (unmended(checked.checked)) read_doubtful_lines_free(checked, options);
    if (!grid_changed.empty()) checked.checked.changes.insert(checked.checked.changes.begin(), grid_changed);
    result.pitch = grid->pitch;
    if (checked.checked.black_and_white) checked.base.palette.clear();
    result.puzzle = scan::puzzle_of(checked.base, checked.readings, checked.checked.values, checked.checked.colours);
    result.verdict = verdict_of(checked.checked);
    result.problems = checked.checked.problems;
    result.changes = checked.checked.changes;
    result.doubts = bare_lines(bands, checked.read);
    result.solution = checked.checked.solution;
    for (std::size_t i = 0; i < checked.read.size() && i < checked.checked.values.size(); ++i)
        way.dropped += !checked.read[i].reading.bare && checked.checked.values[i].empty();
    fill_numbers(result, checked.read, checked.checked, bands, page, options.doubt);
    for (int r = 0; r < grid->height(); ++r)
        for (int c = 0; c < grid->width(); ++c)
            result.cells.push_back(to_image(page, grid->xs[static_cast<std::size_t>(c)], grid->ys[static_cast<std::size_t>(r)],
                                            grid->xs[static_cast<std::size_t>(c) + 1], grid->ys[static_cast<std::size_t>(r) + 1]));
    result.state = played_state(page, *grid, result.puzzle);
    switch (result.verdict) {
        case ScanVerdict::Unique: result.message = "read; the puzzle has one solution"; break;
        case ScanVerdict::Multiple: result.message = "read; the puzzle has several solutions"; break;
        case ScanVerdict::NoSolution: result.message = "the clues read fit their lines but the puzzle has no solution"; break;
        case ScanVerdict::Undecided: result.message = "read; the check's node or conflict limit stopped before the puzzle was solved"; break;
        case ScanVerdict::Inconsistent: result.message = "the clues read do not fit: no reading tried does"; break;
        case ScanVerdict::NotFound: break;
    }
    return result;
}

// A reading that ended with no puzzle: no grid, no consistent reading, or no solution.
bool failed(ScanVerdict verdict) {
    return verdict == ScanVerdict::NotFound || verdict == ScanVerdict::Inconsistent || verdict == ScanVerdict::NoSolution;
}

}  // namespace

// A photo whose reading fails is read again with the glare on its clues taken out (photo.cpp,
// undo_glare), when it has any. An image read the way it looks and failing (no consistent
// reading, or a grid with no clues beside it) is then read the other way too: a screenshot's
// vignette or curved glass may make it look like a photo, a photo of a flat screen like a
// screenshot. Such a second reading is kept only when it has one solution: on a grid of the
// first reading's size whatever its changes, else as read, with one change, or with two of which
// none drops a number. A second try is a second chance for a wrong grid's numbers to be mended
// into some puzzle (a 30x30 photo's 8x6 corner read, with three numbers dropped as no numbers, as
// a puzzle of one solution), and the numbers a wrong grid's bands read hold such junk; on the
// first reading's grid, the second reads the numbers the first did, more clearly.
constexpr std::size_t kOtherWayChanges = 2;

bool kept_second(const ScanResult& first, const ScanResult& second, const WayRead& way) {
    if (second.verdict != ScanVerdict::Unique) return false;
    const bool same_size = first.puzzle.width > 0 && second.puzzle.width == first.puzzle.width &&
                           second.puzzle.height == first.puzzle.height;
    return same_size || (second.changes.size() <= kOtherWayChanges && !(second.changes.size() > 1 && way.dropped > 0));
}

ScanResult scan_image_bytes(std::string_view bytes, const std::string& source, const ScanOptions& options) {
    const cv::Mat image = scan::decode_image(bytes, source, options.max_pixels);
    WayRead first;
    ScanResult result = read_image(image, options, std::nullopt, first);
    if (result.straightened && failed(result.verdict)) {
        WayRead lit;
        lit.without_glare = true;
        ScanResult again = read_image(image, options, true, lit);
        if (lit.glare && kept_second(result, again, lit)) {
            again.changes.insert(again.changes.begin(), "the reading: with the glare on the clues taken out (as photographed: " + result.message + ")");
            return again;
        }
    }
    if (first.both || !failed(result.verdict)) return result;
    WayRead second;
    ScanResult other = read_image(image, options, !result.straightened, second);
    if (!kept_second(result, other, second)) return result;
    other.changes.insert(other.changes.begin(), std::string(other.straightened ? "the reading: as a photo, straightened (as a screenshot: "
                                                                               : "the reading: as a screenshot, not straightened (as a photo: ") +
                                                    result.message + ")");
    return other;
}

}  // namespace nono
