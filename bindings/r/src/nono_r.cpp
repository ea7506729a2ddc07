// The R package's entry points into nono's C++ library (called from R/*.R, never by users).
// A nonogram object crosses as a list with `rows`, `columns` (lists of numeric vectors, a
// lone 0 = an empty line), `title`, `author` and `goal` (0/1 matrix or NULL). Errors in the
// input come back as a list (message, source, line, problem) so R can raise a condition that
// carries them; a solve runs on a worker thread while R's thread prints progress and watches
// for the user's interrupt (nono::binding::run_interruptible).
#include <Rcpp.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "nono/io.hpp"
#include "nono/puzzle.hpp"
#include "nono/report.hpp"
#include "nono/strategy.hpp"
#include "nono/trace.hpp"
#include "nono_binding.hpp"
#include "r_convert.h"

using namespace nono;

namespace {

std::string string_field(const Rcpp::List& x, const char* name) {
    if (!x.containsElementNamed(name) || Rf_isNull(x[name])) return {};
    const Rcpp::CharacterVector value = x[name];
    return value.size() == 0 || Rcpp::CharacterVector::is_na(value[0]) ? std::string() : std::string(value[0]);
}

// Whole numbers only; a lone 0 (or an empty vector) is an empty line, as in the R package.
// A value that is not a whole number becomes a problem message rather than an exception.
Clue clue_from(SEXP value, const std::string& where, std::vector<std::string>& problems) {
    Clue clue;
    const Rcpp::NumericVector numbers(value);
    for (double number : numbers) {
        if (!std::isfinite(number) || number != std::floor(number) || std::fabs(number) > 1e6) {
            char shown[32];
            std::snprintf(shown, sizeof shown, "%g", number);
            problems.push_back(where + ": block length " + shown + " is not a whole number");
            return {};
        }
        clue.push_back(static_cast<int>(number));
    }
    if (clue.size() == 1 && clue.front() == 0) clue.clear();
    return clue;
}

std::vector<Clue> clues_from(const Rcpp::List& lines, const char* kind, std::vector<std::string>& problems) {
    std::vector<Clue> clues;
    for (R_xlen_t i = 0; i < lines.size(); ++i)
        clues.push_back(clue_from(lines[i], std::string(kind) + " " + std::to_string(i + 1), problems));
    return clues;
}

}  // namespace

namespace nono::r {

Grid grid_from(const Rcpp::IntegerMatrix& matrix, int colours) {
    Grid grid(matrix.ncol(), matrix.nrow(), Cell::Empty);
    colours = std::min(colours, kMaxColours);
    for (int r = 0; r < matrix.nrow(); ++r)
        for (int c = 0; c < matrix.ncol(); ++c) {
            const int value = matrix(r, c);
            if (value != NA_INTEGER && value >= 1 && value < colours) grid.set(r, c, colour_cell(value));
        }
    return grid;
}

}  // namespace nono::r

using nono::r::grid_from;

namespace {

bool has_field(const Rcpp::List& x, const char* name) {
    return x.containsElementNamed(name) && !Rf_isNull(x[name]);
}

// A palette (a data frame or list with columns name, rgb "#rrggbb", char; background first).
std::vector<Colour> palette_from(const Rcpp::List& palette, std::vector<std::string>& problems) {
    std::vector<Colour> colours;
    for (const char* column : {"name", "rgb", "char"})
        if (!palette.containsElementNamed(column)) {
            problems.push_back(std::string("palette: no column '") + column + "' (name, rgb, char)");
            return colours;
        }
    const Rcpp::CharacterVector names(palette["name"]), rgbs(palette["rgb"]), chars(palette["char"]);
    if (names.size() != rgbs.size() || names.size() != chars.size()) {
        problems.push_back("palette: name, rgb and char differ in length");
        return colours;
    }
    for (R_xlen_t i = 0; i < names.size(); ++i) {
        Colour colour;
        colour.name = Rcpp::as<std::string>(names[i]);
        std::string rgb = Rcpp::as<std::string>(rgbs[i]);
        if (!rgb.empty() && rgb.front() == '#') rgb.erase(0, 1);
        const std::string character = Rcpp::as<std::string>(chars[i]);
        if (rgb.size() != 6 || rgb.find_first_not_of("0123456789abcdefABCDEF") != std::string::npos ||
            character.size() != 1) {
            problems.push_back("palette: colour " + std::to_string(i) + " needs rgb \"#rrggbb\" and one char");
            return colours;
        }
        colour.rgb = static_cast<std::uint32_t>(std::stoul(rgb, nullptr, 16));
        colour.symbol = character.front();
        colours.push_back(std::move(colour));
    }
    return colours;
}

std::vector<std::vector<int>> block_colours_from(const Rcpp::List& lines, const char* kind,
                                                 std::vector<std::string>& problems) {
    std::vector<std::vector<int>> colours;
    for (R_xlen_t i = 0; i < lines.size(); ++i) {
        Clue clue = clue_from(lines[i], std::string(kind) + " " + std::to_string(i + 1) + " colours", problems);
        colours.push_back(std::move(clue));
    }
    return colours;
}

// The puzzle and its problems (conversion and validation); solve only runs when none.
Puzzle puzzle_from(const Rcpp::List& x, std::vector<std::string>& problems) {
    Puzzle puzzle;
    puzzle.rows = clues_from(x["rows"], "row", problems);
    puzzle.columns = clues_from(x["columns"], "column", problems);
    puzzle.height = static_cast<int>(puzzle.rows.size());
    puzzle.width = static_cast<int>(puzzle.columns.size());
    puzzle.title = string_field(x, "title");
    puzzle.author = string_field(x, "author");
    if (has_field(x, "palette")) puzzle.palette = palette_from(Rcpp::List(x["palette"]), problems);
    if (has_field(x, "row_colours")) puzzle.row_colours = block_colours_from(x["row_colours"], "row", problems);
    if (has_field(x, "column_colours"))
        puzzle.column_colours = block_colours_from(x["column_colours"], "column", problems);
    if (has_field(x, "goal"))
        puzzle.goal = grid_from(Rcpp::IntegerMatrix(Rf_coerceVector(x["goal"], INTSXP)), colour_count(puzzle));
    if (problems.empty())
        for (std::string& problem : validation_problems(puzzle)) problems.push_back(std::move(problem));
    return puzzle;
}

}  // namespace

namespace nono::r {

Puzzle valid_puzzle_from(const Rcpp::List& x) {
    std::vector<std::string> problems;
    Puzzle puzzle = puzzle_from(x, problems);
    if (!problems.empty()) Rcpp::stop(problems.front());
    return puzzle;
}

Rcpp::IntegerMatrix matrix_from(const Grid& grid) {
    Rcpp::IntegerMatrix matrix(grid.height(), grid.width());
    for (int r = 0; r < grid.height(); ++r)
        for (int c = 0; c < grid.width(); ++c) {
            const int colour = cell_colour(grid.at(r, c));
            matrix(r, c) = colour >= 0 ? colour : NA_INTEGER;
        }
    return matrix;
}

namespace {

Rcpp::List clues_to_list(const std::vector<Clue>& clues) {
    Rcpp::List out(clues.size());
    for (std::size_t i = 0; i < clues.size(); ++i)
        out[static_cast<R_xlen_t>(i)] = clues[i].empty() ? Rcpp::NumericVector::create(0)
                                                          : Rcpp::NumericVector(clues[i].begin(), clues[i].end());
    return out;
}

// Block colours, shaped as the clues (an empty line's lone 0 gets no colour: numeric(0)).
Rcpp::List colours_to_list(const std::vector<std::vector<int>>& colours) {
    Rcpp::List out(colours.size());
    for (std::size_t i = 0; i < colours.size(); ++i)
        out[static_cast<R_xlen_t>(i)] = Rcpp::NumericVector(colours[i].begin(), colours[i].end());
    return out;
}

}  // namespace

Rcpp::List palette_frame(const std::vector<Colour>& palette) {
    Rcpp::CharacterVector names, rgbs, chars;
    for (const Colour& colour : palette) {
        char rgb[8];
        std::snprintf(rgb, sizeof rgb, "#%06x", static_cast<unsigned>(colour.rgb));
        names.push_back(colour.name);
        rgbs.push_back(rgb);
        chars.push_back(std::string(1, colour.symbol));
    }
    return Rcpp::DataFrame::create(Rcpp::Named("name") = names, Rcpp::Named("rgb") = rgbs,
                                   Rcpp::Named("char") = chars, Rcpp::Named("stringsAsFactors") = false);
}

Rcpp::List puzzle_to_list(const Puzzle& puzzle) {
    const bool colour = !puzzle.palette.empty();
    return Rcpp::List::create(
        Rcpp::Named("rows") = clues_to_list(puzzle.rows),
        Rcpp::Named("columns") = clues_to_list(puzzle.columns),
        Rcpp::Named("title") = puzzle.title, Rcpp::Named("author") = puzzle.author,
        Rcpp::Named("goal") = puzzle.goal ? Rcpp::RObject(matrix_from(*puzzle.goal)) : Rcpp::RObject(R_NilValue),
        Rcpp::Named("palette") = colour ? Rcpp::RObject(palette_frame(puzzle.palette)) : Rcpp::RObject(R_NilValue),
        Rcpp::Named("row_colours") = puzzle.row_colours.empty() ? Rcpp::RObject(R_NilValue)
                                                                : Rcpp::RObject(colours_to_list(puzzle.row_colours)),
        Rcpp::Named("column_colours") = puzzle.column_colours.empty()
                                            ? Rcpp::RObject(R_NilValue)
                                            : Rcpp::RObject(colours_to_list(puzzle.column_colours)));
}

bool check_interrupt_now() {
    return !R_ToplevelExec([](void*) { R_CheckUserInterrupt(); }, nullptr);
}

}  // namespace nono::r

using nono::r::matrix_from;
using nono::r::puzzle_to_list;
using nono::r::valid_puzzle_from;

namespace {

Rcpp::List input_error(const InputError& error) {
    return Rcpp::List::create(Rcpp::Named("message") = std::string(error.what()),
                              Rcpp::Named("source") = error.source(),
                              Rcpp::Named("line") = error.line(),
                              Rcpp::Named("problem") = error.problem());
}

std::optional<Format> format_from(const std::string& name) {
    if (name.empty()) return std::nullopt;
    if (const std::optional<Format> format = format_from_name(name)) return format;
    Rcpp::stop("unknown format '" + name + "' (known: " + format_list() + ")");
}

Rcpp::NumericVector stats_vector(const SolveStats& stats) {
    Rcpp::NumericVector values;
    Rcpp::CharacterVector names;
#define NONO_STAT_TO_R(field, description)                 \
    values.push_back(static_cast<double>(stats.field)); \
    names.push_back(#field);
    NONO_SOLVE_STATS(NONO_STAT_TO_R)
#undef NONO_STAT_TO_R
    values.push_back(stats.seconds);
    names.push_back("seconds");
    values.attr("names") = names;
    return values;
}

std::string timestamp() {
    const std::time_t now = std::time(nullptr);
    char text[64];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M:%S %Z", std::localtime(&now));
    return text;
}

// Progress for verbose = TRUE, in the words of the R package's own messages: the worker
// queues lines, R's thread prints them (R's console is not to be touched from another thread).
class ProgressPrinter final : public TraceObserver {
public:
    void step(const Step& step) override {
        if (step.kind == StepKind::Iteration)
            push(timestamp() + " : Iter " + std::to_string(step.count) + " : " +
                 std::to_string(step.total) + " candidate lines left, at most " +
                 std::to_string(step.largest) + " in one line\n", false);
        else if (step.kind == StepKind::Progress)
            push(timestamp() + " : " + std::to_string(step.count) + " grids proposed\n", true);
    }
    void print() {
        std::deque<std::string> lines;
        {
            std::lock_guard<std::mutex> lock(mutex_);
            lines.swap(lines_);
            if (!latest_.empty()) lines.push_back(std::move(latest_));
            latest_.clear();
        }
        for (const std::string& line : lines) Rprintf("%s", line.c_str());
    }

private:
    // Frequent progress keeps only its latest line between two prints.
    void push(std::string line, bool latest_only) {
        std::lock_guard<std::mutex> lock(mutex_);
        if (latest_only) latest_ = std::move(line);
        else lines_.push_back(std::move(line));
    }
    std::mutex mutex_;
    std::deque<std::string> lines_;
    std::string latest_;
};

}  // namespace

// [[Rcpp::export]]
Rcpp::CharacterVector cpp_problems(Rcpp::List x) {
    std::vector<std::string> problems;
    puzzle_from(x, problems);
    return Rcpp::wrap(problems);
}

namespace {

// The table's options (nono/solve_options.hpp) that `given` names, each by its key and read
// by its kind: a number within its row's range (Inf is 0, no limit), a line solver's name; an
// R error with the table's message otherwise.
void read_option(const Rcpp::List& given, const char* key, bool& target) {
    target = Rcpp::as<bool>(given[key]);
}
void read_option(const Rcpp::List& given, const char* key, std::string& target) {
    target = Rcpp::as<std::string>(given[key]);
    if (std::string message = find_solve_option(key)->value_error(key, target); !message.empty())
        Rcpp::stop(message);
}
template <class Number>
void read_option(const Rcpp::List& given, const char* key, Number& target) {
    double value = Rcpp::as<double>(given[key]);
    if (std::isinf(value) && value > 0) value = 0;
    if (std::string message = find_solve_option(key)->value_error(key, value); !message.empty())
        Rcpp::stop(message);
    target = static_cast<Number>(value);
}

SolveOptions options_from(const Rcpp::List& given) {
    SolveOptions options;
#define NONO_R_OPTION(type, field, key, value, kind, low, high, server, flag, metavar, readers, scope, help) \
    if (given.containsElementNamed(key) && !Rf_isNull(given[key])) read_option(given, key, options.field);
    NONO_SOLVE_OPTIONS(NONO_R_OPTION)
#undef NONO_R_OPTION
    return options;
}

}  // namespace

// [[Rcpp::export]]
Rcpp::List cpp_solve(Rcpp::List x, std::string algorithm, Rcpp::List options_given, bool verbose) {
    const Puzzle puzzle = valid_puzzle_from(x);
    const std::unique_ptr<Strategy> strategy = binding::make_named_strategy(algorithm);
    SolveOptions options = options_from(options_given);
    std::atomic<bool> stop{false};
    options.interrupt = &stop;
    ProgressPrinter printer;
    bool interrupted = false;
    const SolveResult result = binding::run_interruptible(
        [&] { return nono::solve(*strategy, puzzle, options, verbose ? &printer : nullptr); }, stop,
        [&] {
            if (verbose) printer.print();
            if (!interrupted && nono::r::check_interrupt_now()) interrupted = true;
            return interrupted;
        });
    if (interrupted) throw Rcpp::internal::InterruptedException();
    Rcpp::List solutions;
    for (const Grid& grid : result.solutions) solutions.push_back(matrix_from(grid));
    return Rcpp::List::create(
        Rcpp::Named("verdict") = std::string(verdict_name(result.verdict)),
        Rcpp::Named("verdict_text") = verdict_text(result),
        Rcpp::Named("stop") = std::string(stop_reason_name(result.stop)),
        Rcpp::Named("limited") = result.limited(),
        Rcpp::Named("solution_count") = static_cast<double>(result.solution_count),
        Rcpp::Named("solutions") = solutions,
        Rcpp::Named("deduced") = matrix_from(result.deduced),
        Rcpp::Named("message") = result.message,
        Rcpp::Named("stats") = stats_vector(result.stats));
}

// `puzzle =` of read_nonogram and parse_nonogram: a position (0 = none) or a webpbn <id>; the
// reader's message for a file holding several names it and read_all_nonograms.
ReadOptions read_options(int position, const std::string& id) {
    ReadOptions options;
    options.position = position;
    options.puzzle = id;
    options.how_to_choose =
        "with puzzle = N (its position) or puzzle = \"ID\" (its <id>), or read every one with read_all_nonograms()";
    return options;
}

// [[Rcpp::export]]
Rcpp::List cpp_read(std::string path, std::string format, int position, std::string id) {
    try {
        return Rcpp::List::create(Rcpp::Named("puzzle") = puzzle_to_list(
                                      read_puzzle(path, format_from(format), nullptr, read_options(position, id))));
    } catch (const InputError& error) {
        return Rcpp::List::create(Rcpp::Named("error") = input_error(error));
    }
}

// [[Rcpp::export]]
Rcpp::List cpp_read_all(std::string path, std::string format) {
    try {
        Rcpp::List puzzles;
        for (const Puzzle& puzzle : read_puzzles(path, format_from(format))) puzzles.push_back(puzzle_to_list(puzzle));
        return Rcpp::List::create(Rcpp::Named("puzzles") = puzzles);
    } catch (const InputError& error) {
        return Rcpp::List::create(Rcpp::Named("error") = input_error(error));
    }
}

// [[Rcpp::export]]
Rcpp::List cpp_parse(std::string text, std::string format, std::string source, int position, std::string id) {
    try {
        const std::optional<Format> chosen = format_from(format);
        return Rcpp::List::create(Rcpp::Named("puzzle") = puzzle_to_list(parse_puzzle(
                                      text, chosen ? *chosen : detect_format(text, source), source, nullptr,
                                      read_options(position, id))));
    } catch (const InputError& error) {
        return Rcpp::List::create(Rcpp::Named("error") = input_error(error));
    }
}

// [[Rcpp::export]]
Rcpp::List cpp_write(Rcpp::List x, std::string path, std::string format) {
    std::optional<Format> chosen = format_from(format);
    if (!chosen) chosen = format_from_path(path);
    if (!chosen)
        Rcpp::stop("cannot tell the format of '" + path +
                   "' from its extension; give format = one of " + format_list());
    try {
        const std::string written = write_puzzle(valid_puzzle_from(x), *chosen);
        // Bytes (a PNG) cannot be an R string: they go back as a raw vector.
        if (format_info(*chosen).binary)
            return Rcpp::List::create(Rcpp::Named("raw") = Rcpp::RawVector(written.begin(), written.end()));
        return Rcpp::List::create(Rcpp::Named("text") = written);
    } catch (const InputError& error) {
        return Rcpp::List::create(Rcpp::Named("error") = input_error(error));
    }
}

// The format table: one row per format nono reads and writes.
// [[Rcpp::export]]
Rcpp::List cpp_formats() {
    Rcpp::CharacterVector names, extensions, descriptions;
    Rcpp::LogicalVector pictures;
    for (const FormatInfo& info : puzzle_formats()) {
        names.push_back(std::string(info.name));
        std::string joined;
        for (std::string_view extension : info.extensions) joined += (joined.empty() ? "" : " ") + std::string(extension);
        extensions.push_back(joined);
        descriptions.push_back(std::string(info.description));
        pictures.push_back(info.picture);
    }
    return Rcpp::List::create(Rcpp::Named("name") = names, Rcpp::Named("extensions") = extensions,
                              Rcpp::Named("description") = descriptions, Rcpp::Named("picture") = pictures);
}

// A plain list (name, summary, exact): R makes the data frame only when a user asks, since
// every solve() looks the names up.
// [[Rcpp::export]]
Rcpp::List cpp_algorithms() {
    Rcpp::CharacterVector names, summaries;
    Rcpp::LogicalVector exact;
    for (const StrategyInfo& info : strategies()) {
        names.push_back(std::string(info.name));
        summaries.push_back(std::string(info.summary));
        exact.push_back(info.exact);
    }
    return Rcpp::List::create(Rcpp::Named("name") = names, Rcpp::Named("summary") = summaries,
                              Rcpp::Named("exact") = exact);
}

// The option table: name (the argument), default, type, kind, low, high, read_by, help.
// [[Rcpp::export]]
Rcpp::List cpp_solve_options() {
    Rcpp::CharacterVector names, defaults, types, kinds, readers, helps;
    Rcpp::NumericVector lows, highs;
    for (const SolveOptionInfo& info : solve_options()) {
        names.push_back(std::string(info.key));
        defaults.push_back(info.default_text);
        types.push_back(std::string(info.type));
        kinds.push_back(std::string(option_kind_name(info.kind)));
        lows.push_back(info.low);
        highs.push_back(info.high);
        readers.push_back(info.readers.empty() ? std::string("all") : std::string(info.readers));
        helps.push_back(std::string(info.help));
    }
    return Rcpp::List::create(Rcpp::Named("name") = names, Rcpp::Named("default") = defaults,
                              Rcpp::Named("type") = types, Rcpp::Named("kind") = kinds,
                              Rcpp::Named("low") = lows, Rcpp::Named("high") = highs, Rcpp::Named("read_by") = readers,
                              Rcpp::Named("help") = helps);
}

// [[Rcpp::export]]
Rcpp::CharacterVector cpp_stats_descriptions() {
    Rcpp::CharacterVector out;
    Rcpp::CharacterVector names;
#define NONO_STAT_DESCRIPTION(field, description) \
    out.push_back(description);                   \
    names.push_back(#field);
    NONO_SOLVE_STATS(NONO_STAT_DESCRIPTION)
#undef NONO_STAT_DESCRIPTION
    out.push_back("wall time of the solve");
    names.push_back("seconds");
    out.attr("names") = names;
    return out;
}
