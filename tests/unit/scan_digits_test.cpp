// The digit reader (src/scan/digits.hpp, glyph.hpp) on glyphs drawn here with OpenCV's own
// Hershey font, which the samples (drawn with cairo in Debian's fonts) never saw: plain, on an
// uneven box, on a flat tint, and cut out of a box; and its search, against a search of every
// sample; and a photo's glyphs read together.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "scan/digits.hpp"
#include "scan/glyph.hpp"

namespace {

using nono::scan::DigitScores;

// `digit` drawn `height` pixels tall as ink 0..1 (1 = ink), with `margin` pixels of paper
// round it, not cropped.
cv::Mat drawn(int digit, int height, int margin) {
    const double scale = height / 22.0;  // FONT_HERSHEY_SIMPLEX digits are about 22 units tall at scale 1
    int base = 0;
    const std::string text = std::to_string(digit);
    const cv::Size size = cv::getTextSize(text, cv::FONT_HERSHEY_SIMPLEX, scale, 2, &base);
    cv::Mat canvas(size.height + 2 * margin + 4, size.width + 2 * margin + 4, CV_8U, cv::Scalar(0));
    cv::putText(canvas, text, {margin + 2, margin + 2 + size.height}, cv::FONT_HERSHEY_SIMPLEX, scale, cv::Scalar(255), 2,
                cv::LINE_AA);
    cv::Mat ink;
    canvas.convertTo(ink, CV_32F, 1.0 / 255);
    return ink;
}

cv::Mat cropped(const cv::Mat& ink) {
    const cv::Rect box = nono::scan::ink_bounds(ink, 0.16f);
    return ink(box).clone();
}

int read_one(const cv::Mat& glyph) {
    return nono::scan::read_digits({glyph})[0].digit[0];
}

TEST(ScanDigits, ReadsDigitsOfAFontItHasNotSeen) {
    for (int height : {12, 18, 26})
        for (int digit = 0; digit <= 9; ++digit)
            EXPECT_EQ(read_one(cropped(drawn(digit, height, 0))), digit) << "height " << height;
}

// `digit` as a seven-segment display draws it (an LCD, a clock), `height` pixels tall, drawn
// here (no font): each lit segment a bar a seventh of the height thick, a gap between bars,
// drawn four times larger and scaled down (anti-aliased); ink 0..1, cropped. Its 7 has the
// upper left segment lit, as DSEG's has (a 7 of three segments only reads as 1 or 9 still).
cv::Mat segments(int digit, int height) {
    // Segments a (top), b (upper right), c (lower right), d (bottom), e, f (lower, upper left), g.
    static const char* const kLit[] = {"abcdef", "bc", "abdeg", "abcdg", "bcfg", "acdfg", "acdefg", "abcf", "abcdefg", "abcdfg"};
    const int h = 4 * height, w = h * 11 / 20, t = std::max(4, h / 7), gap = std::max(2, h / 24);
    cv::Mat canvas(h, w, CV_8U, cv::Scalar(0));
    const auto bar = [&](int x0, int y0, int x1, int y1) { cv::rectangle(canvas, {x0, y0}, {x1 - 1, y1 - 1}, cv::Scalar(255), cv::FILLED); };
    for (const char* s = kLit[digit]; *s; ++s) {
        switch (*s) {
            case 'a': bar(t / 2 + gap, 0, w - t / 2 - gap, t); break;
            case 'b': bar(w - t, t / 2 + gap, w, h / 2 - gap); break;
            case 'c': bar(w - t, h / 2 + gap, w, h - t / 2 - gap); break;
            case 'd': bar(t / 2 + gap, h - t, w - t / 2 - gap, h); break;
            case 'e': bar(0, h / 2 + gap, t, h - t / 2 - gap); break;
            case 'f': bar(0, t / 2 + gap, t, h / 2 - gap); break;
            default: bar(t / 2 + gap, h / 2 - t / 2, w - t / 2 - gap, h / 2 + t / 2); break;
        }
    }
    cv::Mat small, ink;
    cv::resize(canvas, small, cv::Size(w / 4, height), 0, 0, cv::INTER_AREA);
    small.convertTo(ink, CV_32F, 1.0 / 255);
    return cropped(ink);
}

TEST(ScanDigits, ReadsSevenSegmentDigits) {
    // An LCD's digits are bars with gaps between, a shape no printed font has: the samples
    // hold segment fonts (DSEG) for them.
    for (int height : {12, 18, 26})
        for (int digit = 0; digit <= 9; ++digit)
            EXPECT_EQ(read_one(segments(digit, height)), digit) << "height " << height;
}

TEST(ScanDigits, ReadsADigitOnABoxWhoseColourIsUneven) {
    // A digit cut with the box it stands on, whose colour JPEG noise has made uneven: the box
    // is a quarter of full ink, give or take a tenth.
    std::mt19937 random(7);
    std::uniform_real_distribution<float> noise(-0.1f, 0.1f);
    for (int digit = 0; digit <= 9; ++digit) {
        cv::Mat glyph = drawn(digit, 18, 5);
        for (auto it = glyph.begin<float>(); it != glyph.end<float>(); ++it) *it = std::max(*it, 0.25f + noise(random));
        EXPECT_EQ(read_one(glyph), digit);
    }
}

TEST(ScanDigits, ReadsASmallDigitOnAFlatTintOfHalfInk) {
    // A console's clue stripe lit under the cursor: the glyph is cut with the stripe round it,
    // one flat tint at about half the digit's ink (0.48), digits 10 to 14 pixels tall.
    for (int height : {10, 14})
        for (int digit = 0; digit <= 9; ++digit) {
            cv::Mat glyph = drawn(digit, height, 3);
            glyph = cv::max(glyph, 0.48f);
            EXPECT_EQ(read_one(glyph), digit) << "height " << height;
        }
}

TEST(ScanDigits, ReadsALightDigitCutOutOfABox) {
    // The band cutting took the box for the glyph: the box is the ink, the digit a hole in it,
    // its corners rounded off.
    for (int digit = 0; digit <= 9; ++digit) {
        cv::Mat glyph = 1.0f - drawn(digit, 18, 6);
        for (int y = 0; y < 3; ++y)
            for (int x = 0; x < 3 - y; ++x) {
                glyph.at<float>(y, x) = 0;
                glyph.at<float>(glyph.rows - 1 - y, glyph.cols - 1 - x) = 0;
            }
        EXPECT_EQ(read_one(glyph), digit);
    }
}

TEST(ScanDigits, SearchFindsEachDigitsNearestSampleAsAFullSearchDoes) {
    // Samples and queries at random (more of each digit than the search's first candidates):
    // the pruned search's nearest distance is the full search's, and so is the order of the
    // digits whose nearest samples are not far beyond it (the likelihoods the check uses).
    std::mt19937 random(43);
    std::uniform_real_distribution<float> unit(0, 1);
    cv::Mat samples(3000, nono::scan::kFeatureSize, CV_32F), queries(20, nono::scan::kFeatureSize, CV_32F);
    for (auto it = samples.begin<float>(); it != samples.end<float>(); ++it) *it = unit(random) * unit(random);
    for (auto it = queries.begin<float>(); it != queries.end<float>(); ++it) *it = unit(random) * unit(random);
    std::vector<int> labels;
    for (int i = 0; i < samples.rows; ++i) labels.push_back(i % 10);
    const std::vector<DigitScores> scores = nono::scan::DigitSamples(samples, labels).read(queries);
    ASSERT_EQ(scores.size(), 20u);
    for (int q = 0; q < queries.rows; ++q) {
        double nearest = 1e9;
        int digit = -1;
        std::vector<std::pair<double, int>> each(10, {1e9, 0});
        for (int s = 0; s < samples.rows; ++s) {
            const double d = cv::norm(queries.row(q), samples.row(s), cv::NORM_L2SQR);
            const int label = labels[static_cast<std::size_t>(s)];
            if (d < nearest) nearest = d, digit = label;
            each[static_cast<std::size_t>(label)] = {std::min(each[static_cast<std::size_t>(label)].first, d), label};
        }
        const DigitScores& got = scores[static_cast<std::size_t>(q)];
        EXPECT_EQ(got.digit[0], digit);
        EXPECT_NEAR(got.distance, nearest, 1e-3);
        std::sort(each.begin(), each.end());
        for (std::size_t k = 0; k < 10 && each[k].first < nearest + 10; ++k) EXPECT_EQ(got.digit[k], each[k].second);
    }
}

TEST(ScanDigits, SecondBoundChangesNoScore) {
    // The detail's directions only pass over samples that could not be nearer than the best
    // found: the scores with them are those without, to the last bit. Samples drawn near each
    // other (as a font's are), so that many come within the first bound of the best.
    std::mt19937 random(7);
    std::normal_distribution<float> noise(0, 0.15f);
    cv::Mat samples(4000, nono::scan::kFeatureSize, CV_32F), queries(40, nono::scan::kFeatureSize, CV_32F);
    std::vector<cv::Mat> shapes;
    for (int d = 0; d < 10; ++d) shapes.push_back(cropped(drawn(d, 20, 0)));
    std::vector<int> labels;
    auto noisy = [&](int d, float* out) {
        const std::vector<float> f = nono::scan::glyph_features(shapes[static_cast<std::size_t>(d)]);
        for (std::size_t k = 0; k < f.size(); ++k) out[k] = std::clamp(f[k] + noise(random), 0.0f, 1.0f);
    };
    for (int i = 0; i < samples.rows; ++i) {
        labels.push_back(i % 10);
        noisy(i % 10, samples.ptr<float>(i));
    }
    for (int i = 0; i < queries.rows; ++i) noisy(i % 10, queries.ptr<float>(i));
    const cv::Mat directions = nono::scan::detail_directions(samples, nono::scan::kDetailDirections);
    ASSERT_EQ(directions.rows, nono::scan::kDetailDirections);
    const std::vector<DigitScores> plain = nono::scan::DigitSamples(samples, labels).read(queries);
    const std::vector<DigitScores> bounded = nono::scan::DigitSamples(samples, labels, directions).read(queries);
    ASSERT_EQ(plain.size(), bounded.size());
    for (std::size_t q = 0; q < plain.size(); ++q) {
        EXPECT_EQ(plain[q].digit, bounded[q].digit) << q;
        EXPECT_EQ(plain[q].p, bounded[q].p) << q;
        EXPECT_EQ(plain[q].distance, bounded[q].distance) << q;
    }
}

}  // namespace

// A photo's glyphs read together (read_photo_digits): a few glyphs are no page and are read as
// read_digits reads them; a glyph among copies of itself is read as alone; and a glyph unlike
// all the others (an 8 among twenty 1s, each of them its nearest) keeps its own reading, its
// neighbours too far off to count.
TEST(ScanDigits, ReadsAPhotosGlyphsWithThoseMostLikeThem) {
    std::vector<cv::Mat> few;
    for (int digit : {3, 8, 1, 7}) few.push_back(cropped(drawn(digit, 14, 0)));
    const std::vector<DigitScores> alone = nono::scan::read_digits(few), together = nono::scan::read_photo_digits(few);
    for (std::size_t i = 0; i < few.size(); ++i) {
        EXPECT_EQ(together[i].digit, alone[i].digit);
        EXPECT_EQ(together[i].p, alone[i].p);
    }
    for (int digit = 0; digit <= 9; ++digit) {
        const std::vector<cv::Mat> copies(12, cropped(drawn(digit, 14, 0)));
        EXPECT_EQ(nono::scan::read_photo_digits(copies)[5].digit[0], read_one(copies[0])) << digit;
    }
    std::vector<cv::Mat> ones(20, cropped(drawn(1, 16, 0)));
    ones.push_back(cropped(drawn(8, 16, 0)));
    const std::vector<DigitScores> page = nono::scan::read_photo_digits(ones);
    EXPECT_EQ(page.back().digit[0], 8);
    EXPECT_EQ(page.front().digit[0], 1);
}
