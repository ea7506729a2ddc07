// Asking the terminal about itself. NO_COLOR (no-color.org) and TERM=dumb are the usual ways
// users turn colour off; COLUMNS is what shells export when the ioctl is not available.
#include "terminal.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <string>

namespace nono::cli {

bool stdout_is_terminal() { return ::isatty(STDOUT_FILENO) == 1; }

int terminal_columns() {
    if (!stdout_is_terminal()) return 0;
    winsize size{};
    if (::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
    if (const char* columns = std::getenv("COLUMNS")) {
        const int value = std::atoi(columns);
        if (value > 0) return value;
    }
    return 80;
}

TerminalOptions terminal_options(bool plain, ColourChoice colour) {
    const bool terminal = stdout_is_terminal();
    TerminalOptions options;
    options.unicode = !plain && (terminal || colour == ColourChoice::Always);
    const char* no_colour = std::getenv("NO_COLOR");
    const char* term = std::getenv("TERM");
    const bool colour_off = (no_colour && *no_colour) || (term && std::strcmp(term, "dumb") == 0);
    options.color = options.unicode &&
                    (colour == ColourChoice::Always || (colour == ColourChoice::Auto && terminal && !colour_off));
    return options;
}

std::optional<std::string> terminal_picture(const Puzzle& puzzle, const Grid& solution) {
    if (!stdout_is_terminal()) return std::nullopt;
    const TerminalOptions options = terminal_options(false, ColourChoice::Auto);
    if (terminal_view_width(puzzle, options) > terminal_columns()) return std::nullopt;
    return terminal_view(puzzle, solution, options);
}

std::string solution_text(const Puzzle& puzzle, const Grid& solution, const GridStyle& style,
                          bool plain) {
    const GridStyle usual;
    const bool chosen_characters = style.filled != usual.filled || style.empty != usual.empty;
    if (is_colour_puzzle(puzzle)) {  // the terminal view draws black and white only, so far
        GridStyle coloured = style;
        coloured.colours = palette_chars(puzzle);
        return write_grid(solution, coloured);
    }
    if (!plain && !chosen_characters)
        if (std::optional<std::string> picture = terminal_picture(puzzle, solution)) return *picture;
    return write_grid(solution, style);
}

}  // namespace nono::cli
