// The boundary between `nono census` and its MPI module, libnono_census_mpi.so. Under
// `mpirun -np N nono census ...` (or a Slurm job step) every rank loads the module, which
// hands out the census's pieces: rank 0 coordinates (a piece at a time to whichever rank
// asks, since pieces differ in cost) and gathers their results; ranks 1..N-1 run the pieces
// they are given. The module only moves work and results: running a piece, saving and
// finding checkpoints stay in the CLI (callbacks below). Only this module is linked to MPI,
// and it is built only where MPI is found, so nothing else in nono needs MPI.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace nono::cli {

struct CensusMpiRequest {
    int pieces = 0;  // pieces 0..pieces-1, each one shard of the run
    void* context = nullptr;
    // Rank 0, before handing out work: 1 and the piece's JSON when a checkpoint holds it,
    // 0 when it must be run, -1 and a message on error.
    int (*saved)(void* context, int piece, std::string* json, std::string* error) = nullptr;
    // Any rank: runs a piece (and saves its checkpoint); 0 and the JSON, 1 when interrupted,
    // -1 and a message on error.
    int (*run)(void* context, int piece, std::string* json, std::string* error) = nullptr;
    // Rank 0: every piece's JSON, in piece order.
    std::vector<std::string>* results = nullptr;
};

// Root: this rank holds the gathered results; Worker: another rank, which prints nothing;
// Interrupted: a piece was stopped by a signal; Failed: see the message.
enum class CensusMpiAnswer : int { Root = 0, Worker = 1, Interrupted = 2, Failed = 3 };

// Raise when CensusMpiRequest or the entry point change (see render_module.hpp).
inline constexpr int kCensusMpiModuleAbi = 1;
inline constexpr std::size_t kCensusMpiTypesSize = sizeof(CensusMpiRequest) + sizeof(std::string);
inline constexpr const char* kCensusMpiModuleFile = "libnono_census_mpi.so";
inline constexpr const char* kCensusMpiEntryName = "nono_census_mpi";

// True when this process is one rank of an MPI job of more than one process (the variables
// OpenMPI, MPICH/PMI and PMIx set for the processes they start).
bool launched_by_mpi();

}  // namespace nono::cli

// Runs the request across the job's ranks; never throws. The message (NUL-terminated, cut
// to `message_size`) is set when the answer is Failed.
extern "C" int nono_census_mpi(int abi, std::size_t types_size, const nono::cli::CensusMpiRequest* request,
                               char* message, std::size_t message_size) noexcept;
