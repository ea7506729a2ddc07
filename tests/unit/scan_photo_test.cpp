// Photos in `nono scan` (src/scan/photo.hpp): a photo is told from a screenshot by its pixels
// (a JPEG screenshot is still a screenshot), and a printed page photographed turned, in
// perspective, unevenly lit, noisy and blurred is straightened and read to the same clues as
// its flat image. The photos are made here from the committed test screenshots.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "nono/scan.hpp"
#include "scan/grid.hpp"
#include "scan/photo.hpp"

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
    unsigned seed = 1;
};

// A phone photo of the flat page lying on a table, as a decoded JPEG.
cv::Mat photograph(const cv::Mat& flat_image, const Shot& shot) {
    std::mt19937 rng(shot.seed);
    std::uniform_real_distribution<double> unit(-1, 1);
    cv::Mat flat;
    cv::resize(flat_image, flat, cv::Size(), shot.scale, shot.scale, cv::INTER_CUBIC);
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
    cv::theRNG().state = shot.seed;
    cv::randn(noise, 0, shot.noise);
    lit += noise;
    cv::GaussianBlur(lit, lit, cv::Size(), shot.blur);
    lit.convertTo(photo, CV_8UC3);
    std::vector<unsigned char> jpeg;
    cv::imencode(".jpg", photo, jpeg, {cv::IMWRITE_JPEG_QUALITY, 75});
    return cv::imdecode(jpeg, cv::IMREAD_COLOR);
}

nlohmann::json truth() {
    std::ifstream in(kFlat + ".json");
    return nlohmann::json::parse(in);
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
        const std::optional<nono::scan::Page> page = nono::scan::straightened_page(photograph(flat, shot), why);
        ASSERT_TRUE(page) << why;
        const std::optional<nono::scan::GridLines> grid = nono::scan::find_grid(*page, why);
        ASSERT_TRUE(grid) << why;
        EXPECT_EQ(grid->width(), t["width"].get<int>()) << "turned " << turn;
        EXPECT_EQ(grid->height(), t["height"].get<int>()) << "turned " << turn;
    }
}

TEST(ScanPhoto, PhotoIsReadToTheFlatPagesClues) {
    const nlohmann::json t = truth();
    Shot shot;
    shot.turn = -3;
    shot.seed = 7;
    const std::filesystem::path path = std::filesystem::temp_directory_path() / "nono_scan_photo_test.jpg";
    cv::imwrite(path.string(), photograph(cv::imread(kFlat + ".png", cv::IMREAD_COLOR), shot));
    const nono::ScanResult result = nono::scan_image(path.string());
    std::filesystem::remove(path);
    EXPECT_TRUE(result.straightened);
    EXPECT_EQ(result.verdict, nono::ScanVerdict::Unique) << result.message;
    ASSERT_EQ(result.puzzle.rows.size(), t["rows"].size());
    ASSERT_EQ(result.puzzle.columns.size(), t["columns"].size());
    for (std::size_t r = 0; r < t["rows"].size(); ++r)
        EXPECT_EQ(result.puzzle.rows[r], t["rows"][r].get<nono::Clue>()) << "row " << r;
    for (std::size_t c = 0; c < t["columns"].size(); ++c)
        EXPECT_EQ(result.puzzle.columns[c], t["columns"][c].get<nono::Clue>()) << "column " << c;
}

}  // namespace
