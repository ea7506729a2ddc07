// Choosing a format (by name, file extension or content) from the format table and
// dispatching to its reader and writer; reading files and standard input.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <stdexcept>

#include "formats.hpp"

namespace nono {
namespace {

std::string lowercase(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

const io::FormatEntry& entry_of(Format format) {
    for (const io::FormatEntry& entry : io::format_table())
        if (entry.info.format == format) return entry;
    throw std::invalid_argument("unknown puzzle format");
}

bool trim_view_empty(std::string_view text) { return io::trim(text).empty(); }

}  // namespace

const std::vector<FormatInfo>& puzzle_formats() {
    static const std::vector<FormatInfo> infos = [] {
        std::vector<FormatInfo> list;
        for (const io::FormatEntry& entry : io::format_table()) list.push_back(entry.info);
        return list;
    }();
    return infos;
}

const FormatInfo& format_info(Format format) {
    for (const FormatInfo& info : puzzle_formats())
        if (info.format == format) return info;
    throw std::invalid_argument("unknown puzzle format");
}

std::optional<Format> format_from_name(std::string_view name) {
    const std::string lower = lowercase(name);
    for (const FormatInfo& info : puzzle_formats()) {
        if (info.name == lower) return info.format;
        for (std::string_view alias : info.aliases)
            if (alias == lower) return info.format;
    }
    return std::nullopt;
}

std::string_view format_name(Format format) { return format_info(format).name; }

std::vector<std::string> format_names() {
    std::vector<std::string> names;
    for (const FormatInfo& info : puzzle_formats()) {
        names.emplace_back(info.name);
        for (std::string_view alias : info.aliases) names.emplace_back(alias);
    }
    return names;
}

std::string format_list() {
    std::string list;
    for (const FormatInfo& info : puzzle_formats()) {
        if (!list.empty()) list += ", ";
        list += info.name;
    }
    return list;
}

namespace io {
std::string colour_format_list() {
    std::string list;
    for (const FormatInfo& info : puzzle_formats()) {
        if (!info.holds_colour) continue;
        if (!list.empty()) list += ", ";
        list += info.name;
    }
    return list;
}
}  // namespace io

std::optional<Format> format_from_path(std::string_view path) {
    const std::size_t slash = path.find_last_of("/\\");
    const std::string_view file = slash == std::string_view::npos ? path : path.substr(slash + 1);
    const std::size_t dot = file.find_last_of('.');
    if (dot == std::string_view::npos || dot == 0) return std::nullopt;
    const std::string extension = lowercase(file.substr(dot + 1));
    for (const FormatInfo& info : puzzle_formats())
        for (std::string_view known : info.extensions)
            if (known == extension) return info.format;
    return std::nullopt;
}

std::optional<Format> sniff_format(std::string_view text) {
    // A UTF-8 byte order mark says nothing about the format.
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    for (const io::FormatEntry& entry : io::format_table())
        if (entry.sniff(text)) return entry.info.format;
    return std::nullopt;
}

Format detect_format(std::string_view text, const std::string& source) {
    if (const std::optional<Format> format = sniff_format(text)) return *format;
    std::string known;
    for (const FormatInfo& info : puzzle_formats()) {
        known += known.empty() ? "" : ", ";
        known += std::string(info.name) + " (";
        for (std::size_t i = 0; i < info.extensions.size(); ++i)
            known += (i ? " ." : ".") + std::string(info.extensions[i]);
        known += ")";
    }
    throw InputError(source, 0,
                     std::string(trim_view_empty(text) ? "the input is empty" : "cannot tell the puzzle format") +
                         "; nono reads " + known +
                         ". Name the format with --format NAME (format= in Python and R), or give "
                         "the file its format's extension");
}

std::string InputWarning::text() const {
    std::string out = source;
    if (line > 0) out += ":" + std::to_string(line);
    out += ": warning: ";
    out += problem;
    return out;
}

namespace {

const io::FormatEntry& entry_for_reading(Format format, const std::string& source) {
    for (const io::FormatEntry& candidate : io::format_table())
        if (candidate.info.format == format) return candidate;
    throw InputError(source, 0, "unknown format");
}

// A format holding one puzzle: a selection other than the first is an error.
void check_single_selection(const io::FormatEntry& entry, const std::string& source, const ReadOptions& options) {
    const bool first = options.position == 1 || options.puzzle == "1" ||
                       (options.position == 0 && options.puzzle.empty());
    if (!first)
        throw InputError(source, 0, "a " + std::string(entry.info.name) +
                                        " file holds one puzzle, so there is no puzzle '" +
                                        (options.position > 0 ? std::to_string(options.position) : options.puzzle) +
                                        "' to choose (only webpbn XML files hold several)");
}

std::string_view without_bom(std::string_view text, const io::FormatEntry& entry) {
    if (!entry.info.binary && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    return text;
}

}  // namespace

Puzzle parse_puzzle(std::string_view text, Format format, const std::string& source,
                    std::vector<InputWarning>* warnings, const ReadOptions& options) {
    const io::FormatEntry& entry = entry_for_reading(format, source);
    if (!entry.info.several) check_single_selection(entry, source, options);
    return entry.read(without_bom(text, entry), source, io::ReadContext{options, warnings});
}

std::vector<Puzzle> parse_puzzles(std::string_view text, Format format, const std::string& source,
                                  std::vector<InputWarning>* warnings, const ReadOptions& options) {
    const io::FormatEntry& entry = entry_for_reading(format, source);
    if (!entry.read_all) return {parse_puzzle(text, format, source, warnings, options)};
    return entry.read_all(without_bom(text, entry), source, io::ReadContext{options, warnings});
}

std::size_t count_puzzles(std::string_view text, Format format) {
    const io::FormatEntry& entry = entry_of(format);
    return entry.count ? entry.count(without_bom(text, entry)) : 1;
}

std::string read_text(const std::string& path) {
    // Puzzle files are small; this cap turns "nono solve /dev/zero" into an error, not a hang.
    constexpr std::size_t kMaxBytes = 64u << 20;
    const std::string source = path == "-" ? "<stdin>" : path;
    // POSIX reads, not a stream: libstdc++ retries a read that a signal interrupted, so a
    // program whose handler asks for no restart (nono's SIGINT) could not stop while waiting
    // on a terminal or a FIFO (issue 28). Interrupted, the read ends with an error here.
    const auto interrupted = [&] { return InputError(source, 0, "interrupted while reading (SIGINT or SIGTERM)"); };
    int fd = STDIN_FILENO;
    if (path != "-") {
        fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0) throw errno == EINTR ? interrupted() : InputError(source, 0, "cannot open the file");
    }
    struct Closer {
        int fd;
        ~Closer() {
            if (fd != STDIN_FILENO) ::close(fd);
        }
    } closer{fd};
    // Read straight into the string, which doubles from 4 KB: a buffer of 64 KB on the stack
    // cost every process three more page faults than the whole file (docs/performance-history.md,
    // "Process start-up").
    std::string text(4096, '\0');
    std::size_t size = 0;
    for (;;) {
        if (size == text.size()) text.resize(2 * size);
        const ssize_t got = ::read(fd, text.data() + size, text.size() - size);
        if (got == 0) break;
        if (got < 0) throw errno == EINTR ? interrupted() : InputError(source, 0, "cannot read the file");
        size += static_cast<std::size_t>(got);
        if (size > kMaxBytes)
            throw InputError(source, 0, "the input is larger than 64 MiB; not a puzzle file");
    }
    text.resize(size);
    return text;
}

namespace {

// A parser's error, and when the content sniffs as another format (an .mk saved as .txt, a
// .nin saved as .non), the format to name instead: the parser's own message alone would
// point at the wrong format's rules.
[[noreturn]] void rethrow_with_format_hint(const InputError& error, std::string_view text, Format tried) {
    const std::optional<Format> sniffed = sniff_format(text);
    if (!sniffed || *sniffed == tried) throw error;
    const std::string name(format_name(*sniffed));
    throw InputError(error.source(), error.line(),
                     error.problem() + "; read as " + std::string(format_name(tried)) + ", but this looks like " +
                         name + ": use --format " + name + " (format=\"" + name + "\" in Python and R)");
}

}  // namespace

Puzzle read_puzzle(const std::string& path, std::optional<Format> format,
                   std::vector<InputWarning>* warnings, const ReadOptions& options) {
    const std::string text = read_text(path);
    const std::string source = path == "-" ? "<stdin>" : path;
    if (!format) format = path == "-" ? std::nullopt : format_from_path(path);
    if (!format) format = detect_format(text, source);
    try {
        return parse_puzzle(text, *format, source, warnings, options);
    } catch (const InputError& error) {
        rethrow_with_format_hint(error, text, *format);
    }
}

std::vector<Puzzle> read_puzzles(const std::string& path, std::optional<Format> format,
                                 std::vector<InputWarning>* warnings, const ReadOptions& options) {
    const std::string text = read_text(path);
    const std::string source = path == "-" ? "<stdin>" : path;
    if (!format) format = path == "-" ? std::nullopt : format_from_path(path);
    if (!format) format = detect_format(text, source);
    try {
        return parse_puzzles(text, *format, source, warnings, options);
    } catch (const InputError& error) {
        rethrow_with_format_hint(error, text, *format);
    }
}

std::string write_puzzle(const Puzzle& puzzle, Format format) {
    const io::FormatEntry& entry = entry_of(format);
    const std::string source = puzzle.title.empty() ? "puzzle" : puzzle.title;
    if (entry.info.picture && !puzzle.goal)
        throw InputError(source, 0,
                         "the " + std::string(entry.info.name) +
                             " format is a picture, and this puzzle has no goal picture (solve it first)");
    // Checked here, once, so that no writer drops the colours silently.
    if (!entry.info.holds_colour && is_colour_puzzle(puzzle))
        throw InputError(source, 0,
                         "the ." + std::string(entry.info.extensions.front()) +
                             " format has no colours: write this colour puzzle as one of " + io::colour_format_list());
    return entry.write(puzzle);
}

std::string write_json_line(const Puzzle& puzzle) { return io::write_json_line(puzzle); }

std::string write_puzzles(const std::vector<Puzzle>& puzzles, Format format) {
    const io::FormatEntry& entry = entry_of(format);
    if (puzzles.size() == 1) return write_puzzle(puzzles.front(), format);
    if (!entry.write_all)
        throw InputError("puzzles", 0, "a " + std::string(entry.info.name) + " file holds one puzzle, not " +
                                           std::to_string(puzzles.size()));
    return entry.write_all(puzzles);
}

}  // namespace nono
