// Choosing what a picture shows. A drawn solution must be one: without a solution (none, or
// a limit stopped the search first) nothing is drawn and the exit code says why, as for
// `nono solve`; several solutions draw the first and say so.
#include "picture_options.hpp"

#include <iostream>

#include "exit_codes.hpp"
#include "nono/report.hpp"

namespace nono::cli {

namespace {

// The engine's answer when a picture needs a solution it cannot have.
PictureContent no_picture(const SolveResult& result, const std::string& source) {
    std::cerr << "nono: " << source << ": " << verdict_text(result) << "; nothing to draw\n";
    return {std::nullopt, exit_code_for(result.verdict)};
}

bool has_solution(const SolveResult& result) { return !result.solutions.empty(); }

PictureContent solution_content(const PictureOptions& options, const Puzzle& puzzle,
                                const std::string& source) {
    // The designer's picture is the answer when the file has one (validation proved it
    // fits the clues); solving a 1000 x 1000 puzzle just to draw it would be waste.
    if (puzzle.goal) return {RenderContent{puzzle.goal, false, {}}, kExitUnique};
    const SolveResult result = solve(puzzle, options.limits.solve_options(2, 1));
    if (!has_solution(result)) return no_picture(result, source);
    if (result.verdict != Verdict::Unique)
        std::cerr << "nono: " << source << ": " << verdict_text(result)
                  << "; drawing the first (--diff shades where two differ)\n";
    return {RenderContent{result.solutions.front(), false, {}}, kExitUnique};
}

PictureContent diff_content(const PictureOptions& options, const Puzzle& puzzle,
                            const std::string& source) {
    const SolveResult result = solve(puzzle, options.limits.solve_options(2, 2));
    if (!has_solution(result)) return no_picture(result, source);
    RenderContent content{result.solutions.front(), false, {}};
    if (result.solutions.size() < 2) {
        std::cerr << "nono: " << source << ": " << verdict_text(result) << "; nothing to shade\n";
        return {content, kExitUnique};
    }
    content.shaded = differing_cells(result.solutions[0], result.solutions[1]);
    std::size_t differing = 0;
    for (bool shaded : content.shaded) differing += shaded;
    std::cerr << "nono: " << source << ": " << verdict_text(result) << "; the first two differ in "
              << differing << " cells, shaded\n";
    return {content, kExitUnique};
}

PictureContent deduced_content(const PictureOptions& options, const Puzzle& puzzle) {
    // Line logic alone: no probing, and one guess at most, since the deduced grid is
    // recorded before the first guess and a hard puzzle's search could take long.
    SolveOptions solve_options = options.limits.solve_options(1, 0);
    solve_options.probing = false;
    solve_options.max_nodes = 1;
    const SolveResult result = solve(puzzle, solve_options);
    Grid deduced = result.deduced;
    if (deduced.width() != puzzle.width || deduced.height() != puzzle.height)
        deduced = Grid(puzzle.width, puzzle.height);
    return {RenderContent{std::move(deduced), true, {}}, kExitUnique};
}

PictureContent state_content(const PictureOptions& options, const Puzzle& puzzle) {
    const std::string name = display_name(options.state_file);
    // A colour puzzle's state is in its palette's characters (as `nono scan --state` and
    // `solve` write it), '?' where several colours are still possible.
    Grid state = parse_state(read_text(options.state_file), name, palette_chars(puzzle));
    if (state.width() != puzzle.width || state.height() != puzzle.height)
        throw InputError(name, 0,
                         "the state is " + std::to_string(state.width()) + "x" +
                             std::to_string(state.height()) + " cells but the puzzle is " +
                             std::to_string(puzzle.width) + "x" + std::to_string(puzzle.height));
    return {RenderContent{std::move(state), true, {}}, kExitUnique};
}

}  // namespace

void PictureOptions::add_to(CLI::App& app, bool with_diff) {
    std::vector<CLI::Option*> modes;
    modes.push_back(app.add_flag("--solution", solution,
                                 "Fill in the solution: the file's goal picture, else solved "
                                 "(several solutions: the first, with a note on stderr)"));
    modes.push_back(app.add_flag("--blank", blank, "The empty puzzle, for printing (the default)"));
    modes.push_back(app.add_option("--state", state_file,
                                   "A partial state to draw: a picture file in which ? marks "
                                   "undecided cells; empty cells get a dot")
                        ->type_name("FILE"));
    modes.push_back(app.add_flag("--deduced", deduced,
                                 "What line logic alone decides from the clues (where it stalls); "
                                 "empty cells get a dot"));
    if (with_diff)
        modes.push_back(app.add_flag("--diff", diff,
                                     "The first solution, with the cells where the first two "
                                     "solutions differ shaded"));
    for (CLI::Option* mode : modes)
        for (CLI::Option* other : modes)
            if (mode != other) mode->excludes(other);
    limits.add_to(app);
}

PictureContent picture_content(const PictureOptions& options, const Puzzle& puzzle,
                               const std::string& source) {
    if (options.solution) return solution_content(options, puzzle, source);
    if (options.diff) return diff_content(options, puzzle, source);
    if (options.deduced) return deduced_content(options, puzzle);
    if (!options.state_file.empty()) return state_content(options, puzzle);
    return {RenderContent{}, kExitUnique};
}

}  // namespace nono::cli
