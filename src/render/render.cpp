// The table of image formats (name, also the file extension) that the format lookups come
// from, and the small helpers of the public render API: colours, the dark theme, the cells
// where two solutions differ. Nothing here draws: draw.cpp does, with cairo, so a program
// that only parses options (the `nono` binary) does not load cairo (apps/nono/render_module.hpp).
#include <algorithm>
#include <array>
#include <cctype>
#include <stdexcept>

#include "nono/render.hpp"

namespace nono {

namespace {

struct FormatEntry {
    ImageFormat format;
    std::string_view name;  // also the file extension
};

constexpr std::array<FormatEntry, 5> kFormats = {{
    {ImageFormat::Png, "png"},
    {ImageFormat::Svg, "svg"},
    {ImageFormat::Pdf, "pdf"},
    {ImageFormat::Xbm, "xbm"},
    {ImageFormat::Pbm, "pbm"},
}};

const FormatEntry& entry_of(ImageFormat format) {
    for (const FormatEntry& entry : kFormats)
        if (entry.format == format) return entry;
    throw std::invalid_argument("unknown image format");
}

std::string lowercase(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

}  // namespace

std::optional<ImageFormat> image_format_from_name(std::string_view name) {
    const std::string lower = lowercase(name);
    for (const FormatEntry& entry : kFormats)
        if (entry.name == lower) return entry.format;
    return std::nullopt;
}

std::optional<ImageFormat> image_format_from_path(std::string_view path) {
    const std::size_t slash = path.find_last_of("/\\");
    const std::string_view file = slash == std::string_view::npos ? path : path.substr(slash + 1);
    const std::size_t dot = file.find_last_of('.');
    if (dot == std::string_view::npos || dot == 0) return std::nullopt;
    return image_format_from_name(file.substr(dot + 1));
}

std::string_view image_format_name(ImageFormat format) { return entry_of(format).name; }

std::vector<std::string> image_format_names() {
    std::vector<std::string> names;
    for (const FormatEntry& entry : kFormats) names.emplace_back(entry.name);
    return names;
}

std::optional<Rgb> parse_rgb(std::string_view text) {
    if (!text.empty() && text.front() == '#') text.remove_prefix(1);
    if (text.size() != 3 && text.size() != 6) return std::nullopt;
    std::array<int, 6> digits{};
    for (std::size_t i = 0; i < text.size(); ++i)
        if ((digits[i] = hex_digit(text[i])) < 0) return std::nullopt;
    auto channel = [&](int i) {
        return static_cast<std::uint8_t>(text.size() == 3 ? digits[i] * 17 : digits[2 * i] * 16 + digits[2 * i + 1]);
    };
    return Rgb{channel(0), channel(1), channel(2)};
}

RenderOptions dark_theme(RenderOptions options) {
    options.ink = {0xe8, 0xe8, 0xe8};
    options.paper = {0x1e, 0x1e, 0x24};
    options.fill = {0xf2, 0xf2, 0xf2};
    options.shade = {0xff, 0x6b, 0x5a};
    return options;
}

std::vector<bool> differing_cells(const Grid& first, const Grid& second) {
    if (first.width() != second.width() || first.height() != second.height())
        throw std::invalid_argument("cannot compare grids of different sizes");
    std::vector<bool> differ(first.cells().size());
    for (std::size_t i = 0; i < differ.size(); ++i) differ[i] = first.cells()[i] != second.cells()[i];
    return differ;
}

}  // namespace nono
