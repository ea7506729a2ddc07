// Merging census shards: the sum of shard results is exactly the result of one whole run.
#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>

#include "nono/census.hpp"

namespace nono {

CensusResult merge_census(const std::vector<CensusResult>& parts) {
    if (parts.empty()) throw std::invalid_argument("nothing to merge");
    CensusResult merged = parts.front();
    merged.shards.clear();
    std::fill(merged.level_histogram.begin(), merged.level_histogram.end(), 0);
    for (const CensusCount& field : kCensusCounts) merged.*field.member = 0;
    std::set<int> seen;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const CensusResult& part = parts[i];
        const std::string which = "part " + std::to_string(i + 1);
        if (part.interrupted) throw std::invalid_argument(which + " was interrupted");
        if (part.width != merged.width || part.height != merged.height)
            throw std::invalid_argument(which + " is a census of another size");
        if (part.levels != merged.levels)
            throw std::invalid_argument(which + (part.levels ? " has" : " has no") +
                                        " level histogram, unlike the first");
        // A complete run stands for shard 0 of 1: it can only be merged alone.
        if (part.shard_count != merged.shard_count)
            throw std::invalid_argument(which + " is of another shard count");
        for (int shard : part.shards)
            if (!seen.insert(shard).second)
                throw std::invalid_argument("shard " + std::to_string(shard) + " appears twice");
        for (const CensusCount& field : kCensusCounts) merged.*field.member += part.*field.member;
        for (std::size_t k = 0; k < part.level_histogram.size(); ++k)
            merged.level_histogram[k] += part.level_histogram[k];
    }
    merged.shards.assign(seen.begin(), seen.end());
    return merged.normalised();
}

}  // namespace nono
