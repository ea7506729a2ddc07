// nono's JSON puzzle form: {"title": "...", "author": "...", "width": 3, "height": 3,
// "rows": [[1,1],[1],[3]], "columns": [[1,1],[2],[1,1]], "solution": ["#-#", "-#-", "###"]}
// Only rows and columns are required. Errors point at the line of the offending value.
// A colour puzzle adds "palette": [{"name": "white", "rgb": "#ffffff", "char": "."}, ...]
// (the background first), each block is [length, "colour name"], and the solution rows are
// written with the colours' characters.
#include <nlohmann/json.hpp>

#include <iterator>
#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "formats.hpp"

namespace nono::io {
namespace {

using nlohmann::json;

// Counts lines as nlohmann's lexer consumes characters, so that each SAX event knows the line
// of the token it reports (the lexer's own position is not exposed to SAX handlers).
struct LineTracker {
    int line = 1;
    int token_line = 1;  // line of the last non-blank character consumed
};

class TrackingIterator {
public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = const char&;

    TrackingIterator() = default;
    TrackingIterator(const char* at, LineTracker* tracker) : at_(at), tracker_(tracker) {}
    reference operator*() const { return *at_; }
    TrackingIterator& operator++() {
        const char c = *at_;
        if (c == '\n') ++tracker_->line;
        else if (c != ' ' && c != '\t' && c != '\r') tracker_->token_line = tracker_->line;
        ++at_;
        return *this;
    }
    TrackingIterator operator++(int) {
        TrackingIterator before = *this;
        ++*this;
        return before;
    }
    bool operator==(const TrackingIterator& other) const { return at_ == other.at_; }
    bool operator!=(const TrackingIterator& other) const { return at_ != other.at_; }

private:
    const char* at_ = nullptr;
    LineTracker* tracker_ = nullptr;
};

// Builds the document and remembers the line of every value by its JSON pointer ("/rows/3/1").
class LocatingBuilder {
public:
    LocatingBuilder(json& root, const LineTracker& tracker, const std::string& source,
                    std::vector<InputWarning>* warnings)
        : dom_(root, /*allow_exceptions=*/false), tracker_(tracker), source_(source),
          warnings_(warnings) {}

    std::map<std::string, int> lines;

    bool null() { return scalar(dom_.null()); }
    bool boolean(bool v) { return scalar(dom_.boolean(v)); }
    bool number_integer(json::number_integer_t v) { return scalar(dom_.number_integer(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return scalar(dom_.number_unsigned(v)); }
    bool number_float(json::number_float_t v, const json::string_t& s) {
        return scalar(dom_.number_float(v, s));
    }
    bool string(json::string_t& v) { return scalar(dom_.string(v)); }
    bool binary(json::binary_t& v) { return scalar(dom_.binary(v)); }
    bool start_object(std::size_t n) { return open(false) && dom_.start_object(n); }
    bool key(json::string_t& k) {
        // The document keeps the last value given for a key; say so, since a key given twice
        // is usually a mistake (measured: nlohmann keeps the last).
        if (!frames_.back().keys.insert(k).second && warnings_ != nullptr)
            warnings_->push_back({source_, tracker_.token_line,
                                  "key \"" + k + "\" is given twice; the last one is used"});
        frames_.back().key = k;
        return dom_.key(k);
    }
    bool end_object() { return close() && dom_.end_object(); }
    bool start_array(std::size_t n) { return open(true) && dom_.start_array(n); }
    bool end_array() { return close() && dom_.end_array(); }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& error) {
        std::string message = error.what();
        // "[json.exception.parse_error.101] parse error at line 1, column 5: syntax error ..."
        if (const std::size_t colon = message.find(": "); colon != std::string::npos)
            message = message.substr(colon + 2);
        throw InputError(source_, tracker_.line, "not valid JSON: " + message);
    }

private:
    struct Frame {
        bool array = false;
        std::size_t index = 0;
        std::string key;
        std::string path;
        std::set<std::string> keys;  // of an object, to notice one given twice
    };

    std::string value_path() const {
        if (frames_.empty()) return "";
        const Frame& top = frames_.back();
        return top.path + "/" + (top.array ? std::to_string(top.index) : top.key);
    }
    void after_value() {
        if (!frames_.empty() && frames_.back().array) ++frames_.back().index;
    }
    bool scalar(bool ok) {
        lines[value_path()] = tracker_.token_line;
        after_value();
        return ok;
    }
    bool open(bool array) {
        // Real puzzles nest three deep; refusing deep nesting keeps hostile input cheap.
        if (frames_.size() >= 32)
            throw InputError(source_, tracker_.token_line, "JSON nested too deeply");
        std::string path = value_path();
        lines[path] = tracker_.token_line;
        frames_.push_back({array, 0, {}, std::move(path), {}});
        return true;
    }
    bool close() {
        frames_.pop_back();
        after_value();
        return true;
    }

    nlohmann::detail::json_sax_dom_parser<json> dom_;
    const LineTracker& tracker_;
    const std::string& source_;
    std::vector<InputWarning>* warnings_;
    std::vector<Frame> frames_;
};

struct JsonReader {
    const std::string& source;
    std::map<std::string, int> lines;
    std::vector<InputWarning>* warnings_ = nullptr;

    int line_of(const std::string& path) const {
        const auto found = lines.find(path);
        return found == lines.end() ? 0 : found->second;
    }
    [[noreturn]] void fail(const std::string& path, const std::string& problem) const {
        throw InputError(source, line_of(path), problem);
    }

    int integer(const json& value, const std::string& path, const std::string& what) const {
        if (value.is_number_unsigned()) {
            if (value.get<std::uint64_t>() > 1'000'000)
                fail(path, what + ": " + value.dump() + " is too large");
            return static_cast<int>(value.get<std::uint64_t>());
        }
        if (value.is_number_integer()) fail(path, what + ": " + value.dump() + " is negative");
        fail(path, what + ": expected a whole number, found " + value.dump().substr(0, 30));
    }

    // "palette": the background first, then the foreground colours.
    std::vector<Colour> palette(const json& root) const {
        std::vector<Colour> result;
        if (!root.contains("palette")) return result;
        const json& list = root["palette"];
        if (!list.is_array()) fail("/palette", "\"palette\" must be a list of colours, the background first");
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string path = "/palette/" + std::to_string(i);
            const json& entry = list[i];
            if (!entry.is_object() || !entry.contains("name") || !entry["name"].is_string())
                fail(path, "a colour must be an object with a \"name\", like {\"name\": \"red\", "
                           "\"rgb\": \"#ff0000\", \"char\": \"r\"}");
            Colour colour{entry["name"].get<std::string>(), 0, 0};
            if (entry.contains("rgb")) {
                const json& rgb = entry["rgb"];
                const std::string text = rgb.is_string() ? rgb.get<std::string>() : "";
                const bool ok = text.size() == 7 && text[0] == '#' &&
                                text.find_first_not_of("0123456789abcdefABCDEF", 1) == std::string::npos;
                if (!ok) fail(path + "/rgb", "colour '" + colour.name + "': rgb must be \"#rrggbb\"");
                colour.rgb = static_cast<std::uint32_t>(std::stoul(text.substr(1), nullptr, 16));
            }
            if (entry.contains("char")) {
                const json& symbol = entry["char"];
                if (!symbol.is_string() || symbol.get<std::string>().size() != 1)
                    fail(path + "/char", "colour '" + colour.name + "': char must be one character");
                colour.symbol = symbol.get<std::string>()[0];
            }
            for (const Colour& other : result) {
                if (other.name == colour.name) fail(path, "colour '" + colour.name + "' is given twice");
                if (other.symbol == colour.symbol && colour.symbol != 0)
                    fail(path + "/char", "colours '" + other.name + "' and '" + colour.name +
                                             "' both use the character " + describe_char(colour.symbol));
            }
            result.push_back(colour);
            if (static_cast<int>(result.size()) > kMaxColours)
                fail(path, "more than " + std::to_string(kMaxColours) +
                               " colours (background included); nono supports at most " + std::to_string(kMaxColours));
        }
        if (result.size() < 2) fail("/palette", "a palette needs the background and at least one colour");
        return result;
    }

    std::vector<Clue> clues(const json& root, const char* key, const char* kind,
                            std::vector<int>& clue_lines, const std::vector<Colour>& colours = {},
                            std::vector<std::vector<int>>* clue_colours = nullptr) const {
        const std::string path = std::string("/") + key;
        if (!root.contains(key)) fail("", std::string("no \"") + key + "\" given");
        const json& list = root[key];
        if (!list.is_array()) fail(path, std::string("\"") + key + "\" must be a list of clues");
        if (list.size() > static_cast<std::size_t>(kMaxSide))
            fail(path, std::string("\"") + key + "\" has " + std::to_string(list.size()) +
                           " clues; sizes are capped at " + std::to_string(kMaxSide));
        std::vector<Clue> result;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string clue_path = path + "/" + std::to_string(i);
            const std::string what = std::string(kind) + " " + std::to_string(i + 1);
            if (!list[i].is_array())
                fail(clue_path, what + ": a clue must be a list of block lengths, like [2,1]");
            Clue clue;
            std::vector<int> block_colours;
            for (std::size_t j = 0; j < list[i].size(); ++j) {
                const std::string block_path = clue_path + "/" + std::to_string(j);
                const json& item = list[i][j];
                if (colours.empty() || !item.is_array()) {
                    if (!colours.empty() && !(item.is_number() && item == 0))
                        fail(block_path, what + ": a block of a colour puzzle is [length, \"colour\"]");
                    const int block = integer(item, block_path, what);
                    if (block > 0) clue.push_back(block);  // [0] is an empty line, as in .non
                    continue;
                }
                if (item.size() != 2 || !item[1].is_string())
                    fail(block_path, what + ": a block of a colour puzzle is [length, \"colour\"]");
                const int block = integer(item[0], block_path + "/0", what);
                if (block == 0) fail(block_path, what + ": block length 0");
                const std::string name = item[1].get<std::string>();
                int colour = -1;
                for (std::size_t c = 0; c < colours.size(); ++c)
                    if (colours[c].name == name) colour = static_cast<int>(c);
                if (colour < 0) fail(block_path + "/1", what + ": colour '" + name + "' is not in the palette");
                if (colour == 0) fail(block_path + "/1", what + ": colour '" + name + "' is the background");
                clue.push_back(block);
                block_colours.push_back(colour);
            }
            result.push_back(std::move(clue));
            if (clue_colours) clue_colours->push_back(std::move(block_colours));
            clue_lines.push_back(line_of(clue_path));
        }
        return result;
    }

    std::string text_field(const json& root, const char* key) const {
        if (!root.contains(key)) return {};
        if (!root[key].is_string()) fail(std::string("/") + key, std::string("\"") + key + "\" must be a string");
        return root[key].get<std::string>();
    }

    // "properties": {"copyright": "...", "note": ["...", "..."], ...}, in the order the lines
    // give (the document itself keeps keys sorted), so a file nono wrote reads back exactly. A
    // list is a property given several times (JSON keeps one value of a duplicate key).
    std::vector<std::pair<std::string, std::string>> properties(const json& root) const {
        std::vector<std::pair<std::string, std::string>> result;
        if (!root.contains("properties")) return result;
        const json& object = root["properties"];
        if (!object.is_object()) fail("/properties", "\"properties\" must be an object of strings");
        std::vector<std::pair<int, std::string>> order;
        for (const auto& [name, value] : object.items()) {
            const std::string path = "/properties/" + name;
            if (!valid_property_name(name))
                fail(path, "property \"" + name + "\" is not a valid name (lowercase letters, digits, - and _; "
                           "not width, height, rows, columns, goal, title, by or author)");
            const bool strings = value.is_string() ||
                                 (value.is_array() && std::all_of(value.begin(), value.end(),
                                                                  [](const json& v) { return v.is_string(); }));
            if (!strings) fail(path, "property \"" + name + "\" must be a string or a list of strings");
            order.emplace_back(line_of(path), name);
        }
        std::stable_sort(order.begin(), order.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        for (const auto& [line, name] : order) {
            const json& value = object[name];
            if (value.is_string()) result.emplace_back(name, value.get<std::string>());
            else
                for (const json& each : value) result.emplace_back(name, each.get<std::string>());
        }
        return result;
    }

    // Solution rows of a colour puzzle: one palette character per cell.
    Grid colour_picture(const std::vector<std::string_view>& rows, const std::vector<int>& lines,
                        const std::vector<Colour>& colours) const {
        if (rows.front().size() > static_cast<std::size_t>(kMaxSide) || rows.size() > static_cast<std::size_t>(kMaxSide))
            throw InputError(source, lines.front(), "the picture is larger than " + std::to_string(kMaxSide) + " cells a side");
        Grid grid(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()));
        for (std::size_t r = 0; r < rows.size(); ++r) {
            if (rows[r].size() != rows.front().size())
                throw InputError(source, lines[r], "solution row " + std::to_string(r + 1) + " has " +
                                                       std::to_string(rows[r].size()) + " cells but row 1 has " +
                                                       std::to_string(rows.front().size()));
            for (std::size_t c = 0; c < rows[r].size(); ++c) {
                int colour = -1;
                for (std::size_t k = 0; k < colours.size() && colour < 0; ++k)
                    if (colours[k].symbol == rows[r][c]) colour = static_cast<int>(k);
                if (colour < 0)
                    throw InputError(source, lines[r], "solution row " + std::to_string(r + 1) + ": " +
                                                           describe_char(rows[r][c]) + " is no colour's char");
                grid.set(static_cast<int>(r), static_cast<int>(c), colour_cell(colour));
            }
        }
        return grid;
    }

    Puzzle read(const json& root) const {
        if (!root.is_object()) fail("", "expected a JSON object with \"rows\" and \"columns\"");
        Puzzle puzzle;
        SourceLines where;
        puzzle.title = text_field(root, "title");
        puzzle.author = text_field(root, "author");
        puzzle.properties = properties(root);
        const std::vector<Colour> colours = palette(root);
        puzzle.rows = clues(root, "rows", "row", where.rows, colours, &puzzle.row_colours);
        puzzle.columns = clues(root, "columns", "column", where.columns, colours, &puzzle.column_colours);
        if (colours.size() > 2) {
            puzzle.palette = colours;
        } else {  // one foreground colour: black and white
            warn_if_colour_dropped(colours, source, line_of("/palette"), warnings_);
            puzzle.row_colours.clear();
            puzzle.column_colours.clear();
        }
        puzzle.height = static_cast<int>(puzzle.rows.size());
        puzzle.width = static_cast<int>(puzzle.columns.size());
        for (auto [key, count] : {std::pair{"width", puzzle.width}, {"height", puzzle.height}}) {
            if (!root.contains(key)) continue;
            const int given = integer(root[key], std::string("/") + key, key);
            if (given != count)
                fail(std::string("/") + key, std::string(key) + " is " + std::to_string(given) +
                                                 " but there are " + std::to_string(count) +
                                                 (std::string_view(key) == "width" ? " column" : " row") +
                                                 " clues");
        }
        if (root.contains("solution")) {
            const json& rows = root["solution"];
            if (!rows.is_array() || rows.empty())
                fail("/solution", "\"solution\" must be a list of picture rows like \"#-#\"");
            std::vector<std::string_view> texts;
            std::vector<int> row_lines;
            for (std::size_t r = 0; r < rows.size(); ++r) {
                const std::string path = "/solution/" + std::to_string(r);
                if (!rows[r].is_string())
                    fail(path, "solution row " + std::to_string(r + 1) + " must be a string like \"#-#\"");
                texts.push_back(rows[r].get_ref<const std::string&>());
                row_lines.push_back(line_of(path));
            }
            puzzle.goal = puzzle.palette.empty() ? picture_from_rows(texts, row_lines, source)
                                                 : colour_picture(texts, row_lines, puzzle.palette);
            where.goal = line_of("/solution");
        }
        validate_at_lines(puzzle, source, where);
        return puzzle;
    }
};

// Titles may come from files in other encodings; invalid UTF-8 becomes U+FFFD, not an error.
std::string dumped(const nlohmann::ordered_json& value) {
    return value.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

// An object on one line with a space after each ':' and ',': {"name": "red", "rgb": "#ff0000"}.
std::string spaced_object(const nlohmann::ordered_json& object) {
    std::string out = "{";
    for (auto it = object.begin(); it != object.end(); ++it)
        out += (it == object.begin() ? "" : ", ") + dumped(it.key()) + ": " + dumped(it.value());
    return out + "}";
}

std::string hex_colour(std::uint32_t rgb) {
    static const char digits[] = "0123456789abcdef";
    std::string text = "#";
    for (int shift = 20; shift >= 0; shift -= 4) text += digits[(rgb >> shift) & 15u];
    return text;
}

nlohmann::ordered_json clue_values(const std::vector<Clue>& clues, const std::vector<std::vector<int>>& colours,
                                   const std::vector<Colour>& palette) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < clues.size(); ++i) {
        nlohmann::ordered_json clue = nlohmann::ordered_json::array();
        for (std::size_t j = 0; j < clues[i].size(); ++j) {
            if (colours.empty()) clue.push_back(clues[i][j]);
            else clue.push_back({clues[i][j], palette[static_cast<std::size_t>(colours[i][j])].name});
        }
        list.push_back(std::move(clue));
    }
    return list;
}

// The puzzle as nono JSON's value, keys in the order written (docs/formats.md): the one
// place the format's shape is built, for the file writer and for JSON Lines.
nlohmann::ordered_json puzzle_value(const Puzzle& puzzle) {
    nlohmann::ordered_json root = nlohmann::ordered_json::object();
    if (!puzzle.title.empty()) root["title"] = puzzle.title;
    if (!puzzle.author.empty()) root["author"] = puzzle.author;
    const auto properties = grouped_properties(puzzle);
    if (!properties.empty()) {
        nlohmann::ordered_json object = nlohmann::ordered_json::object();
        for (const auto& [name, values] : properties) {
            if (values.size() == 1) object[name] = values.front();
            else object[name] = values;
        }
        root["properties"] = std::move(object);
    }
    root["width"] = puzzle.width;
    root["height"] = puzzle.height;
    const bool colour = is_colour_puzzle(puzzle);
    if (colour) {
        nlohmann::ordered_json palette = nlohmann::ordered_json::array();
        for (const Colour& entry : puzzle.palette)
            palette.push_back({{"name", entry.name}, {"rgb", hex_colour(entry.rgb)}, {"char", std::string(1, entry.symbol)}});
        root["palette"] = std::move(palette);
        root["rows"] = clue_values(puzzle.rows, puzzle.row_colours, puzzle.palette);
        root["columns"] = clue_values(puzzle.columns, puzzle.column_colours, puzzle.palette);
    } else {
        root["rows"] = clue_values(puzzle.rows, {}, {});
        root["columns"] = clue_values(puzzle.columns, {}, {});
    }
    if (puzzle.goal) {
        nlohmann::ordered_json rows = nlohmann::ordered_json::array();
        for (int r = 0; r < puzzle.goal->height(); ++r) {
            std::string row;
            for (int c = 0; c < puzzle.goal->width(); ++c)
                row += colour ? puzzle.palette[static_cast<std::size_t>(std::max(0, cell_colour(puzzle.goal->at(r, c))))].symbol
                              : cell_char(puzzle.goal->at(r, c) == Cell::Filled ? Cell::Filled : Cell::Empty);
            rows.push_back(std::move(row));
        }
        root["solution"] = std::move(rows);
    }
    return root;
}

}  // namespace

Puzzle parse_json(std::string_view text, const std::string& source,
                  std::vector<InputWarning>* warnings) {
    LineTracker tracker;
    json root;
    LocatingBuilder builder(root, tracker, source, warnings);
    json::sax_parse(TrackingIterator(text.data(), &tracker),
                    TrackingIterator(text.data() + text.size(), &tracker), &builder);
    JsonReader reader{source, std::move(builder.lines), warnings};
    return reader.read(root);
}

// Laid out for people: a key per line, a clue or a picture row per line, objects inside
// "properties" and "palette" on one line each.
std::string write_json(const Puzzle& puzzle) {
    const nlohmann::ordered_json root = puzzle_value(puzzle);
    std::string out = "{";
    for (auto it = root.begin(); it != root.end(); ++it) {
        out += (it == root.begin() ? "\n  " : ",\n  ") + dumped(it.key()) + ": ";
        const nlohmann::ordered_json& value = it.value();
        if (it.key() == "properties") {
            out += "{";
            for (auto p = value.begin(); p != value.end(); ++p) {
                out += (p == value.begin() ? "\n    " : ",\n    ") + dumped(p.key()) + ": ";
                if (!p.value().is_array()) {
                    out += dumped(p.value());
                } else {
                    for (std::size_t i = 0; i < p.value().size(); ++i) out += (i ? ", " : "[") + dumped(p.value()[i]);
                    out += "]";
                }
            }
            out += "\n  }";
        } else if (value.is_array()) {
            out += "[";
            for (std::size_t i = 0; i < value.size(); ++i)
                out += (i ? ",\n    " : "\n    ") + (value[i].is_object() ? spaced_object(value[i]) : dumped(value[i]));
            out += "\n  ]";
        } else {
            out += dumped(value);
        }
    }
    return out + "\n}\n";
}

std::string write_json_line(const Puzzle& puzzle) { return dumped(puzzle_value(puzzle)) + "\n"; }

}  // namespace nono::io
