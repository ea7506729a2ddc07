// What `nono import`, `nono repair` and `nono generate` share: writing the puzzle they made in
// the format asked for (or by the file's extension), the one-line verdict on a picture's clues
// (unique? line-solvable? level or rating), the picture as text or an image with changed
// cells marked, and a whole-size option (--size WxH).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "nono/io.hpp"
#include "nono/make.hpp"

namespace nono::cli {

// The format to write `path` in: `name` when given, else by extension, else .non (XML for a
// colour puzzle, which .non cannot hold).
Format output_puzzle_format(const std::string& name, const std::string& path, bool colour = false);
// Writes the puzzle ("-" = stdout); OutputError when it cannot.
void write_made_puzzle(const Puzzle& puzzle, const std::string& path, const std::string& format_name);

// What a designer asks of a picture's clues, decided by the engine (max 2 solutions), line
// logic and, for small pictures (sides <= 64, work capped), the level. A colour puzzle gets the
// colour engine's verdict and its line logic (the engine's deductions before any probe or
// guess); no rating or level (those analyses are black-and-white only).
struct PictureVerdict {
    Verdict verdict = Verdict::Undecided;
    bool line_solvable = false;
    int open_cells = 0;                  // left Unknown by line logic
    std::optional<SearchRating> rating;  // when decided
    std::optional<LevelResult> level;    // when unique and the sides are <= 64
};
PictureVerdict picture_verdict(const Puzzle& puzzle, double timeout_seconds);
std::string verdict_text(const PictureVerdict& verdict);  // "unique, line-solvable (D1)"
nlohmann::ordered_json verdict_json(const PictureVerdict& verdict);

// The picture as text: '#' filled, '-' empty, and changed cells '+' (now filled) or 'x' (now
// empty).
std::string marked_picture_text(const Grid& picture, const std::vector<PictureChange>& changes);
// The picture as an image (PNG, SVG or PDF by extension) with the changed cells shaded, drawn
// through the drawing module. UsageError for an unknown extension; OutputError when the file
// cannot be written or the module not loaded.
void write_marked_picture(const std::string& path, const Puzzle& puzzle, const std::vector<PictureChange>& changes);

// "30x20" -> {30, 20}; UsageError naming the option otherwise (0 or above kMaxSide included).
std::pair<int, int> parse_size(const std::string& text, const std::string& option);

// Rows of a picture as strings ("#-#", or a colour picture's palette characters), for JSON.
nlohmann::ordered_json picture_json(const Grid& picture, const GridStyle& style = {});

}  // namespace nono::cli
