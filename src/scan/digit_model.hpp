// The embedded digit samples (digit_model.cpp): labels and features as bytes.
#pragma once

#include <cstdint>

namespace nono::scan {

struct DigitModel {
    std::int32_t count = 0;           // samples
    std::int32_t features = 0;        // bytes per sample (glyph.hpp's kFeatureSize)
    const unsigned char* labels = nullptr;    // count digits
    const unsigned char* samples = nullptr;   // count * features, each value * 255
};

DigitModel digit_model();

}  // namespace nono::scan
