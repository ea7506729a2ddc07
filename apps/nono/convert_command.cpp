// `nono convert IN OUT`: reads and validates a puzzle, then writes it in another format. A
// file holding several puzzles (webpbn XML) converts to one file of a format that holds
// several, or to OUT-1, OUT-2, ... of one that holds one (or --puzzle picks one).
// Every problem is found before OUT is opened, so a failed conversion never leaves a
// half-written or misleading file behind.
#include <memory>

#include <iostream>

#include "commands.hpp"
#include "examples.hpp"
#include "exit_codes.hpp"

namespace nono::cli {

namespace {

struct ConvertSettings {
    std::string input;
    std::string output;
    std::string from;
    std::string to;
    int threshold = ReadOptions{}.threshold;
    std::string puzzle;
};

Format output_format(const ConvertSettings& settings) {
    if (const std::optional<Format> named = chosen_format(settings.to)) return *named;
    if (settings.output == "-")
        throw UsageError("writing to standard output needs --to FORMAT (" + format_list() + ")");
    if (const std::optional<Format> by_extension = format_from_path(settings.output))
        return *by_extension;
    throw UsageError("cannot tell the output format from the name " + settings.output +
                     "; use --to FORMAT (" + format_list() + ")");
}

// OUT with "-N" before its extension: where puzzle N of several goes in a one-puzzle format.
std::string numbered(const std::string& path, std::size_t n) {
    const std::size_t slash = path.find_last_of('/');
    const std::size_t dot = path.find_last_of('.');
    const bool has_extension = dot != std::string::npos && (slash == std::string::npos || dot > slash + 1);
    return has_extension ? path.substr(0, dot) + "-" + std::to_string(n) + path.substr(dot)
                         : path + "-" + std::to_string(n);
}

int run_convert(const ConvertSettings& settings) {
    const Format format = output_format(settings);
    std::vector<InputWarning> warnings;
    const std::vector<Puzzle> puzzles =
        read_puzzles(resolve_puzzle_path(settings.input), chosen_format(settings.from), &warnings,
                     read_options(settings.threshold, settings.puzzle));
    for (const InputWarning& warning : warnings) std::cerr << "nono: " << warning.text() << "\n";
    const FormatInfo& info = format_info(format);
    for (const Puzzle& puzzle : puzzles)
        if (info.picture && !puzzle.goal)
            throw InputError(display_name(settings.input), 0,
                             "the puzzle has no goal picture to write as " +
                                 (format == Format::Grid ? std::string("a grid") : std::string(info.name)) +
                                 " (only clues); `nono solve " + display_name(settings.input) + " -o " +
                                 (settings.output == "-" ? "FILE." + std::string(info.extensions.front()) : settings.output) +
                                 "` writes its solution as one");
    if (puzzles.size() == 1 || info.several) {
        write_output(settings.output, puzzles_text_for(settings.output, puzzles, format));
        return kExitUnique;
    }
    // Several puzzles, a format holding one: OUT-1.ext, OUT-2.ext, ...
    if (settings.output == "-")
        throw UsageError(display_name(settings.input) + " holds " + std::to_string(puzzles.size()) +
                         " puzzles and a " + std::string(info.name) +
                         " file holds one: choose one with --puzzle, or write to a file (OUT-1, OUT-2, ...)");
    std::vector<std::string> texts;  // every puzzle is written only once all have been converted
    for (std::size_t i = 0; i < puzzles.size(); ++i)
        texts.push_back(puzzles_text_for(numbered(settings.output, i + 1), {puzzles[i]}, format));
    for (std::size_t i = 0; i < texts.size(); ++i) write_output(numbered(settings.output, i + 1), texts[i]);
    std::cerr << "nono: wrote " << texts.size() << " files, " << numbered(settings.output, 1) << " to "
              << numbered(settings.output, texts.size()) << "\n";
    return kExitUnique;
}

}  // namespace

Command add_convert_command(CLI::App& parent) {
    auto settings = std::make_shared<ConvertSettings>();
    CLI::App* app =
        parent.add_subcommand("convert", "Rewrite a puzzle in another file format");
    app->add_option("IN", settings->input, "Puzzle to read ('-' = standard input)")
        ->type_name("")
        ->required();
    app->add_option("OUT", settings->output, "File to write ('-' = standard output, needs --to)")
        ->type_name("")
        ->required();
    add_format_option(*app, "--from", settings->from,
                      "Input format (default: by extension, else guessed from the content)");
    add_format_option(*app, "--to", settings->to, "Output format (default: by OUT's extension)");
    add_threshold_option(*app, settings->threshold);
    add_puzzle_option(*app, settings->puzzle);
    footer_for_help(*app, exit_codes_help);
    return {app, [settings] { return run_convert(*settings); }};
}

}  // namespace nono::cli
