// Glyphs grouped by shape and whole groups read as another digit; see font.hpp.
#include "scan/font.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <tuple>

#include "scan/glyph.hpp"

namespace nono::scan {

namespace {

// Whether rows `a` and `b` are nearer than `limit` (squared distance), stopping as soon as
// they are not: most pairs of glyphs are different digits, far apart within a few pixels.
bool nearer_than(const float* a, const float* b, double limit) {
    double sum = 0;
    for (int k = 0; k < kFeatureSize; ++k) {
        const double d = a[k] - b[k];
        sum += d * d;
        if (sum >= limit) return false;
    }
    return true;
}

int root_of(std::vector<int>& parent, int a) {
    while (parent[static_cast<std::size_t>(a)] != a) {
        parent[static_cast<std::size_t>(a)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(a)])];
        a = parent[static_cast<std::size_t>(a)];
    }
    return a;
}

// A digit's likelihood in `scores`, floored: a digit the reader gives no chance is still a
// digit a whole group may be, at a high cost.
double log_likelihood(const DigitScores& scores, int digit) {
    for (std::size_t k = 0; k < scores.digit.size(); ++k)
        if (scores.digit[k] == digit) return std::log(std::max(scores.p[k], 1e-4));
    return std::log(1e-4);
}

}  // namespace

std::vector<ShapeGroup> shape_groups(const cv::Mat& features, const std::vector<DigitScores>& scores) {
    const int count = features.rows;
    std::vector<int> parent(static_cast<std::size_t>(count));
    std::iota(parent.begin(), parent.end(), 0);
    for (int i = 0; i < count; ++i)
        for (int j = i + 1; j < count; ++j)
            if (root_of(parent, i) != root_of(parent, j) && nearer_than(features.ptr<float>(i), features.ptr<float>(j), kSameShape))
                parent[static_cast<std::size_t>(root_of(parent, i))] = root_of(parent, j);
    std::vector<std::vector<int>> members(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) members[static_cast<std::size_t>(root_of(parent, i))].push_back(i);
    std::vector<ShapeGroup> groups;
    for (std::vector<int>& glyphs : members) {
        if (glyphs.size() < 2) continue;
        ShapeGroup group;
        group.glyphs = std::move(glyphs);
        for (int d = 0; d < 10; ++d) {
            double sum = 0;
            for (int g : group.glyphs) sum += log_likelihood(scores[static_cast<std::size_t>(g)], d);
            group.log_likelihood[static_cast<std::size_t>(d)] = sum / static_cast<double>(group.glyphs.size());
        }
        group.digit = static_cast<int>(std::max_element(group.log_likelihood.begin(), group.log_likelihood.end()) -
                                       group.log_likelihood.begin());
        groups.push_back(std::move(group));
    }
    // Largest first, then by first glyph: a total order.
    std::sort(groups.begin(), groups.end(), [](const ShapeGroup& a, const ShapeGroup& b) {
        return a.glyphs.size() != b.glyphs.size() ? a.glyphs.size() > b.glyphs.size() : a.glyphs[0] < b.glyphs[0];
    });
    return groups;
}

// Whether `scores` reads `from` first and has `digit` among its next likely ones.
bool may_be(const DigitScores& scores, int from, int digit) {
    return scores.digit[0] == from && (scores.digit[1] == digit || scores.digit[2] == digit);
}

// Every glyph read as one digit that may be another, in `min_members` glyphs or more.
void add_digit_edits(const std::vector<DigitScores>& scores, std::size_t min_members, std::vector<FontEdit>& edits) {
    for (int from = 0; from < 10; ++from)
        for (int digit = 1; digit < 10; ++digit) {  // no glyph is relabelled 0 (below)
            FontEdit edit{FontEdit::kNoGroup, from, digit, 0, 0};
            for (const DigitScores& s : scores)
                if (may_be(s, from, digit)) {
                    edit.cost += log_likelihood(s, from) - log_likelihood(s, digit);
                    ++edit.glyphs;
                }
            if (edit.glyphs < min_members) continue;
            edit.cost /= static_cast<double>(edit.glyphs);
            if (edit.cost <= kMostUnlikely) edits.push_back(edit);
        }
}

std::vector<FontEdit> font_edits(const std::vector<ShapeGroup>& groups, const std::vector<DigitScores>& scores,
                                 std::size_t min_members) {
    constexpr int kOthers = 5;  // a group's next likely digits tried
    std::vector<FontEdit> edits;
    for (std::size_t k = 0; k < groups.size(); ++k) {
        const ShapeGroup& group = groups[k];
        if (group.glyphs.size() < min_members) continue;
        std::array<int, 10> order{};
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return group.log_likelihood[static_cast<std::size_t>(a)] > group.log_likelihood[static_cast<std::size_t>(b)];
        });
        for (int r = 1; r <= kOthers; ++r) {
            const int digit = order[static_cast<std::size_t>(r)];
            const double cost =
                group.log_likelihood[static_cast<std::size_t>(group.digit)] - group.log_likelihood[static_cast<std::size_t>(digit)];
            if (digit != 0 && cost <= kMostUnlikely) edits.push_back({k, group.digit, digit, cost, group.glyphs.size()});
        }
    }
    add_digit_edits(scores, min_members, edits);
    std::stable_sort(edits.begin(), edits.end(), [](const FontEdit& a, const FontEdit& b) { return a.cost < b.cost; });
    return edits;
}

// Reads `scores` as `digit` first: the others keep their order and the likelihoods stay where
// they are, so the digit read before is now the first alternative.
void read_as(DigitScores& scores, int digit) {
    const auto at = std::find(scores.digit.begin(), scores.digit.end(), digit);
    if (at != scores.digit.end()) std::rotate(scores.digit.begin(), at, at + 1);
}

std::vector<DigitScores> relabelled(std::vector<DigitScores> scores, const std::vector<ShapeGroup>& groups,
                                    const std::vector<FontEdit>& edits) {
    for (const FontEdit& edit : edits) {
        if (edit.group != FontEdit::kNoGroup) {
            for (int g : groups[edit.group].glyphs) read_as(scores[static_cast<std::size_t>(g)], edit.digit);
            continue;
        }
        for (DigitScores& s : scores)
            if (may_be(s, edit.from, edit.digit)) read_as(s, edit.digit);
    }
    return scores;
}

namespace {

double squared_distance(const float* a, const float* b) {
    double sum = 0;
    for (int k = 0; k < kFeatureSize; ++k) {
        const double d = a[k] - b[k];
        sum += d * d;
    }
    return sum;
}

// Two means of `members` (rows of `features`) from the starting centres `a` and `b`; each
// member's part in `in_second`. Returns the mean squared distance of the members from their
// part's centre, and the centres' squared distance in `apart`; -1 when a part is left empty.
double two_means_from(const cv::Mat& features, const std::vector<int>& members, cv::Mat a, cv::Mat b,
                      std::vector<char>& in_second, double& apart) {
    constexpr int kRounds = 20;
    in_second.assign(members.size(), 0);
    for (int round = 0; round < kRounds; ++round) {
        bool moved = false;
        for (std::size_t k = 0; k < members.size(); ++k) {
            const float* f = features.ptr<float>(members[k]);
            const char second_nearer = squared_distance(f, b.ptr<float>(0)) < squared_distance(f, a.ptr<float>(0));
            moved |= second_nearer != in_second[k];
            in_second[k] = second_nearer;
        }
        if (!moved && round > 0) break;
        cv::Mat sum_a = cv::Mat::zeros(1, features.cols, CV_32F), sum_b = sum_a.clone();
        int count_a = 0, count_b = 0;
        for (std::size_t k = 0; k < members.size(); ++k)
            if (in_second[k]) sum_b += features.row(members[k]), ++count_b;
            else sum_a += features.row(members[k]), ++count_a;
        if (count_a == 0 || count_b == 0) return -1;
        a = sum_a / count_a;
        b = sum_b / count_b;
    }
    double spread = 0;
    for (std::size_t k = 0; k < members.size(); ++k)
        spread += squared_distance(features.ptr<float>(members[k]), (in_second[k] ? b : a).ptr<float>(0));
    apart = squared_distance(a.ptr<float>(0), b.ptr<float>(0));
    return spread / static_cast<double>(members.size());
}

// `members` in two parts of `min_members` or more by two means, the tightest of kStarts
// starts (a member spread evenly through them, and the member farthest from it: one start from
// a stray glyph alone parts it from the rest). Returns the separation (kSplitApart's measure),
// 0 when no start gives two such parts; the parts' centres' squared distance in `centres`.
double two_means(const cv::Mat& features, const std::vector<int>& members, std::size_t min_members, std::vector<int>& first,
                 std::vector<int>& second, double& centres) {
    constexpr std::size_t kStarts = 8;
    const std::size_t starts = std::min(kStarts, members.size());
    double tightest = -1, separation = 0;
    std::vector<char> in_second, best;
    for (std::size_t s = 0; s < starts; ++s) {
        const int a = members[s * members.size() / starts];
        int b = a;
        double most = -1;
        for (int g : members) {
            const double d = squared_distance(features.ptr<float>(g), features.ptr<float>(a));
            if (d > most) most = d, b = g;
        }
        double apart = 0;
        const double spread = two_means_from(features, members, features.row(a).clone(), features.row(b).clone(), in_second, apart);
        const auto seconds = static_cast<std::size_t>(std::count(in_second.begin(), in_second.end(), 1));
        if (spread < 0 || seconds < min_members || members.size() - seconds < min_members) continue;
        if (tightest >= 0 && spread >= tightest) continue;
        tightest = spread;
        centres = apart;
        separation = apart / std::max(spread, 1e-6);
        best = in_second;
    }
    first.clear();
    second.clear();
    if (tightest < 0) return 0;
    for (std::size_t k = 0; k < members.size(); ++k) (best[k] ? second : first).push_back(members[k]);
    return separation;
}

ShapeGroup group_of(std::vector<int> glyphs, const std::vector<DigitScores>& scores, int digit) {
    ShapeGroup group;
    group.glyphs = std::move(glyphs);
    for (int d = 0; d < 10; ++d) {
        double sum = 0;
        for (int g : group.glyphs) sum += log_likelihood(scores[static_cast<std::size_t>(g)], d);
        group.log_likelihood[static_cast<std::size_t>(d)] = sum / static_cast<double>(group.glyphs.size());
    }
    group.digit = digit;
    group.split = true;
    return group;
}

}  // namespace

std::vector<ShapeGroup> split_groups(const cv::Mat& features, const std::vector<DigitScores>& scores, std::size_t min_members) {
    constexpr int kDepth = 2;  // splits of a split part, at most
    std::array<std::vector<int>, 10> read;
    for (std::size_t g = 0; g < scores.size(); ++g) read[static_cast<std::size_t>(scores[g].digit[0])].push_back(static_cast<int>(g));
    std::array<cv::Mat, 10> centre;  // of each digit read min_members times or more
    for (std::size_t d = 0; d < 10; ++d) {
        if (read[d].size() < min_members) continue;
        centre[d] = cv::Mat::zeros(1, features.cols, CV_32F);
        for (int g : read[d]) centre[d] += features.row(g);
        centre[d] /= static_cast<double>(read[d].size());
    }
    std::vector<ShapeGroup> out;
    for (std::size_t digit = 0; digit < 10; ++digit) {
        if (read[digit].size() < 2 * min_members) continue;
        double nearest = 0;  // squared distance to the nearest other digit's centre
        for (std::size_t d = 0; d < 10; ++d)
            if (d != digit && !centre[d].empty()) {
                const double apart = squared_distance(centre[d].ptr<float>(0), centre[digit].ptr<float>(0));
                nearest = nearest == 0 ? apart : std::min(nearest, apart);
            }
        // (glyphs, parent, depth) to split
        std::vector<std::tuple<std::vector<int>, std::size_t, int>> todo{{read[digit], ShapeGroup::kWhole, 0}};
        while (!todo.empty()) {
            auto [members, parent, depth] = std::move(todo.back());
            todo.pop_back();
            if (members.size() < 2 * min_members || depth == kDepth) continue;
            std::vector<int> a, b;
            double centres = 0;
            const double apart = two_means(features, members, min_members, a, b, centres);
            if (apart < kSplitApart || centres < kSplitFar * nearest) continue;
            for (std::vector<int>* part : {&a, &b}) {
                out.push_back(group_of(*part, scores, static_cast<int>(digit)));
                out.back().parent = parent;
                out.back().separation = apart;
                todo.push_back({*part, out.size() - 1, depth + 1});
            }
        }
    }
    return out;
}

std::vector<FontEdit> split_edits(const std::vector<ShapeGroup>& groups, std::size_t min_members) {
    std::vector<FontEdit> edits;
    for (std::size_t k = 0; k < groups.size(); ++k) {
        const ShapeGroup& group = groups[k];
        if (group.glyphs.size() < min_members) continue;
        // A group of glyphs drawn alike (shape_groups) is one shape, as surely as a split's
        // part kSplitApart apart.
        const double apart = group.split ? kSplitApart / group.separation : 1.0;
        std::array<int, 10> order{};
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return group.log_likelihood[static_cast<std::size_t>(a)] > group.log_likelihood[static_cast<std::size_t>(b)];
        });
        int rank = 0;
        for (int digit : order) {
            if (digit == group.digit || digit == 0) continue;
            ++rank;
            edits.push_back({k, group.digit, digit, kSplitCost + kSplitRank * rank + apart, group.glyphs.size()});
        }
    }
    std::stable_sort(edits.begin(), edits.end(), [](const FontEdit& a, const FontEdit& b) { return a.cost < b.cost; });
    return edits;
}

}  // namespace nono::scan
