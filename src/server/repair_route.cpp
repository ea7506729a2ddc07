// POST /api/repair: the Draw view's "Make unique" button. The picture is the request puzzle's
// goal ("solution" rows of a nono JSON puzzle); the answer is `nono repair --json`'s report
// (the cells to change, 0-based as the page indexes them, the verdicts before and after, the
// repaired picture). It runs in a solve slot, as every route that solves does.
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
    // The report every front end gives (nono/report.hpp, repair_object): "file" is null here.
    return repair_object(RepairReport{"", options, repair(*puzzle.goal, options)});
}

}  // namespace nono::server
