// The boundary between `nono` and its drawing module, libnono_render.so. Only `nono render`
// loads the module (dlopen), so no other command loads cairo and the ~20 libraries it brings
// (X11, fontconfig, freetype, pixman, ...): loading them was about 4 of the 5 ms of CPU that
// every `nono` process spent starting (docs/performance-history.md).
#pragma once

#include <cstddef>
#include <ostream>
#include <stdexcept>

#include "nono/render.hpp"

namespace nono::cli {

// One picture to draw: render()'s arguments (nono/render.hpp).
struct RenderRequest {
    const Puzzle* puzzle = nullptr;
    const RenderContent* content = nullptr;
    ImageFormat format = ImageFormat::Png;
    const RenderOptions* options = nullptr;
    std::ostream* out = nullptr;
};

// What the module answers: drawn, or why not (render() threw std::invalid_argument, for
// sizes and options it cannot honour, or another error), with the message in `message`.
enum class RenderAnswer : int { Drawn = 0, InvalidArgument = 1, Failed = 2 };

// Raise when RenderRequest, the types it points to or the entry point change, so that a
// module left over from another build refuses to run instead of misreading the request.
// kRenderTypesSize catches most changes to those types that this is not raised for.
inline constexpr int kRenderModuleAbi = 1;
inline constexpr std::size_t kRenderTypesSize = sizeof(RenderRequest) + sizeof(Puzzle) + sizeof(Grid) +
                                                sizeof(RenderContent) + sizeof(RenderOptions);
inline constexpr const char* kRenderModuleFile = "libnono_render.so";
inline constexpr const char* kRenderEntryName = "nono_render_draw";

}  // namespace nono::cli

// Draws the request; never throws. `abi` and `types_size` are the caller's kRenderModuleAbi
// and kRenderTypesSize; a mismatch is Failed with a message. The
// message (NUL-terminated, cut to `message_size`) is set unless the answer is Drawn.
extern "C" int nono_render_draw(int abi, std::size_t types_size, const nono::cli::RenderRequest* request,
                                char* message, std::size_t message_size) noexcept;

namespace nono::cli {

// The caller's side: draws `request` through the module's `entry`, throwing as render() does:
// std::invalid_argument for what the renderer cannot honour, std::runtime_error for other
// failures.
inline void draw_through(decltype(&nono_render_draw) entry, const RenderRequest& request) {
    char message[1024] = "drawing failed";
    switch (static_cast<RenderAnswer>(entry(kRenderModuleAbi, kRenderTypesSize, &request, message, sizeof message))) {
        case RenderAnswer::Drawn: return;
        case RenderAnswer::InvalidArgument: throw std::invalid_argument(message);
        case RenderAnswer::Failed: break;
    }
    throw std::runtime_error(message);
}

}  // namespace nono::cli
