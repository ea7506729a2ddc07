// The digit samples, built by apps/scan_train and embedded here at build time
// (NONO_SCAN_DIGITS_FILE, CMakeLists.txt), so `nono scan` reads no file and downloads nothing;
// read_digits (digits.hpp) reads with them.
#include "scan/digit_model.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <stdexcept>

#include "scan/digit_net.hpp"
#include "scan/digits.hpp"
#include "scan/glyph.hpp"
#include "scan/large_pages.hpp"
#include "scan/median.hpp"

#if defined(__wasm__)
// WebAssembly's assembler (the browser's build, apps/wasm) wants a named data section and the
// symbols' sizes; both symbols are in the one section, so the end stays right after the data.
__asm__(".section .rodata.nono_scan_digit_model,\"\",@\n"
        ".globl nono_scan_digit_model\n"
        ".hidden nono_scan_digit_model\n"
        ".globl nono_scan_digit_model_end\n"
        ".hidden nono_scan_digit_model_end\n"
        ".p2align 4\n"
        "nono_scan_digit_model:\n"
        ".incbin \"" NONO_SCAN_DIGITS_FILE "\"\n"
        "nono_scan_digit_model_end:\n"
        ".size nono_scan_digit_model, . - nono_scan_digit_model\n"
        ".size nono_scan_digit_model_end, 0\n");
#else
__asm__(".section .rodata\n"
        ".balign 16\n"
        ".hidden nono_scan_digit_model\n"
        ".globl nono_scan_digit_model\n"
        "nono_scan_digit_model:\n"
        ".incbin \"" NONO_SCAN_DIGITS_FILE "\"\n"
        ".hidden nono_scan_digit_model_end\n"
        ".globl nono_scan_digit_model_end\n"
        "nono_scan_digit_model_end:\n"
        ".previous\n");
#endif

extern "C" const unsigned char nono_scan_digit_model[];
extern "C" const unsigned char nono_scan_digit_model_end[];

namespace nono::scan {

DigitModel digit_model() {
    const unsigned char* data = nono_scan_digit_model;
    const std::size_t size = static_cast<std::size_t>(nono_scan_digit_model_end - nono_scan_digit_model);
    std::int32_t count = 0, features = 0, directions = 0;
    if (size < 12 || std::memcmp(data, "NSD2", 4) != 0) throw std::runtime_error("the digit model is damaged");
    std::memcpy(&count, data + 4, 4);
    std::memcpy(&features, data + 8, 4);
    const std::size_t samples_end = 12 + static_cast<std::size_t>(count) * (1 + static_cast<std::size_t>(features));
    if (count <= 0 || features <= 0 || size < samples_end + 4) throw std::runtime_error("the digit model is damaged");
    std::memcpy(&directions, data + samples_end, 4);
    const std::size_t directions_end = samples_end + 4 + static_cast<std::size_t>(directions) * static_cast<std::size_t>(features) * 4;
    if (directions < 0 || size < directions_end) throw std::runtime_error("the digit model is damaged");
    return {count, features, data + 12, data + 12 + count, directions, data + samples_end + 4, data + directions_end,
            size - directions_end};
}

}  // namespace nono::scan

namespace nono::scan {

void take_log_likelihoods(DigitScores& s, const std::array<double, 10>& score) {
    std::iota(s.digit.begin(), s.digit.end(), 0);
    std::stable_sort(s.digit.begin(), s.digit.end(),
                     [&](int a, int b) { return score[static_cast<std::size_t>(a)] > score[static_cast<std::size_t>(b)]; });
    const double top = score[static_cast<std::size_t>(s.digit[0])];
    double total = 0;
    for (std::size_t k = 0; k < 10; ++k) total += s.p[k] = std::exp(score[static_cast<std::size_t>(s.digit[k])] - top);
    for (double& p : s.p) p /= total;
}

namespace {

// Each digit's log-likelihood, the mean of the search's and the network's (a product of the two
// experts, taken to the power 1/2), made likelihoods again: the search keeps its distance (how
// far the glyph is from any digit). Together they read more of the development corpora's
// unseen fonts right than either alone (glyphs cut where the truth has their numbers,
// `nono-scan-clues --truth-grid`: fresh6's crt, forum, photo-held and doc-rtl 80.4, 91.4, 91.4
// and 98.6% with both; 80.6, 90.8, 90.9 and 98.1% with the network alone; 75.6, 83.3, 87.7 and
// 95.1% with the search alone). The mean, not the sum: the sum orders the digits alike but is
// surer than either expert, and the check's next readings of a number then cost too much to be
// tried (an 8 with two bits of its left strokes gone, read as 8 at 0.999, was no longer
// mended to the 3 that makes the clues fit: tests/browser/app.test.mjs).
std::vector<DigitScores> blend(std::vector<DigitScores> scores, const cv::Mat& network) {
    for (std::size_t i = 0; i < scores.size(); ++i) {
        DigitScores& s = scores[i];
        std::array<double, 10> score{};
        for (std::size_t k = 0; k < 10; ++k) {
            const int d = s.digit[k];
            score[static_cast<std::size_t>(d)] =
                (std::log(std::max(s.p[k], 1e-20)) + network.at<float>(static_cast<int>(i), d)) / 2;
        }
        take_log_likelihoods(s, score);
    }
    return scores;
}

// Each glyph's log-likelihoods averaged with those of the page's glyphs nearest it in the
// network's embedding (the page's other glyphs of the same digit in the same face: a photo's
// blur, light and JPEG noise mislead the reading of one glyph more than of eight alike),
// weighed by exp(-d / scale): d the squared distance, scale three times the median distance
// of a glyph to its nearest neighbour (the embedding's scale is the trained network's own).
// Measured on the development photos' glyphs of rightly cut numbers (nono-scan-clues --alike,
// docs/scan.md): photo-held 92.06 -> 92.64%, photo-newspaper 78.37 -> 80.14% read right.
std::vector<DigitScores> read_alike(const cv::Mat& embedding, std::vector<DigitScores> scores) {
    constexpr int kNeighbours = 8;
    constexpr double kFloor = -8;  // a log-likelihood counts for no less: one sure neighbour does not decide
    const int n = embedding.rows;
    if (n <= kNeighbours) return scores;
    cv::Mat squares, distances;
    cv::reduce(embedding.mul(embedding), squares, 1, cv::REDUCE_SUM);
    cv::gemm(embedding, embedding, -2.0, cv::Mat(), 0, distances, cv::GEMM_2_T);
    std::vector<std::vector<std::pair<float, int>>> near(static_cast<std::size_t>(n));
    std::vector<double> nearest(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        std::vector<std::pair<float, int>>& mine = near[static_cast<std::size_t>(i)];
        for (int j = 0; j < n; ++j)
            if (j != i) mine.push_back({std::max(0.0f, distances.at<float>(i, j) + squares.at<float>(i) + squares.at<float>(j)), j});
        std::partial_sort(mine.begin(), mine.begin() + kNeighbours, mine.end());
        mine.resize(kNeighbours);
        nearest[static_cast<std::size_t>(i)] = mine.front().first;
    }
    const double scale = 3 * median(nearest) + 1e-6;
    std::vector<std::array<double, 10>> logs(static_cast<std::size_t>(n));
    for (std::size_t i = 0; i < logs.size(); ++i)
        for (std::size_t k = 0; k < 10; ++k)
            logs[i][static_cast<std::size_t>(scores[i].digit[k])] = std::max(kFloor, std::log(std::max(scores[i].p[k], 1e-20)));
    for (std::size_t i = 0; i < logs.size(); ++i) {
        std::array<double, 10> score = logs[i];
        double weight = 1;
        for (const auto& [d, j] : near[i]) {
            const double w = std::exp(-d / scale);
            weight += w;
            for (std::size_t k = 0; k < 10; ++k) score[k] += w * logs[static_cast<std::size_t>(j)][k];
        }
        for (double& v : score) v /= weight;
        DigitScores& s = scores[i];
        take_log_likelihoods(s, score);
    }
    return scores;
}

struct Experts {
    DigitSamples samples;
    DigitNet network;
};

const Experts& experts() {
    static const DigitModel model = digit_model();  // its sections, read once for both experts
    static const Experts both = [] {
        if (model.features != kFeatureSize) throw std::runtime_error("the digit model is from another build");
        // The samples as floats, in the digits' order (nono-scan-train writes them so): then
        // DigitSamples keeps them as they are, with no second copy of the floats.
        const std::vector<int> labels(model.labels, model.labels + model.count);
        if (!std::is_sorted(labels.begin(), labels.end())) throw std::runtime_error("the digit model is damaged");
        cv::Mat features = on_large_pages(), directions(model.directions, model.features, CV_32F);
        cv::Mat(model.count, model.features, CV_8U, const_cast<unsigned char*>(model.samples)).convertTo(features, CV_32F, 1.0 / 255);
        if (model.directions > 0) std::memcpy(directions.data, model.direction_floats, directions.total() * sizeof(float));
        return Experts{DigitSamples(features, labels, directions), DigitNet(model.network, model.network_size)};
    }();
    return both;
}

}  // namespace

std::vector<DigitScores> read_digit_rows(const cv::Mat& rows) {
    const Experts& e = experts();
    return blend(e.samples.read(rows), e.network.log_likelihoods(rows));
}

std::vector<DigitScores> read_photo_digit_rows(const cv::Mat& rows) {
    const Experts& e = experts();
    cv::Mat embedding;
    const cv::Mat network = e.network.log_likelihoods(rows, &embedding);
    return read_alike(embedding, blend(e.samples.read(rows), network));
}

std::vector<DigitScores> read_photo_digits(const std::vector<cv::Mat>& glyphs) { return read_photo_digit_rows(feature_rows(glyphs)); }

std::vector<DigitScores> read_digits(const std::vector<cv::Mat>& glyphs) { return read_digit_rows(feature_rows(glyphs)); }

}  // namespace nono::scan
