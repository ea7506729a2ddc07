// `nono show FILE`: the puzzle in the terminal with its clues: blank, solved, a partial state,
// or what line logic decides. Blocks and colour on a terminal, plain text in a pipe. A puzzle
// wider than the terminal is refused with a message, since wrapped lines are unreadable.
#include <map>
#include <memory>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "picture_options.hpp"
#include "terminal.hpp"
#include "nono/text.hpp"

namespace nono::cli {

namespace {

struct ShowSettings {
    PuzzleInput input;
    PictureOptions picture;
    bool plain = false;
    ColourChoice colour = ColourChoice::Auto;
    bool no_clues = false;
    int width = -1;  // -1 = the terminal's
};

int run_show(const ShowSettings& settings) {
    const Puzzle puzzle = settings.input.read();
    const std::string source = display_name(settings.input.file);
    TerminalOptions options = terminal_options(settings.plain, settings.colour);
    options.clues = !settings.no_clues;
    const int limit = settings.width >= 0 ? settings.width : terminal_columns();
    const int needed = terminal_view_width(puzzle, options);
    if (limit > 0 && needed > limit)
        throw OutputError(source + ": the puzzle needs " + std::to_string(needed) +
                          " columns but the terminal has " + std::to_string(limit) +
                          "; widen it, try --no-clues, or draw it with `nono render`");

    const PictureContent chosen = picture_content(settings.picture, puzzle, source);
    if (!chosen.content) return chosen.exit_code;
    options.dot_empty = chosen.content->dot_empty;
    std::string text;
    if (!puzzle.title.empty())
        text += printable_text(puzzle.title) + " (" + std::to_string(puzzle.width) + "x" + std::to_string(puzzle.height) + ")\n";
    text += terminal_view(puzzle, chosen.content->cells, options);
    write_output("-", text);
    return chosen.exit_code;
}

}  // namespace

Command add_show_command(CLI::App& parent) {
    auto settings = std::make_shared<ShowSettings>();
    CLI::App* app = parent.add_subcommand(
        "show", "Print a puzzle with its clues in the terminal (blank, solved or a state)");
    settings->input.add_to(*app);
    settings->picture.add_to(*app, false);
    app->add_flag("--plain", settings->plain, "Plain '#' / '-' text, no blocks or colour");
    const std::map<std::string, ColourChoice> colours = {
        {"auto", ColourChoice::Auto}, {"always", ColourChoice::Always}, {"never", ColourChoice::Never}};
    app->add_option("--color,--colour", settings->colour,
                    "auto (on a terminal, unless NO_COLOR is set), always, or never")
        ->transform(CLI::CheckedTransformer(colours, CLI::ignore_case))
        ->type_name("WHEN");
    app->add_flag("--no-clues", settings->no_clues, "Only the grid");
    app->add_option("--width", settings->width,
                    "Columns available (default: the terminal's width; 0 = no limit)")
        ->check(CLI::Range(0, 1000000))
        ->type_name("COLUMNS");
    app->footer(exit_codes_footer(
        {{kExitUnique, "shown (also when the puzzle has several solutions: the first is shown and a\n"
                       "note goes to stderr)"},
         {kExitNone, "--solution: the puzzle has no solution"},
         {kExitUndecided, "--solution: a --timeout or --max-nodes limit stopped the search first"},
         {kExitBadInput, "bad input or usage"},
         {kExitFailure, "other failure, e.g. the puzzle is wider than the terminal"}}));
    return {app, [settings] { return run_show(*settings); }};
}

}  // namespace nono::cli
