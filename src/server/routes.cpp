// The /api routes, apart from how requests arrive: each reads a JSON object, runs the library,
// and answers JSON. Errors thrown anywhere in a handler become {"error", "line"} with their 4xx
// status here, and any other exception a 500 with the same shape, so no request can take the
// server down. `nono serve` hands them HTTP requests (http_routes.cpp), the browser's
// WebAssembly engine the page's calls (apps/wasm), so both answer the same JSON.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <sstream>
#include <type_traits>

#include "api.hpp"
#include "base64.hpp"
#include "hint.hpp"
#include "model/line_ref.hpp"
#include "nono/analyze.hpp"
#include "nono/io.hpp"
#include "nono/line_solver.hpp"
#include "nono/render.hpp"
#include "nono/report.hpp"
#include "nono/strategy.hpp"
#include "nono/trace_io.hpp"
#include "solve/engine/sat_search.hpp"

namespace nono::server {

namespace {

// A slot of `pool` for the rest of the request, or 503 (with Retry-After) when none came free
// within --queue-wait or too many requests already wait.
SolveSlots::Slot take_slot(const ApiContext& context, SolveSlots& pool, const char* what, int count) {
    SolveSlots::Slot slot = pool.acquire(std::chrono::duration<double>(context.limits.queue_seconds));
    if (!slot)
        throw ApiError(503, std::string("the server is busy with other ") + what + " (at most " +
                                std::to_string(count) + " at once); try again shortly");
    return slot;
}


double request_timeout(const json& body, const ServerLimits& limits) {
    const double asked = number_field(body, "timeout", 0, 1e9).value_or(0);
    return asked <= 0 ? limits.timeout_seconds : std::min(asked, limits.timeout_seconds);
}

// Runs a solve; the caller holds a solve slot.
SolveResult run_solve(ApiContext& context, Strategy& strategy, const Puzzle& puzzle, SolveOptions options,
                      TraceObserver* observer) {
    options.interrupt = &context.stopping;
    try {
        return solve(strategy, puzzle, options, observer);
    } catch (const StrategyRefused& error) {
        throw ApiError(422, error.what());
    } catch (const std::invalid_argument& error) {
        throw ApiError(422, error.what());
    }
}

// The strategies that read SolveOptions::line_solver: the option table's readers column.
bool takes_line_solver(const std::string& algorithm) { return find_solve_option("line_solver")->read_by(algorithm); }

// A line solver the request names: 400 when the algorithm would ignore it.
std::string request_line_solver(const std::string& name, const std::string& algorithm) {
    // The name itself was checked with the option table's row (request_solve_options).
    if (!takes_line_solver(algorithm)) {
        std::string readers;  // from the rule above, not a second list
        for (const StrategyInfo& info : strategies())
            if (takes_line_solver(std::string(info.name))) readers += (readers.empty() ? "" : ", ") + std::string(info.name);
        throw ApiError(400, "\"line_solver\" applies to the algorithms " + readers + ", not " + algorithm);
    }
    return name;
}

SolveAnswer solve_route(ApiContext& context, const json& body) {
    // The slot first: a request refused with 503 has cost no parsing (50 clients retrying at
    // once kept the CPU busy parsing puzzles only to refuse them).
    SolveSlots::Slot slot = take_slot(context, context.slots, "solves", context.limits.max_solves);
    SolveRequest solve = solve_request(context, body);
#ifndef NONO_API_WITHOUT_HTTP  // the WebAssembly engine answers a whole solve at once
    if (bool_field(body, "stream").value_or(false)) return streamed_solve(context, std::move(solve), std::move(slot));
#endif
    const Puzzle& puzzle = solve.puzzle;
    const bool want_trace = bool_field(body, "trace").value_or(false);

    TraceRecorder recorder(context.limits.max_trace_steps);
    const SolveResult result =
        run_solve(context, *solve.strategy, puzzle, solve.options, want_trace ? &recorder : nullptr);

    std::string text = solve_object(puzzle, result, solve.report).dump(-1, ' ', false, json::error_handler_t::replace);
    if (want_trace) {
        // The library's JSON steps (docs/trace.md), each with its --explain sentence, written
        // as text: building a JSON tree of every step first took most of the answer's time
        // (17,265 steps of examples:36 by backtrack).
        text.pop_back();  // the closing brace
        text += R"(,"trace":{"schema":"nono-trace","version":)" + std::to_string(kTraceSchemaVersion) +
                R"(,"dropped":)" + std::to_string(recorder.dropped()) + R"(,"steps":[)";
        std::uint64_t number = 0;
        for (const Step& step : recorder.steps()) {
            if (number > 0) text += ',';
            text += explained_step_json(puzzle, step, ++number);
        }
        text += "]}}";
    }
    return text;
}

}  // namespace

SolveSlots::Slot take_work_slot(ApiContext& context) {
    return take_slot(context, context.work, "requests", context.limits.max_work);
}

std::string explained_step_json(const Puzzle& puzzle, const Step& step, std::uint64_t number) {
    std::string one = step_json(puzzle, step, number);
    one.pop_back();
    one += R"(,"sentence":)";
    one += json(explain_step(puzzle, step)).dump(-1, ' ', false, json::error_handler_t::replace);
    one += '}';
    return one;
}

SolveRequest solve_request(ApiContext& context, const json& body) {
    SolveRequest solve;
    solve.puzzle = request_puzzle(body, context.limits);
    const std::string algorithm = string_field(body, "algorithm").value_or("engine");
    try {
        solve.strategy = make_strategy(algorithm);
    } catch (const std::invalid_argument& error) {
        throw ApiError(400, error.what());
    }
    SolveOptions& options = solve.options;
    options = request_solve_options(body);
    // 0 = all, up to the server's limit (the verdict then says the search stopped there).
    const auto cap = static_cast<std::uint64_t>(context.limits.max_solutions);
    options.max_solutions = options.max_solutions == 0 ? cap : std::min(options.max_solutions, cap);
    options.keep_solutions = options.max_solutions;
    options.timeout_seconds = request_timeout(body, context.limits);
    if (body.contains("line_solver")) request_line_solver(options.line_solver, algorithm);
    solve.report.max_solutions = options.max_solutions;
    solve.report.algorithm = algorithm;
    if (takes_line_solver(algorithm)) solve.report.line_solver = options.line_solver;
    return solve;
}

namespace {

// Valid? unique? line-solvable? For the Draw view: which cells line logic leaves open, and
// where two solutions differ. The answer is `nono check --json`'s (nono/report.hpp).
json check_route(ApiContext& context, const json& body) {
    const SolveSlots::Slot slot = take_slot(context, context.slots, "solves", context.limits.max_solves);
    const Puzzle puzzle = request_puzzle(body, context.limits);
    SolveOptions options;
    options.max_solutions = 2;
    options.keep_solutions = 2;
    options.probing = false;  // line logic and search alone: a designer's question
    options.timeout_seconds = request_timeout(body, context.limits);
    std::unique_ptr<Strategy> engine = make_strategy("engine");
    CheckReport report;
    report.result = run_solve(context, *engine, puzzle, options, nullptr);
    report.lines = line_logic(puzzle, options.timeout_seconds, &context.stopping);  // bounded as the solve
    if (puzzle.goal && report.result->verdict == Verdict::Unique)
        report.goal_matches = report.result->solutions.front() == *puzzle.goal;
    report.puzzle = puzzle;
    return check_object(report);
}

// The hint in the trace's terms (docs/trace.md): the line as "row" or "column" (0-based),
// cells as [row, column, value], and the sentence `--explain` would give the same step.
json hint_route(ApiContext& context, const json& body) {
    const SolveSlots::Slot slot = take_work_slot(context);
    const Puzzle puzzle = request_puzzle(body, context.limits);
    const Grid board = request_board(body, puzzle);
    const Hint hint = next_hint(puzzle, board);
    static constexpr const char* kKinds[] = {"line", "contradiction", "done", "stuck"};
    json out = {{"kind", kKinds[static_cast<int>(hint.kind)]}, {"cells", json::array()}};
    if (hint.line >= 0) {
        const LineRef ref(puzzle.width, puzzle.height, hint.line);
        out[ref.is_row ? "row" : "column"] = ref.index;
    }
    Step step = hint.kind == Hint::Kind::Line ? Step::make_line(hint.line, "complete")
                                              : Step::make_contradiction(hint.line);
    const std::string colours = palette_chars(puzzle);  // a colour puzzle's cells by their characters
    for (const auto& [index, value] : hint.cells) {
        const auto width = static_cast<std::uint32_t>(puzzle.width);
        const char symbol = colours.empty() ? cell_char(value) : colours[static_cast<std::size_t>(cell_colour(value))];
        out["cells"].push_back({index / width, index % width, std::string(1, symbol)});
        step.cells.push_back({index, value});
    }
    if (hint.kind == Hint::Kind::Line || hint.kind == Hint::Kind::Contradiction)
        out["sentence"] = explain_step(puzzle, step);
    return out;
}

json convert_route(ApiContext& context, const json& body) {
    const SolveSlots::Slot slot = take_work_slot(context);
    const Puzzle puzzle = request_puzzle(body, context.limits);
    const std::optional<std::string> to = string_field(body, "to");
    if (!to) throw ApiError(400, "\"to\" must name the output format: " + format_list());
    const std::optional<Format> format = format_from_name(*to);
    if (!format) throw ApiError(400, "unknown format '" + *to + "'; the formats are " + format_list());
    const FormatInfo& info = format_info(*format);
    if (info.picture && !puzzle.goal)
        throw ApiError(422, "the puzzle has no picture to write as " + std::string(info.name) +
                                " (only clues); solve it first");
    try {
        // A binary format's bytes (PNG, P4 PBM) as base64, for the JSON answer.
        if (info.binary) return {{"format", format_name(*format)}, {"base64", base64(write_puzzle(puzzle, *format))}};
        return {{"format", format_name(*format)}, {"text", write_puzzle(puzzle, *format)}};
    } catch (const InputError& error) {  // a format that cannot hold the puzzle (colours in .non)
        throw ApiError(422, error.problem());
    }
}

// The puzzles of a file holding several: position, title and size each, for a chooser (only
// positions when one of them does not read: choosing it then says why).
json puzzle_list(const RequestText& given, std::size_t count) {
    json list = json::array();
    try {
        const std::vector<Puzzle> all = parse_puzzles(given.text, given.format, "puzzle");
        for (std::size_t i = 0; i < all.size(); ++i)
            list.push_back({{"position", i + 1}, {"title", all[i].title}, {"width", all[i].width},
                            {"height", all[i].height}});
    } catch (const InputError&) {
        for (std::size_t i = 0; i < count; ++i) list.push_back({{"position", i + 1}});
    }
    return list;
}

// A file holding several puzzles answers the one at "position", the first when none is
// given, with "count" and the list of them all.
json parse_route(ApiContext& context, const json& body) {
    const SolveSlots::Slot slot = take_work_slot(context);
    const std::optional<RequestText> given = request_text(body);
    ReadOptions options = request_read_options(body);
    const std::size_t count =
        given && format_info(given->format).several ? count_puzzles(given->text, given->format) : 1;
    if (count > 1 && options.position == 0) options.position = 1;
    json out = puzzle_object(request_puzzle(body, context.limits, options));
    out["format"] = given ? format_name(given->format) : "json";
    out["count"] = count;
    if (count > 1) {
        out["position"] = options.position;
        out["puzzles"] = puzzle_list(*given, count);
    }
    return out;
}

// Difficulty: solutions, line-solvable, the level D_k (with a work limit so a request answers
// promptly) and the search rating; it holds a solve slot like a solve does.
json classify_route(ApiContext& context, const json& body) {
    const SolveSlots::Slot slot = take_slot(context, context.slots, "solves", context.limits.max_solves);
    const Puzzle puzzle = request_puzzle(body, context.limits);
    AnalysisOptions options;
    options.solve.max_solutions = 2;
    options.solve.keep_solutions = 2;
    options.solve.timeout_seconds = request_timeout(body, context.limits);
    options.solve.interrupt = &context.stopping;
    // About 0.2 s of level work (measured about 1 ns a unit); beyond it the level is "above".
    options.level.max_work = 200'000'000;
    const Analysis analysis = analyze(puzzle, options);
    return classify_object("", puzzle, analysis, false);
}

// A screenshot or photo read into a puzzle: the image file's bytes as "base64" ("file_name"
// names it in messages, "doubt" is `nono scan --doubt`); the answer is `nono scan --json`'s
// (docs/scan.md), whatever the verdict. 400 when the bytes are not base64, not a PNG or JPEG,
// damaged, or larger than --max-scan-pixels (refused by the header, before decoding); 501
// where this server or engine has no image reader. The reading's checks are solves: it
// holds a solve slot.
std::string scan_route(ApiContext& context, const json& body) {
    if (!context.read_image)
        throw ApiError(501, "reading screenshots needs `nono serve`: this engine has no image reader "
                            "(OpenCV is not in the browser's build)");
    const std::optional<std::string> base64_text = string_field(body, "base64");
    if (!base64_text) throw ApiError(400, "\"base64\" must hold the image file's bytes (PNG or JPEG) as base64");
    const std::optional<std::string> bytes = from_base64(*base64_text);
    if (!bytes) throw ApiError(400, "\"base64\" is not base64");
    const std::string source = string_field(body, "file_name").value_or("the image");
    ScanOptions options;
    options.doubt = number_field(body, "doubt", 0, 1).value_or(options.doubt);
    options.max_pixels = static_cast<std::int64_t>(context.limits.max_scan_pixels);
    const SolveSlots::Slot slot = take_slot(context, context.slots, "solves", context.limits.max_solves);
    try {
        return context.read_image(*bytes, source, options);
    } catch (const InputError& error) {
        throw ApiError(400, error.problem());
    } catch (const std::runtime_error& error) {
        throw ApiError(501, error.what());
    }
}

#ifndef NONO_API_WITHOUT_RENDER  // the WebAssembly build has no drawing library (cairo)
// Runs a solve in a slot, or throws 503 when none came free in time (for the drawing route,
// which holds a work slot first).
SolveResult solve_in_slot(ApiContext& context, Strategy& strategy, const Puzzle& puzzle,
                          SolveOptions options, TraceObserver* observer) {
    const SolveSlots::Slot slot = take_slot(context, context.slots, "solves", context.limits.max_solves);
    return run_solve(context, strategy, puzzle, options, observer);
}


// The picture as PNG (base64) or SVG text, drawn by the library's renderer: the blank
// puzzle, or with "solution": true the puzzle's goal or first solution.
json render_route(ApiContext& context, const json& body) {
    const SolveSlots::Slot slot = take_work_slot(context);  // before a solve slot, never after
    const Puzzle puzzle = request_puzzle(body, context.limits);
    // "format" names the puzzle's input format (as in every route), so the image is "image".
    const std::string name = string_field(body, "image").value_or("png");
    const std::optional<ImageFormat> format = image_format_from_name(name);
    if (!format || (name != "png" && name != "svg"))
        throw ApiError(400, "\"image\" must be png or svg");
    RenderContent content;
    if (bool_field(body, "solution").value_or(false)) {
        if (puzzle.goal) {
            content.cells = puzzle.goal;
        } else {
            const std::unique_ptr<Strategy> engine = make_strategy("engine");
            SolveOptions options;
            options.max_solutions = 1;
            options.timeout_seconds = request_timeout(body, context.limits);
            const SolveResult result = solve_in_slot(context, *engine, puzzle, options, nullptr);
            if (result.solutions.empty())
                throw ApiError(422, "no solution to draw: " + verdict_text(result));
            content.cells = result.solutions.front();
        }
    }
    RenderOptions options;
    options.cell = number_field(body, "cell", 4, 64).value_or(20);
    // The drawing's cost and size grow with its area (cells and clues times the cell size):
    // refused before drawing beyond --max-render-pixels.
    const ImageSize size = image_size(puzzle, options);
    if (static_cast<double>(size.width) * static_cast<double>(size.height) >
        static_cast<double>(context.limits.max_render_pixels))
        throw ApiError(422, "the picture would be " + std::to_string(size.width) + "x" +
                                std::to_string(size.height) +
                                "; this server draws at most " + std::to_string(context.limits.max_render_pixels) +
                                " pixels (--max-render-pixels): ask for a smaller \"cell\"");
    std::ostringstream image;
    try {
        render(puzzle, content, *format, options, image);
    } catch (const std::invalid_argument& error) {
        throw ApiError(422, error.what());
    }
    if (name == "svg") return {{"format", "svg"}, {"svg", image.str()}};
    return {{"format", "png"}, {"png_base64", base64(image.str())}};
}
#endif

// The format table's names, in its order (aliases are accepted too, but not listed).
json format_names_json() {
    json names = json::array();
    for (const FormatInfo& info : puzzle_formats()) names.push_back(info.name);
    return names;
}

// The format table's rows as the page needs them: what Open a file accepts, what Export offers.
json format_table_json() {
    json rows = json::array();
    for (const FormatInfo& info : puzzle_formats())
        rows.push_back({{"name", info.name},
                        {"extensions", info.extensions},
                        {"description", info.description},
                        {"binary", info.binary},
                        {"picture", info.picture},
                        {"colour", info.holds_colour},
                        {"several", info.several}});
    return rows;
}

json info_json(const ApiContext& context) {
    json algorithms = json::array();
    for (const StrategyInfo& info : strategies())
        algorithms.push_back({{"name", info.name},
                              {"summary", info.summary},
                              {"exact", info.exact},
                              {"line_solver", takes_line_solver(std::string(info.name))},
                              {"colour", info.make()->takes_colour()}});
    json line_solver_list = json::array();
    for (const LineSolverInfo& info : line_solvers())
        line_solver_list.push_back({{"name", info.name}, {"summary", info.summary}, {"colour", info.colour}});
    json options = json::array();
    for (const SolveOptionInfo& info : solve_options())
        options.push_back({{"name", info.key}, {"default", info.default_text}, {"type", info.type},
                           {"kind", option_kind_name(info.kind)}, {"low", info.low}, {"high", info.high},
                           {"server", info.server}, {"flag", info.flag},
                           {"read_by", info.readers.empty() ? json("all") : json(info.readers)},
                           {"help", info.help}});
    json limits = json::object();
#define NONO_LIMIT_JSON(type, field, value, flag, help) limits[#field] = context.limits.field;
    NONO_SERVER_LIMITS(NONO_LIMIT_JSON)
#undef NONO_LIMIT_JSON
    return {{"name", "nono"},
            {"algorithms", algorithms},
            {"options", options},
            {"line_solvers", line_solver_list},
            {"formats", format_names_json()},
            {"format_table", format_table_json()},
            {"limits", limits},
            {"classify", true},
            {"render", kRenderRoute},
            {"sat", detail::kSatSolverAvailable},  // false in a WebAssembly build without CryptoMiniSat
            {"scan", static_cast<bool>(context.read_image)}};  // POST /api/scan reads screenshots
}

std::string json_text(const json& value) {
    // Messages may quote the request's own bytes, which need not be UTF-8.
    return value.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace

std::string error_text(const ApiError& error) {
    return json_text({{"error", error.what()}, {"line", error.line > 0 ? json(error.line) : json(nullptr)}});
}

std::string info_text(const ApiContext& context) { return json_text(info_json(context)); }

namespace {

// A route's answer as text: JSON, or JSON already written as text (a long trace is quicker
// written than built as a tree).
template <class Answer>
ApiAnswer answer_text(Answer&& answer) {
    if constexpr (std::is_same_v<std::decay_t<Answer>, std::string>) return {200, std::move(answer), {}};
    else if constexpr (std::is_same_v<std::decay_t<Answer>, SolveAnswer>) {
        if (Streamer* streamer = std::get_if<Streamer>(&answer)) return {200, {}, std::move(*streamer)};
        return {200, std::get<std::string>(std::move(answer)), {}};
    } else return {200, json_text(answer), {}};
}

using Route = std::function<ApiAnswer(ApiContext&, const json&)>;

const std::vector<std::pair<std::string, Route>>& post_routes() {
    static const std::vector<std::pair<std::string, Route>> routes = {
        {"/api/parse", [](ApiContext& c, const json& b) { return answer_text(parse_route(c, b)); }},
        {"/api/solve", [](ApiContext& c, const json& b) { return answer_text(solve_route(c, b)); }},
        {"/api/check", [](ApiContext& c, const json& b) { return answer_text(check_route(c, b)); }},
        {"/api/hint", [](ApiContext& c, const json& b) { return answer_text(hint_route(c, b)); }},
        {"/api/convert", [](ApiContext& c, const json& b) { return answer_text(convert_route(c, b)); }},
        {"/api/classify", [](ApiContext& c, const json& b) { return answer_text(classify_route(c, b)); }},
#ifndef NONO_API_WITHOUT_RENDER
        {"/api/render", [](ApiContext& c, const json& b) { return answer_text(render_route(c, b)); }},
#endif
        {"/api/repair", [](ApiContext& c, const json& b) { return answer_text(repair_route(c, b)); }},
        {"/api/import", [](ApiContext& c, const json& b) { return answer_text(import_route(c, b)); }},
        {"/api/scan", [](ApiContext& c, const json& b) { return answer_text(scan_route(c, b)); }},
    };
    return routes;
}

}  // namespace

std::vector<std::string> api_post_paths() {
    std::vector<std::string> paths;
    for (const auto& [path, route] : post_routes()) paths.push_back(path);
    return paths;
}

ApiAnswer answer_post(ApiContext& context, const std::string& path, const std::string& body) {
    try {
        const auto found = std::find_if(post_routes().begin(), post_routes().end(),
                                        [&path](const auto& route) { return route.first == path; });
        if (found == post_routes().end()) throw ApiError(404, "not found");  // as nono serve says it
        return found->second(context, parse_body(body));
    } catch (const ApiError& error) {
        return {error.status, error_text(error), {}};
    } catch (const std::bad_alloc&) {
        return {507, error_text(ApiError(507, "out of memory for this request")), {}};
    } catch (const std::exception& error) {
        return {500, error_text(ApiError(500, std::string("internal error: ") + error.what())), {}};
    }
}

}  // namespace nono::server
