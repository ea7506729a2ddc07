// The exit codes of `nono`: scripts branch on them, so they are distinct, stable, and declared
// once, in NONO_EXIT_CODES below: the enum, the `--help` footers, the order in which several
// files' codes combine (severity) and docs/cli.md's table all follow it.
#pragma once

#include <initializer_list>
#include <string>
#include <utility>

#include "nono/solver.hpp"

namespace nono::cli {

// X(enumerator, code, severity, help). Rows are in the order `nono --help` lists them.
// Severity: with several files, the code of the highest severity is the exit code (the least
// settled outcome: invalid, failure, undecided, none, several, unique).
#define NONO_EXIT_CODES(X)                                                                    \
    X(kExitUnique, 0, 0, "unique solution (for convert: success)")                           \
    X(kExitMultiple, 10, 1, "several solutions")                                              \
    X(kExitNone, 20, 2, "no solution")                                                        \
    X(kExitUndecided, 30, 3, "undecided: a --timeout or --max-nodes limit stopped the search") \
    X(kExitBadInput, 2, 5,                                                                    \
      "bad input or usage (unreadable file, parse or validation error, bad option)")          \
    X(kExitFailure, 1, 4, "other failure (e.g. an output file cannot be written)")           \
    X(kExitInterrupted, 130, 6,                                                               \
      "census: stopped by Ctrl-C (SIGINT) or SIGTERM; nothing written")

enum ExitCode : int {
#define NONO_EXIT_ENUM(name, code, severity, help) name = code,
    NONO_EXIT_CODES(NONO_EXIT_ENUM)
#undef NONO_EXIT_ENUM
};

// Where `code` stands when several files' codes combine (unknown codes: 0).
inline int exit_severity(int code) {
#define NONO_EXIT_SEVERITY(name, value, severity, help) \
    if (code == (value)) return severity;
    NONO_EXIT_CODES(NONO_EXIT_SEVERITY)
#undef NONO_EXIT_SEVERITY
    return 0;
}

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

// "Exit codes:" then one line per code ("  30  meaning"), continuation lines indented.
inline std::string exit_codes_footer(std::initializer_list<std::pair<ExitCode, const char*>> codes) {
    std::string text = "Exit codes:";
    for (const auto& [code, meaning] : codes) {
        std::string number = std::to_string(static_cast<int>(code));
        text += "\n" + std::string(number.size() < 4 ? 4 - number.size() : 0, ' ') + number + "  ";
        for (const char* c = meaning; *c != '\0'; ++c) {
            if (*c == '\n')
                text += "\n      ";
            else
                text += *c;
        }
    }
    return text;
}

// The footer of `nono --help` and of the commands whose codes mean what the table says.
// Built once: `nono` and its command both show it.
inline const std::string& exit_codes_help() {
    static const std::string text = exit_codes_footer({
#define NONO_EXIT_HELP(name, code, severity, help) {name, help},
        NONO_EXIT_CODES(NONO_EXIT_HELP)
#undef NONO_EXIT_HELP
    });
    return text;
}

}  // namespace nono::cli
