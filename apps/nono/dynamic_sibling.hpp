// A `nono` linked statically (the C library too; CMakeLists.txt, NONO_STATIC_CLI) starts in
// about three quarters of the CPU of a dynamically linked one, but must not load nono's
// modules: a module dlopen'd into a static process brings a second C library (cairo's pixman
// crashed there, and so did the server and MPI modules). The few commands that load a module
// are therefore handed to nono-dynamic, the same program linked dynamically, beside it.
#pragma once

#include <filesystem>
#include <optional>

namespace nono::cli {

// True in a process started without the dynamic loader (a static or static-pie binary).
bool linked_statically();
// Where nono-dynamic is: beside the binary (a build tree, and `cmake --install`'s bindir).
std::optional<std::filesystem::path> dynamic_sibling();
// In a static binary, when the command line names a command that loads a module (render,
// serve, repair with its --picture, scan, census under mpirun), replaces the process with
// nono-dynamic and the same arguments, before anything is read or written. Returns when there
// is nothing to hand over, or nono-dynamic cannot be run (the command then reports its
// module missing, naming nono-dynamic).
void hand_module_commands_over(int argc, char** argv);

}  // namespace nono::cli
