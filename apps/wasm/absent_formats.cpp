// The formats the WebAssembly build has no library for: webpbn XML (pugixml) and PNG (libpng)
// are in the format table as everywhere, but reading or writing them here says that this
// build cannot, naming what to use instead. Only their sniffers work (a PNG is known by its
// signature, XML by its '<').
#include <cstring>
#include <stdexcept>

#include "io/formats.hpp"

namespace nono::io {

namespace {

[[noreturn]] void absent(const char* format, const char* library, const std::string& source) {
    throw InputError(source, 0,
                     std::string("the ") + format + " format is not in the browser's build of nono (it has no " +
                         library + "); open the puzzle in another format, or with `nono serve`");
}

}  // namespace

Puzzle parse_xml(std::string_view, const std::string& source, const ReadOptions&, std::vector<InputWarning>*) {
    absent("xml", "pugixml", source);
}
std::vector<Puzzle> parse_xml_all(std::string_view, const std::string& source, const ReadOptions&,
                                  std::vector<InputWarning>*) {
    absent("xml", "pugixml", source);
}
std::size_t count_xml_puzzles(std::string_view) { return 1; }
std::string write_xml(const Puzzle&) { absent("xml", "pugixml", "puzzle"); }
std::string write_xml_all(const std::vector<Puzzle>&) { absent("xml", "pugixml", "puzzle"); }

Puzzle parse_png(std::string_view, const std::string& source, const ReadOptions&, std::vector<InputWarning>*) {
    absent("png", "libpng", source);
}
std::string write_png(const Puzzle&) { absent("png", "libpng", "puzzle"); }
bool looks_like_png(std::string_view text) {
    static constexpr char kSignature[] = "\x89PNG\r\n\x1a\n";
    return text.size() >= 8 && std::memcmp(text.data(), kSignature, 8) == 0;
}

}  // namespace nono::io
