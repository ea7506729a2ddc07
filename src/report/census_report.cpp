// Census results as text and JSON, and reading the JSON back. The JSON holds only counts (no
// timings), so merged shards and one whole run print the same bytes.
#include <algorithm>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "nono/census.hpp"
#include "nono/puzzle.hpp"
#include "nono/report.hpp"

namespace nono {

namespace {

// FNV-1a, 64 bits, as 16 hex digits: a census file's checksum over its compact JSON without
// the checksum, so a count edited by hand (or a damaged file) is refused, not merged. Not a
// signature: it catches edits and damage, not someone who recomputes it.
std::string checksum_of(const std::string& text) {
    std::uint64_t hash = 0xcbf29ce484222325ull;
    for (unsigned char byte : text) {
        hash ^= byte;
        hash *= 0x100000001b3ull;
    }
    static const char kHex[] = "0123456789abcdef";
    std::string digits(16, '0');
    for (int i = 15; i >= 0; --i, hash >>= 4) digits[static_cast<std::size_t>(i)] = kHex[hash & 15];
    return digits;
}

nlohmann::ordered_json census_body(const CensusResult& input) {
    const CensusResult result = input.normalised();
    nlohmann::ordered_json json;
    json["width"] = result.width;
    json["height"] = result.height;
    if (result.complete()) {
        json["shards"] = nullptr;
    } else {
        json["shards"] = {{"count", result.shard_count}, {"included", result.shards}};
    }
    json["interrupted"] = result.interrupted;
    for (const CensusCount& field : kCensusCounts) json[field.name] = result.*field.member;
    if (result.levels) {
        nlohmann::ordered_json histogram = nlohmann::ordered_json::object();
        for (std::size_t k = 1; k < result.level_histogram.size(); ++k)
            histogram[std::to_string(k)] = result.level_histogram[k];
        json["levels"] = histogram;
    } else {
        json["levels"] = nullptr;
    }
    return json;
}

}  // namespace

ReportJson census_object(const CensusResult& result) {
    ReportJson json = census_body(result);
    json["checksum"] = checksum_of(json.dump());
    return json;
}

std::string census_json(const CensusResult& result) { return census_object(result).dump() + "\n"; }

CensusResult parse_census_json(const std::string& text, const std::string& source) {
    nlohmann::json json;
    try {
        json = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& error) {
        // byte is 1-based; count the lines before it.
        const std::size_t upto = std::min<std::size_t>(error.byte, text.size());
        const int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(upto), '\n'));
        throw InputError(source, line, "not valid JSON");
    }
    auto fail = [&](const std::string& problem) -> void { throw InputError(source, 0, problem); };
    if (!json.is_object()) fail("a census result must be a JSON object");
    CensusResult result;
    try {
        result.width = json.at("width").get<int>();
        result.height = json.at("height").get<int>();
        result.interrupted = json.at("interrupted").get<bool>();
        for (const CensusCount& field : kCensusCounts) result.*field.member = json.at(field.name).get<std::uint64_t>();
        const auto& shards = json.at("shards");
        if (shards.is_null()) {
            result.shard_count = 1;
            result.shards = {0};
        } else {
            result.shard_count = shards.at("count").get<int>();
            result.shards = shards.at("included").get<std::vector<int>>();
        }
        const auto& levels = json.at("levels");
        result.levels = !levels.is_null();
        if (result.levels) {
            result.level_histogram.assign(static_cast<std::size_t>(result.width + result.height + 1), 0);
            for (const auto& [key, value] : levels.items()) {
                const int k = std::stoi(key);
                if (k < 1 || k > result.width + result.height) fail("level " + key + " out of range");
                result.level_histogram[static_cast<std::size_t>(k)] = value.get<std::uint64_t>();
            }
        }
    } catch (const nlohmann::json::exception& error) {
        fail(std::string("not a census result: ") + error.what());
    } catch (const std::logic_error&) {  // std::stoi on a key that is not a number
        fail("level names must be numbers");
    }
    if (result.width < 1 || result.height < 1 || result.width > kMaxCensusSide ||
        result.height > kMaxCensusSide)
        fail("bad size");
    if (result.shard_count < 1) fail("bad shard count");
    for (int shard : result.shards)
        if (shard < 0 || shard >= result.shard_count) fail("shard " + std::to_string(shard) + " out of range");
    const auto checksum = json.find("checksum");
    if (checksum == json.end() || !checksum->is_string())
        fail("has no checksum (edited, or written by a nono older than the checksum)");
    if (checksum->get<std::string>() != checksum_of(census_body(result).dump()))
        fail("its checksum does not match its counts: the file was edited or damaged");
    return result;
}

std::string census_text(const CensusResult& input) {
    const CensusResult result = input.normalised();
    std::ostringstream out;
    out << "census " << result.width << "x" << result.height;
    if (!result.complete()) {
        out << " (shards";
        for (int shard : result.shards) out << " " << shard;
        out << " of " << result.shard_count << (result.interrupted ? ", interrupted" : "") << ")";
    }
    out << "\n";
    for (const CensusCount& field : kCensusCounts) out << field.name << ": " << result.*field.member << "\n";
    if (result.levels) {
        out << "levels among unique grids:\n";
        for (std::size_t k = 1; k < result.level_histogram.size(); ++k)
            out << "  D" << k << ": " << result.level_histogram[k] << "\n";
    }
    return out.str();
}

}  // namespace nono
