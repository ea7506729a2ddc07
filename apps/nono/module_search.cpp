// Finding a module's entry point; see module_search.hpp.
#include "module_search.hpp"

#include <dlfcn.h>

#include <filesystem>
#include <system_error>

#include "beside_binary.hpp"

namespace nono::cli {

void* find_module_entry(const char* file, const char* entry, std::string& tried) {
    tried.clear();
    for (const char* relative : {".", NONO_MODULES_FROM_BINARY}) {
        const auto folder = beside_binary(relative);
        if (!folder) continue;
        const std::string path = (*folder / file).string();
        std::error_code missing;
        if (!std::filesystem::exists(path, missing)) {
            tried += "\n  " + path + ": not found";
            continue;
        }
        void* module = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (void* found = module ? dlsym(module, entry) : nullptr) return found;
        const char* why = dlerror();  // e.g. a library the module needs is not installed
        tried += "\n  " + path + ": " + (why ? why : "cannot be loaded");
        if (module) dlclose(module);
    }
    if (tried.empty()) tried = "\n  nothing (/proc/self/exe cannot be read)";
    return nullptr;
}

}  // namespace nono::cli
