// The drawing module of `nono render` (libnono_render.so): the only part of the CLI linked to
// cairo; render_module.hpp says why it is apart.
#include "render_module.hpp"

#include <exception>
#include <stdexcept>
#include <string>

#include "module_message.hpp"

extern "C" __attribute__((visibility("default"))) int nono_render_draw(int abi, std::size_t types_size,
                                                                      const nono::cli::RenderRequest* request,
                                                                      char* message, std::size_t message_size) noexcept {
    using nono::cli::RenderAnswer;
    if (abi != nono::cli::kRenderModuleAbi || types_size != nono::cli::kRenderTypesSize || request == nullptr)
        return nono::cli::module_answer(RenderAnswer::Failed, "the drawing module libnono_render.so is from another build of nono",
                      message, message_size);
    try {
        nono::render(*request->puzzle, *request->content, request->format, *request->options, *request->out);
        return static_cast<int>(RenderAnswer::Drawn);
    } catch (const std::invalid_argument& error) {
        return nono::cli::module_answer(RenderAnswer::InvalidArgument, error.what(), message, message_size);
    } catch (const std::exception& error) {
        return nono::cli::module_answer(RenderAnswer::Failed, error.what(), message, message_size);
    } catch (...) {
        return nono::cli::module_answer(RenderAnswer::Failed, "drawing failed", message, message_size);
    }
}
