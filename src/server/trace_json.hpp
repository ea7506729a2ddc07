// The solving trace as JSON for the page's Watch view: one object per step. Kept in one file
// so that it can give way to the library's own JSON trace (docs/trace.md) once that lands.
#pragma once

#include <nlohmann/json.hpp>

#include "nono/trace.hpp"

namespace nono::server {

// {"kind": "line", "line": 3, "cell": -1, "value": "?", "depth": 0,
//  "cells": [[index, "#"], [index, "-"], ...]} plus "contradiction", "alternative" and
// "count" when set. Values: "#" filled, "-" empty, "?" unknown (restored by a backtrack).
nlohmann::json step_json(const Step& step);
char cell_char(Cell cell);

}  // namespace nono::server
