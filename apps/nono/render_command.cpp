// `nono render FILE -o OUT`: draws the puzzle (blank, solved, a partial state, or where two
// solutions differ) as PNG, SVG or PDF, or its solution as an XBM / PBM bitmap. The format
// is --format, else OUT's extension. A failed render leaves no half-written file behind.
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <stdexcept>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "module_loader.hpp"
#include "output_file.hpp"
#include "picture_options.hpp"
#include "render_module.hpp"

namespace nono::cli {

namespace {

// The default cell for a drawing; large puzzles get smaller cells (see default_cell).
constexpr double kDefaultCell = 20;

struct RenderSettings {
    PuzzleInput input;
    std::string output;
    std::string format;
    PictureOptions picture;
    double cell = kDefaultCell;
    CLI::Option* cell_option = nullptr;
    double scale = 1;
    bool no_clues = false;
    bool no_title = false;
    bool dark = false;
    std::string ink, paper, fill, shade;
};

CLI::Validator colour_value() {
    return CLI::Validator(
        [](std::string& input) -> std::string {
            if (!parse_rgb(input)) return "'" + input + "' is not a colour (#rrggbb or #rgb)";
            return {};
        },
        "", "colour");
}

bool is_bitmap(ImageFormat format) { return format == ImageFormat::Xbm || format == ImageFormat::Pbm; }

ImageFormat output_format(const RenderSettings& settings) {
    if (!settings.format.empty()) return *image_format_from_name(settings.format);
    if (settings.output == "-")
        throw UsageError("writing to standard output needs --format (png, svg, pdf, xbm, pbm)");
    if (const std::optional<ImageFormat> format = image_format_from_path(settings.output)) return *format;
    throw UsageError("cannot tell the image format from the name " + settings.output +
                     "; use --format (png, svg, pdf, xbm, pbm)");
}

// A 1000 x 1000 puzzle at 20 pixels a cell would be a 20000-pixel-wide PNG that no viewer
// opens comfortably; without --cell, large puzzles get cells small enough for about
// 8000 pixels of grid, but never below 6 (clue numbers need that much to be legible).
double default_cell(const Puzzle& puzzle) {
    const int side = std::max(puzzle.width, puzzle.height);
    return std::clamp(std::floor(8000.0 / side), 6.0, kDefaultCell);
}

RenderOptions render_options(const RenderSettings& settings, const Puzzle& puzzle, ImageFormat format) {
    RenderOptions options;
    if (settings.dark) options = dark_theme(options);
    if (!settings.ink.empty()) options.ink = *parse_rgb(settings.ink);
    if (!settings.paper.empty()) options.paper = *parse_rgb(settings.paper);
    if (!settings.fill.empty()) options.fill = *parse_rgb(settings.fill);
    if (!settings.shade.empty()) options.shade = *parse_rgb(settings.shade);
    const bool cell_given = settings.cell_option->count() > 0;
    options.cell = cell_given ? settings.cell : default_cell(puzzle);
    options.scale = settings.scale;
    options.clues = !settings.no_clues;
    options.title = !settings.no_title;
    if (is_bitmap(format) && cell_given) {
        if (settings.cell != std::floor(settings.cell) || settings.cell > 100)
            throw UsageError("--cell for a bitmap is whole pixels per cell, 1 to 100");
        options.bitmap_cell = static_cast<int>(settings.cell);
    }
    if (settings.output != "-") options.bitmap_name = std::filesystem::path(settings.output).stem().string();
    return options;
}

using DrawEntry = decltype(&nono_render_draw);

void write_image(DrawEntry entry, const RenderSettings& settings, const Puzzle& puzzle, const RenderContent& content,
                 ImageFormat format, const RenderOptions& options) {
    // Drawn into a temporary that replaces the output only once complete: a failed or
    // interrupted drawing leaves what was there before.
    OutputFile file(settings.output);
    try {
        draw_through(entry, {&puzzle, &content, format, &options, &file.stream()});
    } catch (const std::runtime_error&) {
        // cairo reports a failed write as its own error: it is the output's (exit 1, named).
        if (!file.stream()) file.commit();
        throw;
    }
    file.commit();
}

int run_render(const RenderSettings& settings) {
    const ImageFormat format = output_format(settings);
    if (settings.output == "-" && ::isatty(STDOUT_FILENO) && (format == ImageFormat::Png || format == ImageFormat::Pdf))
        throw UsageError("not writing a binary image to the terminal; use -o FILE or a pipe");
    PictureOptions picture = settings.picture;
    if (is_bitmap(format)) {
        if (picture.blank)
            throw UsageError(std::string(image_format_name(format)) +
                             " draws only cells: a blank puzzle would be an empty bitmap");
        if (picture.blank_chosen()) picture.solution = true;  // what a bitmap is for
    }
    const Puzzle puzzle = settings.input.read();
    const PictureContent chosen = picture_content(picture, puzzle, display_name(settings.input.file));
    if (!chosen.content) return chosen.exit_code;
    const RenderOptions options = render_options(settings, puzzle, format);
    const auto entry = reinterpret_cast<DrawEntry>(load_module_entry(kRenderModuleFile, kRenderEntryName, "drawing"));
    if (!entry) return kExitFailure;
    try {
        write_image(entry, settings, puzzle, *chosen.content, format, options);
    } catch (const std::invalid_argument& error) {
        throw UsageError(error.what());  // sizes and options the renderer cannot honour
    }
    return chosen.exit_code;
}

}  // namespace

Command add_render_command(CLI::App& parent) {
    auto settings = std::make_shared<RenderSettings>();
    CLI::App* app = parent.add_subcommand(
        "render", "Draw a puzzle with its clues as PNG, SVG or PDF, or its solution as XBM / PBM");
    settings->input.add_to(*app, "--from");
    app->add_option("-o,--output", settings->output,
                    "Image to write ('-' = standard output, needs --format)")
        ->type_name("OUT")
        ->required();
    app->add_option("--format", settings->format,
                    "Image format (default: by OUT's extension): png, svg, pdf, or xbm / pbm "
                    "for the solution as a bitmap")
        ->check(CLI::IsMember(image_format_names(), CLI::ignore_case))
        ->type_name("FORMAT");
    settings->picture.add_to(*app, true);
    settings->cell_option =
        app->add_option("--cell", settings->cell,
                        "Cell side in pixels (PNG) or points (PDF, SVG); default 20, smaller for "
                        "puzzles over 400 cells a side; for xbm / pbm, pixels per cell (default 1)")
            ->check(CLI::Range(1.0, 1000.0))
            ->type_name("SIZE");
    app->add_option("--scale", settings->scale,
                    "Multiply the whole picture (cells, lines, text, margins), e.g. 2 for a "
                    "high-density screen")
        ->check(CLI::Range(0.01, 100.0))
        ->type_name("FACTOR")
        ->capture_default_str();
    app->add_flag("--no-clues", settings->no_clues, "Draw the grid without the clue numbers");
    app->add_flag("--no-title", settings->no_title, "Leave out the puzzle's title");
    app->add_flag("--dark", settings->dark, "Light lines and cells on a dark page");
    app->add_option("--ink", settings->ink, "Colour of lines, numbers and dots (#rrggbb)")
        ->check(colour_value())
        ->type_name("COLOUR");
    app->add_option("--paper", settings->paper, "Background colour (#rrggbb)")
        ->check(colour_value())
        ->type_name("COLOUR");
    app->add_option("--fill", settings->fill, "Colour of filled cells (#rrggbb)")
        ->check(colour_value())
        ->type_name("COLOUR");
    app->add_option("--shade", settings->shade, "Colour of the cells --diff shades (#rrggbb)")
        ->check(colour_value())
        ->type_name("COLOUR");
    app->footer(exit_codes_footer(
        {{kExitUnique, "the picture was written (also when the puzzle has several solutions: the first\n"
                       "is drawn and a note goes to stderr)"},
         {kExitNone, "--solution / --diff: the puzzle has no solution; nothing written"},
         {kExitUndecided, "--solution / --diff: a --timeout or --max-nodes limit stopped the search before\n"
                          "a solution was found; nothing written"},
         {kExitBadInput, "bad input or usage (unreadable file, bad option, a PNG too large)"},
         {kExitFailure, "other failure (e.g. the image cannot be written)"}}));
    return {app, [settings] { return run_render(*settings); }};
}

}  // namespace nono::cli
