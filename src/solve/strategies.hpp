// The factories of the registered strategies, one per file; the table is in strategies.cpp.
#pragma once

#include <memory>

#include "nono/strategy.hpp"

namespace nono::detail {

std::unique_ptr<Strategy> make_engine_strategy();

}  // namespace nono::detail
