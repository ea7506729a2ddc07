// Enumerating the arrangements of one clue as bit masks, pruned by the known cells so that a
// nearly solved long line yields its few fitting arrangements without visiting the others.
#include "masks.hpp"

#include <algorithm>

namespace nono::analysis {

namespace {

// Places blocks `block..` from cell `from` on; `placed` holds the blocks already placed.
// `need[j]` is the cells blocks j.. need, so hopeless positions are never tried.
struct Placer {
    const Clue& clue;
    int length;
    Known known;
    std::vector<Mask>& out;
    std::size_t limit;
    std::uint64_t& work;
    std::vector<int> need;
    bool gave_up = false;

    void place(std::size_t block, int from, Mask placed) {
        if (gave_up) return;
        if (++work == 0) work = ~std::uint64_t{0};  // saturate rather than wrap
        if (block == clue.size()) {
            // Nothing filled may be left to the right of the last block.
            if ((known.filled & ~low_bits(from)) != 0) return;
            if (out.size() >= limit) {
                gave_up = true;
                return;
            }
            out.push_back(placed);
            return;
        }
        const int size = clue[block];
        const int last_start = length - need[block];
        for (int start = from; start <= last_start; ++start) {
            // The gap [from, start) is empty: once it covers a known-filled cell, every later
            // start does too.
            if ((known.filled & low_bits(start) & ~low_bits(from)) != 0) return;
            const Mask body = low_bits(size) << start;
            const int end = start + size;
            if ((body & known.empty) != 0) continue;
            if (end < length && ((known.filled >> end) & 1) != 0) continue;
            place(block + 1, end + 1, placed | body);
            if (gave_up) return;
        }
    }
};

}  // namespace

bool fitting_arrangements(const Clue& clue, int length, const Known& known,
                          std::vector<Mask>& out, std::size_t limit, std::uint64_t& work) {
    Placer placer{clue, length, known, out, limit, work, {}, false};
    placer.need.assign(clue.size() + 1, 0);
    for (std::size_t j = clue.size(); j-- > 0;)
        placer.need[j] = placer.need[j + 1] + clue[j] + (j + 1 < clue.size() ? 1 : 0);
    if (placer.need[0] > length) return true;  // no arrangement at all
    placer.place(0, 0, 0);
    return !placer.gave_up;
}

std::vector<Mask> all_arrangements(const Clue& clue, int length) {
    std::vector<Mask> out;
    std::uint64_t work = 0;
    fitting_arrangements(clue, length, Known{}, out, static_cast<std::size_t>(-1), work);
    return out;
}

Clue clue_of_mask(Mask line, int length) {
    Clue clue;
    int run = 0;
    for (int i = 0; i < length; ++i) {
        if ((line >> i) & 1) {
            ++run;
        } else if (run > 0) {
            clue.push_back(run);
            run = 0;
        }
    }
    if (run > 0) clue.push_back(run);
    return clue;
}

}  // namespace nono::analysis
