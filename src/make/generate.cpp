// Generating puzzles that meet a target: random pictures drawn one after another until one
// does (optionally repaired towards a unique or line-solvable target first). Puzzle i of a
// run draws from its own stream of the run's seed, so runs on any number of threads agree.
#include <string>

#include "nono/make.hpp"
#include "make/random.hpp"

namespace nono {

namespace {

Puzzle generated_puzzle(const Grid& picture, const GenerateOptions& options, std::uint64_t index) {
    Puzzle puzzle = puzzle_from_grid(picture, "nono generate " + std::to_string(picture.width()) + "x" +
                                                  std::to_string(picture.height()) + " #" +
                                                  std::to_string(index + 1));
    puzzle.properties.emplace_back(
        "description", "target " + target_name(options.target) + ", density " +
                           std::to_string(options.density).substr(0, 4) + ", seed " +
                           std::to_string(options.seed) + ", puzzle " + std::to_string(index + 1));
    return puzzle;
}

bool repairable(const Target& target) {
    return target.kind == TargetKind::Unique || target.kind == TargetKind::LineSolvable;
}

}  // namespace

GeneratedPuzzle generate_one(const GenerateOptions& options, std::uint64_t index) {
    check_target_possible(options.target, options.width, options.height);
    make::Random random(make::stream_seed(options.seed, index));
    GeneratedPuzzle generated;
    generated.index = index;
    while (generated.candidates < options.max_candidates) {
        ++generated.candidates;
        Grid picture = random_picture(options.width, options.height, options.density, random.next());
        generated.check = check_target(puzzle_from_grid(picture), options.target);
        generated.changes = 0;
        if (!generated.check.met && options.repair_changes > 0 && repairable(options.target)) {
            RepairOptions repair_options;
            repair_options.line_solvable = options.target.kind == TargetKind::LineSolvable;
            repair_options.max_changes = options.repair_changes;
            repair_options.attempts = 1;
            repair_options.seed = random.next();
            repair_options.timeout_seconds = options.target.timeout_seconds;
            repair_options.verdicts = false;  // the candidate is checked against the target below
            const RepairResult repaired = repair(picture, repair_options);
            if (repaired.outcome == RepairOutcome::Repaired) {
                picture = repaired.picture;
                generated.changes = static_cast<int>(repaired.changes.size());
                // Checked again from scratch, as any other candidate.
                generated.check = check_target(puzzle_from_grid(picture), options.target);
            }
        }
        if (generated.check.met) {
            generated.puzzle = generated_puzzle(picture, options, index);
            generated.found = true;
            return generated;
        }
    }
    return generated;
}

}  // namespace nono
