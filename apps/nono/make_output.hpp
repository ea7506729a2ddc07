// What `nono import`, `nono repair` and `nono generate` share: writing the puzzle they made in
// the format asked for (or by the file's extension), the picture as an image with changed
// cells marked, and a whole-size option (--size WxH). Their verdicts come from src/make
// (picture_verdict), their words and JSON from src/report (nono/report.hpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "nono/io.hpp"
#include "nono/make.hpp"

namespace nono::cli {

// The format to write `path` in: `name` when given, else by extension, else .non (XML for a
// colour puzzle, which .non cannot hold).
Format output_puzzle_format(const std::string& name, const std::string& path, bool colour = false);
// Writes the puzzle ("-" = stdout); OutputError when it cannot.
void write_made_puzzle(const Puzzle& puzzle, const std::string& path, const std::string& format_name);

// The picture as an image (PNG, SVG or PDF by extension) with the changed cells shaded, drawn
// through the drawing module. UsageError for an unknown extension; OutputError when the file
// cannot be written or the module not loaded.
void write_marked_picture(const std::string& path, const Puzzle& puzzle, const std::vector<PictureChange>& changes);

// "30x20" -> {30, 20}; UsageError naming the option otherwise (0 or above kMaxSide included).
std::pair<int, int> parse_size(const std::string& text, const std::string& option);

}  // namespace nono::cli
