// Binding CryptoMiniSat's members at run time; see cryptominisat.hpp. Built with
// NONO_CRYPTOMINISAT_STATIC (the WebAssembly engine, apps/wasm, which links the library
// statically: a browser cannot load a shared library), each member is called directly instead.
//
// A non-virtual member function is, in the Itanium C++ ABI that GCC and Clang follow on
// Linux, a function whose first parameter is `this`, exported under its mangled name, so
// each member is found with dlsym and called as such a function. The static_asserts tie
// every signature here to the declaration in <cryptominisat5/cryptominisat.h>: a header
// that changes one fails the build instead of calling it wrongly.
#include "cryptominisat.hpp"

#ifndef NONO_CRYPTOMINISAT_STATIC
#include <dlfcn.h>
#endif

#include <atomic>
#include <new>
#include <stdexcept>
#include <string>
#include <type_traits>

// The library's file name (its soname), from CMake; the -dev package's link otherwise.
#ifndef NONO_CRYPTOMINISAT_LIBRARY
#define NONO_CRYPTOMINISAT_LIBRARY "libcryptominisat5.so"
#endif

namespace nono::detail {

namespace {

using CMSat::Lit;
using CMSat::SATSolver;
using CMSat::lbool;
using Lits = std::vector<Lit>;

// Each member: (field, mangled name, return type, member qualifier, parameters).
#define NONO_CMSAT_MEMBERS(X)                                                                       \
    X(set_verbosity, "_ZN5CMSat9SATSolver13set_verbosityEj", void, , unsigned)                      \
    X(new_vars, "_ZN5CMSat9SATSolver8new_varsEm", void, , const std::size_t)                         \
    X(add_clause, "_ZN5CMSat9SATSolver10add_clauseERKSt6vectorINS_3LitESaIS2_EE", bool, , const Lits&) \
    X(set_max_confl, "_ZN5CMSat9SATSolver13set_max_conflEm", void, , std::uint64_t)                  \
    X(set_max_time, "_ZN5CMSat9SATSolver12set_max_timeEd", void, , double)                           \
    X(solve, "_ZN5CMSat9SATSolver5solveEPKSt6vectorINS_3LitESaIS2_EEb", lbool, , const Lits*, bool)  \
    X(interrupt_asap, "_ZN5CMSat9SATSolver14interrupt_asapEv", void, )                               \
    X(get_last_conflicts, "_ZN5CMSat9SATSolver18get_last_conflictsEv", std::uint64_t, )              \
    X(get_model, "_ZNK5CMSat9SATSolver9get_modelEv", const std::vector<lbool>&, const)                \
    X(get_conflict, "_ZNK5CMSat9SATSolver12get_conflictEv", const std::vector<Lit>&, const)

#define NONO_CMSAT_CHECK(field, symbol, result, qualifier, ...)                                    \
    static_assert(std::is_same_v<decltype(&SATSolver::field), result (SATSolver::*)(__VA_ARGS__) qualifier>, \
                  "CryptoMiniSat's SATSolver::" #field " is not what nono binds");
NONO_CMSAT_MEMBERS(NONO_CMSAT_CHECK)
#undef NONO_CMSAT_CHECK
static_assert(std::is_constructible_v<SATSolver, void*, std::atomic<bool>*>);

#ifdef NONO_CRYPTOMINISAT_STATIC
// Linked in: each member is called as itself.
#define NONO_CMSAT_CALL(member, ...) solver()->member(__VA_ARGS__)
#else
struct Library {
    // The complete-object constructor SATSolver(void* config, std::atomic<bool>* interrupt)
    // and destructor.
    void (*construct)(SATSolver*, void*, std::atomic<bool>*);
    void (*destroy)(SATSolver*);
#define NONO_CMSAT_FIELD(field, symbol, result, qualifier, ...) \
    result (*field)(qualifier SATSolver* __VA_OPT__(, ) __VA_ARGS__);
    NONO_CMSAT_MEMBERS(NONO_CMSAT_FIELD)
#undef NONO_CMSAT_FIELD
};

template <typename Function>
void bind(void* handle, Function& function, const char* symbol) {
    void* address = dlsym(handle, symbol);
    if (!address)
        throw std::runtime_error(std::string("the SAT solver library " NONO_CRYPTOMINISAT_LIBRARY " has no ") +
                                 symbol);
    function = reinterpret_cast<Function>(address);
}

Library load() {
    void* handle = dlopen(NONO_CRYPTOMINISAT_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char* why = dlerror();
        throw std::runtime_error(std::string("cannot load the SAT solver library " NONO_CRYPTOMINISAT_LIBRARY ": ") +
                                 (why ? why : "unknown reason"));
    }
    // It stays loaded until the process ends.
    Library library{};
    bind(handle, library.construct, "_ZN5CMSat9SATSolverC1EPvPSt6atomicIbE");
    bind(handle, library.destroy, "_ZN5CMSat9SATSolverD1Ev");
#define NONO_CMSAT_BIND(field, symbol, ...) bind(handle, library.field, symbol);
    NONO_CMSAT_MEMBERS(NONO_CMSAT_BIND)
#undef NONO_CMSAT_BIND
    return library;
}

// Loaded by the first caller (a failure is retried by the next).
const Library& library() {
    static const Library loaded = load();
    return loaded;
}

// Loaded: each member through its bound function, `this` first.
#define NONO_CMSAT_CALL(member, ...) library().member(solver() __VA_OPT__(, ) __VA_ARGS__)
#endif

}  // namespace

#ifdef NONO_CRYPTOMINISAT_STATIC
CryptoMiniSat::CryptoMiniSat() { ::new (static_cast<void*>(storage_)) SATSolver(nullptr, nullptr); }

CryptoMiniSat::~CryptoMiniSat() { solver()->~SATSolver(); }
#else
CryptoMiniSat::CryptoMiniSat() { library().construct(solver(), nullptr, nullptr); }

CryptoMiniSat::~CryptoMiniSat() { library().destroy(solver()); }
#endif

SATSolver* CryptoMiniSat::solver() { return std::launder(reinterpret_cast<SATSolver*>(storage_)); }

const SATSolver* CryptoMiniSat::solver() const {
    return std::launder(reinterpret_cast<const SATSolver*>(storage_));
}

void CryptoMiniSat::set_verbosity(unsigned verbosity) { NONO_CMSAT_CALL(set_verbosity, verbosity); }
void CryptoMiniSat::new_vars(std::size_t count) { NONO_CMSAT_CALL(new_vars, count); }
bool CryptoMiniSat::add_clause(const Lits& literals) { return NONO_CMSAT_CALL(add_clause, literals); }
void CryptoMiniSat::set_max_confl(std::uint64_t conflicts) { NONO_CMSAT_CALL(set_max_confl, conflicts); }
void CryptoMiniSat::set_max_time(double seconds) { NONO_CMSAT_CALL(set_max_time, seconds); }
lbool CryptoMiniSat::solve(const Lits* assumptions) { return NONO_CMSAT_CALL(solve, assumptions, false); }
void CryptoMiniSat::interrupt_asap() { NONO_CMSAT_CALL(interrupt_asap); }
std::uint64_t CryptoMiniSat::get_last_conflicts() { return NONO_CMSAT_CALL(get_last_conflicts); }
const std::vector<lbool>& CryptoMiniSat::get_model() const { return NONO_CMSAT_CALL(get_model); }
const std::vector<Lit>& CryptoMiniSat::get_conflict() const { return NONO_CMSAT_CALL(get_conflict); }

}  // namespace nono::detail
