// Helpers shared by the format readers: numbered lines, strict numbers, line-aware validation,
// and the picture characters.
#include <algorithm>
#include <unordered_map>

#include "formats.hpp"

namespace nono::io {

std::vector<NumberedLine> split_lines(std::string_view text) {
    std::vector<NumberedLine> lines;
    int number = 1;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (end < text.size() || !line.empty()) lines.push_back({number, line});
        ++number;
        start = end + 1;
    }
    return lines;
}

std::string_view trim(std::string_view text) {
    const char* spaces = " \t\r\f\v\n";
    const std::size_t first = text.find_first_not_of(spaces);
    if (first == std::string_view::npos) return {};
    const std::size_t last = text.find_last_not_of(spaces);
    return text.substr(first, last - first + 1);
}

int line_of_offset(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    int line = 1;
    for (std::size_t i = 0; i < offset; ++i)
        if (text[i] == '\n') ++line;
    return line;
}

LineIndex::LineIndex(std::string_view text) {
    for (std::size_t at = text.find('\n'); at != std::string_view::npos; at = text.find('\n', at + 1))
        newlines_.push_back(at);
}

int LineIndex::line_of(std::size_t offset) const {
    // Newlines before `offset` (the one at `offset` itself ends the line it is on).
    return 1 + static_cast<int>(std::lower_bound(newlines_.begin(), newlines_.end(), offset) - newlines_.begin());
}

int parse_count(std::string_view token, const std::string& what, const std::string& source,
                int line) {
    if (const std::optional<int> value = plain_count(token)) return *value;
    // Not a plain count: say what is wrong with it.
    if (token.empty()) throw InputError(source, line, what + ": missing number");
    if (token.front() == '-')
        throw InputError(source, line, what + ": '" + std::string(token) + "' is negative");
    for (char c : token)
        if (c < '0' || c > '9')
            throw InputError(source, line, what + ": '" + std::string(token) + "' is not a number");
    throw InputError(source, line, what + ": " + std::string(token) + " is too large (sizes are capped at " +
                                       std::to_string(kMaxSide) + ")");
}

void validate_at_lines(const Puzzle& puzzle, const std::string& source, const SourceLines& lines) {
    const std::vector<PuzzleProblem> problems = puzzle_problems(puzzle);
    if (problems.empty()) return;
    const PuzzleProblem& problem = problems.front();
    const auto line_of = [&](const std::vector<int>& at) {
        return problem.index >= 0 && static_cast<std::size_t>(problem.index) < at.size()
                   ? at[static_cast<std::size_t>(problem.index)]
                   : 0;
    };
    int line = 0;
    switch (problem.where) {
        case PuzzleProblem::Where::Row: line = line_of(lines.rows); break;
        case PuzzleProblem::Where::Column: line = line_of(lines.columns); break;
        case PuzzleProblem::Where::Goal: line = lines.goal; break;
        case PuzzleProblem::Where::Puzzle:
        case PuzzleProblem::Where::Palette: break;
    }
    throw InputError(source, line, problem.text());
}

std::vector<std::pair<std::string, std::vector<std::string>>> grouped_properties(const Puzzle& puzzle) {
    std::vector<std::pair<std::string, std::vector<std::string>>> groups;
    std::unordered_map<std::string, std::size_t> index;  // a file may hold many properties
    for (const auto& [name, value] : puzzle.properties) {
        if (!valid_property_name(name)) continue;
        const auto [at, added] = index.emplace(name, groups.size());
        if (added) groups.emplace_back(name, std::vector<std::string>{});
        groups[at->second].second.push_back(value);
    }
    return groups;
}

std::string describe_char(char c) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7f) return std::string("'") + c + "'";
    const char* digits = "0123456789abcdef";
    return std::string("byte 0x") + digits[byte >> 4] + digits[byte & 15];
}

std::optional<Cell> picture_cell(char c) { return cell_from_char(c, false); }

Grid picture_from_rows(const std::vector<std::string_view>& rows, const std::vector<int>& lines,
                       const std::string& source, bool allow_unknown) {
    if (rows.empty()) throw InputError(source, 0, "the picture has no rows");
    const std::size_t width = rows.front().size();
    if (width > static_cast<std::size_t>(kMaxSide) || rows.size() > static_cast<std::size_t>(kMaxSide))
        throw InputError(source, lines.front(),
                         "the picture is larger than " + std::to_string(kMaxSide) + " cells a side");
    Grid grid(static_cast<int>(width), static_cast<int>(rows.size()));
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (rows[r].size() != width)
            throw InputError(source, lines[r],
                             "picture row " + std::to_string(r + 1) + " has " +
                                 std::to_string(rows[r].size()) + " cells but row 1 has " +
                                 std::to_string(width));
        for (std::size_t c = 0; c < width; ++c) {
            const auto cell = allow_unknown && rows[r][c] == CellAlphabet::unknown ? Cell::Unknown : picture_cell(rows[r][c]);
            if (!cell)
                throw InputError(source, lines[r],
                                 std::string("picture row ") + std::to_string(r + 1) +
                                     ": unexpected character " + describe_char(rows[r][c]) +
                                     (allow_unknown ? " (use # for filled, - or . for empty, ? for unknown)"
                                                    : " (use # for filled, - or . for empty)"));
            grid.set(static_cast<int>(r), static_cast<int>(c), *cell);
        }
    }
    return grid;
}

}  // namespace nono::io
