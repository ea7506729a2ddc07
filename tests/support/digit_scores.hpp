// Digit scores set by hand for the scan tests, as a reader misreading a glyph would give them.
#pragma once

#include <cstddef>

#include "scan/digits.hpp"

namespace nono::testing {

// Scores reading `first` with likelihood `p`, then `second` with `q`, then the other digits in
// order, sharing what is left.
inline scan::DigitScores digit_scores(int first, double p, int second, double q) {
    scan::DigitScores s;
    s.digit[0] = first;
    s.p[0] = p;
    s.digit[1] = second;
    s.p[1] = q;
    std::size_t k = 2;
    for (int d = 0; d < 10; ++d)
        if (d != first && d != second) {
            s.digit[k] = d;
            s.p[k++] = (1 - p - q) / 8;
        }
    return s;
}

}  // namespace nono::testing
