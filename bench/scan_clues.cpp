// How well `nono scan` reads clues where the grid is right, apart from finding the grid: for
// every image of a corpus with ground truth (bench/scan/README.md) whose grid the reader finds
// where the truth has it, the clue bands are cut and read as the reader does (before the
// solver's check), and compared with the truth line by line and number by number. With
// Tesseract (built when its headers are found), the same numbers' glyphs are read by it too.
//
//   nono-scan-clues CORPUS [--split tune] [--family F]... [--tesseract] [--show]
//
// Figures: images whose grid is right; of them, images with every line read right before the
// check; lines right; digits right (edit distance of each line's clue text, as
// bench/scan_accuracy.py counts); numbers found at a truth clue box and read right by the
// classifier (and by Tesseract, on the same glyphs).
#include <algorithm>
#include <cmath>
#include <cstdio>
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
#include "scan/grid.hpp"
#include "scan/page.hpp"

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
};

void add(Tally& to, const Tally& t) {
    to.images += t.images, to.grid_right += t.grid_right, to.clues_right += t.clues_right;
    to.lines += t.lines, to.lines_right += t.lines_right, to.digits += t.digits, to.digit_errors += t.digit_errors;
    to.numbers += t.numbers, to.found += t.found, to.classifier_right += t.classifier_right;
    to.tesseract_right += t.tesseract_right;
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
};

std::vector<TruthLine> truth_lines(const Json& truth) {
    std::vector<TruthLine> lines;
    for (const char* side : {"rows", "columns"}) {
        const Json& clues = truth[side];
        const Json& boxes = truth["clue_boxes"][side];
        for (std::size_t i = 0; i < clues.size(); ++i) {
            TruthLine line;
            for (std::size_t k = 0; k < clues[i].size(); ++k) {
                const Json& block = clues[i][k];
                line.values.push_back(block.is_array() ? block[0].get<int>() : block.get<int>());
                const Json& b = boxes[i].size() > k ? boxes[i][k] : Json();
                line.boxes.push_back(b.is_array() ? cv::Rect2d(b[0], b[1], b[2], b[3]) : cv::Rect2d());
            }
            lines.push_back(std::move(line));
        }
    }
    return lines;
}

bool grid_matches(const GridLines& grid, const Json& truth) {
    if (grid.width() != truth["width"].get<int>() || grid.height() != truth["height"].get<int>()) return false;
    const Json& g = truth["grid"];
    const double tolerance = 0.3 * grid.pitch;
    return std::abs(grid.xs.front() - g["x"].get<double>()) < tolerance &&
           std::abs(grid.ys.front() - g["y"].get<double>()) < tolerance &&
           std::abs(grid.xs.back() - (g["x"].get<double>() + g["width"].get<double>())) < tolerance &&
           std::abs(grid.ys.back() - (g["y"].get<double>() + g["height"].get<double>())) < tolerance;
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

void measure(const std::filesystem::path& json_path, const Json& truth, Run& run, Tally& tally) {
    ++tally.images;
    const cv::Mat image = cv::imread((json_path.parent_path() / truth["image"].get<std::string>()).string());
    if (image.empty()) return;
    const Page page = make_page(image);
    std::string why;
    const std::optional<GridLines> grid = find_grid(page, why);
    if (!grid || !grid_matches(*grid, truth)) {
        if (run.show) std::cout << json_path.string() << ": grid not found where the truth has it\n";
        return;
    }
    ++tally.grid_right;
    const ClueBands bands = find_clue_glyphs(page, *grid);
    std::vector<cv::Mat> inks;
    for (const Glyph& glyph : bands.glyphs) inks.push_back(glyph.ink);
    const std::vector<DigitScores> scores = read_digits(inks);
    std::vector<const ClueGlyphs*> groups;
    const std::vector<std::vector<int>> read = values_read(bands, scores, groups);
    const std::vector<TruthLine> expected = truth_lines(truth);
    bool all_right = read.size() == expected.size();
    std::size_t group = 0;
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
        else if (corpus.empty() && arg[0] != '-') corpus = arg;
        else {
            std::cerr << "usage: nono-scan-clues CORPUS [--split S] [--family F]... [--tesseract] [--show]\n";
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
        if (split != "all" && truth.value("split", "") != split) continue;
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
