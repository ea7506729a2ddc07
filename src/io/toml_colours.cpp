// nonogrid's colours (see toml_colours.hpp): defs as its parser.rs reads them, with a located
// error for each malformed one, and the palette they and the blocks make.
#include "toml_colours.hpp"

#include <algorithm>
#include <cctype>

namespace nono::io::toml {
namespace {

// nonogrid's order: a hex code (3 or 6 digits, '#' optional), then a triplet "0, 255, 0",
// then a name (unknown names are black).
std::uint32_t colour_value(std::string_view value, const std::string& name, const std::string& source, int line,
                           std::vector<InputWarning>* warnings) {
    const std::string_view hex = !value.empty() && value.front() == '#' ? value.substr(1) : value;
    if (hex.size() == 3 || hex.size() == 6)
        if (const auto rgb = hex_rgb_value(hex)) return *rgb;
    std::vector<std::string_view> parts;
    for (std::size_t at = 0; at <= value.size();) {
        const std::size_t comma = std::min(value.find(',', at), value.size());
        parts.push_back(trim(value.substr(at, comma - at)));
        at = comma + 1;
    }
    if (parts.size() == 3) {
        std::uint32_t rgb = 0;
        bool bytes = true;
        for (std::string_view part : parts) {
            int component = -1;
            if (!part.empty() && part.size() <= 3 &&
                std::all_of(part.begin(), part.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
                component = std::stoi(std::string(part));
            bytes = bytes && component >= 0 && component <= 255;
            rgb = rgb * 256 + static_cast<std::uint32_t>(std::max(component, 0));
        }
        if (bytes) return rgb;
    }
    if (const auto rgb = named_rgb(value)) return *rgb;
    if (warnings)
        warnings->push_back({source, line,
                             "colour '" + name + "': '" + std::string(value) +
                                 "' is no colour name nono knows (CSS names, #rrggbb, or R, G, B); drawn black, as nonogrid does"});
    return 0x000000;
}

}  // namespace

bool usable_colour_name(std::string_view name) {
    if (name.empty() || std::isdigit(static_cast<unsigned char>(name.front()))) return false;
    for (char c : name)
        if (c == ' ' || c == '\t' || c == ',' || c == '#' || c == ';' || c == '\'' || c == '"' || c == '=' ||
            static_cast<unsigned char>(c) < 0x20)
            return false;
    return true;
}

Def read_def(std::string_view text, const std::string& source, int line, std::vector<InputWarning>* warnings) {
    const auto fail = [&](const std::string& problem) { return InputError(source, line, problem); };
    text = trim(text);
    const std::size_t equals = text.find('=');
    if (equals == std::string_view::npos || text.find('=', equals + 1) != std::string_view::npos)
        throw fail("malformed colour definition '" + std::string(text) +
                   "' (expected \"NAME = (COLOUR) C\", like \"r = (red) %\")");
    Colour colour;
    colour.name = std::string(trim(text.substr(0, equals)));
    if (!usable_colour_name(colour.name))
        throw fail("the colour name '" + colour.name +
                   "' cannot follow a block's length (a name starts with a letter and has no blank, ',', '#', ';', quote or '=')");
    std::string_view value = trim(text.substr(equals + 1));
    if (value.size() < 2) throw fail("colour '" + colour.name + "': expected \"(COLOUR) C\" after '=', like \"(red) %\"");
    colour.symbol = value.back();
    value = trim(value.substr(0, value.size() - 1));
    const bool opened = !value.empty() && value.front() == '(', closed = !value.empty() && value.back() == ')';
    if (opened != closed)
        throw fail("colour '" + colour.name + "': the colour is not closed with ')' before the character, as in \"(red) %\"");
    while (!value.empty() && (value.front() == '(' || value.back() == ')')) {  // as nonogrid's trim_matches
        if (value.front() == '(') value.remove_prefix(1);
        if (!value.empty() && value.back() == ')') value.remove_suffix(1);
    }
    value = trim(value);
    if (value.empty()) throw fail("colour '" + colour.name + "' names no colour in its parentheses");
    colour.rgb = colour_value(value, colour.name, source, line, warnings);
    return {colour, line};
}

DeclaredPalette palette(const std::vector<Def>& defs, const std::string& background, int background_line,
                        bool black_used, const std::string& source) {
    DeclaredPalette palette(source);
    const auto named = [&](const std::string& name) {
        return std::find_if(defs.begin(), defs.end(), [&](const Def& def) { return def.colour.name == name; });
    };
    const auto background_def = named(background);
    if (background_def != defs.end()) palette.add(background_def->colour, background_def->line);
    else palette.add(kWhite, background_line);
    if (black_used && named(kBlack.name) == defs.end() && background != kBlack.name) {
        // On 'X' unless a def draws with it: then the first character nothing uses.
        Colour black = kBlack;
        DeclaredPalette taken(source);
        for (const Def& def : defs) taken.colours.push_back(def.colour);
        taken.colours.push_back(palette.colours.front());
        if (taken.find(black.symbol) >= 0) black.symbol = taken.free_symbol();
        palette.add(black, 0);
    }
    for (const Def& def : defs) {
        if (def.colour.name == background) continue;
        if (def.colour.name == kWhite.name)
            throw InputError(source, def.line,
                             "'W' is nonogrid's white background and cannot be a block colour here (the background is '" +
                                 background + "'); rename this colour");
        palette.add(def.colour, def.line);
    }
    return palette;
}

std::vector<std::string> file_names(const std::vector<Colour>& palette) {
    std::vector<std::string> names;
    for (std::size_t i = 0; i < palette.size(); ++i) {
        std::string name = palette[i].name;
        if (!usable_colour_name(name)) {
            for (char& c : name)
                if (!usable_colour_name(std::string(1, c))) c = '_';
            if (name.empty() || std::isdigit(static_cast<unsigned char>(name.front()))) name = "c" + name;
        }
        const auto taken = [&](const std::string& candidate) {
            return std::find(names.begin(), names.end(), candidate) != names.end() || (i > 0 && candidate == kWhite.name);
        };
        const std::string base = name;
        for (int n = 2; taken(name); ++n) name = base + "_" + std::to_string(n);
        names.push_back(name);
    }
    return names;
}

}  // namespace nono::io::toml
