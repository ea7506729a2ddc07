// POST /api/import: the page's "Import a picture". A PNG or JPEG (its bytes in "base64", as
// the page sends every file) made into a puzzle as `nono import` makes one: box-averaged
// cells, Otsu's threshold or "threshold", "invert", "colours"; the size from "width" and
// "height" (one of them: the other from the aspect ratio; neither: counted from drawn grid
// lines). Answered as /api/parse answers a puzzle file, the picture as the puzzle's goal, with
// where the cells were read and at what threshold.
#include <cmath>
#include <cstdio>

#include "api.hpp"
#include "base64.hpp"
#include "nono/make.hpp"

namespace nono::server {

namespace {

// The largest picture the route decodes, in pixels (a 5000x5000 picture, or a 25-megapixel
// phone photo): a PNG of a few KB can claim 100 million pixels, which `nono import` decodes
// (kMaxImagePixels) but a server taking pictures from anyone should not, several at once.
constexpr std::int64_t kMaxRoutePixels = 25'000'000;

int whole_field(const json& body, const char* name, double low, double high, int otherwise) {
    const std::optional<double> value = number_field(body, name, low, high);
    if (!value) return otherwise;
    if (*value != std::floor(*value)) throw ApiError(400, std::string("\"") + name + "\" must be a whole number");
    return static_cast<int>(*value);
}

ImportOptions import_options(const json& body, const ServerLimits& limits) {
    ImportOptions options;
    options.width = whole_field(body, "width", 1, limits.max_side, 0);
    options.height = whole_field(body, "height", 1, limits.max_side, 0);
    if (const int threshold = whole_field(body, "threshold", 0, 256, -1); threshold >= 0)
        options.threshold = threshold;
    options.invert = bool_field(body, "invert").value_or(false);
    options.colours = whole_field(body, "colours", 2, kMaxColours, 2);
    options.max_pixels = kMaxRoutePixels;
    if (options.colours > 2 && options.threshold)
        throw ApiError(400, "\"threshold\" is for black and white; with \"colours\" the colours are found by k-means");
    return options;
}

json imported_object(const ImportResult& imported, const Puzzle& puzzle, const std::string& format) {
    json out = puzzle_object(puzzle);
    out["format"] = format;
    out["count"] = 1;
    out["image"] = {{"width", imported.image_width}, {"height", imported.image_height}};
    out["grid"] = {{"left", imported.grid_left},   {"top", imported.grid_top},
                   {"width", imported.grid_width}, {"height", imported.grid_height},
                   {"lines", imported.grid_lines}};
    out["threshold"] = imported.palette.empty() ? json(imported.threshold) : json(nullptr);
    out["inverted"] = imported.inverted;
    return out;
}

}  // namespace

json import_route(ApiContext& context, const json& body) {
    const SolveSlots::Slot slot = take_work_slot(context);
    const std::optional<std::string> encoded = string_field(body, "base64");
    if (!encoded) throw ApiError(400, "the request needs \"base64\": the picture's bytes (PNG or JPEG)");
    const std::optional<std::string> bytes = from_base64(*encoded);
    if (!bytes) throw ApiError(400, "\"base64\" must be the file's bytes in base64 (RFC 4648)");
    const ImportOptions options = import_options(body, context.limits);
    const std::string title = string_field(body, "title").value_or("imported");
    ImportResult imported;
    try {
        imported = import_image_bytes(*bytes, title, options);
    } catch (const InputError& error) {
        throw ApiError(422, error.problem());
    } catch (const MakeError& error) {
        throw ApiError(422, error.what());
    }
    const Grid& picture = imported.picture;
    if (picture.width() > context.limits.max_side || picture.height() > context.limits.max_side)
        throw ApiError(422, "the picture makes " + std::to_string(picture.width()) + "x" +
                                std::to_string(picture.height()) + " cells; this server takes at most " +
                                std::to_string(context.limits.max_side) + " a side (--max-side): give \"width\"");
    const bool colour = !imported.palette.empty();
    if (colour && imported.palette.size() < 2)
        throw ApiError(422, "the picture has only one colour at " + std::to_string(picture.width()) + "x" +
                                std::to_string(picture.height()) +
                                " cells, so a colour puzzle would have nothing but background; import it in black "
                                "and white or at more cells");
    const Puzzle puzzle = colour ? puzzle_from_grid(picture, imported.palette, title) : puzzle_from_grid(picture, title);
    return imported_object(imported, puzzle, bytes->starts_with("\x89PNG") ? "png" : "jpeg");
}

}  // namespace nono::server
