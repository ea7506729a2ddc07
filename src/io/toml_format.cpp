// nonogrid's TOML format: a [clues] table whose `rows` and `columns` are strings with one
// clue per line or per comma ("1 1, 2" is two clues; '#' or ';' starts a comment; "0" is an
// empty line), and an optional [colors] table whose `defs` declare colours as nonogrid does
// ("b = (blue) *": a name, a colour, a character) for blocks written "2b"; a block without a
// name is nonogrid's black "B", on its white background "W". nono adds top-level `title`,
// `author` and other string keys (copyright, ...) and [colors] `background` (the name of the
// def that is the background, when it is not white), all of which nonogrid ignores. The TOML
// read is the subset these files use: tables, bare or quoted keys, the four kinds of strings,
// arrays of strings, and scalars (skipped).
#include <cctype>
#include <algorithm>
#include <map>
#include <set>

#include "formats.hpp"
#include "nono/text.hpp"
#include "toml_colours.hpp"

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

// One clue as its blocks were written, resolved to colours once the palette is known.
struct TomlClue {
    std::vector<ClueToken> tokens;
    int line = 0;
};

// Real files nest arrays one deep (defs = [...]); anything past this is refused.
constexpr int kMaxArrayDepth = 32;

class TomlReader {
public:
    TomlReader(std::string_view text, const std::string& source, std::vector<InputWarning>* warnings)
        : text_(text), source_(source), warnings_(warnings) {}

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
    // Nesting is bounded as it is read: the reader recurses once per '[', and a 100 KB file
    // of '[' overflowed the stack (issue 45).
    std::vector<TomlString> read_array(int depth = 1) {
        if (depth > kMaxArrayDepth)
            fail("arrays nested more than " + std::to_string(kMaxArrayDepth) + " deep (nonogrid's format uses one level)");
        std::vector<TomlString> items;
        advance();  // '['
        for (;;) {
            if (!skip_blank_lines()) fail("the array is not closed with ']'");
            if (peek() == ']') {
                advance();
                return items;
            }
            if (peek() == '"' || peek() == '\'') items.push_back(read_string());
            else if (peek() == '[') read_array(depth + 1);
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

    std::vector<TomlClue> clues_of(const std::string& key) {
        const auto found = strings_.find("clues." + key);
        if (found == strings_.end()) {
            line_ = 0;
            fail(seen_.count("clues." + key) ? "clues." + key + " must be a string"
                                               : "no '" + key + "' in the [clues] table");
        }
        const TomlString& string = found->second;
        const char* kind = key == "rows" ? "row" : "column";
        std::vector<TomlClue> clues;
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
                    clues.push_back({parse_clue_tokens(trim(piece), std::string(kind) + " " + std::to_string(clues.size() + 1),
                                                       source_, line),
                                     line});
                }
                piece_start = comma + 1;
            }
            ++line;
            start = end + 1;
        }
        if (clues.empty()) throw InputError(source_, string.line, std::string("no ") + kind + " clues");
        return clues;
    }

    // The palette of the defs and the blocks, then each block's colour found in it.
    void read_colours(Puzzle& puzzle, const std::vector<TomlClue>& rows, const std::vector<TomlClue>& columns) {
        std::vector<toml::Def> defs;
        if (const auto found = arrays_.find("colors.defs"); found != arrays_.end())
            for (const TomlString& def : found->second) defs.push_back(toml::read_def(def.value, source_, def.line, warnings_));
        if (seen_.count("colors.defs") && !arrays_.count("colors.defs")) {
            line_ = seen_["colors.defs"];
            fail("[colors] defs must be a list of strings, like defs = [\"r = (red) %\"]");
        }
        // Which def is the background: the one `background` names, else "W" if defined.
        std::string background = toml::kWhite.name;
        int background_line = 0;
        if (seen_.count("colors.background")) {
            line_ = background_line = seen_["colors.background"];
            const auto named = strings_.find("colors.background");
            if (named == strings_.end()) fail("[colors] background must be a string naming a def");
            background = named->second.value;
            if (std::none_of(defs.begin(), defs.end(), [&](const toml::Def& def) { return def.colour.name == background; }))
                fail("[colors] background names '" + background + "', which no def defines");
        }
        bool black_used = false;
        for (const auto* clues : {&rows, &columns})
            for (const TomlClue& clue : *clues)
                for (const ClueToken& token : clue.tokens)
                    black_used = black_used || token.colour.empty() || token.colour == toml::kBlack.name;
        const DeclaredPalette palette = toml::palette(defs, background, background_line, black_used, source_);
        // Blocks to colours.
        for (bool is_rows : {true, false}) {
            const std::vector<TomlClue>& clues = is_rows ? rows : columns;
            auto& colours = is_rows ? puzzle.row_colours : puzzle.column_colours;
            for (std::size_t i = 0; i < clues.size(); ++i) {
                std::vector<int> line_colours;
                for (const ClueToken& token : clues[i].tokens) {
                    const std::string_view name = token.colour.empty() ? std::string_view(toml::kBlack.name) : token.colour;
                    const int colour = palette.find(name);
                    const std::string what = std::string(is_rows ? "row " : "column ") + std::to_string(i + 1);
                    if (colour < 0)
                        throw InputError(source_, clues[i].line,
                                         what + ": colour '" + std::string(name) + "' of the block '" +
                                             std::to_string(token.length) + std::string(token.colour) +
                                             "' is not defined in [colors] defs");
                    if (colour == 0)
                        throw InputError(source_, clues[i].line,
                                         what + ": colour '" + std::string(name) + "' is the background");
                    line_colours.push_back(colour);
                }
                colours.push_back(std::move(line_colours));
            }
        }
        // Two colours (the background and one more) make a black-and-white puzzle.
        if (palette.colours.size() > 2) {
            puzzle.palette = palette.colours;
        } else {
            warn_if_colour_dropped(palette.colours, source_, seen_.count("colors.defs") ? seen_["colors.defs"] : 0, warnings_);
            puzzle.row_colours.clear();
            puzzle.column_colours.clear();
        }
    }

    Puzzle build() {
        if (!seen_.count("clues.rows") && !seen_.count("clues.columns"))
            throw InputError(source_, 0, "no [clues] table with 'rows' and 'columns'");
        Puzzle puzzle;
        SourceLines where;
        const std::vector<TomlClue> rows = clues_of("rows"), columns = clues_of("columns");
        for (bool is_rows : {true, false})
            for (const TomlClue& clue : is_rows ? rows : columns) {
                Clue blocks;
                for (const ClueToken& token : clue.tokens) blocks.push_back(token.length);
                (is_rows ? puzzle.rows : puzzle.columns).push_back(std::move(blocks));
                (is_rows ? where.rows : where.columns).push_back(clue.line);
            }
        read_colours(puzzle, rows, columns);
        puzzle.height = static_cast<int>(puzzle.rows.size());
        puzzle.width = static_cast<int>(puzzle.columns.size());
        // Top-level strings in file order: title, author, and properties; an array of strings
        // is a property given several times (as write_toml writes it).
        std::vector<std::pair<int, std::string>> order;
        for (const auto& [key, value] : strings_)
            if (key.find('.') == std::string::npos) order.emplace_back(value.line, key);
        for (const auto& [key, items] : arrays_)
            if (key.find('.') == std::string::npos) order.emplace_back(items.empty() ? seen_[key] : items.front().line, key);
        std::sort(order.begin(), order.end());
        for (const auto& [line, key] : order) {
            if (const auto items = arrays_.find(key); items != arrays_.end()) {
                if (key == "clues" || key == "colors")
                    throw InputError(source_, line, "a top-level '" + key + "' key: '" + key +
                                                        "' is nonogrid's [" + key + "] table, not a value");
                if (valid_property_name(key) && !reserved_key(key))
                    for (const TomlString& item : items->second) puzzle.properties.emplace_back(key, item.value);
                continue;
            }
            const std::string& value = strings_[key].value;
            // Not a property: the name of a table (it was read, and dropped on writing).
            if (key == "clues" || key == "colors")
                throw InputError(source_, line, "a top-level '" + key + "' key: '" + key +
                                                    "' is nonogrid's [" + key + "] table, not a value");
            if (key == "title") puzzle.title = value;
            else if (key == "author") puzzle.author = value;
            else if (valid_property_name(key)) puzzle.properties.emplace_back(key, value);
        }
        validate_at_lines(puzzle, source_, where);
        return puzzle;
    }

    std::string_view text_;
    const std::string& source_;
    std::vector<InputWarning>* warnings_;
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

// Each line's clue; in a colour puzzle every block names its colour ("2b 1r").
std::string clue_block(const std::vector<Clue>& clues, const std::vector<std::vector<int>>& colours,
                       const std::vector<std::string>& names) {
    std::string out = "\"\"\"\n";
    for (std::size_t i = 0; i < clues.size(); ++i) {
        if (colours.empty() || clues[i].empty()) {
            out += clue_line(clues[i]) + "\n";
            continue;
        }
        for (std::size_t b = 0; b < clues[i].size(); ++b) {
            if (b) out += ' ';
            out += std::to_string(clues[i][b]);
            out += names[static_cast<std::size_t>(colours[i][b])];
        }
        out += "\n";
    }
    return out + "\"\"\"\n";
}

std::string colour_table(const Puzzle& puzzle, const std::vector<std::string>& names) {
    const bool white_background = puzzle.palette.front() == toml::kWhite;
    std::string out = "[colors]\n";
    if (!white_background) out += "background = " + basic_string(names.front()) + "\n";
    out += "defs = [\n";
    for (std::size_t i = white_background ? 1 : 0; i < puzzle.palette.size(); ++i)
        out += "    " + basic_string(names[i] + " = (" + rgb_hex(puzzle.palette[i].rgb).substr(1) + ") " +
                                     puzzle.palette[i].symbol) +
               ",\n";
    return out + "]\n\n";
}


}  // namespace

Puzzle parse_toml(std::string_view text, const std::string& source, std::vector<InputWarning>* warnings) {
    return TomlReader(text, source, warnings).read();
}

std::string write_toml(const Puzzle& puzzle) {
    std::string out;
    if (!puzzle.title.empty()) out += "title = " + basic_string(puzzle.title) + "\n";
    if (!puzzle.author.empty()) out += "author = " + basic_string(puzzle.author) + "\n";
    // A property given several times is one key with an array of its values: a TOML key
    // may be given only once.
    for (const auto& [name, values] : grouped_properties(puzzle)) {
        // A property named as a table cannot be a TOML key beside it: refused, not dropped.
        if (name == "clues" || name == "colors")
            throw InputError(puzzle.title.empty() ? "puzzle" : puzzle.title, 0,
                             "the property '" + name + "' has the name of nonogrid's [" + name +
                                 "] table, so TOML cannot hold it; convert to another format");
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
    const bool colour = is_colour_puzzle(puzzle);
    const std::vector<std::string> names = colour ? toml::file_names(puzzle.palette) : std::vector<std::string>{};
    if (colour) out += colour_table(puzzle, names);
    const std::vector<std::vector<int>> none;
    out += "[clues]\nrows = " + clue_block(puzzle.rows, colour ? puzzle.row_colours : none, names) +
           "columns = " + clue_block(puzzle.columns, colour ? puzzle.column_colours : none, names);
    return out;
}

bool looks_like_toml(std::string_view text) {
    for (const NumberedLine& line : split_lines(text))
        if (trim(line.text) == "[clues]") return true;
    return false;
}

}  // namespace nono::io
