// One line of a clue list, shared by the formats that are nothing but clue lines (.nin, .mk,
// .cwd, Olšák's .g, nonogrid's TOML): numbers separated by blanks or commas.
#include <cctype>

#include "formats.hpp"

namespace nono::io {

Clue parse_clue_line(std::string_view text, const std::string& what, const std::string& source,
                     int line) {
    Clue clue;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ',' || text[i] == ' ' || text[i] == '\t') {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && text[end] != ',' && text[end] != ' ' && text[end] != '\t') ++end;
        const std::string_view token = text.substr(i, end - i);
        if (token.size() > 1 && std::isdigit(static_cast<unsigned char>(token.front())) &&
            std::isalpha(static_cast<unsigned char>(token.back())))
            throw InputError(source, line, "colour puzzles are not supported yet (" + what +
                                               " has the coloured block '" + std::string(token) + "')");
        const int block = parse_count(token, what, source, line);
        if (block > 0) clue.push_back(block);
        else if (block == 0 && (clue.size() > 0 || trim(text.substr(end)).size() > 0))
            throw InputError(source, line, what + ": a block of length 0 among others (write 0 alone for an empty line)");
        i = end;
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
