// Paths relative to the running `nono` binary (/proc/self/exe), not to the current
// directory: an installed tree finds its examples and its modules wherever it was
// installed, from any directory, and a build tree finds what was built beside the binary.
#pragma once

#include <filesystem>
#include <optional>

namespace nono::cli {

// <the binary's folder>/relative, normalised; nullopt when /proc/self/exe cannot be read.
std::optional<std::filesystem::path> beside_binary(const std::filesystem::path& relative);

}  // namespace nono::cli
