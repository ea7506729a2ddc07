// `nono convert IN OUT`: reads and validates a puzzle, then writes it in another format.
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

int run_convert(const ConvertSettings& settings) {
    const Format format = output_format(settings);
    std::vector<InputWarning> warnings;
    const Puzzle puzzle = read_puzzle(resolve_puzzle_path(settings.input), chosen_format(settings.from), &warnings,
                                      ReadOptions{settings.threshold});
    for (const InputWarning& warning : warnings) std::cerr << "nono: " << warning.text() << "\n";
    if (format_info(format).picture && !puzzle.goal)
        throw InputError(display_name(settings.input), 0,
                         "the puzzle has no goal picture to write as " +
                             (format == Format::Grid ? std::string("a grid") : std::string(format_name(format))) +
                             " (only clues); `nono solve -o FILE` writes its solution as one");
    write_output(settings.output, write_puzzle(puzzle, format));
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
    app->footer(exit_codes_help());
    return {app, [settings] { return run_convert(*settings); }};
}

}  // namespace nono::cli
