// webpbn's XML export format (pbn-0.3 DTD), black-and-white puzzles only:
// <puzzleset><puzzle type="grid"> with <clues type="rows|columns"><line><count>N</count>...
// and an optional <solution type="goal"><image>|X.X|...</image></solution>.
#include <pugixml.hpp>

#include <set>
#include <sstream>

#include "formats.hpp"

namespace nono::io {
namespace {

// XML 1.0 cannot hold most control characters or invalid UTF-8 at all, so text is made safe
// before pugixml writes it, and text read is made safe the same way (pugixml is lenient), so
// what is read is what would be written: invalid bytes become U+FFFD, control characters other than tab,
// line feed and carriage return are dropped.
std::string xml_safe(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte < 0x80) {
            if (byte >= 0x20 || byte == '\t' || byte == '\n' || byte == '\r') out += text[i];
            ++i;
            continue;
        }
        const std::size_t length = byte >= 0xF0 && byte <= 0xF4 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 && byte < 0xE0 ? 2 : 0;
        bool valid = length > 0 && i + length <= text.size();
        for (std::size_t k = 1; valid && k < length; ++k)
            valid = (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
        if (valid && length == 3) {  // no overlong forms, no surrogates
            const auto next = static_cast<unsigned char>(text[i + 1]);
            valid = !(byte == 0xE0 && next < 0xA0) && !(byte == 0xED && next >= 0xA0);
        }
        if (valid && length == 4) {
            const auto next = static_cast<unsigned char>(text[i + 1]);
            valid = !(byte == 0xF0 && next < 0x90) && !(byte == 0xF4 && next >= 0x90);
        }
        // U+FFFE and U+FFFF are valid UTF-8 but not XML characters: other parsers refuse them.
        const bool noncharacter = valid && length == 3 && byte == 0xEF &&
                                  static_cast<unsigned char>(text[i + 1]) == 0xBF &&
                                  static_cast<unsigned char>(text[i + 2]) >= 0xBE;
        if (noncharacter) valid = false;
        if (valid) {
            out.append(text.substr(i, length));
            i += length;
        } else {
            out += "\xEF\xBF\xBD";
            i += noncharacter ? 3 : 1;
        }
    }
    return out;
}

// The webpbn elements that carry a fact about the puzzle (besides title and author).
bool is_property_element(std::string_view name) {
    return name == "copyright" || name == "description" || name == "source" || name == "id" ||
           name == "authorid";
}


// Elements of `parent` named `name`, counted without reading them.
std::size_t count_children(const pugi::xml_node& parent, const char* name) {
    std::size_t count = 0;
    for (pugi::xml_node child = parent.child(name); child; child = child.next_sibling(name)) ++count;
    return count;
}

struct XmlReader {
    std::string_view text;
    const std::string& source;
    LineIndex line_index{text};  // every element's line is asked for: found once, not counted each time

    int line_of(const pugi::xml_node& node) const {
        const std::ptrdiff_t offset = node.offset_debug();
        return offset < 0 ? 0 : line_index.line_of(static_cast<std::size_t>(offset));
    }
    [[noreturn]] void fail(const pugi::xml_node& node, const std::string& problem) const {
        throw InputError(source, node ? line_of(node) : 0, problem);
    }

    // The black-and-white check: every block must have the same (non-background) colour.
    void reject_colour(const pugi::xml_node& puzzle) const {
        const std::string type = puzzle.attribute("type").as_string("grid");
        if (type != "grid") fail(puzzle, "puzzle type '" + type + "' is not supported (only grid)");
        const std::string default_colour = puzzle.attribute("defaultcolor").as_string("black");
        int colours = 0;
        pugi::xml_node extra;
        for (pugi::xml_node colour : puzzle.children("color")) {
            if (++colours > 2) extra = colour;
        }
        if (extra) fail(extra, "colour puzzles are not supported yet (more than two colours)");
        for (pugi::xml_node clues : puzzle.children("clues"))
            for (pugi::xml_node line : clues.children("line"))
                for (pugi::xml_node count : line.children("count")) {
                    const std::string colour = count.attribute("color").as_string(default_colour.c_str());
                    if (colour != default_colour)
                        fail(count, "colour puzzles are not supported yet (a block of colour '" +
                                        colour + "')");
                }
    }

    // An oversize puzzle is refused before its clues are read: more than kMaxSide lines, or
    // a line with more blocks than kMaxSide cells can hold.
    void refuse_oversize(const pugi::xml_node& clues, const char* kind) const {
        const std::size_t count = count_children(clues, "line");
        if (count > static_cast<std::size_t>(kMaxSide))
            fail(clues, "<clues type=\"" + std::string(kind) + "s\"> has " + std::to_string(count) +
                            " lines; each side must be in 1.." + std::to_string(kMaxSide));
        constexpr std::size_t kMaxBlocks = (kMaxSide + 1) / 2;
        for (pugi::xml_node line : clues.children("line"))
            if (count_children(line, "count") > kMaxBlocks)
                fail(line, "a <line> of " + std::to_string(count_children(line, "count")) +
                               " blocks; a line of at most " + std::to_string(kMaxSide) +
                               " cells holds at most " + std::to_string(kMaxBlocks));
    }

    std::vector<Clue> read_clues(const pugi::xml_node& clues, const char* kind,
                                 std::vector<int>& lines) const {
        refuse_oversize(clues, kind);
        std::vector<Clue> result;
        for (pugi::xml_node child : clues.children()) {
            if (child.type() != pugi::node_element) continue;
            if (std::string_view(child.name()) != "line")
                fail(child, std::string("unexpected <") + child.name() + "> in <clues>");
            const std::string what = std::string(kind) + " " + std::to_string(result.size() + 1);
            Clue clue;
            for (pugi::xml_node count : child.children()) {
                if (count.type() != pugi::node_element) continue;
                if (std::string_view(count.name()) != "count")
                    fail(count, std::string("unexpected <") + count.name() + "> in <line>");
                const int block = parse_count(trim(count.child_value()), what, source, line_of(count));
                if (block == 0) fail(count, what + ": block length 0 (leave the <line> empty instead)");
                clue.push_back(block);
            }
            result.push_back(std::move(clue));
            lines.push_back(line_of(child));
        }
        return result;
    }

    // Which characters of <image> are background: the background colour's char ('.' by default).
    char background_char(const pugi::xml_node& puzzle) const {
        const std::string background = puzzle.attribute("backgroundcolor").as_string("white");
        for (pugi::xml_node colour : puzzle.children("color"))
            if (background == colour.attribute("name").as_string()) {
                const std::string c = colour.attribute("char").as_string(".");
                return c.empty() ? '.' : c.front();
            }
        return '.';
    }

    Grid read_image(const pugi::xml_node& image, char background) const {
        const std::string_view body = image.child_value();
        const int first_line = line_of(image);
        std::vector<std::string_view> rows;
        std::vector<int> lines;
        int line = first_line;
        for (const NumberedLine& numbered : split_lines(body)) {
            line = first_line + numbered.number - 1;
            std::string_view row = trim(numbered.text);
            if (row.empty()) continue;
            if (row.size() < 2 || row.front() != '|' || row.back() != '|')
                throw InputError(source, line, "image rows must be written |...|");
            rows.push_back(row.substr(1, row.size() - 2));
            lines.push_back(line);
        }
        if (rows.empty()) fail(image, "the <image> is empty");
        const std::size_t width = rows.front().size();
        if (width == 0 || width > static_cast<std::size_t>(kMaxSide) ||
            rows.size() > static_cast<std::size_t>(kMaxSide))
            fail(image, "the <image> size is outside 1.." + std::to_string(kMaxSide));
        Grid grid(static_cast<int>(width), static_cast<int>(rows.size()));
        for (std::size_t r = 0; r < rows.size(); ++r) {
            if (rows[r].size() != width)
                throw InputError(source, lines[r], "image row " + std::to_string(r + 1) + " has " +
                                                       std::to_string(rows[r].size()) +
                                                       " cells but row 1 has " + std::to_string(width));
            for (std::size_t c = 0; c < width; ++c) {
                const char ch = rows[r][c];
                if (ch == '?' || ch == ' ')
                    throw InputError(source, lines[r], "image row " + std::to_string(r + 1) +
                                                           " has an undecided cell");
                grid.set(static_cast<int>(r), static_cast<int>(c),
                         ch == background ? Cell::Empty : Cell::Filled);
            }
        }
        return grid;
    }

    // webpbn's own elements for facts about a puzzle become properties of the same name;
    // other properties travel as <note>name: value</note> (how write_xml keeps them).
    static std::vector<std::pair<std::string, std::string>> read_properties(const pugi::xml_node& puzzle) {
        std::vector<std::pair<std::string, std::string>> properties;
        for (pugi::xml_node child : puzzle.children()) {
            const std::string_view name = child.name();
            const std::string value = xml_safe(trim(child.child_value()));
            if (name == "note") {
                const std::size_t colon = value.find(": ");
                const std::string key = colon == std::string::npos ? "" : value.substr(0, colon);
                if (valid_property_name(key)) properties.emplace_back(key, value.substr(colon + 2));
                else properties.emplace_back("note", value);
            } else if (is_property_element(name)) {
                properties.emplace_back(std::string(name), value);
            }
        }
        return properties;
    }

    // "&#0;" is not well-formed XML (U+0000 is no XML character), but pugixml turns it into a
    // NUL that cut a title short; refused at its line instead.
    void refuse_nul_references() const {
        for (std::size_t at = text.find("&#"); at != std::string_view::npos; at = text.find("&#", at + 2)) {
            std::size_t digits = at + 2;
            if (digits < text.size() && (text[digits] == 'x' || text[digits] == 'X')) ++digits;
            std::size_t end = digits;
            while (end < text.size() && text[end] == '0') ++end;
            if (end > digits && end < text.size() && text[end] == ';')
                throw InputError(source, line_index.line_of(at),
                                 "the character reference " + std::string(text.substr(at, end + 1 - at)) +
                                     " names U+0000, which XML does not allow");
        }
    }

    Puzzle read() const {
        refuse_nul_references();
        pugi::xml_document document;
        const pugi::xml_parse_result parsed =
            document.load_buffer(text.data(), text.size(), pugi::parse_default, pugi::encoding_utf8);
        if (!parsed)
            throw InputError(source,
                             parsed.offset < 0 ? 0 : line_of_offset(text, static_cast<std::size_t>(parsed.offset)),
                             std::string("not well-formed XML: ") + parsed.description());
        pugi::xml_node puzzle;
        const pugi::xml_node root = document.document_element();
        if (std::string_view(root.name()) == "puzzle") {
            puzzle = root;
        } else if (std::string_view(root.name()) == "puzzleset") {
            int count = 0;
            for (pugi::xml_node p : root.children("puzzle")) {
                if (!puzzle) puzzle = p;
                ++count;
            }
            if (count == 0) fail(root, "the <puzzleset> holds no <puzzle>");
            if (count > 1)
                fail(root, "the <puzzleset> holds " + std::to_string(count) +
                               " puzzles; nono reads files with one puzzle");
        } else {
            fail(root, std::string("expected <puzzleset> or <puzzle>, found <") + root.name() + ">");
        }
        reject_colour(puzzle);

        Puzzle result;
        SourceLines where;
        result.title = xml_safe(trim(puzzle.child_value("title")));
        result.author = xml_safe(trim(puzzle.child_value("author")));
        result.properties = read_properties(puzzle);
        bool have_rows = false, have_columns = false;
        for (pugi::xml_node clues : puzzle.children("clues")) {
            const std::string type = clues.attribute("type").as_string();
            const bool rows = type == "rows";
            if (!rows && type != "columns")
                fail(clues, "<clues> needs type=\"rows\" or type=\"columns\", not \"" + type + "\"");
            bool& have = rows ? have_rows : have_columns;
            if (have) fail(clues, "<clues type=\"" + type + "\"> is given twice");
            have = true;
            (rows ? result.rows : result.columns) =
                read_clues(clues, rows ? "row" : "column", rows ? where.rows : where.columns);
        }
        if (!have_rows) fail(puzzle, "no <clues type=\"rows\">");
        if (!have_columns) fail(puzzle, "no <clues type=\"columns\">");
        result.height = static_cast<int>(result.rows.size());
        result.width = static_cast<int>(result.columns.size());
        if (result.height == 0 || result.height > kMaxSide || result.width == 0 ||
            result.width > kMaxSide)
            fail(puzzle, "the puzzle is " + std::to_string(result.width) + "x" +
                             std::to_string(result.height) + "; each side must be in 1.." +
                             std::to_string(kMaxSide));

        pugi::xml_node goal;
        for (pugi::xml_node solution : puzzle.children("solution")) {
            const std::string type = solution.attribute("type").as_string("goal");
            if (type == "goal" || (type == "solution" && !goal)) goal = solution;
        }
        if (goal) {
            const pugi::xml_node image = goal.child("image");
            if (!image) fail(goal, "<solution> has no <image>");
            result.goal = read_image(image, background_char(puzzle));
            where.goal = line_of(image);
        }
        validate_at_lines(result, source, where);
        return result;
    }
};

void add_clues(pugi::xml_node puzzle, const char* type, const std::vector<Clue>& clues) {
    pugi::xml_node node = puzzle.append_child("clues");
    node.append_attribute("type") = type;
    for (const Clue& clue : clues) {
        pugi::xml_node line = node.append_child("line");
        for (int block : clue) line.append_child("count").text().set(block);
    }
}

}  // namespace

Puzzle parse_xml(std::string_view text, const std::string& source) {
    return XmlReader{text, source}.read();
}

std::string write_xml(const Puzzle& puzzle) {
    pugi::xml_document document;
    pugi::xml_node declaration = document.append_child(pugi::node_declaration);
    declaration.append_attribute("version") = "1.0";
    document.append_child(pugi::node_doctype).set_value("pbn SYSTEM \"https://webpbn.com/pbn-0.3.dtd\"");
    pugi::xml_node node = document.append_child("puzzleset").append_child("puzzle");
    node.append_attribute("type") = "grid";
    node.append_attribute("defaultcolor") = "black";
    if (!puzzle.title.empty()) node.append_child("title").text().set(xml_safe(puzzle.title).c_str());
    if (!puzzle.author.empty()) node.append_child("author").text().set(xml_safe(puzzle.author).c_str());
    for (const auto& [name, value] : puzzle.properties) {
        if (!valid_property_name(name)) continue;
        if (is_property_element(name)) node.append_child(name.c_str()).text().set(xml_safe(value).c_str());
        else node.append_child("note").text().set(xml_safe(name + ": " + value).c_str());
    }
    pugi::xml_node white = node.append_child("color");
    white.append_attribute("name") = "white";
    white.append_attribute("char") = ".";
    white.text().set("fff");
    pugi::xml_node black = node.append_child("color");
    black.append_attribute("name") = "black";
    black.append_attribute("char") = "X";
    black.text().set("000");
    add_clues(node, "columns", puzzle.columns);
    add_clues(node, "rows", puzzle.rows);
    if (puzzle.goal) {
        std::string image = "\n";
        for (int r = 0; r < puzzle.goal->height(); ++r) {
            image += '|';
            for (int c = 0; c < puzzle.goal->width(); ++c)
                image += puzzle.goal->at(r, c) == Cell::Filled ? 'X' : '.';
            image += "|\n";
        }
        pugi::xml_node solution = node.append_child("solution");
        solution.append_attribute("type") = "goal";
        solution.append_child("image").text().set(image.c_str());
    }
    std::ostringstream out;
    document.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
    // pugixml writes a carriage return in a title as it is, and its reader turns it into a
    // line feed; as a character reference it survives. Nothing else written holds one.
    std::string text = out.str();
    for (std::size_t at = text.find('\r'); at != std::string::npos; at = text.find('\r', at))
        text.replace(at, 1, "&#13;");
    return text;
}

}  // namespace nono::io
