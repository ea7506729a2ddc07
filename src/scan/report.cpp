// The scan's JSON (`nono scan --json`, docs/scan.md); its overlay picture is overlay.cpp, apart
// so that the JSON needs no image files (OpenCV's imgcodecs: the browser's build has none).
#include <cmath>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "nono/io.hpp"
#include "nono/report.hpp"
#include "nono/scan.hpp"

namespace nono {

namespace {

using Json = nlohmann::ordered_json;

std::string_view verdict_name(ScanVerdict verdict) {
    switch (verdict) {
        case ScanVerdict::NotFound: return "not-found";
        case ScanVerdict::Inconsistent: return "inconsistent";
        case ScanVerdict::Unique: return "unique";
        case ScanVerdict::Multiple: return "multiple";
        case ScanVerdict::NoSolution: return "none";
        case ScanVerdict::Undecided: return "undecided";
    }
    return "undecided";
}

Json box_json(const PixelBox& box) { return Json::array({box.x, box.y, box.width, box.height}); }

}  // namespace

std::string scan_json(const ScanResult& result) {
    Json out;
    out["verdict"] = verdict_name(result.verdict);
    out["message"] = result.message;
    if (result.verdict == ScanVerdict::NotFound) return out.dump(2) + "\n";
    const bool valid = puzzle_problems(result.puzzle).empty();
    // A reading that is not a valid puzzle is given as read (clue colours as palette indices).
    out["puzzle"] = valid ? Json::parse(write_puzzle(result.puzzle, Format::Json)) : puzzle_object(result.puzzle);
    out["problems"] = result.problems;
    out["changes"] = result.changes;
    out["doubts"] = result.doubts;
    Json grid;
    grid["width"] = result.puzzle.width;
    grid["height"] = result.puzzle.height;
    grid["pitch"] = std::round(result.pitch * 100) / 100;
    grid["straightened"] = result.straightened;
    grid["dark"] = result.dark;
    Json cells = Json::array();
    for (const PixelBox& box : result.cells) cells.push_back(box_json(box));
    grid["cells"] = cells;
    out["grid"] = grid;
    Json numbers = Json::array();
    int doubtful = 0;
    for (const ScanNumber& n : result.numbers) {
        Json number;
        number[n.column ? "column" : "row"] = n.line;
        number["index"] = n.index;
        number["value"] = n.value;
        if (n.read != n.value) number["read"] = n.read;
        number["colour"] = n.colour;
        number["confidence"] = std::round(n.confidence * 1000) / 1000;
        number["doubtful"] = n.doubtful;
        number["box"] = box_json(n.box);
        Json alternatives = Json::array();
        for (const auto& [value, likelihood] : n.alternatives)
            alternatives.push_back({{"value", value}, {"likelihood", std::round(likelihood * 1000) / 1000}});
        number["alternatives"] = alternatives;
        numbers.push_back(number);
        doubtful += n.doubtful ? 1 : 0;
    }
    out["doubtful"] = doubtful;
    out["numbers"] = numbers;
    const GridStyle style = puzzle_style(result.puzzle);
    out["state"] = grid_rows(result.state, style);
    out["solution"] = result.solution ? grid_rows(*result.solution, style) : Json(nullptr);
    return out.dump(2) + "\n";
}

}  // namespace nono
