// What the text formats that carry colour share (nonogrid's TOML, Olšák's .g, the grid
// picture): colour names with their RGB values, a palette declared colour by colour with the
// same checks and messages in each, and clue lines whose blocks may carry a colour suffix.
#include <algorithm>
#include <cctype>
#include <utility>

#include "formats.hpp"

namespace nono::io {
namespace {

// The CSS / SVG colour names (https://www.w3.org/TR/css-color-3/), which nonogrid's format
// names and which agree with X11's rgb.txt (Olšák's XPM words) on all but gray, green,
// maroon and purple.
constexpr std::pair<std::string_view, std::uint32_t> kNamedColours[] = {
    {"aliceblue", 0xf0f8ff}, {"antiquewhite", 0xfaebd7}, {"aqua", 0x00ffff}, {"aquamarine", 0x7fffd4},
    {"azure", 0xf0ffff}, {"beige", 0xf5f5dc}, {"bisque", 0xffe4c4}, {"black", 0x000000},
    {"blanchedalmond", 0xffebcd}, {"blue", 0x0000ff}, {"blueviolet", 0x8a2be2}, {"brown", 0xa52a2a},
    {"burlywood", 0xdeb887}, {"cadetblue", 0x5f9ea0}, {"chartreuse", 0x7fff00},
    {"chocolate", 0xd2691e}, {"coral", 0xff7f50}, {"cornflowerblue", 0x6495ed}, {"cornsilk", 0xfff8dc},
    {"crimson", 0xdc143c}, {"cyan", 0x00ffff}, {"darkblue", 0x00008b}, {"darkcyan", 0x008b8b},
    {"darkgoldenrod", 0xb8860b}, {"darkgray", 0xa9a9a9}, {"darkgreen", 0x006400},
    {"darkgrey", 0xa9a9a9}, {"darkkhaki", 0xbdb76b}, {"darkmagenta", 0x8b008b},
    {"darkolivegreen", 0x556b2f}, {"darkorange", 0xff8c00}, {"darkorchid", 0x9932cc},
    {"darkred", 0x8b0000}, {"darksalmon", 0xe9967a}, {"darkseagreen", 0x8fbc8f},
    {"darkslateblue", 0x483d8b}, {"darkslategray", 0x2f4f4f}, {"darkslategrey", 0x2f4f4f},
    {"darkturquoise", 0x00ced1}, {"darkviolet", 0x9400d3}, {"deeppink", 0xff1493},
    {"deepskyblue", 0x00bfff}, {"dimgray", 0x696969}, {"dimgrey", 0x696969}, {"dodgerblue", 0x1e90ff},
    {"firebrick", 0xb22222}, {"floralwhite", 0xfffaf0}, {"forestgreen", 0x228b22},
    {"fuchsia", 0xff00ff}, {"gainsboro", 0xdcdcdc}, {"ghostwhite", 0xf8f8ff}, {"gold", 0xffd700},
    {"goldenrod", 0xdaa520}, {"gray", 0x808080}, {"green", 0x008000}, {"greenyellow", 0xadff2f},
    {"grey", 0x808080}, {"honeydew", 0xf0fff0}, {"hotpink", 0xff69b4}, {"indianred", 0xcd5c5c},
    {"indigo", 0x4b0082}, {"ivory", 0xfffff0}, {"khaki", 0xf0e68c}, {"lavender", 0xe6e6fa},
    {"lavenderblush", 0xfff0f5}, {"lawngreen", 0x7cfc00}, {"lemonchiffon", 0xfffacd},
    {"lightblue", 0xadd8e6}, {"lightcoral", 0xf08080}, {"lightcyan", 0xe0ffff},
    {"lightgoldenrodyellow", 0xfafad2}, {"lightgray", 0xd3d3d3}, {"lightgreen", 0x90ee90},
    {"lightgrey", 0xd3d3d3}, {"lightpink", 0xffb6c1}, {"lightsalmon", 0xffa07a},
    {"lightseagreen", 0x20b2aa}, {"lightskyblue", 0x87cefa}, {"lightslategray", 0x778899},
    {"lightslategrey", 0x778899}, {"lightsteelblue", 0xb0c4de}, {"lightyellow", 0xffffe0},
    {"lime", 0x00ff00}, {"limegreen", 0x32cd32}, {"linen", 0xfaf0e6}, {"magenta", 0xff00ff},
    {"maroon", 0x800000}, {"mediumaquamarine", 0x66cdaa}, {"mediumblue", 0x0000cd},
    {"mediumorchid", 0xba55d3}, {"mediumpurple", 0x9370db}, {"mediumseagreen", 0x3cb371},
    {"mediumslateblue", 0x7b68ee}, {"mediumspringgreen", 0x00fa9a}, {"mediumturquoise", 0x48d1cc},
    {"mediumvioletred", 0xc71585}, {"midnightblue", 0x191970}, {"mintcream", 0xf5fffa},
    {"mistyrose", 0xffe4e1}, {"moccasin", 0xffe4b5}, {"navajowhite", 0xffdead}, {"navy", 0x000080},
    {"oldlace", 0xfdf5e6}, {"olive", 0x808000}, {"olivedrab", 0x6b8e23}, {"orange", 0xffa500},
    {"orangered", 0xff4500}, {"orchid", 0xda70d6}, {"palegoldenrod", 0xeee8aa},
    {"palegreen", 0x98fb98}, {"paleturquoise", 0xafeeee}, {"palevioletred", 0xdb7093},
    {"papayawhip", 0xffefd5}, {"peachpuff", 0xffdab9}, {"peru", 0xcd853f}, {"pink", 0xffc0cb},
    {"plum", 0xdda0dd}, {"powderblue", 0xb0e0e6}, {"purple", 0x800080}, {"red", 0xff0000},
    {"rosybrown", 0xbc8f8f}, {"royalblue", 0x4169e1}, {"saddlebrown", 0x8b4513}, {"salmon", 0xfa8072},
    {"sandybrown", 0xf4a460}, {"seagreen", 0x2e8b57}, {"seashell", 0xfff5ee}, {"sienna", 0xa0522d},
    {"silver", 0xc0c0c0}, {"skyblue", 0x87ceeb}, {"slateblue", 0x6a5acd}, {"slategray", 0x708090},
    {"slategrey", 0x708090}, {"snow", 0xfffafa}, {"springgreen", 0x00ff7f}, {"steelblue", 0x4682b4},
    {"tan", 0xd2b48c}, {"teal", 0x008080}, {"thistle", 0xd8bfd8}, {"tomato", 0xff6347},
    {"turquoise", 0x40e0d0}, {"violet", 0xee82ee}, {"wheat", 0xf5deb3}, {"white", 0xffffff},
    {"whitesmoke", 0xf5f5f5}, {"yellow", 0xffff00}, {"yellowgreen", 0x9acd32},
};

}  // namespace

std::optional<std::uint32_t> named_rgb(std::string_view name) {
    std::string lower;
    for (char c : name)
        if (c != ' ') lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (const auto& [known, rgb] : kNamedColours)
        if (known == lower) return rgb;
    return std::nullopt;
}

std::optional<std::uint32_t> hex_rgb_value(std::string_view text) {
    if (!text.empty() && text.front() == '#') text.remove_prefix(1);
    if (text.size() != 3 && text.size() != 6) return std::nullopt;
    std::uint32_t value = 0;
    for (char c : text) {
        const int digit = std::isdigit(static_cast<unsigned char>(c)) ? c - '0'
                          : std::isxdigit(static_cast<unsigned char>(c))
                              ? std::tolower(static_cast<unsigned char>(c)) - 'a' + 10
                              : -1;
        if (digit < 0) return std::nullopt;
        value = value * 16 + static_cast<std::uint32_t>(digit);
    }
    if (text.size() == 3)  // #rgb is #rrggbb
        value = ((value >> 8) & 15u) * 0x110000u + ((value >> 4) & 15u) * 0x1100u + (value & 15u) * 0x11u;
    return value;
}

std::string rgb_hex(std::uint32_t rgb) {
    static const char digits[] = "0123456789abcdef";
    std::string text = "#";
    for (int shift = 20; shift >= 0; shift -= 4) text += digits[(rgb >> shift) & 15u];
    return text;
}

void warn_if_colour_dropped(const std::vector<Colour>& palette, const std::string& source, int line,
                            std::vector<InputWarning>* warnings) {
    if (warnings == nullptr || palette.size() != 2) return;
    if (palette[0].rgb == 0xffffffu && palette[1].rgb == 0x000000u) return;
    warnings->push_back({source, line,
                         "the palette has one colour besides the background ('" + palette[1].name + "' " +
                             rgb_hex(palette[1].rgb) + " on '" + palette[0].name + "' " + rgb_hex(palette[0].rgb) +
                             "): read as a black-and-white puzzle, so its colours are not kept"});
}

int DeclaredPalette::add(const Colour& colour, int line) {
    if (colour.name.empty()) throw InputError(source_, line, "a colour needs a name");
    if (colour.symbol < '!' || colour.symbol > '~')
        throw InputError(source_, line,
                         "colour '" + colour.name + "': its character must be printable ASCII, not " +
                             describe_char(colour.symbol));
    if (colour.symbol == CellAlphabet::unknown)  // as validation says (check_palette)
        throw InputError(source_, line,
                         "colour '" + colour.name + "': its character cannot be '?', which stands for an unknown cell");
    for (std::size_t i = 0; i < colours.size(); ++i) {
        if (colours[i].name == colour.name)
            throw InputError(source_, line,
                             "colour '" + colour.name + "' is declared twice (first on line " +
                                 std::to_string(lines_[i]) + ")");
        if (colours[i].symbol == colour.symbol)
            throw InputError(source_, line,
                             "colours '" + colours[i].name + "' and '" + colour.name + "' both use the character " +
                                 describe_char(colour.symbol));
    }
    if (static_cast<int>(colours.size()) >= kMaxColours)
        throw InputError(source_, line,
                         "more than " + std::to_string(kMaxColours) +
                             " colours (background included); nono supports at most " + std::to_string(kMaxColours));
    colours.push_back(colour);
    lines_.push_back(line);
    return static_cast<int>(colours.size()) - 1;
}

int DeclaredPalette::find(std::string_view name) const {
    for (std::size_t i = 0; i < colours.size(); ++i)
        if (colours[i].name == name) return static_cast<int>(i);
    return -1;
}

int DeclaredPalette::find(char symbol) const {
    for (std::size_t i = 0; i < colours.size(); ++i)
        if (colours[i].symbol == symbol) return static_cast<int>(i);
    return -1;
}

char DeclaredPalette::free_symbol(std::string_view preferred) const {
    for (std::string_view list : {preferred, std::string_view("XOabcdefghijklmnopqrstuvwyz@%&+=*")})
        for (char c : list)
            if (find(c) < 0) return c;
    return '~';  // unreachable: the lists hold more characters than kMaxColours
}

std::vector<ClueToken> parse_clue_tokens(std::string_view text, const std::string& what,
                                         const std::string& source, int line) {
    std::vector<ClueToken> tokens;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ',' || text[i] == ' ' || text[i] == '\t') {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && text[end] != ',' && text[end] != ' ' && text[end] != '\t') ++end;
        const std::string_view token = text.substr(i, end - i);
        // "3r": the digits, then the colour (a character or a name).
        std::size_t digits = 0;
        while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits]))) ++digits;
        const std::string_view colour = digits > 0 ? token.substr(digits) : std::string_view();
        const int block = parse_count(colour.empty() ? token : token.substr(0, digits), what, source, line);
        if (block > 0) {
            tokens.push_back({block, colour});
        } else if (!colour.empty()) {
            throw InputError(source, line, what + ": the coloured block '" + std::string(token) + "' has length 0");
        } else if (!tokens.empty() || !trim(text.substr(end)).empty()) {
            throw InputError(source, line, what + ": a block of length 0 among others (write 0 alone for an empty line)");
        }
        i = end;
    }
    return tokens;
}

}  // namespace nono::io
