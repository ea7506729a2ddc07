// Reading requests: the JSON body, the puzzle it carries and its typed fields. Every problem
// becomes an ApiError with the status and, for puzzle text, the line at fault. Puzzles are
// only ever parsed from the request's own text: no request names a file the server opens.
#include <algorithm>
#include <cmath>
#include <concepts>
#include <limits>

#include "api.hpp"
#include "base64.hpp"
#include "nono/io.hpp"

namespace nono::server {

namespace {

int line_of_offset(const std::string& text, std::size_t offset) {
    offset = std::min(offset, text.size());
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(offset), '\n'));
}

// Requests nest three or four deep ({"puzzle": {"rows": [[1]]}}); the limit is checked as the
// body is parsed, so no later step (dump, compare, destroy) ever recurses on a depth the
// client chose. A 100 KB body nested 50,000 deep overflowed a worker's stack (issue 28).
constexpr int kMaxBodyDepth = 32;

struct TooDeep {};

// nlohmann's DOM builder behind a depth check; a syntax error throws the library's exception.
class DepthLimitedBuilder {
public:
    explicit DepthLimitedBuilder(json& root) : dom_(root, /*allow_exceptions=*/true) {}
    std::size_t error_byte = 0;

    bool null() { return dom_.null(); }
    bool boolean(bool v) { return dom_.boolean(v); }
    bool number_integer(json::number_integer_t v) { return dom_.number_integer(v); }
    bool number_unsigned(json::number_unsigned_t v) { return dom_.number_unsigned(v); }
    bool number_float(json::number_float_t v, const json::string_t& s) { return dom_.number_float(v, s); }
    bool string(json::string_t& v) { return dom_.string(v); }
    bool binary(json::binary_t& v) { return dom_.binary(v); }
    bool key(json::string_t& k) { return dom_.key(k); }
    bool start_object(std::size_t n) { return deeper() && dom_.start_object(n); }
    bool end_object() { return --depth_, dom_.end_object(); }
    bool start_array(std::size_t n) { return deeper() && dom_.start_array(n); }
    bool end_array() { return --depth_, dom_.end_array(); }
    bool parse_error(std::size_t byte, const std::string& token, const nlohmann::detail::exception& error) {
        error_byte = byte;
        return dom_.parse_error(byte, token, error);  // throws it
    }

private:
    bool deeper() {
        if (++depth_ > kMaxBodyDepth) throw TooDeep{};
        return true;
    }
    nlohmann::detail::json_sax_dom_parser<json> dom_;
    int depth_ = 0;
};

// Where the nesting first goes beyond `limit` (a bracket outside strings), for the message's
// line; a plain scan, not recursive.
std::size_t offset_beyond_depth(const std::string& text, int limit) {
    int depth = 0;
    bool in_string = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            if (c == '\\') ++i;
            else if (c == '"') in_string = false;
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit) return i;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return 0;
}

Format request_format(const json& body, const std::string& text) {
    const std::optional<std::string> name = string_field(body, "format");
    if (!name || name->empty() || *name == "auto") {
        const std::optional<std::string> file = string_field(body, "file_name");
        if (file)
            if (const std::optional<Format> named = format_from_path(*file)) return *named;
        if (const std::optional<Format> sniffed = sniff_format(text)) return *sniffed;
        // A file opened in the page: its name says which one; its extension said nothing.
        throw ApiError(422, "cannot tell the puzzle format" +
                                (file ? " of '" + *file + "' from its extension or its content" : std::string()) +
                                "; nono reads " + format_list() + " (name one in \"format\")");
    }
    if (const std::optional<Format> format = format_from_name(*name)) return *format;
    throw ApiError(400, "unknown format '" + *name + "'; the formats are " + format_list());
}

// One request field by its row of the option table (nono/solve_options.hpp): refused when
// the server does not take it, read by its kind, its range checked with the table's message.
const json* option_field(const json& body, const SolveOptionInfo& info) {
    const std::string key(info.key);
    if (!body.contains(key) || body[key].is_null()) return nullptr;
    if (!info.server)
        throw ApiError(400, "\"" + key + "\" is not taken from a request: the server sets it itself");
    return &body[key];
}

void read_option(const json& body, const SolveOptionInfo& info, bool& target) {
    if (const json* value = option_field(body, info)) {
        if (!value->is_boolean()) throw ApiError(400, "\"" + std::string(info.key) + "\" must be " + info.range_text());
        target = value->get<bool>();
    }
}
void read_option(const json& body, const SolveOptionInfo& info, std::string& target) {
    if (const json* value = option_field(body, info)) {
        const std::string name = "\"" + std::string(info.key) + "\"";
        if (!value->is_string()) throw ApiError(400, name + " must be " + info.range_text());
        if (std::string message = info.value_error(name, value->get<std::string>()); !message.empty())
            throw ApiError(400, message);
        target = value->get<std::string>();
    }
}
// Seconds, counts and seeds: std::uint64_t, and std::size_t, which is another type where it
// has 32 bits (WebAssembly; the table's ranges fit it).
template <class Number>
void read_option(const json& body, const SolveOptionInfo& info, Number& target) {
    if (const json* value = option_field(body, info)) {
        const std::string name = "\"" + std::string(info.key) + "\"";
        if (!value->is_number()) throw ApiError(400, name + " must be " + info.range_text());
        if (std::string message = info.value_error(name, value->get<double>()); !message.empty())
            throw ApiError(400, message);
        target = static_cast<Number>(value->get<double>());
    }
}

}  // namespace

SolveOptions request_solve_options(const json& body) {
    SolveOptions options;
#define NONO_SOLVE_OPTION_READ(type, field, key, value, kind, low, high, server, flag, metavar, readers, scope, help) \
    read_option(body, *find_solve_option(key), options.field);
    NONO_SOLVE_OPTIONS(NONO_SOLVE_OPTION_READ)
#undef NONO_SOLVE_OPTION_READ
    return options;
}

json parse_body(const std::string& body) {
    json parsed;
    DepthLimitedBuilder builder(parsed);
    try {
        json::sax_parse(body, &builder);
    } catch (const TooDeep&) {
        throw ApiError(400, "the request body nests arrays and objects more than " +
                                std::to_string(kMaxBodyDepth) + " deep",
                       line_of_offset(body, offset_beyond_depth(body, kMaxBodyDepth)));
    } catch (const json::exception& error) {  // parse_error, and out_of_range for 1e999
        throw ApiError(400, std::string("the request body is not JSON: ") + error.what(),
                       line_of_offset(body, builder.error_byte == 0 ? 0 : builder.error_byte - 1));
    }
    if (!parsed.is_object()) throw ApiError(400, "the request body must be a JSON object");
    return parsed;
}

std::optional<RequestText> request_text(const json& body) {
    std::optional<std::string> text = string_field(body, "text");
    const std::optional<std::string> encoded = string_field(body, "base64");
    if (text && encoded) throw ApiError(400, "give the puzzle as \"text\" or as \"base64\", not both");
    if (encoded) {
        text = from_base64(*encoded);
        if (!text) throw ApiError(400, "\"base64\" must be the file's bytes in base64 (RFC 4648)");
    }
    if (!text) return std::nullopt;
    const Format format = request_format(body, *text);
    return RequestText{std::move(*text), format};
}

ReadOptions request_read_options(const json& body) {
    ReadOptions options;
    if (const std::optional<double> position = number_field(body, "position", 1, 1e9)) {
        if (*position != std::floor(*position)) throw ApiError(400, "\"position\" must be a whole number");
        options.position = static_cast<int>(*position);
    }
    options.how_to_choose = "with \"position\": N (its place in the file, from 1)";
    return options;
}

Puzzle request_puzzle(const json& body, const ServerLimits& limits) {
    return request_puzzle(body, limits, request_read_options(body));
}

Puzzle request_puzzle(const json& body, const ServerLimits& limits, const ReadOptions& options) {
    std::optional<RequestText> given = request_text(body);
    const bool from_file = given.has_value();  // its lines are the user's; a JSON object's are not
    if (!given) {
        if (!body.contains("puzzle") || body["puzzle"].is_null())
            throw ApiError(400,
                           "the request needs \"text\" or \"base64\" (a puzzle file in any format) or "
                           "\"puzzle\" (nono JSON)");
        if (!body["puzzle"].is_object())
            throw ApiError(400, "\"puzzle\" must be a JSON object (nono's JSON format)");
        given = RequestText{body["puzzle"].dump(1), Format::Json};
    }
    Puzzle puzzle;
    try {
        puzzle = parse_puzzle(given->text, given->format, "puzzle", nullptr, options);
    } catch (const InputError& error) {
        throw ApiError(422, error.problem(), from_file ? error.line() : 0);
    }
    if (puzzle.width > limits.max_side || puzzle.height > limits.max_side)
        throw ApiError(422, "the puzzle is " + std::to_string(puzzle.width) + "x" +
                                std::to_string(puzzle.height) + "; this server takes at most " +
                                std::to_string(limits.max_side) + " cells a side (--max-side)");
    return puzzle;
}


namespace {

// A colour puzzle's board cell: a palette character, or '?' / ' ' for a cell not decided yet.
std::optional<Cell> colour_board_cell(char c, const Puzzle& puzzle) {
    for (std::size_t k = 0; k < puzzle.palette.size(); ++k)
        if (puzzle.palette[k].symbol == c) return colour_cell(static_cast<int>(k));
    if (c == CellAlphabet::unknown || CellAlphabet::unknown_also.find(c) != std::string_view::npos)
        return any_colour(colour_count(puzzle));
    return std::nullopt;
}

std::string board_alphabet(const Puzzle& puzzle) {
    if (!is_colour_puzzle(puzzle)) return "use '#', '-' or '?'";
    std::string chars;
    for (const Colour& colour : puzzle.palette) chars += std::string(chars.empty() ? "" : ", ") + "'" + colour.symbol + "'";
    return "use the palette's characters (" + chars + ") or '?'";
}

}  // namespace

Grid request_board(const json& body, const Puzzle& puzzle) {
    const bool colour = is_colour_puzzle(puzzle);
    if (!body.contains("board") || !body["board"].is_array())
        throw ApiError(400, "\"board\" must be an array of rows (" +
                                std::string(colour ? "the palette's characters" : "'#' filled, '-' empty") +
                                ", '?' unknown)");
    const json& rows = body["board"];
    if (rows.size() != static_cast<std::size_t>(puzzle.height))
        throw ApiError(400, "\"board\" has " + std::to_string(rows.size()) + " rows; the puzzle has " +
                                std::to_string(puzzle.height));
    Grid board(puzzle.width, puzzle.height);
    for (int row = 0; row < puzzle.height; ++row) {
        const json& line = rows[static_cast<std::size_t>(row)];
        if (!line.is_string() || line.get_ref<const std::string&>().size() != static_cast<std::size_t>(puzzle.width))
            throw ApiError(400, "\"board\" row " + std::to_string(row + 1) + " must be a string of " +
                                    std::to_string(puzzle.width) + " cells");
        const std::string& text = line.get_ref<const std::string&>();
        for (int column = 0; column < puzzle.width; ++column) {
            const char c = text[static_cast<std::size_t>(column)];
            const std::optional<Cell> cell = colour ? colour_board_cell(c, puzzle) : cell_from_char(c, true);
            if (!cell)
                throw ApiError(400, "\"board\" row " + std::to_string(row + 1) + " has the character '" +
                                        std::string(1, c) + "'; " + board_alphabet(puzzle));
            board.set(row, column, *cell);
        }
    }
    return board;
}

std::optional<double> number_field(const json& body, const char* name, double low, double high) {
    if (!body.contains(name) || body[name].is_null()) return std::nullopt;
    const json& value = body[name];
    if (!value.is_number() || !std::isfinite(value.get<double>()) || value.get<double>() < low ||
        value.get<double>() > high)
        throw ApiError(400, std::string("\"") + name + "\" must be a number from " +
                                json(low).dump() + " to " + json(high).dump());
    return value.get<double>();
}

std::optional<bool> bool_field(const json& body, const char* name) {
    if (!body.contains(name) || body[name].is_null()) return std::nullopt;
    if (!body[name].is_boolean()) throw ApiError(400, std::string("\"") + name + "\" must be true or false");
    return body[name].get<bool>();
}

std::optional<std::string> string_field(const json& body, const char* name) {
    if (!body.contains(name) || body[name].is_null()) return std::nullopt;
    if (!body[name].is_string()) throw ApiError(400, std::string("\"") + name + "\" must be a string");
    return body[name].get<std::string>();
}

}  // namespace nono::server
