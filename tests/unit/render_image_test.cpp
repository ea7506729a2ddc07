// Rendering tested by structure, not by eye: the SVG parses and holds one text node per clue
// number (right value, right row or column) and one rectangle per filled cell at its place;
// the PNG decodes to the announced size with the right colour at every cell centre, also
// across the bands a large PNG is drawn in; the PDF is one page. Expected places come from the
// layout (src/render/layout.hpp), expected cells from pictures made here.
#include <gtest/gtest.h>

#include <png.h>

#include <cmath>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <tuple>

#include <pugixml.hpp>

#include "nono/render.hpp"
#include "render/layout.hpp"

namespace nono {
namespace {

// A picture with a bit of everything: a full row, an empty row, an empty column, blocks of
// several lengths, and a two-digit clue.
Grid sample_picture() {
    const char* rows[] = {
        "############", "#-#-##-###--", "------------", "--#--#--#--#", "##-###-####-", "#----------#",
    };
    Grid grid(12, 6, Cell::Empty);
    for (int r = 0; r < 6; ++r)
        for (int c = 0; c < 12; ++c) grid.set(r, c, rows[r][c] == '#' ? Cell::Filled : Cell::Empty);
    return grid;
}

Grid random_picture(int width, int height, unsigned seed) {
    std::mt19937 random(seed);
    Grid grid(width, height, Cell::Empty);
    for (Cell& cell : grid.cells()) cell = random() % 2 ? Cell::Filled : Cell::Empty;
    return grid;
}

RenderOptions distinct_colours() {
    RenderOptions options;
    options.ink = {0x00, 0x00, 0xff};
    options.paper = {0xff, 0xff, 0xff};
    options.fill = {0xff, 0x00, 0x00};
    options.shade = {0x00, 0xc0, 0x00};
    return options;
}

std::string rendered(const Puzzle& puzzle, const RenderContent& content, ImageFormat format,
                     const RenderOptions& options) {
    std::ostringstream out;
    render(puzzle, content, format, options, out);
    return out.str();
}

// ---- SVG ----------------------------------------------------------------------------

struct Rect {
    double x, y, w, h;
};

// cairo writes a filled rectangle as "M x y L x+w y L x+w y+h L x y+h Z".
std::vector<Rect> rects_in_path(const std::string& d) {
    std::vector<double> numbers;
    std::vector<Rect> rects;
    std::istringstream in(d);
    std::string token;
    std::vector<std::pair<double, double>> points;
    auto close = [&] {
        if (points.size() >= 4) {
            double x0 = points[0].first, y0 = points[0].second, x1 = x0, y1 = y0;
            for (auto [x, y] : points) {
                x0 = std::min(x0, x), x1 = std::max(x1, x);
                y0 = std::min(y0, y), y1 = std::max(y1, y);
            }
            rects.push_back({x0, y0, x1 - x0, y1 - y0});
        }
        points.clear();
    };
    while (in >> token) {
        if (token == "M") close();
        if (token == "M" || token == "L") {
            double x = 0, y = 0;
            in >> x >> y;
            points.emplace_back(x, y);
        } else if (token == "Z") {
            close();
        }
    }
    close();
    return rects;
}

std::vector<Rect> rects_filled_with(const pugi::xml_document& svg, const std::string& colour) {
    std::vector<Rect> rects;
    for (const pugi::xpath_node& node : svg.select_nodes("//path[@d]")) {
        const std::string style = node.node().attribute("style").value();
        if (style.find("fill:" + colour + ";") == std::string::npos) continue;
        for (const Rect& rect : rects_in_path(node.node().attribute("d").value())) rects.push_back(rect);
    }
    return rects;
}

bool near(double a, double b) { return std::abs(a - b) < 1e-3; }

TEST(RenderSvg, OneRectanglePerFilledCellAtItsPlace) {
    const Grid picture = sample_picture();
    const Puzzle puzzle = puzzle_from_grid(picture);
    RenderOptions options = distinct_colours();
    options.scale = 1.5;
    const std::string svg = rendered(puzzle, {picture, false, {}}, ImageFormat::Svg, options);
    pugi::xml_document doc;
    ASSERT_TRUE(doc.load_string(svg.c_str())) << "the SVG does not parse";

    const rendering::Layout layout = rendering::make_layout(puzzle, options);
    const double cell = layout.cell * options.scale;
    std::set<std::pair<int, int>> drawn;
    for (const Rect& rect : rects_filled_with(doc, "rgb(100%,0%,0%)")) {
        EXPECT_TRUE(near(rect.w, cell) && near(rect.h, cell)) << rect.w << "x" << rect.h;
        const double column = (rect.x - layout.grid_x * options.scale) / cell;
        const double row = (rect.y - layout.grid_y * options.scale) / cell;
        ASSERT_TRUE(near(column, std::round(column)) && near(row, std::round(row)))
            << "a filled rectangle off the cell raster at " << rect.x << "," << rect.y;
        EXPECT_TRUE(drawn.emplace(static_cast<int>(std::round(row)), static_cast<int>(std::round(column))).second)
            << "two rectangles for one cell";
    }
    std::set<std::pair<int, int>> filled;
    for (int r = 0; r < picture.height(); ++r)
        for (int c = 0; c < picture.width(); ++c)
            if (picture.at(r, c) == Cell::Filled) filled.emplace(r, c);
    EXPECT_EQ(drawn, filled);
}

struct ClueText {
    double x, y;
    std::string value;
};

std::vector<ClueText> clue_texts(const pugi::xml_document& doc) {
    std::vector<ClueText> texts;
    for (const pugi::xpath_node& node : doc.select_nodes("//text[@class='clue']"))
        texts.push_back({node.node().attribute("x").as_double(), node.node().attribute("y").as_double(),
                         node.node().child_value()});
    return texts;
}

TEST(RenderSvg, OneTextPerClueNumberInItsRowOrColumn) {
    const Grid picture = sample_picture();
    Puzzle puzzle = puzzle_from_grid(picture);
    puzzle.title = "Sample <&> \"title\"";
    const RenderOptions options = distinct_colours();
    const std::string svg = rendered(puzzle, {}, ImageFormat::Svg, options);
    pugi::xml_document doc;
    ASSERT_TRUE(doc.load_string(svg.c_str()));
    const rendering::Layout layout = rendering::make_layout(puzzle, options);
    const double cell = layout.cell;

    std::vector<ClueText> texts = clue_texts(doc);
    std::size_t next = 0;
    std::size_t digits = 0;
    // Rows first, top to bottom, each row's numbers left to right; an empty line shows 0.
    for (int r = 0; r < puzzle.height; ++r) {
        const Clue clue = puzzle.rows[r].empty() ? Clue{0} : puzzle.rows[r];
        for (std::size_t i = 0; i < clue.size(); ++i, ++next) {
            ASSERT_LT(next, texts.size());
            const ClueText& text = texts[next];
            EXPECT_EQ(text.value, std::to_string(clue[i])) << "row " << r + 1;
            EXPECT_GT(text.y, layout.grid_y + r * cell);
            EXPECT_LT(text.y, layout.grid_y + (r + 1) * cell);
            // Right-aligned: the last number is in the slot next to the grid.
            EXPECT_NEAR(text.x, layout.grid_x - (clue.size() - i - 0.5) * cell, 1e-3);
            digits += text.value.size();
        }
    }
    for (int c = 0; c < puzzle.width; ++c) {
        const Clue clue = puzzle.columns[c].empty() ? Clue{0} : puzzle.columns[c];
        for (std::size_t i = 0; i < clue.size(); ++i, ++next) {
            ASSERT_LT(next, texts.size());
            const ClueText& text = texts[next];
            EXPECT_EQ(text.value, std::to_string(clue[i])) << "column " << c + 1;
            EXPECT_NEAR(text.x, layout.grid_x + (c + 0.5) * cell, 1e-3);
            // Bottom-aligned: the last number is in the slot just above the grid.
            EXPECT_GT(text.y, layout.grid_y - (clue.size() - i) * cell);
            EXPECT_LT(text.y, layout.grid_y - (clue.size() - i - 1) * cell);
            digits += text.value.size();
        }
    }
    EXPECT_EQ(next, texts.size()) << "more clue texts than clue numbers";
    EXPECT_EQ(doc.select_nodes("//text[@class='title']").first().node().child_value(), puzzle.title);

    // What is seen: cairo's glyphs, one <use> per digit of every number plus the title's.
    std::size_t uses = doc.select_nodes("//use[not(ancestor::defs)]").size();
    std::size_t title_glyphs = puzzle.title.size();
    EXPECT_EQ(uses, digits + title_glyphs);
}

TEST(RenderSvg, NoCluesMeansNoClueText) {
    const Puzzle puzzle = puzzle_from_grid(sample_picture());
    RenderOptions options;
    options.clues = false;
    pugi::xml_document doc;
    ASSERT_TRUE(doc.load_string(rendered(puzzle, {}, ImageFormat::Svg, options).c_str()));
    EXPECT_TRUE(clue_texts(doc).empty());
}

// ---- PNG ----------------------------------------------------------------------------

struct Decoded {
    png_uint_32 width = 0, height = 0;
    std::vector<png_byte> rgb;
    Rgb at(double x, double y) const {
        const std::size_t i = (static_cast<std::size_t>(y) * width + static_cast<std::size_t>(x)) * 3;
        return {rgb[i], rgb[i + 1], rgb[i + 2]};
    }
};

Decoded decode_png(const std::string& bytes) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    Decoded decoded;
    if (!png_image_begin_read_from_memory(&image, bytes.data(), bytes.size())) return decoded;
    image.format = PNG_FORMAT_RGB;
    decoded.rgb.resize(PNG_IMAGE_SIZE(image));
    if (!png_image_finish_read(&image, nullptr, decoded.rgb.data(), 0, nullptr)) return {};
    decoded.width = image.width;
    decoded.height = image.height;
    return decoded;
}

std::string show(Rgb colour) {
    char text[16];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", colour.red, colour.green, colour.blue);
    return text;
}

// Every cell centre has the colour `expected(row, column)` gives.
template <typename Expected>
void expect_cell_centres(const Decoded& image, const Puzzle& puzzle, const RenderOptions& options,
                         Expected expected) {
    const rendering::Layout layout = rendering::make_layout(puzzle, options);
    int wrong = 0;
    for (int r = 0; r < puzzle.height; ++r) {
        for (int c = 0; c < puzzle.width; ++c) {
            const double x = (layout.grid_x + (c + 0.5) * layout.cell) * options.scale;
            const double y = (layout.grid_y + (r + 0.5) * layout.cell) * options.scale;
            const Rgb want = expected(r, c);
            const Rgb got = image.at(x, y);
            if (got != want && ++wrong <= 5)
                ADD_FAILURE() << "cell " << r + 1 << "," << c + 1 << ": " << show(got) << ", expected " << show(want);
        }
    }
    EXPECT_EQ(wrong, 0);
}

TEST(RenderPng, DecodesToItsSizeWithTheSolutionAtCellCentres) {
    const Grid picture = sample_picture();
    const Puzzle puzzle = puzzle_from_grid(picture);
    const RenderOptions options = distinct_colours();
    const Decoded image = decode_png(rendered(puzzle, {picture, false, {}}, ImageFormat::Png, options));
    const ImageSize size = image_size(puzzle, options);
    ASSERT_EQ(image.width, size.width);
    ASSERT_EQ(image.height, size.height);
    expect_cell_centres(image, puzzle, options, [&](int r, int c) {
        return picture.at(r, c) == Cell::Filled ? options.fill : options.paper;
    });
}

TEST(RenderPng, ClueNumbersInkTheirSlotsAndNothingElse) {
    const Grid picture = sample_picture();
    const Puzzle puzzle = puzzle_from_grid(picture);
    const RenderOptions options = distinct_colours();
    const Decoded image = decode_png(rendered(puzzle, {}, ImageFormat::Png, options));
    const rendering::Layout layout = rendering::make_layout(puzzle, options);
    auto inked = [&](double x0, double y0) {  // any ink in the cell-sized slot at (x0, y0)?
        for (int y = static_cast<int>(y0) + 2; y < static_cast<int>(y0 + layout.cell) - 2; ++y)
            for (int x = static_cast<int>(x0) + 2; x < static_cast<int>(x0 + layout.cell) - 2; ++x)
                if (image.at(x, y) != options.paper) return true;
        return false;
    };
    for (int r = 0; r < puzzle.height; ++r) {
        const int count = std::max<int>(1, static_cast<int>(puzzle.rows[r].size()));
        for (int slot = 0; slot < layout.row_slots; ++slot) {
            const double x = layout.grid_x - (slot + 1) * layout.cell;
            EXPECT_EQ(inked(x, layout.grid_y + r * layout.cell), slot < count) << "row " << r + 1 << " slot " << slot;
        }
    }
}

TEST(RenderPng, LargePicturesAreDrawnInBandsWithoutSeams) {
    // 12 pixels a cell: about 4300 x 4000 pixels, several 16 MiB bands.
    const Grid picture = random_picture(240, 220, 7);
    const Puzzle puzzle = puzzle_from_grid(picture);
    RenderOptions options = distinct_colours();
    options.cell = 12;
    const Decoded image = decode_png(rendered(puzzle, {picture, false, {}}, ImageFormat::Png, options));
    ASSERT_EQ(image.height, image_size(puzzle, options).height);
    ASSERT_GT(4LL * image.width * image.height, 3LL * (16 << 20)) << "the test no longer spans bands";
    expect_cell_centres(image, puzzle, options, [&](int r, int c) {
        return picture.at(r, c) == Cell::Filled ? options.fill : options.paper;
    });
}

TEST(RenderPng, ScaleMultipliesTheSize) {
    const Puzzle puzzle = puzzle_from_grid(sample_picture());
    RenderOptions options;
    const ImageSize one = image_size(puzzle, options);
    options.scale = 2;
    const Decoded image = decode_png(rendered(puzzle, {}, ImageFormat::Png, options));
    EXPECT_EQ(image.width, 2 * one.width);
    EXPECT_EQ(image.height, 2 * one.height);
}

TEST(RenderPng, DiffShadesDifferingCellsAndStateDotsEmptyOnes) {
    const Grid picture = sample_picture();
    const Puzzle puzzle = puzzle_from_grid(picture);
    const RenderOptions options = distinct_colours();
    Grid other = picture;
    other.set(1, 1, Cell::Filled);   // empty in the picture
    other.set(0, 0, Cell::Empty);    // filled in the picture
    const RenderContent diff{picture, false, differing_cells(picture, other)};
    const Decoded shaded = decode_png(rendered(puzzle, diff, ImageFormat::Png, options));
    expect_cell_centres(shaded, puzzle, options, [&](int r, int c) {
        if (r == 0 && c == 0) return options.shade;
        if (r == 1 && c == 1) return Rgb{0xb3, 0xec, 0xb3};  // 30% of the shade on the paper
        return picture.at(r, c) == Cell::Filled ? options.fill : options.paper;
    });

    Grid state(puzzle.width, puzzle.height, Cell::Unknown);
    state.set(2, 3, Cell::Empty);
    state.set(4, 0, Cell::Filled);
    const Decoded partial = decode_png(rendered(puzzle, {state, true, {}}, ImageFormat::Png, options));
    expect_cell_centres(partial, puzzle, options, [&](int r, int c) {
        if (r == 2 && c == 3) return options.ink;  // the dot
        if (r == 4 && c == 0) return options.fill;
        return options.paper;
    });
}

TEST(RenderPng, DarkThemeUsesItsColours) {
    const Grid picture = sample_picture();
    const Puzzle puzzle = puzzle_from_grid(picture);
    const RenderOptions options = dark_theme({});
    const Decoded image = decode_png(rendered(puzzle, {picture, false, {}}, ImageFormat::Png, options));
    expect_cell_centres(image, puzzle, options, [&](int r, int c) {
        return picture.at(r, c) == Cell::Filled ? options.fill : options.paper;
    });
    EXPECT_EQ(image.at(0, 0), options.paper);
}

TEST(RenderPng, RefusesImagesBeyondThePngLimit) {
    const Puzzle puzzle = puzzle_from_grid(random_picture(1000, 10, 3));
    RenderOptions options;
    options.cell = 40;
    std::ostringstream out;
    EXPECT_THROW(render(puzzle, {}, ImageFormat::Png, options, out), std::invalid_argument);
}

// ---- PDF ----------------------------------------------------------------------------

TEST(RenderPdf, IsOnePdfPage) {
    Puzzle puzzle = puzzle_from_grid(sample_picture());
    puzzle.title = "Sample";
    const std::string pdf = rendered(puzzle, {puzzle.goal, false, {}}, ImageFormat::Pdf, {});
    ASSERT_EQ(pdf.rfind("%PDF-", 0), 0u);
    EXPECT_NE(pdf.find("%%EOF"), std::string::npos);
    const std::regex page(R"(/Type\s*/Page[^s])");
    EXPECT_EQ(std::distance(std::sregex_iterator(pdf.begin(), pdf.end(), page), std::sregex_iterator()), 1);
    EXPECT_NE(pdf.find("/Count 1"), std::string::npos);
    EXPECT_NE(pdf.find("(Sample)"), std::string::npos) << "the title is the PDF's title";
}

// ---- Errors ---------------------------------------------------------------------------

TEST(Render, RefusesCellsOfAnotherSize) {
    const Puzzle puzzle = puzzle_from_grid(sample_picture());
    std::ostringstream out;
    EXPECT_THROW(render(puzzle, {Grid(3, 3, Cell::Empty), false, {}}, ImageFormat::Svg, {}, out),
                 std::invalid_argument);
    EXPECT_THROW(render(puzzle, {}, ImageFormat::Pbm, {}, out), std::invalid_argument);
    RenderOptions tiny;
    tiny.cell = 0.5;
    EXPECT_THROW(render(puzzle, {}, ImageFormat::Png, tiny, out), std::invalid_argument);
}

}  // namespace
}  // namespace nono
