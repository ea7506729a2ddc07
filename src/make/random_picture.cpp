// Random pictures: each cell filled with a given probability. The starting point of
// `nono generate` and of the repair benchmarks.
#include <string>

#include "make/random.hpp"
#include "nono/make.hpp"

namespace nono {

Grid random_picture(int width, int height, double density, std::uint64_t seed) {
    if (width < 1 || height < 1 || width > kMaxSide || height > kMaxSide)
        throw MakeError("the size must be 1.." + std::to_string(kMaxSide) + " on each side, not " +
                        std::to_string(width) + "x" + std::to_string(height));
    if (!(density >= 0 && density <= 1))
        throw MakeError("the density must lie in 0..1, not " + std::to_string(density));
    make::Random random(seed);
    Grid picture(width, height, Cell::Empty);
    for (Cell& cell : picture.cells()) cell = random.unit() < density ? Cell::Filled : Cell::Empty;
    return picture;
}

}  // namespace nono
