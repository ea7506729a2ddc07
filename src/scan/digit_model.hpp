// The embedded digit samples (digit_model.cpp): labels and features as bytes, the principal
// directions of their detail as floats, and the digit network trained on them (digit_net.hpp).
#pragma once

#include <cstddef>
#include <cstdint>

namespace nono::scan {

struct DigitModel {
    std::int32_t count = 0;           // samples
    std::int32_t features = 0;        // bytes per sample (glyph.hpp's kFeatureSize)
    const unsigned char* labels = nullptr;    // count digits
    const unsigned char* samples = nullptr;   // count * features, each value * 255
    std::int32_t directions = 0;              // the detail's directions (digits.hpp)
    const unsigned char* direction_floats = nullptr;  // directions * features float32s
    const unsigned char* network = nullptr;   // the digit network's "NSN1" section (digit_net.hpp)
    std::size_t network_size = 0;
};

DigitModel digit_model();

}  // namespace nono::scan
