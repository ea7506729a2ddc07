// nonogrid's colours in its TOML format (toml_colours.cpp): a def "NAME = (COLOUR) C" read as
// nonogrid's parser.rs reads it, the palette a file's defs and blocks make (nonogrid's white
// background "W" and black "B" built in), and the names nono writes the colours under.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "formats.hpp"

namespace nono::io::toml {

// nonogrid's built-in colours: the white background and the black of blocks without a colour.
inline const Colour kWhite{"W", 0xffffff, '.'};
inline const Colour kBlack{"B", 0x000000, 'X'};

// A name nonogrid can read after a block's length: no blank, separator, comment or quote,
// not starting with a digit.
bool usable_colour_name(std::string_view name);

// One def with the line it is on. read_def: the def's text, an InputError at `line` when it
// is malformed; a colour name nono does not know is black, as in nonogrid, with a warning.
struct Def {
    Colour colour;
    int line = 0;
};
Def read_def(std::string_view text, const std::string& source, int line, std::vector<InputWarning>* warnings);

// The palette: the background (the def named `background`, else nonogrid's white or a def
// "W" describing it), nonogrid's black when `black_used` and no def describes it, then the
// other defs in their order. Each checked as DeclaredPalette checks them.
DeclaredPalette palette(const std::vector<Def>& defs, const std::string& background, int background_line,
                        bool black_used, const std::string& source);

// The names a file gives the palette's colours: a colour's own name when nonogrid can read it
// after a length (and it is not "W" for a block colour), else one made from it.
std::vector<std::string> file_names(const std::vector<Colour>& palette);

}  // namespace nono::io::toml
