// POST /api/repair: the Draw view's "Make unique" button. The picture is the request puzzle's
// goal ("solution" rows of a nono JSON puzzle); the answer lists the cells to change
// (0-based, as the page indexes them) and the repaired picture. It runs in a solve slot, as
// every route that solves does.
#include <chrono>

#include "api.hpp"
#include "nono/make.hpp"
#include "nono/report.hpp"

namespace nono::server {

json repair_route(ApiContext& context, const json& body) {
    const Puzzle puzzle = request_puzzle(body, context.limits);
    if (is_colour_puzzle(puzzle))
        throw ApiError(422, "repair (Make unique) works on black-and-white pictures only; this one has " +
                                std::to_string(colour_count(puzzle) - 1) + " colours");
    if (!puzzle.goal || !puzzle.goal->complete())
        throw ApiError(422, "repair needs the picture: give the puzzle's \"solution\" rows");
    RepairOptions options;
    options.line_solvable = bool_field(body, "line_solvable").value_or(false);
    options.max_changes = static_cast<int>(number_field(body, "max_changes", 1, 50).value_or(10));
    options.timeout_seconds = context.limits.timeout_seconds;
    SolveSlots::Slot slot = context.slots.acquire(std::chrono::duration<double>(context.limits.queue_seconds));
    if (!slot) throw ApiError(503, "the server is busy with other solves; try again shortly");
    const RepairResult result = repair(*puzzle.goal, options);
    json changes = json::array();
    for (const PictureChange& change : result.changes)
        changes.push_back({{"row", change.row},
                           {"column", change.column},
                           {"cell", static_cast<std::size_t>(change.row) * puzzle.width + change.column},
                           {"to", change.to == Cell::Filled ? "filled" : "empty"}});
    return {{"outcome", repair_outcome_name(result.outcome)},
            {"target", options.line_solvable ? "line-solvable" : "unique"},
            {"max_changes", options.max_changes},
            {"changes", changes},
            {"picture", grid_rows(result.picture)}};
}

}  // namespace nono::server
