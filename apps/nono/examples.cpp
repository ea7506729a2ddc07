// Finding the bundled examples. The installed tree is found from the running binary
// (/proc/self/exe), not from the current directory, so `nono solve examples:36` works from
// anywhere; a binary in the build tree falls back to the source tree's data/examples.
#include "examples.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <system_error>

#include "beside_binary.hpp"

namespace nono::cli {

namespace {

namespace fs = std::filesystem;

bool directory_exists(const fs::path& path) {
    std::error_code error;
    return fs::is_directory(path, error);
}

std::vector<fs::path> candidate_directories() {
    std::vector<fs::path> candidates;
    if (const char* chosen = std::getenv("NONO_EXAMPLES_DIR"); chosen && *chosen)
        candidates.emplace_back(chosen);
    if (auto installed = beside_binary(NONO_EXAMPLES_FROM_BINARY)) candidates.push_back(*installed);
    candidates.emplace_back(NONO_SOURCE_EXAMPLES);
    return candidates;
}

bool all_digits(const std::string& text) {
    return !text.empty() &&
           std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); });
}

// "36", "ex36", "ex036" -> "ex36"; "6" -> "ex06" (the R set's files are numbered 01..85).
std::string canonical_name(std::string name) {
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    std::string digits = name.rfind("ex", 0) == 0 ? name.substr(2) : name;
    if (!all_digits(digits) || digits.size() > 6) return name;
    std::string number = std::to_string(std::stoi(digits));
    if (number.size() < 2) number.insert(number.begin(), '0');
    return "ex" + number;
}

}  // namespace

fs::path examples_directory() {
    std::string looked;
    for (const fs::path& candidate : candidate_directories()) {
        if (directory_exists(candidate)) return candidate;
        looked += (looked.empty() ? "" : ", ") + candidate.string();
    }
    throw InputError("examples", 0,
                     "the bundled examples were not found (looked in " + looked +
                         "); set NONO_EXAMPLES_DIR to their folder");
}

std::vector<fs::path> example_files() {
    std::vector<fs::path> files;
    std::error_code error;
    for (const fs::directory_entry& entry : fs::directory_iterator(examples_directory(), error)) {
        const fs::path& path = entry.path();
        if (entry.is_regular_file(error) && format_from_path(path.string())) files.push_back(path);
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::string example_name(const fs::path& file) { return file.stem().string(); }

std::string resolve_puzzle_path(const std::string& argument) {
    if (argument.rfind(kExamplePrefix, 0) != 0) return argument;
    std::string name = argument.substr(std::char_traits<char>::length(kExamplePrefix));
    if (format_from_path(name)) name = fs::path(name).stem().string();
    const std::string wanted = canonical_name(name);
    if (!name.empty() && name.find('/') == std::string::npos)
        for (const fs::path& file : example_files())
            if (canonical_name(example_name(file)) == wanted) return file.string();
    throw InputError(argument, 0,
                     "no bundled example is called '" + name + "' (`nono examples` lists them)");
}

}  // namespace nono::cli
