// Resolving paths from the running binary; see beside_binary.hpp.
#include "beside_binary.hpp"

#include <system_error>

namespace nono::cli {

std::optional<std::filesystem::path> beside_binary(const std::filesystem::path& relative) {
    std::error_code error;
    const std::filesystem::path binary = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error) return std::nullopt;
    return (binary.parent_path() / relative).lexically_normal();
}

}  // namespace nono::cli
