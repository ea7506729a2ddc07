#include "census_symmetry.hpp"

#include <algorithm>

#include "nono/census.hpp"

namespace nono::analysis {

TupleSymmetry::TupleSymmetry(const LineCatalogue& lines, int count)
    : lines_(lines), count_(count), base_(static_cast<std::uint64_t>(lines.clue_count())) {
    for (int id = 0; id < lines.clue_count(); ++id) reversed_.push_back(lines.reversed(id));
}

std::uint64_t TupleSymmetry::canonical(std::uint64_t tuple, int& orbit) const {
    int ids[kMaxCensusSide];
    for (int i = 0; i < count_; ++i) {
        ids[i] = static_cast<int>(tuple % base_);
        tuple /= base_;
    }
    return canonical(ids, orbit);
}

std::uint64_t TupleSymmetry::canonical(const int* ids, int& orbit) const {
    // images[0] = the tuple, [1] its order reversed, [2] each clue mirrored, [3] both.
    std::uint64_t images[4] = {0, 0, 0, 0};
    for (int i = count_ - 1; i >= 0; --i) {
        const int mirrored = count_ - 1 - i;
        images[0] = images[0] * base_ + static_cast<std::uint64_t>(ids[i]);
        images[1] = images[1] * base_ + static_cast<std::uint64_t>(ids[mirrored]);
        images[2] = images[2] * base_ + static_cast<std::uint64_t>(lines_.reversed(ids[i]));
        images[3] = images[3] * base_ + static_cast<std::uint64_t>(lines_.reversed(ids[mirrored]));
    }
    std::sort(images, images + 4);
    orbit = 1 + (images[1] != images[0]) + (images[2] != images[1]) + (images[3] != images[2]);
    return images[0];
}

}  // namespace nono::analysis
