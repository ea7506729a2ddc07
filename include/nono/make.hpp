// Making puzzles: a picture from an image file (PNG, JPEG), the few cell changes that make a
// picture's clues have one solution (or be line-solvable), and random puzzles that meet a
// chosen target (unique, line-solvable, a level D_k, a search-rating band). Everything here
// is deterministic for a given seed; it never prints.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "nono/analyze.hpp"
#include "nono/puzzle.hpp"

namespace nono {

// A request that cannot be met whatever the input (a size of 0, a level above what the
// size allows, a density outside 0..1): the message says why. Callers treat it as bad usage.
class MakeError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

// ---- Targets ------------------------------------------------------------------------------

enum class TargetKind {
    Unique,        // exactly one solution
    LineSolvable,  // line solving alone finishes it (D_1): also unique
    Level,         // exactly level D_k (unique, in D_k, not in D_(k-1)); sides <= 64
    Rating,        // the search rating lies in [min_rating, max_rating] (and unique)
};

struct Target {
    TargetKind kind = TargetKind::Unique;
    int level = 0;                               // TargetKind::Level
    SearchRating min_rating = SearchRating::Lines;  // TargetKind::Rating
    SearchRating max_rating = SearchRating::Search;
    // Solver limits for one check (the engine proves uniqueness; 0 = none).
    double timeout_seconds = 10;
    std::uint64_t level_work = 200'000'000;  // LevelOptions::max_work for TargetKind::Level
};

// "unique", "line-solvable", "D4" / "level:4", "rating:lines..probing" / "rating:search".
// MakeError naming the accepted forms when malformed.
Target parse_target(std::string_view text);
std::string target_name(const Target& target);
// How many of the 2^(W*H) grids of a size have a level, where the census has counted every
// grid (square sizes up to 5x5, docs/analysis.md); nullopt elsewhere. How rare a level is
// for `generate` (a random grid at density 0.5 is any grid alike).
struct CensusLevelCount {
    std::uint64_t grids_with_level = 0;
    std::uint64_t grids = 0;
};
std::optional<CensusLevelCount> census_level_count(int width, int height, int level);
// MakeError when no puzzle of this size can meet the target (e.g. D9 at 3x3: a 3x3 puzzle is
// in D_6, all its lines at once; a level past 4 on a side above 64; level 2 or 3, which no
// puzzle has; a level the census finds no grid of the size has, e.g. D5 at 4x4).
void check_target_possible(const Target& target, int width, int height);

// ---- Is this picture a good puzzle ---------------------------------------------------------

// What a designer asks of a picture's clues, answered here once for `nono import`, `nono
// repair` (before and after), `nono generate` (each candidate), the server's Make unique and
// the bindings: one solution? does line logic alone finish it? the level D_k and the search
// rating. Line logic runs first and settles what it can (a grid it completes is the only
// solution); the engine (max 2 solutions) decides the rest.
struct VerdictOptions {
    double timeout_seconds = 10;  // for the engine, and the level's wall time (0 = none)
    bool search = true;           // false: line logic only (all a line-solvable target needs)
    // The level of a unique black-and-white picture with sides <= 64 (D1 when line logic
    // finishes it); `max_level` 0 = default_max_level; `level_work` caps it (about 50 ms).
    bool level = true;
    int max_level = 0;
    std::uint64_t level_work = 50'000'000;
};

struct PictureVerdict {
    Verdict verdict = Verdict::Undecided;  // Undecided also when `search` was off and lines stalled
    bool line_solvable = false;
    int open_cells = 0;                  // left undecided by line logic
    std::optional<SearchRating> rating;  // when decided
    std::optional<LevelResult> level;    // when asked and computed (see VerdictOptions::level)
};
PictureVerdict picture_verdict(const Puzzle& puzzle, const VerdictOptions& options = {});

// What checking a puzzle against a target found: the picture's verdict, computed as far as
// the target needs (a line-solvable target runs no engine, only a level target a level).
struct TargetCheck : PictureVerdict {
    bool met = false;
};
TargetCheck check_target(const Puzzle& puzzle, const Target& target);

// ---- Random pictures ----------------------------------------------------------------------

// Each cell filled with probability `density`, from a generator seeded with `seed`.
Grid random_picture(int width, int height, double density, std::uint64_t seed);

// ---- Repair -------------------------------------------------------------------------------

struct PictureChange {
    int row = 0;
    int column = 0;
    Cell to = Cell::Empty;  // the cell's new value (Filled or Empty)
};

struct RepairOptions {
    bool line_solvable = false;  // aim for line-solvable, not only unique
    int max_changes = 10;        // never propose more
    // Cells scored per step (the most promising first, from the ambiguous region); more
    // finds shorter repairs at a higher cost.
    int candidates_per_step = 48;
    int attempts = 4;            // greedy runs (the first is deterministic, then randomized)
    std::uint64_t seed = 1;
    double timeout_seconds = 30;  // for the whole repair; 0 = none
    // Judge the picture before and after (picture_verdict, with this timeout) for the
    // reports; generate, which checks its candidates against the target itself, turns it off.
    bool verdicts = true;
};

enum class RepairOutcome {
    AlreadyMet,  // the picture met the target as it was: no change
    Repaired,    // `changes` make it meet the target
    NotFound,    // no repair within max_changes (or the time) was found
    Undecided,   // the engine could not tell whether the picture itself is unique (limit)
};
std::string_view repair_outcome_name(RepairOutcome outcome);  // "already", "repaired", ...

struct RepairResult {
    RepairOutcome outcome = RepairOutcome::NotFound;
    std::vector<PictureChange> changes;  // in row-major order
    Grid picture;                     // the repaired picture (the original when not repaired)
    Grid ambiguous;                   // the original's cells line logic left Unknown
    std::uint64_t evaluations = 0;    // pictures scored
    std::optional<PictureVerdict> before, after;  // with RepairOptions::verdicts
};

// `picture` must be complete (every cell Empty or Filled); std::invalid_argument otherwise.
RepairResult repair(const Grid& picture, const RepairOptions& options = {});

// ---- Generate -----------------------------------------------------------------------------

struct GenerateOptions {
    int width = 10;
    int height = 10;
    double density = 0.5;
    Target target;
    std::uint64_t seed = 1;
    // Each random candidate that misses a unique or line-solvable target is repaired with up
    // to this many changes before the next is drawn (0: plain rejection sampling).
    int repair_changes = 0;
    std::uint64_t max_candidates = 100000;  // per puzzle; then MakeError-free failure
};

struct GeneratedPuzzle {
    std::uint64_t index = 0;          // 0-based
    Puzzle puzzle;                    // its goal is the picture
    std::uint64_t candidates = 0;     // random pictures drawn for it
    int changes = 0;                  // cells changed by repair (0 when drawn as it is)
    TargetCheck check;
    bool found = false;               // false: max_candidates ran out
};

// Puzzle number `index` of a run: its candidates come from a generator seeded by (seed,
// index), so a run's puzzles do not depend on --jobs or on which ran first.
GeneratedPuzzle generate_one(const GenerateOptions& options, std::uint64_t index);

// ---- Import -------------------------------------------------------------------------------

inline constexpr std::int64_t kMaxImagePixels = 100'000'000;  // decoded pixels, before scaling

struct ImportOptions {
    int width = 0;   // cells; 0 = from height and the aspect ratio (both 0: counted from drawn lines)
    int height = 0;  // cells; 0 = from width and the aspect ratio
    std::optional<int> threshold;  // 0..255 grey level: darker is filled; nullopt = Otsu
    bool invert = false;           // light is filled; with colours: the darkest is the background
    // 2: black and white (the threshold); 3..kMaxColours: at most that many colours,
    // background included, by k-means over the cells' colours (threshold not taken).
    int colours = 2;
    // Largest image decoded (width x height), checked from its header before decoding: a
    // server taking pictures from anyone sets less (docs/server.md, /api/import).
    std::int64_t max_pixels = kMaxImagePixels;
};

struct ImportResult {
    Grid picture;          // colour import: each cell one colour (colour_cell), of `palette`
    int image_width = 0;   // pixels
    int image_height = 0;
    int threshold = 0;     // the grey level used (black and white)
    // Where the cells were read, in pixels: the whole image, the inside of a uniform margin,
    // or the box of drawn grid lines (`grid_lines`; then each cell inside its lines).
    int grid_left = 0, grid_top = 0, grid_width = 0, grid_height = 0;
    bool grid_lines = false;
    int line_columns = 0, line_rows = 0;  // cells the drawn lines make (0 without lines)
    bool inverted = false;  // light cells filled: --invert, or drawn lines on a dark page
    // Colour import: the colours found, background first (it may be fewer than asked when
    // the image has fewer); empty for black and white.
    std::vector<Colour> palette;
};

// Reads a PNG or JPEG file (by content, not name) and turns it into a picture.
// InputError (source = path) for an unreadable, malformed or too large image, and for a drawn
// puzzle (a line grid with clue numbers beside it: a screenshot, for `nono scan`); MakeError
// for options that cannot be met (no size and no drawn lines to count, a size above kMaxSide,
// colours outside 2..kMaxColours, a threshold with colours).
ImportResult import_image(const std::string& path, const ImportOptions& options);
// The same from bytes in memory.
ImportResult import_image_bytes(std::string_view bytes, const std::string& source,
                                const ImportOptions& options);

}  // namespace nono
