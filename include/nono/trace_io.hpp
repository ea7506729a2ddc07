// The trace for people and programs: each step as one JSON object (the `--trace FILE.jsonl`
// format, versioned, schema in docs/trace.md) and as a sentence a person can follow
// (`--explain`). Both are observers, so they can be handed straight to a strategy.
#pragma once

#include <ostream>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "nono/puzzle.hpp"
#include "nono/trace.hpp"

namespace nono {

inline constexpr int kTraceSchemaVersion = 1;

// The first line of a trace file: {"type":"header","schema":"nono-trace","version":1,
// "width":..,"height":..,"rows":[..],"columns":[..],"algorithm":..}. No trailing newline.
std::string trace_header_json(const Puzzle& puzzle, std::string_view algorithm);
// One step: {"type":"step","n":..,"kind":"line",...}, as a JSON value (the server's trace)
// and as text with no trailing newline (the trace file's line).
nlohmann::ordered_json step_object(const Puzzle& puzzle, const Step& step, std::uint64_t number);
std::string step_json(const Puzzle& puzzle, const Step& step, std::uint64_t number);
// The last line: {"type":"end","steps":..,"verdict":..}. No trailing newline.
std::string trace_footer_json(std::uint64_t steps, std::string_view verdict);

// One sentence, no trailing newline: "row 3 (2 1): cells 4-5 are filled, cell 7 is empty".
std::string explain_step(const Puzzle& puzzle, const Step& step);

// Writes the header at construction, then one line per step; call finish() for the footer.
class JsonTraceWriter final : public TraceObserver {
public:
    JsonTraceWriter(std::ostream& out, const Puzzle& puzzle, std::string_view algorithm);
    void step(const Step& step) override;
    void finish(std::string_view verdict);
    std::uint64_t steps() const { return steps_; }

private:
    std::ostream& out_;
    const Puzzle& puzzle_;
    std::uint64_t steps_ = 0;
};

// Writes one numbered sentence per step. Probes are many and rarely decide anything, so by
// default only those that fail (and so prove a cell) are told.
class Explainer final : public TraceObserver {
public:
    Explainer(std::ostream& out, const Puzzle& puzzle, bool every_probe = false)
        : out_(out), puzzle_(puzzle), every_probe_(every_probe) {}
    void step(const Step& step) override;

private:
    std::ostream& out_;
    const Puzzle& puzzle_;
    bool every_probe_;
    std::uint64_t told_ = 0;
};

}  // namespace nono
