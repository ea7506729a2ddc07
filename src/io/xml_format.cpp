// webpbn's XML export format (pbn-0.3 DTD): <puzzleset><puzzle type="grid"> with its colours
// (<color name="red" char="r">f00</color>; backgroundcolor and defaultcolor name two of them),
// <clues type="rows|columns"><line><count color="red">N</count>... (the default colour when
// a count names none), and an optional <solution type="goal"><image>|r.X|...</image>, one
// colour character per cell. A file with one foreground colour is read as black and white.
#include <pugixml.hpp>

#include <algorithm>
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

// Text of a title, author or property. Files written by hand indent it ("<title>\n  Cat\n</title>"),
// so it is trimmed, unless the element says xml:space="preserve", as text_element writes it
// when the value's own first or last character is a space: then it is the value exactly.
std::string element_text(const pugi::xml_node& element) {
    const std::string_view text = element.child_value();
    return xml_safe(std::string_view(element.attribute("xml:space").value()) == "preserve" ? text : trim(text));
}

// Appends <name>value</name>, marked xml:space="preserve" when trimming would change it.
void text_element(pugi::xml_node& parent, const char* name, const std::string& value) {
    pugi::xml_node element = parent.append_child(name);
    const std::string safe = xml_safe(value);
    if (trim(safe).size() != safe.size()) element.append_attribute("xml:space") = "preserve";
    element.text().set(safe.c_str());
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
    std::vector<InputWarning>* warnings = nullptr;
    LineIndex line_index{text};  // every element's line is asked for: found once, not counted each time

    int line_of(const pugi::xml_node& node) const {
        const std::ptrdiff_t offset = node.offset_debug();
        return offset < 0 ? 0 : line_index.line_of(static_cast<std::size_t>(offset));
    }
    [[noreturn]] void fail(const pugi::xml_node& node, const std::string& problem) const {
        throw InputError(source, node ? line_of(node) : 0, problem);
    }

    // The palette as the file gives it: the background first, then the other <color>s in
    // their order; background and default colour white and black when the file lists none.
    struct FilePalette {
        std::vector<Colour> colours;
        int default_colour = 1;  // of a <count> without a color (-1: not defined)
        std::string default_name;
    };
    FilePalette read_palette(const pugi::xml_node& puzzle) const {
        const std::string type = puzzle.attribute("type").as_string("grid");
        if (type != "grid") fail(puzzle, "puzzle type '" + type + "' is not supported (only grid)");
        const std::string background = puzzle.attribute("backgroundcolor").as_string("white");
        const std::string default_name = puzzle.attribute("defaultcolor").as_string("black");
        FilePalette palette;
        palette.colours.push_back({background, 0xffffff, '.'});
        bool background_listed = false;
        for (pugi::xml_node node : puzzle.children("color")) {
            Colour colour{node.attribute("name").as_string(), 0, 0};
            if (colour.name.empty()) fail(node, "a <color> needs a name");
            const std::string symbol = node.attribute("char").as_string();
            if (symbol.size() > 1) fail(node, "colour '" + colour.name + "': char must be one character");
            colour.symbol = symbol.empty() ? 0 : symbol.front();
            colour.rgb = read_rgb(node, colour.name);
            if (colour.name == background) {
                if (colour.symbol == 0) colour.symbol = '.';
                palette.colours.front() = colour;
                background_listed = true;
                continue;
            }
            for (const Colour& other : palette.colours) {
                if (other.name == colour.name) fail(node, "colour '" + colour.name + "' is defined twice");
                if (colour.symbol != 0 && other.symbol == colour.symbol && (other.name != background || background_listed))
                    fail(node, "colours '" + other.name + "' and '" + colour.name + "' both use the character " +
                                   describe_char(colour.symbol));
            }
            palette.colours.push_back(colour);
            if (static_cast<int>(palette.colours.size()) > kMaxColours)
                fail(node, "more than " + std::to_string(kMaxColours) +
                               " colours (background included); nono supports at most " +
                               std::to_string(kMaxColours));
        }
        if (palette.colours.size() == 1) palette.colours.push_back({default_name, 0x000000, 'X'});
        // Characters the file left out: the first unused of a fixed list.
        for (Colour& colour : palette.colours) {
            if (colour.symbol != 0) continue;
            for (char c : std::string_view("XOabcdefghijklmnopqrstuvwyz0123456789")) {
                bool used = false;
                for (const Colour& other : palette.colours) used = used || other.symbol == c;
                if (!used) {
                    colour.symbol = c;
                    break;
                }
            }
        }
        palette.default_name = default_name;
        palette.default_colour = colour_index(palette, default_name);
        return palette;
    }

    // An oversize puzzle is refused before its clues are read: more than kMaxSide lines, or
    // a line with more blocks than kMaxSide cells can hold.
    // (Blocks of different colours may touch, so a colour line holds up to kMaxSide.)
    void refuse_oversize(const pugi::xml_node& clues, const char* kind, bool colour) const {
        const std::size_t count = count_children(clues, "line");
        if (count > static_cast<std::size_t>(kMaxSide))
            fail(clues, "<clues type=\"" + std::string(kind) + "s\"> has " + std::to_string(count) +
                            " lines; each side must be in 1.." + std::to_string(kMaxSide));
        const std::size_t kMaxBlocks = colour ? kMaxSide : (kMaxSide + 1) / 2;
        for (pugi::xml_node line : clues.children("line"))
            if (count_children(line, "count") > kMaxBlocks)
                fail(line, "a <line> of " + std::to_string(count_children(line, "count")) +
                               " blocks; a line of at most " + std::to_string(kMaxSide) +
                               " cells holds at most " + std::to_string(kMaxBlocks));
    }

    // "f00" or "ff0000" (webpbn writes both).
    std::uint32_t read_rgb(const pugi::xml_node& node, const std::string& name) const {
        const std::string_view hex = trim(node.child_value());
        if (hex.empty()) return 0;
        if (hex.size() != 3 && hex.size() != 6) fail(node, "colour '" + name + "': expected 3 or 6 hex digits");
        std::uint32_t rgb = 0;
        for (char c : hex) {
            const int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
                              : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (digit < 0) fail(node, "colour '" + name + "': " + describe_char(c) + " is not a hex digit");
            rgb = rgb << (hex.size() == 3 ? 8 : 4) | static_cast<std::uint32_t>(digit * (hex.size() == 3 ? 17 : 1));
        }
        return rgb;
    }

    static int colour_index(const FilePalette& palette, const std::string& name) {
        for (std::size_t i = 0; i < palette.colours.size(); ++i)
            if (palette.colours[i].name == name) return static_cast<int>(i);
        return -1;
    }

    std::vector<Clue> read_clues(const pugi::xml_node& clues, const char* kind, const FilePalette& palette,
                                 std::vector<std::vector<int>>& colours, std::vector<int>& lines) const {
        refuse_oversize(clues, kind, palette.colours.size() > 2);
        std::vector<Clue> result;
        for (pugi::xml_node child : clues.children()) {
            if (child.type() != pugi::node_element) continue;
            if (std::string_view(child.name()) != "line")
                fail(child, std::string("unexpected <") + child.name() + "> in <clues>");
            const std::string what = std::string(kind) + " " + std::to_string(result.size() + 1);
            Clue clue;
            std::vector<int> clue_colours;
            for (pugi::xml_node count : child.children()) {
                if (count.type() != pugi::node_element) continue;
                if (std::string_view(count.name()) != "count")
                    fail(count, std::string("unexpected <") + count.name() + "> in <line>");
                const int block = parse_count(trim(count.child_value()), what, source, line_of(count));
                if (block == 0) fail(count, what + ": block length 0 (leave the <line> empty instead)");
                clue.push_back(block);
                const pugi::xml_attribute named = count.attribute("color");
                const int colour = named ? colour_index(palette, named.as_string()) : palette.default_colour;
                if (colour <= 0) {
                    const std::string name = named ? named.as_string() : "";
                    fail(count, what + ", block " + std::to_string(clue.size()) + ": " +
                                    (colour == 0 ? "colour '" + name + "' is the background"
                                                 : "colour '" + (named ? name : palette.default_name) + "' is not defined by a <color>"));
                }
                clue_colours.push_back(colour);
            }
            result.push_back(std::move(clue));
            colours.push_back(std::move(clue_colours));
            lines.push_back(line_of(child));
        }
        return result;
    }

    // An <image>: one character per cell, a colour's char. Given the background alone (a
    // black-and-white puzzle), any other character is filled, as webpbn's own files are read.
    Grid read_image(const pugi::xml_node& image, const std::vector<Colour>& palette) const {
        const char background = palette.front().symbol;
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
                if (ch == background) {
                    grid.set(static_cast<int>(r), static_cast<int>(c), Cell::Empty);
                    continue;
                }
                int colour = palette.size() == 1 ? 1 : -1;
                for (std::size_t i = 1; i < palette.size() && colour < 0; ++i)
                    if (palette[i].symbol == ch) colour = static_cast<int>(i);
                if (colour < 0)
                    throw InputError(source, lines[r], "image row " + std::to_string(r + 1) + ": " +
                                                           describe_char(ch) + " is no colour's char");
                grid.set(static_cast<int>(r), static_cast<int>(c), colour_cell(colour));
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
            const std::string value = element_text(child);
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

    // The document's <puzzle> elements: the root itself, or each child of a <puzzleset>.
    std::vector<pugi::xml_node> puzzle_nodes(const pugi::xml_document& document) const {
        std::vector<pugi::xml_node> puzzles;
        const pugi::xml_node root = document.document_element();
        if (std::string_view(root.name()) == "puzzle") {
            puzzles.push_back(root);
        } else if (std::string_view(root.name()) == "puzzleset") {
            for (pugi::xml_node p : root.children("puzzle")) puzzles.push_back(p);
            if (puzzles.empty()) fail(root, "the <puzzleset> holds no <puzzle>");
        } else {
            fail(root, std::string("expected <puzzleset> or <puzzle>, found <") + root.name() + ">");
        }
        return puzzles;
    }

    void load(pugi::xml_document& document) const {
        refuse_nul_references();
        const pugi::xml_parse_result parsed =
            // ws_pcdata_single: a title of spaces alone, kept with xml:space="preserve", is text.
            document.load_buffer(text.data(), text.size(), pugi::parse_default | pugi::parse_ws_pcdata_single,
                                 pugi::encoding_utf8);
        if (!parsed)
            throw InputError(source,
                             parsed.offset < 0 ? 0 : line_of_offset(text, static_cast<std::size_t>(parsed.offset)),
                             std::string("not well-formed XML: ") + parsed.description());
    }

    // The puzzles `options` selects: all of them when it names none, else the one whose <id>
    // is options.puzzle, else the one at that position (or at options.position).
    std::vector<pugi::xml_node> selected(const std::vector<pugi::xml_node>& puzzles, const ReadOptions& options) const {
        const pugi::xml_node root = puzzles.front().parent();
        const auto at_position = [&](long position) {
            if (position < 1 || position > static_cast<long>(puzzles.size()))
                fail(root, "there is no puzzle " + std::to_string(position) + ": the file holds " +
                               std::to_string(puzzles.size()));
            return std::vector<pugi::xml_node>{puzzles[static_cast<std::size_t>(position - 1)]};
        };
        if (options.position > 0) return at_position(options.position);
        if (options.puzzle.empty()) return puzzles;
        std::string ids;
        std::vector<pugi::xml_node> matches;
        std::string positions;
        for (std::size_t k = 0; k < puzzles.size(); ++k) {
            const std::string id(trim(puzzles[k].child_value("id")));
            if (id == options.puzzle) {
                matches.push_back(puzzles[k]);
                if (positions.size() < 200) positions += (positions.empty() ? "" : ", ") + std::to_string(k + 1);
            }
            if (!id.empty() && ids.size() < 200) ids += (ids.empty() ? "" : ", ") + id;
        }
        // An id given twice names no one puzzle: choosing the first silently wrote the wrong
        // one (issue 45); the positions always work.
        if (matches.size() > 1)
            fail(root, "the id '" + options.puzzle + "' is given to " + std::to_string(matches.size()) +
                           " puzzles (at positions " + positions + "); choose one with --puzzle N, its position");
        if (matches.size() == 1) return matches;
        const std::string& wanted = options.puzzle;
        if (wanted.size() < 8 && wanted.find_first_not_of("0123456789") == std::string::npos)
            return at_position(std::stol(wanted));
        fail(root, "no puzzle has the id '" + wanted + "' (the file holds " + std::to_string(puzzles.size()) +
                       (ids.empty() ? " puzzles, without ids)" : " puzzles; ids: " + ids + ")"));
    }

    std::vector<Puzzle> read_all(const ReadOptions& options) const {
        pugi::xml_document document;
        load(document);
        std::vector<Puzzle> result;
        for (const pugi::xml_node& puzzle : selected(puzzle_nodes(document), options))
            result.push_back(read_puzzle(puzzle));
        return result;
    }

    Puzzle read(const ReadOptions& options) const {
        pugi::xml_document document;
        load(document);
        const std::vector<pugi::xml_node> puzzles = selected(puzzle_nodes(document), options);
        if (puzzles.size() > 1)
            fail(document.document_element(),
                 "the <puzzleset> holds " + std::to_string(puzzles.size()) +
                     " puzzles; choose one " +
                     (options.how_to_choose.empty() ? std::string("by its position or its <id>") : options.how_to_choose));
        return read_puzzle(puzzles.front());
    }

    Puzzle read_puzzle(const pugi::xml_node& puzzle) const {
        const FilePalette palette = read_palette(puzzle);

        Puzzle result;
        SourceLines where;
        result.title = element_text(puzzle.child("title"));
        result.author = element_text(puzzle.child("author"));
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
                read_clues(clues, rows ? "row" : "column", palette,
                           rows ? result.row_colours : result.column_colours, rows ? where.rows : where.columns);
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

        // Two colours (the background and one more) make a black-and-white puzzle.
        const bool black_and_white = palette.colours.size() <= 2;
        warn_if_colour_dropped(palette.colours, source, line_of(puzzle), warnings);
        if (black_and_white) {
            result.row_colours.clear();
            result.column_colours.clear();
        }
        pugi::xml_node goal;
        for (pugi::xml_node solution : puzzle.children("solution")) {
            const std::string type = solution.attribute("type").as_string("goal");
            if (type == "goal" || (type == "solution" && !goal)) goal = solution;
        }
        if (goal) {
            const pugi::xml_node image = goal.child("image");
            if (!image) fail(goal, "<solution> has no <image>");
            result.goal = read_image(image, black_and_white ? std::vector<Colour>{palette.colours.front()}
                                                            : palette.colours);
            where.goal = line_of(image);
        }
        if (!black_and_white) result.palette = palette.colours;
        validate_at_lines(result, source, where);
        return result;
    }
};

void add_clues(pugi::xml_node puzzle, const char* type, const std::vector<Clue>& clues,
               const std::vector<std::vector<int>>& colours, const std::vector<Colour>& palette) {
    pugi::xml_node node = puzzle.append_child("clues");
    node.append_attribute("type") = type;
    for (std::size_t i = 0; i < clues.size(); ++i) {
        pugi::xml_node line = node.append_child("line");
        for (std::size_t b = 0; b < clues[i].size(); ++b) {
            pugi::xml_node count = line.append_child("count");
            const int colour = colours.empty() ? 1 : colours[i][b];
            if (colour != 1) count.append_attribute("color") = palette[static_cast<std::size_t>(colour)].name.c_str();
            count.text().set(clues[i][b]);
        }
    }
}

std::string hex_rgb(std::uint32_t rgb) {
    static const char digits[] = "0123456789abcdef";
    std::string text;
    for (int shift = 20; shift >= 0; shift -= 4) text += digits[(rgb >> shift) & 15u];
    return text;
}

}  // namespace

Puzzle parse_xml(std::string_view text, const std::string& source, const ReadOptions& options,
                 std::vector<InputWarning>* warnings) {
    return XmlReader{text, source, warnings}.read(options);
}

std::vector<Puzzle> parse_xml_all(std::string_view text, const std::string& source, const ReadOptions& options,
                                  std::vector<InputWarning>* warnings) {
    return XmlReader{text, source, warnings}.read_all(options);
}

std::size_t count_xml_puzzles(std::string_view text) {
    pugi::xml_document document;
    if (!document.load_buffer(text.data(), text.size(), pugi::parse_default, pugi::encoding_utf8)) return 1;
    const pugi::xml_node root = document.document_element();
    if (std::string_view(root.name()) != "puzzleset") return 1;
    return std::max<std::size_t>(1, count_children(root, "puzzle"));
}

namespace {

void add_puzzle(pugi::xml_node puzzleset, const Puzzle& puzzle) {
    pugi::xml_node node = puzzleset.append_child("puzzle");
    const bool colour = is_colour_puzzle(puzzle);
    const std::vector<Colour> palette =
        colour ? puzzle.palette
               : std::vector<Colour>{{"white", 0xffffff, '.'}, {"black", 0x000000, 'X'}};
    node.append_attribute("type") = "grid";
    node.append_attribute("defaultcolor") = palette[1].name.c_str();
    if (colour) node.append_attribute("backgroundcolor") = palette[0].name.c_str();
    if (!puzzle.title.empty()) text_element(node, "title", puzzle.title);
    if (!puzzle.author.empty()) text_element(node, "author", puzzle.author);
    for (const auto& [name, value] : puzzle.properties) {
        if (!valid_property_name(name)) continue;
        if (is_property_element(name)) text_element(node, name.c_str(), value);
        else text_element(node, "note", name + ": " + value);
    }
    for (const Colour& entry : palette) {
        pugi::xml_node element = node.append_child("color");
        element.append_attribute("name") = entry.name.c_str();
        element.append_attribute("char") = std::string(1, entry.symbol).c_str();
        element.text().set(colour ? hex_rgb(entry.rgb).c_str() : entry.rgb == 0 ? "000" : "fff");
    }
    add_clues(node, "columns", puzzle.columns, colour ? puzzle.column_colours : std::vector<std::vector<int>>{}, palette);
    add_clues(node, "rows", puzzle.rows, colour ? puzzle.row_colours : std::vector<std::vector<int>>{}, palette);
    if (puzzle.goal) {
        std::string image = "\n";
        for (int r = 0; r < puzzle.goal->height(); ++r) {
            image += '|';
            for (int c = 0; c < puzzle.goal->width(); ++c)
                image += palette[static_cast<std::size_t>(std::max(0, cell_colour(puzzle.goal->at(r, c))))].symbol;
            image += "|\n";
        }
        pugi::xml_node solution = node.append_child("solution");
        solution.append_attribute("type") = "goal";
        solution.append_child("image").text().set(image.c_str());
    }
}

std::string write_document(const std::vector<Puzzle>& puzzles) {
    pugi::xml_document document;
    pugi::xml_node declaration = document.append_child(pugi::node_declaration);
    declaration.append_attribute("version") = "1.0";
    document.append_child(pugi::node_doctype).set_value("pbn SYSTEM \"https://webpbn.com/pbn-0.3.dtd\"");
    pugi::xml_node puzzleset = document.append_child("puzzleset");
    for (const Puzzle& puzzle : puzzles) add_puzzle(puzzleset, puzzle);
    std::ostringstream out;
    document.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
    // pugixml writes a carriage return in a title as it is, and its reader turns it into a
    // line feed; as a character reference it survives. Nothing else written holds one.
    std::string text = out.str();
    for (std::size_t at = text.find('\r'); at != std::string::npos; at = text.find('\r', at))
        text.replace(at, 1, "&#13;");
    return text;
}

}  // namespace

std::string write_xml(const Puzzle& puzzle) { return write_document({puzzle}); }

std::string write_xml_all(const std::vector<Puzzle>& puzzles) { return write_document(puzzles); }

}  // namespace nono::io
