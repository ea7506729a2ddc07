// The image-reading module of `nono scan` (libnono_scan.so): the only part of the CLI linked
// to OpenCV; scan_module.hpp says why it is apart.
#include "scan_module.hpp"

#include "module_message.hpp"

extern "C" __attribute__((visibility("default"))) int nono_scan_read(int abi, std::size_t types_size,
                                                                    const nono::cli::ScanRequest* request,
                                                                    char* message, std::size_t message_size) noexcept {
    using nono::cli::ScanAnswer;
    return nono::cli::module_entry<nono::InputError>(
        abi, nono::cli::kScanModuleAbi, types_size, nono::cli::kScanTypesSize, request,
        "image-reading module libnono_scan.so", ScanAnswer::BadInput, "reading the image failed", message, message_size,
        [&] {
            const nono::ScanResult result =
                request->bytes != nullptr
                    ? nono::scan_image_bytes({request->bytes, request->size}, request->image, *request->options)
                    : nono::scan_image(request->image, *request->options);
            *request->json << nono::scan_json(result);
            if (request->overlay != nullptr && request->bytes == nullptr)
                nono::draw_scan_overlay(request->image, result, *request->overlay);
            return ScanAnswer::Read;
        });
}
