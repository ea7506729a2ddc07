// A census run in pieces, one after another, that a checkpoint lets resume: which shard each
// piece is, what a finished piece's file is called, whether a saved piece belongs to this run,
// and the result the pieces add up to. `nono census --checkpoint` and the MPI hand-out
// (`mpirun nono census`) both run through here; the caller reads and writes the files.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "nono/census.hpp"

namespace nono {

struct CensusPieces {
    CensusOptions run;  // the whole run, itself shard run.shard_index of run.shard_count
    int pieces = 64;

    // Piece `index`: the shard I + index*N of N*pieces, i.e. the row-clue tuples g with
    // g mod N = I and (g div N) mod pieces = index.
    CensusOptions piece(int index) const;
    // Where a checkpoint keeps it: WxH[-levels][-shard-I-of-N]-piece-J-of-P.json.
    std::string file_name(int index) const;
    // A saved piece's JSON, read back (checksum checked) and checked to be piece `index` of
    // this run; InputError(source, ...) when it is not.
    CensusResult saved(int index, const std::string& json, const std::string& source) const;
    // All pieces added up: the result of the run's own shard.
    CensusResult whole(const std::vector<CensusResult>& parts) const;
};

// Where finished pieces are kept, by file name: `load` gives a saved piece's JSON (nullopt:
// not saved yet) and its source for messages; `save` keeps one (whole, never half-written).
struct CensusCheckpoint {
    std::function<std::optional<std::string>(const std::string& name, std::string& source)> load;
    std::function<void(const std::string& name, const std::string& json)> save;
};

// Runs the pieces in order with `run_piece`, taking the ones already saved from the checkpoint
// instead and saving each finished one, so a killed run resumes from its last finished piece.
// nullopt when `run_piece` was interrupted (it returns nullopt); nothing more is run then.
std::optional<CensusResult> run_census_pieces(
    const CensusPieces& pieces, const CensusCheckpoint& checkpoint,
    const std::function<std::optional<CensusResult>(const CensusOptions& piece, int index)>& run_piece);

}  // namespace nono
