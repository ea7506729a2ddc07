// The boundary between `nono` and its image-reading module, libnono_scan.so. Only `nono scan`
// and the server's POST /api/scan load the module (dlopen), so no other command loads OpenCV
// and the libraries it brings.
#pragma once

#include <cstddef>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>

#include "nono/scan.hpp"

namespace nono::cli {

// One image to read: the file `image`, or, when `bytes` is set, the image file's `size` bytes
// there (a screenshot sent to `nono serve`), `image` then naming it in messages.
struct ScanRequest {
    const char* image = nullptr;
    const char* bytes = nullptr;
    std::size_t size = 0;
    const ScanOptions* options = nullptr;
    std::ostream* json = nullptr;     // receives scan_json() of the result
    std::ostream* overlay = nullptr;  // receives the overlay PNG when there is a solution, or nullptr
};

// Read (the JSON says how well), BadInput (the image cannot be read: InputError's problem),
// or Failed (anything else), with the message in `message`.
enum class ScanAnswer : int { Read = 0, BadInput = 1, Failed = 2 };

// Raise when ScanRequest, ScanOptions or the entry point change (see kRenderModuleAbi).
inline constexpr int kScanModuleAbi = 2;
inline constexpr std::size_t kScanTypesSize = sizeof(ScanRequest) + sizeof(ScanOptions);
inline constexpr const char* kScanModuleFile = "libnono_scan.so";
inline constexpr const char* kScanEntryName = "nono_scan_read";

}  // namespace nono::cli

// Reads the request's image; never throws. The message (NUL-terminated, cut to
// `message_size`) is set unless the answer is Read.
extern "C" int nono_scan_read(int abi, std::size_t types_size, const nono::cli::ScanRequest* request, char* message,
                              std::size_t message_size) noexcept;

namespace nono::cli {

// The caller's side: reads `request`'s image through the module's `entry` and returns the JSON
// report (the request's own `json` is not used); throws InputError naming `source` when the
// module answers BadInput, std::runtime_error when it answers Failed.
inline std::string read_through(decltype(&nono_scan_read) entry, ScanRequest request, const std::string& source) {
    std::ostringstream json;
    request.json = &json;
    char message[1024] = "reading the image failed";
    switch (static_cast<ScanAnswer>(entry(kScanModuleAbi, kScanTypesSize, &request, message, sizeof message))) {
        case ScanAnswer::Read: return json.str();
        case ScanAnswer::BadInput: throw InputError(source, 0, message);
        case ScanAnswer::Failed: break;
    }
    throw std::runtime_error(message);
}

}  // namespace nono::cli
