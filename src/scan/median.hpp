// The middle value of a list of measurements (a pitch, a gap, a height), as the reader's steps
// take it: the upper of the two middle values of an even count, 0 for none.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace nono::scan {

inline double median(std::vector<double> values) {
    if (values.empty()) return 0;
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2), values.end());
    return values[values.size() / 2];
}

}  // namespace nono::scan
