// What every module's entry point does around its work: refuses a caller from another build of
// nono, and turns an exception into an answer code and a message copied into the caller's
// buffer (NUL-terminated, cut to the buffer). Entry points never throw.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <exception>
#include <string>

namespace nono::cli {

template <typename Answer>
int module_answer(Answer answer, const std::string& text, char* message, std::size_t message_size) {
    if (message_size > 0) {
        const std::size_t length = std::min(text.size(), message_size - 1);
        std::memcpy(message, text.data(), length);
        message[length] = '\0';
    }
    return static_cast<int>(answer);
}

// For a module no exception of which means bad input: never thrown.
struct NoInputError : std::exception {};

// An entry point's frame: when the caller's `abi` number or `types_size` is not the module's
// (`module_abi`, `module_types_size`), or it sent no `request`, Failed with "the MODULE is
// from another build of nono"; else `work()`'s answer, or for an `InputError` thrown
// `bad_input` with its text (its problem() when it has one), for any other exception Failed
// with its text (`failure` when it has none).
template <typename InputError = NoInputError, typename Answer, typename Work>
int module_entry(int abi, int module_abi, std::size_t types_size, std::size_t module_types_size, const void* request,
                 const char* module, Answer bad_input, const char* failure, char* message, std::size_t message_size,
                 Work&& work) noexcept {
    if (abi != module_abi || types_size != module_types_size || request == nullptr)
        return module_answer(Answer::Failed, std::string("the ") + module + " is from another build of nono", message,
                             message_size);
    try {
        return static_cast<int>(work());
    } catch (const InputError& error) {
        if constexpr (requires { error.problem(); })
            return module_answer(bad_input, error.problem(), message, message_size);
        else
            return module_answer(bad_input, error.what(), message, message_size);
    } catch (const std::exception& error) {
        return module_answer(Answer::Failed, error.what(), message, message_size);
    } catch (...) {
        return module_answer(Answer::Failed, failure, message, message_size);
    }
}

}  // namespace nono::cli
