// How well `nono scan` reads clues where the grid is right, apart from finding the grid: for
// every image of a corpus with ground truth (bench/scan/README.md) whose grid the reader finds
// where the truth has it, the clue bands are cut and read as the reader does (before the
// solver's check), and compared with the truth line by line and number by number. With
// Tesseract (built when its headers are found), the same numbers' glyphs are read by it too.
//
//   nono-scan-clues CORPUS [--split tune] [--family F]... [--tesseract] [--show] [--truth-grid] [--alike] [--dump DIR] [--features FILE]
// (--split dev: tune, holdout and fresh, as bench/scan_accuracy.py takes them.)
//
// Figures: images whose grid is right; of them, images with every line read right before the
// check; lines right; digits right (edit distance of each line's clue text, as
// bench/scan_accuracy.py counts); numbers found at a truth clue box and read right by the
// classifier (and by Tesseract, on the same glyphs); of those cut into as many glyphs as the
// truth has digits, the digits the classifier read right (its shapes apart from the cutting);
// and colours: of the numbers found in colour puzzles, those given another palette colour than
// the truth's (each colour read stands for the truth colour most of its numbers have).
// `--dump DIR` writes every misread glyph of a rightly cut number as
// DIR/<image>-<n>-<truth>as<read>-d<distance to the nearest sample>.png. `--truth-grid` gives each
// screenshot the truth's grid instead of the finder's: the bands measured apart from the grid.
// `--alike` reads a photographed page's glyphs each with the page's glyphs most like it
// (read_photo_digits), as `nono scan` reads them again when its first reading is not mended.
// `--features FILE` appends every rightly cut glyph to FILE (float32: its true digit, then
// glyph_features's floats), for scripts/train_digit_net.py --test.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "scan/clues.hpp"
#include "scan/digits.hpp"
#include "scan/glyph.hpp"
#include "scan/grid.hpp"
#include "scan/page.hpp"
#include "scan/palette.hpp"
#include "scan/photo.hpp"
#include "scan/photo_grid.hpp"

#ifdef NONO_HAVE_TESSERACT
#include <tesseract/baseapi.h>
#endif

namespace {

using Json = nlohmann::json;
using namespace nono::scan;

struct Tally {
    int images = 0, grid_right = 0, clues_right = 0;
    long lines = 0, lines_right = 0, digits = 0, digit_errors = 0;
    long numbers = 0, found = 0, classifier_right = 0, tesseract_right = 0;
    long cut_right = 0, shapes = 0, shapes_right = 0;  // numbers cut into the truth's digit count; their digits
    long coloured = 0, colour_errors = 0;               // numbers found in colour puzzles; with a wrong colour
    double reading_cpu = 0;                             // seconds of CPU in read_digits
};

void add(Tally& to, const Tally& t) {
    to.images += t.images, to.grid_right += t.grid_right, to.clues_right += t.clues_right;
    to.lines += t.lines, to.lines_right += t.lines_right, to.digits += t.digits, to.digit_errors += t.digit_errors;
    to.numbers += t.numbers, to.found += t.found, to.classifier_right += t.classifier_right;
    to.tesseract_right += t.tesseract_right;
    to.cut_right += t.cut_right, to.shapes += t.shapes, to.shapes_right += t.shapes_right;
    to.coloured += t.coloured, to.colour_errors += t.colour_errors;
    to.reading_cpu += t.reading_cpu;
}

int edit_distance(const std::string& a, const std::string& b) {
    std::vector<int> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = static_cast<int>(j);
    for (std::size_t i = 1; i <= a.size(); ++i) {
        int previous = row[0];
        row[0] = static_cast<int>(i);
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const int here = std::min({row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] != b[j - 1])});
            previous = row[j];
            row[j] = here;
        }
    }
    return row[b.size()];
}

std::string text_of(const std::vector<int>& values) {
    std::string out;
    for (int v : values) out += (out.empty() ? "" : " ") + std::to_string(v);
    return out;
}

// The truth's clue values and boxes of every row, then every column.
struct TruthLine {
    std::vector<int> values;
    std::vector<cv::Rect2d> boxes;
    std::vector<std::string> colours;  // "#rrggbb" in a colour puzzle
};

// A box of the image in the page's pixels (a photo's page is straightened): the bounding box of
// its corners mapped.
cv::Rect2d to_page(const Page& page, const cv::Rect2d& box) {
    if (page.to_image.empty() || box.area() <= 0) return box;
    const std::vector<cv::Point2d> corners{box.tl(), {box.x + box.width, box.y}, box.br(), {box.x, box.y + box.height}};
    std::vector<cv::Point2d> mapped;
    cv::perspectiveTransform(corners, mapped, page.to_image.inv());
    double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
    for (const cv::Point2d& p : mapped)
        x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
    return {x0, y0, x1 - x0, y1 - y0};
}

std::vector<TruthLine> truth_lines(const Json& truth, const Page& page) {
    std::vector<TruthLine> lines;
    for (const char* side : {"rows", "columns"}) {
        const Json& clues = truth[side];
        const Json& boxes = truth["clue_boxes"][side];
        for (std::size_t i = 0; i < clues.size(); ++i) {
            TruthLine line;
            for (std::size_t k = 0; k < clues[i].size(); ++k) {
                const Json& block = clues[i][k];
                line.values.push_back(block.is_array() ? block[0].get<int>() : block.get<int>());
                line.colours.push_back(block.is_array() ? block[1].get<std::string>() : "");
                const Json& b = boxes[i].size() > k ? boxes[i][k] : Json();
                line.boxes.push_back(b.is_array() ? to_page(page, cv::Rect2d(b[0], b[1], b[2], b[3])) : cv::Rect2d());
            }
            lines.push_back(std::move(line));
        }
    }
    return lines;
}

// Whether the grid found is the truth's (a photo's: its corners mapped into the page, each
// within 0.3 cells of the grid's).
bool grid_matches(const GridLines& grid, const Json& truth, const Page& page) {
    if (grid.width() != truth["width"].get<int>() || grid.height() != truth["height"].get<int>()) return false;
    const double tolerance = 0.3 * grid.pitch;
    std::vector<cv::Point2d> corners;
    if (truth.contains("corners")) {
        for (const Json& c : truth["corners"]) corners.push_back({c[0].get<double>(), c[1].get<double>()});
    } else {
        const Json& g = truth["grid"];
        const double x = g["x"], y = g["y"], w = g["width"], h = g["height"];
        corners = {{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}};
    }
    if (!page.to_image.empty()) cv::perspectiveTransform(corners, corners, page.to_image.inv());
    const std::vector<cv::Point2d> found{{grid.xs.front(), grid.ys.front()}, {grid.xs.back(), grid.ys.front()},
                                         {grid.xs.back(), grid.ys.back()}, {grid.xs.front(), grid.ys.back()}};
    for (std::size_t i = 0; i < 4; ++i)
        if (std::abs(found[i].x - corners[i].x) >= tolerance || std::abs(found[i].y - corners[i].y) >= tolerance) return false;
    return true;
}

// A number's glyphs drawn black on white, scaled to a 40-pixel digit height and padded, as
// Tesseract likes its text.
cv::Mat number_picture(const ClueBands& bands, const ClueGlyphs& number) {
    cv::Mat canvas(number.box.size(), CV_32F, cv::Scalar(0));
    for (int g : number.glyphs) {
        const Glyph& glyph = bands.glyphs[static_cast<std::size_t>(g)];
        const cv::Rect at = (glyph.box - number.box.tl()) & cv::Rect(0, 0, canvas.cols, canvas.rows);
        cv::Mat target = canvas(at);
        cv::max(target, glyph.ink(cv::Rect(0, 0, at.width, at.height)), target);
    }
    cv::Mat picture;
    canvas.convertTo(picture, CV_8U, -255, 255);
    const double scale = 40.0 / std::max(1, picture.rows);
    cv::resize(picture, picture, cv::Size(), scale, scale, cv::INTER_CUBIC);
    cv::copyMakeBorder(picture, picture, 16, 16, 16, 16, cv::BORDER_CONSTANT, cv::Scalar(255));
    return picture;
}

#ifdef NONO_HAVE_TESSERACT
std::optional<int> tesseract_value(tesseract::TessBaseAPI& api, const cv::Mat& picture) {
    api.SetImage(picture.data, picture.cols, picture.rows, 1, static_cast<int>(picture.step));
    char* text = api.GetUTF8Text();
    std::string digits;
    for (const char* c = text; c && *c; ++c)
        if (*c >= '0' && *c <= '9') digits += *c;
    delete[] text;
    if (digits.empty() || digits.size() > 2) return std::nullopt;
    return std::stoi(digits);
}
#endif

struct Run {
    bool tesseract = false;
    bool gaps = false;  // print each pair of neighbouring glyphs on a text line: same number?, gap, centres
    bool show = false;
    bool alike = false;       // photographed pages' glyphs read with read_photo_digits
    bool truth_grid = false;  // screenshots: the truth's grid instead of the finder's (the bands apart from it)
    std::string dump;  // a folder for the misread glyphs' pictures
    std::FILE* features = nullptr;  // every rightly cut glyph: its true digit, then glyph_features's floats
#ifdef NONO_HAVE_TESSERACT
    tesseract::TessBaseAPI api;
#endif
};

// The numbers of each line as the reader cuts them, each glyph's most likely digit.
std::vector<std::vector<int>> values_read(const ClueBands& bands, const std::vector<DigitScores>& scores,
                                          std::vector<const ClueGlyphs*>& groups) {
    std::vector<std::vector<int>> lines;
    for (const auto* side : {&bands.rows, &bands.columns})
        for (const auto& line : *side) {
            std::vector<int> values;
            for (const ClueGlyphs& number : line) {
                if (number.glyphs.size() > 2) continue;  // as the reader: no three-digit clue
                if (number.glyphs.size() == 1 && scores[static_cast<std::size_t>(number.glyphs[0])].digit[0] == 0)
                    continue;  // as the reader: an empty line's 0
                int value = 0;
                for (int g : number.glyphs) value = 10 * value + scores[static_cast<std::size_t>(g)].digit[0];
                values.push_back(value);
                groups.push_back(&number);
            }
            lines.push_back(std::move(values));
        }
    return lines;
}

// Neighbouring glyphs of each line (on one text line), with whether the truth has them in one
// number, their gap and the distance of their middles, in digit heights.
void print_gaps(const ClueBands& bands, const std::vector<TruthLine>& expected, std::size_t height) {
    std::size_t i = 0;
    for (const auto* side : {&bands.rows, &bands.columns})
        for (const auto& line : *side) {
            std::vector<int> glyphs;
            for (const ClueGlyphs& number : line) glyphs.insert(glyphs.end(), number.glyphs.begin(), number.glyphs.end());
            auto truth_box = [&](int g) {
                const cv::Rect& b = bands.glyphs[static_cast<std::size_t>(g)].box;
                const cv::Point2d middle(b.x + b.width / 2.0, b.y + b.height / 2.0);
                for (std::size_t t = 0; i < expected.size() && t < expected[i].boxes.size(); ++t) {
                    cv::Rect2d box = expected[i].boxes[t];
                    box.x -= 1, box.y -= 1, box.width += 2, box.height += 2;
                    if (box.contains(middle)) return static_cast<int>(t);
                }
                return -1;
            };
            for (std::size_t k = 1; k < glyphs.size(); ++k) {
                const cv::Rect& a = bands.glyphs[static_cast<std::size_t>(glyphs[k - 1])].box;
                const cv::Rect& b = bands.glyphs[static_cast<std::size_t>(glyphs[k])].box;
                if (b.y >= a.br().y || a.y >= b.br().y) continue;  // not on one text line
                const int ta = truth_box(glyphs[k - 1]), tb = truth_box(glyphs[k]);
                if (ta < 0 || tb < 0) continue;
                const double h = bands.digit_height;
                std::printf("gap %s %d %.3f %.3f %.3f %.3f\n", i < height ? "row" : "column", ta == tb,
                            (b.x - a.br().x) / h, (b.x + b.width / 2.0 - a.x - a.width / 2.0) / h, a.width / h, b.width / h);
            }
            ++i;
        }
}

// A number found at a truth clue box: its line, its place in the truth's clue, its glyphs.
struct Match {
    std::size_t line, truth;
    const ClueGlyphs* number;
};

// The digits of rightly cut numbers, compared one by one; misread glyphs drawn into run.dump.
void tally_shapes(const std::vector<Match>& matches, const std::vector<TruthLine>& expected, const ClueBands& bands,
                  const std::vector<DigitScores>& scores, const std::string& image, const Run& run, Tally& tally) {
    int dumped = 0;
    for (const Match& m : matches) {
        const std::string want = std::to_string(expected[m.line].values[m.truth]);
        if (want.size() != m.number->glyphs.size()) continue;
        ++tally.cut_right;
        for (std::size_t k = 0; k < want.size(); ++k) {
            const int g = m.number->glyphs[k];
            const int read = scores[static_cast<std::size_t>(g)].digit[0];
            if (run.features) {
                const std::vector<float> f = glyph_features(bands.glyphs[static_cast<std::size_t>(g)].ink);
                const float label = static_cast<float>(want[k] - '0');
                std::fwrite(&label, sizeof label, 1, run.features);
                std::fwrite(f.data(), sizeof(float), f.size(), run.features);
            }
            ++tally.shapes;
            if (read == want[k] - '0') {
                ++tally.shapes_right;
                continue;
            }
            if (run.dump.empty()) continue;
            cv::Mat picture;
            bands.glyphs[static_cast<std::size_t>(g)].ink.convertTo(picture, CV_8U, -255, 255);
            cv::resize(picture, picture, cv::Size(), 4, 4, cv::INTER_NEAREST);
            cv::imwrite(run.dump + "/" + image + "-" + std::to_string(dumped++) + "-" + want[k] + "as" +
                        std::to_string(read) + "-d" + std::to_string(static_cast<int>(scores[static_cast<std::size_t>(g)].distance)) +
                        ".png", picture);
        }
    }
}

// Colours: the palette read from the numbers (as `nono scan` reads it) against the truth's.
// Each colour read stands for the truth colour most of its numbers have, and each truth
// colour for the colour read most of its numbers have; a number either pairing misses is wrong.
void tally_colours(const std::vector<Match>& matches, const std::vector<TruthLine>& expected, const ClueBands& bands,
                   const std::vector<const ClueGlyphs*>& groups, const Page& page, const std::string& image,
                   const Run& run, Tally& tally) {
    if (matches.empty() || expected[matches[0].line].colours[matches[0].truth].empty()) return;
    std::vector<cv::Vec3b> colours;
    std::vector<bool> boxed;
    std::map<const ClueGlyphs*, int> line_of;  // as the reader numbers its lines: rows, then columns
    int line = 0;
    for (const auto* side : {&bands.rows, &bands.columns})
        for (const auto& numbers : *side) {
            for (const ClueGlyphs& number : numbers) line_of[&number] = line;
            ++line;
        }
    std::vector<int> lines;
    for (const ClueGlyphs* number : groups) {
        const Glyph& first = bands.glyphs[static_cast<std::size_t>(number->glyphs[0])];
        colours.push_back(first.colour);
        boxed.push_back(first.boxed);
        lines.push_back(line_of[number]);
    }
    nono::Puzzle puzzle;
    const std::vector<int> index = assign_palette(colours, boxed, page.paper, puzzle, lines);
    std::map<const ClueGlyphs*, int> read_colour;
    for (std::size_t i = 0; i < groups.size(); ++i) read_colour[groups[i]] = index[i];
    std::map<int, std::map<std::string, int>> by_read;
    std::map<std::string, std::map<int, int>> by_truth;
    for (const Match& m : matches) {
        const std::string& want = expected[m.line].colours[m.truth];
        ++by_read[read_colour[m.number]][want];
        ++by_truth[want][read_colour[m.number]];
    }
    auto most = [](const auto& counts) {
        auto best = counts.begin();
        for (auto it = counts.begin(); it != counts.end(); ++it)
            if (it->second > best->second) best = it;
        return best->first;
    };
    long errors = 0;
    for (const Match& m : matches) {
        const std::string& want = expected[m.line].colours[m.truth];
        const int got = read_colour[m.number];
        const bool wrong = most(by_read[got]) != want || most(by_truth[want]) != got;
        errors += wrong;
        if (wrong && run.show) {
            const cv::Vec3b c = bands.glyphs[static_cast<std::size_t>(m.number->glyphs[0])].colour;
            std::printf("%s: colour of %s %zu's number %zu: %s, read as colour %d (ink or box BGR %d %d %d)\n",
                        image.c_str(), m.line < bands.rows.size() ? "row" : "column",
                        (m.line < bands.rows.size() ? m.line : m.line - bands.rows.size()) + 1, m.truth + 1,
                        want.c_str(), got, c[0], c[1], c[2]);
        }
    }
    tally.coloured += static_cast<long>(matches.size());
    tally.colour_errors += errors;
    if (run.show && errors > 0) {
        std::printf("%s: palette read:", image.c_str());
        for (const nono::Colour& c : puzzle.palette) std::printf(" %s #%06x", c.name.c_str(), c.rgb);
        std::printf("\n");
    }
}

// The page and its grid as `nono scan` finds them (src/scan/scan.cpp's page_and_grid): a photo
// straightened first, its grid the finder's when it fills the frame, else counted in the frame;
// a screenshot on its most common colour, else the next; when no grid is found, the other way
// is tried.
std::optional<GridLines> page_and_grid(const cv::Mat& image, Page& page) {
    const bool photo = looks_like_photo(image);
    for (const bool straighten : {photo, !photo}) {
        std::string why;
        std::optional<GridLines> grid;
        if (straighten) {
            std::optional<StraightPage> straight = straightened_page(image, why);
            if (straight) {
                grid = find_grid(straight->page, why);
                if (!grid || !grid_fills_frame(*grid, straight->frame)) {
                    std::optional<GridLines> counted = grid_in_frame(straight->page, straight->frame);
                    if (counted) grid = counted;
                }
                if (grid) page = std::move(straight->page);
            }
        } else {
            for (const cv::Vec3b& paper : paper_colours(image)) {  // the most common colour, else the next
                Page plain = make_page(image, paper);
                grid = find_grid(plain, why);
                if (grid) {
                    page = std::move(plain);
                    break;
                }
            }
        }
        if (grid) return grid;
    }
    return std::nullopt;
}

// A screenshot's grid as the truth has it: its lines evenly spaced in the truth's rectangle,
// without lines reaching into the bands (`--truth-grid`: the bands measured apart from the
// grid finder); nullopt for a photo.
std::optional<GridLines> truth_grid(const Json& truth) {
    if (truth.contains("corners") || truth.value("kind", "") != "screenshot") return std::nullopt;
    const Json& g = truth["grid"];
    GridLines grid;
    const int width = truth["width"].get<int>(), height = truth["height"].get<int>();
    for (int k = 0; k <= width; ++k) grid.xs.push_back(g["x"].get<double>() + k * g["width"].get<double>() / width);
    for (int k = 0; k <= height; ++k) grid.ys.push_back(g["y"].get<double>() + k * g["height"].get<double>() / height);
    grid.pitch = (g["width"].get<double>() / width + g["height"].get<double>() / height) / 2;
    grid.thickness = std::max(1, static_cast<int>(grid.pitch / 12));
    return grid;
}

void measure(const std::filesystem::path& json_path, const Json& truth, Run& run, Tally& tally) {
    ++tally.images;
    const cv::Mat image = cv::imread((json_path.parent_path() / truth["image"].get<std::string>()).string());
    if (image.empty()) return;
    Page page;
    std::optional<GridLines> grid = run.truth_grid ? truth_grid(truth) : std::nullopt;
    if (grid) page = make_page(image);
    else grid = page_and_grid(image, page);
    if (!grid || !grid_matches(*grid, truth, page)) {
        if (run.show) std::cout << json_path.string() << ": grid not found where the truth has it\n";
        return;
    }
    ++tally.grid_right;
    const ClueBands bands = find_clue_glyphs(page, *grid);
    std::vector<cv::Mat> inks;
    for (const Glyph& glyph : bands.glyphs) inks.push_back(glyph.ink);
    const std::clock_t start = std::clock();
    const std::vector<DigitScores> scores = run.alike && bands.photographed ? read_photo_digits(inks) : read_digits(inks);
    tally.reading_cpu += static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
    std::vector<const ClueGlyphs*> groups;
    const std::vector<std::vector<int>> read = values_read(bands, scores, groups);
    const std::vector<TruthLine> expected = truth_lines(truth, page);
    bool all_right = read.size() == expected.size();
    std::size_t group = 0;
    std::vector<Match> matches;
    for (std::size_t i = 0; i < expected.size() && i < read.size(); ++i) {
        const std::string want = text_of(expected[i].values), got = text_of(read[i]);
        ++tally.lines;
        tally.lines_right += want == got;
        for (int v : expected[i].values) tally.digits += static_cast<long>(std::to_string(v).size());
        tally.digit_errors += edit_distance(want, got);
        if (want != got) {
            all_right = false;
            if (run.show)
                std::cout << json_path.string() << ": " << (i < static_cast<std::size_t>(truth["height"].get<int>()) ? "row " : "column ")
                          << (i < static_cast<std::size_t>(truth["height"].get<int>()) ? i : i - truth["height"].get<std::size_t>()) + 1
                          << " read \"" << got << "\", is \"" << want << "\"\n";
        }
        // Numbers: each truth number matched with the number read whose box's middle is in it.
        tally.numbers += static_cast<long>(expected[i].values.size());
        std::vector<bool> matched(expected[i].values.size(), false);
        for (std::size_t k = 0; k < read[i].size(); ++k, ++group) {
            const ClueGlyphs& number = *groups[group];
            const cv::Point2d middle(number.box.x + number.box.width / 2.0, number.box.y + number.box.height / 2.0);
            for (std::size_t t = 0; t < expected[i].values.size(); ++t) {
                cv::Rect2d b = expected[i].boxes[t];
                b.x -= 2, b.y -= 2, b.width += 4, b.height += 4;
                if (matched[t] || !b.contains(middle)) continue;
                matched[t] = true;
                matches.push_back({i, t, &number});
                ++tally.found;
                tally.classifier_right += read[i][k] == expected[i].values[t];
#ifdef NONO_HAVE_TESSERACT
                if (run.tesseract) {
                    const std::optional<int> value = tesseract_value(run.api, number_picture(bands, number));
                    tally.tesseract_right += value && *value == expected[i].values[t];
                }
#endif
                break;
            }
        }
    }
    tally.clues_right += all_right;
    tally_shapes(matches, expected, bands, scores, json_path.stem().string(), run, tally);
    tally_colours(matches, expected, bands, groups, page, json_path.string(), run, tally);
    if (run.gaps) print_gaps(bands, expected, truth["height"].get<std::size_t>());
}

void print(const std::string& name, const Tally& t, bool tesseract) {
    auto pct = [](double a, double b) { return b > 0 ? 100.0 * a / b : 0.0; };
    std::printf("%-14s %4d images, grid right %4d; of those: clues right %5.1f%%, lines %5.1f%%, digits %6.2f%%, "
                "numbers found %6.2f%%, classifier %6.2f%%",
                name.c_str(), t.images, t.grid_right, pct(t.clues_right, t.grid_right), pct(t.lines_right, t.lines),
                pct(static_cast<double>(t.digits - t.digit_errors), t.digits), pct(t.found, t.numbers),
                pct(t.classifier_right, t.found));
    if (tesseract) std::printf(", tesseract %6.2f%%", pct(t.tesseract_right, t.found));
    std::printf(" (of %ld numbers found)\n", t.found);
    std::printf("%-14s   cut into the truth's digits %6.2f%% of numbers found; their digits read right %6.2f%% (of %ld); "
                "colour right %6.2f%% (of %ld numbers in colour puzzles); reading digits %.0f ms of CPU an image\n",
                "", pct(t.cut_right, t.found), pct(t.shapes_right, t.shapes), t.shapes,
                pct(t.coloured - t.colour_errors, t.coloured), t.coloured, 1000 * t.reading_cpu / std::max(1, t.grid_right));
}

}  // namespace

int main(int argc, char** argv) {
    std::string corpus, split = "all";
    std::vector<std::string> families;
    Run run;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--split" && i + 1 < argc) split = argv[++i];
        else if (arg == "--family" && i + 1 < argc) families.push_back(argv[++i]);
        else if (arg == "--tesseract") run.tesseract = true;
        else if (arg == "--show") run.show = true;
        else if (arg == "--gaps") run.gaps = true;
        else if (arg == "--truth-grid") run.truth_grid = true;
        else if (arg == "--alike") run.alike = true;
        else if (arg == "--features" && i + 1 < argc) {
            run.features = std::fopen(argv[++i], "ab");
            if (!run.features) {
                std::cerr << "nono-scan-clues: cannot write " << argv[i] << "\n";
                return 2;
            }
        }
        else if (arg == "--dump" && i + 1 < argc) {
            run.dump = argv[++i];
            std::filesystem::create_directories(run.dump);
        }
        else if (corpus.empty() && arg[0] != '-') corpus = arg;
        else {
            std::cerr << "usage: nono-scan-clues CORPUS [--split S] [--family F]... [--tesseract] [--show] [--truth-grid] [--alike] [--dump DIR] [--features FILE]\n";
            return 2;
        }
    }
#ifdef NONO_HAVE_TESSERACT
    if (run.tesseract) {
        if (run.api.Init(nullptr, "eng") != 0) {
            std::cerr << "nono-scan-clues: Tesseract has no English data (tesseract-ocr-eng)\n";
            return 1;
        }
        run.api.SetPageSegMode(tesseract::PSM_SINGLE_LINE);
        run.api.SetVariable("tessedit_char_whitelist", "0123456789");
    }
#else
    if (run.tesseract) {
        std::cerr << "nono-scan-clues: built without Tesseract (libtesseract-dev)\n";
        return 1;
    }
#endif
    if (corpus.empty()) {
        std::cerr << "usage: nono-scan-clues CORPUS [--split S] [--family F]... [--tesseract] [--show]\n";
        return 2;
    }
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(corpus))
        if (entry.path().extension() == ".json") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    std::map<std::string, Tally> tallies;
    for (const auto& path : files) {
        std::ifstream in(path);
        const Json truth = Json::parse(in, nullptr, false);
        if (!truth.is_object() || !truth.contains("image")) continue;
        const std::string in_split = truth.value("split", "");
        const bool dev = in_split == "tune" || in_split == "holdout" || in_split == "fresh";
        if (split != "all" && in_split != split && !(split == "dev" && dev)) continue;
        const std::string family = truth.value("family", "");
        if (!families.empty() && std::find(families.begin(), families.end(), family) == families.end()) continue;
        Tally one;
        measure(path, truth, run, one);
        for (Tally* t : {&tallies[family], &tallies["all"]}) add(*t, one);
    }
    for (const auto& [name, tally] : tallies)
        if (name != "all") print(name, tally, run.tesseract);
    print("all", tallies["all"], run.tesseract);
    return 0;
}
