// PNG through libpng's simplified API and JPEG through libjpeg(-turbo), both asked for one grey
// channel (or RGB); the header is read first so a huge image is refused before its pixels are.
#include "grey_image.hpp"

#include <csetjmp>
#include <cstdio>
#include <cstring>
#include <memory>

#include <jpeglib.h>
#include <jerror.h>  // after jpeglib.h, which it needs
#include <png.h>

#include "nono/puzzle.hpp"

namespace nono::make {

namespace {

[[noreturn]] void fail(const std::string& source, const std::string& problem) {
    throw InputError(source, 0, problem);
}

void check_size(std::int64_t width, std::int64_t height, const std::string& source, std::int64_t max_pixels) {
    if (width < 1 || height < 1) fail(source, "the image has no pixels");
    if (width * height > max_pixels)
        fail(source, "the image is " + std::to_string(width) + "x" + std::to_string(height) +
                         " pixels, more than the " + std::to_string(max_pixels) + " nono decodes");
}

GreyImage decode_png(std::string_view bytes, const std::string& source, std::int64_t max_pixels, int channels) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, bytes.data(), bytes.size()))
        fail(source, std::string("not a readable PNG: ") + image.message);
    struct Release {
        png_image* image;
        ~Release() { png_image_free(image); }
    } release{&image};
    check_size(image.width, image.height, source, max_pixels);
    image.format = channels == 3 ? PNG_FORMAT_RGB : PNG_FORMAT_GRAY;  // alpha composed over white below
    GreyImage grey;
    grey.channels = channels;
    grey.width = static_cast<int>(image.width);
    grey.height = static_cast<int>(image.height);
    grey.pixels.resize(PNG_IMAGE_SIZE(image));
    png_color white{255, 255, 255};
    if (!png_image_finish_read(&image, &white, grey.pixels.data(), 0, nullptr))
        fail(source, std::string("damaged PNG: ") + image.message);
    return grey;
}

struct JpegError {
    jpeg_error_mgr manager;
    std::jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

void jpeg_fail(j_common_ptr info) {
    auto* error = reinterpret_cast<JpegError*>(info->err);
    (*info->err->format_message)(info, error->message);
    std::longjmp(error->jump, 1);
}

// libjpeg reports errors by longjmp, so nothing with a destructor lives in this frame between
// setjmp and the end of decoding; the pixels go to a buffer the caller owns.
bool decode_jpeg_into(std::string_view bytes, GreyImage& grey, std::int64_t max_pixels, char* message,
                      bool& too_large, int channels) {
    jpeg_decompress_struct info;
    JpegError error;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = jpeg_fail;
    error.manager.output_message = [](j_common_ptr) {};  // warnings stay quiet
    // ... but the end of the data before the image's end is an error: libjpeg warns and fills
    // the rest with grey, which imported a truncated file with blank rows (issue 45). Other
    // warnings (stray bytes before a marker) are common in real files and stay warnings.
    error.manager.emit_message = [](j_common_ptr info, int level) {
        if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) jpeg_fail(info);
    };
    if (setjmp(error.jump)) {
        std::snprintf(message, JMSG_LENGTH_MAX, "%s", error.message);
        jpeg_destroy_decompress(&info);
        return false;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size());
    jpeg_save_markers(&info, JPEG_APP0 + 1, 0xffff);  // APP1: EXIF
    jpeg_read_header(&info, TRUE);
    for (jpeg_saved_marker_ptr marker = info.marker_list; marker; marker = marker->next)
        if (marker->marker == JPEG_APP0 + 1) grey.orientation = exif_orientation(marker->data, marker->data_length);
    const std::int64_t pixels = static_cast<std::int64_t>(info.image_width) * info.image_height;
    if (pixels > max_pixels || pixels < 1) {
        grey.width = static_cast<int>(info.image_width);
        grey.height = static_cast<int>(info.image_height);
        too_large = true;
        jpeg_destroy_decompress(&info);
        return false;
    }
    info.out_color_space = channels == 3 ? JCS_RGB : JCS_GRAYSCALE;
    jpeg_start_decompress(&info);
    grey.width = static_cast<int>(info.output_width);
    grey.height = static_cast<int>(info.output_height);
    grey.channels = channels;
    const std::size_t row_bytes = static_cast<std::size_t>(grey.width) * static_cast<std::size_t>(channels);
    grey.pixels.resize(row_bytes * static_cast<std::size_t>(grey.height));
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = grey.pixels.data() + static_cast<std::size_t>(info.output_scanline) * row_bytes;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return true;
}

GreyImage decode_jpeg(std::string_view bytes, const std::string& source, std::int64_t max_pixels, int channels) {
    GreyImage grey;
    char message[JMSG_LENGTH_MAX] = "";
    bool too_large = false;
    if (!decode_jpeg_into(bytes, grey, max_pixels, message, too_large, channels)) {
        if (too_large) check_size(grey.width, grey.height, source, max_pixels);
        fail(source, std::string("damaged JPEG: ") + message);
    }
    return grey;
}

GreyImage decode_image(std::string_view bytes, const std::string& source, std::int64_t max_pixels, int channels) {
    if (bytes.starts_with("\x89PNG\r\n\x1a\n")) return decode_png(bytes, source, max_pixels, channels);
    if (bytes.starts_with("\xff\xd8\xff")) return decode_jpeg(bytes, source, max_pixels, channels);
    fail(source, "not a PNG or JPEG image");
}

}  // namespace

int exif_orientation(const unsigned char* data, std::size_t size) {
    if (size < 14 || std::memcmp(data, "Exif\0\0", 6) != 0) return 1;
    const unsigned char* tiff = data + 6;
    const std::size_t length = size - 6;
    const bool little = tiff[0] == 'I' && tiff[1] == 'I';
    if (!little && !(tiff[0] == 'M' && tiff[1] == 'M')) return 1;
    auto u16 = [&](std::size_t at) -> unsigned { return little ? tiff[at] | tiff[at + 1] << 8 : tiff[at] << 8 | tiff[at + 1]; };
    auto u32 = [&](std::size_t at) -> std::size_t { return little ? u16(at) | static_cast<std::size_t>(u16(at + 2)) << 16 : static_cast<std::size_t>(u16(at)) << 16 | u16(at + 2); };
    if (u16(2) != 42) return 1;
    const std::size_t ifd = u32(4);
    if (ifd + 2 > length) return 1;
    const unsigned entries = u16(ifd);
    for (unsigned k = 0; k < entries && ifd + 2 + 12 * (k + 1) <= length; ++k) {
        const std::size_t entry = ifd + 2 + 12 * k;
        if (u16(entry) != 0x0112 || u16(entry + 2) != 3) continue;  // Orientation, a SHORT
        const unsigned value = u16(entry + 8);
        return value >= 1 && value <= 8 ? static_cast<int>(value) : 1;
    }
    return 1;
}

GreyImage decode_grey_image(std::string_view bytes, const std::string& source, std::int64_t max_pixels) {
    return decode_image(bytes, source, max_pixels, 1);
}

GreyImage decode_rgb_image(std::string_view bytes, const std::string& source, std::int64_t max_pixels) {
    return decode_image(bytes, source, max_pixels, 3);
}

}  // namespace nono::make
