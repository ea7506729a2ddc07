// The table of the engine's tuning knobs and setting them by name, from NONO_ENGINE_TUNING.
#include "solve/engine/tuning.hpp"

#include <cmath>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace nono {

namespace {

constexpr EngineTuningKnob kKnobs[] = {
#define NONO_TUNING_KNOB(type, name, value, lowest, highest, what) \
    {#name, static_cast<double>(lowest), static_cast<double>(highest), static_cast<double>(value), what},
    NONO_ENGINE_TUNING(NONO_TUNING_KNOB)
#undef NONO_TUNING_KNOB
};

template <typename T>
void assign(T& field, double value) {
    if constexpr (std::is_same_v<T, bool>) field = value != 0;
    else if constexpr (std::is_floating_point_v<T>) field = static_cast<T>(value);
    else field = static_cast<T>(std::llround(value));
}

void set_knob(EngineTuning& tuning, std::string_view name, double value) {
#define NONO_TUNING_SET(type, knob, default_value, lowest, highest, what)                       \
    if (name == #knob) {                                                                         \
        if (!(value >= static_cast<double>(lowest) && value <= static_cast<double>(highest)))    \
            throw std::invalid_argument("engine tuning: " #knob " is " + std::to_string(value) + \
                                        ", outside " + std::to_string(static_cast<double>(lowest)) + \
                                        ".." + std::to_string(static_cast<double>(highest)));    \
        return assign(tuning.knob, value);                                                       \
    }
    NONO_ENGINE_TUNING(NONO_TUNING_SET)
#undef NONO_TUNING_SET
    std::string known;
    for (const EngineTuningKnob& knob : kKnobs) known += (known.empty() ? "" : ", ") + std::string(knob.name);
    throw std::invalid_argument("engine tuning: no knob '" + std::string(name) + "'; the knobs are " + known);
}

}  // namespace

std::span<const EngineTuningKnob> engine_tuning_knobs() { return kKnobs; }

std::shared_ptr<const EngineTuning> parse_engine_tuning(std::string_view assignments) {
    auto tuning = std::make_shared<EngineTuning>();
    while (!assignments.empty()) {
        const std::size_t comma = assignments.find(',');
        const std::string_view item = assignments.substr(0, comma);
        assignments = comma == std::string_view::npos ? std::string_view{} : assignments.substr(comma + 1);
        if (item.empty()) continue;
        const std::size_t equals = item.find('=');
        if (equals == std::string_view::npos)
            throw std::invalid_argument("engine tuning: '" + std::string(item) + "' is not name=value");
        const std::string text(item.substr(equals + 1));
        char* end = nullptr;
        const double value = std::strtod(text.c_str(), &end);
        if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(value))
            throw std::invalid_argument("engine tuning: '" + std::string(item) + "' needs a number");
        set_knob(*tuning, item.substr(0, equals), value);
    }
    return tuning;
}

}  // namespace nono
