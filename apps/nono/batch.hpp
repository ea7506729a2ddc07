// Several puzzle files in one call (solve, check, classify): the files named, globbed by the
// shell (or by nono, for a quoted pattern), '-' for standard input, or listed in a file; run
// on --jobs threads, each file's output printed in the order given as soon as it and those
// before it are done; one bad file is reported and the rest still run; a summary line closes
// the run.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "nono/io.hpp"
#include "nono/report.hpp"
#include "nono/result.hpp"

namespace nono::cli {

// FILE... and --list FILE and -f/--format.
struct PuzzleFiles {
    std::vector<std::string> files;
    std::string list_file;  // one path per line; blank lines and '#' comments skipped
    std::string format;
    int threshold = ReadOptions{}.threshold;  // --threshold, for pictures
    std::string puzzle;                       // --puzzle: one puzzle of each file
    unsigned jobs = 0;      // 0 = every core

    void add_to(CLI::App& app, bool with_jobs = true);
    // Every path to process, in order: the FILE arguments, then the list file's entries.
    // A FILE argument with *, ? or [ that names no file is a pattern, expanded here (sorted);
    // one that matches nothing stays as it is, to be reported as a missing file.
    // UsageError when there is none, or when '-' appears more than once. A file holding
    // several puzzles (webpbn XML) stands for each of them, named FILE#1, FILE#2, ... (unless
    // --puzzle chose one).
    std::vector<std::string> paths() const;
    // InputError when unreadable or invalid. Warnings (e.g. a JSON key given twice) are
    // appended to `warnings` as lines, or printed to stderr when it is null.
    Puzzle read(const std::string& path, std::string* warnings = nullptr) const;

private:
    // FILE#N -> (FILE, N), for the files paths() split into their puzzles.
    mutable std::map<std::string, std::pair<std::string, int>> several_;
    // FILE -> its puzzles, parsed once by paths() (read only after it, so shared by threads).
    struct ParsedSet {
        std::vector<Puzzle> puzzles;
        std::string warnings;
    };
    mutable std::map<std::string, ParsedSet> sets_;
    void add_puzzles_of(const std::string& path, std::vector<std::string>& items) const;
    std::size_t read_set(const std::string& path, const std::string& resolved, const std::string& text,
                         Format chosen) const;
};

// What one file came to.
enum class Outcome { Unique, Several, None, Undecided, Invalid };
Outcome outcome_of(Verdict verdict);

struct BatchItem {
    std::string text;  // printed to stdout, in file order
    std::string errors;  // printed to stderr just before it
    Outcome outcome = Outcome::Invalid;
    int exit_code = 0;
    // What else the item counts towards, by name (classify: "line-solvable", "level D4"):
    // the command's own additions to the summary, summed in BatchSummary::tallies.
    std::vector<std::string> tallies;
    // With --json: the item's report (nono/report.hpp), which a batch prints as one line.
    std::optional<nlohmann::ordered_json> json;
};

struct BatchSummary {
    std::uint64_t counts[5] = {0, 0, 0, 0, 0};  // by Outcome
    std::map<std::string, std::uint64_t> tallies;  // BatchItem::tallies, added up
    int exit_code = 0;                           // of the least settled outcome
    std::string text() const;  // "summary: 10 puzzles: 7 unique, 2 several, ..."
    // {"summary":{"unique":7,"several":2,...},"exit_code":10}; a command may add to "summary".
    nlohmann::ordered_json json() const;
    // text() or json() as the last line of the output, ending in '\n'.
    std::string line(bool as_json) const;
};

// One compact JSON object on one line (nono::json_line, nono/report.hpp): the shape of each
// result and of the summary in a batch run with --json.
using nono::json_line;

// Runs `work` on every path with up to `jobs` threads (0 = every core) and prints each item
// in order. `work` must not print; an exception it throws becomes an Invalid item naming it.
BatchSummary run_batch(const std::vector<std::string>& paths, unsigned jobs,
                       const std::function<BatchItem(const std::string&)>& work);

}  // namespace nono::cli
