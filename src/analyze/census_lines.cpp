// Builds a LineCatalogue: clues in order of first appearance as masks count up, so ids are
// deterministic; the table entry of each (clue, known) is the AND / OR of the fitting
// arrangements, i.e. exactly what a complete line solver deduces.
#include "census_lines.hpp"

#include <map>

namespace nono::analysis {

LineCatalogue::LineCatalogue(int length) : length_(length) {
    const Mask masks = Mask{1} << length;
    clue_of_.assign(static_cast<std::size_t>(masks), -1);
    std::map<Clue, int> ids;
    for (Mask line = 0; line < masks; ++line) {
        const Clue clue = clue_of_mask(line, length);
        const auto [it, inserted] = ids.emplace(clue, static_cast<int>(clues_.size()));
        if (inserted) {
            clues_.push_back(clue);
            arrangements_.emplace_back();
        }
        clue_of_[line] = it->second;
        arrangements_[it->second].push_back(line);
    }
    reversed_.resize(clues_.size());
    for (std::size_t id = 0; id < clues_.size(); ++id) {
        const Mask line = arrangements_[id].front();
        Mask mirrored = 0;
        for (int cell = 0; cell < length; ++cell)
            if ((line >> cell) & 1) mirrored |= Mask{1} << (length - 1 - cell);
        reversed_[id] = clue_of_[mirrored];
    }
    const std::size_t states = std::size_t{1} << (2 * length);
    table_.assign(clues_.size() * states, kContradiction);
    const Mask all = low_bits(length);
    for (std::size_t id = 0; id < clues_.size(); ++id) {
        for (std::size_t state = 0; state < states; ++state) {
            const Known known{state & all, (state >> length) & all};
            if ((known.filled & known.empty) != 0) continue;
            Mask any = 0, every = all;
            bool fitted = false;
            for (Mask arrangement : arrangements_[id]) {
                if (!fits(arrangement, known)) continue;
                fitted = true;
                any |= arrangement;
                every &= arrangement;
            }
            if (!fitted) continue;
            const Mask filled = every;
            const Mask empty = all & ~any;
            table_[(id << (2 * length)) | state] =
                static_cast<std::uint32_t>(filled | (empty << 16));
        }
    }
}

}  // namespace nono::analysis
