// Finding one of nono's modules on disk and its entry point, without printing anything: the
// CLI's loader (module_loader.hpp) and the server module, which loads the image-reading
// module for POST /api/scan, both look in the same places.
#pragma once

#include <string>

namespace nono::cli {

// The entry point `entry` of the module file `file`, found beside the running binary, else
// where `cmake --install` puts it (<bindir>/../<libdir>/nono), loaded with dlopen; or nullptr,
// with every path tried and why it failed in `tried` ("\n  PATH: not found" each). The module
// stays loaded until the process ends.
void* find_module_entry(const char* file, const char* entry, std::string& tried);

}  // namespace nono::cli
