// See figure_heights.hpp.
#include "scan/figure_heights.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

namespace nono::scan {

namespace {

// Fewer glyphs than this, and their heights say nothing.
constexpr std::size_t kFewestGlyphs = 12;
// Shorter than this beside the tall glyphs, a glyph is a speck or a broken stroke: no figure.
constexpr double kSpeck = 0.45;

}  // namespace

std::vector<double> relative_heights(const ClueBands& bands) {
    std::vector<double> out(bands.glyphs.size(), 0.0);
    std::vector<int> in_numbers, heights;
    for (const auto* lines : {&bands.rows, &bands.columns})
        for (const std::vector<ClueGlyphs>& line : *lines)
            for (const ClueGlyphs& number : line) in_numbers.insert(in_numbers.end(), number.glyphs.begin(), number.glyphs.end());
    if (in_numbers.size() < kFewestGlyphs) return out;
    for (const int g : in_numbers) heights.push_back(bands.glyphs[static_cast<std::size_t>(g)].box.height);
    std::sort(heights.begin(), heights.end());
    const double tall = heights[(heights.size() - 1) * 9 / 10];
    if (tall <= 0) return out;
    for (const int g : in_numbers) out[static_cast<std::size_t>(g)] = bands.glyphs[static_cast<std::size_t>(g)].box.height / tall;
    return out;
}

std::optional<FigureHeights> figure_heights(const std::vector<double>& heights, const std::vector<DigitScores>& scores) {
    std::vector<double> r;
    for (const double h : heights)
        if (h > kSpeck) r.push_back(h);
    if (r.size() < kFewestGlyphs) return std::nullopt;
    std::sort(r.begin(), r.end());
    // Two groups of heights: the split that leaves the least spread within them (1-D k-means).
    std::vector<double> sum(r.size() + 1, 0.0), squares(r.size() + 1, 0.0);
    for (std::size_t i = 0; i < r.size(); ++i) {
        sum[i + 1] = sum[i] + r[i];
        squares[i + 1] = squares[i] + r[i] * r[i];
    }
    auto spread = [&](std::size_t a, std::size_t b) {  // the squared deviations of r[a..b) from their mean
        const double s = sum[b] - sum[a];
        return squares[b] - squares[a] - s * s / static_cast<double>(b - a);
    };
    std::size_t split = 0;
    double least = 0;
    for (std::size_t k = 1; k < r.size(); ++k) {
        const double within = spread(0, k) + spread(k, r.size());
        if (split == 0 || within < least) least = within, split = k;
    }
    const std::size_t fewest = std::max<std::size_t>(6, r.size() / 10);
    if (split < fewest || r.size() - split < fewest) return std::nullopt;
    const double low = sum[split] / static_cast<double>(split);
    const double high = (sum[r.size()] - sum[split]) / static_cast<double>(r.size() - split);
    const double deviation = std::sqrt(std::max(least, 0.0) / static_cast<double>(r.size()));
    if (low > kHeightRatio * high || high - low < kSeparation * deviation) return std::nullopt;
    FigureHeights out;
    out.short_below = low + (high - low) / 3;
    out.tall_from = high - (high - low) / 3;
    // How often each digit is read surely in each group.
    std::array<int, 10> sure_short{}, sure_tall{};
    for (std::size_t i = 0; i < heights.size(); ++i) {
        if (heights[i] <= kSpeck || scores[i].p[0] < kSureDigit) continue;
        const auto d = static_cast<std::size_t>(scores[i].digit[0]);
        if (heights[i] < out.short_below) ++sure_short[d];
        else if (heights[i] >= out.tall_from) ++sure_tall[d];
    }
    bool any_short = false;
    for (std::size_t d = 0; d < 10; ++d) {
        const bool may_be_short = d <= 2 && sure_short[d] > 0 && sure_short[d] >= kMostly * sure_tall[d];
        if (d <= 2 && sure_tall[d] > 0 && sure_tall[d] * kMostly > sure_short[d] && sure_short[d] * kMostly > sure_tall[d])
            return std::nullopt;  // a digit surely read at both heights: the heights are not the figures'
        out.short_digit[d] = may_be_short || (d <= 2 && sure_short[d] + sure_tall[d] == 0);
        out.tall_digit[d] = !may_be_short;
        any_short = any_short || (may_be_short && sure_short[d] >= static_cast<int>(kFewestGlyphs) / 4);
    }
    // 3 to 9 read surely are the tall ones: a lining face's short 3s and 4s (a photo's tiny
    // chips read as tall 0s, light digits cut short) make no figures of two heights.
    int tall_figures = 0, short_figures = 0;
    for (std::size_t d = 3; d < 10; ++d) tall_figures += sure_tall[d], short_figures += sure_short[d];
    if (!any_short || tall_figures < static_cast<int>(kFewestGlyphs) / 4 || tall_figures < kMostly * short_figures) return std::nullopt;
    return out;
}

bool weigh_by_figure_height(const ClueBands& bands, std::vector<DigitScores>& scores) {
    const std::vector<double> heights = relative_heights(bands);
    const std::optional<FigureHeights> figures = figure_heights(heights, scores);
    if (!figures) return false;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        if (heights[i] <= kSpeck) continue;
        const bool is_short = heights[i] < figures->short_below;
        if (!is_short && heights[i] < figures->tall_from) continue;
        const std::array<bool, 10>& may_be = is_short ? figures->short_digit : figures->tall_digit;
        DigitScores& s = scores[i];
        std::array<double, 10> score{};
        for (std::size_t k = 0; k < 10; ++k) {
            const auto d = static_cast<std::size_t>(s.digit[k]);
            score[d] = std::log(s.p[k]) + (may_be[d] ? 0.0 : std::log(kOffHeight));
        }
        take_log_likelihoods(s, score);
    }
    return true;
}

}  // namespace nono::scan
