// src/make: targets, random pictures, repair, generate and import. Every repaired or generated
// picture is checked again here, apart from src/make's own checks: uniqueness by the
// brute-force oracle (small sizes) or the engine, line-solvability by line_logic, the level by
// difficulty_level.
#include <algorithm>
#include <array>
#include <csetjmp>
#include <map>
#include <cstdio>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <jpeglib.h>
#include <png.h>

#include "make/grey_image.hpp"
#include "nono/census.hpp"
#include "nono/io.hpp"
#include "nono/make.hpp"
#include "nono/solver.hpp"
#include "support/oracle.hpp"

namespace nono {
namespace {

bool unique_by_engine(const Puzzle& puzzle) {
    SolveOptions options;
    options.max_solutions = 2;
    return solve(puzzle, options).verdict == Verdict::Unique;
}

bool line_solvable(const Puzzle& puzzle) {
    return line_logic(puzzle).outcome == LineLogicResult::Outcome::Solved;
}

int differences(const Grid& a, const Grid& b) {
    int count = 0;
    for (std::size_t i = 0; i < a.cells().size(); ++i) count += a.cells()[i] != b.cells()[i];
    return count;
}

TEST(MakeTarget, ParsesEveryForm) {
    struct Case {
        const char* text;
        TargetKind kind;
        int level;
        const char* name;
    };
    const Case cases[] = {
        {"unique", TargetKind::Unique, 0, "unique"},
        {"line-solvable", TargetKind::LineSolvable, 0, "line-solvable"},
        {"D1", TargetKind::LineSolvable, 1, "line-solvable"},
        {"D4", TargetKind::Level, 4, "D4"},
        {"level:5", TargetKind::Level, 5, "D5"},
        {"rating:probing", TargetKind::Rating, 0, "rating:probing"},
        {"rating:lines..search", TargetKind::Rating, 0, "rating:lines..search"},
    };
    for (const Case& c : cases) {
        const Target target = parse_target(c.text);
        EXPECT_EQ(target.kind, c.kind) << c.text;
        if (c.kind == TargetKind::Level) EXPECT_EQ(target.level, c.level) << c.text;
        EXPECT_EQ(target_name(target), c.name) << c.text;
    }
    for (const char* bad : {"", "uniq", "D", "Dx", "D0", "rating:", "rating:search..lines", "rating:hard"})
        EXPECT_THROW(parse_target(bad), MakeError) << bad;
}

// The census's level counts generate relies on are those a census run finds (5x5 takes
// seconds, so its row is checked up to the size the census benchmark covers: 4x4 here).
TEST(MakeTarget, CensusLevelCountsAreTheCensusOwn) {
    for (int side = 1; side <= 4; ++side) {
        CensusOptions options;
        options.width = options.height = side;
        options.levels = true;
        options.threads = 1;
        const CensusResult census = run_census(options);
        for (int level = 1; level <= 2 * side; ++level) {
            const std::uint64_t counted =
                level < static_cast<int>(census.level_histogram.size()) ? census.level_histogram[level] : 0;
            EXPECT_EQ(census_level_count(side, side, level)->grids_with_level, counted) << side << " D" << level;
            EXPECT_EQ(census_level_count(side, side, level)->grids, census.grids) << side;
        }
    }
}

TEST(MakeTarget, RefusesTargetsNoPuzzleOfTheSizeMeets) {
    EXPECT_THROW(check_target_possible(parse_target("D9"), 3, 3), MakeError);
    EXPECT_NO_THROW(check_target_possible(parse_target("D4"), 4, 4));
    // Where the census counted every grid, a level it never found is impossible too.
    EXPECT_THROW(check_target_possible(parse_target("D6"), 3, 3), MakeError);
    EXPECT_THROW(check_target_possible(parse_target("D5"), 4, 4), MakeError);
    EXPECT_NO_THROW(check_target_possible(parse_target("D7"), 5, 5));
    EXPECT_EQ(census_level_count(5, 5, 7)->grids_with_level, 12u);
    EXPECT_FALSE(census_level_count(6, 6, 4));
    EXPECT_THROW(check_target_possible(parse_target("D2"), 10, 10), MakeError);
    EXPECT_THROW(check_target_possible(parse_target("D3"), 10, 10), MakeError);
    EXPECT_THROW(check_target_possible(parse_target("D4"), 65, 10), MakeError);
    EXPECT_THROW(check_target_possible(parse_target("unique"), 0, 10), MakeError);
    EXPECT_THROW(check_target_possible(parse_target("unique"), 10, kMaxSide + 1), MakeError);
}

// The one answer to "is this picture a good puzzle", against checks that share no code with
// it: the brute-force oracle's count, line_logic, difficulty_level; and check_target is that
// answer asked only what the target needs.
TEST(MakePictureVerdict, AgreesWithTheOracleAndLineLogic) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const Puzzle puzzle = puzzle_from_grid(random_picture(5, 5, 0.5, seed));
        const PictureVerdict verdict = picture_verdict(puzzle);
        const std::size_t count = testing::brute_force_solutions(puzzle, 2).size();
        EXPECT_EQ(verdict.verdict, count == 1 ? Verdict::Unique : Verdict::Multiple) << seed;
        EXPECT_EQ(verdict.line_solvable, line_solvable(puzzle)) << seed;
        ASSERT_TRUE(verdict.rating) << seed;
        EXPECT_EQ(*verdict.rating == SearchRating::Lines, verdict.line_solvable) << seed;
        EXPECT_EQ(verdict.level.has_value(), count == 1) << seed;
        if (verdict.level) {
            LevelOptions level;
            const LevelResult expected = difficulty_level(puzzle, level);
            EXPECT_EQ(verdict.level->outcome, expected.outcome) << seed;
            EXPECT_EQ(verdict.level->level, expected.level) << seed;
        }
        Target unique;
        const TargetCheck check = check_target(puzzle, unique);
        EXPECT_EQ(check.verdict, verdict.verdict) << seed;
        EXPECT_EQ(check.met, count == 1) << seed;
        EXPECT_FALSE(check.level) << seed;  // only a level target computes one
        const TargetCheck lines = check_target(puzzle, parse_target("line-solvable"));
        EXPECT_EQ(lines.met, verdict.line_solvable) << seed;
    }
    // A colour picture: the colour engine's verdict, no level (levels are black and white).
    const char* rows[] = {"rr.", ".g.", "r.g"};
    Grid picture(3, 3);
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            picture.set(r, c, colour_cell(rows[r][c] == '.' ? 0 : rows[r][c] == 'r' ? 1 : 2));
    const Puzzle colour =
        puzzle_from_grid(picture, {{"white", 0xffffff, '.'}, {"red", 0xff0000, 'r'}, {"green", 0x00ff00, 'g'}});
    const PictureVerdict verdict = picture_verdict(colour);
    SolveOptions two;
    two.max_solutions = 2;
    EXPECT_EQ(verdict.verdict, solve(colour, two).verdict);
    EXPECT_EQ(verdict.line_solvable, line_solvable(colour));
    EXPECT_FALSE(verdict.level);
}

TEST(MakeRandomPicture, IsReproducibleAndNearItsDensity) {
    const Grid a = random_picture(40, 30, 0.3, 7);
    EXPECT_EQ(a, random_picture(40, 30, 0.3, 7));
    EXPECT_NE(a, random_picture(40, 30, 0.3, 8));
    int filled = 0;
    for (Cell cell : a.cells()) filled += cell == Cell::Filled;
    EXPECT_NEAR(filled / 1200.0, 0.3, 0.05);
    EXPECT_THROW(random_picture(0, 5, 0.5, 1), MakeError);
    EXPECT_THROW(random_picture(5, 5, 1.5, 1), MakeError);
}

TEST(MakeRepair, MakesRandomPicturesUniqueByTheOracle) {
    int repaired = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const Grid picture = random_picture(7, 6, 0.5, seed);
        const Puzzle before = puzzle_from_grid(picture);
        if (testing::brute_force_solutions(before, 2).size() < 2) continue;
        const RepairResult result = repair(picture);
        ASSERT_EQ(result.outcome, RepairOutcome::Repaired) << "seed " << seed;
        EXPECT_LE(result.changes.size(), 10u);
        EXPECT_EQ(differences(picture, result.picture), static_cast<int>(result.changes.size()));
        for (const PictureChange& change : result.changes) {
            EXPECT_NE(picture.at(change.row, change.column), change.to);
            EXPECT_EQ(result.picture.at(change.row, change.column), change.to);
        }
        EXPECT_EQ(testing::brute_force_solutions(puzzle_from_grid(result.picture), 2).size(), 1u)
            << "seed " << seed;
        ++repaired;
    }
    EXPECT_GT(repaired, 5);  // the seeds above do give non-unique pictures
}

TEST(MakeRepair, LineSolvableRepairsLineLogicFinishes) {
    int repaired = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        const Grid picture = random_picture(15, 15, 0.5, seed);
        if (line_solvable(puzzle_from_grid(picture))) continue;
        RepairOptions options;
        options.line_solvable = true;
        const RepairResult result = repair(picture, options);
        if (result.outcome != RepairOutcome::Repaired) continue;
        EXPECT_TRUE(line_solvable(puzzle_from_grid(result.picture))) << "seed " << seed;
        EXPECT_EQ(differences(picture, result.picture), static_cast<int>(result.changes.size()));
        ++repaired;
    }
    EXPECT_GE(repaired, 8);
}

TEST(MakeRepair, SaysWhenNothingIsNeededOrNothingFound) {
    const Grid ring = parse_grid("###\n#-#\n###\n", "ring");
    const RepairResult already = repair(ring);
    EXPECT_EQ(already.outcome, RepairOutcome::AlreadyMet);
    EXPECT_TRUE(already.changes.empty());
    // A 2x2 diagonal has two solutions; no change at all is allowed.
    const Grid diagonal = parse_grid("#-\n-#\n", "diagonal");
    RepairOptions none;
    none.max_changes = 0;
    EXPECT_EQ(repair(diagonal, none).outcome, RepairOutcome::NotFound);
    EXPECT_EQ(repair(diagonal).outcome, RepairOutcome::Repaired);
    EXPECT_THROW(repair(Grid(3, 3, Cell::Unknown)), std::invalid_argument);
}

// The test the issue asks for: every generated puzzle meets its target when checked again.
TEST(MakeGenerate, EveryPuzzleMeetsItsTarget) {
    struct Case {
        const char* target;
        int width, height;
        int repair;
    };
    const Case cases[] = {{"unique", 10, 10, 0}, {"line-solvable", 12, 12, 0}, {"unique", 20, 20, 10},
                          {"line-solvable", 20, 20, 10}, {"D4", 6, 6, 0}, {"D5", 5, 5, 0},
                          {"rating:probing", 8, 8, 0}};
    for (const Case& c : cases) {
        GenerateOptions options;
        options.width = c.width;
        options.height = c.height;
        options.target = parse_target(c.target);
        options.repair_changes = c.repair;
        options.seed = 3;
        for (std::uint64_t index = 0; index < 4; ++index) {
            const GeneratedPuzzle made = generate_one(options, index);
            ASSERT_TRUE(made.found) << c.target << " #" << index;
            const Puzzle& puzzle = made.puzzle;
            ASSERT_TRUE(puzzle.goal);
            EXPECT_TRUE(satisfies(puzzle, *puzzle.goal));
            EXPECT_GE(made.candidates, 1u);
            EXPECT_TRUE(unique_by_engine(puzzle)) << c.target << " #" << index;
            if (c.width * c.height <= 64)
                EXPECT_EQ(testing::brute_force_solutions(puzzle, 2).size(), 1u) << c.target << " #" << index;
            const Target& target = options.target;
            if (target.kind == TargetKind::LineSolvable) EXPECT_TRUE(line_solvable(puzzle));
            if (target.kind == TargetKind::Level) {
                LevelOptions level;
                level.max_level = c.width + c.height;
                const LevelResult result = difficulty_level(puzzle, level);
                EXPECT_EQ(result.outcome, LevelOutcome::Level);
                EXPECT_EQ(result.level, target.level) << c.target << " #" << index;
            }
            if (target.kind == TargetKind::Rating) {
                EXPECT_FALSE(line_solvable(puzzle));
                SolveOptions solve_options;
                EXPECT_EQ(solve(puzzle, solve_options).stats.guesses, 0u);
            }
            // The same seed and index give the same puzzle.
            EXPECT_EQ(generate_one(options, index).puzzle, puzzle);
        }
    }
}

// ---- import ---------------------------------------------------------------------------------

std::string png_bytes(int width, int height, const std::vector<std::uint8_t>& grey) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    image.width = static_cast<png_uint_32>(width);
    image.height = static_cast<png_uint_32>(height);
    image.format = PNG_FORMAT_GRAY;
    png_alloc_size_t size = 0;
    png_image_write_to_memory(&image, nullptr, &size, 0, grey.data(), 0, nullptr);
    std::string bytes(size, '\0');
    EXPECT_TRUE(png_image_write_to_memory(&image, bytes.data(), &size, 0, grey.data(), 0, nullptr));
    bytes.resize(size);
    return bytes;
}

std::string jpeg_bytes(int width, int height, const std::vector<std::uint8_t>& grey) {
    jpeg_compress_struct info;
    jpeg_error_mgr error;
    info.err = jpeg_std_error(&error);
    jpeg_create_compress(&info);
    unsigned char* buffer = nullptr;
    unsigned long size = 0;
    jpeg_mem_dest(&info, &buffer, &size);
    info.image_width = static_cast<JDIMENSION>(width);
    info.image_height = static_cast<JDIMENSION>(height);
    info.input_components = 1;
    info.in_color_space = JCS_GRAYSCALE;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, 95, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = const_cast<std::uint8_t*>(grey.data()) + info.next_scanline * width;
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    std::string bytes(reinterpret_cast<char*>(buffer), size);
    std::free(buffer);
    return bytes;
}

// A 40x20 image: a dark square (pixels 0..19 x 0..19) on light paper, with a mid-grey band.
std::vector<std::uint8_t> square_image() {
    std::vector<std::uint8_t> grey(40 * 20, 230);
    for (int y = 0; y < 20; ++y)
        for (int x = 0; x < 40; ++x)
            if (x < 20) grey[y * 40 + x] = 20;
    return grey;
}

TEST(MakeImport, PngAndJpegGiveTheSamePicture) {
    ImportOptions options;
    options.width = 4;  // the height follows the 2:1 aspect ratio
    const Grid expected = parse_grid("##--\n##--\n", "expected");
    for (const std::string& bytes : {png_bytes(40, 20, square_image()), jpeg_bytes(40, 20, square_image())}) {
        const ImportResult result = import_image_bytes(bytes, "image", options);
        EXPECT_EQ(result.image_width, 40);
        EXPECT_EQ(result.image_height, 20);
        EXPECT_EQ(result.picture, expected);
        EXPECT_GT(result.threshold, 20);
        EXPECT_LE(result.threshold, 230);
    }
    options.invert = true;
    EXPECT_EQ(import_image_bytes(png_bytes(40, 20, square_image()), "image", options).picture,
              parse_grid("--##\n--##\n", "inverted"));
    options.invert = false;
    options.threshold = 10;  // nothing is darker than 10
    EXPECT_EQ(import_image_bytes(png_bytes(40, 20, square_image()), "image", options).picture,
              parse_grid("----\n----\n", "light"));
}

// A JPEG cut short was imported with the missing rows blank (exit 0, issue 45): libjpeg only
// warns; the warning is the refusal, and it comes where the data ends, before the rest of a
// large image is decoded.
TEST(MakeImport, ATruncatedJpegIsRefused) {
    std::vector<std::uint8_t> grey(200 * 200);
    for (std::size_t i = 0; i < grey.size(); ++i) grey[i] = static_cast<std::uint8_t>((i * 7919) % 251);
    const std::string whole = jpeg_bytes(200, 200, grey);
    ImportOptions options;
    options.width = 10;
    EXPECT_NO_THROW(import_image_bytes(whole, "whole.jpg", options));
    try {
        import_image_bytes(whole.substr(0, whole.size() / 2), "cut.jpg", options);
        FAIL() << "a truncated JPEG was imported";
    } catch (const InputError& error) {
        EXPECT_NE(std::string(error.what()).find("Premature end of JPEG file"), std::string::npos) << error.what();
    }
}

std::string rgb_png_bytes(int width, int height, const std::vector<std::uint8_t>& rgb) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    image.width = static_cast<png_uint_32>(width);
    image.height = static_cast<png_uint_32>(height);
    image.format = PNG_FORMAT_RGB;
    png_alloc_size_t size = 0;
    png_image_write_to_memory(&image, nullptr, &size, 0, rgb.data(), 0, nullptr);
    std::string bytes(size, '\0');
    EXPECT_TRUE(png_image_write_to_memory(&image, bytes.data(), &size, 0, rgb.data(), 0, nullptr));
    bytes.resize(size);
    return bytes;
}

// A picture of `cells` (one character a cell) drawn `scale` pixels a cell in the colours given,
// with a little noise on every pixel so the colours are not exactly flat.
std::string colour_png(const std::vector<std::string>& cells, int scale,
                       const std::map<char, std::array<int, 3>>& colours) {
    const int width = static_cast<int>(cells[0].size()) * scale, height = static_cast<int>(cells.size()) * scale;
    std::vector<std::uint8_t> rgb;
    unsigned noise = 1;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            for (const int level : colours.at(cells[y / scale][x / scale])) {
                noise = noise * 1103515245u + 12345u;
                rgb.push_back(static_cast<std::uint8_t>(std::clamp(level + static_cast<int>(noise >> 28) - 8, 0, 255)));
            }
    return rgb_png_bytes(width, height, rgb);
}

TEST(MakeImport, ColoursQuantizeToAColourPuzzleThatGivesThePictureBack) {
    const std::vector<std::string> cells = {"..rr..", ".rrrr.", "rrbbrr", ".rbbr.", "..gg..", ".gggg."};
    const std::map<char, std::array<int, 3>> colours = {
        {'.', {250, 248, 240}}, {'r', {200, 30, 40}}, {'b', {30, 60, 200}}, {'g', {40, 150, 60}}};
    const std::string bytes = colour_png(cells, 6, colours);
    ImportOptions options;
    options.width = 6;
    options.colours = 4;
    const ImportResult result = import_image_bytes(bytes, "flower", options);
    ASSERT_EQ(result.palette.size(), 4u);
    EXPECT_EQ(result.palette[0].name, "white");  // the lightest is the paper
    EXPECT_EQ(result.palette[0].symbol, '.');
    // Each cell's colour is the palette colour nearest the colour it was drawn in.
    for (int r = 0; r < 6; ++r)
        for (int c = 0; c < 6; ++c) {
            const int colour = cell_colour(result.picture.at(r, c));
            ASSERT_GE(colour, 0);
            const std::uint32_t rgb = result.palette[static_cast<std::size_t>(colour)].rgb;
            const std::array<int, 3> drawn = colours.at(cells[r][c]);
            EXPECT_NEAR(static_cast<int>(rgb >> 16), drawn[0], 6) << r << "," << c;
            EXPECT_NEAR(static_cast<int>(rgb >> 8 & 0xff), drawn[1], 6) << r << "," << c;
            EXPECT_NEAR(static_cast<int>(rgb & 0xff), drawn[2], 6) << r << "," << c;
        }
    // Its clues make a colour puzzle that the colour engine solves back to the picture.
    const Puzzle puzzle = puzzle_from_grid(result.picture, result.palette, "flower");
    EXPECT_TRUE(is_colour_puzzle(puzzle));
    SolveOptions solve_options;
    solve_options.max_solutions = 2;
    const SolveResult solved = solve(puzzle, solve_options);
    ASSERT_EQ(solved.verdict, Verdict::Unique);
    EXPECT_EQ(solved.solutions[0], result.picture);
    // Asked for more colours than the image has: only those it has.
    options.colours = kMaxColours;
    EXPECT_EQ(import_image_bytes(bytes, "flower", options).palette.size(), 4u);
    // Fewer: the nearest colours merge, and the paper stays the background.
    options.colours = 3;
    const ImportResult three = import_image_bytes(bytes, "flower", options);
    EXPECT_EQ(three.palette.size(), 3u);
    EXPECT_EQ(three.palette[0].name, "white");
    // --invert: the darkest colour is the background.
    options.colours = 4;
    options.invert = true;
    const ImportResult inverted = import_image_bytes(bytes, "flower", options);
    EXPECT_EQ(inverted.palette[0].name, "blue");
    EXPECT_EQ(inverted.picture.at(2, 2), colour_cell(0));
    // The same from a JPEG (libjpeg-turbo asked for RGB): the same picture.
    options.invert = false;
    std::vector<std::uint8_t> grey;  // jpeg_bytes writes grey; a grey two-level picture here
    for (int y = 0; y < 36; ++y)
        for (int x = 0; x < 36; ++x) grey.push_back(cells[y / 6][x / 6] == '.' ? 240 : 30);
    const ImportResult from_jpeg = import_image_bytes(jpeg_bytes(36, 36, grey), "flower.jpg", options);
    EXPECT_EQ(from_jpeg.palette.size(), 2u);  // two levels in the image, two colours
}

TEST(MakeImport, BadInputIsAnInputErrorAndBadOptionsAMakeError) {
    ImportOptions options;
    options.width = 4;
    EXPECT_THROW(import_image_bytes("P1\n1 1\n1\n", "x.pbm", options), InputError);
    std::string damaged = png_bytes(40, 20, square_image());
    damaged.resize(damaged.size() / 2);
    EXPECT_THROW(import_image_bytes(damaged, "cut.png", options), InputError);
    std::string cut_jpeg = jpeg_bytes(40, 20, square_image()).substr(0, 30);
    EXPECT_THROW(import_image_bytes(cut_jpeg, "cut.jpg", options), InputError);
    // Too many pixels is refused from the header, before decoding.
    EXPECT_THROW(make::decode_grey_image(png_bytes(40, 20, square_image()), "big.png", 799), InputError);
    EXPECT_THROW(make::decode_grey_image(jpeg_bytes(40, 20, square_image()), "big.jpg", 799), InputError);
    EXPECT_NO_THROW(make::decode_grey_image(png_bytes(40, 20, square_image()), "big.png", 800));
    ImportOptions no_size;
    EXPECT_THROW(import_image_bytes(png_bytes(40, 20, square_image()), "x", no_size), MakeError);
    ImportOptions colours = options;
    colours.colours = kMaxColours + 1;
    EXPECT_THROW(import_image_bytes(png_bytes(40, 20, square_image()), "x", colours), MakeError);
    colours.colours = 1;
    EXPECT_THROW(import_image_bytes(png_bytes(40, 20, square_image()), "x", colours), MakeError);
    colours.colours = 3;
    colours.threshold = 100;  // a threshold is for black and white
    EXPECT_THROW(import_image_bytes(png_bytes(40, 20, square_image()), "x", colours), MakeError);
    ImportOptions too_wide;
    too_wide.width = kMaxSide + 1;
    EXPECT_THROW(import_image_bytes(png_bytes(40, 20, square_image()), "x", too_wide), MakeError);
}

}  // namespace
}  // namespace nono
