// Handing the commands that load a module to nono-dynamic; see dynamic_sibling.hpp.
#include "dynamic_sibling.hpp"

#include <sys/auxv.h>
#include <unistd.h>

#include <string_view>

#include "beside_binary.hpp"
#include "census_mpi_module.hpp"
#include "command_table.hpp"

namespace nono::cli {

namespace {

bool loads_a_module(std::string_view command) {
    const CommandEntry* entry = find_command(command);
    if (!entry) return false;
    switch (entry->loads_module) {
        case LoadsModule::Never: return false;
        case LoadsModule::Always: return true;
        case LoadsModule::UnderMpi: return launched_by_mpi();
    }
    return false;
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
