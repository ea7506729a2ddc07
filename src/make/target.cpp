// Targets a made puzzle must meet (unique, line-solvable, a level, a rating band): how they
// are named, whether a size allows them at all, and the check itself: the picture's verdict
// (picture_verdict.cpp) asked only what the target needs (line logic settles line-solvable
// without the engine; only a level target computes a level).
#include <array>
#include <charconv>
#include <string>

#include "nono/make.hpp"

namespace nono {

namespace {

constexpr const char* kTargetForms =
    "unique, line-solvable, D<k> (a level, e.g. D4), or rating:<from>[..<to>] with "
    "lines, probing or search (e.g. rating:probing..search)";

std::optional<SearchRating> rating_from_name(std::string_view name) {
    for (SearchRating rating : {SearchRating::Lines, SearchRating::Probing, SearchRating::Search})
        if (search_rating_name(rating) == name) return rating;
    return std::nullopt;
}

std::optional<int> parse_int(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

[[noreturn]] void bad_target(std::string_view text) {
    throw MakeError("unknown target '" + std::string(text) + "': use " + kTargetForms);
}

}  // namespace

Target parse_target(std::string_view text) {
    Target target;
    if (text == "unique") return target;
    if (text == "line-solvable" || text == "lines" || text == "D1" || text == "d1") {
        target.kind = TargetKind::LineSolvable;
        return target;
    }
    std::string_view level;
    if (text.size() > 1 && (text[0] == 'D' || text[0] == 'd')) level = text.substr(1);
    if (text.starts_with("level:")) level = text.substr(6);
    if (!level.empty()) {
        const std::optional<int> k = parse_int(level);
        if (!k || *k < 1) bad_target(text);
        target.kind = *k == 1 ? TargetKind::LineSolvable : TargetKind::Level;
        target.level = *k;
        return target;
    }
    if (text.starts_with("rating:")) {
        const std::string_view band = text.substr(7);
        const std::size_t dots = band.find("..");
        const auto from = rating_from_name(band.substr(0, dots));
        const auto to = dots == std::string_view::npos ? from : rating_from_name(band.substr(dots + 2));
        if (!from || !to || *to < *from) bad_target(text);
        target.kind = TargetKind::Rating;
        target.min_rating = *from;
        target.max_rating = *to;
        return target;
    }
    bad_target(text);
}

std::string target_name(const Target& target) {
    switch (target.kind) {
        case TargetKind::Unique: return "unique";
        case TargetKind::LineSolvable: return "line-solvable";
        case TargetKind::Level: return "D" + std::to_string(target.level);
        case TargetKind::Rating: {
            std::string name = "rating:" + std::string(search_rating_name(target.min_rating));
            if (target.max_rating != target.min_rating)
                name += ".." + std::string(search_rating_name(target.max_rating));
            return name;
        }
    }
    return "unique";
}

std::optional<CensusLevelCount> census_level_count(int width, int height, int level) {
    // `nono census N --levels` (docs/analysis.md): unique N x N grids by level, D1 to D8.
    struct Known {
        int side;
        std::array<std::uint64_t, 9> by_level;  // index = level; D2, D3 and D8 are empty
    };
    static constexpr Known kKnown[] = {
        {1, {0, 2, 0, 0, 0, 0, 0, 0, 0}},
        {2, {0, 14, 0, 0, 0, 0, 0, 0, 0}},
        {3, {0, 384, 0, 0, 0, 0, 0, 0, 0}},
        {4, {0, 51'234, 0, 0, 1'128, 0, 0, 0, 0}},
        {5, {0, 24'976'511, 0, 0, 331'062, 1'508, 482, 12, 0}},
    };
    if (width != height || level < 1) return std::nullopt;
    for (const Known& known : kKnown)
        if (known.side == width) {
            const std::uint64_t grids = std::uint64_t{1} << (width * height);
            // Above D8 a 5x5 grid has no level left to need (every unique one is counted).
            return CensusLevelCount{level < 9 ? known.by_level[static_cast<std::size_t>(level)] : 0, grids};
        }
    return std::nullopt;
}

void check_target_possible(const Target& target, int width, int height) {
    if (width < 1 || height < 1 || width > kMaxSide || height > kMaxSide)
        throw MakeError("the size must be 1.." + std::to_string(kMaxSide) + " on each side, not " +
                        std::to_string(width) + "x" + std::to_string(height));
    if (target.kind != TargetKind::Level) return;
    const std::string name = "level D" + std::to_string(target.level);
    if (target.level == 2 || target.level == 3)
        throw MakeError(name + " is impossible: D2 = D3 = D1 (no puzzle has level 2 or 3); "
                        "use line-solvable or D4");
    if (target.level > width + height)
        throw MakeError(name + " is impossible at " + std::to_string(width) + "x" +
                        std::to_string(height) + ": every unique puzzle of that size is in D" +
                        std::to_string(width + height) + " (all its lines at once)");
    if (width > 64 || height > 64)
        throw MakeError("levels are computed for sides up to 64 cells, not " + std::to_string(width) +
                        "x" + std::to_string(height));
    if (const std::optional<CensusLevelCount> known = census_level_count(width, height, target.level);
        known && known->grids_with_level == 0)
        throw MakeError(name + " is impossible at " + std::to_string(width) + "x" + std::to_string(height) +
                        ": the census of every grid of that size finds none (nono census " +
                        std::to_string(width) + " --levels)");
}

TargetCheck check_target(const Puzzle& puzzle, const Target& target) {
    VerdictOptions options;
    options.timeout_seconds = target.timeout_seconds;
    // A stalled picture misses a line-solvable target whatever it is: no engine run.
    options.search = target.kind != TargetKind::LineSolvable;
    options.level = target.kind == TargetKind::Level;
    options.max_level = target.level;
    options.level_work = target.level_work;
    TargetCheck check;
    static_cast<PictureVerdict&>(check) = picture_verdict(puzzle, options);
    const bool unique = check.verdict == Verdict::Unique;
    switch (target.kind) {
        case TargetKind::Unique: check.met = unique; break;
        case TargetKind::LineSolvable: check.met = check.line_solvable; break;
        case TargetKind::Rating:
            check.met = unique && check.rating && *check.rating >= target.min_rating &&
                        *check.rating <= target.max_rating;
            break;
        case TargetKind::Level:
            check.met = unique && check.level && check.level->outcome == LevelOutcome::Level &&
                        check.level->level == target.level;
            break;
    }
    return check;
}

}  // namespace nono
