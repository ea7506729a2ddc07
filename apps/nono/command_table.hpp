// The one table of nono's commands: the name a user types, the function that builds it, and
// whether its run may load a module (then a static `nono` hands the whole command line to
// nono-dynamic, dynamic_sibling.hpp). Adding a command is one row here (docs/architecture.md).
#pragma once

#include <span>
#include <string_view>

#include "commands.hpp"

namespace nono::cli {

enum class LoadsModule {
    Never,
    Always,    // render (cairo), serve (HTTP), repair (its --picture draws), scan (OpenCV)
    UnderMpi,  // census, when mpirun started it (the MPI module)
};

struct CommandEntry {
    std::string_view name;
    Command (*add)(CLI::App& parent);
    LoadsModule loads_module;
};

std::span<const CommandEntry> command_table();
// The row of the command named `name`, or null.
const CommandEntry* find_command(std::string_view name);

}  // namespace nono::cli
