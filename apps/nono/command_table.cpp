#include "command_table.hpp"

namespace nono::cli {

namespace {

constexpr CommandEntry kCommandTable[] = {
    {"solve", add_solve_command, LoadsModule::Never},
    {"check", add_check_command, LoadsModule::Never},
    {"classify", add_classify_command, LoadsModule::Never},
    {"census", add_census_command, LoadsModule::UnderMpi},
    {"convert", add_convert_command, LoadsModule::Never},
    {"render", add_render_command, LoadsModule::Always},
    {"show", add_show_command, LoadsModule::Never},
    {"examples", add_examples_command, LoadsModule::Never},
    {"serve", add_serve_command, LoadsModule::Always},
    {"algorithms", add_algorithms_command, LoadsModule::Never},
    {"import", add_import_command, LoadsModule::Never},
    {"repair", add_repair_command, LoadsModule::Always},
    {"generate", add_generate_command, LoadsModule::Never},
    {"scan", add_scan_command, LoadsModule::Always},
};

}  // namespace

std::span<const CommandEntry> command_table() { return kCommandTable; }

const CommandEntry* find_command(std::string_view name) {
    for (const CommandEntry& entry : kCommandTable)
        if (entry.name == name) return &entry;
    return nullptr;
}

}  // namespace nono::cli
