// Shared output of the puzzle-making commands (make_output.hpp).
#include "make_output.hpp"

#include "commands.hpp"
#include "module_loader.hpp"
#include "output_file.hpp"
#include "render_module.hpp"

namespace nono::cli {

Format output_puzzle_format(const std::string& name, const std::string& path, bool colour) {
    if (const std::optional<Format> chosen = chosen_format(name)) return *chosen;
    if (path != "-")
        if (const std::optional<Format> by_path = format_from_path(path)) return *by_path;
    return colour ? Format::Xml : Format::Non;
}

void write_made_puzzle(const Puzzle& puzzle, const std::string& path, const std::string& format_name) {
    write_output(path, puzzles_text_for(path, {puzzle}, output_puzzle_format(format_name, path, is_colour_puzzle(puzzle))));
}

void write_marked_picture(const std::string& path, const Puzzle& puzzle, const std::vector<PictureChange>& changes) {
    const std::optional<ImageFormat> format = image_format_from_path(path);
    if (!format || (*format != ImageFormat::Png && *format != ImageFormat::Svg && *format != ImageFormat::Pdf))
        throw UsageError("--picture " + path + ": name a .png, .svg or .pdf file");
    using DrawEntry = decltype(&nono_render_draw);
    const auto entry = reinterpret_cast<DrawEntry>(load_module_entry(kRenderModuleFile, kRenderEntryName, "drawing"));
    if (!entry) throw OutputError("cannot draw " + path + " without the drawing module");
    RenderContent content;
    content.cells = puzzle.goal;
    content.shaded.assign(static_cast<std::size_t>(puzzle.width) * static_cast<std::size_t>(puzzle.height), false);
    for (const PictureChange& change : changes)
        content.shaded[static_cast<std::size_t>(change.row) * puzzle.width + change.column] = true;
    RenderOptions options;
    // Drawn into a temporary that replaces the file only once complete, as every writer does:
    // an interrupted or failed drawing leaves what was there before.
    OutputFile file(path);
    try {
        draw_through(entry, {&puzzle, &content, *format, &options, &file.stream()});
    } catch (const std::exception& error) {
        if (!file.stream()) file.commit();  // a failed write is the output's error, named as such
        throw OutputError("cannot draw " + path + ": " + error.what());
    }
    file.commit();
}

std::pair<int, int> parse_size(const std::string& text, const std::string& option) {
    const std::size_t x = text.find_first_of("xX");
    auto side = [&](const std::string& part) {
        if (part.empty() || part.size() > 7 || part.find_first_not_of("0123456789") != std::string::npos)
            throw UsageError(option + " " + text + ": give the size as WIDTHxHEIGHT, e.g. 30x20");
        const int value = std::stoi(part);
        if (value < 1 || value > kMaxSide)
            throw UsageError(option + " " + text + ": each side must be 1.." + std::to_string(kMaxSide));
        return value;
    };
    if (x == std::string::npos) throw UsageError(option + " " + text + ": give the size as WIDTHxHEIGHT, e.g. 30x20");
    return {side(text.substr(0, x)), side(text.substr(x + 1))};
}

}  // namespace nono::cli
