// Making free text safe for an output (text.hpp). One decoder for both functions: the UTF-8
// rules are those of Unicode's "well-formed" table (no overlong forms, no surrogates).
#include "nono/text.hpp"

namespace nono {

namespace {

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD

// The length of the well-formed sequence at `i` and its code point, or 0 when it is not one.
std::size_t sequence_at(std::string_view text, std::size_t i, char32_t& code) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x80) {
        code = byte;
        return 1;
    }
    const std::size_t length = byte >= 0xC2 && byte <= 0xDF ? 2 : byte >= 0xE0 && byte <= 0xEF ? 3
                               : byte >= 0xF0 && byte <= 0xF4 ? 4 : 0;
    if (length == 0 || i + length > text.size()) return 0;
    code = byte & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07);
    for (std::size_t k = 1; k < length; ++k) {
        const auto next = static_cast<unsigned char>(text[i + k]);
        if ((next & 0xC0) != 0x80) return 0;
        code = (code << 6) | (next & 0x3F);
    }
    const bool overlong = (length == 3 && code < 0x800) || (length == 4 && code < 0x10000);
    if (overlong || (code >= 0xD800 && code <= 0xDFFF) || code > 0x10FFFF) return 0;
    return length;
}

}  // namespace

void append_utf8(std::string& out, char32_t code) {
    if (code < 0x80) {
        out += static_cast<char>(code);
    } else if (code < 0x800) {
        out += static_cast<char>(0xC0 | (code >> 6));
        out += static_cast<char>(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
        out += static_cast<char>(0xE0 | (code >> 12));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (code >> 18));
        out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (code & 0x3F));
    }
}

std::string valid_utf8(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        char32_t code = 0;
        const std::size_t length = sequence_at(text, i, code);
        if (length == 0) {
            out += kReplacement;
            ++i;
        } else {
            out.append(text.substr(i, length));
            i += length;
        }
    }
    return out;
}

std::string printable_text(std::string_view text, std::size_t max_chars) {
    std::string out;
    std::size_t chars = 0;
    for (std::size_t i = 0; i < text.size();) {
        if (chars == max_chars) {
            out += "\xE2\x80\xA6";  // …
            break;
        }
        char32_t code = 0;
        const std::size_t length = sequence_at(text, i, code);
        ++chars;
        if (length == 0) {
            out += kReplacement;
            ++i;
            continue;
        }
        if (code == '\t') out += ' ';
        else if (code < 0x20 || (code >= 0x7F && code <= 0x9F) || code == 0xFFFE || code == 0xFFFF) out += kReplacement;
        else out.append(text.substr(i, length));
        i += length;
    }
    return out;
}

}  // namespace nono
