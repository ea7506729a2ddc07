// The palette; see palette.hpp.
#include "scan/palette.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <set>
#include <string>

#include "scan/median.hpp"
#include "scan/page.hpp"

namespace nono::scan {

namespace {

// Ink whose channels differ by less than this is neutral (black, grey, white): text is
// anti-aliased and may be tinted (a navy ink, greyed a little bluish); a box's colour is flat,
// so a pale box (cream) is a colour.
constexpr int kNeutral = 48;
constexpr int kNeutralBox = 16;
// Colours closer than this (largest channel difference) are one palette colour.
constexpr int kSameColour = 64;
// How close (largest channel difference) a greyed number's colour comes to a fading of the
// colour it is.
constexpr double kFadedFit = 24;

bool neutral(const cv::Vec3b& c, bool boxed) {
    return colour_spread(c) < (boxed ? kNeutralBox : kNeutral);
}

// Whether ink in a photo's true light is neutral: its channels darkened from the paper alike
// (each at least kNeutralShare of the most darkened), however faint a thin stroke's blur left
// it (brown's thin digits, mixed with the paper, are only 40 levels apart but darkened 0.6 as
// much in blue as in red).
constexpr double kNeutralShare = 0.8;
bool neutral_in_photo(const cv::Vec3b& c, const cv::Vec3b& paper, bool boxed) {
    if (boxed) return colour_spread(c) < kNeutralBox;
    double most = 0, least = 1e9;
    for (int k = 0; k < 3; ++k) {
        const double dark = std::max(0.0, 1.0 - static_cast<double>(c[k]) / std::max(1, static_cast<int>(paper[k])));
        most = std::max(most, dark);
        least = std::min(least, dark);
    }
    return most < 0.1 ? colour_spread(c) < kNeutral : least >= kNeutralShare * most;
}

std::uint32_t rgb_of(const cv::Vec3b& bgr) {
    return static_cast<std::uint32_t>(bgr[2]) << 16 | static_cast<std::uint32_t>(bgr[1]) << 8 | bgr[0];
}

// A plain name for a colour, as a player would call it: by its hue, lightness and how far it
// is from a grey (the nearest of a few named colours by RGB distance called a teal (#389898)
// and a navy (#394d80) "grey", the mid grey being nearer than either hue's pure colour).
std::string name_of(const cv::Vec3b& bgr) {
    const double r = bgr[2] / 255.0, g = bgr[1] / 255.0, b = bgr[0] / 255.0;
    const double high = std::max({r, g, b}), low = std::min({r, g, b}), chroma = high - low;
    const double light = (high + low) / 2;
    if (chroma < 0.12) return light < 0.2 ? "black" : light > 0.85 ? "white" : "grey";
    double hue = high == r ? std::fmod((g - b) / chroma + 6, 6.0) : high == g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
    hue *= 60;  // degrees
    if (hue < 15 || hue >= 345) return light > 0.7 ? "pink" : "red";
    if (hue < 45) return light < 0.35 ? "brown" : light > 0.75 ? "peach" : "orange";
    if (hue < 70) return light < 0.35 ? "olive" : "yellow";
    if (hue < 160) return "green";
    if (hue < 200) return light < 0.5 ? "teal" : "cyan";
    if (hue < 250) return light < 0.3 ? "navy" : light > 0.7 ? "sky" : "blue";
    if (hue < 290) return light > 0.7 ? "lavender" : "purple";
    return light > 0.65 ? "pink" : "magenta";
}

}  // namespace

int nearest_colour(const std::vector<Colour>& palette, const cv::Vec3b& colour, int first) {
    int best = first;
    double best_distance = 1e9;
    for (std::size_t i = static_cast<std::size_t>(first); i < palette.size(); ++i) {
        const double d = cv::norm(cv::Vec3i(bgr_of(palette[i].rgb)) - cv::Vec3i(colour));
        if (d < best_distance) {
            best_distance = d;
            best = static_cast<int>(i);
        }
    }
    return best;
}

namespace {

// The numbers' colours grouped: neutral ink one group, each colour as first met (closer than
// kSameColour to a group's first member joins it). Returns each number's group and sets
// `neutral_group` (-1 when no ink is neutral). `photo_paper`, a photo's paper: neutral ink is
// told by neutral_in_photo, and groups are half as wide.
std::vector<int> group_colours(const std::vector<cv::Vec3b>& colours, const std::vector<bool>& boxed,
                               std::vector<cv::Vec3b>& firsts, int& neutral_group, const cv::Vec3b* photo_paper = nullptr) {
    // A photo's groups start narrower, and its totals join them (merge_by_totals): a group of
    // kSameColour may hold a colour washed out by the light and another colour beside it.
    const int same = photo_paper ? kSameColour / 2 : kSameColour;
    std::vector<int> group(colours.size(), -1);
    neutral_group = -1;
    for (std::size_t i = 0; i < colours.size(); ++i) {
        if (photo_paper ? neutral_in_photo(colours[i], *photo_paper, boxed[i]) : neutral(colours[i], boxed[i])) {
            if (neutral_group < 0) {
                neutral_group = static_cast<int>(firsts.size());
                firsts.push_back(colours[i]);
            }
            group[i] = neutral_group;
            continue;
        }
        for (std::size_t g = 0; g < firsts.size(); ++g)
            if (static_cast<int>(g) != neutral_group && colour_difference(firsts[g], colours[i]) < same) {
                group[i] = static_cast<int>(g);
                break;
            }
        if (group[i] < 0) {
            group[i] = static_cast<int>(firsts.size());
            firsts.push_back(colours[i]);
        }
    }
    return group;
}

// Two colours this far apart (largest channel difference), with (almost) no number between
// them, are two colours, even when kSameColour put them in one group (yellow and orange, 62
// apart in green).
constexpr int kSplitColours = 36;
// "Between": a number whose colour, along the line from one part's middle to the other's, lies
// in its middle third; at most this share of a group's numbers may. A colour spread evenly (a
// photo's light) has a third of its numbers there; two colours, each measured a little off
// (small digits in a JPEG, anti-aliased thin strokes: off to the side, lighter), have none.
constexpr double kBetween = 0.05;

// The members of one group (indices into `colours`) parted in two by 2-means, started from the
// two members farthest apart; `apart`: the middles' distance, `between`: the share of members
// between the middles (kBetween).
std::vector<int> two_parts(const std::vector<cv::Vec3b>& colours, const std::vector<std::size_t>& members,
                           double& apart, double& between) {
    auto far = [&](const cv::Vec3d& a, const cv::Vec3d& b) {
        return std::max({std::abs(a[0] - b[0]), std::abs(a[1] - b[1]), std::abs(a[2] - b[2])});
    };
    std::array<cv::Vec3d, 2> middle{cv::Vec3d(colours[members[0]]), cv::Vec3d(colours[members[0]])};
    for (std::size_t i : members)
        for (std::size_t j : members)
            if (far(colours[i], colours[j]) > far(middle[0], middle[1])) middle = {cv::Vec3d(colours[i]), cv::Vec3d(colours[j])};
    std::vector<int> part(members.size(), 0);
    for (int round = 0; round < 8; ++round) {
        std::array<cv::Vec3d, 2> sum{};
        std::array<int, 2> count{};
        for (std::size_t k = 0; k < members.size(); ++k) {
            const cv::Vec3d c(colours[members[k]]);
            part[k] = far(c, middle[1]) < far(c, middle[0]) ? 1 : 0;
            sum[static_cast<std::size_t>(part[k])] += c;
            ++count[static_cast<std::size_t>(part[k])];
        }
        for (std::size_t p = 0; p < 2; ++p)
            if (count[p] > 0) middle[p] = sum[p] / count[p];
    }
    apart = far(middle[0], middle[1]);
    const cv::Vec3d axis = middle[1] - middle[0];
    const double length = std::max(1e-9, axis.dot(axis));
    long inside = 0;
    for (std::size_t i : members) {
        const double t = (cv::Vec3d(colours[i]) - middle[0]).dot(axis) / length;
        inside += t > 1.0 / 3 && t < 2.0 / 3;
    }
    between = static_cast<double>(inside) / static_cast<double>(members.size());
    return part;
}

// Groups (not neutral ink) that hold two colours, each of at least two numbers, split in two;
// each part split again while it holds two (red, crimson and brown in one group: red apart
// first, then crimson from brown).
void split_groups(const std::vector<cv::Vec3b>& colours, std::vector<int>& group, std::vector<cv::Vec3b>& firsts,
                  int neutral_group) {
    for (int g = 0; g < static_cast<int>(firsts.size()); ++g) {
        if (g == neutral_group) continue;
        std::vector<std::size_t> members;
        for (std::size_t i = 0; i < colours.size(); ++i)
            if (group[i] == g) members.push_back(i);
        if (members.size() < 4) continue;
        double apart = 0, between = 0;
        std::vector<int> part = two_parts(colours, members, apart, between);
        long ones = std::count(part.begin(), part.end(), 1);
        // A lone member far from the others (a faded number taken in: 1 of 27 coral and rose)
        // is a part of its own, hiding the two colours of the rest: set aside (it stays in the
        // group, for join_faded), the rest parted again; up to one in eight.
        const std::size_t lone_limit = std::max<std::size_t>(1, members.size() / 8);
        for (std::size_t set_aside = 0; (ones == 1 || ones == static_cast<long>(members.size()) - 1) &&
                                        members.size() > 4 && set_aside < lone_limit;
             ++set_aside) {
            const int lone_part = ones == 1 ? 1 : 0;
            members.erase(members.begin() + (std::find(part.begin(), part.end(), lone_part) - part.begin()));
            part = two_parts(colours, members, apart, between);
            ones = std::count(part.begin(), part.end(), 1);
        }
        if (apart < kSplitColours || between > kBetween || ones < 2 || ones > static_cast<long>(members.size()) - 2) continue;
        const int added = static_cast<int>(firsts.size());
        for (std::size_t k = 0; k < members.size(); ++k)
            if (part[k] == 1) {
                if (static_cast<int>(firsts.size()) == added) firsts.push_back(colours[members[k]]);
                group[members[k]] = added;
            }
        --g;  // what is left of it may hold two colours still
    }
}

// Each group's colour: the median of its members, channel by channel.
std::vector<cv::Vec3b> group_medians(const std::vector<cv::Vec3b>& colours, const std::vector<int>& group, int groups) {
    std::vector<cv::Vec3b> medians(static_cast<std::size_t>(groups));
    for (int g = 0; g < groups; ++g) {
        std::array<std::vector<int>, 3> channel;
        for (std::size_t i = 0; i < colours.size(); ++i)
            if (group[i] == g)
                for (int k = 0; k < 3; ++k) channel[static_cast<std::size_t>(k)].push_back(colours[i][k]);
        for (int k = 0; k < 3; ++k) {
            auto& v = channel[static_cast<std::size_t>(k)];
            if (v.empty()) continue;
            std::nth_element(v.begin(), v.begin() + static_cast<long>(v.size() / 2), v.end());
            medians[static_cast<std::size_t>(g)][k] = static_cast<uchar>(v[v.size() / 2]);
        }
    }
    return medians;
}

// Groups of one colour made one: a split's part can be a colour another group already holds
// (coral split off from a group of coral and rose while two coral numbers started a group of
// their own), its numbers then read as two colours. Groups whose medians are closer than
// kOneColour (neutral ink apart) join the larger; a split parts colours kSplitColours apart.
constexpr int kOneColour = 24;
void join_alike(const std::vector<cv::Vec3b>& colours, std::vector<int>& group, int groups, int neutral_group) {
    for (bool joined = true; joined;) {
        joined = false;
        const std::vector<cv::Vec3b> medians = group_medians(colours, group, groups);
        std::vector<int> count(static_cast<std::size_t>(groups), 0);
        for (int g : group) ++count[static_cast<std::size_t>(g)];
        for (int a = 0; a < groups && !joined; ++a)
            for (int b = 0; b < groups && !joined; ++b) {
                const auto ua = static_cast<std::size_t>(a), ub = static_cast<std::size_t>(b);
                if (a == b || a == neutral_group || b == neutral_group || count[ua] == 0 || count[ub] == 0 || count[ua] > count[ub]) continue;
                if (colour_difference(medians[ua], medians[ub]) >= kOneColour) continue;
                std::replace(group.begin(), group.end(), a, b);
                joined = true;
            }
    }
}

// The share a of its ink that `faded` keeps as (colour - paper) a + paper.
double fading_share(const cv::Vec3d& faded, const cv::Vec3d& colour, const cv::Vec3d& paper) {
    const cv::Vec3d f = faded - paper, c = colour - paper;
    return f.dot(c) / std::max(1.0, c.dot(c));
}
// How far a done clue's share may be from the page's.
constexpr double kShareSpread = 0.1;
// A fading fits only when what it leaves is under this share of the faded colour's own
// distance from the paper: a colour near the paper is a fading of almost anything within
// kFadedFit (a navy chip 43 levels off a dark-blue panel, 22 off teal faded to 0.30).
constexpr double kFadedOff = 0.4;

// How far (largest channel) `faded` is from a (colour - paper) + paper, a between `least` and
// `most`; large when it is none or leaves more than kFadedOff of `faded`'s own distance from
// the paper.
double fading_towards(const cv::Vec3d& faded, const cv::Vec3d& colour, const cv::Vec3d& paper, double least, double most) {
    const cv::Vec3d f = faded - paper;
    const cv::Vec3d c = colour - paper;
    const double a = fading_share(faded, colour, paper);
    if (a < least || a > most) return 1e9;
    const cv::Vec3d rest = f - a * c;
    const double off = std::max({std::abs(rest[0]), std::abs(rest[1]), std::abs(rest[2])});
    if (off > kFadedOff * std::max({std::abs(f[0]), std::abs(f[1]), std::abs(f[2])})) return 1e9;
    return off;
}

// A mid grey (neither black nor white: a dark theme's greyed chip, 110-120 in phone-d) that
// `faded` may be `colour` mixed with: the grey's level. Olive is yellow, and brown red, mixed
// with a dark grey (about 63): colours of their own.
constexpr double kMidGreyLow = 96, kMidGreyHigh = 160;

// How far `faded` is from `colour` half mixed with a mid grey: a colour + (1 - a) grey, a from
// 0.35 to 0.65, the grey from kMidGreyLow to kMidGreyHigh (a dark theme's done clue, drawn at
// half its ink on a chip itself greyed: lavender (224 128 155, BGR) done is 168 120 132). A
// mix with white or black is no such fading: sky is blue mixed with white, dark green green
// with black, each a colour of its own.
double grey_fading_fit(const cv::Vec3d& faded, const cv::Vec3d& colour) {
    const double fm = (faded[0] + faded[1] + faded[2]) / 3, cm = (colour[0] + colour[1] + colour[2]) / 3;
    const cv::Vec3d f = faded - cv::Vec3d(fm, fm, fm), c = colour - cv::Vec3d(cm, cm, cm);
    const double a = f.dot(c) / std::max(1.0, c.dot(c));
    if (a < 0.35 || a > 0.65) return 1e9;
    const double grey = (fm - a * cm) / (1 - a);
    if (grey < kMidGreyLow || grey > kMidGreyHigh) return 1e9;
    const cv::Vec3d rest = f - a * c;
    return std::max({std::abs(rest[0]), std::abs(rest[1]), std::abs(rest[2])});
}

// The shares of its ink a done clue may keep.
struct Shares {
    double least = 0.15, most = 0.6;
};

// A "done" clue greyed out is its colour faded towards the paper: paper + a (colour - paper),
// a between 0.15 and 0.6 (games grey done clues to a third or a half of their ink; a colour
// 70% of the way from the paper to another, sky beside blue, is a colour of its own), or
// with `grey`, towards a mid grey (grey_fading_fit: asked of a whole group of numbers, or of
// neutral ink, since one coloured number measured off, a crimson digit lighter in a JPEG, can
// look like red half greyed; neutral ink, black or grey, has no colour to fit).
// How far (largest channel) `faded` is from the nearest such fading of `colour`, keeping a
// share of its ink within `shares` (0.15 to 0.6 unless the page's are known); large when it is
// none.
double fading_fit(const cv::Vec3b& faded, const cv::Vec3b& colour, const cv::Vec3b& paper, bool grey, Shares shares = {}) {
    const double towards_paper = fading_towards(cv::Vec3d(faded), cv::Vec3d(colour), cv::Vec3d(paper), shares.least, shares.most);
    return grey ? std::min(towards_paper, grey_fading_fit(cv::Vec3d(faded), cv::Vec3d(colour))) : towards_paper;
}

// The group (not `skip`, not neutral) that `faded` fits best as a fading of, within `limit`;
// -1 when none does.
int faded_from(const std::vector<cv::Vec3b>& medians, const cv::Vec3b& faded, int skip, int neutral_group,
               const cv::Vec3b& paper, double limit, bool grey, Shares shares = {}) {
    int best = -1;
    double best_fit = limit;
    for (std::size_t g = 0; g < medians.size(); ++g) {
        if (static_cast<int>(g) == skip || static_cast<int>(g) == neutral_group) continue;
        const double fit = fading_fit(faded, medians[g], paper, grey, shares);
        if (fit < best_fit) {
            best_fit = fit;
            best = static_cast<int>(g);
        }
    }
    return best;
}

// Whether most numbers of group `g` stand in a clue line that also holds a number of another
// group that is a colour (`is_strong`, not neutral), near that colour (a done number its
// group took in, faded, is none: a dark game's faded teal chip read in teal's group made its
// done row's other faded chips look like colours of their own). A game greys a line's numbers when the
// line is done, all of them alike: a group whose numbers stand beside strong colours in their
// lines is no fading but a pale colour of its own (peach beside coral, 58% of the way from the
// paper to it). `lines`: each number's clue line (empty: not known, nothing is told).
bool beside_colours(const std::vector<int>& group, const std::vector<int>& lines, const std::vector<bool>& is_strong,
                    int neutral_group, int g, const std::vector<cv::Vec3b>& colours, const std::vector<cv::Vec3b>& medians) {
    if (lines.size() != group.size()) return false;
    std::vector<int> coloured_lines;
    for (std::size_t i = 0; i < group.size(); ++i)
        if (group[i] != g && group[i] != neutral_group && is_strong[static_cast<std::size_t>(group[i])] &&
            colour_difference(colours[i], medians[static_cast<std::size_t>(group[i])]) < kFadedFit)
            coloured_lines.push_back(lines[i]);
    std::sort(coloured_lines.begin(), coloured_lines.end());
    int members = 0, beside = 0;
    for (std::size_t i = 0; i < group.size(); ++i)
        if (group[i] == g) {
            ++members;
            beside += std::binary_search(coloured_lines.begin(), coloured_lines.end(), lines[i]);
        }
    return members >= 4 && beside > 0.7 * members;
}

// Greyed "done" numbers take the colour they are a fading of. A group is a colour when it is
// no fading of another, or when its numbers stand beside other colours in their lines; a
// number far from its group's colour (light colours fall in one group, a faded brown looks
// grey) that fits a colour's fading, much better than black's when it looks neutral (a dark
// game's faded leaf on a greyed chip: leaf half mixed with a mid grey), joins that colour.
void join_faded(const std::vector<cv::Vec3b>& colours, const std::vector<cv::Vec3b>& medians, int neutral_group,
                const cv::Vec3b& paper, const std::vector<int>& lines, std::vector<int>& group) {
    const int groups = static_cast<int>(medians.size());
    std::vector<cv::Vec3b> strong = medians;  // the colours; a fading group's entry made unfittable
    std::vector<bool> is_strong(static_cast<std::size_t>(groups), true);
    for (int g = 0; g < groups; ++g) {
        if (g == neutral_group) continue;
        const int from = faded_from(medians, medians[static_cast<std::size_t>(g)], g, neutral_group, paper, kFadedFit, true);
        const bool mutual = from >= 0 && faded_from(medians, medians[static_cast<std::size_t>(from)], from, neutral_group,
                                                    paper, kFadedFit, true) == g;
        if (from >= 0 && !mutual) is_strong[static_cast<std::size_t>(g)] = false;
    }
    const std::vector<bool> first_strong = is_strong;
    for (int g = 0; g < groups; ++g)
        if (!first_strong[static_cast<std::size_t>(g)] && beside_colours(group, lines, first_strong, neutral_group, g, colours, medians))
            is_strong[static_cast<std::size_t>(g)] = true;
    for (int g = 0; g < groups; ++g)
        if (!is_strong[static_cast<std::size_t>(g)]) strong[static_cast<std::size_t>(g)] = paper;
    // A game greys its done clues by one share of their ink, whatever their colour: the share
    // the faded groups' numbers keep of the colours they fit best (their median), when three
    // do, tells which colour a faded number is where two fit (a faded peach chip is peach at
    // 0.48 of its ink and coral at 0.28, the page's other done clues at 0.46).
    Shares page_shares;
    {
        std::vector<double> kept;
        for (std::size_t i = 0; i < colours.size(); ++i) {
            const int g = group[i];
            if (g == neutral_group || is_strong[static_cast<std::size_t>(g)]) continue;
            const int from = faded_from(strong, colours[i], -1, neutral_group, paper, kFadedFit, false);
            if (from >= 0) kept.push_back(fading_share(cv::Vec3d(colours[i]), cv::Vec3d(strong[static_cast<std::size_t>(from)]), cv::Vec3d(paper)));
        }
        if (kept.size() >= 3) {
            const double share = median(kept);
            page_shares = {std::max(0.15, share - kShareSpread), std::min(0.6, share + kShareSpread)};
        }
    }
    for (std::size_t i = 0; i < colours.size(); ++i) {
        int& g = group[i];
        const cv::Vec3b& own = medians[static_cast<std::size_t>(g)];
        if (is_strong[static_cast<std::size_t>(g)] && g != neutral_group && colour_difference(colours[i], own) < kFadedFit) continue;
        double limit = kFadedFit;
        if (g == neutral_group) limit = std::min(limit, 0.5 * fading_fit(colours[i], own, paper, false));
        const bool faded_group = !is_strong[static_cast<std::size_t>(g)];  // its numbers are done clues
        const int from = faded_from(strong, colours[i], -1, neutral_group, paper, limit, faded_group || g == neutral_group, faded_group ? page_shares : Shares{});
        if (from >= 0) g = from;
    }
}

// While more colours are used than a puzzle holds (kMaxColours with the paper), the two
// closest (largest channel difference of their medians; neutral ink apart) are made one, the
// one with fewer numbers joining the other: a photo's colours spread wider than a screen's,
// and a reading with one colour too few is nearer the truth than one with none (black and
// white).
void merge_to_fit(const std::vector<cv::Vec3b>& colours, std::vector<int>& group, int groups, int neutral_group) {
    for (;;) {
        std::vector<int> count(static_cast<std::size_t>(groups), 0);
        for (int g : group) ++count[static_cast<std::size_t>(g)];
        if (std::count_if(count.begin(), count.end(), [](int n) { return n > 0; }) <= kMaxColours - 1) return;
        const std::vector<cv::Vec3b> medians = group_medians(colours, group, groups);
        int from = -1, into = -1, nearest = 1 << 30;
        for (int a = 0; a < groups; ++a)
            for (int b = 0; b < groups; ++b) {
                const auto ca = count[static_cast<std::size_t>(a)], cb = count[static_cast<std::size_t>(b)];
                if (a == b || a == neutral_group || b == neutral_group || ca == 0 || cb == 0 || ca > cb) continue;
                const int d = colour_difference(medians[static_cast<std::size_t>(a)], medians[static_cast<std::size_t>(b)]);
                if (d < nearest) nearest = d, from = a, into = b;
            }
        if (from < 0) return;
        std::replace(group.begin(), group.end(), from, into);
    }
}

// Colours this near (largest channel difference of their medians), or one a fading of the
// other towards the paper (kFadedFit, to 0.95 of its ink), may be one colour lit unevenly: a
// photo's flash or glare mixes the print's colours with white where it falls.
constexpr int kLitAlike = 96;

// The rows' total less the columns' in each group, summed without sign: 0 for a right reading.
long disagreement(const std::vector<int>& group, int groups, const SignedValues& totals) {
    std::vector<long> gap(static_cast<std::size_t>(groups), 0);
    for (std::size_t i = 0; i < group.size(); ++i) gap[static_cast<std::size_t>(group[i])] += totals.values[i];
    long sum = 0;
    for (long g : gap) sum += std::abs(g);
    return sum;
}

// Whether each group has numbers in rows and in columns (a 0, an empty line's, in neither).
std::vector<bool> on_both_sides(const std::vector<int>& group, int groups, const SignedValues& totals) {
    std::vector<bool> in_rows(static_cast<std::size_t>(groups), false), in_columns(static_cast<std::size_t>(groups), false);
    for (std::size_t i = 0; i < group.size(); ++i) {
        const auto g = static_cast<std::size_t>(group[i]);
        if (totals.values[i] > 0) in_rows[g] = true;
        if (totals.values[i] < 0) in_columns[g] = true;
    }
    std::vector<bool> both(static_cast<std::size_t>(groups));
    for (std::size_t g = 0; g < both.size(); ++g) both[g] = in_rows[g] && in_columns[g];
    return both;
}

// How far `colour` is from being `of` lit otherwise: the nearer of the two colours' difference
// and `colour`'s distance from a fading of `of` towards the paper (to 0.15 of its ink).
double lit_distance(const cv::Vec3b& colour, const cv::Vec3b& of, const cv::Vec3b& paper) {
    return std::min<double>(colour_difference(colour, of), fading_towards(cv::Vec3d(colour), cv::Vec3d(of), cv::Vec3d(paper), 0.15, 1.0));
}

// Groups that may be one colour lit unevenly made one (closer than kLitAlike, or one a fading
// of the other within kFadedFit; neutral ink too), while joining two brings the rows' and
// columns' totals of each colour nearer agreeing: of those pairs, the two nearest lit otherwise
// first (a washed-out orange joins orange, not pink, though either would mend some of the
// totals). The totals of a right reading agree in every colour, whatever the light did to it.
void merge_by_totals(const std::vector<cv::Vec3b>& colours, std::vector<int>& group, int groups, int neutral_group,
                     const cv::Vec3b& paper, const SignedValues& totals) {
    for (;;) {
        std::vector<int> count(static_cast<std::size_t>(groups), 0);
        for (int g : group) ++count[static_cast<std::size_t>(g)];
        const std::vector<cv::Vec3b> medians = group_medians(colours, group, groups);
        const long now = disagreement(group, groups, totals);
        // Neutral ink read in rows and in columns is the puzzle's black (a one-sided group is no
        // colour at all: place_one_sided).
        const bool neutral_both = neutral_group >= 0 && on_both_sides(group, groups, totals)[static_cast<std::size_t>(neutral_group)];
        double nearest = 1e9;
        int from = -1, into = -1;
        for (int a = 0; a < groups; ++a)
            for (int b = 0; b < groups; ++b) {
                const auto ua = static_cast<std::size_t>(a), ub = static_cast<std::size_t>(b);
                // The smaller joins the larger, but neutral ink stays neutral (a navy pixel
                // font's darker and lighter digits, one a colour and one not, are black).
                if (a == b || a == neutral_group || count[ua] == 0 || count[ub] == 0 || (count[ua] > count[ub] && b != neutral_group) ||
                    (b == neutral_group && !neutral_both))
                    continue;
                const double apart = colour_difference(medians[ua], medians[ub]);
                const double fading = std::min(fading_towards(cv::Vec3d(medians[ua]), cv::Vec3d(medians[ub]), cv::Vec3d(paper), 0.15, 0.95),
                                               fading_towards(cv::Vec3d(medians[ub]), cv::Vec3d(medians[ua]), cv::Vec3d(paper), 0.15, 0.95));
                if (apart >= kLitAlike && fading >= kFadedFit) continue;
                std::vector<int> joined = group;
                std::replace(joined.begin(), joined.end(), a, b);
                if (disagreement(joined, groups, totals) >= now) continue;
                if (std::min(apart, fading) < nearest) nearest = std::min(apart, fading), from = a, into = b;
            }
        if (from < 0) return;
        std::replace(group.begin(), group.end(), from, into);
    }
}

// A group (neutral ink too) whose numbers all stand in rows, or all in columns, is no colour
// of the puzzle, whose every colour's rows and columns fill as many cells: each of its numbers
// joins the colour standing on both sides it is nearest lit otherwise (a photo's flash washed
// pink and orange chips out to a grey). Kept when none is within kLitAlike.
void place_one_sided(const std::vector<cv::Vec3b>& colours, std::vector<int>& group, int groups, const cv::Vec3b& paper,
                     const SignedValues& totals) {
    const std::vector<bool> both = on_both_sides(group, groups, totals);
    const std::vector<cv::Vec3b> medians = group_medians(colours, group, groups);
    for (std::size_t i = 0; i < group.size(); ++i) {
        if (both[static_cast<std::size_t>(group[i])]) continue;
        int best = -1;
        double nearest = kLitAlike;
        for (int g = 0; g < groups; ++g) {
            if (!both[static_cast<std::size_t>(g)]) continue;
            const double d = lit_distance(colours[i], medians[static_cast<std::size_t>(g)], paper);
            if (d < nearest) nearest = d, best = g;
        }
        if (best >= 0) group[i] = best;
    }
}

// A screenshot's numbers in two groups that no clue line mixes, the fewer of them fainter
// against the paper than the others (under kFainter of their contrast) and muted (channels
// under kMutedSpread apart), are one ink: a black-and-white puzzle whose done lines a game
// draws in a muted colour of its own (a TV app's white numbers, its done ones a grey-blue,
// channels 56 apart; read as two colours, the check recoloured two numbers to make the totals
// agree and found one solution). A colour puzzle's lines mix its colours; two colours apart in
// rows and columns both are two shapes far apart, and a vivid one (a red beside black) stays.
constexpr double kFainter = 0.75;
constexpr int kMutedSpread = 96;
constexpr int kUnmixedLines = 2;  // lines of each group, at least
void join_unmixed_pair(const std::vector<cv::Vec3b>& colours, std::vector<int>& group, int groups, const cv::Vec3b& paper,
                       const std::vector<int>& lines) {
    if (lines.size() != group.size()) return;
    std::vector<int> count(static_cast<std::size_t>(groups), 0);
    for (int g : group) ++count[static_cast<std::size_t>(g)];
    std::vector<int> used;
    for (int g = 0; g < groups; ++g)
        if (count[static_cast<std::size_t>(g)] > 0) used.push_back(g);
    if (used.size() != 2) return;
    std::map<int, std::set<int>> in_line;  // each line's groups
    for (std::size_t i = 0; i < group.size(); ++i) in_line[lines[i]].insert(group[i]);
    std::array<int, 2> lines_of{};
    for (const auto& [line, held] : in_line) {
        if (held.size() > 1) return;
        ++lines_of[*held.begin() == used[0] ? 0 : 1];
    }
    if (lines_of[0] < kUnmixedLines || lines_of[1] < kUnmixedLines) return;
    const std::vector<cv::Vec3b> medians = group_medians(colours, group, groups);
    auto contrast = [&](int g) { return colour_difference(medians[static_cast<std::size_t>(g)], paper); };
    const int major = count[static_cast<std::size_t>(used[0])] >= count[static_cast<std::size_t>(used[1])] ? used[0] : used[1];
    const int minor = major == used[0] ? used[1] : used[0];
    if (contrast(minor) >= kFainter * contrast(major) || colour_spread(medians[static_cast<std::size_t>(minor)]) >= kMutedSpread) return;
    std::replace(group.begin(), group.end(), minor, major);
}

}  // namespace

std::vector<int> assign_palette(const std::vector<cv::Vec3b>& colours, const std::vector<bool>& boxed,
                                const cv::Vec3b& paper, Puzzle& puzzle, const std::vector<int>& lines,
                                const SignedValues* totals) {
    std::vector<cv::Vec3b> firsts;
    int neutral_group = -1;
    std::vector<int> group = group_colours(colours, boxed, firsts, neutral_group, totals ? &paper : nullptr);
    split_groups(colours, group, firsts, neutral_group);
    const int groups = static_cast<int>(firsts.size());
    join_alike(colours, group, groups, neutral_group);
    std::vector<cv::Vec3b> medians = group_medians(colours, group, groups);
    // A photo has no greyed "done" clues, but its light fades colours unevenly: its totals
    // tell which colours are one (merge_by_totals).
    if (!totals) join_faded(colours, medians, neutral_group, paper, lines, group);
    if (totals && totals->values.size() == colours.size()) {
        merge_by_totals(colours, group, groups, neutral_group, paper, *totals);
        place_one_sided(colours, group, groups, paper, *totals);
    }
    merge_to_fit(colours, group, groups, neutral_group);
    if (!totals) join_unmixed_pair(colours, group, groups, paper, lines);
    // Groups renumbered in order of first use.
    std::vector<int> number(static_cast<std::size_t>(groups), -1);
    int used_groups = 0;
    for (int g : group)
        if (number[static_cast<std::size_t>(g)] < 0) number[static_cast<std::size_t>(g)] = used_groups++;
    for (int& g : group) g = number[static_cast<std::size_t>(g)];
    if (neutral_group >= 0) neutral_group = number[static_cast<std::size_t>(neutral_group)];
    std::vector<int> index(colours.size(), 1);
    const bool any_colour = used_groups > (neutral_group >= 0 ? 1 : 0);
    puzzle.palette.clear();
    if (!any_colour || used_groups > kMaxColours - 1) return index;
    medians = group_medians(colours, group, used_groups);
    puzzle.palette.push_back({"white", rgb_of(paper), '.'});
    std::string used = ".";
    for (int g = 0; g < used_groups; ++g) {
        std::string name = g == neutral_group ? "black" : name_of(medians[static_cast<std::size_t>(g)]);
        std::string unique = name;
        for (int n = 2; std::any_of(puzzle.palette.begin(), puzzle.palette.end(), [&](const Colour& c) { return c.name == unique; }); ++n)
            unique = name + std::to_string(n);
        char symbol = unique[0];
        for (char c = 'a'; used.find(symbol) != std::string::npos; ++c) symbol = c;
        used += symbol;
        puzzle.palette.push_back({unique, rgb_of(medians[static_cast<std::size_t>(g)]), symbol});
    }
    for (std::size_t i = 0; i < colours.size(); ++i) index[i] = group[i] + 1;
    return index;
}

}  // namespace nono::scan
