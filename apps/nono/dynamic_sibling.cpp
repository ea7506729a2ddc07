// Handing the commands that load a module to nono-dynamic; see dynamic_sibling.hpp.
#include "dynamic_sibling.hpp"

#include <sys/auxv.h>
#include <unistd.h>

#include <string_view>

#include "beside_binary.hpp"
#include "census_mpi_module.hpp"

namespace nono::cli {

namespace {

// The commands whose run may load a module (module_loader.hpp): render and repair --picture
// draw through libnono_render.so, serve runs libnono_serve.so, scan reads through libnono_scan.so.
constexpr std::string_view kModuleCommands[] = {"render", "serve", "repair", "scan"};

bool loads_a_module(std::string_view command) {
    for (std::string_view name : kModuleCommands)
        if (command == name) return true;
    return command == "census" && launched_by_mpi();  // the MPI module
}

}  // namespace

bool linked_statically() {
    // The kernel tells a program where its interpreter (ld.so) was loaded; a program that has
    // none is static.
    return getauxval(AT_BASE) == 0;
}

std::optional<std::filesystem::path> dynamic_sibling() { return beside_binary("nono-dynamic"); }

void hand_module_commands_over(int argc, char** argv) {
    if (argc < 2 || !loads_a_module(argv[1]) || !linked_statically()) return;
    if (const auto sibling = dynamic_sibling()) ::execv(sibling->c_str(), argv);
}

}  // namespace nono::cli
