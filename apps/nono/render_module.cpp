// The drawing module of `nono render` (libnono_render.so): the only part of the CLI linked to
// cairo; render_module.hpp says why it is apart.
#include "render_module.hpp"

#include <stdexcept>

#include "module_message.hpp"

extern "C" __attribute__((visibility("default"))) int nono_render_draw(int abi, std::size_t types_size,
                                                                      const nono::cli::RenderRequest* request,
                                                                      char* message, std::size_t message_size) noexcept {
    using nono::cli::RenderAnswer;
    return nono::cli::module_entry<std::invalid_argument>(
        abi, nono::cli::kRenderModuleAbi, types_size, nono::cli::kRenderTypesSize, request,
        "drawing module libnono_render.so", RenderAnswer::InvalidArgument, "drawing failed", message, message_size, [&] {
            nono::render(*request->puzzle, *request->content, request->format, *request->options, *request->out);
            return RenderAnswer::Drawn;
        });
}
