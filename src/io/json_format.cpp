// nono's JSON puzzle form: {"title": "...", "author": "...", "width": 3, "height": 3,
// "rows": [[1,1],[1],[3]], "columns": [[1,1],[2],[1,1]], "solution": ["#-#", "-#-", "###"]}
// Only rows and columns are required. Errors point at the line of the offending value.
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

    std::vector<Clue> clues(const json& root, const char* key, const char* kind,
                            std::vector<int>& clue_lines) const {
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
            for (std::size_t j = 0; j < list[i].size(); ++j) {
                const int block = integer(list[i][j], clue_path + "/" + std::to_string(j), what);
                if (block > 0) clue.push_back(block);  // [0] is an empty line, as in .non
            }
            result.push_back(std::move(clue));
            clue_lines.push_back(line_of(clue_path));
        }
        return result;
    }

    std::string text_field(const json& root, const char* key) const {
        if (!root.contains(key)) return {};
        if (!root[key].is_string()) fail(std::string("/") + key, std::string("\"") + key + "\" must be a string");
        return root[key].get<std::string>();
    }

    // "properties": {"copyright": "...", ...}, in the order the lines give (the document
    // itself keeps keys sorted), so a file nono wrote reads back exactly.
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
            if (!value.is_string()) fail(path, "property \"" + name + "\" must be a string");
            order.emplace_back(line_of(path), name);
        }
        std::stable_sort(order.begin(), order.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        for (const auto& [line, name] : order) result.emplace_back(name, object[name].get<std::string>());
        return result;
    }

    Puzzle read(const json& root) const {
        if (!root.is_object()) fail("", "expected a JSON object with \"rows\" and \"columns\"");
        Puzzle puzzle;
        SourceLines where;
        puzzle.title = text_field(root, "title");
        puzzle.author = text_field(root, "author");
        puzzle.properties = properties(root);
        puzzle.rows = clues(root, "rows", "row", where.rows);
        puzzle.columns = clues(root, "columns", "column", where.columns);
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
            puzzle.goal = picture_from_rows(texts, row_lines, source);
            where.goal = line_of("/solution");
        }
        validate_at_lines(puzzle, source, where);
        return puzzle;
    }
};

// Titles may come from files in other encodings; invalid UTF-8 becomes U+FFFD, not an error.
std::string quoted(const std::string& text) {
    return json(text).dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string clue_list(const std::vector<Clue>& clues) {
    std::string out = "[";
    for (std::size_t i = 0; i < clues.size(); ++i) {
        out += i ? ",\n    [" : "\n    [";
        for (std::size_t j = 0; j < clues[i].size(); ++j) {
            if (j) out += ',';
            out += std::to_string(clues[i][j]);
        }
        out += "]";
    }
    return out + "\n  ]";
}

}  // namespace

Puzzle parse_json(std::string_view text, const std::string& source,
                  std::vector<InputWarning>* warnings) {
    LineTracker tracker;
    json root;
    LocatingBuilder builder(root, tracker, source, warnings);
    json::sax_parse(TrackingIterator(text.data(), &tracker),
                    TrackingIterator(text.data() + text.size(), &tracker), &builder);
    JsonReader reader{source, std::move(builder.lines)};
    return reader.read(root);
}

std::string write_json(const Puzzle& puzzle) {
    std::ostringstream out;
    out << "{\n";
    if (!puzzle.title.empty()) out << "  \"title\": " << quoted(puzzle.title) << ",\n";
    if (!puzzle.author.empty()) out << "  \"author\": " << quoted(puzzle.author) << ",\n";
    bool first = true;
    for (const auto& [name, value] : puzzle.properties) {
        if (!valid_property_name(name)) continue;
        out << (first ? "  \"properties\": {\n    " : ",\n    ") << quoted(name) << ": " << quoted(value);
        first = false;
    }
    if (!first) out << "\n  },\n";
    out << "  \"width\": " << puzzle.width << ",\n  \"height\": " << puzzle.height << ",\n";
    out << "  \"rows\": " << clue_list(puzzle.rows) << ",\n";
    out << "  \"columns\": " << clue_list(puzzle.columns);
    if (puzzle.goal) {
        out << ",\n  \"solution\": [";
        for (int r = 0; r < puzzle.goal->height(); ++r) {
            std::string row;
            for (int c = 0; c < puzzle.goal->width(); ++c)
                row += cell_char(puzzle.goal->at(r, c) == Cell::Filled ? Cell::Filled : Cell::Empty);
            out << (r ? ",\n    " : "\n    ") << quoted(row);
        }
        out << "\n  ]";
    }
    out << "\n}\n";
    return out.str();
}

}  // namespace nono::io
