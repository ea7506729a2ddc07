// The rows of NONO_SOLVE_OPTIONS as data, for the edges that list or read options by name
// (the CLI, `nono algorithms`, the server, the bindings). See nono/solve_options.hpp.
#include <charconv>
#include <cstdio>
#include <type_traits>
#include <vector>

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

std::vector<SolveOptionInfo> make_table() {
    const SolveOptions defaults;
    std::vector<SolveOptionInfo> table;
#define NONO_SOLVE_OPTION_INFO(type, field, key, value, flag, metavar, readers, scope, help) \
    table.push_back({#field, key, flag, metavar, readers, #scope, help,                      \
                     type_of<type>(), text_of<type>(defaults.field)});
    NONO_SOLVE_OPTIONS(NONO_SOLVE_OPTION_INFO)
#undef NONO_SOLVE_OPTION_INFO
    return table;
}

}  // namespace

bool SolveOptionInfo::read_by(std::string_view strategy) const {
    if (readers.empty()) return true;
    std::string_view rest = readers;
    while (!rest.empty()) {
        const std::size_t space = rest.find(' ');
        if (rest.substr(0, space) == strategy) return true;
        rest = space == std::string_view::npos ? std::string_view() : rest.substr(space + 1);
    }
    return false;
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
