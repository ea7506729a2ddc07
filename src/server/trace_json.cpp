// Steps as JSON (see trace_json.hpp). Line numbering is the trace's own: rows 0..height-1,
// then columns height..height+width-1; the page turns that into "row 4" / "column 2".
#include "trace_json.hpp"

namespace nono::server {

char cell_char(Cell cell) {
    switch (cell) {
        case Cell::Filled: return '#';
        case Cell::Empty: return '-';
        case Cell::Unknown: return '?';
        case Cell::None: return '!';
    }
    return '?';
}

nlohmann::json step_json(const Step& step) {
    nlohmann::json cells = nlohmann::json::array();
    for (const CellChange& change : step.cells)
        cells.push_back({change.index, std::string(1, cell_char(change.value))});
    nlohmann::json out = {{"kind", step_kind_name(step.kind)},
                          {"line", step.line},
                          {"cell", step.cell},
                          {"value", std::string(1, cell_char(step.value))},
                          {"depth", step.depth},
                          {"cells", std::move(cells)}};
    if (step.contradiction) out["contradiction"] = true;
    if (step.alternative) out["alternative"] = true;
    if (step.count != 0) out["count"] = step.count;
    return out;
}

}  // namespace nono::server
