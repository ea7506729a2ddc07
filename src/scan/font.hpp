// The image's own font: every clue of one image is drawn alike, so glyphs of one shape are one
// digit. A font unlike the reader's samples is misread shape by shape (every 3 read as 1), which
// no change of a few numbers mends; relabelling a whole shape is one change, and the solver's
// check decides between such changes (scan.cpp).
#pragma once

#include <array>
#include <vector>

#include <opencv2/core.hpp>

#include "scan/digits.hpp"

namespace nono::scan {

// Glyphs drawn alike: each pair of members is linked by a chain of glyphs less than
// kSameShape apart (squared feature distance), with the members' mean log-likelihood of each digit.
struct ShapeGroup {
    std::vector<int> glyphs;
    std::array<double, 10> log_likelihood{};  // per digit, the members' mean of log(p)
    int digit = 0;                             // the most likely digit for the group as a whole
    // A part of the glyphs read as one digit (split_groups), and the part it was split from
    // (kWhole: all the glyphs read as that digit); the tight groups above have neither.
    static constexpr std::size_t kWhole = static_cast<std::size_t>(-1);
    bool split = false;
    std::size_t parent = kWhole;
    double separation = 0;  // squared distance of the two parts' centres over their mean spread
};

// Within one image the nearest glyph of the same digit is nearer than this in nine of ten glyphs,
// and the nearest of another digit farther in nine of ten (squared feature distances, measured
// on fresh6's crt, forum, stylus, pixel-editor, doc-rtl and photo-held images: 2.5 and 8.5).
inline constexpr double kSameShape = 2;

// The groups of two glyphs or more among `features` (one glyph a row, feature_rows), largest first.
std::vector<ShapeGroup> shape_groups(const cv::Mat& features, const std::vector<DigitScores>& scores);

// Another digit for a whole group, or for every glyph read as `from` that the reader thought
// might be `digit` (a font whose 3 the reader takes for a 5, drawn too unevenly for its glyphs
// to group: a photo's); and its cost: how much less likely those glyphs are, on average (log),
// to be that digit than the one read.
struct FontEdit {
    static constexpr std::size_t kNoGroup = static_cast<std::size_t>(-1);
    std::size_t group = kNoGroup;  // kNoGroup: every glyph read as `from`
    int from = 0;
    int digit = 0;
    double cost = 0;
    std::size_t glyphs = 0;  // how many it changes
};

// A font the reader misreads gives its glyphs' digit a likelihood within a few times the one
// read (the edits that read fresh6's development pages right cost 0.17 to 1.53); a clean page
// of a font it knows is read surely (a render's 6s as 1: 9.2), and relabelling it would only
// make clues that do not fit agree by chance (tests/data/scan-constructed/clues-do-not-fit.png).
inline constexpr double kMostUnlikely = 4;

// The groups' likely other digits, of `min_members` glyphs or more, and each digit read that
// many times read as another its glyphs' likely alternative; cheapest first, none dearer than
// kMostUnlikely. Never 0: a page whose every number were a 0 would be an empty puzzle, its
// totals agreeing, its one solution blank (a 0 misread in a 10 is left to the check's mending).
std::vector<FontEdit> font_edits(const std::vector<ShapeGroup>& groups, const std::vector<DigitScores>& scores,
                                 std::size_t min_members);

// `scores` with the glyphs of each of `edits` read as its digit (the one read before second).
std::vector<DigitScores> relabelled(std::vector<DigitScores> scores, const std::vector<ShapeGroup>& groups,
                                    const std::vector<FontEdit>& edits);

// The glyphs read as one digit, in two shapes: a font whose 3 the reader takes surely for a 5
// reads its 3s and its 5s alike, each glyph too sure for the alternatives above, while the two
// shapes still differ in every glyph. Each digit read `min_members` * 2 times or more is split
// in two by its glyphs' features (two means), and each part again, twice at most; the parts of
// `min_members` glyphs or more, apart by kSplitApart or more (their centres' squared distance
// over the glyphs' mean squared distance from their part's centre) and by kSplitFar of the
// distance from the digit's glyphs' centre to the nearest other digit's (a screenshot's crisp
// glyphs of one digit, drawn at two sub-pixel offsets, are two tight parts close together),
// are returned as groups
// (`split`, `parent` the index of the part split, within the returned list, or kWhole).
inline constexpr double kSplitApart = 3.5;
inline constexpr double kSplitFar = 1.0;
std::vector<ShapeGroup> split_groups(const cv::Mat& features, const std::vector<DigitScores>& scores, std::size_t min_members);

// Each group of `min_members` glyphs or more, split (split_groups) or drawn alike
// (shape_groups), read as every other digit but 0: a font the reader misreads surely, its
// glyphs' likelihoods no guide. Its cost: kSplitCost, kSplitRank for each digit the group's
// glyphs are more likely to be (the reader may give the right one next to no chance, yet still
// rank it high), and kSplitApart over a split's separation (parts less apart are less surely two
// shapes; a group drawn alike counts as kSplitApart apart).
inline constexpr double kSplitCost = 1.0;
inline constexpr double kSplitRank = 0.5;
std::vector<FontEdit> split_edits(const std::vector<ShapeGroup>& groups, std::size_t min_members);

}  // namespace nono::scan
