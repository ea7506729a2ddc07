// What a picture of a puzzle shows, for `nono render` and `nono show`: the blank puzzle,
// the solution (the file's goal, else solved), a partial state read from a file, what line
// logic alone decides, or the first solution with the cells where two solutions differ.
#pragma once

#include <optional>
#include <string>

#include "commands.hpp"
#include "nono/render.hpp"

namespace nono::cli {

struct PictureOptions {
    bool solution = false;
    bool blank = false;
    bool deduced = false;
    bool diff = false;
    std::string state_file;
    LimitOptions limits;

    // --solution, --blank, --state, --deduced (and --diff when `with_diff`), one at most,
    // and the limit options for solving.
    void add_to(CLI::App& app, bool with_diff);
    bool blank_chosen() const { return !solution && !deduced && !diff && state_file.empty(); }
};

// The content to draw, or why there is none (no solution, undecided) as an exit code.
// Notes for the user (several solutions, ...) go to stderr, naming `source`.
struct PictureContent {
    std::optional<RenderContent> content;
    int exit_code = 0;
};
PictureContent picture_content(const PictureOptions& options, const Puzzle& puzzle,
                               const std::string& source);

}  // namespace nono::cli
