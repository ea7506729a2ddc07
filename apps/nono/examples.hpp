// The bundled example puzzles (data/examples): where they are, what they are called, and
// `examples:NAME`, which every command accepts in place of a file name. R users write
// `examples[[36]]`, so `examples:36`, `examples:ex36` and `examples:ex36.non` all name ex36.non.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "nono/io.hpp"

namespace nono::cli {

inline constexpr const char* kExamplePrefix = "examples:";

// The first that exists: $NONO_EXAMPLES_DIR, <bindir>/../share/nono/examples (installed),
// the source tree's data/examples (a build tree). InputError when there is none.
std::filesystem::path examples_directory();

// Every example puzzle file, sorted by name.
std::vector<std::filesystem::path> example_files();

// The example's name as listed: the file name without its extension.
std::string example_name(const std::filesystem::path& file);

// `examples:NAME` becomes the example's path (InputError naming the argument when there is
// no such example); any other argument is returned unchanged.
std::string resolve_puzzle_path(const std::string& argument);

}  // namespace nono::cli
