// nono-scan-train OUT: the samples of `nono scan`'s digit reader, made at build time. Each
// digit 0-9 is drawn by cairo in the fonts Debian's font packages bring (DejaVu, Liberation,
// FreeFont; scripts/install-deps.sh), regular and bold, at many pixel sizes and sub-pixel
// offsets, some blurred, and turned into features exactly as the reader turns a glyph
// (src/scan/glyph.hpp). OUT is the binary file src/scan/digit_model.cpp embeds:
//   "NSD1", int32 count, int32 feature size, count label bytes, count * size feature bytes.
// Nothing is downloaded; a font that fontconfig does not find falls back to another, which
// only makes the samples less varied.
#include <cairo.h>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "scan/glyph.hpp"

namespace {

constexpr const char* kFamilies[] = {
    "DejaVu Sans",     "DejaVu Sans Condensed", "DejaVu Serif",   "DejaVu Sans Mono",
    "Liberation Sans", "Liberation Serif",      "Liberation Mono", "Liberation Sans Narrow",
    "FreeSans",        "FreeSerif",             "FreeMono",
};
constexpr double kSizes[] = {8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 22, 24, 27, 30, 34, 40, 48};
constexpr double kOffsets[] = {0.0, 0.33, 0.67};

// The digit drawn black on white, as ink 0..1 cropped to its bounding box (empty if none).
cv::Mat draw_digit(char digit, const char* family, bool bold, double size, double offset) {
    const int side = static_cast<int>(size * 2 + 8);
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_A8, side, side);
    cairo_t* cr = cairo_create(surface);
    cairo_select_font_face(cr, family, CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, size);
    const char text[2] = {digit, 0};
    cairo_move_to(cr, 4 + offset, size * 1.4 + offset);
    cairo_show_text(cr, text);
    cairo_surface_flush(surface);
    const cv::Mat alpha(side, side, CV_8U, cairo_image_surface_get_data(surface),
                        static_cast<std::size_t>(cairo_image_surface_get_stride(surface)));
    cv::Mat ink;
    alpha.convertTo(ink, CV_32F, 1.0 / 255);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    const cv::Rect box = nono::scan::ink_bounds(ink, 0.16f);
    if (box.empty()) return {};
    return ink(box).clone();
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: nono-scan-train OUT\n";
        return 2;
    }
    std::vector<std::uint8_t> labels;
    std::vector<std::uint8_t> features;
    for (const char* family : kFamilies)
        for (bool bold : {false, true})
            for (double size : kSizes)
                for (double offset : kOffsets)
                    for (char digit = '0'; digit <= '9'; ++digit) {
                        cv::Mat ink = draw_digit(digit, family, bold, size, offset);
                        if (ink.empty()) continue;
                        // Every third sample a little blurred, as a phone photo or a scaled
                        // screenshot smears strokes.
                        if (offset == kOffsets[2] && size >= 12) {
                            cv::Mat padded;
                            cv::copyMakeBorder(ink, padded, 2, 2, 2, 2, cv::BORDER_CONSTANT, 0);
                            cv::GaussianBlur(padded, padded, cv::Size(0, 0), size / 24);
                            const cv::Rect box = nono::scan::ink_bounds(padded, 0.16f);
                            cv::Mat crop = padded(box);
                            double top = 1;
                            cv::minMaxLoc(crop, nullptr, &top);
                            ink = crop / top;
                        }
                        labels.push_back(static_cast<std::uint8_t>(digit - '0'));
                        for (float value : nono::scan::glyph_features(ink))
                            features.push_back(static_cast<std::uint8_t>(value * 255 + 0.5f));
                    }
    std::ofstream out(argv[1], std::ios::binary);
    const std::int32_t count = static_cast<std::int32_t>(labels.size());
    const std::int32_t size = nono::scan::kFeatureSize;
    out.write("NSD1", 4);
    out.write(reinterpret_cast<const char*>(&count), sizeof count);
    out.write(reinterpret_cast<const char*>(&size), sizeof size);
    out.write(reinterpret_cast<const char*>(labels.data()), static_cast<std::streamsize>(labels.size()));
    out.write(reinterpret_cast<const char*>(features.data()), static_cast<std::streamsize>(features.size()));
    if (!out) {
        std::cerr << "nono-scan-train: cannot write " << argv[1] << "\n";
        return 1;
    }
    return 0;
}
