// How `nono classify` and `nono check --analyze` word an Analysis (nono/analyze.hpp): one
// phrase for the summary line, indented grids for a designer (where line logic stalls, two
// solutions and the cells that differ), and the JSON object. Shared so both say it alike.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "nono/analyze.hpp"
#include "nono/io.hpp"

namespace nono::cli {

// "unique, line-solvable, level D1, rating lines"; `counted` when every solution was counted.
std::string analysis_phrase(const Analysis& analysis, bool counted);
// Indented grids (each line ends in '\n'), or "" when there is nothing to show.
std::string analysis_details(const Analysis& analysis, const GridStyle& style);
nlohmann::ordered_json analysis_json(const Analysis& analysis, bool counted, const GridStyle& style);

}  // namespace nono::cli
