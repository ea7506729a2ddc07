// `nono examples`: the bundled example puzzles, one line each: the name to use as
// examples:NAME, the size, the verdict (each is solved, within the usual limits) and the
// title. The verdicts are computed, not stored, so the list cannot go stale.
#include <algorithm>
#include <cstdio>
#include <memory>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "examples.hpp"
#include "exit_codes.hpp"
#include "nono/report.hpp"

namespace nono::cli {

namespace {

struct ExamplesSettings {
    bool json = false;
    LimitOptions limits;
};

struct Entry {
    std::string name;
    std::string size;
    std::string verdict;  // a verdict name, or "invalid"
    std::string title;
    std::string error;
};

Entry describe(const std::filesystem::path& file, const LimitOptions& limits) {
    Entry entry;
    entry.name = example_name(file);
    try {
        const Puzzle puzzle = read_puzzle(file.string());
        entry.size = std::to_string(puzzle.width) + "x" + std::to_string(puzzle.height);
        entry.title = puzzle.title;
        entry.verdict = verdict_name(solve(puzzle, limits.solve_options(2, 0)).verdict);
    } catch (const InputError& error) {
        entry.verdict = "invalid";
        entry.error = error.what();
    }
    return entry;
}

std::string text_table(const std::vector<Entry>& entries) {
    std::size_t name_width = 4, size_width = 4, verdict_width = 7;
    for (const Entry& entry : entries) {
        name_width = std::max(name_width, entry.name.size());
        size_width = std::max(size_width, entry.size.size());
        verdict_width = std::max(verdict_width, entry.verdict.size());
    }
    auto pad = [](const std::string& text, std::size_t width) {
        return text + std::string(width - text.size() + 2, ' ');
    };
    std::string text = pad("NAME", name_width) + pad("SIZE", size_width) + pad("VERDICT", verdict_width) + "TITLE\n";
    for (const Entry& entry : entries)
        text += pad(entry.name, name_width) + pad(entry.size, size_width) + pad(entry.verdict, verdict_width) +
                (entry.error.empty() ? entry.title : entry.error) + "\n";
    return text;
}

std::string json_list(const std::vector<Entry>& entries) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const Entry& entry : entries) {
        nlohmann::ordered_json item;
        item["name"] = entry.name;
        item["argument"] = kExamplePrefix + entry.name;
        item["size"] = entry.size.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(entry.size);
        item["verdict"] = entry.verdict;
        item["title"] = entry.title.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(entry.title);
        item["error"] = entry.error.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(entry.error);
        list.push_back(std::move(item));
    }
    return list.dump(1) + "\n";
}

int run_examples(const ExamplesSettings& settings) {
    std::vector<Entry> entries;
    for (const std::filesystem::path& file : example_files()) entries.push_back(describe(file, settings.limits));
    write_output("-", settings.json ? json_list(entries) : text_table(entries));
    const bool any_invalid = std::any_of(entries.begin(), entries.end(),
                                         [](const Entry& entry) { return entry.verdict == "invalid"; });
    return any_invalid ? kExitFailure : kExitUnique;
}

}  // namespace

Command add_examples_command(CLI::App& parent) {
    auto settings = std::make_shared<ExamplesSettings>();
    CLI::App* app = parent.add_subcommand(
        "examples", "List the bundled example puzzles (use them as examples:NAME)");
    app->add_flag("--json", settings->json, "Print the list as JSON");
    settings->limits.add_to(*app);
    app->footer(exit_codes_footer({{kExitUnique, "listed"},
                                    {kExitFailure, "a bundled example is invalid (a broken install)"},
                                    {kExitBadInput, "the examples cannot be found or bad usage"}}));
    return {app, [settings] { return run_examples(*settings); }};
}

}  // namespace nono::cli
