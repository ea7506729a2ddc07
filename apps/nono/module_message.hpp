// What every module's entry point does with a failure: copies its message into the caller's
// buffer (NUL-terminated, cut to the buffer) and answers with a code.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
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

}  // namespace nono::cli
