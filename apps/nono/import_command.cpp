// `nono import IMAGE`: a PNG or JPEG turned into a puzzle of a chosen size (box-averaged cells,
// Otsu's threshold or --threshold, --invert), written in any format nono writes, with the
// verdict a designer needs next: unique? line-solvable? level or rating.
#include <filesystem>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "make_output.hpp"
#include "nono/report.hpp"

namespace nono::cli {

namespace {

struct ImportSettings {
    std::string image;
    std::string size;
    int width = 0;
    int height = 0;
    int threshold = -1;  // -1 = Otsu
    bool invert = false;
    int colours = 2;
    std::string output;
    std::string to_format;
    std::string title;
    bool json = false;
    double timeout_seconds = 10;
};

ImportOptions import_options(const ImportSettings& settings) {
    ImportOptions options;
    if (!settings.size.empty()) {
        if (settings.width || settings.height) throw UsageError("give --size, or --width / --height, not both");
        std::tie(options.width, options.height) = parse_size(settings.size, "--size");
    } else {
        options.width = settings.width;
        options.height = settings.height;
    }
    if (settings.threshold >= 0) options.threshold = settings.threshold;
    options.invert = settings.invert;
    options.colours = settings.colours;
    if (options.colours > 2 && settings.threshold >= 0)
        throw UsageError("--threshold is for black and white; with --colours the colours are found by k-means");
    return options;
}

int run_import(const ImportSettings& settings) {
    const ImportResult imported = import_image(settings.image, import_options(settings));
    if (imported.grid_lines && (imported.line_columns != imported.picture.width() ||
                                imported.line_rows != imported.picture.height()))
        std::cerr << "nono: " << display_name(settings.image) << ": warning: its drawn lines make "
                  << imported.line_columns << "x" << imported.line_rows << " cells; read as "
                  << imported.picture.width() << "x" << imported.picture.height()
                  << " as asked (without --size the lines' count is used)\n";
    const bool colour = !imported.palette.empty();
    // An image of one colour (once averaged into cells) quantizes to a background alone: no
    // colour puzzle holds that (it ended in an internal error, issue 45).
    if (colour && imported.palette.size() < 2)
        throw UsageError(display_name(settings.image) + ": the image has only one colour at " +
                         std::to_string(imported.picture.width()) + "x" + std::to_string(imported.picture.height()) +
                         " cells, so a colour puzzle would have nothing but background; import it in black and "
                         "white (without --colours) or at more cells");

    std::string title = settings.title;
    if (title.empty()) {
        title = std::filesystem::path(settings.image).stem().string();
        if (settings.image == "-") title = "imported";
    }
    const Puzzle puzzle = colour ? puzzle_from_grid(imported.picture, imported.palette, title)
                                 : puzzle_from_grid(imported.picture, title);
    VerdictOptions judge;
    judge.timeout_seconds = settings.timeout_seconds;
    const ImportReport report{display_name(settings.image), imported, puzzle, picture_verdict(puzzle, judge),
                              settings.threshold >= 0, settings.output};
    if (!settings.output.empty()) write_made_puzzle(puzzle, settings.output, settings.to_format);
    if (settings.json)
        write_output("-", json_line(import_object(report)));
    else if (settings.output != "-")
        write_output("-", import_text(report));
    else  // the puzzle went to stdout: the verdict goes beside it
        std::cerr << "nono: " << report.file << ": clues " << picture_verdict_text(report.verdict) << "\n";
    return kExitUnique;
}

}  // namespace

Command add_import_command(CLI::App& parent) {
    auto settings = std::make_shared<ImportSettings>();
    CLI::App* app = parent.add_subcommand("import", "Turn a PNG or JPEG image into a puzzle, and say how good its clues are");
    app->add_option("IMAGE", settings->image, "PNG or JPEG file ('-' = standard input)")->required();
    app->add_option("--size", settings->size,
                    "Puzzle size WIDTHxHEIGHT (cells; default: counted from the image's drawn grid lines)");
    app->add_option("--width", settings->width, "Width in cells; the height keeps the image's aspect ratio")
        ->check(CLI::Range(1, kMaxSide));
    app->add_option("--height", settings->height, "Height in cells; the width keeps the image's aspect ratio")
        ->check(CLI::Range(1, kMaxSide));
    app->add_option("--threshold", settings->threshold,
                    "Grey level (0-256): cells darker than it are filled (default: Otsu's, from the image)")
        ->check(CLI::Range(0, 256));
    app->add_flag("--invert", settings->invert,
                  "Fill the light cells instead of the dark ones (colours: the darkest is the background)");
    app->add_option("--colours,--colors", settings->colours,
                    "Colours, background included: 2 = black and white (threshold); 3.." +
                        std::to_string(kMaxColours) + " = a colour puzzle, colours by k-means")
        ->check(CLI::Range(2, kMaxColours))
        ->capture_default_str();
    app->add_option("-o,--output", settings->output, "Write the puzzle here ('-' = stdout)");
    add_format_option(*app, "--to", settings->to_format, "Format of -o (default: by extension, else non)");
    app->add_option("--title", settings->title, "The puzzle's title (default: the image's name)");
    app->add_flag("--json", settings->json, "Print the report as JSON (schema in docs/making.md)");
    app->add_option("--timeout", settings->timeout_seconds, "Seconds the solver may spend on the verdict")
        ->check(seconds_value())  // CLI::Range let "nan" through: no limit at all
        ->capture_default_str();
    app->footer("Exit codes:\n"
                "   0  imported (whatever the verdict on its clues)\n"
                "   1  an output could not be written\n"
                "   2  bad input or usage: not a PNG or JPEG, damaged, over 100 million pixels, a drawn puzzle\n"
                "      (grid lines with clue numbers: nono scan reads those), no size and no grid lines to\n"
                "      count, a size of 0 or above 1000");
    return {app, [settings] { return run_import(*settings); }};
}

}  // namespace nono::cli
