// nonogrid's TOML format: a [clues] table whose `rows` and `columns` are strings with one
// clue per line or per comma ("1 1, 2" is two clues; '#' or ';' starts a comment; "0" is an
// empty line), and an optional [colors] table (`defs`, refused when not empty until the
// colour model lands). nono adds top-level `title`, `author` and other string keys
// (copyright, ...), which nonogrid ignores. The TOML read is the subset these files use:
// tables, bare or quoted keys, the four kinds of strings, arrays of strings, and scalars
// (skipped).
#include <cctype>
#include <algorithm>
#include <map>
#include <set>

#include "formats.hpp"
#include "nono/text.hpp"

namespace nono::io {
namespace {

// Keys nono writes at the top level; other properties with these names would collide.
bool reserved_key(const std::string& name) { return name == "title" || name == "author" || name == "clues" || name == "colors"; }

struct TomlString {
    std::string value;
    int line = 0;            // where the value starts
    bool multiline = false;  // a """ or ''' string whose first newline was dropped
    int first_line = 0;      // the line of the value's first character
};

class TomlReader {
public:
    TomlReader(std::string_view text, const std::string& source) : text_(text), source_(source) {}

    Puzzle read() {
        while (skip_blank_lines()) {
            if (peek() == '[') read_table_header();
            else read_key_value();
        }
        return build();
    }

private:
    [[noreturn]] void fail(const std::string& problem) const { throw InputError(source_, line_, problem); }
    char peek() const { return at_ < text_.size() ? text_[at_] : '\0'; }
    bool done() const { return at_ >= text_.size(); }
    void advance() {
        if (text_[at_] == '\n') ++line_;
        ++at_;
    }
    void skip_spaces() {
        while (!done() && (peek() == ' ' || peek() == '\t')) advance();
    }
    void skip_comment() {
        if (peek() == '#')
            while (!done() && peek() != '\n') advance();
    }
    // Past blank lines and comments; false at the end of the text.
    bool skip_blank_lines() {
        for (;;) {
            skip_spaces();
            skip_comment();
            if (done()) return false;
            if (peek() == '\r' || peek() == '\n') {
                advance();
                continue;
            }
            return true;
        }
    }
    void end_of_line() {
        skip_spaces();
        skip_comment();
        if (peek() == '\r') advance();
        if (!done() && peek() != '\n') fail(std::string("unexpected ") + describe_char(peek()) + " after the value");
    }

    std::string read_key() {
        if (peek() == '"' || peek() == '\'') return read_string().value;
        std::string key;
        while (!done() && (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_' || peek() == '-')) {
            key += peek();
            advance();
        }
        if (key.empty()) fail("expected a key, a [table] or a comment, found " + describe_char(peek()));
        return key;
    }

    void read_table_header() {
        advance();
        if (peek() == '[') fail("arrays of tables ([[...]]) are not part of nonogrid's format");
        skip_spaces();
        table_ = read_key();
        skip_spaces();
        if (peek() != ']') fail("expected ']' to close the table name");
        advance();
        end_of_line();
    }

    void append_code_point(std::string& out, unsigned long cp) {
        if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) fail("a \\u escape names no character");
        nono::append_utf8(out, static_cast<char32_t>(cp));
    }

    void read_escape(std::string& out, bool multiline) {
        advance();  // the backslash
        if (done()) fail("the string ends inside an escape");
        const char c = peek();
        if (multiline && (c == '\n' || c == '\r' || c == ' ' || c == '\t')) {
            // A line-ending backslash: the newline and the blanks after it are dropped.
            while (!done() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r')) advance();
            return;
        }
        advance();
        switch (c) {
            case 'b': out += '\b'; return;
            case 't': out += '\t'; return;
            case 'n': out += '\n'; return;
            case 'f': out += '\f'; return;
            case 'r': out += '\r'; return;
            case '"': out += '"'; return;
            case '\\': out += '\\'; return;
            case 'u': case 'U': {
                const int digits = c == 'u' ? 4 : 8;
                unsigned long cp = 0;
                for (int i = 0; i < digits; ++i) {
                    if (done() || !std::isxdigit(static_cast<unsigned char>(peek())))
                        fail(std::string("\\") + c + " needs " + std::to_string(digits) + " hex digits");
                    cp = cp * 16 + static_cast<unsigned long>(std::isdigit(static_cast<unsigned char>(peek()))
                                                                  ? peek() - '0'
                                                                  : std::tolower(static_cast<unsigned char>(peek())) - 'a' + 10);
                    advance();
                }
                append_code_point(out, cp);
                return;
            }
            default: fail(std::string("unknown escape \\") + (std::isprint(static_cast<unsigned char>(c)) ? std::string(1, c) : describe_char(c)));
        }
    }

    TomlString read_string() {
        TomlString result;
        result.line = line_;
        const char quote = peek();
        const bool literal = quote == '\'';
        result.multiline = text_.substr(at_, 3) == std::string(3, quote);
        for (int i = 0; i < (result.multiline ? 3 : 1); ++i) advance();
        if (result.multiline) {  // a newline right after the opening quotes is not part of it
            if (peek() == '\r' && text_.substr(at_, 2) == "\r\n") advance();
            if (peek() == '\n') advance();
        }
        result.first_line = line_;
        for (;;) {
            if (done()) fail("the string opened on line " + std::to_string(result.line) + " is not closed");
            const char c = peek();
            if (result.multiline && text_.substr(at_, 3) == std::string(3, quote)) {
                for (int i = 0; i < 3; ++i) advance();
                // Up to two more quotes belong to the string.
                while (peek() == quote && result.value.size() < 1000000) {
                    result.value += quote;
                    advance();
                }
                return result;
            }
            if (!result.multiline && c == quote) {
                advance();
                return result;
            }
            if (!result.multiline && c == '\n') fail("a one-line string continues past the end of the line");
            if (c == '\\' && !literal) {
                read_escape(result.value, result.multiline);
                continue;
            }
            result.value += c;
            advance();
        }
    }

    // Arrays and scalars that the format does not use are read over; arrays of strings kept.
    std::vector<TomlString> read_array() {
        std::vector<TomlString> items;
        advance();  // '['
        for (;;) {
            if (!skip_blank_lines()) fail("the array is not closed with ']'");
            if (peek() == ']') {
                advance();
                return items;
            }
            if (peek() == '"' || peek() == '\'') items.push_back(read_string());
            else if (peek() == '[') read_array();
            else read_scalar();
            if (!skip_blank_lines()) fail("the array is not closed with ']'");
            if (peek() == ',') advance();
            else if (peek() != ']') fail("expected ',' or ']' in the array, found " + describe_char(peek()));
        }
    }

    void read_scalar() {
        const std::size_t start = at_;
        while (!done() && peek() != '\n' && peek() != '\r' && peek() != ',' && peek() != ']' && peek() != '#' &&
               peek() != ' ' && peek() != '\t')
            advance();
        if (at_ == start) fail("expected a value, found " + (done() ? std::string("the end of the file") : describe_char(peek())));
    }

    void read_key_value() {
        const int key_line = line_;
        const std::string key = read_key();
        skip_spaces();
        if (peek() == '.') fail("dotted keys are not part of nonogrid's format");
        if (peek() != '=') fail("expected '=' after the key '" + key + "'");
        advance();
        skip_spaces();
        const std::string full = table_.empty() ? key : table_ + "." + key;
        if (!seen_.emplace(full, key_line).second)
            fail("'" + full + "' is given twice (first on line " + std::to_string(seen_[full]) + ")");
        if (peek() == '"' || peek() == '\'') strings_[full] = read_string();
        else if (peek() == '[') arrays_[full] = read_array();
        else read_scalar();
        end_of_line();
    }

    std::vector<Clue> clues_of(const std::string& key, std::vector<int>& lines_of) {
        const auto found = strings_.find("clues." + key);
        if (found == strings_.end()) {
            line_ = 0;
            fail(seen_.count("clues." + key) ? "clues." + key + " must be a string"
                                               : "no '" + key + "' in the [clues] table");
        }
        const TomlString& string = found->second;
        const char* kind = key == "rows" ? "row" : "column";
        std::vector<Clue> clues;
        int line = string.first_line;
        std::size_t start = 0;
        const std::string& value = string.value;
        while (start <= value.size()) {
            std::size_t end = value.find('\n', start);
            if (end == std::string::npos) end = value.size();
            std::string_view text = std::string_view(value).substr(start, end - start);
            text = text.substr(0, text.find_first_of("#;"));
            std::size_t piece_start = 0;
            while (piece_start <= text.size()) {
                std::size_t comma = text.find(',', piece_start);
                if (comma == std::string_view::npos) comma = text.size();
                std::string_view piece = trim(text.substr(piece_start, comma - piece_start));
                while (!piece.empty() && (piece.front() == '"' || piece.front() == '\'')) piece.remove_prefix(1);
                while (!piece.empty() && (piece.back() == '"' || piece.back() == '\'')) piece.remove_suffix(1);
                if (!trim(piece).empty()) {
                    if (clues.size() >= static_cast<std::size_t>(kMaxSide))
                        throw InputError(source_, line, std::string("more than ") + std::to_string(kMaxSide) + " " + kind + " clues");
                    clues.push_back(parse_clue_line(trim(piece), std::string(kind) + " " + std::to_string(clues.size() + 1),
                                                    source_, line));
                    lines_of.push_back(line);
                }
                piece_start = comma + 1;
            }
            ++line;
            start = end + 1;
        }
        if (clues.empty()) throw InputError(source_, string.line, std::string("no ") + kind + " clues");
        return clues;
    }

    Puzzle build() {
        if (const auto colours = arrays_.find("colors.defs"); colours != arrays_.end() && !colours->second.empty())
            throw InputError(source_, colours->second.front().line,
                             "colour puzzles are not supported yet ([colors] defines '" + colours->second.front().value + "')");
        if (!seen_.count("clues.rows") && !seen_.count("clues.columns"))
            throw InputError(source_, 0, "no [clues] table with 'rows' and 'columns'");
        Puzzle puzzle;
        SourceLines where;
        puzzle.rows = clues_of("rows", where.rows);
        puzzle.columns = clues_of("columns", where.columns);
        puzzle.height = static_cast<int>(puzzle.rows.size());
        puzzle.width = static_cast<int>(puzzle.columns.size());
        // Top-level strings in file order: title, author, and properties; an array of strings
        // is a property given several times (as write_toml writes it).
        std::vector<std::pair<int, std::string>> order;
        for (const auto& [key, value] : strings_)
            if (key.find('.') == std::string::npos) order.emplace_back(value.line, key);
        for (const auto& [key, items] : arrays_)
            if (key.find('.') == std::string::npos && !items.empty()) order.emplace_back(items.front().line, key);
        std::sort(order.begin(), order.end());
        for (const auto& [line, key] : order) {
            if (const auto items = arrays_.find(key); items != arrays_.end()) {
                if (valid_property_name(key) && !reserved_key(key))
                    for (const TomlString& item : items->second) puzzle.properties.emplace_back(key, item.value);
                continue;
            }
            const std::string& value = strings_[key].value;
            if (key == "title") puzzle.title = value;
            else if (key == "author") puzzle.author = value;
            else if (valid_property_name(key)) puzzle.properties.emplace_back(key, value);
        }
        validate_at_lines(puzzle, source_, where);
        return puzzle;
    }

    std::string_view text_;
    const std::string& source_;
    std::size_t at_ = 0;
    int line_ = 1;
    std::string table_;
    std::map<std::string, int> seen_;  // full key -> line
    std::map<std::string, TomlString> strings_;
    std::map<std::string, std::vector<TomlString>> arrays_;
};

std::string basic_string(const std::string& text) {
    std::string out = "\"";
    for (char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') out += "\\n";
        else if (c == '\t') out += "\\t";
        else if (byte < 0x20 || byte == 0x7f) {
            const char* digits = "0123456789ABCDEF";
            out += "\\u00";
            out += digits[byte >> 4];
            out += digits[byte & 15];
        } else out += c;
    }
    return out + "\"";
}

std::string clue_block(const std::vector<Clue>& clues) {
    std::string out = "\"\"\"\n";
    for (const Clue& clue : clues) out += clue_line(clue) + "\n";
    return out + "\"\"\"\n";
}


}  // namespace

Puzzle parse_toml(std::string_view text, const std::string& source) { return TomlReader(text, source).read(); }

std::string write_toml(const Puzzle& puzzle) {
    std::string out;
    if (!puzzle.title.empty()) out += "title = " + basic_string(puzzle.title) + "\n";
    if (!puzzle.author.empty()) out += "author = " + basic_string(puzzle.author) + "\n";
    // A property given several times is one key with an array of its values: a TOML key
    // may be given only once.
    for (const auto& [name, values] : grouped_properties(puzzle)) {
        if (reserved_key(name)) continue;
        out += name + " = ";
        if (values.size() == 1) {
            out += basic_string(values.front());
        } else {
            for (std::size_t i = 0; i < values.size(); ++i) out += (i ? ", " : "[") + basic_string(values[i]);
            out += "]";
        }
        out += "\n";
    }
    if (!out.empty()) out += "\n";
    out += "[clues]\nrows = " + clue_block(puzzle.rows) + "columns = " + clue_block(puzzle.columns);
    return out;
}

bool looks_like_toml(std::string_view text) {
    for (const NumberedLine& line : split_lines(text))
        if (trim(line.text) == "[clues]") return true;
    return false;
}

}  // namespace nono::io
