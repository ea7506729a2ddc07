// The random numbers of src/make: one small generator (splitmix64) whose output is the same on
// every platform and standard library, so a seed names the same puzzles everywhere (the
// std:: distributions are not specified bit for bit).
#pragma once

#include <cstdint>

namespace nono::make {

class Random {
public:
    explicit Random(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }  // [0, 1)
    std::uint64_t below(std::uint64_t bound) { return bound == 0 ? 0 : next() % bound; }

private:
    std::uint64_t state_;
};

// A seed for stream `index` of a run seeded with `seed`: streams of one seed do not overlap
// in practice, and stream i does not depend on how many others there are.
inline std::uint64_t stream_seed(std::uint64_t seed, std::uint64_t index) {
    Random mix(seed ^ (index * 0xd1b54a32d192ed03ULL));
    mix.next();
    return mix.next();
}

}  // namespace nono::make
