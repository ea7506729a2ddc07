// The terminal the tool prints to: whether stdout is one, how wide it is, and whether it
// wants colour, so `nono show` and `nono solve` draw blocks and colour for people and plain
// '#' / '-' text for pipes and files.
#pragma once

#include <optional>
#include <string>

#include "nono/io.hpp"
#include "nono/render.hpp"

namespace nono::cli {

enum class ColourChoice { Auto, Always, Never };

bool stdout_is_terminal();

// Columns of the terminal on stdout (ioctl, else $COLUMNS, else 80); 0 when stdout is not a
// terminal, since a pipe or a file does not wrap.
int terminal_columns();

// The view for these choices: ASCII when --plain or not a terminal (unless colour is forced),
// else blocks, coloured unless --color never, $NO_COLOR or TERM=dumb say otherwise.
TerminalOptions terminal_options(bool plain, ColourChoice colour);

// For `nono solve`: the solution with its clues in blocks and colour when stdout is a
// terminal wide enough for it; nullopt otherwise (the caller prints the plain grid).
std::optional<std::string> terminal_picture(const Puzzle& puzzle, const Grid& solution);

// How `nono solve` prints a solution: the terminal picture when it can (not `plain`, and the
// cell characters not chosen by the user), else the grid text that scripts read.
std::string solution_text(const Puzzle& puzzle, const Grid& solution, const GridStyle& style,
                          bool plain);

}  // namespace nono::cli
