// The exit codes of `nono`: scripts branch on them, so they are distinct, stable, and listed
// in one place (also shown in `nono --help` and docs/cli.md).
#pragma once

#include <string>

#include "nono/solver.hpp"

namespace nono::cli {

enum ExitCode : int {
    kExitUnique = 0,      // exactly one solution; also plain success (convert, help, version)
    kExitFailure = 1,     // anything else went wrong (e.g. an output file cannot be written)
    kExitBadInput = 2,    // unreadable or invalid input, or bad command-line usage
    kExitMultiple = 10,   // two or more solutions
    kExitNone = 20,       // no solution
    kExitUndecided = 30,  // a time or node limit stopped the search before it could tell
    kExitInterrupted = 130,  // census: stopped by Ctrl-C (SIGINT) or SIGTERM; nothing written
};

inline int exit_code_for(Verdict verdict) {
    switch (verdict) {
        case Verdict::Unique: return kExitUnique;
        case Verdict::Multiple: return kExitMultiple;
        case Verdict::None: return kExitNone;
        // The tool always asks the engine for at least two solutions, so Found (one solution,
        // uniqueness unchecked) does not happen; if it ever does, it is not a proof of anything.
        case Verdict::Found: return kExitUndecided;
        case Verdict::Undecided: return kExitUndecided;
    }
    return kExitFailure;
}

inline std::string exit_codes_help() {
    return "Exit codes:\n"
           "   0  unique solution (for convert: success)\n"
           "  10  several solutions\n"
           "  20  no solution\n"
           "  30  undecided: a --timeout or --max-nodes limit stopped the search\n"
           "   2  bad input or usage (unreadable file, parse or validation error, bad option)\n"
           "   1  other failure (e.g. an output file cannot be written)";
}

}  // namespace nono::cli
