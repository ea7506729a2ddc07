// The rows of NONO_SOLVE_OPTIONS as data, for the edges that list or read options by name
// (the CLI, `nono algorithms`, the server, the bindings). See nono/solve_options.hpp.
#include <charconv>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <vector>

#include "nono/line_solver.hpp"
#include "nono/strategy.hpp"

namespace nono {

namespace {

template <class T>
std::string_view type_of() {
    if constexpr (std::is_same_v<T, bool>) return "bool";
    else if constexpr (std::is_same_v<T, double>) return "seconds";
    else if constexpr (std::is_same_v<T, std::string>) return "name";
    else return "count";
}

template <class T>
std::string text_of(const T& value) {
    if constexpr (std::is_same_v<T, bool>) return value ? "true" : "false";
    else if constexpr (std::is_same_v<T, std::string>) return value;
    else {
        // As `std::ostream << value` writes it (%g, 6 digits), without building a stream: this
        // table is made in every `nono` process that solves (docs/performance-history.md, start-up).
        char text[32];
        if constexpr (std::is_floating_point_v<T>) {
#ifdef __cpp_lib_to_chars
            return std::string(text, std::to_chars(text, text + sizeof text, value, std::chars_format::general, 6).ptr);
#else  // libc++ 14 (the WebAssembly build's) has no floating-point std::to_chars
            return std::string(text, static_cast<std::size_t>(std::snprintf(text, sizeof text, "%g", value)));
#endif
        } else {
            return std::string(text, std::to_chars(text, text + sizeof text, value).ptr);
        }
    }
}

// A bound or a value in a message: whole numbers in full up to 15 digits (4294967295), else
// as %g (1e+18, 0.5, nan).
std::string number_text(double value) {
    if (value == std::floor(value) && std::fabs(value) < 1e15)
        return text_of(static_cast<long long>(value));
    return text_of(value);
}

std::vector<SolveOptionInfo> make_table() {
    const SolveOptions defaults;
    std::vector<SolveOptionInfo> table;
#define NONO_SOLVE_OPTION_INFO(type, field, key, value, kind, low, high, server, flag, metavar, readers, scope, help) \
    table.push_back({#field, key, flag, metavar, readers, #scope, help, type_of<type>(),       \
                     text_of<type>(defaults.field), OptionKind::kind, low, high, server});
    NONO_SOLVE_OPTIONS(NONO_SOLVE_OPTION_INFO)
#undef NONO_SOLVE_OPTION_INFO
    return table;
}

}  // namespace

std::string_view option_kind_name(OptionKind kind) {
    switch (kind) {
        case OptionKind::Flag: return "flag";
        case OptionKind::Count: return "count";
        case OptionKind::Seconds: return "seconds";
        case OptionKind::Seed: return "seed";
        case OptionKind::LineSolver: return "line-solver";
    }
    return "count";
}

std::string SolveOptionInfo::range_text() const {
    const std::string range = "from " + number_text(low) + " to " + number_text(high);
    switch (kind) {
        case OptionKind::Flag: return "true or false";
        case OptionKind::Count: return "a whole number " + range;
        case OptionKind::Seconds: return "a number of seconds " + range;
        case OptionKind::Seed: return "a seed (a whole number) " + range;
        case OptionKind::LineSolver: {
            std::string names;
            for (const LineSolverInfo& info : line_solvers()) names += (names.empty() ? "" : ", ") + std::string(info.name);
            return "a line solver's name (" + names + ")";
        }
    }
    return "";
}

std::string SolveOptionInfo::value_error(std::string_view name, double value) const {
    const bool whole = kind == OptionKind::Count || kind == OptionKind::Seed;
    const bool number = whole || kind == OptionKind::Seconds;
    // NaN fails every comparison, so it is refused with the rest.
    if (number && value >= low && value <= high && (!whole || value == std::floor(value))) return "";
    if (kind == OptionKind::Flag && (value == 0 || value == 1)) return "";
    return std::string(name) + " must be " + range_text() + " (not " + number_text(value) + ")";
}

std::string SolveOptionInfo::value_error(std::string_view name, std::string_view value) const {
    if (kind == OptionKind::LineSolver && find_line_solver(value)) return "";
    return std::string(name) + " must be " + range_text() + " (not '" + std::string(value) + "')";
}

bool SolveOptionInfo::read_by(std::string_view strategy) const {
    // A name of `readers`, space-separated: found between spaces once both have one around.
    return readers.empty() || (" " + std::string(readers) + " ").find(" " + std::string(strategy) + " ") != std::string::npos;
}

std::span<const SolveOptionInfo> solve_options() {
    static const std::vector<SolveOptionInfo> table = make_table();
    return table;
}

const SolveOptionInfo* find_solve_option(std::string_view key) {
    for (const SolveOptionInfo& info : solve_options())
        if (info.key == key) return &info;
    return nullptr;
}

}  // namespace nono
