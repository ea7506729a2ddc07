// The palette; see palette.hpp.
#include "scan/palette.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

namespace nono::scan {

namespace {

// Ink whose channels differ by less than this is neutral (black, grey, white): text is
// anti-aliased and may be tinted (a navy ink, greyed a little bluish); a box's colour is flat,
// so a pale box (cream) is a colour.
constexpr int kNeutral = 48;
constexpr int kNeutralBox = 16;
// Colours closer than this (largest channel difference) are one palette colour.
constexpr int kSameColour = 64;

bool neutral(const cv::Vec3b& c, bool boxed) {
    return std::max({c[0], c[1], c[2]}) - std::min({c[0], c[1], c[2]}) < (boxed ? kNeutralBox : kNeutral);
}

int distance(const cv::Vec3b& a, const cv::Vec3b& b) {
    return std::max({std::abs(a[0] - b[0]), std::abs(a[1] - b[1]), std::abs(a[2] - b[2])});
}

std::uint32_t rgb_of(const cv::Vec3b& bgr) {
    return static_cast<std::uint32_t>(bgr[2]) << 16 | static_cast<std::uint32_t>(bgr[1]) << 8 | bgr[0];
}

// A plain name for a colour: the nearest of a few.
std::string name_of(const cv::Vec3b& bgr) {
    struct Named { const char* name; cv::Vec3b bgr; };
    static const std::array<Named, 12> names{{
        {"black", {0, 0, 0}}, {"grey", {128, 128, 128}}, {"red", {0, 0, 220}}, {"green", {0, 160, 0}},
        {"blue", {220, 0, 0}}, {"yellow", {0, 220, 230}}, {"orange", {0, 140, 255}}, {"purple", {160, 0, 140}},
        {"brown", {30, 70, 140}}, {"pink", {190, 140, 255}}, {"cyan", {220, 210, 0}}, {"white", {255, 255, 255}}}};
    const Named* best = &names[0];
    for (const Named& n : names)
        if (cv::norm(cv::Vec3i(n.bgr) - cv::Vec3i(bgr)) < cv::norm(cv::Vec3i(best->bgr) - cv::Vec3i(bgr))) best = &n;
    return best->name;
}

}  // namespace

int nearest_colour(const std::vector<Colour>& palette, const cv::Vec3b& colour, int first) {
    int best = first;
    double best_distance = 1e9;
    for (std::size_t i = static_cast<std::size_t>(first); i < palette.size(); ++i) {
        const std::uint32_t rgb = palette[i].rgb;
        const cv::Vec3b bgr(rgb & 0xff, (rgb >> 8) & 0xff, (rgb >> 16) & 0xff);
        const double d = cv::norm(cv::Vec3i(bgr) - cv::Vec3i(colour));
        if (d < best_distance) {
            best_distance = d;
            best = static_cast<int>(i);
        }
    }
    return best;
}

std::vector<int> assign_palette(const std::vector<cv::Vec3b>& colours, const std::vector<bool>& boxed,
                                const cv::Vec3b& paper, Puzzle& puzzle) {
    // Groups: the neutral ink first (when there is any), then each colour as first met.
    std::vector<cv::Vec3b> centres;
    std::vector<int> counts;
    std::vector<int> group(colours.size(), -1);
    bool any_colour = false;
    int neutral_group = -1;
    for (std::size_t i = 0; i < colours.size(); ++i) {
        if (neutral(colours[i], boxed[i])) {
            if (neutral_group < 0) {
                neutral_group = static_cast<int>(centres.size());
                centres.push_back(colours[i]);
                counts.push_back(0);
            }
            group[i] = neutral_group;
        } else {
            any_colour = true;
            for (std::size_t g = 0; g < centres.size(); ++g)
                if (static_cast<int>(g) != neutral_group && distance(centres[g], colours[i]) < kSameColour) {
                    group[i] = static_cast<int>(g);
                    break;
                }
            if (group[i] < 0) {
                group[i] = static_cast<int>(centres.size());
                centres.push_back(colours[i]);
                counts.push_back(0);
            }
        }
        // The group's colour: its darkest (most saturated) member is the truest ink.
        const std::size_t g = static_cast<std::size_t>(group[i]);
        ++counts[g];
    }
    std::vector<int> index(colours.size(), 1);
    if (!any_colour || centres.size() > kMaxColours - 1) {
        puzzle.palette.clear();
        return index;
    }
    // Each group's colour: the median of its members, channel by channel.
    puzzle.palette.clear();
    puzzle.palette.push_back({"white", rgb_of(paper), '.'});
    std::string used = ".";
    for (std::size_t g = 0; g < centres.size(); ++g) {
        std::array<std::vector<int>, 3> channel;
        for (std::size_t i = 0; i < colours.size(); ++i)
            if (group[i] == static_cast<int>(g))
                for (int k = 0; k < 3; ++k) channel[static_cast<std::size_t>(k)].push_back(colours[i][k]);
        cv::Vec3b median;
        for (int k = 0; k < 3; ++k) {
            auto& v = channel[static_cast<std::size_t>(k)];
            std::nth_element(v.begin(), v.begin() + static_cast<long>(v.size() / 2), v.end());
            median[k] = static_cast<uchar>(v[v.size() / 2]);
        }
        std::string name = name_of(median);
        if (static_cast<int>(g) == neutral_group) name = "black";
        std::string unique = name;
        for (int n = 2; std::any_of(puzzle.palette.begin(), puzzle.palette.end(), [&](const Colour& c) { return c.name == unique; }); ++n)
            unique = name + std::to_string(n);
        char symbol = unique[0];
        for (char c = 'a'; used.find(symbol) != std::string::npos; ++c) symbol = c;
        used += symbol;
        puzzle.palette.push_back({unique, rgb_of(median), symbol});
    }
    for (std::size_t i = 0; i < colours.size(); ++i) index[i] = group[i] + 1;
    return index;
}

}  // namespace nono::scan
