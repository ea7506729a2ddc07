// The fuzz targets' check, run by the ordinary test binary: every seed under tests/fuzz/corpus
// (ok-* must parse, bad-* must be refused), then a fixed stream of mutated seeds (byte flips,
// insertions, deletions, format tokens, splices), so the parsers meet garbage without libFuzzer.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <fstream>
#include <iterator>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz/roundtrip_check.hpp"
#include "nono/io.hpp"

namespace nono {
namespace {

namespace fs = std::filesystem;

struct Seed {
    std::string name;
    Format format;
    std::string text;
};

std::vector<Seed> load_seeds() {
    std::vector<Seed> seeds;
    // A folder per format of the table, named as the format: a new format needs seeds.
    for (const FormatInfo& info : puzzle_formats()) {
        const std::string folder(info.name);
        const fs::path dir = fs::path(NONO_FUZZ_CORPUS) / folder;
        std::vector<fs::path> files;
        for (const auto& entry : fs::directory_iterator(dir))
            if (entry.is_regular_file()) files.push_back(entry.path());
        std::sort(files.begin(), files.end());  // the mutation stream must not depend on the file system
        for (const fs::path& file : files) {
            std::ifstream in(file, std::ios::binary);
            std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            seeds.push_back({folder + "/" + file.filename().string(), info.format, std::move(text)});
        }
    }
    return seeds;
}

// Bytes shown with escapes, so a failing input can be copied into a test.
std::string escaped(const std::string& text) {
    std::ostringstream out;
    for (unsigned char c : text) {
        if (c == '\\' || c == '"')
            out << '\\' << c;
        else if (c == '\n')
            out << "\\n";
        else if (c >= 0x20 && c < 0x7f)
            out << c;
        else
            out << "\\x"
                << "0123456789abcdef"[c >> 4] << "0123456789abcdef"[c & 15] << "\"\"";
    }
    return out.str();
}

// Pieces of the formats' syntax, so mutations reach past the first check of each parser.
const std::vector<std::string>& tokens() {
    static const std::vector<std::string> list = {"width ",
                                                  "height ",
                                                  "rows\n",
                                                  "columns\n",
                                                  "goal ",
                                                  "title \"",
                                                  "by ",
                                                  "color ",
                                                  "\n",
                                                  "\r\n",
                                                  "0",
                                                  "1",
                                                  "9",
                                                  "1000",
                                                  "1001",
                                                  "99999999",
                                                  "-1",
                                                  ",",
                                                  " ",
                                                  "\"",
                                                  "&amp;",
                                                  "&#13;",
                                                  "&#0;",
                                                  "&#x2605;",
                                                  "<puzzle>",
                                                  "</puzzle>",
                                                  "<puzzleset>",
                                                  "<clues type=\"rows\">",
                                                  "<clues type=\"columns\">",
                                                  "</clues>",
                                                  "<line>",
                                                  "</line>",
                                                  "<count>",
                                                  "</count>",
                                                  "<solution>",
                                                  "<image>",
                                                  "</image>",
                                                  "|X.|\n",
                                                  "<title>",
                                                  "</title>",
                                                  "<color name=\"red\"/>",
                                                  "<![CDATA[",
                                                  "]]>",
                                                  "<!--",
                                                  "-->",
                                                  "{",
                                                  "}",
                                                  "[",
                                                  "]",
                                                  "[]",
                                                  "[0]",
                                                  "\"rows\":",
                                                  "\"columns\":",
                                                  "\"solution\":",
                                                  "\"title\":",
                                                  "\"width\":",
                                                  "1.5",
                                                  "1e3",
                                                  "null",
                                                  "true",
                                                  "\"#-\"",
                                                  "\\u0000",
                                                  "\\r",
                                                  "#",
                                                  "-",
                                                  ".",
                                                  "X",
                                                  "?",
                                                  "#-#\n",
                                                  "[clues]\n",
                                                  "rows = \"\"\"\n",
                                                  "columns = '",
                                                  "\"\"\"",
                                                  ": rows\n",
                                                  ": columns\n",
                                                  "#d\n",
                                                  "#\n",
                                                  "P1\n",
                                                  "P4\n",
                                                  "3 2\n",
                                                  "\xEF\xBB\xBF",
                                                  std::string(1, '\0'),
                                                  "\xC3\xA9",
                                                  "\xFF"};
    return list;
}

class Mutator {
public:
    Mutator(const std::vector<Seed>& seeds, std::uint32_t seed) : seeds_(seeds), rng_(seed) {}

    std::string mutate(std::string text) {
        // Mostly one change, so that many mutants still parse and reach the writers.
        for (int n = pick(0, 3) == 0 ? pick(2, 4) : 1; n > 0; --n) {
            const std::size_t at =
                text.empty() ? 0 : static_cast<std::size_t>(pick(0, static_cast<int>(text.size())));
            switch (pick(0, 6)) {
                case 0:  // flip a bit
                    if (!text.empty()) text[at % text.size()] ^= static_cast<char>(1 << pick(0, 7));
                    break;
                case 1:  // a random byte in place
                    if (!text.empty()) text[at % text.size()] = static_cast<char>(pick(0, 255));
                    break;
                case 2:  // insert random bytes
                    text.insert(at, static_cast<std::size_t>(pick(1, 8)), static_cast<char>(pick(0, 255)));
                    break;
                case 3:  // delete a range
                    text.erase(at, static_cast<std::size_t>(pick(1, 16)));
                    break;
                case 4:  // insert a token of some format
                    text.insert(
                        at,
                        tokens()[static_cast<std::size_t>(pick(0, static_cast<int>(tokens().size()) - 1))]);
                    break;
                case 5: {  // duplicate a chunk of the text itself
                    const std::size_t from = static_cast<std::size_t>(pick(0, static_cast<int>(text.size())));
                    text.insert(at, text.substr(from, static_cast<std::size_t>(pick(1, 64))));
                    break;
                }
                default: {  // splice in a chunk of another seed, of any format
                    const std::string& other =
                        seeds_[static_cast<std::size_t>(pick(0, static_cast<int>(seeds_.size()) - 1))].text;
                    const std::size_t from =
                        static_cast<std::size_t>(pick(0, static_cast<int>(other.size())));
                    text.replace(at, static_cast<std::size_t>(pick(0, 32)),
                                 other.substr(from, static_cast<std::size_t>(pick(1, 128))));
                }
            }
        }
        if (text.size() > 4096) text.resize(4096);
        return text;
    }

    int pick(int low, int high) { return std::uniform_int_distribution<int>(low, high)(rng_); }

private:
    const std::vector<Seed>& seeds_;
    std::mt19937 rng_;
};

// Runs the check; a failure names the input so that it can be reproduced.
bool check(const std::string& text, Format format, const std::string& label, bool& accepted) {
    try {
        const fuzz::CheckResult result = fuzz::check_round_trip(text, format);
        accepted = result.accepted;
        if (!result.problem) return true;
        ADD_FAILURE() << label << " (" << format_name(format) << "): " << *result.problem << "\ninput: \""
                      << escaped(text) << "\"";
    } catch (const std::exception& error) {
        ADD_FAILURE() << label << " (" << format_name(format) << "): threw " << error.what() << "\ninput: \""
                      << escaped(text) << "\"";
    }
    return false;
}

TEST(FuzzReplay, EverySeedGivesItsExpectedOutcome) {
    const std::vector<Seed> seeds = load_seeds();
    std::map<Format, int> ok_seeds, bad_seeds;
    for (const Seed& seed : seeds) {
        SCOPED_TRACE(seed.name);
        const std::string file = seed.name.substr(seed.name.find('/') + 1);
        ASSERT_TRUE(file.rfind("ok-", 0) == 0 || file.rfind("bad-", 0) == 0)
            << "seeds are named ok-* or bad-*";
        bool accepted = false;
        check(seed.text, seed.format, seed.name, accepted);
        EXPECT_EQ(accepted, file.rfind("ok-", 0) == 0);
        ++(accepted ? ok_seeds : bad_seeds)[seed.format];
    }
    for (const FormatInfo& info : puzzle_formats()) {
        EXPECT_GE(ok_seeds[info.format], 2) << info.name;
        EXPECT_GE(bad_seeds[info.format], 2) << info.name;
    }
}

TEST(FuzzReplay, MutatedSeedsAreRefusedOrRoundTrip) {
    const std::vector<Seed> seeds = load_seeds();
    ASSERT_FALSE(seeds.empty());
    // Mutants of valid seeds parse far more often, so they are the usual starting point.
    std::vector<const Seed*> valid;
    for (const Seed& seed : seeds)
        if (seed.name.find("/ok-") != std::string::npos) valid.push_back(&seed);
    ASSERT_FALSE(valid.empty());
    Mutator mutator(seeds, 20261123);
    std::map<Format, int> accepted_count;
    int failures = 0;
    for (int i = 0; i < 60000 && failures < 5; ++i) {
        const Seed& base =
            mutator.pick(0, 3) != 0
                ? *valid[static_cast<std::size_t>(mutator.pick(0, static_cast<int>(valid.size()) - 1))]
                : seeds[static_cast<std::size_t>(mutator.pick(0, static_cast<int>(seeds.size()) - 1))];
        const std::string text = mutator.mutate(base.text);
        bool accepted = false;
        if (!check(text, base.format, "mutation " + std::to_string(i) + " of " + base.name, accepted))
            ++failures;
        if (accepted) ++accepted_count[base.format];
    }
    // Mutations that still parse are what exercise the writers; each format must see some.
    std::cout << "accepted:";
    for (const FormatInfo& info : puzzle_formats()) {
        EXPECT_GE(accepted_count[info.format], 100) << info.name;
        std::cout << " " << accepted_count[info.format] << " " << info.name;
    }
    std::cout << "\n";
}

}  // namespace
}  // namespace nono
