// k-means over the cells' colours (quantize.hpp). The start is deterministic: the lightest
// cell (the paper), then each time the cell farthest from every colour chosen so far, so a
// small patch of a distinct colour (an eye, a flower) gets its own colour rather than being
// averaged away, as a random start would often do.
#include "quantize.hpp"

#include <algorithm>
#include <numeric>

namespace nono::make {

namespace {

// Colours nearer than this (RGB distance, 0..441) count as one: about the step between two
// shades a reader of a printed puzzle tells apart.
constexpr double kSameColour = 24;

double luminance(const Rgb& c) { return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]; }

double distance2(const Rgb& a, const Rgb& b) {
    double sum = 0;
    for (int i = 0; i < 3; ++i) sum += (a[i] - b[i]) * (a[i] - b[i]);
    return sum;
}

int nearest(const std::vector<Rgb>& centres, const Rgb& colour) {
    int best = 0;
    for (int k = 1; k < static_cast<int>(centres.size()); ++k)
        if (distance2(colour, centres[k]) < distance2(colour, centres[best])) best = k;
    return best;
}

std::vector<Rgb> farthest_point_start(const std::vector<Rgb>& cells, int count, bool dark_background) {
    std::size_t first = 0;
    for (std::size_t i = 1; i < cells.size(); ++i)
        if (dark_background ? luminance(cells[i]) < luminance(cells[first]) : luminance(cells[i]) > luminance(cells[first]))
            first = i;
    std::vector<Rgb> centres{cells[first]};
    std::vector<double> gap(cells.size());
    for (std::size_t i = 0; i < cells.size(); ++i) gap[i] = distance2(cells[i], centres[0]);
    while (static_cast<int>(centres.size()) < count) {
        const std::size_t far = static_cast<std::size_t>(std::max_element(gap.begin(), gap.end()) - gap.begin());
        // Every cell near a colour already chosen: more would split one colour by its noise
        // (JPEG artefacts, a cell across an edge) into near twins that make a poor puzzle.
        if (gap[far] < kSameColour * kSameColour) break;
        centres.push_back(cells[far]);
        for (std::size_t i = 0; i < cells.size(); ++i) gap[i] = std::min(gap[i], distance2(cells[i], centres.back()));
    }
    return centres;
}

}  // namespace

Quantized quantize_colours(const std::vector<Rgb>& cells, int count, bool dark_background) {
    Quantized result;
    if (cells.empty()) return result;
    std::vector<Rgb> centres = farthest_point_start(cells, count, dark_background);
    std::vector<int> labels(cells.size(), -1);
    // Lloyd's iterations until no cell changes colour (a few dozen at most on 30x30 images).
    for (int iteration = 0; iteration < 100; ++iteration) {
        bool changed = false;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const int label = nearest(centres, cells[i]);
            changed = changed || label != labels[i];
            labels[i] = label;
        }
        if (!changed) break;
        std::vector<Rgb> sums(centres.size(), Rgb{0, 0, 0});
        std::vector<int> sizes(centres.size(), 0);
        for (std::size_t i = 0; i < cells.size(); ++i) {
            for (int c = 0; c < 3; ++c) sums[labels[i]][c] += cells[i][c];
            ++sizes[labels[i]];
        }
        for (std::size_t k = 0; k < centres.size(); ++k)
            if (sizes[k] > 0)
                for (int c = 0; c < 3; ++c) centres[k][c] = sums[k][c] / sizes[k];
    }
    // The colours in use, the background (lightest, or darkest) first, then dark to light.
    std::vector<int> used;
    for (int k = 0; k < static_cast<int>(centres.size()); ++k)
        if (std::find(labels.begin(), labels.end(), k) != labels.end()) used.push_back(k);
    std::sort(used.begin(), used.end(), [&](int a, int b) { return luminance(centres[a]) < luminance(centres[b]); });
    if (!dark_background) std::rotate(used.begin(), used.end() - 1, used.end());
    std::vector<int> renumber(centres.size(), -1);
    for (std::size_t k = 0; k < used.size(); ++k) {
        renumber[used[k]] = static_cast<int>(k);
        result.colours.push_back(centres[used[k]]);
    }
    result.labels.resize(cells.size());
    for (std::size_t i = 0; i < cells.size(); ++i) result.labels[i] = renumber[labels[i]];
    return result;
}

}  // namespace nono::make
