// Decoding image files into grey levels (0 black .. 255 white), or into RGB for colour
// import, with Debian's libraries: libpng for PNG, libjpeg-turbo for JPEG. Transparent pixels
// count as white paper.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace nono::make {

struct GreyImage {
    int width = 0;
    int height = 0;
    int channels = 1;                  // 1: grey; 3: red, green, blue
    std::vector<std::uint8_t> pixels;  // row-major, `channels` bytes a pixel
    // A JPEG's EXIF orientation (1-8, TIFF's tag 274: 6 = turn 90 degrees clockwise to show,
    // 8 = counter-clockwise, 3 = half a turn, 2/4/5/7 mirrored); 1 when absent. Not applied
    // to `pixels`: they are as stored.
    int orientation = 1;
};

// The EXIF orientation in a JPEG's APP1 segment's data ("Exif\0\0" and a TIFF block), or 1
// when it has none or the block is damaged.
int exif_orientation(const unsigned char* data, std::size_t size);

// By content (the PNG or JPEG signature). InputError(source, 0, ...) when the bytes are not a
// PNG or JPEG, are damaged, or decode to more than `max_pixels` pixels (checked before
// decoding).
GreyImage decode_grey_image(std::string_view bytes, const std::string& source, std::int64_t max_pixels);
// The same with three channels a pixel (red, green, blue).
GreyImage decode_rgb_image(std::string_view bytes, const std::string& source, std::int64_t max_pixels);

}  // namespace nono::make
