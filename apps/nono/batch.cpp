#include "batch.hpp"

#include <glob.h>

#include <algorithm>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "commands.hpp"
#include "examples.hpp"
#include "exit_codes.hpp"
#include "nono/worker_pool.hpp"

namespace nono::cli {

void PuzzleFiles::add_to(CLI::App& app, bool with_jobs) {
    app.add_option("FILE", files, "Puzzle files ('-' = standard input)")->type_name("");
    if (named("--list"))
        app.add_option("--list", list_file, "Also read the puzzle paths listed in FILE, one a line")
            ->type_name("FILE");
    add_format_option(app, "-f,--format", format,
                      "Input format (default: by extension, else guessed from the content)");
    add_threshold_option(app, threshold);
    add_puzzle_option(app, puzzle);
    if (with_jobs && named("-j,--jobs"))
        app.add_option("-j,--jobs", jobs, "Puzzles solved at once (default: every core)")
            ->check(CLI::Range(1u, 1024u))
            ->type_name("N");
}

namespace {

// A quoted pattern works as it would unquoted, and names a collection too large for one
// command line. An argument that names a file is that file, whatever characters it holds.
void add_expanded(const std::string& argument, std::vector<std::string>& paths) {
    std::error_code error;
    if (argument.find_first_of("*?[") == std::string::npos || std::filesystem::exists(argument, error)) {
        paths.push_back(argument);
        return;
    }
    glob_t matches{};
    if (::glob(argument.c_str(), 0, nullptr, &matches) == 0) {
        for (std::size_t i = 0; i < matches.gl_pathc; ++i) paths.emplace_back(matches.gl_pathv[i]);
    } else {
        paths.push_back(argument);
    }
    ::globfree(&matches);
}

// std::getline, but it stops one byte past `max` (a file without line breaks is not read whole).
bool bounded_line(std::istream& in, std::string& line, std::size_t max) {
    line.clear();
    for (int c = in.get(); c != std::char_traits<char>::eof(); c = in.get()) {
        if (c == '\n') return true;
        line.push_back(static_cast<char>(c));
        if (line.size() > max) return true;
    }
    return !line.empty();
}

}  // namespace

std::vector<std::string> PuzzleFiles::paths() const {
    std::vector<std::string> all;
    for (const std::string& file : files) add_expanded(file, all);
    if (!list_file.empty()) {
        std::error_code error;
        if (std::filesystem::is_directory(list_file, error))
            throw InputError(list_file, 0, "is a directory; --list wants a file naming puzzle files, one a line");
        std::ifstream in(list_file);
        if (!in) throw InputError(list_file, 0, "cannot open the list file");
        // A list names puzzle files, one a line: a few MB at most. The cap stops a wrong
        // argument (--list /dev/urandom grew to 3.9 GB) with a located message.
        constexpr std::size_t kMaxListBytes = 64u << 20, kMaxLineBytes = 4096;
        std::size_t read = 0;
        int number = 0;
        std::string line;
        while (bounded_line(in, line, kMaxLineBytes)) {
            ++number;
            read += line.size() + 1;
            if (line.size() > kMaxLineBytes)
                throw InputError(list_file, number, "a line longer than " + std::to_string(kMaxLineBytes) +
                                                        " bytes: not a list of file names");
            if (read > kMaxListBytes)
                throw InputError(list_file, number, "the list is longer than 64 MiB");
            while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
                line.pop_back();
            const std::size_t start = line.find_first_not_of(" \t");
            if (start == std::string::npos || line[start] == '#') continue;
            all.push_back(line.substr(start));
        }
    }
    if (all.empty()) throw UsageError("no puzzle file given (FILE... or --list FILE)");
    if (std::count(all.begin(), all.end(), "-") > 1)
        throw UsageError("standard input ('-') can be read only once");
    if (!puzzle.empty()) return all;
    std::vector<std::string> items;
    for (const std::string& path : all) add_puzzles_of(path, items);
    return items;
}

// A file of a format that holds several puzzles stands for each of them, parsed here once
// for all of them (read() parsed the whole set again for each: 8,000 puzzles took 439 s,
// issue 45). Standard input and other files that are not regular (a FIFO) are read once, so
// they are not looked into; an unreadable file is left for read() to report.
void PuzzleFiles::add_puzzles_of(const std::string& path, std::vector<std::string>& items) const {
    std::size_t count = 1;
    std::error_code error;
    if (path != "-" && std::filesystem::is_regular_file(resolve_puzzle_path(path), error)) {
        try {
            const std::string resolved = resolve_puzzle_path(path);
            std::optional<Format> chosen = chosen_format(format);
            if (!chosen) chosen = format_from_path(resolved);
            if (!chosen || format_info(*chosen).several) {
                const std::string text = read_text(resolved);
                if (!chosen) chosen = sniff_format(text);
                // Most files hold one puzzle: a full parse only when a second <puzzle may follow.
                const std::size_t first = text.find("<puzzle");
                if (chosen && format_info(*chosen).several && first != std::string::npos &&
                    text.find("<puzzle", first + 1) != std::string::npos)
                    count = read_set(path, resolved, text, *chosen);
            }
        } catch (const InputError&) {
            count = 1;
        }
    }
    if (count <= 1) {
        items.push_back(path);
        return;
    }
    for (std::size_t k = 1; k <= count; ++k) {
        const std::string item = path + "#" + std::to_string(k);
        several_[item] = {path, static_cast<int>(k)};
        items.push_back(item);
    }
}

// The puzzles of a set, kept for read(); when one of them is invalid the set is only counted,
// and each is read (and refused) on its own. Returns how many it holds.
std::size_t PuzzleFiles::read_set(const std::string& path, const std::string& resolved, const std::string& text,
                                  Format chosen) const {
    const std::string source = resolved;
    std::vector<InputWarning> found;
    try {
        ParsedSet set;
        set.puzzles = parse_puzzles(text, chosen, source, &found, ReadOptions{threshold});
        for (const InputWarning& warning : found) set.warnings += "nono: " + warning.text() + "\n";
        const std::size_t count = set.puzzles.size();
        sets_[path] = std::move(set);
        return count;
    } catch (const InputError&) {
        return count_puzzles(text, chosen);
    }
}

Puzzle PuzzleFiles::read(const std::string& path, std::string* warnings) const {
    std::vector<InputWarning> found;
    ReadOptions options = read_options(threshold, puzzle);
    std::string file = path;
    if (const auto split = several_.find(path); split != several_.end()) {
        file = split->second.first;
        options.position = split->second.second;
        // Parsed once by paths(): the set's warnings go with its first puzzle.
        if (const auto set = sets_.find(file); set != sets_.end() && options.position >= 1 &&
                                                static_cast<std::size_t>(options.position) <= set->second.puzzles.size()) {
            const std::string text = options.position == 1 ? set->second.warnings : std::string();
            if (warnings != nullptr) *warnings += text;
            else std::cerr << text;
            return set->second.puzzles[static_cast<std::size_t>(options.position) - 1];
        }
    }
    Puzzle puzzle = read_puzzle(resolve_puzzle_path(file), chosen_format(format), &found, options);
    std::string text;
    for (const InputWarning& warning : found) text += "nono: " + warning.text() + "\n";
    if (warnings != nullptr) *warnings += text;
    else std::cerr << text;
    return puzzle;
}

Outcome outcome_of(Verdict verdict) {
    switch (verdict) {
        case Verdict::Unique: return Outcome::Unique;
        case Verdict::Multiple: return Outcome::Several;
        case Verdict::None: return Outcome::None;
        case Verdict::Found:
        case Verdict::Undecided: return Outcome::Undecided;
    }
    return Outcome::Undecided;
}

namespace {
const char* const kNames[] = {"unique", "several", "none", "undecided", "invalid"};
}  // namespace

nlohmann::ordered_json BatchSummary::json() const {
    nlohmann::ordered_json json;
    for (int i = 0; i < 5; ++i) json["summary"][kNames[i]] = counts[i];
    json["exit_code"] = exit_code;
    return json;
}

std::string BatchSummary::line(bool as_json) const { return as_json ? json_line(json()) : text() + "\n"; }


std::string BatchSummary::text() const {
    std::uint64_t total = 0;
    for (std::uint64_t count : counts) total += count;
    std::string line = "summary: " + std::to_string(total) + (total == 1 ? " puzzle" : " puzzles");
    for (int i = 0; i < 5; ++i) line += std::string(i == 0 ? ": " : ", ") + std::to_string(counts[i]) + " " + kNames[i];
    return line;
}

BatchSummary run_batch(const std::vector<std::string>& paths, unsigned jobs,
                       const std::function<BatchItem(const std::string&)>& work) {
    auto make = [&](std::size_t i) {
        BatchItem item;
        try {
            item = work(paths[i]);
        } catch (const InputError& error) {
            item.errors = std::string("nono: ") + error.what() + "\n";
            item.outcome = Outcome::Invalid;
            item.exit_code = kExitBadInput;
        } catch (const std::exception& error) {
            item.errors = "nono: " + display_name(paths[i]) + ": " + error.what() + "\n";
            item.outcome = Outcome::Invalid;
            item.exit_code = kExitFailure;
        }
        return item;
    };
    BatchSummary summary;
    // Each result is printed in the order of the files; a failed write ends the run (the pool
    // starts no new file and joins its threads before the error is told).
    run_in_order(paths.size(), jobs, make, [&](std::size_t, BatchItem item) {
        ++summary.counts[static_cast<int>(item.outcome)];
        for (const std::string& tally : item.tallies) ++summary.tallies[tally];
        if (exit_severity(item.exit_code) > exit_severity(summary.exit_code)) summary.exit_code = item.exit_code;
        std::cout.flush();
        std::cerr << item.errors << std::flush;
        write_output("-", item.text);
    });
    return summary;
}

}  // namespace nono::cli
