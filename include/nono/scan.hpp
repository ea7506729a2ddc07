// Reading a puzzle from a screenshot or a photo (`nono scan`): the grid found from its lines,
// the clue numbers read left of and above it, the board as played, and the reading checked
// (and mended where it can be) by the solver. Built as its own library (OpenCV), which the CLI
// loads as a module; the rest of nono never links it.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "nono/puzzle.hpp"
#include "nono/result.hpp"

namespace nono {

// A rectangle of the image, in its pixels (the image as given, before any straightening).
struct PixelBox {
    int x = 0, y = 0, width = 0, height = 0;
};

// One clue number as read.
struct ScanNumber {
    bool column = false;  // a column clue (above the grid), else a row clue
    int line = 0;         // the row or column, 0-based
    int index = 0;        // its place in that line's clue, 0-based
    int value = 0;        // as it stands in the puzzle (after any repair)
    int read = 0;         // what the digits were read as, before any repair
    int colour = 1;       // palette index (1 for black and white)
    double confidence = 0;  // 0..1: how sure the digit reader was of `read`
    bool doubtful = false;  // confidence under ScanOptions::doubt
    PixelBox box;
    // The next likely readings, most likely first, with their confidence.
    std::vector<std::pair<int, double>> alternatives;
};

struct ScanOptions {
    double doubt = 0.9;      // numbers read with less confidence are reported as doubtful
    int repair_budget = 400;  // at most this many alternative readings are tried
    // The engine's limits for each check of a reading: search nodes (guesses) and conflicts
    // of the SAT solver, which takes turns with the search as in `nono solve` (a node limit
    // alone would leave the search to work alone: Forever, webpbn 6574, needs 250 guesses and
    // 90 conflicts, and 20000 guesses of search alone do not decide it).
    std::uint64_t max_nodes = 20000;
    std::uint64_t max_conflicts = 20000;
    // Images of more pixels are refused before they are decoded (as `nono import` does).
    std::int64_t max_pixels = 100'000'000;
};

// What the check found.
enum class ScanVerdict {
    NotFound,      // no puzzle grid in the image
    Inconsistent,  // clues read, but no reading tried fits (problems says where)
    Unique,        // a reading with exactly one solution
    Multiple,      // a consistent reading with several solutions (none unique was found)
    NoSolution,    // lines fit and totals agree, but the puzzle has no solution
    Undecided,     // the node limit stopped the check
};

struct ScanResult {
    ScanVerdict verdict = ScanVerdict::NotFound;
    std::string message;  // why nothing was found, or how the reading ended
    Puzzle puzzle;        // the clues (width/height 0 when not found)
    // Grid geometry: cells[r * width + c] is the pixel box of cell (r, c).
    std::vector<PixelBox> cells;
    double pitch = 0;          // cell side in pixels (of the straightened image)
    bool straightened = false;  // a photo: the grid was warped to a rectangle first
    bool dark = false;          // light ink on a dark page
    std::vector<ScanNumber> numbers;  // row clues first (top to bottom), then column clues
    Grid state;                       // the board as played: Filled, Empty (crossed, dotted) or Unknown
    std::optional<Grid> solution;     // the first solution of the final reading, when one was found
    std::vector<std::string> problems;  // what is still wrong with the reading ("row 3: ...")
    std::vector<std::string> changes;   // what the repair changed ("row 3, number 2: 18 -> 13")
    // Lines the reader doubts as a whole: nothing at all read beside a line whose neighbours
    // have clues ("row 6: nothing read beside it, ..."): an empty line, or a grid line too many.
    std::vector<std::string> doubts;
};

// Reads the image at `path` (PNG or JPEG). Throws InputError when the file cannot be read as
// an image (not PNG or JPEG, damaged, over options.max_pixels); a readable image without a
// puzzle is verdict NotFound with the reason in message.
ScanResult scan_image(const std::string& path, const ScanOptions& options = {});
// The same from the image file's bytes (a screenshot sent to `nono serve`); `source` names it
// in messages.
ScanResult scan_image_bytes(std::string_view bytes, const std::string& source, const ScanOptions& options = {});

// The result as the JSON `nono scan --json` prints (docs/scan.md).
std::string scan_json(const ScanResult& result);
// Draws the solution onto the image at `image_path` and writes it to `out` as PNG; false (and
// nothing written) when there is no solution to draw. Throws InputError when the image cannot
// be read, std::runtime_error when it cannot be encoded.
bool draw_scan_overlay(const std::string& image_path, const ScanResult& result, std::ostream& out);

}  // namespace nono
