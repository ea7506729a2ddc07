// Checks shared by the format tests: an input must be refused with an InputError at a given
// line whose problem names the fault, and a puzzle must come back unchanged from a writer.
// Random titled puzzles feed the round-trip property tests.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <ostream>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "nono/io.hpp"
#include "nono/puzzle.hpp"
#include "support/oracle.hpp"

namespace nono {

// Failed comparisons show the puzzle as .non text (JSON for colour) rather than as raw bytes.
inline void PrintTo(const Puzzle& puzzle, std::ostream* out) {
    *out << "\n" << write_puzzle(puzzle, is_colour_puzzle(puzzle) ? Format::Json : Format::Non);
}

}  // namespace nono

namespace nono::testing {

inline constexpr const char* kTestSource = "test-input";

// Parses `text` as `format`, expecting an InputError from kTestSource on `line` (0 = no line)
// whose problem contains every one of `words`.
inline ::testing::AssertionResult fails_at(std::string_view text, Format format, int line,
                                           std::initializer_list<std::string_view> words) {
    try {
        parse_puzzle(text, format, kTestSource);
    } catch (const InputError& error) {
        if (error.source() != kTestSource)
            return ::testing::AssertionFailure() << "source '" << error.source() << "': " << error.what();
        if (error.line() != line)
            return ::testing::AssertionFailure()
                   << "line " << error.line() << ", expected " << line << ": " << error.what();
        for (std::string_view word : words)
            if (error.problem().find(word) == std::string::npos)
                return ::testing::AssertionFailure()
                       << "problem '" << error.problem() << "' does not mention '" << word << "'";
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure() << "parsed without an error";
}

// `text` with its lines `first`..`last` (1-based) replaced by `replacement`, which may hold
// several lines or none; every line of `text` must end in '\n'.
inline std::string replace_lines(const std::string& text, int first, int last,
                                 const std::string& replacement) {
    std::string out;
    int line = 1;
    for (std::size_t start = 0; start < text.size(); ++line) {
        const std::size_t end = text.find('\n', start);
        if (line == first) out += replacement + '\n';
        if (line < first || line > last) out += text.substr(start, end - start + 1);
        start = end + 1;
    }
    return out;
}

inline std::string replace_line(const std::string& text, int number, const std::string& replacement) {
    return replace_lines(text, number, number, replacement);
}

// Every format of the table, in its order.
inline std::vector<Format> all_formats() {
    std::vector<Format> formats;
    for (const FormatInfo& info : puzzle_formats()) formats.push_back(info.format);
    return formats;
}

// What of `puzzle` a file in `format` keeps: a picture format keeps the goal and the clues read
// off it; the others keep the clues and whichever of goal, title, author and properties the
// table says they hold.
inline Puzzle kept_by(const Puzzle& puzzle, Format format) {
    const FormatInfo& info = format_info(format);
    if (info.picture) return puzzle_from_grid(*puzzle.goal, is_colour_puzzle(puzzle) ? puzzle.palette : std::vector<Colour>{});
    Puzzle kept = puzzle;
    if (!info.holds_goal) kept.goal.reset();
    if (!info.holds_title) kept.title.clear();
    if (!info.holds_author) kept.author.clear();
    if (!info.holds_properties) kept.properties.clear();
    return kept;
}

// write_puzzle, then parse_puzzle of what was written.
inline Puzzle reread(const Puzzle& puzzle, Format format) {
    return parse_puzzle(write_puzzle(puzzle, format), format, "written");
}

// A title of 0..12 characters from letters, digits, punctuation that formats escape
// (& " ' < > ;) and two-byte UTF-8 letters; inner spaces only, since XML trims a title.
inline std::string random_title(std::mt19937& rng) {
    static const std::vector<std::string> pieces = {"a", "Z",  "q",        "7",        "0",           " ",
                                                    "&", "\"", "'",        "<",        ">",           ";",
                                                    "#", ",",  "\xC3\xA9", "\xC3\xBC", "\xE2\x98\x85"};
    std::uniform_int_distribution<std::size_t> length(0, 12), pick(0, pieces.size() - 1);
    std::string title;
    for (std::size_t n = length(rng); n > 0; --n) title += pieces[pick(rng)];
    while (!title.empty() && title.front() == ' ') title.erase(title.begin());
    while (!title.empty() && title.back() == ' ') title.pop_back();
    return title;
}

// A random valid puzzle of 1..12 a side with a title and author, with or without its goal.
inline Puzzle random_titled_puzzle(std::mt19937& rng, bool keep_goal) {
    std::uniform_int_distribution<int> side(1, 12);
    std::uniform_real_distribution<double> density(0.0, 1.0);
    const int width = side(rng);
    const int height = side(rng);
    Puzzle puzzle = puzzle_from_grid(random_grid(rng, width, height, density(rng)), random_title(rng));
    puzzle.author = random_title(rng);
    if (!keep_goal) puzzle.goal.reset();
    return puzzle;
}

// Writes and rereads `count` random titled puzzles, every other one with its goal, in
// `format`; fails at the first that comes back different, showing what was written.
inline ::testing::AssertionResult random_puzzles_round_trip(Format format, unsigned seed, int count = 3000) {
    std::mt19937 rng(seed);
    for (int i = 0; i < count; ++i) {
        const Puzzle puzzle = random_titled_puzzle(rng, i % 2 == 0);
        const std::string written = write_puzzle(puzzle, format);
        if (!(parse_puzzle(written, format, "written") == puzzle))
            return ::testing::AssertionFailure() << "puzzle " << i << " comes back different from\n" << written;
    }
    return ::testing::AssertionSuccess();
}

// `puzzle` under each of `titles` (as title and author), then without its goal, then a
// picture with empty rows and columns, each written in `format` and read back unchanged.
inline ::testing::AssertionResult titles_round_trip(Puzzle puzzle, Format format,
                                                    const std::vector<std::string>& titles) {
    const auto same = [format](const Puzzle& p) { return reread(p, format) == p; };
    for (const std::string& title : titles) {
        puzzle.title = title;
        puzzle.author = title;
        if (!same(puzzle)) return ::testing::AssertionFailure() << "title '" << title << "' changed";
    }
    puzzle.goal.reset();
    if (!same(puzzle)) return ::testing::AssertionFailure() << "the puzzle without its goal changed";
    Grid sparse(4, 3, Cell::Empty);
    sparse.set(1, 1, Cell::Filled);
    if (!same(puzzle_from_grid(sparse, titles.back())))
        return ::testing::AssertionFailure() << "a picture with empty lines changed";
    return ::testing::AssertionSuccess();
}

}  // namespace nono::testing
