// Photos in `nono scan` (src/scan/photo.hpp): a photo is told from a screenshot by its pixels
// (a JPEG screenshot is still a screenshot), and a printed page photographed turned, in
// perspective, unevenly lit, noisy and blurred is straightened and read to the same clues as
// its flat image. The photos are made here from the committed test screenshots.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "make/grey_image.hpp"
#include "nono/scan.hpp"
#include "scan/grid.hpp"
#include "scan/photo.hpp"
#include "scan/photo_grid.hpp"

namespace {

const std::string kFlat = std::string(NONO_TEST_DATA_DIR) + "/scan/tune/render-light/002-ex62";

// How the page is photographed.
struct Shot {
    double turn = 3;      // degrees
    double push = 0.03;   // each corner moved up to this share of the photo's size (perspective)
    double dim = 0.7;     // the light falls off to this share on one side
    double noise = 3;     // grey levels
    double blur = 1.0;    // pixels
    double scale = 1.25;  // of the flat image
    double ink = 1;       // the share of its darkness the print's ink keeps (a pale print: less)
    double flash = 0;     // a flash's glare: white mixed in, this much at its middle, less around
    unsigned seed = 1;
};

// A phone photo of the flat page lying on a table, as a decoded JPEG.
cv::Mat photograph(const cv::Mat& flat_image, const Shot& shot) {
    std::mt19937 rng(shot.seed);
    std::uniform_real_distribution<double> unit(-1, 1);
    cv::Mat flat;
    cv::resize(flat_image, flat, cv::Size(), shot.scale, shot.scale, cv::INTER_CUBIC);
    flat.convertTo(flat, -1, shot.ink, 255 * (1 - shot.ink));
    const cv::Size size(flat.cols * 13 / 10, flat.rows * 13 / 10);
    const double angle = shot.turn * CV_PI / 180, push = shot.push * std::max(size.width, size.height);
    const std::vector<cv::Point2f> from{{0, 0}, {static_cast<float>(flat.cols), 0},
                                        {static_cast<float>(flat.cols), static_cast<float>(flat.rows)},
                                        {0, static_cast<float>(flat.rows)}};
    std::vector<cv::Point2f> to;
    for (const cv::Point2f& p : from) {
        const double x = p.x - flat.cols / 2.0, y = p.y - flat.rows / 2.0;
        to.emplace_back(static_cast<float>(size.width / 2.0 + x * std::cos(angle) - y * std::sin(angle) + push * unit(rng)),
                        static_cast<float>(size.height / 2.0 + x * std::sin(angle) + y * std::cos(angle) + push * unit(rng)));
    }
    cv::Mat photo(size, CV_8UC3, cv::Scalar(70, 90, 110));  // a brown table
    cv::warpPerspective(flat, photo, cv::getPerspectiveTransform(from, to), size, cv::INTER_CUBIC, cv::BORDER_TRANSPARENT);
    cv::Mat light(size, CV_32FC3);
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            const float level = static_cast<float>(shot.dim + (0.97 - shot.dim) * x / size.width);
            light.at<cv::Vec3f>(y, x) = {level, level, level};
        }
    cv::Mat lit, noise(size, CV_32FC3);
    photo.convertTo(lit, CV_32FC3);
    lit = lit.mul(light);
    if (shot.flash > 0)
        for (int y = 0; y < size.height; ++y)
            for (int x = 0; x < size.width; ++x) {
                // Its middle above the grid's top right, where the column clues are.
                const double dx = (x - 0.6 * size.width) / size.width, dy = (y - 0.3 * size.height) / size.height;
                const float glare = static_cast<float>(shot.flash * std::exp(-(dx * dx + dy * dy) / (2 * 0.2 * 0.2)));
                cv::Vec3f& c = lit.at<cv::Vec3f>(y, x);
                for (int k = 0; k < 3; ++k) c[k] = c[k] * (1 - glare) + 250 * glare;
            }
    cv::theRNG().state = shot.seed;
    cv::randn(noise, 0, shot.noise);
    lit += noise;
    cv::GaussianBlur(lit, lit, cv::Size(), shot.blur);
    lit.convertTo(photo, CV_8UC3);
    std::vector<unsigned char> jpeg;
    cv::imencode(".jpg", photo, jpeg, {cv::IMWRITE_JPEG_QUALITY, 75});
    return cv::imdecode(jpeg, cv::IMREAD_COLOR);
}

nlohmann::json truth(const std::string& stem = kFlat) {
    std::ifstream in(stem + ".json");
    return nlohmann::json::parse(in);
}

// The clues of `result` are the truth's.
void expect_clues(const nono::ScanResult& result, const nlohmann::json& t) {
    ASSERT_EQ(result.puzzle.rows.size(), t["rows"].size());
    ASSERT_EQ(result.puzzle.columns.size(), t["columns"].size());
    for (std::size_t r = 0; r < t["rows"].size(); ++r)
        EXPECT_EQ(result.puzzle.rows[r], t["rows"][r].get<nono::Clue>()) << "row " << r;
    for (std::size_t c = 0; c < t["columns"].size(); ++c)
        EXPECT_EQ(result.puzzle.columns[c], t["columns"][c].get<nono::Clue>()) << "column " << c;
}

TEST(ScanPhoto, ToldFromAScreenshotByItsPixels) {
    const cv::Mat flat = cv::imread(kFlat + ".png", cv::IMREAD_COLOR);
    ASSERT_FALSE(flat.empty());
    EXPECT_FALSE(nono::scan::looks_like_photo(flat));
    std::vector<unsigned char> jpeg;
    cv::imencode(".jpg", flat, jpeg, {cv::IMWRITE_JPEG_QUALITY, 80});
    EXPECT_FALSE(nono::scan::looks_like_photo(cv::imdecode(jpeg, cv::IMREAD_COLOR)));
    EXPECT_TRUE(nono::scan::looks_like_photo(photograph(flat, Shot{})));
}

TEST(ScanPhoto, TurnedGridIsStraightenedToItsSize) {
    const nlohmann::json t = truth();
    const cv::Mat flat = cv::imread(kFlat + ".png", cv::IMREAD_COLOR);
    for (const double turn : {-4.5, -2.0, 3.5}) {
        Shot shot;
        shot.turn = turn;
        shot.seed = static_cast<unsigned>(turn * 10 + 50);
        std::string why;
        const std::optional<nono::scan::StraightPage> straight = nono::scan::straightened_page(photograph(flat, shot), why);
        ASSERT_TRUE(straight) << why;
        const std::optional<nono::scan::GridLines> grid = nono::scan::find_grid(straight->page, why);
        ASSERT_TRUE(grid) << why;
        EXPECT_EQ(grid->width(), t["width"].get<int>()) << "turned " << turn;
        EXPECT_EQ(grid->height(), t["height"].get<int>()) << "turned " << turn;
    }
}

// Whether the colours of `result`'s blocks stand one for one for the truth's (`t`: its rows'
// and columns' [length, "#rrggbb"] blocks), each truth colour read as one colour of its own.
void expect_colours_one_for_one(const nono::ScanResult& result, const nlohmann::json& t) {
    ASSERT_EQ(result.puzzle.row_colours.size(), t["rows"].size());
    std::map<std::string, int> read_as;
    std::set<int> taken;
    auto line = [&](const nlohmann::json& blocks, const std::vector<int>& colours, const std::string& name) {
        ASSERT_EQ(colours.size(), blocks.size()) << name;
        for (std::size_t b = 0; b < blocks.size(); ++b) {
            const std::string truth_colour = blocks[b][1].get<std::string>();
            const auto [at, added] = read_as.emplace(truth_colour, colours[b]);
            if (added) EXPECT_TRUE(taken.insert(colours[b]).second) << name << ": " << truth_colour << " read as another's colour";
            EXPECT_EQ(at->second, colours[b]) << name << ", block " << b << ": " << truth_colour;
        }
    };
    for (std::size_t r = 0; r < t["rows"].size(); ++r) line(t["rows"][r], result.puzzle.row_colours[r], "row " + std::to_string(r));
    for (std::size_t c = 0; c < t["columns"].size(); ++c)
        line(t["columns"][c], result.puzzle.column_colours[c], "column " + std::to_string(c));
}

// The flat test page photographed as `shot` says, read as `nono scan` reads a file; the reading
// must be the flat page's clues, straightened and unique.
void expect_photo_read(const Shot& shot, const std::string& name) {
    const std::filesystem::path path = std::filesystem::temp_directory_path() / name;
    cv::imwrite(path.string(), photograph(cv::imread(kFlat + ".png", cv::IMREAD_COLOR), shot));
    const nono::ScanResult result = nono::scan_image(path.string());
    std::filesystem::remove(path);
    EXPECT_TRUE(result.straightened);
    EXPECT_EQ(result.verdict, nono::ScanVerdict::Unique) << result.message;
    expect_clues(result, truth());
}

TEST(ScanPhoto, PhotoIsReadToTheFlatPagesClues) {
    Shot shot;
    shot.turn = -3;
    shot.seed = 7;
    expect_photo_read(shot, "nono_scan_photo_test.jpg");
}

// A pale print (a newspaper's thin grey ink, blurred): the clues' digits are 150 of 255 on
// paper at 250. Whitening the clue bands' light levels (for grey clue boxes) made them paper
// too ("no clue numbers"); the bands' ink is now stretched to a screenshot's darkness.
TEST(ScanPhoto, PalePrintIsRead) {
    Shot shot;
    shot.ink = 0.4;
    shot.blur = 1.2;
    shot.seed = 3;
    expect_photo_read(shot, "nono_scan_pale_test.jpg");
}

// A printed puzzle-book page (grey thin lines, boxed clues; photo-b of the corpus): its thin
// lines, blurred to a few grey levels, were lost when the light was evened and whitened, so
// only the thick lines every five cells were found (a 2x2 grid).
TEST(ScanPhoto, BookPageWithFaintGreyLinesIsRead) {
    const std::string stem = std::string(NONO_TEST_DATA_DIR) + "/scan/holdout/photo-b/001-ex31";
    const nono::ScanResult result = nono::scan_image(stem + ".jpg");
    EXPECT_TRUE(result.straightened);
    EXPECT_EQ(result.verdict, nono::ScanVerdict::Unique) << result.message;
    expect_clues(result, truth(stem));
}

// The cells counted in `frame` of a drawn page, after grain (when `grainy`) and a blur.
std::optional<nono::scan::GridLines> counted_in_frame(cv::Mat page_image, const cv::Rect2d& frame, bool grainy, double blur) {
    if (grainy) {
        cv::Mat noise(page_image.size(), CV_8UC3);
        cv::theRNG().state = 5;
        cv::randu(noise, 0, 6);
        page_image -= noise;
    }
    cv::GaussianBlur(page_image, page_image, cv::Size(), blur);
    return nono::scan::grid_in_frame(nono::scan::make_page(page_image), frame);
}

// Cells are counted in a straightened frame from lines a few grey levels dark, broken by
// noise, with a darker line every five cells (whose count alone, 3 by 2, must not win).
TEST(ScanPhoto, CellsAreCountedInTheFrame) {
    const int columns = 15, rows = 10, pitch = 20, x0 = 40, y0 = 30;
    cv::Mat page_image(y0 + rows * pitch + 40, x0 + columns * pitch + 40, CV_8UC3, cv::Scalar(255, 255, 255));
    for (int c = 0; c <= columns; ++c) {
        const int level = c % 5 == 0 ? 40 : 236;
        cv::line(page_image, {x0 + c * pitch, y0}, {x0 + c * pitch, y0 + rows * pitch}, cv::Scalar::all(level), c % 5 == 0 ? 2 : 1);
    }
    for (int r = 0; r <= rows; ++r) {
        const int level = r % 5 == 0 ? 40 : 236;
        cv::line(page_image, {x0, y0 + r * pitch}, {x0 + columns * pitch, y0 + r * pitch}, cv::Scalar::all(level), r % 5 == 0 ? 2 : 1);
    }
    const std::optional<nono::scan::GridLines> grid =
        counted_in_frame(page_image, cv::Rect2d(x0, y0, columns * pitch, rows * pitch), true, 1.0);
    ASSERT_TRUE(grid);
    EXPECT_EQ(grid->width(), columns);
    EXPECT_EQ(grid->height(), rows);
    EXPECT_NEAR(grid->xs[7], x0 + 7 * pitch, 1.0);
    EXPECT_NEAR(grid->pitch, pitch, 0.5);
}

// A sheet part-solved in pencil: crosses in most cells of some lines put a dark spot at those
// cells' middles, and scribbled cells darken whole cells. Counted from the mean darkness
// alone, the middles showed as lines too, and twice the columns (30 for 15) were counted.
TEST(ScanPhoto, PencilCrossesAreNotCountedAsLines) {
    const int columns = 15, rows = 12, pitch = 24, x0 = 40, y0 = 30;
    cv::Mat page_image(y0 + rows * pitch + 40, x0 + columns * pitch + 40, CV_8UC3, cv::Scalar(255, 255, 255));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c) {
            const cv::Point corner(x0 + c * pitch, y0 + r * pitch);
            if ((r * 7 + c * 3) % 10 < 6) {  // crossed
                cv::line(page_image, corner + cv::Point(5, 5), corner + cv::Point(pitch - 5, pitch - 5), cv::Scalar::all(150), 1);
                cv::line(page_image, corner + cv::Point(pitch - 5, 5), corner + cv::Point(5, pitch - 5), cv::Scalar::all(150), 1);
            } else if ((r + c) % 4 == 0) {  // scribbled
                cv::rectangle(page_image, corner + cv::Point(3, 3), corner + cv::Point(pitch - 3, pitch - 3), cv::Scalar::all(170), cv::FILLED);
            }
        }
    for (int c = 0; c <= columns; ++c)
        cv::line(page_image, {x0 + c * pitch, y0}, {x0 + c * pitch, y0 + rows * pitch}, cv::Scalar::all(120), 1);
    for (int r = 0; r <= rows; ++r)
        cv::line(page_image, {x0, y0 + r * pitch}, {x0 + columns * pitch, y0 + r * pitch}, cv::Scalar::all(120), 1);
    const std::optional<nono::scan::GridLines> grid =
        counted_in_frame(page_image, cv::Rect2d(x0, y0, columns * pitch, rows * pitch), true, 1.0);
    ASSERT_TRUE(grid);
    EXPECT_EQ(grid->width(), columns);
    EXPECT_EQ(grid->height(), rows);
}

// A straightened photo's lines may still slant a few pixels over the grid (scan-book/006, a
// 25x40 grid counted as 25x2): each line then darkens a column only along part of its length,
// and the steady profile, measured column by column, lost all but the thick lines.
TEST(ScanPhoto, SlightlySlantedLinesAreCounted) {
    const int columns = 15, rows = 30, pitch = 24, x0 = 40, y0 = 30, slant = 7;
    cv::Mat page_image(y0 + rows * pitch + 40, x0 + columns * pitch + 40, CV_8UC3, cv::Scalar(255, 255, 255));
    for (int c = 0; c <= columns; ++c)
        cv::line(page_image, {x0 + c * pitch, y0}, {x0 + c * pitch + slant, y0 + rows * pitch}, cv::Scalar::all(c % 5 ? 232 : 40), c % 5 ? 1 : 2);
    for (int r = 0; r <= rows; ++r)
        cv::line(page_image, {x0, y0 + r * pitch}, {x0 + columns * pitch, y0 + r * pitch + slant / 2}, cv::Scalar::all(r % 5 ? 232 : 40), r % 5 ? 1 : 2);
    const std::optional<nono::scan::GridLines> grid =
        counted_in_frame(page_image, cv::Rect2d(x0, y0, columns * pitch, rows * pitch), false, 0.7);
    ASSERT_TRUE(grid);
    EXPECT_EQ(grid->width(), columns);
    EXPECT_EQ(grid->height(), rows);
}

// A sheet photographed with its thin lines too faint for the screenshot grid finder, which then
// finds only the thick lines every five cells: a 2x2 grid filling the frame (photo-desk/004, a
// 10x10 puzzle, read as "a 2x2 grid but no clue numbers"). The cells counted in the frame
// split that grid's cells, so they are the grid; a count that moves its lines, or has fewer
// cells, does not.
TEST(ScanPhoto, ThickLinesAloneAreRefinedByTheCountedCells) {
    auto grid = [](int cells, double from, double pitch) {
        nono::scan::GridLines g;
        for (int k = 0; k <= cells; ++k) g.xs.push_back(from + k * pitch), g.ys.push_back(from + k * pitch);
        g.pitch = pitch;
        return g;
    };
    const nono::scan::GridLines blocks = grid(2, 50, 115), cells = grid(10, 50.8, 23);
    EXPECT_TRUE(nono::scan::grid_refines(cells, blocks));
    EXPECT_FALSE(nono::scan::grid_refines(blocks, cells));
    EXPECT_FALSE(nono::scan::grid_refines(cells, cells));
    EXPECT_FALSE(nono::scan::grid_refines(grid(9, 50, 230.0 / 9), blocks));  // its lines miss the blocks' middle line
}

// A photo of a page whose clue cells are ruled as the grid's cells (a table: web-inline on a
// monitor, photo-monitor/004, a 35x35 puzzle read as "a 44x22 grid") is straightened by the
// table's outline; the finder's grid, its clue cells dropped, ends on the frame's right and
// bottom lines and begins inside it, and is the grid in that frame. A grid ending short of
// the frame, or reaching past it, is not.
TEST(ScanPhoto, GridOfARuledTableFillsTheTablesFrame) {
    nono::scan::GridLines grid;
    for (int k = 0; k <= 10; ++k) grid.xs.push_back(120 + k * 23), grid.ys.push_back(110 + k * 23);
    grid.pitch = 23;
    EXPECT_TRUE(nono::scan::grid_fills_frame(grid, cv::Rect2d(121, 109, 229, 231)));  // the grid alone
    EXPECT_TRUE(nono::scan::grid_fills_frame(grid, cv::Rect2d(52, 41, 298, 299)));    // a table: 3 clue cells each way
    EXPECT_FALSE(nono::scan::grid_fills_frame(grid, cv::Rect2d(52, 41, 344, 299)));   // the frame 2 cells wider
    EXPECT_FALSE(nono::scan::grid_fills_frame(grid, cv::Rect2d(52, 41, 298, 345)));   // and taller
    EXPECT_FALSE(nono::scan::grid_fills_frame(grid, cv::Rect2d(166, 110, 184, 230))); // the grid begins left of it
}

// A JPEG's APP1 segment carrying only an EXIF orientation, in either byte order.
std::string exif_segment(int orientation, bool little) {
    std::string tiff = little ? std::string("II\x2a\0\x08\0\0\0", 8) : std::string("MM\0\x2a\0\0\0\x08", 8);
    auto u16 = [&](unsigned v) {
        tiff += little ? static_cast<char>(v & 0xff) : static_cast<char>(v >> 8);
        tiff += little ? static_cast<char>(v >> 8) : static_cast<char>(v & 0xff);
    };
    u16(1);                                   // one entry
    u16(0x0112), u16(3), u16(little ? 1 : 0), u16(little ? 0 : 1);  // Orientation, SHORT, count 1
    u16(static_cast<unsigned>(orientation)), u16(0);
    u16(0), u16(0);                           // no next IFD
    const std::string data = std::string("Exif\0\0", 6) + tiff;
    const std::size_t length = data.size() + 2;
    return std::string("\xff\xe1", 2) + static_cast<char>(length >> 8) + static_cast<char>(length & 0xff) + data;
}

TEST(ScanPhoto, ExifOrientationIsParsed) {
    for (const bool little : {true, false})
        for (const int orientation : {1, 3, 6, 8}) {
            const std::string segment = exif_segment(orientation, little);
            const auto* data = reinterpret_cast<const unsigned char*>(segment.data()) + 4;
            EXPECT_EQ(nono::make::exif_orientation(data, segment.size() - 4), orientation) << little;
        }
    const unsigned char damaged[] = "Exif\0\0MM\0\x2a\xff\xff\xff\xff";
    EXPECT_EQ(nono::make::exif_orientation(damaged, sizeof damaged - 1), 1);
}

// A phone stores a picture taken upright on its side with an orientation tag (6: turn it a
// quarter clockwise to show it); the scan reads it as shown. Read as stored, the clue bands
// were below and left of the grid and no clue numbers were found above it.
TEST(ScanPhoto, JpegIsTurnedAsItsExifOrientationSays) {
    const nlohmann::json t = truth();
    cv::Mat stored;
    cv::rotate(cv::imread(kFlat + ".png", cv::IMREAD_COLOR), stored, cv::ROTATE_90_COUNTERCLOCKWISE);
    std::vector<unsigned char> jpeg;
    cv::imencode(".jpg", stored, jpeg, {cv::IMWRITE_JPEG_QUALITY, 95});
    const std::string bytes(jpeg.begin(), jpeg.end());
    const std::string tagged = bytes.substr(0, 2) + exif_segment(6, true) + bytes.substr(2);
    const nono::ScanResult result = nono::scan_image_bytes(tagged, "turned.jpg");
    EXPECT_EQ(result.verdict, nono::ScanVerdict::Unique) << result.message;
    expect_clues(result, t);
}

}  // namespace

// A phone photo of a screen in a dark theme: a grid of light lines on a dark screen, in a
// bezel of coarse grain (many small holes of every size when thresholded), text-like strokes
// beside the grid, seen in perspective. The grid's corners in the photo are returned in
// `corners` (top-left, top-right, bottom-right, bottom-left).
cv::Mat dark_screen_photo(int cells, int pitch, std::array<cv::Point2f, 4>& corners) {
    const int margin = 3 * pitch, side = cells * pitch + 2 * margin;
    cv::Mat screen(side, side, CV_8UC3, cv::Scalar(40, 30, 30));
    for (int k = 0; k <= cells; ++k) {
        const int at = margin + k * pitch;
        cv::line(screen, {at, margin}, {at, margin + cells * pitch}, cv::Scalar(110, 105, 100), 1);
        cv::line(screen, {margin, at}, {margin + cells * pitch, at}, cv::Scalar(110, 105, 100), 1);
    }
    for (int r = 0; r < cells; ++r)  // row clues: short light strokes left of the grid
        for (int d = 0; d < 2; ++d)
            cv::putText(screen, std::to_string((r * 7 + d * 3) % 9 + 1), {margin - (d + 1) * pitch + 6, margin + r * pitch + pitch - 8},
                        cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar(200, 200, 200), 1);
    const int photo_side = side * 14 / 10;
    cv::Mat photo(photo_side, photo_side, CV_8UC3);
    cv::theRNG().state = 11;
    cv::randu(photo, 0, 255);  // a textured bezel: blotches of dark and lighter grey
    cv::GaussianBlur(photo, photo, cv::Size(), 2.5);
    photo.convertTo(photo, -1, 4, -4 * 128 + 45);
    const float s = static_cast<float>(side), o = static_cast<float>(photo_side - side) / 2;
    const std::vector<cv::Point2f> from{{0, 0}, {s, 0}, {s, s}, {0, s}};
    const std::vector<cv::Point2f> to{{o + 0.08f * s, o}, {o + 0.95f * s, o + 0.03f * s}, {o + s, o + s}, {o - 0.02f * s, o + 0.97f * s}};
    const cv::Mat warp = cv::getPerspectiveTransform(from, to);
    cv::warpPerspective(screen, photo, warp, photo.size(), cv::INTER_LINEAR, cv::BORDER_TRANSPARENT);
    const float g0 = static_cast<float>(margin), g1 = static_cast<float>(margin + cells * pitch);
    std::vector<cv::Point2f> grid{{g0, g0}, {g1, g0}, {g1, g1}, {g0, g1}}, moved;
    cv::perspectiveTransform(grid, moved, warp);
    std::copy(moved.begin(), moved.end(), corners.begin());
    cv::GaussianBlur(photo, photo, cv::Size(), 1.0);
    std::vector<unsigned char> jpeg;
    cv::imencode(".jpg", photo, jpeg, {cv::IMWRITE_JPEG_QUALITY, 80});
    return cv::imdecode(jpeg, cv::IMREAD_COLOR);
}

// A screen's grid of light lines on dark, in a grainy bezel: the inked outline is the grain's
// or none, and the grid is found by its long straight lines (photo_lines.hpp): the page is
// straightened by the grid's own corners, within a third of a cell.
TEST(ScanPhoto, DarkScreensGridIsFoundByItsStraightLines) {
    for (const auto& [cells, pitch] : {std::pair{12, 30}, std::pair{8, 36}}) {
        std::array<cv::Point2f, 4> corners;
        const cv::Mat photo = dark_screen_photo(cells, pitch, corners);
        std::string why;
        const std::optional<nono::scan::StraightPage> straight = nono::scan::straightened_page(photo, why);
        ASSERT_TRUE(straight) << why;
        const cv::Rect2d& f = straight->frame;
        const std::vector<cv::Point2f> frame{{static_cast<float>(f.x), static_cast<float>(f.y)},
                                             {static_cast<float>(f.br().x), static_cast<float>(f.y)},
                                             {static_cast<float>(f.br().x), static_cast<float>(f.br().y)},
                                             {static_cast<float>(f.x), static_cast<float>(f.br().y)}};
        std::vector<cv::Point2f> in_photo;
        cv::perspectiveTransform(frame, in_photo, straight->page.to_image);
        for (std::size_t k = 0; k < 4; ++k)
            EXPECT_LT(cv::norm(in_photo[k] - corners[k]), pitch / 3.0) << cells << " cells of " << pitch << ", corner " << k;
    }
}

// The check that a quadrilateral frames a grid: the grid's own corners do, of dark lines on
// light or light lines on dark; half the grid, its cells counted, does too; the bezel's grain
// around it does not.
TEST(ScanPhoto, OnlyAGridsCornersFrameAGrid) {
    std::array<cv::Point2f, 4> corners;
    const cv::Mat photo = dark_screen_photo(12, 30, corners);
    cv::Mat grey;
    cv::cvtColor(photo, grey, cv::COLOR_BGR2GRAY);
    EXPECT_TRUE(nono::scan::frames_grid(grey, corners));
    EXPECT_TRUE(nono::scan::frames_grid(cv::Mat(255 - grey), corners));
    const float w = static_cast<float>(grey.cols), h = static_cast<float>(grey.rows);
    EXPECT_FALSE(nono::scan::frames_grid(grey, {cv::Point2f(2, 2), cv::Point2f(w - 3, 2), cv::Point2f(w - 3, h - 3), cv::Point2f(2, h - 3)}));
    EXPECT_FALSE(nono::scan::frames_grid(grey, {cv::Point2f(2, 2), cv::Point2f(0.15f * w, 2), cv::Point2f(0.15f * w, 0.3f * h), cv::Point2f(2, 0.3f * h)}));
}

// The steady darkness the frame's count (photo_grid.cpp) and the curled page's tracing
// (dewarp.cpp) both take: a line dark along all its length, drifting a pixel or two, keeps its
// darkness; a short mark as dark (a digit, a cross) does not reach the share of the length.
TEST(ScanPhoto, SteadyDarknessKeepsLinesNotMarks) {
    cv::Mat dark = cv::Mat::zeros(100, 60, CV_8U);
    cv::line(dark, {20, 0}, {21, 99}, cv::Scalar(200), 1);   // a line, a pixel's drift
    cv::line(dark, {40, 10}, {40, 40}, cv::Scalar(200), 1);  // a mark along a third of the length
    const std::vector<double> columns = nono::scan::steady_darkness(dark, true, 0.6, 2);
    ASSERT_EQ(columns.size(), 60u);
    EXPECT_EQ(columns[20], 200);
    EXPECT_EQ(columns[21], 200);
    EXPECT_EQ(columns[40], 0);
    EXPECT_EQ(columns[5], 0);
    const std::vector<double> rows = nono::scan::steady_darkness(cv::Mat(dark.t()), false, 0.6, 2);
    ASSERT_EQ(rows.size(), 60u);
    EXPECT_EQ(rows[20], 200);
    EXPECT_EQ(rows[40], 0);
}

// A newspaper's puzzle page: the clue bands on grey panels (the grid's outline runs round
// them too, an L whose corners are not the grid's), beside a halftone picture (thousands of
// small holes in its ink). The grid is the first outline around the most holes alike in size
// that frames a grid, its corners those of the rim of those holes: straightened to the grid's
// 20 by 20 cells (before, a 14 by 36 grid was found in the wrong corners).
TEST(ScanPhoto, GridAmongGreyPanelsAndHalftoneIsFramedByItsCells) {
    const cv::Mat flat = cv::imread(kFlat + ".png", cv::IMREAD_COLOR);
    ASSERT_FALSE(flat.empty());
    cv::Mat sheet(520, 820, CV_8UC3, cv::Scalar(255, 255, 255));
    flat.copyTo(sheet(cv::Rect(0, 20, flat.cols, flat.rows)));
    for (const cv::Rect panel : {cv::Rect(4, 90, 64, 400), cv::Rect(70, 24, 400, 64)}) {
        cv::Mat area = sheet(panel), grey;
        cv::cvtColor(area, grey, cv::COLOR_BGR2GRAY);
        area.setTo(cv::Scalar(165, 165, 165), grey > 200);
    }
    cv::Mat halftone = sheet(cv::Rect(510, 60, 290, 400));
    halftone.setTo(cv::Scalar(50, 50, 50));
    for (int y = 1; y < halftone.rows; y += 5)
        for (int x = 1; x < halftone.cols; x += 5) cv::rectangle(halftone, cv::Rect(x, y, 3, 3), cv::Scalar(255, 255, 255), cv::FILLED);
    Shot shot;
    shot.turn = 2.5;
    shot.seed = 11;
    const std::filesystem::path path = std::filesystem::temp_directory_path() / "nono_scan_newsprint_test.jpg";
    cv::imwrite(path.string(), photograph(sheet, shot));  // saved as a phone does, JPEG again
    const cv::Mat photo = cv::imread(path.string(), cv::IMREAD_COLOR);
    std::filesystem::remove(path);
    std::string why;
    const std::optional<nono::scan::StraightPage> straight = nono::scan::straightened_page(photo, why);
    ASSERT_TRUE(straight) << why;
    const std::optional<nono::scan::GridLines> grid = nono::scan::find_grid(straight->page, why);
    ASSERT_TRUE(grid) << why;
    EXPECT_EQ(grid->width(), 20);
    EXPECT_EQ(grid->height(), 20);
}

// A table's clue cells ruled like the grid, counted with it from the table's outline (a
// screen's web table photographed, photo-monitor/003, read as "a 31x25 grid but no clue
// numbers"): the columns and rows holding digits are dropped, leaving the grid. Where digits
// (a photo's moire or dots taken for them) fill most cells, nothing is dropped.
TEST(ScanPhoto, ATablesRuledClueCellsAreDroppedFromTheCountedGrid) {
    const int clue_columns = 3, clue_rows = 2, cells = 6, pitch = 30, x0 = 20, y0 = 20;
    const int columns = clue_columns + cells, rows = clue_rows + cells;
    auto table = [&](int digit_rows) {
        cv::Mat image(y0 + rows * pitch + 20, x0 + columns * pitch + 20, CV_8UC3, cv::Scalar(255, 255, 255));
        for (int c = 0; c <= columns; ++c)
            cv::line(image, {x0 + c * pitch, y0}, {x0 + c * pitch, y0 + rows * pitch}, cv::Scalar::all(90), 1);
        for (int r = 0; r <= rows; ++r)
            cv::line(image, {x0, y0 + r * pitch}, {x0 + columns * pitch, y0 + r * pitch}, cv::Scalar::all(90), 1);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < columns; ++c)
                if ((r < digit_rows && c >= clue_columns) || (c < clue_columns && r >= clue_rows) || r < digit_rows - clue_rows)
                    cv::putText(image, std::to_string((r + c) % 9 + 1), {x0 + c * pitch + 9, y0 + r * pitch + 22},
                                cv::FONT_HERSHEY_SIMPLEX, 0.6, cv::Scalar::all(20), 2);
        return image;
    };
    nono::scan::GridLines counted;
    for (int c = 0; c <= columns; ++c) counted.xs.push_back(x0 + c * pitch);
    for (int r = 0; r <= rows; ++r) counted.ys.push_back(y0 + r * pitch);
    counted.pitch = pitch;
    counted.thickness = 2;
    const nono::scan::GridLines grid = nono::scan::without_ruled_clue_cells(table(clue_rows), counted);
    EXPECT_EQ(grid.width(), cells);
    EXPECT_EQ(grid.height(), cells);
    EXPECT_NEAR(grid.xs.front(), x0 + clue_columns * pitch, 1);
    EXPECT_NEAR(grid.ys.front(), y0 + clue_rows * pitch, 1);
    // Digits in every row: dropping them would drop more rows than it keeps.
    const nono::scan::GridLines kept = nono::scan::without_ruled_clue_cells(table(rows), counted);
    EXPECT_EQ(kept.width(), columns);
    EXPECT_EQ(kept.height(), rows);
}

// A screen's faint thin lines (18 grey levels below the paper) with a darker line every five
// cells, photographed: the whitened page keeps only the darker lines (counted 3x2), the
// straightened page's grey before the whitening keeps all (15x10), and that count splits the
// whitened count's cells, so it replaces it (scan.cpp's photo_grid).
TEST(ScanPhoto, FaintThinLinesAreCountedBeforeTheWhitening) {
    const int columns = 15, rows = 10, pitch = 26, x0 = 150, y0 = 120;
    cv::Mat flat(y0 + rows * pitch + 60, x0 + columns * pitch + 60, CV_8UC3, cv::Scalar(250, 250, 250));
    for (int c = 0; c <= columns; ++c)
        cv::line(flat, {x0 + c * pitch, y0}, {x0 + c * pitch, y0 + rows * pitch}, cv::Scalar::all(c % 5 ? 232 : 40), c % 5 ? 1 : 2);
    for (int r = 0; r <= rows; ++r)
        cv::line(flat, {x0, y0 + r * pitch}, {x0 + columns * pitch, y0 + r * pitch}, cv::Scalar::all(r % 5 ? 232 : 40), r % 5 ? 1 : 2);
    for (int r = 0; r < rows; ++r)
        cv::putText(flat, std::to_string(r % 4 + 1) + " " + std::to_string(r % 3 + 1), {x0 - 70, y0 + r * pitch + 19},
                    cv::FONT_HERSHEY_SIMPLEX, 0.55, cv::Scalar::all(30), 1);
    for (int c = 0; c < columns; ++c)
        cv::putText(flat, std::to_string(c % 5 + 1), {x0 + c * pitch + 8, y0 - 10}, cv::FONT_HERSHEY_SIMPLEX, 0.55, cv::Scalar::all(30), 1);
    Shot shot;
    shot.noise = 4;
    std::string why;
    const std::optional<nono::scan::StraightPage> straight = nono::scan::straightened_page(photograph(flat, shot), why);
    ASSERT_TRUE(straight) << why;
    ASSERT_FALSE(straight->grey.empty());
    const std::optional<nono::scan::GridLines> unwhitened = nono::scan::grid_in_frame(straight->grey, straight->frame);
    ASSERT_TRUE(unwhitened);
    EXPECT_EQ(unwhitened->width(), columns);
    EXPECT_EQ(unwhitened->height(), rows);
    const std::optional<nono::scan::GridLines> whitened = nono::scan::grid_in_frame(straight->page, straight->frame);
    ASSERT_TRUE(whitened);
    EXPECT_TRUE(nono::scan::grid_refines(*unwhitened, *whitened));  // 3x2, the darker lines alone
}

namespace {

// Colour puzzles photographed under a flash: its glare over the column clues mixes their
// colours with white. They are read from the photo's light evened over several cells (evened
// cell by cell, with the contrast raised, a cyan box measured anything from #00444c to #c4fefe),
// and the colours its totals show to be one (brown and brown washed out) are made one: before,
// each read one or two colours too many, and its totals, colour by colour, could not agree.
TEST(ScanPhoto, ColoursWashedOutByAFlashAreReadAsTheirColours) {
    for (const char* name : {"holdout/web-boxes/000-rcolour-20x15-c2-s1042", "tune/render-light/000-rcolour-10x10-c3-s1023"}) {
        SCOPED_TRACE(name);
        const std::string stem = std::string(NONO_TEST_DATA_DIR) + "/scan/" + name;
        const nlohmann::json t = truth(stem);
        Shot shot;
        shot.turn = 2;
        shot.dim = 0.85;
        shot.flash = 0.3;
        shot.seed = 11;
        const std::filesystem::path path =
            std::filesystem::temp_directory_path() / ("nono_scan_flash_" + std::filesystem::path(stem).filename().string() + ".jpg");
        cv::imwrite(path.string(), photograph(cv::imread(stem + ".png", cv::IMREAD_COLOR), shot));
        const nono::ScanResult result = nono::scan_image(path.string());
        std::filesystem::remove(path);
        EXPECT_TRUE(result.straightened);
        EXPECT_EQ(result.verdict, nono::ScanVerdict::Unique) << result.message;
        nlohmann::json lengths = t;
        for (const char* side : {"rows", "columns"})
            for (auto& blocks : lengths[side]) {
                nlohmann::json line = nlohmann::json::array();
                for (const auto& block : blocks) line.push_back(block[0]);
                blocks = line;
            }
        expect_clues(result, lengths);
        expect_colours_one_for_one(result, t);
    }
}

}  // namespace
