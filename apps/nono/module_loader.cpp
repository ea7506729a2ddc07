// Finding and loading a module; see module_loader.hpp.
#include "module_loader.hpp"

#include <filesystem>
#include <iostream>
#include <string>
#include <system_error>

#include "dynamic_sibling.hpp"
#include "module_search.hpp"

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
    if (void* found = find_module_entry(file, entry, tried)) return found;
    std::cerr << "nono: cannot load the " << what << " module " << file << "; tried:" << tried << "\n";
    return nullptr;
}

}  // namespace nono::cli
