// The MPI module of `nono census` (libnono_census_mpi.so); census_mpi_module.hpp says what it
// does. Rank 0 coordinates: it waits (polling, so that it does not spin a core the way a
// blocking receive does in OpenMPI) for a rank to ask for work, stores the result that rank
// brings, and answers with the next piece, or with -1 when none is left. A rank that fails or
// is interrupted tells rank 0, which says so and ends the job with MPI_Abort (exit 1, or 130
// when interrupted): the pieces already saved stay, so a rerun resumes.
#include "census_mpi_module.hpp"

#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "module_message.hpp"

namespace {

using nono::cli::CensusMpiAnswer;
using nono::cli::CensusMpiRequest;

constexpr int kAsk = 1;   // worker -> 0: "" first, then "<piece> <json>" of the piece it finished
constexpr int kWork = 2;  // 0 -> worker: the piece to run, -1 = no more
constexpr int kFail = 3;  // worker -> 0: "<exit code> <message>"

void send_text(const std::string& text, int to, int tag) {
    MPI_Send(text.data(), static_cast<int>(text.size()), MPI_CHAR, to, tag, MPI_COMM_WORLD);
}

[[noreturn]] void abort_job(int rank, int code, const std::string& message) {
    std::fprintf(stderr, "nono: census rank %d: %s\n", rank, message.c_str());
    std::fflush(stderr);
    MPI_Abort(MPI_COMM_WORLD, code);
    std::_Exit(code);
}

void store(const std::string& text, std::vector<std::string>& results) {
    const std::size_t space = text.find(' ');
    const int piece = std::stoi(text.substr(0, space));
    results[static_cast<std::size_t>(piece)] = text.substr(space + 1);
}

// Runs a piece here; aborts the job when it cannot.
std::string run_here(const CensusMpiRequest& request, int piece, int rank) {
    std::string json, error;
    const int status = request.run(request.context, piece, &json, &error);
    if (status == 1) abort_job(rank, 130, "interrupted; finished pieces stay saved");
    if (status != 0) abort_job(rank, 1, error);
    return json;
}

void coordinate(const CensusMpiRequest& request, int ranks) {
    std::vector<std::string>& results = *request.results;
    results.assign(static_cast<std::size_t>(request.pieces), "");
    std::vector<int> todo;
    for (int piece = 0; piece < request.pieces; ++piece) {
        std::string json, error;
        const int found = request.saved(request.context, piece, &json, &error);
        if (found < 0) abort_job(0, 2, error);
        if (found == 1)
            results[static_cast<std::size_t>(piece)] = json;
        else
            todo.push_back(piece);
    }
    if (ranks == 1) {  // nobody to hand out to
        for (int piece : todo) results[static_cast<std::size_t>(piece)] = run_here(request, piece, 0);
        return;
    }
    std::size_t next = 0;
    int working = ranks - 1;
    std::vector<char> buffer;
    while (working > 0) {
        int arrived = 0;
        MPI_Status status;
        MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &arrived, &status);
        if (!arrived) {
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
            continue;
        }
        int size = 0;
        MPI_Get_count(&status, MPI_CHAR, &size);
        buffer.resize(static_cast<std::size_t>(std::max(size, 1)));
        MPI_Recv(buffer.data(), size, MPI_CHAR, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        const std::string text(buffer.data(), static_cast<std::size_t>(size));
        if (status.MPI_TAG == kFail) {
            const std::size_t space = text.find(' ');
            abort_job(status.MPI_SOURCE, std::stoi(text.substr(0, space)), text.substr(space + 1));
        }
        if (!text.empty()) store(text, results);
        const int piece = next < todo.size() ? todo[next++] : -1;
        MPI_Send(&piece, 1, MPI_INT, status.MPI_SOURCE, kWork, MPI_COMM_WORLD);
        if (piece < 0) --working;
    }
}

void work(const CensusMpiRequest& request) {
    send_text("", 0, kAsk);
    for (;;) {
        int piece = -1;
        MPI_Recv(&piece, 1, MPI_INT, 0, kWork, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        if (piece < 0) return;
        std::string json, error;
        const int status = request.run(request.context, piece, &json, &error);
        if (status != 0) {
            send_text(status == 1 ? "130 interrupted; finished pieces stay saved" : "1 " + error, 0, kFail);
            // Rank 0 aborts the job; wait for it.
            MPI_Recv(&piece, 1, MPI_INT, 0, kWork, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            return;
        }
        send_text(std::to_string(piece) + " " + json, 0, kAsk);
    }
}

}  // namespace

extern "C" __attribute__((visibility("default"))) int nono_census_mpi(int abi, std::size_t types_size,
                                                                     const CensusMpiRequest* request,
                                                                     char* message, std::size_t message_size) noexcept {
    return nono::cli::module_entry(
        abi, nono::cli::kCensusMpiModuleAbi, types_size, nono::cli::kCensusMpiTypesSize, request,
        "MPI module libnono_census_mpi.so", CensusMpiAnswer::Failed, "the MPI census failed", message, message_size, [&] {
            int provided = 0;
            MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);  // only this thread calls MPI
            int rank = 0, ranks = 1;
            MPI_Comm_rank(MPI_COMM_WORLD, &rank);
            MPI_Comm_size(MPI_COMM_WORLD, &ranks);
            if (rank == 0)
                coordinate(*request, ranks);
            else
                work(*request);
            MPI_Finalize();
            return rank == 0 ? CensusMpiAnswer::Root : CensusMpiAnswer::Worker;
        });
}
