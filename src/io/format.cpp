// Choosing a format (by name, file extension or content) and dispatching to its reader and
// writer; reading files and standard input.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "formats.hpp"

namespace nono {
namespace {

std::string lowercase(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

}  // namespace

std::optional<Format> format_from_name(std::string_view name) {
    const std::string lower = lowercase(name);
    if (lower == "non") return Format::Non;
    if (lower == "xml" || lower == "pbn") return Format::Xml;
    if (lower == "json") return Format::Json;
    if (lower == "grid" || lower == "txt" || lower == "text") return Format::Grid;
    return std::nullopt;
}

std::string_view format_name(Format format) {
    switch (format) {
        case Format::Non: return "non";
        case Format::Xml: return "xml";
        case Format::Json: return "json";
        case Format::Grid: return "grid";
    }
    return "?";
}

std::optional<Format> format_from_path(std::string_view path) {
    const std::size_t slash = path.find_last_of("/\\");
    const std::string_view file = slash == std::string_view::npos ? path : path.substr(slash + 1);
    const std::size_t dot = file.find_last_of('.');
    if (dot == std::string_view::npos || dot == 0) return std::nullopt;
    const std::string extension = lowercase(file.substr(dot + 1));
    if (extension == "non") return Format::Non;
    if (extension == "xml" || extension == "pbn") return Format::Xml;
    if (extension == "json") return Format::Json;
    if (extension == "txt" || extension == "grid") return Format::Grid;
    return std::nullopt;
}

Format sniff_format(std::string_view text) {
    // A UTF-8 byte order mark says nothing about the format.
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    const std::string_view start = io::trim(text);
    if (!start.empty() && start.front() == '<') return Format::Xml;
    if (!start.empty() && start.front() == '{') return Format::Json;
    for (const io::NumberedLine& line : io::split_lines(text)) {
        const std::string_view row = io::trim(line.text);
        if (row.empty()) continue;
        for (char c : row)
            if (!io::picture_cell(c)) return Format::Non;
        return Format::Grid;
    }
    return Format::Non;
}

std::string InputWarning::text() const {
    return source + (line > 0 ? ":" + std::to_string(line) : std::string()) + ": warning: " + problem;
}

Puzzle parse_puzzle(std::string_view text, Format format, const std::string& source,
                    std::vector<InputWarning>* warnings) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    switch (format) {
        case Format::Non: return io::parse_non(text, source);
        case Format::Xml: return io::parse_xml(text, source);
        case Format::Json: return io::parse_json(text, source, warnings);
        case Format::Grid: return io::parse_grid_puzzle(text, source);
    }
    throw InputError(source, 0, "unknown format");
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
    std::string text;
    char buffer[65536];
    for (;;) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got == 0) break;
        if (got < 0) throw errno == EINTR ? interrupted() : InputError(source, 0, "cannot read the file");
        text.append(buffer, static_cast<std::size_t>(got));
        if (text.size() > kMaxBytes)
            throw InputError(source, 0, "the input is larger than 64 MiB; not a puzzle file");
    }
    return text;
}

Puzzle read_puzzle(const std::string& path, std::optional<Format> format,
                   std::vector<InputWarning>* warnings) {
    const std::string text = read_text(path);
    const std::string source = path == "-" ? "<stdin>" : path;
    if (!format) format = path == "-" ? std::nullopt : format_from_path(path);
    if (!format) format = sniff_format(text);
    return parse_puzzle(text, *format, source, warnings);
}

std::string write_puzzle(const Puzzle& puzzle, Format format) {
    switch (format) {
        case Format::Non: return io::write_non(puzzle);
        case Format::Xml: return io::write_xml(puzzle);
        case Format::Json: return io::write_json(puzzle);
        case Format::Grid:
            if (!puzzle.goal)
                throw InputError(puzzle.title.empty() ? "puzzle" : puzzle.title, 0,
                                 "the grid format is a picture, and this puzzle has no goal "
                                 "picture (solve it first)");
            return write_grid(*puzzle.goal);
    }
    return {};
}

}  // namespace nono
