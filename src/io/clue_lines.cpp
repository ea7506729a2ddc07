// One line of a clue list, shared by the formats that are nothing but clue lines (.nin, .mk,
// .cwd, Olšák's .g, nonogrid's TOML): numbers separated by blanks or commas.
#include "formats.hpp"

namespace nono::io {

Clue parse_clue_line(std::string_view text, const std::string& what, const std::string& source,
                     int line) {
    Clue clue;
    for (const ClueToken& token : parse_clue_tokens(text, what, source, line)) {
        if (!token.colour.empty())
            throw InputError(source, line,
                             what + " has the coloured block '" + std::to_string(token.length) +
                                 std::string(token.colour) + "', and this format has no colours (" +
                                 colour_format_list() + " hold colour puzzles)");
        clue.push_back(token.length);
    }
    return clue;
}

std::string clue_line(const Clue& clue, char separator, bool zero_for_empty) {
    if (clue.empty()) return zero_for_empty ? "0" : "";
    std::string out;
    for (std::size_t i = 0; i < clue.size(); ++i) {
        if (i) out += separator;
        out += std::to_string(clue[i]);
    }
    return out;
}

void check_picture_size(long long width, long long height, const std::string& source, int line) {
    if (width < 1 || height < 1 || width > kMaxSide || height > kMaxSide)
        throw InputError(source, line,
                         "the picture is " + std::to_string(width) + "x" + std::to_string(height) +
                             " pixels; nono reads pictures of 1 to " + std::to_string(kMaxSide) +
                             " pixels a side (the size limit kMaxSide, one pixel per cell)");
}

Puzzle puzzle_from_picture(const Grid& picture) { return puzzle_from_grid(picture); }

}  // namespace nono::io
