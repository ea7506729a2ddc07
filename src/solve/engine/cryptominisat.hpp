// CryptoMiniSat, the engine's SAT solver, loaded (dlopen) the first time a puzzle needs it
// rather than at every process start: most puzzles are settled by the search alone, and
// mapping and relocating libcryptominisat5 and its libraries was a tenth of the start-up
// of `nono solve` (docs/performance-history.md, "Process start-up"). Only the calls SatSearch makes
// are bound; each forwards to the library's own CMSat::SATSolver member. The WebAssembly
// engine links the library statically instead (NONO_CRYPTOMINISAT_STATIC, apps/wasm).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include <cryptominisat5/cryptominisat.h>

namespace nono::detail {

class CryptoMiniSat {
public:
    // Loads the library on the first call in the process; throws std::runtime_error naming
    // the library and why when it cannot be loaded.
    CryptoMiniSat();
    ~CryptoMiniSat();
    CryptoMiniSat(const CryptoMiniSat&) = delete;
    CryptoMiniSat& operator=(const CryptoMiniSat&) = delete;

    void set_verbosity(unsigned verbosity);
    void new_vars(std::size_t count);
    bool add_clause(const std::vector<CMSat::Lit>& literals);
    void set_max_confl(std::uint64_t conflicts);
    // The next solve() stops after `seconds` more of the library's CPU clock (in WebAssembly,
    // Emscripten's clock(): the wall clock, docs/web-static.md).
    void set_max_time(double seconds);
    CMSat::lbool solve(const std::vector<CMSat::Lit>* assumptions);
    // From another thread, while solve() runs.
    void interrupt_asap();
    std::uint64_t get_last_conflicts();
    const std::vector<CMSat::lbool>& get_model() const;
    // After solve() answered l_False under assumptions: the negations of the assumptions its
    // proof used (empty when the clauses alone have no model).
    const std::vector<CMSat::Lit>& get_conflict() const;

private:
    CMSat::SATSolver* solver();
    const CMSat::SATSolver* solver() const;

    // The library's SATSolver is built here by its own constructor.
    alignas(CMSat::SATSolver) unsigned char storage_[sizeof(CMSat::SATSolver)];
};

}  // namespace nono::detail
