// Free text from puzzle files (titles, authors, notes) is data, not markup or terminal
// commands: these make it safe for an output. Invalid UTF-8 and characters no output should
// carry become U+FFFD, so bad input is shown, never an error or an escape sequence.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace nono {

// Valid UTF-8: each invalid byte (or overlong form, surrogate, value beyond U+10FFFF) becomes
// U+FFFD; everything else is kept as it is.
std::string valid_utf8(std::string_view text);

// One line of text for a terminal, a drawing or a message: valid UTF-8 in which control
// characters (C0 but tab, DEL, C1: the escape sequences that clear a screen or set a window
// title) and the noncharacters U+FFFE and U+FFFF become U+FFFD and a tab a space; more than
// `max_chars` characters are clipped, ending in "…".
std::string printable_text(std::string_view text, std::size_t max_chars = 200);

// Appends `code` (at most U+10FFFF) as UTF-8, for readers that decode character references
// and escapes (.non's &#...;, TOML's \u); checking which code points a format allows is theirs.
void append_utf8(std::string& out, char32_t code);

}  // namespace nono
