// The digit samples, built by apps/scan_train and embedded here at build time
// (NONO_SCAN_DIGITS_FILE, CMakeLists.txt), so `nono scan` reads no file and downloads nothing;
// read_digits (digits.hpp) reads with them.
#include "scan/digit_model.hpp"

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "scan/digits.hpp"
#include "scan/glyph.hpp"
#include "scan/large_pages.hpp"

#if defined(__wasm__)
// WebAssembly's assembler (the browser's build, apps/wasm) wants a named data section and the
// symbols' sizes; both symbols are in the one section, so the end stays right after the data.
__asm__(".section .rodata.nono_scan_digit_model,\"\",@\n"
        ".globl nono_scan_digit_model\n"
        ".hidden nono_scan_digit_model\n"
        ".globl nono_scan_digit_model_end\n"
        ".hidden nono_scan_digit_model_end\n"
        ".p2align 4\n"
        "nono_scan_digit_model:\n"
        ".incbin \"" NONO_SCAN_DIGITS_FILE "\"\n"
        "nono_scan_digit_model_end:\n"
        ".size nono_scan_digit_model, . - nono_scan_digit_model\n"
        ".size nono_scan_digit_model_end, 0\n");
#else
__asm__(".section .rodata\n"
        ".balign 16\n"
        ".hidden nono_scan_digit_model\n"
        ".globl nono_scan_digit_model\n"
        "nono_scan_digit_model:\n"
        ".incbin \"" NONO_SCAN_DIGITS_FILE "\"\n"
        ".hidden nono_scan_digit_model_end\n"
        ".globl nono_scan_digit_model_end\n"
        "nono_scan_digit_model_end:\n"
        ".previous\n");
#endif

extern "C" const unsigned char nono_scan_digit_model[];
extern "C" const unsigned char nono_scan_digit_model_end[];

namespace nono::scan {

DigitModel digit_model() {
    const unsigned char* data = nono_scan_digit_model;
    const std::size_t size = static_cast<std::size_t>(nono_scan_digit_model_end - nono_scan_digit_model);
    std::int32_t count = 0, features = 0, directions = 0;
    if (size < 12 || std::memcmp(data, "NSD2", 4) != 0) throw std::runtime_error("the digit model is damaged");
    std::memcpy(&count, data + 4, 4);
    std::memcpy(&features, data + 8, 4);
    const std::size_t samples_end = 12 + static_cast<std::size_t>(count) * (1 + static_cast<std::size_t>(features));
    if (count <= 0 || features <= 0 || size < samples_end + 4) throw std::runtime_error("the digit model is damaged");
    std::memcpy(&directions, data + samples_end, 4);
    if (directions < 0 || size < samples_end + 4 + static_cast<std::size_t>(directions) * static_cast<std::size_t>(features) * 4)
        throw std::runtime_error("the digit model is damaged");
    return {count, features, data + 12, data + 12 + count, directions, data + samples_end + 4};
}

}  // namespace nono::scan

namespace nono::scan {

std::vector<DigitScores> read_digit_rows(const cv::Mat& rows) {
    static const DigitSamples samples = [] {
        const DigitModel model = digit_model();
        if (model.features != kFeatureSize) throw std::runtime_error("the digit model is from another build");
        // The samples as floats, in the digits' order (nono-scan-train writes them so): then
        // DigitSamples keeps them as they are, with no second copy of the floats.
        const std::vector<int> labels(model.labels, model.labels + model.count);
        if (!std::is_sorted(labels.begin(), labels.end())) throw std::runtime_error("the digit model is damaged");
        cv::Mat features = on_large_pages(), directions(model.directions, model.features, CV_32F);
        cv::Mat(model.count, model.features, CV_8U, const_cast<unsigned char*>(model.samples)).convertTo(features, CV_32F, 1.0 / 255);
        if (model.directions > 0) std::memcpy(directions.data, model.direction_floats, directions.total() * sizeof(float));
        return DigitSamples(features, labels, directions);
    }();
    return samples.read(rows);
}

std::vector<DigitScores> read_digits(const std::vector<cv::Mat>& glyphs) { return read_digit_rows(feature_rows(glyphs)); }

}  // namespace nono::scan
