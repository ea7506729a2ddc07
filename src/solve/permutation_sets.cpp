#include "permutation_sets.hpp"

#include <bit>
#include <cmath>

namespace nono::detail {

namespace {

// A clue as one number: its blocks packed to the left with one empty cell between them (bit i
// = cell i). The packing fits in the line and decodes back to the clue, so it is a key.
std::uint32_t key_of_vector(std::uint64_t vector) {
    std::uint32_t key = 0;
    int position = 0;
    while (vector != 0) {
        vector >>= std::countr_zero(vector);
        const int run = std::countr_one(vector);
        key |= static_cast<std::uint32_t>(((std::uint64_t{1} << run) - 1) << position);
        position += run + 1;
        vector >>= run;
    }
    return key;
}

std::uint32_t key_of_clue(const Clue& clue) {
    std::uint64_t key = 0;
    int position = 0;
    for (int block : clue) {
        key |= ((std::uint64_t{1} << block) - 1) << position;
        position += block + 1;
    }
    return static_cast<std::uint32_t>(key);
}

constexpr double kBytesPerClue = 48;  // an unordered_map node and its bucket, measured roughly

}  // namespace

double PermutationSet::bytes_needed(int length) {
    // Distinct clues of a line of `length` cells: Fibonacci(length + 2).
    double a = 1, b = 1;
    for (int i = 0; i < length; ++i) {
        const double next = a + b;
        a = b;
        b = next;
    }
    return std::ldexp(4.0, length) + b * kBytesPerClue;
}

std::size_t PermutationSet::bytes() const {
    return vectors_.capacity() * sizeof(std::uint32_t) + groups_.size() * static_cast<std::size_t>(kBytesPerClue);
}

PermutationSet::PermutationSet(int length) : length_(length) {
    const std::uint64_t count = std::uint64_t{1} << length;
    // Two passes: count each clue's vectors, then place every vector in its clue's range.
    for (std::uint64_t v = 0; v < count; ++v) ++groups_[key_of_vector(v)].second;
    std::uint32_t next = 0;
    for (auto& [key, range] : groups_) {
        const std::uint32_t size = range.second;
        range = {next, next};
        next += size;
    }
    vectors_.resize(count);
    for (std::uint64_t v = 0; v < count; ++v)
        vectors_[groups_[key_of_vector(v)].second++] = static_cast<std::uint32_t>(v);
}

std::span<const std::uint32_t> PermutationSet::with_clue(const Clue& clue) const {
    if (min_length(clue) > length_) return {};
    const auto found = groups_.find(key_of_clue(clue));
    if (found == groups_.end()) return {};
    return {vectors_.data() + found->second.first, found->second.second - found->second.first};
}

}  // namespace nono::detail
