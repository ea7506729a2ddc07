// The one table of puzzle formats: a row per format with its names, extensions, what it can
// hold, and its reader, writer and content sniffer (each in its own file under src/io/). The
// CLI's --format choices and help, the server's /api/info, the bindings' format lists and the
// tests that iterate every format all come from here, so a new format is one row plus its file.
#include "formats.hpp"

namespace nono::io {
namespace {

Puzzle read_non(std::string_view text, const std::string& source, const ReadContext&) {
    return parse_non(text, source);
}
Puzzle read_xml(std::string_view text, const std::string& source, const ReadContext& context) {
    return parse_xml(text, source, context.options, context.warnings);
}
std::vector<Puzzle> read_xml_all(std::string_view text, const std::string& source, const ReadContext& context) {
    return parse_xml_all(text, source, context.options, context.warnings);
}
Puzzle read_json(std::string_view text, const std::string& source, const ReadContext& context) {
    return parse_json(text, source, context.warnings);
}
Puzzle read_grid(std::string_view text, const std::string& source, const ReadContext& context) {
    return parse_grid_puzzle(text, source, context.warnings);
}
Puzzle read_nin(std::string_view text, const std::string& source, const ReadContext& context) {
    return parse_nin(text, source, context.warnings);
}
Puzzle read_olsak(std::string_view text, const std::string& source, const ReadContext& context) {
    return parse_olsak(text, source, context.warnings);
}
Puzzle read_mk(std::string_view text, const std::string& source, const ReadContext& context) {
    return parse_mk(text, source, context.warnings);
}
Puzzle read_cwd(std::string_view text, const std::string& source, const ReadContext& context) {
    return parse_cwd(text, source, context.warnings);
}
Puzzle read_toml(std::string_view text, const std::string& source, const ReadContext& context) {
    return parse_toml(text, source, context.warnings);
}
Puzzle read_pbm(std::string_view text, const std::string& source, const ReadContext& context) {
    return parse_pbm(text, source, context.options);
}
Puzzle read_png(std::string_view text, const std::string& source, const ReadContext& context) {
    return parse_png(text, source, context.options, context.warnings);
}

bool looks_like_xml(std::string_view text) {
    const std::string_view start = trim(text);
    return !start.empty() && start.front() == '<';
}
bool looks_like_json(std::string_view text) {
    const std::string_view start = trim(text);
    return !start.empty() && start.front() == '{';
}

// Columns: format, name, aliases, extensions, description, then picture, binary, and what it
// holds beside the clues: goal, title, author, properties, colour. The sniffers run in this order.
struct Holds {
    bool picture, binary, goal, title, author, properties, colour;
};
FormatEntry row(Format format, std::string_view name, std::vector<std::string_view> aliases,
                std::vector<std::string_view> extensions, std::string_view description, Holds holds,
                Reader read, Writer write, Sniffer sniff) {
    return {{format, name, std::move(aliases), std::move(extensions), description, holds.picture,
             holds.binary, holds.goal, holds.title, holds.author, holds.properties, holds.colour,
             false},
            read, write, sniff};
}
// A format whose files can hold several puzzles.
FormatEntry several(FormatEntry entry, ReaderAll read_all, Counter count, WriterAll write_all) {
    entry.info.several = true;
    entry.read_all = read_all;
    entry.count = count;
    entry.write_all = write_all;
    return entry;
}

}  // namespace

const std::vector<FormatEntry>& format_table() {
    //                                   picture binary goal  title author properties colour
    static const std::vector<FormatEntry> table = {
        row(Format::Non, "non", {}, {"non"}, "Steve Simpson's .non",
            {false, false, true, true, true, true, false}, read_non, write_non, looks_like_non),
        several(row(Format::Xml, "xml", {"pbn"}, {"xml", "pbn"}, "webpbn XML (one or more <puzzle>s)",
                    {false, false, true, true, true, true, true}, read_xml, write_xml, looks_like_xml),
                read_xml_all, count_xml_puzzles, write_xml_all),
        row(Format::Json, "json", {}, {"json"}, "nono JSON",
            {false, false, true, true, true, true, true}, read_json, write_json, looks_like_json),
        row(Format::Grid, "grid", {"txt", "text"}, {"txt", "grid"},
            "a text picture of the solution (# filled, - empty; a character per colour)",
            {true, false, true, false, false, false, true}, read_grid, write_grid_puzzle, looks_like_grid),
        row(Format::Nin, "nin", {}, {"nin"}, "Jakub Wilk's .nin (W H, rows, columns)",
            {false, false, false, false, false, false, false}, read_nin, write_nin, looks_like_nin),
        row(Format::Olsak, "olsak", {"g"}, {"g"}, "Olšák's .g (': rows', ': columns')",
            {false, false, false, false, false, false, true}, read_olsak, write_olsak, looks_like_olsak),
        row(Format::Mk, "mk", {}, {"mk"}, "Olšák's .mk (H W, rows, #, columns)",
            {false, false, false, false, false, false, false}, read_mk, write_mk, looks_like_mk),
        row(Format::Cwd, "cwd", {}, {"cwd"}, ".cwd (H, W, rows, blank line, columns)",
            {false, false, false, false, false, false, false}, read_cwd, write_cwd, looks_like_cwd),
        row(Format::Toml, "toml", {}, {"toml"}, "nonogrid's TOML ([clues] rows, columns)",
            {false, false, false, true, true, true, true}, read_toml, write_toml, looks_like_toml),
        row(Format::Pbm, "pbm", {}, {"pbm"}, "a PBM bitmap of the solution (P1 or P4)",
            {true, false, true, false, false, false, false}, read_pbm, write_pbm, looks_like_pbm),
        row(Format::Png, "png", {}, {"png"}, "a PNG picture of the solution (dark = filled)",
            {true, true, true, false, false, false, false}, read_png, write_png, looks_like_png),
    };
    return table;
}

}  // namespace nono::io
