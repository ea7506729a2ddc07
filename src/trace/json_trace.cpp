// The JSON-lines form of the trace (docs/trace.md). Cells are [row, column, value] with
// value "#" filled, "-" empty, "?" unknown again (after a backtrack), all 0-based, so a viewer
// replays a step by writing its cells, with no need to know how the engine numbers things.
#include <nlohmann/json.hpp>

#include "model/line_ref.hpp"
#include "nono/trace_io.hpp"

namespace nono {

namespace {

using Json = nlohmann::ordered_json;

// The cell alphabet (nono/puzzle.hpp), as a JSON string. In a colour puzzle: the palette
// character of a decided cell, those of the colours still possible (in palette order) for a
// cell narrowed to some of them, "?" while every colour is.
std::string value_text(const Puzzle& puzzle, Cell value) {
    if (!is_colour_puzzle(puzzle)) return std::string(1, cell_char(value));
    const int colours = colour_count(puzzle);
    if (value == any_colour(colours)) return std::string(1, CellAlphabet::unknown);
    std::string text;
    for (int k = 0; k < colours; ++k)
        if ((static_cast<unsigned>(value) >> k & 1u) != 0) text += puzzle.palette[static_cast<std::size_t>(k)].symbol;
    return text;
}

void put_cell(Json& out, const Puzzle& puzzle, std::int64_t cell) {
    out["row"] = cell / puzzle.width;
    out["column"] = cell % puzzle.width;
}

void put_line(Json& out, const Puzzle& puzzle, int line) {
    if (line < 0) return;
    const LineRef ref(puzzle.width, puzzle.height, line);
    out[ref.is_row ? "row" : "column"] = ref.index;
}

Json cells_json(const Puzzle& puzzle, const std::vector<CellChange>& cells) {
    Json out = Json::array();
    for (const CellChange& change : cells)
        out.push_back(Json::array({change.index / static_cast<std::uint32_t>(puzzle.width),
                                   change.index % static_cast<std::uint32_t>(puzzle.width),
                                   value_text(puzzle, change.value)}));
    return out;
}

std::string dump(const Json& value) {
    return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

}  // namespace

std::string trace_header_json(const Puzzle& puzzle, std::string_view algorithm) {
    Json out;
    out["type"] = "header";
    out["schema"] = "nono-trace";
    out["version"] = kTraceSchemaVersion;
    out["algorithm"] = std::string(algorithm);
    out["width"] = puzzle.width;
    out["height"] = puzzle.height;
    out["title"] = puzzle.title;
    out["rows"] = puzzle.rows;
    out["columns"] = puzzle.columns;
    if (is_colour_puzzle(puzzle)) {  // the clues' colours, and what each value character means
        out["row_colours"] = puzzle.row_colours;
        out["column_colours"] = puzzle.column_colours;
        Json palette = Json::array();
        for (const Colour& colour : puzzle.palette)
            palette.push_back({{"name", colour.name}, {"rgb", colour.rgb}, {"char", std::string(1, colour.symbol)}});
        out["palette"] = palette;
    }
    return dump(out);
}

Json step_object(const Puzzle& puzzle, const Step& step, std::uint64_t number) {
    Json out;
    out["type"] = "step";
    out["n"] = number;
    out["kind"] = std::string(step_kind_name(step.kind));
    switch (step.kind) {
        case StepKind::Line:
            put_line(out, puzzle, step.line);
            out["solver"] = std::string(step.solver);
            break;
        case StepKind::Probe:
            put_cell(out, puzzle, step.cell);
            out["value"] = value_text(puzzle, step.value);
            out["contradiction"] = step.contradiction;
            out["implied"] = step.count;
            out["depth"] = step.depth;
            break;
        case StepKind::Forced:
            put_cell(out, puzzle, step.cell);
            out["failed"] = step.value == Cell::Unknown ? Json(nullptr) : Json(value_text(puzzle, step.value));
            out["depth"] = step.depth;
            break;
        case StepKind::Guess:
            put_cell(out, puzzle, step.cell);
            out["value"] = value_text(puzzle, step.value);
            out["depth"] = step.depth;
            out["alternative"] = step.alternative;
            break;
        case StepKind::Backtrack:
            out["depth"] = step.depth;
            break;
        case StepKind::Contradiction:
            put_line(out, puzzle, step.line);
            if (step.cell >= 0) put_cell(out, puzzle, step.cell);
            break;
        case StepKind::Solution:
            out["count"] = step.count;
            out["depth"] = step.depth;
            if (!step.solver.empty()) out["solver"] = std::string(step.solver);
            break;
        case StepKind::Iteration:
            out["iteration"] = step.count;
            out["candidates"] = step.total;
            out["largest"] = step.largest;
            break;
        case StepKind::Progress:
            out["grids"] = step.count;
            break;
    }
    out["cells"] = cells_json(puzzle, step.cells);
    return out;
}

std::string step_json(const Puzzle& puzzle, const Step& step, std::uint64_t number) {
    return dump(step_object(puzzle, step, number));
}

std::string trace_footer_json(std::uint64_t steps, std::string_view verdict) {
    Json out;
    out["type"] = "end";
    out["steps"] = steps;
    out["verdict"] = std::string(verdict);
    return dump(out);
}

JsonTraceWriter::JsonTraceWriter(std::ostream& out, const Puzzle& puzzle, std::string_view algorithm)
    : out_(out), puzzle_(puzzle) {
    out_ << trace_header_json(puzzle, algorithm) << '\n';
}

void JsonTraceWriter::step(const Step& step) { out_ << step_json(puzzle_, step, ++steps_) << '\n'; }

void JsonTraceWriter::finish(std::string_view verdict) {
    out_ << trace_footer_json(steps_, verdict) << '\n';
    out_.flush();
}

}  // namespace nono
