// Colour quantization for `nono import --colours K`: the cells' mean colours grouped into at
// most K colours by k-means (Lloyd's iterations from a farthest-point start), the background
// being the lightest group (the paper), or the darkest with --invert.
#pragma once

#include <array>
#include <vector>

namespace nono::make {

using Rgb = std::array<double, 3>;  // red, green, blue, 0..255

struct Quantized {
    std::vector<Rgb> colours;  // the background first, then the others from dark to light
    std::vector<int> labels;   // each cell's colour, an index into `colours`
};

// At most `count` colours (fewer when every cell is within 24 RGB levels of the colours
// already chosen: the image has fewer distinct colours); deterministic.
Quantized quantize_colours(const std::vector<Rgb>& cells, int count, bool dark_background);

}  // namespace nono::make
