// The property every parser fuzz target checks, shared with the replay test so that the
// ordinary test run checks the same thing: any input is either refused with an InputError or
// gives a valid puzzle that its own format writes and reads back unchanged.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nono/io.hpp"
#include "nono/puzzle.hpp"

namespace nono::fuzz {

struct CheckResult {
    bool accepted = false;               // parse_puzzle gave a puzzle
    std::optional<std::string> problem;  // set when the property does not hold
};

// The same characters and RGB values (a picture writes a name on one line, trimmed).
inline bool same_colours(const std::vector<Colour>& a, const std::vector<Colour>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].symbol != b[i].symbol || a[i].rgb != b[i].rgb) return false;
    return true;
}

// Exceptions other than InputError propagate: a parser must never throw them.
inline CheckResult check_round_trip(std::string_view text, Format format) {
    CheckResult result;
    Puzzle puzzle;
    try {
        puzzle = parse_puzzle(text, format, "fuzz-input");
    } catch (const InputError&) {
        return result;
    }
    result.accepted = true;
    if (const std::vector<std::string> problems = validation_problems(puzzle); !problems.empty()) {
        result.problem = "the parser accepted an invalid puzzle: " + problems.front();
        return result;
    }
    std::string written;
    Puzzle again;
    try {
        written = write_puzzle(puzzle, format);
        again = parse_puzzle(written, format, "written");
    } catch (const InputError& error) {
        result.problem = std::string("what was written does not read back: ") + error.what() +
                         "\n--- written ---\n" + written;
        return result;
    }
    if (!(again == puzzle)) {
        result.problem = "what was written reads back as a different puzzle\n--- written ---\n" + written;
    } else if (write_puzzle(again, format) != written) {
        result.problem = "writing the puzzle read back gives different text\n--- written ---\n" + written;
    } else if (puzzle.goal) {
        // Any goal that was read can be drawn, and the drawing gives the same clues.
        const Puzzle drawn = parse_puzzle(write_puzzle(puzzle, Format::Grid), Format::Grid, "drawn");
        if (drawn.rows != puzzle.rows || drawn.columns != puzzle.columns || drawn.goal != puzzle.goal ||
            drawn.row_colours != puzzle.row_colours || drawn.column_colours != puzzle.column_colours ||
            !same_colours(drawn.palette, puzzle.palette))
            result.problem = "the goal drawn as a grid reads back differently";
    }
    return result;
}

// The body of every fuzz target: abort (so libFuzzer keeps the input) when the property fails.
inline int fuzz_one(const std::uint8_t* data, std::size_t size, Format format) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const CheckResult result = check_round_trip(text, format);
    if (result.problem) {
        std::fprintf(stderr, "%s format: %s\n", std::string(format_name(format)).c_str(),
                     result.problem->c_str());
        std::abort();
    }
    return 0;
}

}  // namespace nono::fuzz
