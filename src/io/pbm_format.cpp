// Portable bitmaps (netpbm's PBM) as solution pictures: "P1" (digits 0 and 1, 1 = black) or
// "P4" (packed bits, each row padded to a byte), after a header of width and height with '#'
// comments. Black pixels are filled cells, one pixel per cell; the clues are read off the
// picture. Only the first image of a file holding several is read. Written as P1.
#include <cctype>

#include "formats.hpp"

namespace nono::io {
namespace {

class PbmReader {
public:
    PbmReader(std::string_view text, const std::string& source) : text_(text), source_(source) {}

    Grid read() {
        if (text_.substr(0, 2) != "P1" && text_.substr(0, 2) != "P4")
            fail("not a PBM bitmap (it starts with neither P1 nor P4)");
        const bool plain = text_[1] == '1';
        at_ = 2;
        const long long width = header_number("width");
        const long long height = header_number("height");
        check_picture_size(width, height, source_, line_);
        Grid picture(static_cast<int>(width), static_cast<int>(height), Cell::Empty);
        if (plain) read_plain(picture);
        else read_raw(picture);
        return picture;
    }

private:
    [[noreturn]] void fail(const std::string& problem) const { throw InputError(source_, line_, problem); }
    bool done() const { return at_ >= text_.size(); }
    void advance() {
        if (text_[at_] == '\n') ++line_;
        ++at_;
    }
    // Blanks and comments between header fields and (in P1) between pixels.
    void skip_blanks() {
        while (!done()) {
            const char c = text_[at_];
            if (c == '#') {
                while (!done() && text_[at_] != '\n') advance();
            } else if (std::isspace(static_cast<unsigned char>(c))) {
                advance();
            } else {
                return;
            }
        }
    }
    long long header_number(const char* name) {
        if (!done() && !std::isspace(static_cast<unsigned char>(text_[at_])) && text_[at_] != '#')
            fail(std::string("expected a blank before the ") + name);
        skip_blanks();
        long long value = 0;
        std::size_t digits = 0;
        while (!done() && std::isdigit(static_cast<unsigned char>(text_[at_]))) {
            if (++digits > 9) fail(std::string("the ") + name + " is absurdly large");
            value = value * 10 + (text_[at_] - '0');
            advance();
        }
        if (digits == 0)
            fail(std::string("expected the ") + name + ", found " +
                 (done() ? std::string("the end of the file") : describe_char(text_[at_])));
        return value;
    }
    void read_plain(Grid& picture) {
        for (Cell& cell : picture.cells()) {
            skip_blanks();
            if (done()) fail("the bitmap ends before its " + std::to_string(picture.cells().size()) + " pixels");
            const char c = text_[at_];
            if (c != '0' && c != '1') fail("unexpected " + describe_char(c) + " among the pixels (P1 uses 0 and 1)");
            cell = c == '1' ? Cell::Filled : Cell::Empty;
            advance();
        }
    }
    void read_raw(Grid& picture) {
        if (done() || !std::isspace(static_cast<unsigned char>(text_[at_])))
            fail("expected one blank between the height and the pixels");
        advance();
        const std::size_t row_bytes = (static_cast<std::size_t>(picture.width()) + 7) / 8;
        if (text_.size() - at_ < row_bytes * static_cast<std::size_t>(picture.height()))
            fail("the bitmap has " + std::to_string(text_.size() - at_) + " bytes of pixels, and " +
                 std::to_string(picture.width()) + "x" + std::to_string(picture.height()) + " needs " +
                 std::to_string(row_bytes * static_cast<std::size_t>(picture.height())));
        for (int r = 0; r < picture.height(); ++r)
            for (int c = 0; c < picture.width(); ++c) {
                const auto byte = static_cast<unsigned char>(text_[at_ + static_cast<std::size_t>(r) * row_bytes +
                                                                   static_cast<std::size_t>(c) / 8]);
                picture.set(r, c, (byte >> (7 - c % 8)) & 1 ? Cell::Filled : Cell::Empty);
            }
    }

    std::string_view text_;
    const std::string& source_;
    std::size_t at_ = 0;
    int line_ = 1;
};

}  // namespace

Puzzle parse_pbm(std::string_view text, const std::string& source, const ReadOptions&) {
    return puzzle_from_picture(PbmReader(text, source).read());
}

std::string write_pbm(const Puzzle& puzzle) {
    const Grid& picture = *puzzle.goal;
    std::string out = "P1\n" + std::to_string(picture.width()) + " " + std::to_string(picture.height()) + "\n";
    for (int r = 0; r < picture.height(); ++r) {
        for (int c = 0; c < picture.width(); ++c) {
            if (c > 0 && c % 70 == 0) out += '\n';  // netpbm keeps lines within 70 characters
            out += picture.at(r, c) == Cell::Filled ? '1' : '0';
        }
        out += '\n';
    }
    return out;
}

bool looks_like_pbm(std::string_view text) {
    return text.size() > 2 && (text.substr(0, 2) == "P1" || text.substr(0, 2) == "P4") &&
           std::isspace(static_cast<unsigned char>(text[2]));
}

}  // namespace nono::io
