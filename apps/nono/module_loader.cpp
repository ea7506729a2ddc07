// Finding and loading a module; see module_loader.hpp.
#include "module_loader.hpp"

#include <dlfcn.h>

#include <filesystem>
#include <iostream>
#include <string>
#include <system_error>

#include "beside_binary.hpp"
#include "dynamic_sibling.hpp"

namespace nono::cli {

void* load_module_entry(const char* file, const char* entry, const char* what) {
    if (linked_statically()) {
        // Never dlopen'd here (dynamic_sibling.hpp); main() found no nono-dynamic to run it.
        const auto sibling = dynamic_sibling();
        std::error_code missing;
        std::cerr << "nono: cannot load the " << what << " module " << file << "; tried:\n  "
                  << (sibling ? sibling->string() : "nono-dynamic")
                  << (sibling && std::filesystem::exists(*sibling, missing) ? ": cannot be run" : ": not found")
                  << " (this nono is linked statically and loads no module: nono-dynamic, beside it, runs "
                     "the commands that do)\n";
        return nullptr;
    }
    std::string tried;
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
    std::cerr << "nono: cannot load the " << what << " module " << file << "; tried:"
              << (tried.empty() ? "\n  nothing (/proc/self/exe cannot be read)" : tried) << "\n";
    return nullptr;
}

}  // namespace nono::cli
