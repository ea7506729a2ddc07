// The options of a solve, declared once: NONO_SOLVE_OPTIONS below generates the fields of
// SolveOptions, the command-line options (apps/nono/algorithm_options.cpp), the "does not
// apply to --algorithm X" check, the Python keyword arguments, the R arguments, the server's
// request fields and what `nono algorithms` lists. Adding an option is adding a row.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace nono {

// X(type, field, key, default, kind, low, high, server, flag, metavar, readers, scope, help)
//   field    the SolveOptions member
//   key      its name in Python, R and the server's JSON requests
//   kind     Flag (true/false), Count (a whole number), Seconds, Seed or LineSolver (a name
//            from the line-solver table): each edge (the CLI's flags, the server's request
//            fields, the Python and R keywords) reads a kind one way
//   low, high  the range a Count, Seconds or Seed must lie in (both ends allowed); every edge
//            refuses a value outside it with SolveOptionInfo::value_error's message
//   server   whether the server takes it from a request (false: the server sets it itself, and
//            a request naming it is refused)
//   flag     the command-line option ("" = none: each command sets it its own way, e.g.
//            --count, -n); a bool that defaults to true is switched off by its flag
//   metavar  what the flag takes: SECONDS, N (a whole number), N|inf (inf = 0 = no limit),
//            NAME (a line solver's name), S (a seed); "" for a flag without a value
//   readers  the strategies that read it, space-separated ("" = every strategy); the CLI
//            refuses the flag with any other --algorithm
//   scope    `limit`: every command that solves (solve, check, classify, render, show,
//            examples); `algorithm`: the commands that take --algorithm (solve)
#define NONO_SOLVE_OPTIONS(X)                                                                  \
    X(std::uint64_t, max_solutions, "max_solutions", 2, Count, 0, 1e18, true, "", "", "", limit, \
      "stop after this many solutions (0 = find all; 2 is enough to tell unique from several)") \
    X(std::uint64_t, keep_solutions, "keep_solutions", 1000, Count, 0, 1e18, false, "", "", "",  \
      limit, "solution grids kept in the result (counting goes on past it)")                   \
    X(double, timeout_seconds, "timeout", 0, Seconds, 0, 1e9, true, "--timeout", "SECONDS", "",  \
      limit,                                                                                   \
      "Wall-time limit for the search in seconds (0 = none); when it stops the search first, " \
      "the verdict is undecided (exit 30)")                                                    \
    X(std::uint64_t, max_nodes, "max_nodes", 0, Count, 0, 1e18, true, "--max-nodes", "N", "",    \
      limit,                                                                                   \
      "At most N guesses (search nodes) (0 = none); when it stops the search first, the "      \
      "verdict is undecided (exit 30)")                                                        \
    X(std::uint64_t, max_conflicts, "max_conflicts", 0, Count, 0, 1e18, true, "--max-conflicts", \
      "N", "engine", limit,                                                                    \
      "At most N conflicts of the SAT solver in all (0 = none); with --max-nodes the SAT "      \
      "solver takes its turns only under this limit too; when it stops the search first, the " \
      "verdict is undecided (exit 30)")                                                        \
    X(bool, probing, "probing", true, Flag, 0, 1, true, "--no-probe", "", "engine", limit,      \
      "Do not probe cells before guessing (propagation and plain backtracking)")               \
    X(bool, sat, "sat", true, Flag, 0, 1, true, "--no-sat", "", "engine", limit,                \
      "Decide by depth-first search only, without handing over to the SAT solver")             \
    X(std::string, line_solver, "line_solver", "complete", LineSolver, 0, 0, true,              \
      "--line-solver", "NAME", "engine simpson", algorithm,                                    \
      "Line solver for engine and simpson (see `nono algorithms`)")                            \
    X(std::uint64_t, max_iterations, "max_iterations", 10, Count, 0, 1e18, true, "--max-iter",  \
      "N|inf", "brute-force", algorithm,                                                       \
      "brute-force: random grids to propose before giving up (inf = no limit)")               \
    X(std::uint64_t, seed, "seed", 1, Seed, 0, 1e18, true, "--seed", "S", "brute-force",        \
      algorithm, "brute-force: seed of the random proposals")                                  \
    X(bool, exhaustive, "exhaustive", false, Flag, 0, 1, true, "--exhaustive", "",              \
      "brute-force", algorithm, "brute-force: enumerate every grid (exact; at most 40 cells)")  \
    X(bool, then_search, "then_search", false, Flag, 0, 1, true, "--then-search", "",           \
      "perm-elim", algorithm,                                                                  \
      "perm-elim: when elimination stalls, backtrack over the remaining candidates so every "  \
      "solution is found")                                                                     \
    X(std::size_t, memory_budget, "memory_budget", std::size_t{1} << 30, Count, 0,              \
      4294967295.0, false, "", "", "perm-elim", algorithm,                                     \
      "perm-elim: bytes its permutation sets may take")

// What an option's value is, and so how each edge reads it.
enum class OptionKind { Flag, Count, Seconds, Seed, LineSolver };
std::string_view option_kind_name(OptionKind kind);  // "flag", "count", "seconds", "seed", "line-solver"

// One row of the table, for the edges that list or read options by name.
struct SolveOptionInfo {
    std::string_view field;
    std::string_view key;
    std::string_view flag;
    std::string_view metavar;
    std::string_view readers;  // space-separated strategy names; "" = every strategy
    std::string_view scope;    // "limit" or "algorithm"
    std::string_view help;
    std::string_view type;          // "bool", "count", "seconds" or "name"
    std::string default_text;       // the default, as `nono algorithms` shows it
    OptionKind kind = OptionKind::Count;
    double low = 0, high = 0;       // the range of a Count, Seconds or Seed
    bool server = true;             // the server takes it from a request
    // Does `strategy` read this option?
    bool read_by(std::string_view strategy) const;
    // What a value must be, in words: "a whole number from 0 to 1e+18", "a number of seconds
    // from 0 to 1e+09", "a seed from 0 to 1e+18", "true or false", "a line solver's name
    // (complete, ...)".
    std::string range_text() const;
    // "" when `value` is allowed (a number of this kind within low..high, or a line solver's
    // name), else the message every edge gives: "<name> must be <range_text> (not <value>)",
    // `name` being how that edge spells the option (--max-nodes, max_nodes).
    std::string value_error(std::string_view name, double value) const;
    std::string value_error(std::string_view name, std::string_view value) const;
};

std::span<const SolveOptionInfo> solve_options();
const SolveOptionInfo* find_solve_option(std::string_view key);  // nullptr when unknown

}  // namespace nono
