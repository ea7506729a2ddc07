// Glyphs grouped by shape and whole groups read as another digit; see font.hpp.
#include "scan/font.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

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

}  // namespace nono::scan
