// Steve Simpson's .non format: "width W", "height H", then "rows" and "columns" each followed
// by one clue per line ("2,1"; "0" for an empty line; blank lines are ignored), an optional
// goal picture ("goal 0110..."), and properties such as title and by (author).
#include <cctype>
#include <sstream>

#include "formats.hpp"
#include "nono/text.hpp"

namespace nono::io {
namespace {

std::string lowercase(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// Properties are quoted strings that may use HTML character references.
std::string decode_entities(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '&') {
            const std::size_t end = text.find(';', i);
            if (end != std::string_view::npos && end - i <= 10) {
                const std::string_view name = text.substr(i + 1, end - i - 1);
                long code = -1;
                if (name == "amp") code = '&';
                else if (name == "quot") code = '"';
                else if (name == "lt") code = '<';
                else if (name == "gt") code = '>';
                else if (name == "apos") code = '\'';
                else if (name.size() > 1 && name[0] == '#') {
                    const bool hex = name[1] == 'x' || name[1] == 'X';
                    const std::string digits(name.substr(hex ? 2 : 1));
                    char* rest = nullptr;
                    code = digits.empty() ? -1 : std::strtol(digits.c_str(), &rest, hex ? 16 : 10);
                    if (rest == nullptr || *rest != '\0') code = -1;
                }
                if (code >= 0 && code < 0x110000) {
                    append_utf8(out, static_cast<char32_t>(code));
                    i = end;
                    continue;
                }
            }
        }
        out += text[i];
    }
    return out;
}

std::string encode_entities(std::string_view text) {
    std::string out;
    for (char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '"': out += "&quot;"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20)
                    out += "&#" + std::to_string(static_cast<int>(c)) + ";";
                else
                    out += c;
        }
    }
    return out;
}

std::string property_value(std::string_view rest) {
    rest = trim(rest);
    if (rest.size() >= 2 && rest.front() == '"' && rest.back() == '"')
        rest = rest.substr(1, rest.size() - 2);
    return decode_entities(rest);
}

bool is_clue_line(std::string_view line) {
    return !line.empty() && std::isdigit(static_cast<unsigned char>(line.front()));
}

// `kind` and `number` name the clue in messages ("row 3"); the name is only made for one.
Clue parse_rule(std::string_view text, const char* kind, std::size_t number, const std::string& source,
                int line) {
    auto what = [&] { return std::string(kind) + " " + std::to_string(number); };
    Clue clue;
    std::size_t i = 0;
    bool zero_after_block = false;
    while (i < text.size()) {
        const char c = text[i];
        if (c == ',' || c == ' ' || c == '\t') {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && text[end] != ',' && text[end] != ' ' && text[end] != '\t')
            ++end;
        std::string_view token = text.substr(i, end - i);
        // "3a": a number followed by a colour letter, as in the colour variant of the format.
        if (token.size() > 1 && std::isdigit(static_cast<unsigned char>(token.front())) &&
            std::isalpha(static_cast<unsigned char>(token.back())))
            throw InputError(source, line, what() + " has the coloured block '" + std::string(token) +
                                               "', and the .non format has no colours (" + colour_format_list() +
                                               " hold colour puzzles)");
        // A plain count is read here; anything else gets parse_count's message.
        const std::optional<int> plain = plain_count(token);
        const int block = plain ? *plain : parse_count(token, what(), source, line);
        // "1,0,1" is not "1 1": a 0 between blocks is a mistake, not a separator (issue 28).
        // Zeros before or after the blocks ("0", "1,0", padding) are how files pad a clue.
        if (block > 0 && zero_after_block)
            throw InputError(source, line, what() + ": '" + std::string(text) +
                                               "' has a block of length 0 between blocks; write 0 alone for an empty line");
        if (block > 0) clue.push_back(block);  // "0" is how an empty line is written
        else if (!clue.empty()) zero_after_block = true;
        i = end;
    }
    return clue;
}

struct NonReader {
    NonReader(const std::string& source_name, std::vector<NumberedLine> text_lines)
        : source(source_name), lines(std::move(text_lines)) {}

    const std::string& source;
    std::vector<NumberedLine> lines;
    std::size_t next = 0;
    Puzzle puzzle;
    SourceLines where;
    bool have_width = false, have_height = false, have_rows = false, have_columns = false;
    int width_line = 0, height_line = 0;

    int size_value(std::string_view token, const char* name, int line) {
        const int value = parse_count(trim(token), name, source, line);
        if (value < 1 || value > kMaxSide)
            throw InputError(source, line, std::string(name) + " " + std::to_string(value) +
                                               " is outside 1.." + std::to_string(kMaxSide));
        return value;
    }

    void set_size(bool is_width, std::string_view value, int line) {
        bool& have = is_width ? have_width : have_height;
        const char* name = is_width ? "width" : "height";
        if (have)
            throw InputError(source, line, std::string(name) + " is given twice (first on line " +
                                               std::to_string(is_width ? width_line : height_line) +
                                               ")");
        (is_width ? puzzle.width : puzzle.height) = size_value(value, name, line);
        (is_width ? width_line : height_line) = line;
        have = true;
    }

    void read_section(bool rows, int line) {
        bool& have = rows ? have_rows : have_columns;
        const char* kind = rows ? "row" : "column";
        const char* section = rows ? "rows" : "columns";
        if (have) throw InputError(source, line, std::string("'") + section + "' is given twice");
        if (!(rows ? have_height : have_width))
            throw InputError(source, line,
                             std::string("'") + section + "' comes before '" +
                                 (rows ? "height" : "width") + "', so the number of clues is unknown");
        have = true;
        const int count = rows ? puzzle.height : puzzle.width;
        auto& clues = rows ? puzzle.rows : puzzle.columns;
        auto& lines_of = rows ? where.rows : where.columns;
        while (static_cast<int>(clues.size()) < count) {
            if (next >= lines.size())
                throw InputError(source, lines.empty() ? 0 : lines.back().number,
                                 "expected " + std::to_string(count) + " " + kind +
                                     " clues, found " + std::to_string(clues.size()) +
                                     " before the end of the file");
            const NumberedLine& current = lines[next];
            const std::string_view text = trim(current.text);
            if (text.empty()) {
                ++next;
                continue;
            }
            if (!is_clue_line(text))
                throw InputError(source, current.number,
                                 "expected " + std::to_string(count) + " " + kind +
                                     " clues, found " + std::to_string(clues.size()) +
                                     " (write 0 for an empty line); '" +
                                     std::string(text.substr(0, 20)) + "' is not a clue");
            clues.push_back(parse_rule(text, kind, clues.size() + 1, source, current.number));
            lines_of.push_back(current.number);
            ++next;
        }
    }

    void read_goal(std::string_view rest, int line) {
        if (puzzle.goal) throw InputError(source, line, "'goal' is given twice");
        if (!have_width || !have_height)
            throw InputError(source, line, "'goal' comes before 'width' and 'height'");
        std::string_view value = trim(rest);
        if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
            value = value.substr(1, value.size() - 2);
        const std::size_t expected = static_cast<std::size_t>(puzzle.width) * puzzle.height;
        Grid goal(puzzle.width, puzzle.height);
        std::size_t filled = 0;
        for (char c : value) {
            if (c == ' ' || c == '\t') continue;
            const auto cell = picture_cell(c);
            if (!cell)
                throw InputError(source, line, "goal: unexpected character " + describe_char(c) +
                                                   " (use 1 for filled, 0 for empty)");
            if (filled < expected) goal.cells()[filled] = *cell;
            ++filled;
        }
        if (filled != expected)
            throw InputError(source, line, "goal has " + std::to_string(filled) +
                                               " cells but the puzzle has " +
                                               std::to_string(expected) + " (width x height)");
        puzzle.goal = std::move(goal);
        where.goal = line;
    }

    Puzzle read() {
        while (next < lines.size()) {
            const NumberedLine current = lines[next++];
            const std::string_view text = trim(current.text);
            if (text.empty() || text.front() == '#') continue;
            if (is_clue_line(text))
                throw InputError(source, current.number,
                                 "a clue outside a 'rows' or 'columns' section (or more clues "
                                 "than the size allows)");
            const std::size_t space = text.find_first_of(" \t");
            const std::string keyword = lowercase(text.substr(0, space));
            const std::string_view rest =
                space == std::string_view::npos ? std::string_view() : trim(text.substr(space));
            if (keyword == "width" || (keyword == "columns" && !rest.empty())) {
                set_size(true, rest, current.number);
            } else if (keyword == "height" || (keyword == "rows" && !rest.empty())) {
                set_size(false, rest, current.number);
            } else if (keyword == "rows" || keyword == "columns") {
                read_section(keyword == "rows", current.number);
            } else if (keyword == "goal") {
                read_goal(rest, current.number);
            } else if (keyword == "title") {
                puzzle.title = property_value(rest);
            } else if (keyword == "by") {
                puzzle.author = property_value(rest);
            } else if (keyword == "color" || keyword == "colour") {
                throw InputError(source, current.number,
                                 "the .non format has no colours (" + colour_format_list() + " hold colour puzzles)");
            } else if (valid_property_name(keyword)) {
                // Any other word starts a property (copyright, catalogue, license, ...), kept
                // so that conversion loses nothing.
                puzzle.properties.emplace_back(keyword, property_value(rest));
            }
            // A word no property can be named (e.g. one starting with a digit) is ignored, as
            // Simpson's format prescribes for what it does not know.
        }
        for (auto [have, name] : {std::pair{have_width, "width"}, {have_height, "height"},
                                  {have_rows, "rows"}, {have_columns, "columns"}})
            if (!have) throw InputError(source, 0, std::string("no '") + name + "' given");
        validate_at_lines(puzzle, source, where);
        return std::move(puzzle);
    }
};

void write_clues(std::ostringstream& out, const std::vector<Clue>& clues) {
    for (const Clue& clue : clues) {
        if (clue.empty()) out << '0';
        for (std::size_t i = 0; i < clue.size(); ++i) out << (i ? "," : "") << clue[i];
        out << '\n';
    }
}

}  // namespace

// A line opening with one of the words only .non uses for its structure ("width 5",
// "rows"), not as a TOML key ("rows = ...").
bool looks_like_non(std::string_view text) {
    for (const NumberedLine& line : split_lines(text)) {
        const std::string_view row = trim(line.text);
        const std::size_t space = row.find_first_of(" \t");
        const std::string keyword = lowercase(row.substr(0, space));
        if (keyword != "width" && keyword != "height" && keyword != "rows" && keyword != "columns")
            continue;
        const std::string_view rest = space == std::string_view::npos ? std::string_view() : trim(row.substr(space));
        if (rest.empty() || rest.front() != '=') return true;
    }
    return false;
}

Puzzle parse_non(std::string_view text, const std::string& source) {
    NonReader reader(source, split_lines(text));
    return reader.read();
}

// A colour puzzle never gets here: write_puzzle refuses it for every format whose table row
// holds no colour.
std::string write_non(const Puzzle& puzzle) {
    std::ostringstream out;
    if (!puzzle.title.empty()) out << "title \"" << encode_entities(puzzle.title) << "\"\n";
    if (!puzzle.author.empty()) out << "by \"" << encode_entities(puzzle.author) << "\"\n";
    for (const auto& [name, value] : puzzle.properties)
        if (valid_property_name(name)) out << name << " \"" << encode_entities(value) << "\"\n";
    out << "width " << puzzle.width << "\nheight " << puzzle.height << "\n\nrows\n";
    write_clues(out, puzzle.rows);
    out << "\ncolumns\n";
    write_clues(out, puzzle.columns);
    if (puzzle.goal) {
        out << "\ngoal \"";
        for (Cell c : puzzle.goal->cells()) out << (c == Cell::Filled ? '1' : '0');
        out << "\"\n";
    }
    return out.str();
}

}  // namespace nono::io
