// The level D_k of one puzzle: line solving first, then k = 3, 4, ... on the same engine, so
// each level starts from the previous level's closure (the closure only grows with k) and
// line sets already tried without result are not tried again until one of their lines changes.
#include <stdexcept>
#include <vector>

#include "level_engine.hpp"
#include "nono/analyze.hpp"

namespace nono {

std::string_view level_outcome_name(LevelOutcome outcome) {
    switch (outcome) {
        case LevelOutcome::Level: return "level";
        case LevelOutcome::AboveCap: return "above";
        case LevelOutcome::NotUnique: return "not-unique";
        case LevelOutcome::NoSolution: return "no-solution";
        case LevelOutcome::OutOfWork: return "out-of-work";
        case LevelOutcome::TooLarge: return "too-large";
        case LevelOutcome::Stopped: return "stopped";
    }
    return "too-large";
}

int default_max_level(int width, int height) {
    // Up to 5x5 every level is cheap (measured: the whole 5x5 census in docs/analysis.md);
    // beyond, sets of 4 lines already number C(w+h, 4).
    return width + height <= 10 ? width + height : 4;
}

LevelResult difficulty_level(const Puzzle& puzzle, const LevelOptions& options) {
    if (const auto problems = validation_problems(puzzle); !problems.empty())
        throw std::invalid_argument("nono::difficulty_level: invalid puzzle: " + problems.front());
    LevelResult result;
    result.cap = options.max_level > 0 ? options.max_level
                                       : default_max_level(puzzle.width, puzzle.height);
    if (puzzle.width > analysis::kMaxMaskSide || puzzle.height > analysis::kMaxMaskSide) {
        result.outcome = LevelOutcome::TooLarge;
        return result;
    }
    std::vector<const Clue*> clues;
    for (const Clue& clue : puzzle.rows) clues.push_back(&clue);
    for (const Clue& clue : puzzle.columns) clues.push_back(&clue);
    analysis::LevelEngine engine(puzzle.width, puzzle.height, clues, options.max_work);
    detail::Limits limits(options.timeout_seconds, options.interrupt);
    engine.set_limits(&limits);
    using Status = analysis::LevelEngine::Status;

    auto finish = [&](LevelOutcome outcome, int level) {
        result.outcome = outcome;
        result.level = level;
        result.work = engine.work();
        if (outcome != LevelOutcome::Level) result.stalled = engine.grid();
        if (outcome == LevelOutcome::Stopped) result.stop = engine.stop_reason();
        return result;
    };
    Status status = engine.line_fixpoint();
    if (status == Status::Stopped) return finish(LevelOutcome::Stopped, 0);
    if (status == Status::Contradiction) return finish(LevelOutcome::NoSolution, 0);
    if (status == Status::Complete) return finish(LevelOutcome::Level, 1);
    int ruled_out = 1;
    for (int k = 2; k <= result.cap; ++k) {
        status = engine.level_fixpoint(k);
        if (status == Status::Complete) return finish(LevelOutcome::Level, k);
        if (status == Status::Contradiction) return finish(LevelOutcome::NoSolution, 0);
        if (status == Status::OutOfWork) return finish(LevelOutcome::OutOfWork, ruled_out);
        if (status == Status::Stopped) return finish(LevelOutcome::Stopped, ruled_out);
        if (engine.stalled_on_everything()) return finish(LevelOutcome::NotUnique, 0);
        ruled_out = k;
    }
    return finish(LevelOutcome::AboveCap, ruled_out);
}

}  // namespace nono
