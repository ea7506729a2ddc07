#include "nono/census_pieces.hpp"

#include "nono/io.hpp"
#include "nono/report.hpp"

namespace nono {

CensusOptions CensusPieces::piece(int index) const {
    CensusOptions options = run;
    options.shard_index += index * options.shard_count;
    options.shard_count *= pieces;
    return options;
}

std::string CensusPieces::file_name(int index) const {
    std::string name = std::to_string(run.width) + "x" + std::to_string(run.height) + (run.levels ? "-levels" : "");
    if (run.shard_count > 1)
        name += "-shard-" + std::to_string(run.shard_index) + "-of-" + std::to_string(run.shard_count);
    return name + "-piece-" + std::to_string(index) + "-of-" + std::to_string(pieces) + ".json";
}

CensusResult CensusPieces::saved(int index, const std::string& json, const std::string& source) const {
    CensusResult result = parse_census_json(json, source);
    const CensusOptions expected = piece(index);
    if (result.width != run.width || result.height != run.height || result.levels != run.levels ||
        result.shard_count != expected.shard_count || result.shards != std::vector<int>{expected.shard_index} ||
        result.interrupted)
        throw InputError(source, 0, "is not piece " + std::to_string(index) + " of this census");
    return result;
}

CensusResult CensusPieces::whole(const std::vector<CensusResult>& parts) const {
    CensusResult merged = merge_census(parts);
    merged.shard_count = run.shard_count;
    merged.shards = {run.shard_index};
    return merged;
}

std::optional<CensusResult> run_census_pieces(
    const CensusPieces& pieces, const CensusCheckpoint& checkpoint,
    const std::function<std::optional<CensusResult>(const CensusOptions& piece, int index)>& run_piece) {
    std::vector<CensusResult> parts;
    for (int index = 0; index < pieces.pieces; ++index) {
        const std::string name = pieces.file_name(index);
        std::string source = name;
        if (const std::optional<std::string> json = checkpoint.load(name, source)) {
            parts.push_back(pieces.saved(index, *json, source));
            continue;
        }
        const std::optional<CensusResult> result = run_piece(pieces.piece(index), index);
        if (!result) return std::nullopt;
        checkpoint.save(name, census_json(*result));
        parts.push_back(*result);
    }
    return pieces.whole(parts);
}

}  // namespace nono
