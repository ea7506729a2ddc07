// `nono scan IMAGE [-o FILE]`: reads a puzzle from a screenshot or a photo (PNG or JPEG)
// through the image-reading module (scan_module.hpp), then writes it in any format nono
// writes, or as a text picture of the clues. The reading is checked by the solver; numbers it
// was not sure of and numbers it changed are named on standard error, and a reading that does
// not make a consistent puzzle is never written as one (exit 20, the lines named).
#include <iostream>
#include <memory>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "module_loader.hpp"
#include "output_file.hpp"
#include "scan_module.hpp"
#include "terminal.hpp"

namespace nono::cli {

namespace {

struct ScanSettings {
    std::string image;
    std::string output;
    std::string to;
    bool json = false;
    std::string state;
    std::string overlay;
    ScanOptions options;
};

using ScanEntry = decltype(&nono_scan_read);

// The module's JSON report; InputError / std::runtime_error as the module answers.
nlohmann::ordered_json read_image(ScanEntry entry, const ScanSettings& settings, std::ostream* overlay) {
    const ScanRequest request{settings.image.c_str(), nullptr, 0, &settings.options, nullptr, overlay};
    return nlohmann::ordered_json::parse(read_through(entry, request, settings.image));
}

// The clues as read, without validation (a reading that does not fit is still shown).
Puzzle read_clues(const nlohmann::ordered_json& puzzle) {
    Puzzle clues;
    clues.width = puzzle.value("width", 0);
    clues.height = puzzle.value("height", 0);
    clues.rows = puzzle.at("rows").get<std::vector<Clue>>();
    clues.columns = puzzle.at("columns").get<std::vector<Clue>>();
    if (clues.width == 0) clues.width = static_cast<int>(clues.columns.size());
    if (clues.height == 0) clues.height = static_cast<int>(clues.rows.size());
    return clues;
}

Format scan_output_format(const ScanSettings& settings) {
    if (const std::optional<Format> named = chosen_format(settings.to)) return *named;
    if (const std::optional<Format> by_extension = format_from_path(settings.output)) return *by_extension;
    throw UsageError("cannot tell the output format from the name " + settings.output + "; use --to FORMAT (" +
                     format_list() + ")");
}

std::string number_place(const nlohmann::ordered_json& number) {
    const bool column = number.contains("column");
    const int line = number.at(column ? "column" : "row").get<int>() + 1;
    return std::string(column ? "column " : "row ") + std::to_string(line) + ", number " +
           std::to_string(number.at("index").get<int>() + 1);
}

// The numbers it was not sure of, and what it changed, on standard error.
void report_doubts(const ScanSettings& settings, const nlohmann::ordered_json& report) {
    for (const auto& number : report.at("numbers")) {
        if (!number.at("doubtful").get<bool>() && !number.contains("read")) continue;
        std::cerr << "nono: " << settings.image << ": " << number_place(number) << ": ";
        if (number.contains("read") && number.at("read").get<int>() == 0) {  // added by the check
            std::cerr << "not read, added as " << number.at("value") << "\n";
            continue;
        }
        if (number.contains("read"))
            std::cerr << "read as " << number.at("read") << ", changed to " << number.at("value");
        else
            std::cerr << "read as " << number.at("value");
        std::cerr << " (confidence " << number.at("confidence");
        if (!number.at("alternatives").empty())
            std::cerr << "; else " << number.at("alternatives")[0].at("value");
        std::cerr << ")\n";
    }
    for (const auto& change : report.at("changes"))
        std::cerr << "nono: " << settings.image << ": changed " << change.get<std::string>() << "\n";
    for (const auto& doubt : report.at("doubts")) std::cerr << "nono: " << settings.image << ": " << doubt.get<std::string>() << "\n";
}

int scan_exit_code(const std::string& verdict) {
    if (verdict == "unique") return kExitUnique;
    if (verdict == "multiple") return kExitMultiple;
    if (verdict == "undecided") return kExitUndecided;
    return kExitNone;  // none, inconsistent
}

int run_scan(const ScanSettings& settings) {
    // Checked before the image is read: a bad -o name is a usage error at once.
    const Format format = settings.output.empty() ? Format::Non : scan_output_format(settings);
    const auto entry = reinterpret_cast<ScanEntry>(load_module_entry(kScanModuleFile, kScanEntryName, "image-reading"));
    if (!entry) return kExitFailure;
    std::unique_ptr<OutputFile> overlay;
    if (!settings.overlay.empty()) overlay = std::make_unique<OutputFile>(settings.overlay);
    const nlohmann::ordered_json report = read_image(entry, settings, overlay ? &overlay->stream() : nullptr);
    const std::string verdict = report.at("verdict").get<std::string>();
    if (settings.json) std::cout << report.dump(2) << "\n";
    if (verdict == "not-found") {
        std::cerr << "nono: " << settings.image << ": " << report.at("message").get<std::string>() << "\n";
        return kExitBadInput;
    }
    report_doubts(settings, report);
    const nlohmann::ordered_json& puzzle_json = report.at("puzzle");
    const bool consistent = verdict != "inconsistent";
    if (!consistent) {
        std::cerr << "nono: " << settings.image << ": " << report.at("message").get<std::string>() << ":\n";
        for (const auto& problem : report.at("problems")) std::cerr << "  " << problem.get<std::string>() << "\n";
    } else if (verdict == "none") {
        std::cerr << "nono: " << settings.image << ": " << report.at("message").get<std::string>() << "\n";
    }
    const Puzzle puzzle = consistent ? parse_puzzle(puzzle_json.dump(), Format::Json, settings.image) : read_clues(puzzle_json);
    if (!settings.json && settings.output.empty())
        std::cout << terminal_view(puzzle, std::nullopt, terminal_options(false, ColourChoice::Auto));
    if (!settings.output.empty()) {
        if (consistent)
            write_output(settings.output, write_puzzle(puzzle, format));
        else
            std::cerr << "nono: " << settings.output << " not written: the clues read do not make a puzzle\n";
    }
    if (!settings.state.empty()) {
        std::string text;
        for (const auto& row : report.at("state")) text += row.get<std::string>() + "\n";
        write_output(settings.state, text);
    }
    if (overlay) {
        if (report.at("solution").is_null())
            std::cerr << "nono: " << settings.image << ": no solution to draw; " << settings.overlay << " not written\n";
        else
            overlay->commit();
    }
    return scan_exit_code(verdict);
}

}  // namespace

Command add_scan_command(CLI::App& parent) {
    auto settings = std::make_shared<ScanSettings>();
    CLI::App* app = parent.add_subcommand("scan", "Read a puzzle from a screenshot or a photo (PNG or JPEG)");
    app->add_option("IMAGE", settings->image, "The picture to read")->type_name("")->required();
    app->add_option("-o,--output", settings->output,
                    "Write the puzzle to FILE, in the format of its extension or --to (default: a text "
                    "picture of the clues on standard output)")
        ->type_name("FILE");
    add_format_option(*app, "--to", settings->to, "Format of -o FILE (default: by its extension)");
    app->add_flag("--json", settings->json,
                  "Print the reading as JSON: the puzzle, each cell's pixel box, and each clue number's "
                  "value, colour, confidence, alternatives and pixel box (docs/scan.md)");
    app->add_option("--state", settings->state,
                    "Write the board as played in the image: # filled, - crossed or dotted, ? untouched "
                    "(as render --state and show --state read it)")
        ->type_name("FILE");
    app->add_option("--overlay", settings->overlay, "Draw the solution onto the image, as PNG")->type_name("OUT.png");
    app->add_option("--doubt", settings->options.doubt,
                    "Name the numbers read with less confidence than this as doubtful (0 to 1)")
        ->check(CLI::Range(0.0, 1.0))
        ->capture_default_str();
    app->footer(exit_codes_footer(
        {{kExitUnique, "read; the puzzle has one solution"},
         {kExitMultiple, "read; the puzzle has several solutions"},
         {kExitNone, "the clues read do not fit their lines or have no solution, even after trying\n"
                     "the next likely readings (the lines are named; -o writes nothing)"},
         {kExitUndecided, "read, but the check's node limit stopped before it was solved"},
         {kExitBadInput, "no puzzle found in the image (what was looked for is named), an unreadable image, or bad usage"},
         {kExitFailure, "other failure (e.g. an output cannot be written, the module is missing)"}}));
    return {app, [settings] { return run_scan(*settings); }};
}

}  // namespace nono::cli
