// The solution as a bitmap: X11 XBM (C source, what `atobm` made of Simpson's solver output)
// and netpbm PBM (binary P4). One bit per pixel and `bitmap_cell` pixels per cell; filled is
// 1 (black) in both. Both formats are a few lines of header and packed bits, so they are
// written here rather than through a library.
#include <cctype>
#include <cstdio>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "layout.hpp"

namespace nono::rendering {

namespace {

const Grid& solution_cells(const RenderContent& content, const RenderOptions& options) {
    if (!content.cells) throw std::invalid_argument("a bitmap needs the solution (cells to draw)");
    if (options.bitmap_cell < 1 || options.bitmap_cell > 100)
        throw std::invalid_argument("pixels per cell of a bitmap must be between 1 and 100");
    return *content.cells;
}

// Packs one pixel row: `lsb_first` for XBM (bit 0 is the leftmost pixel), else PBM's order.
std::vector<unsigned char> packed_row(const Grid& cells, int row, int per_cell, bool lsb_first) {
    const int width = cells.width() * per_cell;
    std::vector<unsigned char> bytes(static_cast<std::size_t>((width + 7) / 8), 0);
    for (int x = 0; x < width; ++x) {
        if (cells.at(row, x / per_cell) != Cell::Filled) continue;
        const int bit = lsb_first ? x % 8 : 7 - x % 8;
        bytes[static_cast<std::size_t>(x / 8)] |= static_cast<unsigned char>(1u << bit);
    }
    return bytes;
}

// XBM names are C identifiers.
std::string identifier(const std::string& name) {
    std::string id;
    for (char c : name) id += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
    if (id.empty() || std::isdigit(static_cast<unsigned char>(id.front()))) id.insert(id.begin(), '_');
    return id;
}

}  // namespace

void write_xbm(const Puzzle&, const RenderContent& content, const RenderOptions& options,
               std::ostream& out) {
    const Grid& cells = solution_cells(content, options);
    const int per_cell = options.bitmap_cell;
    const std::string id = identifier(options.bitmap_name);
    out << "#define " << id << "_width " << cells.width() * per_cell << "\n"
        << "#define " << id << "_height " << cells.height() * per_cell << "\n"
        << "static unsigned char " << id << "_bits[] = {";
    std::size_t written = 0;
    char hex[8];
    for (int row = 0; row < cells.height(); ++row) {
        const std::vector<unsigned char> bytes = packed_row(cells, row, per_cell, true);
        for (int repeat = 0; repeat < per_cell; ++repeat) {
            for (unsigned char byte : bytes) {
                std::snprintf(hex, sizeof hex, "0x%02x", byte);
                out << (written == 0 ? "\n   " : written % 12 == 0 ? ",\n   " : ", ") << hex;
                ++written;
            }
        }
    }
    out << "};\n";
}

void write_pbm(const Puzzle&, const RenderContent& content, const RenderOptions& options,
               std::ostream& out) {
    const Grid& cells = solution_cells(content, options);
    const int per_cell = options.bitmap_cell;
    out << "P4\n" << cells.width() * per_cell << " " << cells.height() * per_cell << "\n";
    for (int row = 0; row < cells.height(); ++row) {
        const std::vector<unsigned char> bytes = packed_row(cells, row, per_cell, false);
        for (int repeat = 0; repeat < per_cell; ++repeat)
            out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    }
}

}  // namespace nono::rendering
